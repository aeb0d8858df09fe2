package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Extra d8 on the Survive tests against gravity and walls (HF-CMD-5,
// HF-FALL-1, HF-WALL-1; RULES-COMMAND.md). A model that falls 2 or more
// levels, or is pushed or scattered into a wall, rolls 3 Survive dice
// against the hazard's dice, so its side may add Extra d8 dice to that
// test, declared before the roll (HF-DICE-4), in either side's turn. The
// game only stops to ask when the side holds an unspent Extra d8 die: the
// test and everything that follows it then wait on the stack of pending
// steps (taskHazard, and under it a taskRelocate or the scatters still to
// come), under a taskHazardBoost that asks the side. Without such a die the
// test rolls at once, as it always did.

// hazardWall is the Used of a hazard step that is a wall test; a gravity
// test's Used is the levels fallen (2 or more).
const hazardWall = 0

// cmdHoldHazard is called as model mi is about to take a wall test (levels
// hazardWall) or the gravity test of a fall of levels. When command dice
// are in play and mi's side holds an unspent Extra d8 die, the test is
// held: after (the steps that must follow the test, bottom first) go on the
// stack, then taskHazard, which rolls the test, then taskHazardBoost, which
// asks the side, and true is returned. It returns false when the test is
// to be rolled now.
func (g *Game) cmdHoldHazard(mi, levels int, after ...task) bool {
	if !g.cmd.On || g.unspent(g.models[mi].Seat, faceExtra) == 0 {
		return false
	}
	for _, t := range after {
		g.push(t)
	}
	g.push(task{Kind: taskHazard, Actor: mi, Other: -1, Used: levels})
	g.push(task{Kind: taskHazardBoost, Actor: mi, Other: -1, Used: levels})
	return true
}

// hazardBoostOptions lists the options of a taskHazardBoost: spend an
// Extra d8 die on the model's Survive test, or done; nothing when the side
// has no Extra d8 die left or the model is gone.
func (g *Game) hazardBoostOptions(t *task, seat rules.Seat) ([]rules.Action, bool) {
	m := &g.models[t.Actor]
	if !m.OnBoard || g.unspent(seat, faceExtra) == 0 {
		return nil, true
	}
	return []rules.Action{
		{Seat: seat, Kind: "spend", Actor: m.ID, Option: faceName(faceExtra)},
		{Seat: seat, Kind: "done"},
	}, false
}

// resolveHazardBoost spends one Extra d8 die on the Survive test of the
// step's model and asks again (it may spend another).
func (g *Game) resolveHazardBoost(t task, a rules.Action, l *log) {
	if a.Kind != "spend" {
		return
	}
	m := &g.models[t.Actor]
	g.spendDie(a.Seat, faceExtra)
	g.cmd.Extra[a.Seat]++
	e := l.sayf("command", a.Seat, "FpExtraHazard", "Seat Model Against Bonus", "%s spends an Extra d8 die on the Survive test of %s against %s (+%d).", a.Seat, m.ID, hazardWord(t.Used), g.cmd.Extra[a.Seat])
	e.Actor = m.ID
	g.push(t)
}

// runHazard rolls the held test of a taskHazard with the Extra d8 dice the
// model's side declared, clears them, and goes on as the push would have:
// a wall that wins pins the model (HF-WALL-2); a fall pins the model that
// survives it (HF-FALL-3) and brings the free Assault of a cube with
// enemies. A model killed by the test has nothing more to do.
func (g *Game) runHazard(t task, l *log) {
	m := &g.models[t.Actor]
	extra := 0
	if s := m.Seat; s == rules.Blue || s == rules.Red {
		extra, g.cmd.Extra[s] = g.cmd.Extra[s], 0
	}
	if !m.OnBoard {
		return
	}
	if t.Used == hazardWall {
		g.wallTest(t.Actor, extra, l)
		return
	}
	g.fallTest(t.Actor, t.Used, extra, l)
}

// hazardWhat names the hazard of a test: "the wall" or "gravity".
func hazardWhat(levels int) string {
	if levels == hazardWall {
		return "the wall"
	}
	return "gravity"
}

// hazardPrompt words the decision of a taskHazardBoost.
func (g *Game) hazardPrompt(t *task, seat rules.Seat) (string, rules.Msg) {
	m := &g.models[t.Actor]
	if t.Used == hazardWall {
		return say("FpAskWall", "Seat Model", "%s: %s is pushed into a wall; add Extra d8 dice to its Survive test against the wall, or done.", seat, m.ID)
	}
	return say("FpAskFall", "Seat Model Levels", "%s: %s falls %d levels; add Extra d8 dice to its Survive test against gravity, or done.", seat, m.ID, t.Used)
}

// hazardSpendHelp is the help of the Extra d8 spend a of a pending
// taskHazardBoost: what the die adds to which test; h for any other action.
func (g *Game) hazardSpendHelp(a rules.Action, h rules.ActionHelp) rules.ActionHelp {
	n := len(g.tasks)
	if n == 0 || g.tasks[n-1].Kind != taskHazardBoost || a.Option != faceName(faceExtra) {
		return h
	}
	t := &g.tasks[n-1]
	m := &g.models[t.Actor]
	if a.Actor != m.ID {
		return h
	}
	pool := WallPool()
	if t.Used != hazardWall {
		pool, _ = GravityPool(t.Used)
	}
	dice := SurvivePool(m.Unit).Dice() + g.cmd.Extra[g.taskSeat(t)]
	h.Help, h.HelpMsg = say("FpActHelpHazardExtra", "Model Against Count _ SV Dice Need",
		"Extra d8: +1 die to the Survive test of %s against %s (%d %s at %d+ now, against %d dice at %d+), declared before the roll.",
		m.ID, hazardWord(t.Used), dice, plural(dice, "die", "dice"), m.Unit.SV, pool.Dice(), pool.Need)
	return h
}
