package rules

import (
	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/world"
)

// ArenaChecker is implemented by rulesets that cannot play on every
// arena. ArenaFit returns nil when the ruleset can play on the arena, else
// an error saying why (a rule it breaks). Such a ruleset's New and Load
// refuse an arena that does not fit with that error, and whatever offers
// arenas (the setup screen, fptool soak and sim) offers it only fitting
// ones (FittingArenas).
type ArenaChecker interface {
	ArenaFit(a *world.Arena) error
}

// ArenaFits reports whether ruleset r can play on arena a: nil when r
// does not check arenas (ArenaChecker) or a fits, else r's reason.
func ArenaFits(r Ruleset, a *world.Arena) error {
	if c, ok := r.(ArenaChecker); ok {
		return c.ArenaFit(a)
	}
	return nil
}

// ShippedArenaFits is ArenaFits for the shipped arena called name; an
// arena that cannot be read does not fit either.
func ShippedArenaFits(r Ruleset, name string) error {
	c, ok := r.(ArenaChecker)
	if !ok {
		return nil
	}
	a, err := assets.LoadArena(name, "", name)
	if err != nil {
		return err
	}
	a.Name = name // the name a setup gives, in the reason
	return c.ArenaFit(a)
}

// FittingArenas keeps the names of the shipped arenas ruleset r can play
// on, in order.
func FittingArenas(r Ruleset, names []string) []string {
	var out []string
	for _, n := range names {
		if ShippedArenaFits(r, n) == nil {
			out = append(out, n)
		}
	}
	return out
}
