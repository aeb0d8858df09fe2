package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// Evaluate values the position for seat in models out of action
// (rules.Evaluator; RULES.md "How the computer players value a
// position"): the victory points, each model's worth by its points and
// state (wounds, flesh wounds, shaken), a broken team, the objectives held
// and how near each side stands to them, the attacks each model can
// make next, from the exact odds (eval_threat.go), and the command points
// left to spend (commandPointsWorth). The weights are the
// Eval constants. It reads only what both players see and is symmetric:
// Evaluate(s) = −Evaluate(s.Other()). A finished game is worth ±EvalWin
// plus the victory points' difference.
func (g *Game) Evaluate(seat rules.Seat) float64 {
	v := g.evalBlue()
	switch seat {
	case rules.Blue:
		return v
	case rules.Red:
		return -v
	}
	return 0
}

// evalBlue is Evaluate for blue.
func (g *Game) evalBlue() float64 {
	v := float64(g.st.Score[rules.Blue]-g.st.Score[rules.Red]) * EvalVP
	if g.st.Over {
		switch g.st.Winner {
		case rules.Blue:
			v += EvalWin
		case rules.Red:
			v -= EvalWin
		}
		return v
	}
	r := g.newEvalRun()
	side := r.material()
	obj := r.objectives()
	threat := r.threats()
	cp := g.commandPointsWorth()
	for s := range 2 {
		side[s] += obj[s] + threat[s] + cp[s]
		if g.st.Broken[s] {
			side[s] -= EvalBroken + EvalVP*BrokenBonus
		}
	}
	return v + side[rules.Blue] - side[rules.Red]
}

// evalRun is one evaluation: the game, its static facts, the memo it
// remembers odds in (the game's, or one of its own) and who shares a cube
// with whom.
type evalRun struct {
	g      *Game
	static *evalStatic
	memo   *searchMemo
	// here[i] counts, by seat, the models on the table in model i's cube,
	// model i included.
	here [][2]int
}

// newEvalRun starts an evaluation of g.
func (g *Game) newEvalRun() *evalRun {
	r := &evalRun{g: g, static: g.staticEval(), memo: g.memo, here: make([][2]int, len(g.st.Models))}
	if r.memo == nil {
		r.memo = newSearchMemo(g.arena)
	}
	ms := g.st.Models
	for i := range ms {
		if !ms[i].onTable() {
			continue
		}
		for j := range ms {
			if ms[j].onTable() && ms[j].Pos == ms[i].Pos {
				r.here[i][ms[j].Seat]++
			}
		}
	}
	return r
}

// maxWounds is model i's W.
func (r *evalRun) maxWounds(i int) int { return r.g.unit(&r.g.st.Models[i]).Stats.W }

// material sums, by seat, the worth each model not out of action keeps
// (condition), less EvalShaken of it while shaken; a model still to be
// deployed keeps its full worth.
func (r *evalRun) material() [2]float64 {
	var out [2]float64
	for i := range r.g.st.Models {
		m := &r.g.st.Models[i]
		if m.Out {
			continue
		}
		c := condition(m.Wounds, m.Flesh, false, r.maxWounds(i))
		if m.Shaken {
			c -= EvalShaken
		}
		out[m.Seat] += r.static.worth[i] * c
	}
	return out
}
