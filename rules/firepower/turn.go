package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// startTurn fills the cup for a new turn (G1): each side puts in one
// chip for every two soldiers it has in play, rounded up.
func (g *Game) startTurn() {
	st := &g.st
	st.Turn++
	st.DrawnBy = [2]int{}
	for _, seat := range rules.Seats {
		st.Cup[seat] = (g.alive(seat) + 1) / 2
	}
	g.emit(rules.Event{Kind: "round", Seat: rules.NoSeat, Hits: st.Turn},
		func() rules.Msg {
			return rules.Say("FpwTurnCup", "Turn", rules.Num(st.Turn), "Count", rules.Num(st.Cup[rules.Blue]), "Red", rules.Num(st.Cup[rules.Red]))
		}, "Turn %d: blue puts %d %s in the cup, red %d.", st.Turn, st.Cup[rules.Blue], plural(st.Cup[rules.Blue], "chip", "chips"), st.Cup[rules.Red])
}

// drawChip draws a sequence chip from the cup at random (FP-IMP-1, A12)
// and starts that side's Impulse Phase: its soldiers lose their Running
// markers (FP-IMP-4), the other side's lose their Suppressed markers
// (FP-IMP-5). The draw is a roll of a die with as many faces as chips
// in the cup: blue's chips come first.
func (g *Game) drawChip() {
	st := &g.st
	total := st.Cup[0] + st.Cup[1]
	face := 1
	if total > 1 {
		face = g.roll(total)
	}
	seat := rules.Blue
	if face > st.Cup[rules.Blue] {
		seat = rules.Red
	}
	st.Cup[seat]--
	st.DrawnBy[seat]++
	st.Side = seat
	st.Impulses = 0
	st.Stack = nil
	st.FiredFrom = nil
	var dice []int
	if total > 1 {
		dice = []int{face}
	}
	g.emit(rules.Event{Kind: "chip", Seat: seat, Test: "chip", Dice: dice, Need: total},
		func() rules.Msg {
			return rules.Say("FpwChipDrawn", "Chip", chipRef(seat), "Side", seatRef(seat), "Blue", rules.Num(st.Cup[0]), "Red", rules.Num(st.Cup[1]))
		}, "A %s chip is drawn from the cup: %s's Impulse Phase (%d blue and %d red chips left).", seat, seat, st.Cup[0], st.Cup[1])
	for i := range st.Soldiers {
		s := &st.Soldiers[i]
		s.Acted, s.Combat, s.Spent = false, false, 0
		if !s.alive() {
			continue
		}
		if s.Seat == seat && s.Running {
			s.Running = false
			g.emit(rules.Event{Kind: "status", Seat: s.Seat, Target: s.ID, Test: "running"}, func() rules.Msg { return rules.Say("FpwNoLongerRunning", "Soldier", s.ID) }, "%s is no longer Running.", s.ID)
		}
		if s.Seat != seat && s.Suppressed {
			s.Suppressed = false
			g.emit(rules.Event{Kind: "status", Seat: s.Seat, Target: s.ID, Test: "suppressed"}, func() rules.Msg { return rules.Say("FpwNoLongerSuppressed", "Soldier", s.ID) }, "%s is no longer Suppressed.", s.ID)
		}
	}
}

// endPhase ends the Impulse Phase under way: the phasing side's Stunned
// soldiers become Suppressed (FP-IMP-6). Then the next chip is drawn, or
// the turn ends when the cup is empty (FP-IMP-3, G1).
func (g *Game) endPhase() {
	st := &g.st
	for i := range st.Soldiers {
		s := &st.Soldiers[i]
		if s.alive() && s.Seat == st.Side && s.Stunned {
			s.Stunned, s.Suppressed = false, true
			g.emit(rules.Event{Kind: "status", Seat: s.Seat, Target: s.ID, Test: "suppressed"}, func() rules.Msg { return rules.Say("FpwRecovers", "Soldier", s.ID) }, "%s recovers from the stun and is Suppressed.", s.ID)
		}
	}
	if st.Cup[0]+st.Cup[1] > 0 {
		g.drawChip()
		return
	}
	g.endTurn()
}

