package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KindSmash is a melee attack with a Heavy weapon on a wall of the
// model's own cube (UF-DES-1, A20); Cell is the cube beyond the wall.
const KindSmash = "smash"

// face is a destroyed wall: side Dir of cube Pos (and the opposite side of
// the cube beyond).
type face struct {
	Pos world.Pos `json:"pos"`
	Dir world.Dir `json:"dir"`
}

// buildArena makes the arena as it stands: the setup's arena with the
// destroyed walls open. The arena of a game without destroyed walls is
// the shared one; each destruction builds a new arena that no one changes
// after, so clones share it.
func (g *Game) buildArena() error {
	if len(g.st.Broken) == 0 {
		g.arena = g.base
		return nil
	}
	a, err := assets.LoadArena(g.setup.Arena, g.setup.ArenaText, DefaultArena)
	if err != nil {
		return err
	}
	for _, f := range g.st.Broken {
		q := f.Pos.Add(f.Dir.Delta())
		if !a.In(f.Pos) || !a.In(q) || f.Dir > world.West {
			return fmt.Errorf("destroyed wall %s side %d is not between two cubes of the arena", f.Pos, f.Dir)
		}
		a.SetSide(f.Pos, f.Dir, world.Open)
	}
	g.arena = a
	return nil
}

// material is what a face of the arena is made of: full walls and low
// walls of the data's materials (UF-DES-1).
func (g *Game) material(s world.Side) *Material {
	id := g.data.Terrain.Wall
	if s == world.LowWall {
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

// smashes lists the walls a model may attack with a Heavy weapon: the
// full and low walls of its own cube with a cube of the arena beyond
// (the board edge cannot be broken).
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
	return out
}

// smash attacks a wall (UF-DES-1, UF-DES-2): a wall cannot dodge, so the
// blow lands; its damage roll, 2d6 + STR + POW, less the material's ARM,
// destroys the wall with one wound; the debris then strikes the cubes
// beyond it in the blow's direction (UF-DES-3, A21).
func (g *Game) smash(m *model, w *Weapon, q world.Pos) {
	defer g.spend(m, 1)
	var d world.Dir
	for d = world.North; d < world.West && m.Pos.Add(d.Delta()) != q; d++ {
	}
	mat := g.material(g.arena.Side(m.Pos, d))
	dice := baseDice("")
	faces := g.rollDice(dice)
	p := g.profile(m)
	total := g.sum(dice, faces) + p.STR + w.POW
	vals, ds := g.rolled(dice, faces)
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "damage", Dice: vals, Rolled: ds, To: &q},
		"%s strikes the %s wall with %s: %v + STR %d + POW %d = %d against ARM %d", m.ID, mat.Name, w.Name, vals, p.STR, w.POW, total, mat.ARM)
	if total-mat.ARM < 1 {
		return
	}
	g.breakWall(m, m.Pos, d, q, mat, total)
}

// breakWall destroys side d of cube p (UF-DES-2): the arena is rebuilt
// with it open and the debris flies beyond it into q and on (UF-DES-3)
// with strength half the damage roll's sum.
func (g *Game) breakWall(m *model, p world.Pos, d world.Dir, q world.Pos, mat *Material, total int) {
	g.st.Broken = append(g.st.Broken, face{Pos: p, Dir: d})
	if err := g.buildArena(); err != nil { // it loaded when the game began: not expected
		g.st.Broken = g.st.Broken[:len(g.st.Broken)-1]
		return
	}
	g.emit(rules.Event{Kind: "terrain", Seat: m.Seat, Actor: m.ID, From: &p, To: &q}, "The %s wall between %s and %s is destroyed", mat.Name, p, q)
	g.debris(m, d, q, total/2)
}

// debris strikes the models in the Spray template beyond a destroyed wall
// (UF-DES-3, A21): the cubes in the blow's direction from the impact,
// as many as the data says; strength half the damage roll's sum, rolled
// once with 2d6, less each model's ARM; no Boost, no Influence.
func (g *Game) debris(m *model, d world.Dir, q world.Pos, strength int) {
	var cubes []world.Pos
	for c, k := q, 0; k < g.data.Terrain.DebrisCubes && g.arena.In(c); c, k = c.Add(d.Delta()), k+1 {
		cubes = append(cubes, c)
	}
	if len(cubes) == 0 {
		cubes = []world.Pos{m.Pos} // no template fits: AOE 3" at the impact (one cube)
	}
	dice := baseDice("")
	faces := g.rollDice(dice)
	hit := g.sum(dice, faces) + strength
	vals, ds := g.rolled(dice, faces)
	g.emit(rules.Event{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "debris", Dice: vals, Rolled: ds},
		"Debris flies: %v + strength %d = %d", vals, strength, hit)
	for i := range g.st.Models {
		o := &g.st.Models[i]
		for _, c := range cubes {
			if !o.Dead && o.Pos == c {
				g.harm(o, hit-g.profile(o).ARM, o.Seat != m.Seat, "debris")
			}
		}
	}
}
