package firepower

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// front is the cube a soldier in p facing f enters next, and what it
// costs (FP-ACT-1, FP-ACT-4, FP-MF-4, G5, G7): the cube its facing points
// to on its level, or for a soldier facing a wall it may climb (facing
// north, east, south or west, Standing), the cube at the top or the
// bottom of the climb. Entering costs 1 Standing and 3 Prone, 1 more over
// a low wall (a fence) or into a hedge, 1 more into rough ground, and 1 a
// level climbed. ok is false when nothing can be entered ahead.
func (g *Game) front(p world.Pos, f world.Dir8, prone bool) (q world.Pos, cost int, ok bool) {
	c := g.chart()
	ahead := p.Add(f.Delta())
	for _, st := range g.arena.Steps(p) {
		switch {
		case !st.Climb && st.To == ahead:
			q, cost, ok = st.To, c.Enter, true
			if prone {
				cost = c.EnterProne
			}
			if g.crossesLowWall(p, q) {
				cost += c.Cross
			}
		case st.Climb && !prone && !f.Diagonal() && st.To.X == ahead.X && st.To.Y == ahead.Y:
			q, cost, ok = st.To, c.Enter+c.Climb*abs(st.To.Z-p.Z), true
		default:
			continue
		}
		switch g.terrainAt(q) {
		case Hedge:
			cost += c.Cross
		case Rough:
			cost += c.Rough
		}
		return q, cost, ok
	}
	return p, 0, false
}

// abs is |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// occupants counts the soldiers of each side in play in cube p.
func (g *Game) occupants(p world.Pos) [2]int {
	var n [2]int
	for i := range g.st.Soldiers {
		if s := &g.st.Soldiers[i]; s.alive() && s.Pos == p {
			n[s.Seat]++
		}
	}
	return n
}

// moveActions lists soldier i's non-combat actions and its melee: enter
// the cube ahead (or melee there when enemies hold it), turn to each
// other facing, lie down or get up (FP-ACT-1..5, FP-MEL-1).
func (g *Game) moveActions(i int, out []rules.Action) []rules.Action {
	s := &g.st.Soldiers[i]
	c := g.chart()
	if q, cost, ok := g.front(s.Pos, s.Facing, s.Prone); ok {
		occ := g.occupants(q)
		switch {
		case occ[s.Seat.Other()] > 0:
			out = g.meleeActions(i, q, cost, out)
		case cost <= s.MF && occ[s.Seat] < c.Stack:
			cell := q
			out = append(out, rules.Action{Seat: s.Seat, Kind: "move", Actor: s.ID, Cell: &cell})
		}
	}
	if c.Turn <= s.MF {
		for d := world.N; d <= world.NW; d++ {
			if d != s.Facing {
				out = append(out, rules.Action{Seat: s.Seat, Kind: "turn", Actor: s.ID, Option: d.String()})
			}
		}
	}
	if !s.Prone && c.Prone <= s.MF {
		out = append(out, rules.Action{Seat: s.Seat, Kind: "prone", Actor: s.ID})
	}
	if s.Prone && c.Stand <= s.MF {
		out = append(out, rules.Action{Seat: s.Seat, Kind: "stand", Actor: s.ID})
	}
	return out
}

// spend takes cost Movement Factors from soldier i for an action that is
// not combat (FP-MF-2, FP-MOD-3).
func (g *Game) spend(i, cost int) {
	s := &g.st.Soldiers[i]
	s.MF -= cost
	s.Moved += cost
	s.Spent += cost
}

// applyMove enters the cube ahead; the fourth cube entered in an impulse
// marks the soldier Running (FP-ACT-2).
func (g *Game) applyMove(i int) {
	s := &g.st.Soldiers[i]
	q, cost, _ := g.front(s.Pos, s.Facing, s.Prone)
	from := s.Pos
	s.Pos = q
	s.Entered++
	g.spend(i, cost)
	to := q
	g.emit(rules.Event{Kind: "move", Seat: s.Seat, Actor: s.ID, From: &from, To: &to, Path: []world.Pos{q}, Hits: cost},
		func() rules.Msg {
			return rules.Say("FpwEnters", "Soldier", s.ID, "At", q.String(), "Cost", rules.Num(cost), "Left", rules.Num(s.MF))
		}, "%s enters %s (%d MF, %d left).", s.ID, q, cost, s.MF)
	if s.Entered >= 4 && !s.Running && !s.Suppressed && !s.Stunned {
		s.Running = true
		g.emit(rules.Event{Kind: "status", Seat: s.Seat, Target: s.ID, Test: "running"}, func() rules.Msg { return rules.Say("FpwRunning", "Soldier", s.ID) }, "%s has entered 4 cubes: it is Running.", s.ID)
	}
}

// dirByName reads a compass name ("NE").
func dirByName(name string) (world.Dir8, bool) {
	for d := world.N; d <= world.NW; d++ {
		if d.String() == name {
			return d, true
		}
	}
	return world.N, false
}

// applyTurn turns soldier i to face d: 1 MF for any turn up to 180°
// (FP-ACT-3, A16).
func (g *Game) applyTurn(i int, d world.Dir8) {
	s := &g.st.Soldiers[i]
	s.Facing = d
	g.spend(i, g.chart().Turn)
	g.emit(rules.Event{Kind: "turn", Seat: s.Seat, Actor: s.ID}, func() rules.Msg { return rules.Say("FpwTurns", "Soldier", s.ID, "Facing", facingRef(d)) }, "%s turns to face %s.", s.ID, d)
}

// applyPosture lies soldier i down (1 MF) or gets it up (2 MF) (FP-ACT-5,
// A1).
func (g *Game) applyPosture(i int, prone bool) {
	s := &g.st.Soldiers[i]
	s.Prone = prone
	if prone {
		g.spend(i, g.chart().Prone)
		g.emit(rules.Event{Kind: "prone", Seat: s.Seat, Actor: s.ID}, func() rules.Msg { return rules.Say("FpwGoesProne", "Soldier", s.ID) }, "%s goes Prone.", s.ID)
		return
	}
	g.spend(i, g.chart().Stand)
	g.emit(rules.Event{Kind: "stand", Seat: s.Seat, Actor: s.ID}, func() rules.Msg { return rules.Say("FpwStandsUp", "Soldier", s.ID) }, "%s stands up.", s.ID)
}
