package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The special orders a Special Order die gives (HF-CMD-9; the data sheet's
// five orders). They are written in the Option of an "order" action.
const (
	OrderSnapShot       = "snap shot"
	OrderReturnToSender = "return to sender"
	OrderOneManArmy     = "one man army"
	OrderAlliance       = "alliance"
	OrderReinforcements = "reinforcements"
)

// cmdActivate resets what the command dice did to the last activation
// when a model activates. Second (+1 Model) carries over from the turn.
func (g *Game) cmdActivate() {
	c := &g.cmd
	c.Used, c.Ordered, c.OMA, c.Free, c.Plus, c.Allied, c.Acted = false, false, false, freeNone, false, false, false
}

// cmdEndActivation runs after an activation ended and the turn passed to
// the other seat: a spent +1 Model die keeps the turn with the seat for
// one more model (HF-CMD-4).
func (g *Game) cmdEndActivation(seat rules.Seat) {
	c := &g.cmd
	plus := c.Plus
	g.cmdActivate()
	c.Second = false
	if plus && g.unactivated(seat) > 0 {
		g.turn = seat
		c.Second = true
	}
}

// firstTurn reports whether the round's first turn is under way: no model
// has finished an activation this round.
func (g *Game) firstTurn() bool {
	for i := range g.models {
		if g.models[i].Activated {
			return false
		}
	}
	return true
}

// cmdModelActions lists what the activating model may do with its side's
// command dice, appended to out: spend Move +1, Shoot or Assault for a free
// action (one of them per activation, HF-CMD-10, unless One Man Army),
// +1 Model, and the special orders One Man Army and Alliance.
func (g *Game) cmdModelActions(mi int, out []rules.Action) []rules.Action {
	c := &g.cmd
	m := &g.models[mi]
	if !c.On || !m.OnBoard || m.Pinned || c.Free != freeNone {
		return out
	}
	a := &g.act
	s := m.Seat
	spend := func(f cmdFace) {
		out = append(out, rules.Action{Seat: s, Kind: "spend", Actor: m.ID, Option: faceName(f)})
	}
	faces := g.unspentFaces(s) // nothing below spends a die
	has := func(f cmdFace) bool { return faces&(1<<f) != 0 }
	if !(a.Respawned && a.Spent == 0) && (!c.Used || c.OMA) {
		if has(faceMove) && g.hasFreeMove(mi) {
			spend(faceMove)
		}
		if has(faceShoot) && g.hasFreeOption(mi, freeCmdShoot) {
			spend(faceShoot)
		}
		if has(faceAssault) && g.hasFreeOption(mi, freeCmdAssault) {
			spend(faceAssault)
		}
	}
	if has(facePlus) && !c.Plus && !c.Second && !g.firstTurn() && g.unactivated(s) > 1 {
		spend(facePlus)
	}
	if has(faceOrder) && !c.Ordered {
		order := func(o string) {
			out = append(out, rules.Action{Seat: s, Kind: "order", Actor: m.ID, Option: o})
		}
		if m.Unit.OneManArmy() {
			order(OrderOneManArmy)
		}
		// Reinforcements Incoming: a killed model of the side that already activated.
		for i := range g.models {
			if d := &g.models[i]; i != mi && d.Seat == s && !d.OnBoard && d.Activated {
				out = append(out, rules.Action{Seat: s, Kind: "order", Actor: m.ID, Target: d.ID, Option: OrderReinforcements})
			}
		}
		// Alliance: repeat a short action already taken, with a short action
		// left and something to do with it.
		if a.Spent == 1 {
			if a.Used.has(actMove) && g.hasFreeMove(mi) {
				order(OrderAlliance + " move")
			}
			if a.Used.has(actShoot) && !g.enemiesIn(m.Pos, s) && g.hasAttack(mi) {
				order(OrderAlliance + " shoot")
			}
		}
	}
	return out
}

// hasFreeMove reports whether the free Move of a spent die has somewhere
// to go (freeOptions lists none otherwise), without listing the moves.
func (g *Game) hasFreeMove(mi int) bool {
	if g.models[mi].Unit.Move <= 0 || g.act.NoMove {
		return false
	}
	return g.canReach(mi, 1)
}

// shotCount is how many Shoot actions, long ones allowed, modelActions
// found for model model while it builds the current list (ok), so that the
// free Shoot of a spent die need not list them again.
type shotCount struct {
	ok       bool
	model, n int
}

// hasFreeOption reports whether freeOptions lists anything for face f,
// listing them in the game's probe buffer rather than a new slice.
func (g *Game) hasFreeOption(mi int, f uint8) bool {
	if s := g.shots; f == freeCmdShoot && s.ok && s.model == mi {
		// The list being built has every Shoot of the model already.
		return s.n > 0 && g.carrying(mi) < 0 && !g.enemiesIn(g.models[mi].Pos, g.models[mi].Seat)
	}
	if f == freeCmdShoot { // as freeOptions lists them, stopping at the first
		m := &g.models[mi]
		return !g.enemiesIn(m.Pos, m.Seat) && g.carrying(mi) < 0 && g.anyAttack(mi, true)
	}
	g.probe = g.freeOptions(mi, f, g.probe[:0])
	return len(g.probe) > 0
}

// hasAttack reports whether model mi has a short Shoot action
// (attackActions).
func (g *Game) hasAttack(mi int) bool { return g.anyAttack(mi, false) }

// freeOptions lists the free action a spent die grants, appended to out:
// a Move of exactly one cube (HF-CMD-6), a Shoot with any weapon
// (HF-CMD-7), an Assault (HF-CMD-8).
func (g *Game) freeOptions(mi int, f uint8, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	enemyHere := g.enemiesIn(m.Pos, m.Seat)
	switch f {
	case freeCmdMove:
		if m.Unit.Move <= 0 || g.act.NoMove {
			return out
		}
		var rs world.Reacher
		if g.reach(mi, 1, &rs) > 0 {
			out = appendRouteActions(out, &rs, allPaths(&rs), m, "move", 1)
		}
	case freeCmdShoot:
		if !enemyHere && g.carrying(mi) < 0 { // a carrier may not Shoot (RULES-SCENARIOS.md)
			out = g.attackActions(mi, true, out)
		}
	case freeCmdAssault:
		if enemyHere {
			out = g.assaultActions(mi, out)
		}
	}
	return out
}

// cmdModelAction carries out a command action of the activating model, or
// the free action a spent die granted; false if a is neither.
func (g *Game) cmdModelAction(a rules.Action, l *log) bool {
	c := &g.cmd
	mi := g.act.Model
	m := &g.models[mi]
	if f := c.Free; f != freeNone {
		c.Free, c.Acted = freeNone, true
		switch f {
		case freeCmdMove:
			g.doMove(mi, a, l)
		case freeCmdShoot:
			g.doShoot(a, l)
		case freeCmdAssault:
			g.doAssault(a, assaultFlags{Free: true}, l)
		}
		return true
	}
	switch a.Kind {
	case "spend":
		face := faceNamed(a.Option)
		g.spendDie(m.Seat, face)
		e := l.event("command", m.Seat)
		if !l.quiet {
			e.Text, e.Msg = say("FpSpendsDie", "Model Face", "%s spends %s command die.", labelled{m}, faceWord(face))
		}
		e.Actor = m.ID
		switch face {
		case faceMove:
			c.Free, c.Used = freeCmdMove, true
		case faceShoot:
			c.Free, c.Used = freeCmdShoot, true
		case faceAssault:
			c.Free, c.Used = freeCmdAssault, true
		case facePlus:
			c.Plus = true
		}
		return true
	case "order":
		if a.Option == OrderReinforcements {
			g.reinforce(a.Target, l)
			c.Ordered = true
			return true
		}
		g.spendDie(m.Seat, faceOrder)
		c.Ordered = true
		switch {
		case a.Option == OrderOneManArmy:
			c.OMA = true
			e := l.sayf("order", m.Seat, "FpOrderOneManArmy", "Model", "%s gives the order One Man Army: it may use several Move +1, Shoot and Assault dice.", labelled{m})
			e.Actor = m.ID
		case a.Option == OrderAlliance+" move":
			c.Allied = true
			g.act.Used &^= actMove
			e := l.sayf("order", m.Seat, "FpOrderAllianceMove", "Model", "%s gives the order Alliance: it may Move again.", labelled{m})
			e.Actor = m.ID
		case a.Option == OrderAlliance+" shoot":
			c.Allied = true
			g.act.Used &^= actShoot
			e := l.sayf("order", m.Seat, "FpOrderAllianceShoot", "Model", "%s gives the order Alliance: it may Shoot again.", labelled{m})
			e.Actor = m.ID
		}
		return true
	}
	return false
}

// cmdTurnActions lists the command actions between activations, appended
// to out: Reinforcements Incoming on a killed model of the seat that has
// already activated this round (it may activate again to respawn). The
// order may also be given during an activation of the side
// (cmdModelActions), since a side with no model left to activate has no
// turn to give it in.
func (g *Game) cmdTurnActions(s rules.Seat, out []rules.Action) []rules.Action {
	if !g.cmd.On || g.unspent(s, faceOrder) == 0 {
		return out
	}
	for i := range g.models {
		if m := &g.models[i]; m.Seat == s && !m.OnBoard && m.Activated {
			out = append(out, rules.Action{Seat: s, Kind: "order", Actor: m.ID, Option: OrderReinforcements})
		}
	}
	return out
}

// cmdTurnAction carries out a command action between activations; false if
// a is not one.
func (g *Game) cmdTurnAction(a rules.Action, l *log) bool {
	if a.Kind != "order" || a.Option != OrderReinforcements {
		return false
	}
	g.reinforce(a.Actor, l)
	return true
}

// reinforce is the order Reinforcements Incoming on the killed model id:
// its side spends a Special Order die and the model may activate again
// this round.
func (g *Game) reinforce(id string, l *log) {
	mi := g.modelIndex(id)
	if mi < 0 {
		return
	}
	m := &g.models[mi]
	g.spendDie(m.Seat, faceOrder)
	m.Activated = false
	e := l.sayf("order", m.Seat, "FpOrderReinforcements", "Seat Model", "%s gives the order Reinforcements Incoming: %s may activate again this round.", m.Seat, labelled{m})
	e.Actor = m.ID
}

// cmdRespawnActions adds to the options of a model that must respawn the
// one command action allowed off the board (HF-CMD-9): the order One Man
// Army, which is not an action and may be given at the start of the
// activation; the model still respawns and moves first. With no respawn
// cube free (no options) nothing is added and the activation ends.
func (g *Game) cmdRespawnActions(mi int, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	c := &g.cmd
	if len(out) == 0 || !c.On || c.Ordered || !m.Unit.OneManArmy() || g.unspent(m.Seat, faceOrder) == 0 {
		return out
	}
	return append(out, rules.Action{Seat: m.Seat, Kind: "order", Actor: m.ID, Option: OrderOneManArmy})
}
