package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/world"
)

// MinDeployInches is how far apart the two deployment lines must be at
// the start of the game (UF-GEN-2).
const MinDeployInches = 24

// ArenaFit reports whether Night Streets can play on the arena
// (rules.ArenaChecker): the nearest cubes of the two deployment zones
// must be at least MinDeployInches apart (UF-GEN-2).
func (r *Ruleset) ArenaFit(a *world.Arena) error {
	if a == nil {
		return fmt.Errorf("urban: no arena")
	}
	return arenaFit(a.Name, a)
}

// arenaFit is ArenaFit naming the arena as the setup does.
func arenaFit(name string, a *world.Arena) error {
	in, ok := deployInches(a)
	if !ok {
		return fmt.Errorf("urban: arena %q: each side needs a deployment zone (UF-GEN-2)", name)
	}
	if in < MinDeployInches {
		return fmt.Errorf("urban: arena %q: deployment zones %d inches apart, the rules want at least %d (UF-GEN-2)", name, in, MinDeployInches)
	}
	return nil
}

// deployInches is the distance in inches between the nearest cubes of
// the blue and the red deployment zones, counting a diagonal step as one
// cube (the larger of the column and row differences); ok is false when
// a side has no deployment cube.
func deployInches(a *world.Arena) (int, bool) {
	blue, okb := a.Zone(world.ZoneDeploy, 0, "")
	red, okr := a.Zone(world.ZoneDeploy, 1, "")
	if !okb || !okr || len(blue.Cells) == 0 || len(red.Cells) == 0 {
		return 0, false
	}
	best := -1
	for _, p := range blue.Cells {
		for _, q := range red.Cells {
			d := max(abs(p.X-q.X), abs(p.Y-q.Y))
			if best < 0 || d < best {
				best = d
			}
		}
	}
	return best * inchesPerCube, true
}

// fits checks the game's arena against UF-GEN-2, naming it as its setup
// does: a new game and a loaded one refuse an arena that does not fit.
func (g *Game) fits() error {
	name := g.setup.Arena
	if name == "" {
		name = DefaultArena
	}
	return arenaFit(name, g.base)
}
