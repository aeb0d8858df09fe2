package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// startRound begins round n (KT-RND-1): every model forgets what it did
// last round, each player gains command points (KT-CP-1) and the
// Initiative phase is rolled (KT-INI-1); then the Movement phase begins.
func (g *Game) startRound(n int) []rules.Event {
	g.st.Round = n
	ev := []rules.Event{{Kind: "round", Seat: rules.NoSeat, Text: g.textf("Round %d of %d begins.", n, g.maxRounds()), Msg: g.say("KtRoundBegins", "Round", rules.Num(n), "Rounds", rules.Num(g.maxRounds()))}}
	for i := range g.st.Models {
		g.st.Models[i].clearRound()
	}
	for seat := range 2 {
		gain := RoundCommandPoints(g.leaderReady(rules.Seat(seat)))
		g.st.CP[seat] += gain
		ev = append(ev, rules.Event{Kind: "cp", Seat: rules.Seat(seat), Text: g.textf("%s gains %d command %s (KT-CP-1) and has %d.", rules.Seat(seat), gain, plural(gain, "point", "points"), g.st.CP[seat]),
			Msg: g.say("KtGainsCP", "Seat", seatRef(rules.Seat(seat)), "Count", rules.Num(gain), "CP", rules.Num(g.st.CP[seat]))})
	}
	if g.veteranChoice() {
		g.st.First = rules.Blue
		g.enterPhase(PhaseVeteran)
		return append(ev, g.phaseEvent())
	}
	return append(ev, g.startAfterVeterans()...)
}

// leaderReady reports whether the seat's Leader is on the table and not
// shaken (KT-CP-1).
func (g *Game) leaderReady(seat rules.Seat) bool {
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Seat == seat && m.Spec == Leader && m.onTable() && !m.Shaken {
			return true
		}
	}
	return false
}

// maxInitiativeRolls bounds the roll-offs of one Initiative phase or
// deployment; after so many ties (never with fair dice) blue wins.
const maxInitiativeRolls = 100

// rollInitiative plays the Initiative phase (KT-INI-1, A2): each player
// rolls 2D6, blue first; ties are rolled again; the higher goes first.
func (g *Game) rollInitiative() []rules.Event {
	first, ev := g.rollOff("initiative", "for initiative", "A2", "KtRollOffInitiative")
	g.st.First = first
	return append(ev, rules.Event{Kind: "initiative", Seat: g.st.First, Text: g.textf("%s has the initiative in round %d.", g.st.First, g.st.Round),
		Msg: g.say("KtInitiative", "Seat", seatRef(g.st.First), "Round", rules.Num(g.st.Round))})
}

// rollOff rolls 2D6 for each player, blue first, until the totals
// differ (a "tie" event between), and returns the higher's seat: the
// Initiative phase's roll (KT-INI-1, A2) and the deployment's (KT-DEP-1).
// test names the roll in its events, what says what it is for in the
// log (id its message), rule is the rule a tie cites.
func (g *Game) rollOff(test, what, rule, id string) (rules.Seat, []rules.Event) {
	var ev []rules.Event
	for range maxInitiativeRolls {
		var total [2]int
		for seat := range 2 {
			a, b := g.roll(6), g.roll(6)
			total[seat] = a + b
			ev = append(ev, rules.Event{Kind: "roll", Seat: rules.Seat(seat), Test: test, Dice: []int{a, b}, Hits: a + b,
				Text: g.textf("%s rolls %d and %d %s: %d.", rules.Seat(seat), a, b, what, a+b),
				Msg:  g.say(id, "Seat", seatRef(rules.Seat(seat)), "A", rules.Num(a), "B", rules.Num(b), "Total", rules.Num(a+b))})
		}
		if total[0] != total[1] {
			if total[1] > total[0] {
				return rules.Red, ev
			}
			return rules.Blue, ev
		}
		ev = append(ev, rules.Event{Kind: "tie", Seat: rules.NoSeat, Text: g.textf("A tie: both roll again (%s).", rule), Msg: g.say("KtTie", "Rule", rule)})
	}
	return rules.Blue, ev
}

