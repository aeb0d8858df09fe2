package killteam

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// moraleTests plays the Morale phase (KT-MOR-1..6) as far as it goes
// without a decision and reports whether it now waits. The initiative
// winner takes all its tests, then the other player (KT-MOR-6): each
// team's break test and recovery (teamMorale), then its nerve tests in
// the order its owner chooses (A20): while two or more of its models
// must still test, the game waits for that seat's "nerve" action
// (nerve_order.go); the last one left is rolled at once.
func (g *Game) moraleTests() ([]rules.Event, bool) {
	var ev []rules.Event
	if g.st.Nerve == NerveNone {
		ev = append(ev, rules.Event{Kind: "phase", Seat: rules.NoSeat, Text: g.words("Morale phase (KT-MOR-1..6)."), Msg: g.say("KtMoralePhase")})
		g.st.Phase, g.st.Section, g.st.Passed = PhaseMorale, SectionFirst, [2]bool{}
		for i := range g.st.Models {
			g.st.Models[i].Done = false
		}
		g.st.Nerve = NerveFirst
		ev = append(ev, g.startNerveTests()...)
	}
	for {
		seat := g.st.nerveSeat()
		left := g.nerveLeft(seat)
		if len(left) > 1 {
			g.st.Turn = seat
			return ev, true
		}
		if len(left) == 1 {
			ev = append(ev, g.applyNerve(left[0])...)
		}
		for i := range g.st.Models {
			g.st.Models[i].Tested = false
		}
		if g.st.Nerve == NerveSecond {
			g.st.Nerve = NerveNone
			return ev, false
		}
		g.st.Nerve = NerveSecond
		ev = append(ev, g.startNerveTests()...)
	}
}

// startNerveTests plays the break test and recovery of the team whose
// tests begin (state.Nerve) and, when two or more of its models must take
// a nerve test, announces that its owner chooses their order (A20).
func (g *Game) startNerveTests() []rules.Event {
	seat := g.st.nerveSeat()
	ev := g.teamMorale(seat)
	if len(g.nerveLeft(seat)) > 1 {
		g.st.Turn = seat
		ev = append(ev, g.phaseEvent())
	}
	return ev
}

// moraleTeam is seat's team as the Morale phase sees it, with the index
// in the state of each of its models on the table.
func (g *Game) moraleTeam(seat rules.Seat) (MoraleTeam, []int) {
	var idx []int
	team := MoraleTeam{Started: g.st.Started[seat], Broken: g.st.Broken[seat]}
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Seat != seat || !m.onTable() {
			continue
		}
		idx = append(idx, i)
		team.Models = append(team.Models, MoraleModel{Name: m.ID, Ld: g.unit(m).Stats.Ld, FleshWounds: m.Flesh, Shaken: m.Shaken, Specialism: m.Spec,
			CommsSupport: g.commsSupported(i)})
	}
	pos := make([]world.Pos, len(idx))
	for k, i := range idx {
		pos[k] = g.st.Models[i].Pos
	}
	team.Near = func(i, j int) bool { return world.Distance(pos[i], pos[j]) <= InchesToCubes(2) }
	return team, idx
}

// teamMorale plays one team's break test (KT-MOR-1) and recovery
// (KT-MOR-2); its nerve tests follow, one at a time (applyNerve).
func (g *Game) teamMorale(seat rules.Seat) []rules.Event {
	team, idx := g.moraleTeam(seat)
	if len(idx) == 0 {
		return nil
	}
	var ev []rules.Event
	res := BreakAndRecover(team, g)
	if res.BreakTested {
		d := res.BreakDice
		word, ref := "holds", rules.MsgRef+"KtTeamHolds"
		if res.Team.Broken {
			word, ref = "is broken for the rest of the game", rules.MsgRef+"KtTeamBroken"
		}
		ev = append(ev, rules.Event{Kind: "roll", Seat: seat, Test: "break", Dice: d, Hits: d[0] + d[1], Need: team.HighestLd(),
			Text: g.textf("%s takes a break test: %d and %d make %d against its best Ld %d; the team %s (KT-MOR-1).", seat, d[0], d[1], d[0]+d[1], team.HighestLd(), word),
			Msg:  g.say("KtBreakTest", "Seat", seatRef(seat), "A", rules.Num(d[0]), "B", rules.Num(d[1]), "Total", rules.Num(d[0]+d[1]), "Ld", rules.Num(team.HighestLd()), "Verdict", ref)})
	}
	g.st.Broken[seat] = res.Team.Broken
	var calm []string
	for _, i := range idx {
		if g.st.Models[i].Shaken {
			calm = append(calm, g.st.Models[i].ID)
		}
		g.st.Models[i].Shaken = false
	}
	if len(calm) > 0 {
		ev = append(ev, rules.Event{Kind: "recover", Seat: seat, Text: g.textf("%s %s no longer shaken (KT-MOR-2).", strings.Join(calm, ", "), plural(len(calm), "is", "are")),
			Msg: g.say("KtRecover", "Models", g.joinArg(calm), "Count", rules.Num(len(calm)))})
	}
	return ev
}

// commsSupported reports whether model i is within 2" (one cube) of a
// Comms specialist of its team, itself included, that used its stratagem
// this Morale phase (KT-SPEC): −1 to its nerve test.
func (g *Game) commsSupported(i int) bool {
	m := &g.st.Models[i]
	for k := range g.st.Models {
		c := &g.st.Models[k]
		if c.Seat == m.Seat && c.Spec == Comms && c.Stratagem && c.onTable() && world.Distance(c.Pos, m.Pos) <= InchesToCubes(CommsSupportInches) {
			return true
		}
	}
	return false
}
