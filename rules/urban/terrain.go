package urban

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KindSmash is a melee attack with a Heavy weapon on a wall of the
// model's own cube (UF-DES-1, A20); Cell is the cube beyond the wall.
const KindSmash = "smash"

// The kinds of terrain part (part.Kind).
const (
	partWall  = ""      // a full or low wall between two cubes
	partFloor = "floor" // the floor of a cube above level 0 (solid or girder)
	partMast  = "mast"  // the mast in cube Pos (a lamp post, a tree)
	partCar   = "car"   // the difficult piece whose first cube is Pos (a parked car)
)

// part is a piece of the arena's terrain: a wall, side Dir of cube Pos
// (and the opposite side of the cube beyond), the floor of cube Pos
// (Kind "floor", Dir 0), a mast or a car (Dir 0). Saves written before
// floors broke name walls only, without a kind.
type part struct {
	Pos  world.Pos `json:"pos"`
	Dir  world.Dir `json:"dir"`
	Kind string    `json:"kind,omitempty"`
}

// String names the part in events: "the wall between 2,1,0 and 2,2,0",
// "the floor of 2,2,1".
func (p part) String() string {
	switch p.Kind {
	case partFloor:
		return "the floor of " + p.Pos.String()
	case partMast, partCar:
		return "the " + p.Kind + " at " + p.Pos.String()
	}
	return fmt.Sprintf("the wall between %s and %s", p.Pos, p.Pos.Add(p.Dir.Delta()))
}

// buildArena makes the arena as it stands: the setup's arena with the
// destroyed walls open and the destroyed floors open air. The arena of a
// game with no wall or floor destroyed is the shared one; each such
// destruction builds a new arena that no one changes after, so clones
// share it. A destroyed
// part that does not stand in the setup's arena (or is listed twice) is
// an error.
func (g *Game) buildArena() error {
	a := g.base
	own := func() error { // the shared arena is never changed: a new one for the first wall or floor
		if a != g.base {
			return nil
		}
		var err error
		a, err = assets.LoadArena(g.setup.Arena, g.setup.ArenaText, DefaultArena)
		return err
	}
	for i, f := range g.st.Broken {
		if f.Kind == partWall || f.Kind == partFloor {
			if err := own(); err != nil {
				return err
			}
		}
		switch f.Kind {
		case partWall:
			q := f.Pos.Add(f.Dir.Delta())
			if !a.In(f.Pos) || !a.In(q) || f.Dir > world.West || a.Side(f.Pos, f.Dir) == world.Open {
				return fmt.Errorf("destroyed wall %s side %d is no wall between two cubes of the arena (or is listed twice)", f.Pos, f.Dir)
			}
			a.SetSide(f.Pos, f.Dir, world.Open)
		case partFloor:
			if f.Dir != 0 || f.Pos.Z < 1 || !a.Standable(f.Pos) {
				return fmt.Errorf("destroyed floor %s is no floor above the ground of the arena (or is listed twice)", f.Pos)
			}
			a.SetFloor(f.Pos, world.FloorNone)
		case partMast, partCar:
			if !g.isFurniture(f) || slices.Contains(g.st.Broken[:i], f) {
				return fmt.Errorf("destroyed %s %s is no %s of the arena (or is listed twice)", f.Kind, f.Pos, f.Kind)
			}
		default:
			return fmt.Errorf("destroyed part %s is of unknown kind %q", f.Pos, f.Kind)
		}
	}
	g.arena = a
	return nil
}

// material is what a standing part of the arena is made of (UF-DES-1):
// full walls, low walls, solid floors, girders, masts and cars of the
// data's materials.
func (g *Game) material(p part) *Material {
	id := g.data.Terrain.Wall
	switch {
	case p.Kind == partMast || p.Kind == partCar:
		id = g.furnitureMaterial(p)
	case p.Kind == partFloor && g.arena.Floor(p.Pos) == world.FloorGirder:
		id = g.data.Terrain.Girder
	case p.Kind == partFloor:
		id = g.data.Terrain.Floor
	case g.arena.Side(p.Pos, p.Dir) == world.LowWall:
		id = g.data.Terrain.Low
	}
	m, _ := g.data.Material(id)
	return m
}

