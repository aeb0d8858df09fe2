package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// loadStick reads a pending Sticky pick (POSITION.md "Pending steps"): the
// weapon, a cube-attack profile of it with Sticky, and the cube it landed
// in.
func (g *Game) loadStick(t *task, tj taskJSON, field string) error {
	w := g.b.data.Weapons[tj.Weapon]
	if w == nil {
		return fmt.Errorf("%s.weapon: unknown weapon %q", field, tj.Weapon)
	}
	p, ok := w.Profile(tj.Profile)
	if !ok {
		return fmt.Errorf("%s.profile: the %s has no profile %q", field, w.Name, tj.Profile)
	}
	if !cubeProfile(p) || !p.Has("Sticky") {
		return fmt.Errorf("%s.profile: %q of the %s is not a Sticky cube attack", field, tj.Profile, w.Name)
	}
	return g.loadStickCube(t, tj, field)
}

// loadStickCube reads the cube of a stick or return-to-sender step.
func (g *Game) loadStickCube(t *task, tj taskJSON, field string) error {
	q, err := world.ParsePos(tj.Cube)
	if err != nil || !g.b.arena.In(q) {
		return fmt.Errorf("%s.cube: %q is not a cube of the arena", field, tj.Cube)
	}
	if tj.Used != 0 {
		return fmt.Errorf("%s.used: a stick has no uses", field)
	}
	t.Profile, t.Cube = tj.Profile, q
	return nil
}

// hashCube mixes in the state of cube attacks that Hash does not cover:
// Fire tokens and the Sticky pick's profile and cube.
func (g *Game) hashCube(h *rules.Hasher) {
	for i := range g.models {
		h.Bool(g.models[i].Fire)
	}
	for i := range g.tasks {
		t := &g.tasks[i]
		h.String(t.Profile)
		h.Pos(t.Cube)
	}
}
