package necromunda

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// roundEndPosition is a position where blue.1's activation closes the
// round: red has activated, blue.2 is Seriously Injured, so blue (one of
// two fighters down) must take a bottle test at the End phase (G12, Ld
// 7+). Everyone carries a knife alone, so no fighter threatens a shot and
// the value does not depend on who decides next.
func roundEndPosition(t *testing.T) *Game {
	t.Helper()
	knife := []string{"knife"}
	g := position(t, flatArena,
		fx{id: "blue.1", at: "0,1,0", weapons: knife},
		fx{id: "blue.2", at: "0,2,0", weapons: knife, status: SeriouslyInjured},
		fx{id: "red.1", at: "7,1,0", weapons: knife})
	fighterOf(t, g, "red.1").Activated = true
	return g
}

// G12, G11: the bottle test a round's last action sets off is valued at
// its odds, not at how its dice fell: the same value whether blue passed
// (8 against 7+) or failed (2) and lost the game, and that value is the
// loss times the chance to fail (15 in 36) plus the position as it stands
// times the chance to pass.
func TestEvaluateValuesTheBottleTestAtItsOdds(t *testing.T) {
	passed := roundEndPosition(t)
	s := script(passed, 3, 4, 4, 6, 1) // recovery 3 (still Seriously Injured), bottle 4+4, priority 6 to 1
	apply(t, passed, "blue.1 end")
	used(t, s)
	if passed.Over() || passed.st.Round != 2 {
		t.Fatalf("blue passed its bottle test, yet the game is over %v in round %d", passed.Over(), passed.st.Round)
	}
	failed := roundEndPosition(t)
	s = script(failed, 3, 1, 1) // recovery 3, bottle 1+1
	apply(t, failed, "blue.1 end")
	used(t, s)
	if r := failed.Result(); !r.Over || r.Winner != rules.Red {
		t.Fatalf("blue failed its bottle test, yet the result is %+v", r)
	}
	vp, vf := passed.Evaluate(rules.Blue), failed.Evaluate(rules.Blue)
	if math.Abs(vp-vf) > 1e-9 {
		t.Fatalf("the position after a passed bottle test is worth %.3f to blue, after a failed one %.3f", vp, vf)
	}
	q := 15.0 / 36
	if want := q*-valueWin + (1-q)*passed.worth(rules.Blue); math.Abs(vp-want) > 1e-9 {
		t.Fatalf("blue's bottle test is worth %.3f, want %.3f", vp, want)
	}
	if v := failed.Evaluate(rules.Red); math.Abs(v+vf) > 1e-9 {
		t.Fatalf("Evaluate is not symmetric after the bottle test: blue %.3f, red %.3f", vf, v)
	}
	// A copy, or the next action, values the game as it stands.
	if v := failed.Clone().(*Game).Evaluate(rules.Blue); v != -valueWin {
		t.Fatalf("a copy of the lost game is worth %.3f to blue, want %v", v, -float64(valueWin))
	}
}

// G12: a gang that must take a bottle test at the next End phase is worth
// less by its chance to fail it: blue's third fighter going down (two of
// three) costs the fighter and the test ahead, more than its second did.
func TestEvaluateCountsTheBottleTestAhead(t *testing.T) {
	knife := []string{"knife"}
	value := func(down int) float64 {
		fs := []fx{
			{id: "blue.1", at: "0,1,0", weapons: knife},
			{id: "blue.2", at: "0,2,0", weapons: knife},
			{id: "blue.3", at: "1,2,0", weapons: knife},
			{id: "red.1", at: "7,1,0", weapons: knife},
		}
		for k := range down {
			fs[2-k].status = SeriouslyInjured
		}
		return position(t, flatArena, fs...).Evaluate(rules.Blue)
	}
	first := value(0) - value(1)
	second := value(1) - value(2)
	q := 15.0 / 36
	if math.Abs(second-first-valueBottleRisk*q) > 1e-9 {
		t.Fatalf("the first fighter down cost %.3f, the second (a bottle test due) %.3f; want %.3f more", first, second, valueBottleRisk*q)
	}
}
