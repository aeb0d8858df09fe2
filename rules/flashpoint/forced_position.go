package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/world"
)

// The pending steps of a held wall or gravity test and of the forced move
// waiting for it (extra-d8-hazard, hazard, relocate, scatter) in the
// position format (POSITION.md "Pending steps").

// hasHazard reports whether a step of kind k is about a held wall or
// gravity test (it has a test, and levels for gravity).
func (k taskKind) hasHazard() bool {
	return k == taskHazardBoost || k == taskHazard
}

// saveForcedStep writes the fields of an extra-d8-hazard, hazard or
// relocate step: their Used is written as the levels or the tries.
func (g *Game) saveForcedStep(t task, tj *taskJSON) {
	switch {
	case t.Kind.hasHazard():
		tj.Used, tj.Test = 0, "wall"
		if t.Used != hazardWall {
			tj.Test, tj.Levels = "gravity", t.Used
		}
	case t.Kind == taskRelocate:
		tj.Used, tj.Tries = 0, t.Used
		tj.Dir, tj.Cube = dirName(world.Dir8(t.Dir)), t.Cube.String()
	}
}

// loadForcedStep checks an extra-d8-hazard, hazard, relocate or scatter
// step read from a position and fills in its fields. Its model is on the
// board; a gravity test follows a fall of 2 or more levels from a level of
// the arena by a model without Flight; an extra-d8-hazard step lies right
// on the hazard step it asks about; a relocate step names a direction the
// model can be pushed in from its cube, the cube with a floor below the
// cube pushed into where it landed, and 0 to LandingRetries-1 tries left.
func (g *Game) loadForcedStep(t *task, tj taskJSON, field string) error {
	m := &g.models[t.Actor]
	if !m.OnBoard {
		return fmt.Errorf("%s.model: %s is not on the board", field, m.ID)
	}
	for _, f := range []struct {
		name string
		set  bool
	}{
		{"by", tj.By != ""}, {"weapon", tj.Weapon != ""}, {"used", tj.Used != 0}, {"sprint", tj.Sprint},
		{"start", tj.Start != ""}, {"path", len(tj.Path) > 0}, {"profile", tj.Profile != ""},
	} {
		if f.set {
			return fmt.Errorf("%s.%s: a %s step has no %s", field, f.name, tj.Kind, f.name)
		}
	}
	switch t.Kind {
	case taskHazardBoost, taskHazard:
		return g.loadHazard(t, tj, field)
	case taskRelocate:
		return g.loadRelocate(t, tj, field)
	}
	return nil
}

// loadHazard reads the test of an extra-d8-hazard or hazard step.
func (g *Game) loadHazard(t *task, tj taskJSON, field string) error {
	m := &g.models[t.Actor]
	switch tj.Test {
	case "wall":
		if tj.Levels != 0 {
			return fmt.Errorf("%s.levels: a wall test has no levels", field)
		}
		t.Used = hazardWall
	case "gravity":
		if m.Unit.Flight {
			return fmt.Errorf("%s.test: %s has Flight and takes no gravity test", field, m.ID)
		}
		if tj.Levels < 2 || m.Pos.Z+tj.Levels >= g.b.arena.H {
			return fmt.Errorf("%s.levels: %d is not a fall of 2 or more levels onto %s (the arena has %d)", field, tj.Levels, m.Pos, g.b.arena.H)
		}
		t.Used = tj.Levels
	default:
		return fmt.Errorf("%s.test: %q is not wall or gravity", field, tj.Test)
	}
	if t.Kind == taskHazardBoost {
		n := len(g.tasks)
		if n == 0 || g.tasks[n-1].Kind != taskHazard || g.tasks[n-1].Actor != t.Actor || g.tasks[n-1].Used != t.Used {
			return fmt.Errorf("%s: an extra-d8-hazard step lies right on the hazard step of the same model and test", field)
		}
	}
	return nil
}

// loadRelocate reads the direction, landing cube and tries of a relocate
// step.
func (g *Game) loadRelocate(t *task, tj taskJSON, field string) error {
	a := g.b.arena
	m := &g.models[t.Actor]
	d, ok := dirNamed(tj.Dir)
	if !ok {
		return fmt.Errorf("%s.dir: %q is not n, ne, e, se, s, sw, w or nw", field, tj.Dir)
	}
	to, res := a.Push(m.Pos, d)
	if res != world.Pushed {
		return fmt.Errorf("%s.dir: %s cannot be pushed %s from %s (%s)", field, m.ID, dirWord(d), m.Pos, res)
	}
	q, err := world.ParsePos(tj.Cube)
	if err != nil || !a.In(q) || q.X != to.X || q.Y != to.Y || q.Z >= m.Pos.Z || !a.Standable(q) {
		return fmt.Errorf("%s.cube: %q is not a cube with a floor below %s, where %s pushed %s lands", field, tj.Cube, to, m.ID, dirWord(d))
	}
	if tj.Tries < 0 || tj.Tries >= LandingRetries {
		return fmt.Errorf("%s.tries: %d is not from 0 to %d", field, tj.Tries, LandingRetries-1)
	}
	t.Dir, t.Cube, t.Used = int(d), q, tj.Tries
	return nil
}