// enterPhase starts a phase: nobody has acted in it, nobody passed, no
// grenade thrown.
func (g *Game) enterPhase(p Phase) {
	g.st.Phase, g.st.Section = p, SectionFirst
	g.st.Passed = [2]bool{}
	g.st.Grenade = [2]bool{}
	g.st.Comms = [2]bool{}
	for i := range g.st.Models {
		g.st.Models[i].Done, g.st.Models[i].Stratagem, g.st.Models[i].Comms = false, false, false
	}
}

// phaseEvent announces the phase and section the game has entered.
func (g *Game) phaseEvent() rules.Event {
	e := rules.Event{Kind: "phase", Seat: rules.NoSeat}
	if g.quiet {
		return e
	}
	first, other := seatRef(g.st.First), seatRef(g.st.First.Other())
	switch {
	case g.st.Nerve != NerveNone:
		seat := g.st.nerveSeat()
		e.Text, e.Msg = nerveWaitText(seat)+".", rules.Say("KtNerveWaitEvent", "Seat", seatRef(seat))
	case g.st.Phase == PhaseMovement:
		e.Text = fmt.Sprintf("Movement phase: %s moves its whole team first, then %s (KT-MOV-0).", g.st.First, g.st.First.Other())
		e.Msg = rules.Say("KtMovementPhase", "First", first, "Other", other)
	case g.st.Phase == PhaseShooting && g.st.Section == SectionFirst:
		e.Text, e.Msg = "Shooting phase, Ready, Fire!: Ready models shoot, players alternating (KT-SHT-0).", rules.Say("KtReadyFirePhase")
	case g.st.Phase == PhaseShooting:
		e.Text, e.Msg = "Shooting phase, Fire at Will: the other models shoot, players alternating (KT-SHT-0).", rules.Say("KtFireAtWillPhase")
	case g.st.Phase == PhaseMorale:
		e.Text, e.Msg = "Morale phase, before the tests: a Comms specialist's stratagem may be used (KT-SPEC).", rules.Say("KtMoraleCommsPhase")
	case g.st.Phase == PhaseVeteran:
		e.Text, e.Msg = veteranPhaseText(), rules.Say("KtVeteranPhase")
	case g.st.Phase == PhaseDeploy:
		e.Text = fmt.Sprintf("Deployment: the players place their models one at a time in their own deployment zones, %s first (KT-DEP-2).", g.st.First)
		e.Msg = rules.Say("KtDeploymentPhase", "First", first)
	case g.st.Phase == PhasePsychic:
		e.Text = fmt.Sprintf("Psychic phase: each player may cast with one psyker, %s first (KT-PSY-1, A15).", g.st.First)
		e.Msg = rules.Say("KtPsychicPhase", "First", first)
	case g.st.Phase == PhaseFight && g.st.Section == SectionFirst:
		e.Text, e.Msg = "Fight phase, Hammer of Wrath: models that charged successfully fight first (KT-FGT-0).", rules.Say("KtHammerPhase")
	default:
		e.Text, e.Msg = "Fight phase, Fight for your Lives: every other model in an enemy's cube fights (KT-FGT-0).", rules.Say("KtFightForLivesPhase")
	}
	return e
}

// settle moves the game on until a seat has a decision to take or the
// game is over: prev is the seat that acted last (NoSeat at the start of
// a section). Sections and phases with nothing to decide are passed
// through; the Morale phase and the end of the round are played here.
func (g *Game) settle(prev rules.Seat) []rules.Event {
	var ev []rules.Event
	for !g.st.Over {
		if g.st.Phase == PhaseDeploy {
			if g.deployTurn(prev) {
				return ev
			}
			ev = append(ev, g.endDeployment()...)
			prev = rules.NoSeat
			continue
		}
		ev2, over := g.checkWipeout()
		ev = append(ev, ev2...)
		if over {
			return ev
		}
		if v := g.st.Volley; v != nil {
			if i := g.modelIndex(v.Shooter); i >= 0 {
				g.st.Turn = g.st.Models[i].Seat
				return ev
			}
			g.st.Volley = nil
		}
		if _, j, ok := g.chargeParties(); ok {
			g.st.Turn = g.st.Models[j].Seat
			return ev
		}
		g.st.Charging = ""
		if g.st.Pending != "" {
			if i := g.modelIndex(g.st.Pending); i >= 0 {
				g.st.Turn = g.st.Models[i].Seat
				return ev
			}
			g.st.clearPending()
		}
		if g.pickTurn(prev) {
			return ev
		}
		ev = append(ev, g.nextSection()...)
		prev = rules.NoSeat
	}
	return ev
}

