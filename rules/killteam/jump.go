package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// JumpOption marks a move that ends by jumping down (KT-MOV-8):
// "blue.2 move 3,4,0 (jump)".
const JumpOption = "jump"

// JumpWalkOption marks a move that jumps down and walks on from where the
// model lands (KT-MOV-8): "blue.2 move 5,1,0 (jump, walk on)".
const JumpWalkOption = "jump, walk on"

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
// already reaches (climbing down there costs no dice); or it walks on
// with the budget left (jumpWalks).
func (g *Game) jumpActions(i int, kind string, steps int, routes *world.Reacher) []rules.Action {
	m := &g.st.Models[i]
	reached := map[world.Pos]bool{m.Pos: true}
	for k := range routes.Len() {
		reached[routes.To(k)] = true
	}
	origins := []jumpLeg{{at: m.Pos, left: steps - 1, route: -1}}
	for k := range routes.Len() {
		if cost := routes.Cost(k); cost <= steps-1 {
			origins = append(origins, jumpLeg{at: routes.To(k), left: steps - 1 - cost, route: k})
		}
	}
	var out []rules.Action
	var landings []jumpLeg
	for _, o := range origins {
		for d := world.North; d <= world.West; d++ {
			land, levels, ok := g.jumpLanding(o.at, d)
			if !ok || g.enemyIn(land, m.Seat) {
				continue
			}
			var path []world.Pos
			if o.route >= 0 {
				path = routes.AppendPath(make([]world.Pos, 0, routes.Steps(o.route)+1), o.route)
			}
			path = append(path, land)
			landings = append(landings, jumpLeg{at: land, path: path, left: o.left, drop: levels})
			if reached[land] || !g.roomFor(i, land) {
				continue
			}
			reached[land] = true
			to := land
			out = append(out, rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Cell: &to, Path: path, Option: JumpOption})
		}
	}
	return append(out, g.jumpWalks(i, kind, landings, reached)...)
}

// isJump reports whether a move jumps down (KT-MOV-8).
func isJump(a rules.Action) bool { return a.Option == JumpOption || a.Option == JumpWalkOption }

// jumpLeg is a cube a jumping model stands in (an origin, or where it
// lands) with the path there, the cube steps left and the levels it
// dropped. An origin's path is that of its route, the destination of the
// move's search (-1: the model's own cube), built when a jump starts there.
type jumpLeg struct {
	at         world.Pos
	path       []world.Pos
	left, drop int
	route      int
}

// jumpWalks lists model i's moves that jump down and walk on (KT-MOV-8):
// from each landing with budget left, a walk (no enemy's cube) to a cube
// with room that neither a route nor a jump already reaches. For each
// cube only the landing of the fewest levels is offered (a bigger drop
// only adds dice), and only where the drop is greater than every other
// step down of the path, so that the path tells which step is the jump.
func (g *Game) jumpWalks(i int, kind string, landings []jumpLeg, reached map[world.Pos]bool) []rules.Action {
	m := &g.st.Models[i]
	best := map[world.Pos]int{} // a cube's index in out
	var out []rules.Action
	var drops []int
	var walks world.Reacher
	for _, l := range landings {
		if l.left < 1 {
			continue
		}
		n := walks.Search(g.arena, l.at, l.left, world.MoveRules{
			CanEnter: func(p world.Pos) bool { return !g.enemyIn(p, m.Seat) },
			FlipY:    m.Seat == rules.Red,
		})
		for w := range n {
			to := walks.To(w)
			if reached[to] || !g.roomFor(i, to) {
				continue
			}
			path := walks.AppendPath(append(make([]world.Pos, 0, len(l.path)+walks.Steps(w)), l.path...), w)
			if greatestDrop(m.Pos, path) != l.drop || countDrops(m.Pos, path, l.drop) != 1 {
				continue
			}
			if k, ok := best[to]; ok {
				if l.drop < drops[k] {
					out[k].Path, drops[k] = path, l.drop
				}
				continue
			}
			best[to] = len(out)
			out = append(out, rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Cell: &to, Path: path, Option: JumpWalkOption})
			drops = append(drops, l.drop)
		}
	}
	return out
}

// greatestDrop is the most levels one step of a path from from goes down.
func greatestDrop(from world.Pos, path []world.Pos) int {
	most, prev := 0, from
	for _, p := range path {
		most = max(most, prev.Z-p.Z)
		prev = p
	}
	return most
}

// countDrops counts the steps of a path from from that go down levels.
func countDrops(from world.Pos, path []world.Pos, levels int) int {
	n, prev := 0, from
	for _, p := range path {
		if prev.Z-p.Z == levels {
			n++
		}
		prev = p
	}
	return n
}

// jumpDrop is the levels model i dropped on the last step of a jump
// action's path, from the cube before it (its start when the path has one
// cube); after a jump that walks on, the greatest step down of its path
// (jumpWalks).
func jumpDrop(from world.Pos, a rules.Action) int {
	if a.Option == JumpWalkOption {
		return greatestDrop(from, a.Path)
	}
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
		return []rules.Event{{Kind: "jump", Seat: m.Seat, Actor: m.ID, Text: g.textf("%s jumps down %d %s (%d\"): no risk (KT-MOV-8).", m.ID, levels, plural(levels, "level", "levels"), levels*LevelInches),
			Msg: g.say("KtJumpSafe", "Model", m.ID, "Count", rules.Num(levels), "Inches", rules.Num(levels*LevelInches))}}
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
		Text: g.textf("%s jumps down %d levels (%d\"): rolls %s, %d mortal %s on 5+ (KT-MOV-8).", m.ID, levels, levels*LevelInches, facesText(faces), wounds, plural(wounds, "wound", "wounds")),
		Msg:  g.sayWith("KtJumpRoll", []string{"Model", m.ID, "Levels", rules.Num(levels), "Inches", rules.Num(levels * LevelInches), "Count", rules.Num(wounds)}, g.facesArgs(faces))}}
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
		ev = append(ev, rules.Event{Kind: "kill", Seat: m.Seat, Actor: m.ID, Target: m.ID, Text: g.textf("%s is out of action.", m.ID), Msg: g.say("KtOut", "Model", m.ID)})
	}
	return ev
}
