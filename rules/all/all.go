package all

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/firepower"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
	"github.com/flashpoint-arena/flashpoint/rules/killteam"
	"github.com/flashpoint-arena/flashpoint/rules/necromunda"
	"github.com/flashpoint-arena/flashpoint/rules/urban"
)

// Registry returns a new registry holding every shipped ruleset:
// "flashpoint", "killteam", "necromunda", "firepower" and "urban". Each call builds its own, so nothing is
// shared between callers but immutable data.
func Registry() *rules.Registry {
	return rules.NewRegistry(flashpoint.NewRuleset(), killteam.NewRuleset(), necromunda.NewRuleset(), firepower.NewRuleset(), urban.NewRuleset())
}
