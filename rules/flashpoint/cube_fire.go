package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// Fire tokens (Incendiary n, a PROPOSAL of the data sheet): a model takes
// at most one; at its activation it may spend a short action to put it out
// ("extinguish"), else it takes one wound at the end of that activation
// (ignoring shields and armour). The token stays until it is put out or
// the model dies.

// FireWounds is the wounds a Fire token deals at the end of an activation.
const FireWounds = 1

// ignite gives model mi a Fire token (at most one).
func (g *Game) ignite(mi int, l *log) {
	m := &g.models[mi]
	if !m.OnBoard || m.Fire {
		return
	}
	m.Fire = true
	e := l.sayf("fire", m.Seat, "FpCatchesFire", "Model", "%s catches fire.", m.ID)
	e.Target = m.ID
}

// fireActions offers the activating model mi the short action that puts
// out its Fire token.
func (g *Game) fireActions(mi int, short bool, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	if !short || !m.Fire || !m.OnBoard {
		return out
	}
	return append(out, rules.Action{Seat: m.Seat, Kind: "extinguish", Actor: m.ID})
}

// extinguish removes model mi's Fire token.
func (g *Game) extinguish(mi int, l *log) {
	m := &g.models[mi]
	m.Fire = false
	e := l.sayf("extinguish", m.Seat, "FpPutsOutTheFire", "Model", "%s puts out the fire.", m.ID)
	e.Actor, e.Target = m.ID, m.ID
}

// burn deals the Fire token's wound to model mi at the end of its
// activation, if it still burns.
func (g *Game) burn(mi int, l *log) {
	if mi < 0 || mi >= len(g.models) {
		return
	}
	m := &g.models[mi]
	if !m.Fire || !m.OnBoard {
		return
	}
	g.wound(mi, -1, FireWounds, word{"burns", "FpWhyBurns"}, l)
	if m.Wounds >= m.Unit.HP {
		g.kill(mi, -1, false, l)
	}
}
