package necromunda

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// roundEndPosition is a position where blue.1's activation closes the
// round: red has activated, and blue.2 is down (status): Seriously
// Injured, it rolls for recovery at the End phase (G11); either way blue,
// one of two fighters down, then takes a bottle test (G12, Ld 7+).
// The three share a cube and carry a knife alone, so no fighter has a
// shot or stands apart from an enemy: the positional terms are nil,
// whoever decides next and however blue.2 lies.
func roundEndPosition(t *testing.T, status Status) *Game {
	t.Helper()
	knife := []string{"knife"}
	g := position(t, flatArena,
		fx{id: "blue.1", at: "3,1,0", weapons: knife},
		fx{id: "blue.2", at: "3,1,0", weapons: knife, status: status},
		fx{id: "red.1", at: "3,1,0", weapons: knife})
	fighterOf(t, g, "red.1").Activated = true
	return g
}

// closeRound ends blue.1's activation, and so the round, with the dice
// given, and checks that they were all rolled.
func closeRound(t *testing.T, status Status, faces ...int) *Game {
	t.Helper()
	g := roundEndPosition(t, status)
	s := script(g, faces...)
	apply(t, g, "blue.1 end")
	used(t, s)
	return g
}

// G11, G12, G13: the dice of the End phase that a round's last action
// sets off are valued at their odds, not as they fell: the position is
// worth the same to blue whether blue.2 recovered, stayed down or went
// out of action, whether blue then passed its bottle test or failed it
// and lost, and whoever won the next round's priority.
func TestEvaluateValuesTheEndPhaseAtItsOdds(t *testing.T) {
	cases := []struct {
		name  string
		faces []int
		over  bool
	}{
		{"blue.2 stays down, blue passes", []int{3, 4, 4, 6, 1}, false},
		{"blue.2 stays down, blue bottles out", []int{3, 1, 1}, true},
		{"blue.2 recovers, no bottle test, red first", []int{1, 1, 6}, false},
		{"blue.2 goes out of action, blue bottles out", []int{6, 2, 1}, true},
	}
	var first float64
	for k, c := range cases {
		g := closeRound(t, SeriouslyInjured, c.faces...)
		if g.Over() != c.over {
			t.Fatalf("%s: the game is over %v", c.name, g.Over())
		}
		v := g.Evaluate(rules.Blue)
		if w := g.Evaluate(rules.Red); math.Abs(v+w) > 1e-9 {
			t.Fatalf("%s: Evaluate is not symmetric: blue %.3f, red %.3f", c.name, v, w)
		}
		if k == 0 {
			first = v
			continue
		}
		if math.Abs(v-first) > 1e-9 {
			t.Fatalf("%s: the position is worth %.3f to blue, after %q %.3f", c.name, v, cases[0].name, first)
		}
	}
}

// G12: with blue.2 already out of action (nothing to recover), the value
// is the loss times blue's chance to fail its Ld 7+ bottle test (15 in
// 36) plus the position as it stands times the chance to pass; a copy of
// the game (the next decision's) values a lost game as lost.
func TestEvaluateValuesTheBottleTestAtItsOdds(t *testing.T) {
	passed := closeRound(t, OutOfAction, 4, 4, 6, 1)
	failed := closeRound(t, OutOfAction, 1, 1)
	if r := failed.Result(); !r.Over || r.Winner != rules.Red {
		t.Fatalf("blue failed its bottle test, yet the result is %+v", r)
	}
	q := 15.0 / 36
	want := q*-valueWin + (1-q)*passed.worth(rules.Blue)
	for _, g := range []*Game{passed, failed} {
		if v := g.Evaluate(rules.Blue); math.Abs(v-want) > 1e-9 {
			t.Fatalf("blue's bottle test is worth %.3f, want %.3f", v, want)
		}
	}
	if v := failed.Clone().(*Game).Evaluate(rules.Blue); v != -valueWin {
		t.Fatalf("a copy of the lost game is worth %.3f to blue, want %v", v, -float64(valueWin))
	}
}

// G11, G12: a gang that may have to take a bottle test at the next End
// phase has that much chance to lose the game there: with two of blue's
// three fighters Seriously Injured, the position is worth to blue the
// loss times the chance that neither recovers first (4 in 9) and the test
// fails (Ld 7+: 15 in 36), plus the gangs as they stand times the rest;
// with one, no test is due and the gangs are all there is.
func TestEvaluateCountsTheBottleTestAhead(t *testing.T) {
	knife := []string{"knife"}
	game := func(down int) *Game {
		fs := []fx{
			{id: "blue.1", at: "0,1,0", weapons: knife},
			{id: "blue.2", at: "0,2,0", weapons: knife},
			{id: "blue.3", at: "1,2,0", weapons: knife},
			{id: "red.1", at: "7,1,0", weapons: knife},
		}
		for k := range down {
			fs[2-k].status = SeriouslyInjured
		}
		return position(t, flatArena, fs...)
	}
	one := game(1)
	if v, m := one.Evaluate(rules.Blue), one.standingValue(rules.Blue, one.ToMove()); v != m {
		t.Fatalf("with one fighter of three down blue is worth %.3f, yet its gang as it stands %.3f", v, m)
	}
	two := game(2)
	risk := 4.0 / 9 * 15 / 36
	want := risk*-valueWin + (1-risk)*two.standingValue(rules.Blue, two.ToMove())
	if v := two.Evaluate(rules.Blue); math.Abs(v-want) > 1e-9 {
		t.Fatalf("with two fighters of three down blue is worth %.3f, want %.3f", v, want)
	}
	if v := two.Evaluate(rules.Red); math.Abs(v+want) > 1e-9 {
		t.Fatalf("Evaluate is not symmetric: red %.3f, blue %.3f", v, want)
	}
}

// G13: the next round's priority roll is valued at its odds: with
// autoguns in sight of each other, whose shots count in full depends on
// who decides next, yet the position the round's last action leaves is
// worth the same to blue whichever side won the roll.
func TestEvaluateValuesThePriorityRollAtItsOdds(t *testing.T) {
	value := func(faces ...int) float64 {
		g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "4,1,0"})
		fighterOf(t, g, "red.1").Activated = true
		s := script(g, faces...)
		apply(t, g, "blue.1 end")
		used(t, s)
		return g.Evaluate(rules.Blue)
	}
	blueFirst, redFirst := value(6, 1), value(1, 6)
	if math.Abs(blueFirst-redFirst) > 1e-9 {
		t.Fatalf("blue winning the priority roll leaves a position worth %.3f to blue, red winning it %.3f", blueFirst, redFirst)
	}
}