// endTurn ends a turn: at the turn limit the game ends; otherwise every
// Running marker goes (G1) and a new turn begins.
func (g *Game) endTurn() {
	st := &g.st
	if st.Turn >= g.turns {
		g.finalVerdict()
		return
	}
	for i := range st.Soldiers {
		st.Soldiers[i].Running = false
	}
	g.startTurn()
	g.drawChip()
}

// startImpulse begins an impulse of the phasing side in cube p: every
// soldier of the side there that has not acted in this phase and is not
// Stunned takes part (FP-ACT-7), with 4 Movement Factors, 3 when
// Suppressed (FP-MF-2, FP-ST-2).
func (g *Game) startImpulse(p world.Pos) {
	st := &g.st
	st.Impulses++
	st.Stack = &p
	st.FiredFrom = nil
	var ids []string
	for i := range st.Soldiers {
		s := &st.Soldiers[i]
		if g.canJoin(i) && s.Pos == p {
			s.InImpulse, s.Acted = true, true
			s.MF = g.chart().MF
			if s.Suppressed {
				s.MF--
			}
			s.Moved, s.Entered = 0, 0
			ids = append(ids, s.ID)
		}
	}
	c := p
	g.emit(rules.Event{Kind: "impulse", Seat: st.Side, To: &c, Hits: st.Impulses},
		func() rules.Msg {
			return rules.Say("FpwImpulse", "Side", seatRef(st.Side), "Impulse", rules.Num(st.Impulses), "At", p.String(), "Soldiers", fmt.Sprint(ids))
		}, "%s's impulse %d: the soldiers in %s act (%v).", st.Side, st.Impulses, p, ids)
}

// canJoin reports whether soldier i may take part in an impulse starting
// now: of the phasing side, in play, not yet acted in this phase and not
// Stunned (FP-MF-1, FP-ST-1).
func (g *Game) canJoin(i int) bool {
	s := &g.st.Soldiers[i]
	return s.alive() && s.Seat == g.st.Side && !s.Acted && !s.Stunned
}

// impulseCubes lists the cubes where an impulse may start, in soldier
// order.
func (g *Game) impulseCubes() []world.Pos {
	var out []world.Pos
	for i := range g.st.Soldiers {
		if !g.canJoin(i) {
			continue
		}
		p := g.st.Soldiers[i].Pos
		dup := false
		for _, q := range out {
			dup = dup || q == p
		}
		if !dup {
			out = append(out, p)
		}
	}
	return out
}

// endImpulse ends the impulse under way; unspent Movement Factors are
// lost (FP-MF-2).
func (g *Game) endImpulse() {
	st := &g.st
	for i := range st.Soldiers {
		s := &st.Soldiers[i]
		s.InImpulse = false
		s.MF, s.Moved, s.Entered = 0, 0, 0
	}
	st.Stack = nil
	st.FiredFrom = nil
}

// impulseDone reports whether no soldier of the impulse has a Movement
// Factor left.
func (g *Game) impulseDone() bool {
	for i := range g.st.Soldiers {
		if s := &g.st.Soldiers[i]; s.InImpulse && s.alive() && s.MF > 0 {
			return false
		}
	}
	return true
}

// advance moves the game on to the next decision after an action: an
// impulse with nothing left ends, a phase with no impulse left ends, and
// the game ends when a side is broken or the turns run out.
func (g *Game) advance() {
	st := &g.st
	for !st.Over {
		if g.checkBroken() {
			return
		}
		if st.Stack != nil {
			if !g.impulseDone() {
				return
			}
			g.endImpulse()
		}
		if st.Impulses < 2 && len(g.impulseCubes()) > 0 {
			return
		}
		g.endPhase()
	}
}

