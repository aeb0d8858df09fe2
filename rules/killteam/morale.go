package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// MoraleModel is a living model as the Morale phase sees it.
type MoraleModel struct {
	Name         string // for logs and tests
	Ld           int
	FleshWounds  int
	Shaken       bool
	Specialism   Specialism
	CommsSupport bool // within 2 inches of a Comms specialist that used its stratagem: −1
}

// MoraleTeam is one player's team in the Morale phase.
type MoraleTeam struct {
	Started int           // models the team started the game with
	Models  []MoraleModel // the models still on the table
	Broken  bool
	// Near reports whether living models i and j are within 2 inches of
	// each other (1 cube, RULES.md); nil means none are.
	Near func(i, j int) bool
}

// NerveTest is one model's nerve test: the face, the summed modifier, the
// result and whether the model became shaken.
type NerveTest struct {
	Model  int
	Face   int
	Mod    int
	Result int
	Shaken bool
}

// MoraleResult is what the Morale phase did to a team.
type MoraleResult struct {
	BreakTested bool
	BreakDice   []int
	Team        MoraleTeam // the team after the phase
	Nerve       []NerveTest
}

// Dead is how many of the team's models are out of action.
func (t MoraleTeam) Dead() int { return max(t.Started-len(t.Models), 0) }

// NeedsBreakTest reports whether a team that is not yet broken must take
// a break test (KT-MOR-1, A5): models with a flesh wound plus models out
// of action are more than half of the models it started with.
func (t MoraleTeam) NeedsBreakTest() bool {
	if t.Broken {
		return false
	}
	hurt := t.Dead()
	for _, m := range t.Models {
		if m.FleshWounds > 0 {
			hurt++
		}
	}
	return 2*hurt > t.Started
}

// HighestLd is the best Ld among the living models (0 with none).
func (t MoraleTeam) HighestLd() int {
	best := 0
	for _, m := range t.Models {
		best = max(best, m.Ld)
	}
	return best
}

// BreakTestFails reports whether a break test total of 2D6 breaks a team
// whose best Ld is ld: it does when the total is greater (KT-MOR-1).
func BreakTestFails(total, ld int) bool { return total > ld }

// NerveModifier is the modifier of model i's nerve test (KT-MOR-3): +1 per
// dead model, +1 per shaken model of the team (a Medic never counts as
// shaken for others), −1 per non-shaken friendly model within 2 inches,
// −1 from the Comms stratagem. A Veteran ignores the penalties (the +1s).
func (t MoraleTeam) NerveModifier(i int) int {
	plus := t.Dead()
	minus := 0
	for j, m := range t.Models {
		shaken := m.Shaken && m.Specialism != Medic
		if j != i && shaken {
			plus++
		}
		if j != i && !shaken && t.Near != nil && t.Near(i, j) {
			minus++
		}
	}
	if t.Models[i].CommsSupport {
		minus++
	}
	if t.Models[i].Specialism == Veteran {
		plus = 0
	}
	return plus - minus
}

// NerveTestFails reports whether a nerve test of face with modifier mod
// makes a model of leadership ld shaken: a result greater than Ld does,
// and an unmodified 1 always passes (KT-MOR-3).
func NerveTestFails(face, mod, ld int) bool { return face != 1 && face+mod > ld }

// MustTestNerve reports whether model i takes a nerve test: it has a
// flesh wound, or its team is broken (KT-MOR-3).
func (t MoraleTeam) MustTestNerve(i int) bool {
	return t.Broken || t.Models[i].FleshWounds > 0
}

// ResolveMorale plays one team's Morale phase with dice (KT-MOR-1..4,
// KT-MOR-6): the break test if it is due (2D6 against the best Ld; a
// broken team stays broken), then every model stops being shaken, then
// nerve tests in the order the owner gives (order lists model indexes;
// nil means the table order; models that need no test are skipped, A20:
// a model made shaken earlier in the phase counts for later tests). The
// dice are the 2 break-test dice, if any, then one die per nerve test.
func ResolveMorale(team MoraleTeam, order []int, dice rules.Dice) MoraleResult {
	res := BreakAndRecover(team, dice)
	t := res.Team
	if order == nil {
		for i := range t.Models {
			order = append(order, i)
		}
	}
	tested := map[int]bool{}
	for _, i := range order {
		if i < 0 || i >= len(t.Models) || tested[i] || !t.MustTestNerve(i) {
			continue
		}
		tested[i] = true
		res.Nerve = append(res.Nerve, t.TakeNerveTest(i, dice))
	}
	res.Team = t
	return res
}

// BreakAndRecover plays the start of one team's Morale phase with dice
// (KT-MOR-1, KT-MOR-2): the break test if it is due (2D6 against the best
// Ld; a broken team stays broken), then every model stops being shaken.
// The result's Team is a copy; no nerve test is taken (TakeNerveTest, in
// the order the owner chooses, A20).
func BreakAndRecover(team MoraleTeam, dice rules.Dice) MoraleResult {
	t := team
	t.Models = append([]MoraleModel(nil), team.Models...)
	res := MoraleResult{}
	if t.NeedsBreakTest() {
		a, b := dice.Roll(6), dice.Roll(6)
		res.BreakTested, res.BreakDice = true, []int{a, b}
		t.Broken = BreakTestFails(a+b, t.HighestLd())
	}
	for i := range t.Models {
		t.Models[i].Shaken = false
	}
	res.Team = t
	return res
}

// TakeNerveTest rolls model i's nerve test (KT-MOR-3) with the team as it
// stands, models made shaken earlier in the phase counting (A20), and
// marks the model shaken when the test fails.
func (t *MoraleTeam) TakeNerveTest(i int, dice rules.Dice) NerveTest {
	face := dice.Roll(6)
	mod := t.NerveModifier(i)
	shaken := NerveTestFails(face, mod, t.Models[i].Ld)
	t.Models[i].Shaken = shaken
	return NerveTest{Model: i, Face: face, Mod: mod, Result: face + mod, Shaken: shaken}
}
