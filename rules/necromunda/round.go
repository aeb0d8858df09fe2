package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// LootEdgeInches is how far from every board edge a casket goes
// (NEC-LOOT-1): more than 12".
const LootEdgeInches = 12

// startPlacing opens the casket placing: blue places first (NEC-LOOT-1).
func (g *Game) startPlacing() {
	g.st.Step = stepPlace
	g.st.Turn = rules.Blue
}

// edgeCubes is how many whole cubes lie between a cube and the nearest
// board edge, horizontally.
func (g *Game) edgeCubes(p world.Pos) int {
	return min(p.X, g.arena.W-1-p.X, p.Y, g.arena.D-1-p.Y)
}

// casketCubes lists the cubes a casket may be placed in (NEC-LOOT-1,
// RULES.md "Loot caskets"): standable, not a deployment cube, no casket,
// more than 12" from every edge, or on an arena too small for that as far
// from the edges as the arena allows.
func (g *Game) casketCubes() []world.Pos {
	// a cube x from the west edge has its centre 3x + 1.5 inches in: more
	// than 12" is 2(3x)+3 > 24.
	want := (2*LootEdgeInches - 3) / (2 * StepInches)
	for 2*StepInches*want+3 <= 2*LootEdgeInches {
		want++
	}
	best := 0
	for z := range g.arena.H {
		for y := range g.arena.D {
			for x := range g.arena.W {
				p := world.Pos{X: x, Y: y, Z: z}
				if g.casketOK(p) {
					best = max(best, g.edgeCubes(p))
				}
			}
		}
	}
	want = min(want, best)
	var out []world.Pos
	for z := range g.arena.H {
		for y := range g.arena.D {
			for x := range g.arena.W {
				p := world.Pos{X: x, Y: y, Z: z}
				if g.casketOK(p) && g.edgeCubes(p) >= want {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// casketOK reports whether a casket may stand in p, distance aside.
func (g *Game) casketOK(p world.Pos) bool {
	if !g.arena.Standable(p) || g.casketAt(p) >= 0 {
		return false
	}
	if z, ok := g.arena.ZoneAt(p); ok && z.Kind == world.ZoneDeploy {
		return false
	}
	return true
}

// casketAt is the index of the casket in p, -1 if none.
func (g *Game) casketAt(p world.Pos) int {
	for i, c := range g.st.Caskets {
		if c.Pos == p {
			return i
		}
	}
	return -1
}

// placeCasket places the deciding side's casket (a nil cell: it passes,
// having no cube to place it in); the sides alternate, blue first, until
// each has placed the scenario's caskets, and then the first round begins.
func (g *Game) placeCasket(seat rules.Seat, at *world.Pos) {
	if at != nil {
		g.st.Caskets = append(g.st.Caskets, casket{Pos: *at})
		g.emit(rules.Event{Kind: "place", Seat: seat, To: at}, func() rules.Msg { return rules.Say("NecPlacesCasket", "Side", seatRef(seat), "At", at.String()) }, "%s places a loot casket at %s (NEC-LOOT-1).", seat, at)
	}
	g.st.Placed++
	if g.st.Placed < 2*g.casketsEach() {
		g.st.Turn = seat.Other()
		return
	}
	g.st.Step = stepPlay
	g.startRound()
}

// startRound opens a round with the priority roll (G13): a D6 each, the
// higher activates first, a tie to the side that did not have priority
// last round (blue in round 1).
func (g *Game) startRound() {
	g.st.Round++
	for i := range g.st.Fighters {
		g.st.Fighters[i].Activated = false
	}
	b, r := g.roll(6), g.roll(6)
	first := rules.Blue
	switch {
	case r > b:
		first = rules.Red
	case b == r && g.st.Priority == rules.Blue:
		first = rules.Red
	}
	g.st.Priority = first
	g.emit(rules.Event{Kind: "round", Seat: first, Hits: g.st.Round}, func() rules.Msg { return rules.Say("NecRound", "Round", rules.Num(g.st.Round)) }, "Round %d.", g.st.Round)
	g.emit(rules.Event{Kind: "roll", Seat: first, Test: "priority", Dice: []int{b, r}}, func() rules.Msg {
		return rules.Say("NecPriority", "Blue", rules.Num(b), "Red", rules.Num(r), "Side", seatRef(first))
	}, "Priority roll: blue %d, red %d; %s activates first (G13).", b, r, first)
	g.st.Turn = first
	g.nextTurn(first)
}

// ready reports whether fighter i may still activate this round.
func (g *Game) ready(i int) bool {
	f := &g.st.Fighters[i]
	return f.onBoard() && f.Status != SeriouslyInjured && !f.Activated
}

// anyReady reports whether the side has a fighter left to activate.
func (g *Game) anyReady(seat rules.Seat) bool {
	for i := range g.st.Fighters {
		if g.st.Fighters[i].Seat == seat && g.ready(i) {
			return true
		}
	}
	return false
}

// nextTurn hands the decision to seat if it has a fighter to activate,
// else to the other side, else closes the round (End phase).
func (g *Game) nextTurn(seat rules.Seat) {
	if g.st.Over {
		return
	}
	switch {
	case g.anyReady(seat):
		g.st.Turn = seat
	case g.anyReady(seat.Other()):
		g.st.Turn = seat.Other()
	default:
		g.endPhase()
	}
}

// activate starts fighter i's activation with its action points.
func (g *Game) activate(i int) {
	f := &g.st.Fighters[i]
	f.Activated = true
	f.ClimbStart = f.Climb != nil
	f.Charged = false
	g.st.Active = i
	g.st.AP = APPerActivation
	g.emit(rules.Event{Kind: "activate", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecActivates", "Fighter", f.ID) }, "%s activates.", f.ID)
}

// spend takes action points from the active fighter; with none left its
// activation ends.
func (g *Game) spend(ap int) {
	g.st.AP = max(0, g.st.AP-ap)
	if g.st.AP == 0 {
		g.endActivation()
	}
}

// endActivation ends the active fighter's activation: a fighter that
// started and ends it mid-climb, not on a ladder, falls (NEC-MOV-4). The
// other side decides next.
func (g *Game) endActivation() {
	i := g.st.Active
	if i < 0 {
		return
	}
	g.st.Active, g.st.AP = -1, 0
	f := &g.st.Fighters[i]
	g.emit(rules.Event{Kind: "end", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecEndsActivation", "Fighter", f.ID) }, "%s ends its activation.", f.ID)
	if f.onBoard() && f.Climb != nil && f.ClimbStart && !f.Climb.Ladder {
		g.emit(rules.Event{Kind: "slip", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecSlips", "Fighter", f.ID) }, "%s started and ended its activation on the wall and falls (NEC-MOV-4).", f.ID)
		g.fallFromClimb(i)
	}
	f.ClimbStart, f.Charged = false, false
	g.checkVictory()
	g.nextTurn(f.Seat.Other())
}

// endPhase closes the round (G11, G12): Pinned fighters not Engaged stand
// up, Seriously Injured ones roll for recovery, gangs take bottle tests;
// then the next round begins, unless the game ends.
func (g *Game) endPhase() {
	g.emit(rules.Event{Kind: "phase", Seat: g.st.Turn}, func() rules.Msg { return rules.Say("NecEndPhase", "Round", rules.Num(g.st.Round)) }, "End phase of round %d.", g.st.Round)
	for i := range g.st.Fighters {
		f := &g.st.Fighters[i]
		if f.Status == Pinned && !g.engaged(i) && f.Climb == nil {
			f.Status = Active
			g.emit(rules.Event{Kind: "stand", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecStandsUpEnd", "Fighter", f.ID) }, "%s stands up (G11).", f.ID)
		}
	}
	for i := range g.st.Fighters {
		f := &g.st.Fighters[i]
		if f.Status != SeriouslyInjured {
			continue
		}
		d := g.roll(6)
		g.dieEvent(i, "recovery", []rules.Die{recoveryDie(d)}, 0, func() rules.Msg { return rules.Say("NecRecoveryRoll", "Fighter", f.ID, "Face", rules.Num(d)) }, "%s rolls %d for recovery (G11).", f.ID, d)
		switch {
		case d >= 5:
			g.outOfAction(i)
		case d <= 2:
			f.Status = Pinned
			g.emit(rules.Event{Kind: "recover", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecRecovers", "Fighter", f.ID) }, "%s recovers and is Pinned (G11).", f.ID)
		}
	}
	g.checkVictory()
	if g.st.Over {
		return
	}
	g.bottlesRolled = true
	for _, seat := range rules.Seats {
		if g.bottleTest(seat) {
			return
		}
	}
	if g.st.Round >= g.rounds {
		g.roundLimit()
		return
	}
	g.startRound()
}

// bottleTest makes seat's bottle test when half or more of its fighters
// are Seriously Injured or out of action (G12); it reports whether the
// gang bottled out and the game ended.
func (g *Game) bottleTest(seat rules.Seat) bool {
	ld, due := g.bottleDue(seat)
	if !due {
		return false
	}
	a, b := g.roll(6), g.roll(6)
	pass := a+b >= ld
	g.emit(rules.Event{Kind: "roll", Seat: seat, Test: "bottle", Dice: []int{a, b}, Need: ld, Hits: b2i(pass)},
		func() rules.Msg {
			return rules.Say("NecBottleTest", "Side", seatRef(seat), "A", rules.Num(a), "B", rules.Num(b), "Ld", rules.Num(ld), "Result", wordRef(passFail(pass)))
		}, "%s's bottle test: %d+%d against Ld %d+: %s (G12).", seat, a, b, ld, passFail(pass))
	if pass {
		return false
	}
	g.finish(seat.Other(), seat.String()+" bottled out")
	g.bottledOut = true
	return true
}

// bottleDue reports whether seat must take a bottle test at the End phase
// (half or more of its fighters Seriously Injured or out of action, G12)
// and the Ld it needs: the best among its fighters that are neither (13,
// a sure failure, when there is none).
func (g *Game) bottleDue(seat rules.Seat) (ld int, due bool) {
	down, all := 0, 0
	ld = 13
	for i := range g.st.Fighters {
		f := &g.st.Fighters[i]
		if f.Seat != seat {
			continue
		}
		all++
		if f.Status == SeriouslyInjured || f.Status == OutOfAction {
			down++
			continue
		}
		ld = min(ld, g.ftype(i).Ld)
	}
	return ld, 2*down >= all
}

// roundLimit ends the game after the last round: in Skirmish more
// enemies out of action wins, then more credits; in Scavenge more credits
// wins, then more enemies out of action.
func (g *Game) roundLimit() {
	out, cr := g.takenOut(), g.st.Credits
	first, second := out, cr
	firstWhy, secondWhy := "more enemies out of action", "more credits"
	if g.setup.Scenario == ScenarioScavenge {
		first, second, firstWhy, secondWhy = cr, out, secondWhy, firstWhy
	}
	switch {
	case first[0] != first[1]:
		g.finish(rules.Seat(b2i(first[1] > first[0])), firstWhy)
	case second[0] != second[1]:
		g.finish(rules.Seat(b2i(second[1] > second[0])), secondWhy)
	default:
		g.finish(rules.NoSeat, "round limit, even")
	}
}

// casketsEach is how many caskets each side places: 1 (NEC-LOOT-1), 2 in
// Scavenge.
func (g *Game) casketsEach() int {
	if g.setup.Scenario == ScenarioScavenge {
		return 2
	}
	return 1
}

// checkVictory ends the game when a side has no fighter standing.
func (g *Game) checkVictory() {
	if g.st.Over {
		return
	}
	var up [2]bool
	for i := range g.st.Fighters {
		if f := &g.st.Fighters[i]; f.standing() {
			up[f.Seat] = true
		}
	}
	switch {
	case !up[0] && !up[1]:
		g.finish(rules.NoSeat, "both gangs are down")
	case !up[0]:
		g.finish(rules.Red, "blue has no fighter standing")
	case !up[1]:
		g.finish(rules.Blue, "red has no fighter standing")
	}
}

// finish ends the game.
func (g *Game) finish(winner rules.Seat, reason string) {
	g.st.Over, g.st.Winner, g.st.Reason = true, winner, reason
	g.st.Active, g.st.AP = -1, 0
	g.emit(rules.Event{Kind: "over", Seat: winner}, func() rules.Msg { return rules.Say("NecGameOver", "Reason", wordRef(reason)) }, "The game is over: %s.", reason)
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// passFail words a test's result.
func passFail(ok bool) string {
	if ok {
		return "passed"
	}
	return "failed"
}