// checkBroken ends the game when a side has lost half its soldiers or
// more (G6); when both have, the side that lost the larger share loses,
// and equal shares are a draw.
func (g *Game) checkBroken() bool {
	st := &g.st
	var lost [2]int
	var broken [2]bool
	for _, seat := range rules.Seats {
		lost[seat] = st.Start[seat] - g.alive(seat)
		broken[seat] = 2*lost[seat] >= st.Start[seat]
	}
	switch {
	case broken[0] && broken[1]:
		a, b := lost[0]*st.Start[1], lost[1]*st.Start[0]
		switch {
		case a > b:
			g.finish(rules.Red, "both sides lost half their soldiers; blue lost more", "FpwEndBothBlueMore", 0, 0)
		case b > a:
			g.finish(rules.Blue, "both sides lost half their soldiers; red lost more", "FpwEndBothRedMore", 0, 0)
		default:
			g.finish(rules.NoSeat, "both sides lost half their soldiers", "FpwEndBoth", 0, 0)
		}
	case broken[0]:
		g.finish(rules.Red, fmt.Sprintf("blue lost %d of %d soldiers", lost[0], st.Start[0]), "FpwEndBlueLost", lost[0], st.Start[0])
	case broken[1]:
		g.finish(rules.Blue, fmt.Sprintf("red lost %d of %d soldiers", lost[1], st.Start[1]), "FpwEndRedLost", lost[1], st.Start[1])
	default:
		return false
	}
	return true
}

// finalVerdict ends the game at the turn limit (G6): in Hold the side
// with more soldiers on the objective cubes wins; otherwise, and on a
// tie, the side that killed more; equal kills are a draw.
func (g *Game) finalVerdict() {
	if g.setup.Scenario == ScenarioHold {
		var on [2]int
		for i := range g.st.Soldiers {
			s := &g.st.Soldiers[i]
			if s.alive() && g.onObjective(s.Pos) {
				on[s.Seat]++
			}
		}
		switch {
		case on[0] > on[1]:
			g.finish(rules.Blue, fmt.Sprintf("blue holds the objective with %d soldiers to %d", on[0], on[1]), "FpwEndBlueHolds", on[0], on[1])
			return
		case on[1] > on[0]:
			g.finish(rules.Red, fmt.Sprintf("red holds the objective with %d soldiers to %d", on[1], on[0]), "FpwEndRedHolds", on[1], on[0])
			return
		}
	}
	k := g.kills()
	switch {
	case k[0] > k[1]:
		g.finish(rules.Blue, fmt.Sprintf("the turns ran out; blue killed %d, red %d", k[0], k[1]), "FpwEndBlueKills", k[0], k[1])
	case k[1] > k[0]:
		g.finish(rules.Red, fmt.Sprintf("the turns ran out; red killed %d, blue %d", k[1], k[0]), "FpwEndRedKills", k[1], k[0])
	default:
		g.finish(rules.NoSeat, fmt.Sprintf("the turns ran out with %d kills each", k[0]), "FpwEndKillsEach", k[0], 0)
	}
}

// onObjective reports whether p is a cube of an objective zone.
func (g *Game) onObjective(p world.Pos) bool {
	z, ok := g.arena.ZoneAt(p)
	return ok && z.Kind == world.ZoneObjective
}

// finish ends the game for reason; id is the message of the end event,
// with a and b the numbers the reason gives (as A and B).
func (g *Game) finish(winner rules.Seat, reason, id string, a, b int) {
	st := &g.st
	st.Over, st.Winner, st.Reason = true, winner, reason
	g.endImpulse()
	g.emit(rules.Event{Kind: "end", Seat: winner}, func() rules.Msg { return rules.Say(id, "A", rules.Num(a), "B", rules.Num(b)) }, "The game is over: %s (%s).", winnerWords(winner), reason)
}

// winnerWords names the outcome.
func winnerWords(w rules.Seat) string {
	if w == rules.NoSeat {
		return "a draw"
	}
	return w.String() + " wins"
}
