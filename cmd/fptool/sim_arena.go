package main

import "github.com/flashpoint-arena/flashpoint/rules"

// simArena is the arena sim plays when -arena is not given: the standard
// one, or the ruleset's own default when the standard arena does not fit
// it (rules.ArenaChecker: Night Streets plays on Market Row).
func simArena(r rules.Ruleset) string {
	if rules.ShippedArenaFits(r, "standard") == nil {
		return "standard"
	}
	return r.DefaultSetup("").Arena
}
