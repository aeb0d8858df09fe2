package killteam

import (
	"errors"
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The values of state.Nerve: whose nerve tests are under way in the
// Morale phase (KT-MOR-6, A20).
const (
	NerveNone   = 0 // none: before the tests, or outside the Morale phase
	NerveFirst  = 1 // the initiative winner's
	NerveSecond = 2 // the other team's
)

// nerveSeat is the seat whose nerve tests are under way, NoSeat when none
// are.
func (s *state) nerveSeat() rules.Seat {
	switch s.Nerve {
	case NerveFirst:
		return s.First
	case NerveSecond:
		return s.First.Other()
	}
	return rules.NoSeat
}

// mustTestNerve reports whether model i must still take a nerve test in
// its team's tests under way (KT-MOR-3, A20): it is of that team, on the
// table, has a flesh wound or a broken team, and has not tested yet.
func (g *Game) mustTestNerve(i int) bool {
	return g.st.nerveDue(i) && !g.st.Models[i].Tested
}

// nerveDue reports whether model i takes a nerve test in its team's tests
// under way, taken already or not (KT-MOR-3): it is of that team, on the
// table, and has a flesh wound or a broken team.
func (s *state) nerveDue(i int) bool {
	m := &s.Models[i]
	return s.Nerve != NerveNone && m.Seat == s.nerveSeat() && m.onTable() && (m.Flesh > 0 || s.Broken[m.Seat])
}

// nerveLeft lists seat's models that must still take a nerve test, in
// roster order; none when seat's tests are not under way.
func (g *Game) nerveLeft(seat rules.Seat) []int {
	var out []int
	for i := range g.st.Models {
		if g.st.Models[i].Seat == seat && g.mustTestNerve(i) {
			out = append(out, i)
		}
	}
	return out
}

// canTestNerve reports whether model i may be chosen to take its nerve
// test next (A20): it must still test, and so must another of its team
// (the last one is rolled without asking).
func (g *Game) canTestNerve(i int) bool {
	return g.mustTestNerve(i) && len(g.nerveLeft(g.st.Models[i].Seat)) > 1
}

// nerveActions lists model i's "blue.3 nerve" when its owner may choose it
// to take its nerve test next (A20).
func (g *Game) nerveActions(i int) []rules.Action {
	if !g.canTestNerve(i) {
		return nil
	}
	return []rules.Action{g.simple(i, "nerve")}
}

// applyNerve rolls model i's nerve test (KT-MOR-3): its modifier counts
// the models of its team made shaken earlier in this phase (A20).
func (g *Game) applyNerve(i int) []rules.Event {
	m := &g.st.Models[i]
	m.Tested = true
	team, idx := g.moraleTeam(m.Seat)
	k := 0
	for k < len(idx) && idx[k] != i {
		k++
	}
	n := team.TakeNerveTest(k, g)
	m.Shaken = n.Shaken
	ld := team.Models[k].Ld
	word, ref := "passes", rules.MsgRef+"KtNervePasses"
	if n.Shaken {
		word, ref = "is shaken", rules.MsgRef+"KtNerveShaken"
	}
	return []rules.Event{{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "nerve", Dice: []int{n.Face}, Hits: n.Result, Need: ld,
		Text: g.textf("%s takes a nerve test: rolls %d, %+d makes %d against Ld %d, and %s (KT-MOR-3).", m.ID, n.Face, n.Mod, n.Result, ld, word),
		Msg:  g.say("KtNerveTest", "Model", m.ID, "Die", rules.Num(n.Face), "Mod", g.signArg(n.Mod), "Result", rules.Num(n.Result), "Ld", rules.Num(ld), "Verdict", ref)}}
}

// nerveRefusal says why a "nerve" action is not legal now, "" when it is
// not one or nothing more precise than "not legal" applies.
func (g *Game) nerveRefusal(a rules.Action) string {
	if a.Kind != "nerve" {
		return ""
	}
	if g.st.Nerve == NerveNone || g.st.Over {
		return "no team is choosing the order of its nerve tests now (A20)"
	}
	i := g.modelIndex(a.Actor)
	if i < 0 {
		return fmt.Sprintf("there is no model %q", a.Actor)
	}
	m := &g.st.Models[i]
	seat := g.st.nerveSeat()
	switch {
	case a.Seat != seat:
		return fmt.Sprintf("%s is choosing the order of its nerve tests now, not %s (KT-MOR-6)", seat, a.Seat)
	case m.Seat != seat:
		return fmt.Sprintf("%s is not a model of %s, whose nerve tests are under way (KT-MOR-6)", m.ID, seat)
	case m.Tested:
		return fmt.Sprintf("%s has taken its nerve test already this phase", m.ID)
	case !g.mustTestNerve(i):
		return fmt.Sprintf("%s takes no nerve test: it is not on the table, or has no flesh wound and its team is not broken (KT-MOR-3)", m.ID)
	}
	return ""
}

// nerveWaitText says that seat chooses which model takes its nerve test
// next (A20).
func nerveWaitText(seat rules.Seat) string {
	return fmt.Sprintf("Morale phase: %s chooses which model takes its nerve test next (A20)", seat)
}

// nerveWaitMsg is nerveWaitText's message.
func nerveWaitMsg(seat rules.Seat) rules.Msg {
	return rules.Say("KtNerveWait", "Seat", seatRef(seat))
}

// checkNerve checks a loaded state's nerve tests under way (A20): a
// Morale phase nobody is halfway through an action of, the team's seat
// deciding with no pass, two or more of its models still to test, only
// models of that team that had to test marked tested, and none of its
// others shaken.
func checkNerve(s *state) error {
	if s.Nerve < NerveNone || s.Nerve > NerveSecond {
		return fmt.Errorf("nerve %d is not 0 (no nerve tests under way), 1 (the initiative winner's) or 2 (the other team's)", s.Nerve)
	}
	seat := s.nerveSeat()
	left := 0
	for i := range s.Models {
		m := &s.Models[i]
		must := s.nerveDue(i)
		if m.Tested && !must {
			return fmt.Errorf("%s: marked tested, but it takes no nerve test in the tests under way (A20)", m.ID)
		}
		if must && !m.Tested {
			left++
		}
		if s.Nerve != NerveNone && m.Seat == seat && m.onTable() && m.Shaken && !m.Tested {
			return fmt.Errorf("%s: shaken, but its team has recovered (KT-MOR-2) and it has not tested yet", m.ID)
		}
	}
	if s.Nerve == NerveNone {
		return nil
	}
	if s.Phase != PhaseMorale || s.Over || s.Pending != "" || s.Charging != "" || s.Volley != nil || s.Passed != [2]bool{} {
		return errors.New("nerve tests under way outside the Morale phase, or with a pass, a pending move, a charge or a split volley")
	}
	if s.Turn != seat {
		return fmt.Errorf("%s's nerve tests are under way but %s decides", seat, s.Turn)
	}
	if left < 2 {
		return fmt.Errorf("%s's nerve tests are under way with %d %s left to test: the owner chooses the order only among two or more (A20)", seat, left, plural(left, "model", "models"))
	}
	return nil
}

// nerveStatus is model i's standing while a team's nerve tests are under
// way (A20): "to test" while it must still take one, "tested" once it has
// in this phase, a dash otherwise (nothing for it to do now; an empty
// word would let the screen call it ready).
func (g *Game) nerveStatus(i int) string {
	switch {
	case g.mustTestNerve(i):
		return "to test"
	case g.st.Models[i].Tested:
		return "tested"
	}
	return "—"
}