// pickTurn sets Turn to the seat that decides next in the current section,
// if any may still act: at the start of a section the initiative winner;
// in the Movement phase the same seat until its team is done (KT-MOV-0,
// A3); in the other phases the players alternate, one running on when the
// other has no model left to act (KT-SHT-0, KT-FGT-0).
func (g *Game) pickTurn(prev rules.Seat) bool {
	var order [2]rules.Seat
	switch {
	case prev != rules.Blue && prev != rules.Red:
		order = [2]rules.Seat{g.st.First, g.st.First.Other()}
	case g.st.Phase == PhaseMovement:
		order = [2]rules.Seat{prev, prev.Other()}
	default:
		order = [2]rules.Seat{prev.Other(), prev}
	}
	for _, s := range order {
		if g.hasActor(s) {
			g.st.Turn = s
			return true
		}
	}
	return false
}

// hasActor reports whether a model of seat may still act in the current
// section.
func (g *Game) hasActor(seat rules.Seat) bool {
	if g.st.Passed[seat] {
		return false
	}
	for i := range g.st.Models {
		if g.st.Models[i].Seat == seat && g.canAct(i) {
			return true
		}
	}
	return false
}

// canAct reports whether model i may act in the current section.
func (g *Game) canAct(i int) bool {
	m := &g.st.Models[i]
	if g.st.Phase == PhaseDeploy {
		return g.mayDeploy(i)
	}
	if g.st.Nerve != NerveNone {
		return g.canTestNerve(i)
	}
	if !m.onTable() || m.Shaken || m.Done {
		return false
	}
	switch g.st.Phase {
	case PhaseMovement:
		return true
	case PhaseShooting:
		if m.Ready != (g.st.Section == SectionFirst) {
			return false
		}
		return len(g.shootActions(i)) > 0
	case PhaseFight:
		if g.st.Section == SectionFirst && !m.ChargeHit {
			return false
		}
		return len(g.fightActions(i)) > 0
	case PhaseMorale:
		return len(g.stratagemActions(i)) > 0
	case PhasePsychic:
		return len(g.psychicActions(i)) > 0
	case PhaseVeteran:
		return len(g.veteranOptions(i)) > 0
	}
	return false
}

// nextSection moves to the next section or phase (KT-RND-1): Movement,
// Psychic (passed through when no psyker may cast), Shooting's two sections, Fight's two
// sections, a wait for the Comms stratagem when a player may use it, then
// the Morale phase's tests, which wait while a player chooses the order of
// its nerve tests (A20), and the end of the round.
func (g *Game) nextSection() []rules.Event {
	switch {
	case g.st.Phase == PhaseFight && g.st.Section == SectionSecond && g.moraleChoice():
		g.enterPhase(PhaseMorale)
		return []rules.Event{g.phaseEvent()}
	case g.st.Phase == PhaseMorale:
		// the tests follow
	case g.st.Phase == PhaseMovement && g.psychicChoice():
		g.enterPhase(PhasePsychic)
		return []rules.Event{g.phaseEvent()}
	case g.st.Phase == PhaseMovement:
		g.enterPhase(PhaseShooting)
		return []rules.Event{g.noPsychicEvent(), g.phaseEvent()}
	case g.st.Phase == PhasePsychic:
		g.enterPhase(PhaseShooting)
		return []rules.Event{g.phaseEvent()}
	case g.st.Phase == PhaseVeteran:
		return g.startAfterVeterans()
	case g.st.Section == SectionFirst:
		g.st.Section, g.st.Passed = SectionSecond, [2]bool{}
		return []rules.Event{g.phaseEvent()}
	case g.st.Phase == PhaseShooting:
		g.enterPhase(PhaseFight)
		return []rules.Event{g.phaseEvent()}
	}
	ev, wait := g.moraleTests()
	if wait {
		return ev
	}
	return append(ev, g.endRound()...)
}
