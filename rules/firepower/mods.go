package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/world"
)

// mod is one named modifier added to a D10 roll (FP-MOD-1).
type mod struct {
	Name string
	N    int
}

// total adds up modifiers.
func total(ms []mod) int {
	n := 0
	for _, m := range ms {
		n += m.N
	}
	return n
}

// words writes modifiers for an event or a forecast: "target Prone +2".
func words(ms []mod) []string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, fmt.Sprintf("%s %+d", m.Name, m.N))
	}
	return out
}

// movingMod is the modifier for a firer that spends Movement Factors on
// other actions in its impulse, before firing (spent) and after it
// (declared when firing): +1 a Movement Factor, at most +2 (FP-MOD-3,
// FP-PROC-2).
func (g *Game) movingMod(spent, declared int) int {
	c := g.chart()
	return c.ModMoving * min(spent+declared, c.ModMovingMax)
}

// fireMods are the modifiers of soldier i's fire at soldier j, i
// declaring declared more Movement Factors after firing (FP-MOD-1..4):
// each uses the state as it is now (FP-MOD-4).
func (g *Game) fireMods(i, j, declared int) []mod {
	c := g.chart()
	f, t := &g.st.Soldiers[i], &g.st.Soldiers[j]
	var ms []mod
	if f.Suppressed {
		ms = append(ms, mod{"firer Suppressed", c.ModSuppressed})
	}
	if g.inCover(f.Pos, t.Pos) {
		ms = append(ms, mod{"target in cover", c.ModCover})
	}
	if g.concealed(t.Pos) {
		ms = append(ms, mod{"target concealed", c.ModConcealment})
	}
	if t.Prone {
		ms = append(ms, mod{"target Prone", c.ModProne})
	}
	if n := g.hindrance(f.Pos, t.Pos); n > 0 {
		ms = append(ms, mod{fmt.Sprintf("%d tree or hedge %s in the way", n, plural(n, "cube", "cubes")), n * c.ModHindrance})
	}
	if t.Running {
		ms = append(ms, mod{"target Running", c.ModRunning})
	}
	if m := g.movingMod(f.Moved, declared); m > 0 {
		ms = append(ms, mod{"firer moves", m})
	}
	return ms
}

// throwMods are the modifiers of soldier i's grenade throw at cube to
// (A8, A9): a Suppressed thrower and the trees and hedges the throw
// passes; cover, posture, running and moving do not count.
func (g *Game) throwMods(i int, to world.Pos) []mod {
	c := g.chart()
	f := &g.st.Soldiers[i]
	var ms []mod
	if f.Suppressed {
		ms = append(ms, mod{"thrower Suppressed", c.ModSuppressed})
	}
	if n := g.hindrance(f.Pos, to); n > 0 {
		ms = append(ms, mod{fmt.Sprintf("%d tree or hedge %s in the way", n, plural(n, "cube", "cubes")), n * c.ModHindrance})
	}
	return ms
}

// blastMods are the modifiers of the blast roll of soldier j in ring
// ring of a blast centred on centre (FP-GREN-5, A9, A11): the ring's
// modifier, cover from the centre and a Prone posture; no concealment,
// no running.
func (g *Game) blastMods(centre world.Pos, ring, j int) []mod {
	c := g.chart()
	t := &g.st.Soldiers[j]
	var ms []mod
	if r := c.Rings[ring]; r != 0 {
		ms = append(ms, mod{fmt.Sprintf("ring %d", ring), r})
	}
	if g.inCover(centre, t.Pos) {
		ms = append(ms, mod{"in cover", c.ModCover})
	}
	if t.Prone {
		ms = append(ms, mod{"Prone", c.ModProne})
	}
	return ms
}

// chance is the chance that a D10 plus mods rolls hit or less.
func chance(hit, mods int) float64 {
	n := hit - mods
	return float64(min(max(n, 0), 10)) / 10
}
