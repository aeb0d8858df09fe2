package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// JumpOption marks a move that ends by jumping down (KT-MOV-8):
// "blue.2 move 3,4,0 (jump)".
const JumpOption = "jump"

// jumpLanding is where a model standing in p lands when it steps off the
// edge through side d (KT-MOV-8): the first floor below in the
// neighbouring column, whose cube at p's level is open air; the side of p
// must not be a wall. levels is the drop; ok is false when there is no
// drop that way.
func (g *Game) jumpLanding(p world.Pos, d world.Dir) (land world.Pos, levels int, ok bool) {
	if g.arena.Side(p, d) == world.Wall {
		return p, 0, false
	}
	delta := d.Delta()
	q := world.Pos{X: p.X + delta.X, Y: p.Y + delta.Y, Z: p.Z}
	if !g.arena.In(q) || g.arena.Floor(q) != world.FloorNone {
		return p, 0, false
	}
	for z := p.Z - 1; z >= 0; z-- {
		q.Z = z
		if g.arena.Floor(q) != world.FloorNone {
			return q, p.Z - z, true
		}
	}
	return p, 0, false
}

// jumpActions lists model i's moves of the given kind that end with a
// jump down (KT-MOV-8): from its cube or any cube it reaches with at
// least one step of budget left (routes, within steps), it steps off an
// edge (one step, 3") and drops any number of levels for free. The move
// ends where it lands: a cube with no enemy and with room that no route
// already reaches (climbing down there costs no dice).
func (g *Game) jumpActions(i int, kind string, steps int, routes []world.Route) []rules.Action {
	m := &g.st.Models[i]
	reached := map[world.Pos]bool{m.Pos: true}
	for _, r := range routes {
		reached[r.To] = true
	}
	type origin struct {
		at   world.Pos
		path []world.Pos
	}
	origins := []origin{{at: m.Pos}}
	for _, r := range routes {
		if r.Cost <= steps-1 {
			origins = append(origins, origin{at: r.To, path: r.Path})
		}
	}
	var out []rules.Action
	for _, o := range origins {
		for d := world.North; d <= world.West; d++ {
			land, _, ok := g.jumpLanding(o.at, d)
			if !ok || reached[land] || g.enemyIn(land, m.Seat) || !g.roomFor(i, land) {
				continue
			}
			reached[land] = true
			to := land
			path := append(append([]world.Pos(nil), o.path...), land)
			out = append(out, rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Cell: &to, Path: path, Option: JumpOption})
		}
	}
	return out
}

// jumpDrop is the levels model i dropped on the last step of a jump
// action's path, from the cube before it (its start when the path has one
// cube).
func jumpDrop(from world.Pos, a rules.Action) int {
	prev := from
	if n := len(a.Path); n >= 2 {
		prev = a.Path[n-2]
	}
	return prev.Z - a.Cell.Z
}

// landJump rolls the dice of model i's drop of levels (KT-MOV-8): one per
// JumpDownDice, each 5 or 6 a mortal wound (KT-SHT-14).
func (g *Game) landJump(i, levels int) []rules.Event {
	m := &g.st.Models[i]
	n := JumpDownDice(levels)
	if n == 0 {
		return []rules.Event{{Kind: "jump", Seat: m.Seat, Actor: m.ID, Text: fmt.Sprintf("%s jumps down %d %s (%d\"): no risk (KT-MOV-8).", m.ID, levels, plural(levels, "level", "levels"), levels*LevelInches)}}
	}
	faces := make([]int, n)
	wounds := 0
	for k := range faces {
		faces[k] = g.roll(6)
		if faces[k] >= 5 {
			wounds++
		}
	}
	ev := []rules.Event{{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "jump", Dice: faces, Hits: wounds,
		Text: fmt.Sprintf("%s jumps down %d levels (%d\"): rolls %s, %d mortal %s on 5+ (KT-MOV-8).", m.ID, levels, levels*LevelInches, facesText(faces), wounds, plural(wounds, "wound", "wounds"))}}
	if wounds == 0 {
		return ev
	}
	g.setParties(i, i)
	res := ResolveMortalWounds(wounds, g.targetOf(i), false, false, g)
	for _, s := range res.Steps {
		ev = append(ev, g.stepEvent(m, m, s))
	}
	ev = append(ev, g.haltEvents()...)
	m.Wounds, m.Flesh, m.Out = res.Target.Wounds, res.Target.FleshWounds, res.Target.OutOfAction
	if m.Out {
		ev = append(ev, rules.Event{Kind: "kill", Seat: m.Seat, Actor: m.ID, Target: m.ID, Text: fmt.Sprintf("%s is out of action.", m.ID)})
	}
	return ev
}