// heavy is the model's Heavy melee weapon, nil for none (A20).
func (g *Game) heavy(m *model) *Weapon {
	for _, w := range g.weapons(m) {
		if w.Heavy && !w.Ranged() {
			return w
		}
	}
	return nil
}

// smashes lists the parts a model may attack with a Heavy weapon: the
// full and low walls of its own cube with a cube of the arena beyond
// (the board edge cannot be broken), and the floors its weapon reaches
// (its own cube's, and with a reach of 1 inch the neighbouring cubes' it
// could step to) that are worth a blow (floorTarget).
func (g *Game) smashes(m *model) []rules.Action {
	w := g.heavy(m)
	if w == nil {
		return nil
	}
	var out []rules.Action
	for d := world.North; d <= world.West; d++ {
		q := m.Pos.Add(d.Delta())
		if s := g.arena.Side(m.Pos, d); s != world.Open && g.arena.In(q) {
			out = append(out, rules.Action{Seat: m.Seat, Kind: KindSmash, Actor: m.ID, Weapon: w.ID, Cell: &q})
		}
	}
	cubes := []world.Pos{m.Pos}
	if w.RNG >= 1 {
		for _, s := range g.arena.Steps(m.Pos) {
			if world.Distance(m.Pos, s.To) == 1 {
				cubes = append(cubes, s.To)
			}
		}
	}
	for _, c := range cubes {
		if g.floorTarget(c) {
			out = append(out, rules.Action{Seat: m.Seat, Kind: KindSmash, Actor: m.ID, Weapon: w.ID, Cell: &c, Option: optFloor})
		}
	}
	return append(out, g.furnitureOptions(cubes, func(c world.Pos, opt string) rules.Action {
		return rules.Action{Seat: m.Seat, Kind: KindSmash, Actor: m.ID, Weapon: w.ID, Cell: &c, Option: opt}
	})...)
}

// smashPart is the part a smash action strikes: the floor, mast or car
// of Cell with the option "floor", "mast" or "car", else the wall between
// the model's cube and Cell.
func (g *Game) smashPart(m *model, cell world.Pos, opt string) part {
	if opt == "" {
		d, _ := world.DirTowards(m.Pos, cell)
		return part{Pos: m.Pos, Dir: world.Dir(d / 2)}
	}
	p, _ := g.terrainPart(cell, opt)
	return p
}

// smash attacks a wall or a floor (UF-DES-1, UF-DES-2): it cannot dodge,
// so the blow lands; its damage roll, 2d6 + STR + POW, less the
// material's ARM, destroys the part with one wound (strike).
func (g *Game) smash(m *model, w *Weapon, q world.Pos, opt string) {
	defer g.spend(m, 1)
	pt := g.smashPart(m, q, opt)
	mat := g.material(pt)
	dice := baseDice("")
	faces := g.rollDice(dice)
	p := g.profile(m)
	total := g.sum(dice, faces) + p.STR + w.POW
	vals, ds := g.rolled(dice, faces)
	what := fmt.Sprintf("the %s wall", mat.Name)
	if pt.Kind != partWall {
		what = fmt.Sprintf("the %s %s", mat.Name, partIn(pt.Kind, q))
	}
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "damage", Dice: vals, Rolled: ds, To: &q},
		func() rules.Msg {
			return sayPart("UrbStrikes", mat.Name, pt.Kind, q, "Model", m.ID, "Weapon", w.Name, "Dice", fmt.Sprint(vals), "STR", rules.Num(p.STR), "POW", rules.Num(w.POW), "Total", rules.Num(total), "ARM", rules.Num(mat.ARM))
		}, "%s strikes %s with %s: %v + STR %d + POW %d = %d against ARM %d", m.ID, what, w.Name, vals, p.STR, w.POW, total, mat.ARM)
	g.strike(m, pt, q, m.Pos, mat, total, false)
}
