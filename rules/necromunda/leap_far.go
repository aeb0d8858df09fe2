package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// OptTooFar is the option of a Move that leaps a gap longer than M: the
// fighter goes as far as it can and falls (NEC-GAP-5).
const OptTooFar = "leap too far"

// farLeapBudget is how far fighter i can go on a leap in inches: its M,
// and another M when it has the next action point to spend (NEC-GAP-2).
func (g *Game) farLeapBudget(i int) int {
	m := g.ftype(i).M
	if g.st.AP >= 2 {
		return 2 * m
	}
	return m
}

// farLeapActions lists the Moves that leap a gap longer than M (NEC-GAP-5)
// from the fighter's cube or a cube it reaches with a step's movement
// left, in a straight line to a floor no other Move reaches, the cheapest
// take-off for each; the column the fighter falls down must have a floor
// below.
func (g *Game) farLeapActions(i int, origins []route, reached map[world.Pos]bool) []rules.Action {
	f := &g.st.Fighters[i]
	m := g.ftype(i).M
	budget := g.farLeapBudget(i)
	enter := g.moveEnter(i)
	maxGap := max(g.arena.W, g.arena.D)
	type leap struct {
		path []world.Pos
		cost int
	}
	best := map[world.Pos]leap{}
	var order []world.Pos
	for _, o := range origins {
		if o.cost+StepInches > budget {
			continue
		}
		for d := world.N; d <= world.NW; d++ {
			land, over, ok := g.leapOver(o.to, d, maxGap)
			if !ok || len(over)*StepInches <= m || reached[land] || !enter(land) {
				continue
			}
			if _, _, ok := g.farLeapFall(o.to, over, budget-o.cost); !ok {
				continue
			}
			if b, seen := best[land]; seen && b.cost <= o.cost {
				continue
			} else if !seen {
				order = append(order, land)
			}
			best[land] = leap{path: append(append(append([]world.Pos(nil), o.path...), over...), land), cost: o.cost}
		}
	}
	var out []rules.Action
	for _, land := range order {
		to := land
		out = append(out, rules.Action{Seat: f.Seat, Kind: "move", Actor: f.ID, Cell: &to, Path: best[land].path, Option: OptTooFar})
	}
	return out
}

// farLeapFall is where a leap from take-off over the open cubes over with
// left inches of movement ends (NEC-GAP-5): the last open cube it reaches
// over the gap, and the floor below it it falls to.
func (g *Game) farLeapFall(takeOff world.Pos, over []world.Pos, left int) (mid, land world.Pos, ok bool) {
	n := min(len(over), left/StepInches)
	if n < 1 {
		return takeOff, takeOff, false
	}
	mid = over[n-1]
	land = g.landing(mid)
	if land.Z >= takeOff.Z || !g.arena.Standable(land) {
		return takeOff, takeOff, false
	}
	return mid, land, true
}

// moveFarLeap carries out a leap longer than M (NEC-GAP-5): the fighter
// walks to the take-off, leaps as far as its movement (and its next
// action point's, NEC-GAP-2) carries it over the gap, then falls to the
// floor below (NEC-FALL-1), which ends its activation.
func (g *Game) moveFarLeap(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	from := f.Pos
	takeOff, walked := from, 0
	for k, p := range a.Path[:len(a.Path)-1] {
		if g.arena.Floor(p) == world.FloorNone {
			break
		}
		takeOff, walked = p, k+1
	}
	cost := 0
	if takeOff != from {
		routes, _ := g.reach(from, g.ftype(i).M, g.moveEnter(i), nil)
		for _, r := range routes {
			if r.to == takeOff {
				cost = r.cost
			}
		}
	}
	over := a.Path[walked : len(a.Path)-1]
	mid, land, _ := g.farLeapFall(takeOff, over, g.farLeapBudget(i)-cost)
	length := len(over) * StepInches
	f.Pos = mid
	g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: &mid, Path: a.Path[:len(a.Path)-1]},
		func() rules.Msg {
			return rules.Say("NecLeapTooFar", "Fighter", f.ID, "Gap", rules.Num(length), "M", rules.Num(g.ftype(i).M), "At", mid.String())
		}, "%s leaps at a %d\" gap, longer than its M %d\": it gets as far as %s and falls (NEC-GAP-5).", f.ID, length, g.ftype(i).M, mid)
	g.fall(i, land, (takeOff.Z-land.Z)*LevelInches, "a leap too far (NEC-GAP-5)")
	g.endIfActive(i)
}
