package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// settle runs the game forward until a seat must decide or the game is
// over: it resolves pending steps that need no decision, ends activations
// that have nothing left, passes for a seat with no model left to activate
// (HF-ACT-5) and ends rounds. It leaves the decision's legal actions cached.
func (g *Game) settle(l *log) {
	for !g.over {
		g.routes = routeBlock{}
		if n := len(g.tasks); n > 0 {
			opts, auto := g.taskOptions(&g.tasks[n-1])
			if !auto {
				g.keepList(opts)
				return
			}
			t := g.tasks[n-1]
			g.tasks = g.tasks[:n-1]
			if len(opts) > 0 {
				g.resolveTask(t, opts[0], l)
			} else {
				g.runTask(t, l)
			}
			continue
		}
		if g.act.Model >= 0 {
			m := &g.models[g.act.Model]
			acted := g.act.Spent > 0 || g.act.Respawned || g.cmd.Acted
			if acted && (!m.OnBoard || m.Pinned) { // killed, or HF-PIN-1
				g.endActivation(l)
				continue
			}
			opts := g.activeActions()
			if len(opts) == 0 && g.routes.n() == 0 {
				g.endActivation(l)
				continue
			}
			g.keepList(opts)
			return
		}
		if g.unactivated(rules.Blue) == 0 && g.unactivated(rules.Red) == 0 {
			if !g.cmdRoundEnd() { // HF-CMD-3, HF-CMD-4: round-end decisions first
				g.endRound(l)
			}
			continue
		}
		if g.unactivated(g.turn) == 0 {
			// HF-ACT-5: with no model left the seat must pass.
			l.sayf("pass", g.turn, "FpNoModelLeft", "Seat", "%s has no model left to activate and passes.", g.turn)
			g.turn = g.turn.Other()
			continue
		}
		g.keepList(g.turnActions())
		return
	}
	g.routes = routeBlock{}
	g.keepList(nil)
}

// keepList caches list as the current decision's legal actions, after
// the block of g.routes.
func (g *Game) keepList(list []rules.Action) {
	g.legal, g.legalOK, g.lentOK = list, true, false
}

// doTurnAction activates a model (HF-ACT-1) or passes (HF-ACT-4).
func (g *Game) doTurnAction(a rules.Action, l *log) {
	if a.Kind == "pass" {
		l.sayf("pass", a.Seat, "FpPasses", "Seat", "%s passes.", a.Seat)
		g.turn = g.turn.Other()
		return
	}
	if g.cmdTurnAction(a, l) {
		return
	}
	mi := g.modelIndex(a.Actor)
	m := &g.models[mi]
	g.act = activation{Model: mi}
	g.cmdActivate()
	e := rules.Event{Kind: "activate", Seat: m.Seat, Actor: m.ID}
	if !l.quiet {
		e.Text, e.Msg = m.label()+" activates.", rules.Say("FpActivates", "Model", m.label())
		switch {
		case !m.OnBoard:
			e.Text, e.Msg = m.label()+" activates and must respawn.", rules.Say("FpActivatesRespawn", "Model", m.label())
		case m.Pinned:
			e.Text, e.Msg = m.label()+" activates; it is pinned.", rules.Say("FpActivatesPinned", "Model", m.label())
		}
	}
	l.add(e)
}

// doModelAction carries out an action of the activating model.
func (g *Game) doModelAction(a rules.Action, l *log) {
	mi := g.act.Model
	if g.cmdModelAction(a, l) {
		return
	}
	switch a.Kind {
	case "end":
		g.endActivation(l)
	case "move":
		g.spend(actMove, 1)
		g.doMove(mi, a, l)
	case "sprint":
		g.spend(actSprint, 2)
		g.breakCamo(mi, l)
		g.doMove(mi, a, l)
	case "crouch":
		g.spend(actCrouch, 1)
		g.doCrouch(mi, l)
	case "stand":
		g.spend(actStand, 1)
		g.doStand(mi, l)
	case "shoot":
		cost := 1
		if name, mode := splitShotOption(a.Option); g.shotLong(mi, a.Weapon, name, mode) {
			cost = 2
		}
		g.spend(actShoot, cost)
		g.scheduleTransition(mi, a.Weapon) // Fast Transition
		g.doShoot(a, l)
	case "assault":
		g.spend(actAssault, 2)
		g.doAssault(a, assaultFlags{}, l)
	case "respawn":
		if a.Cell != nil {
			g.doRespawn(mi, *a.Cell, l)
		}
	case kindTake:
		g.doTake(mi, a, l)
	case kindDropIt:
		g.doDropItem(mi, a.Option, l)
	case kindDestroy:
		g.doDestroyItem(mi, a.Option, l)
	case kindUse:
		g.doUse(mi, a, l)
	case "pickup":
		g.doPickup(mi, a.Weapon, a.Cell, l)
	case "drop":
		g.dropWeapon(mi, l)
	case "extinguish":
		g.spend(0, 1)
		g.extinguish(mi, l)
	case "drop-flag", "drop-ball":
		g.dropObjective(mi, l)
	}
}

// shotLong reports whether shooting weapon id with a profile and mode is a
// long action for model mi.
func (g *Game) shotLong(mi int, id, profile, mode string) bool {
	w := g.b.data.Weapons[id]
	if w == nil {
		return false
	}
	p, _ := w.Profile(profile)
	return g.shotIsLong(&g.models[mi], p, mode)
}

// spend records an action of type t costing cost action points.
func (g *Game) spend(t actionSet, cost int) {
	g.act.Used |= t
	g.act.Spent += cost
	g.act.Pickup = false
	g.itemsOnSpend()
}

// endActivation marks the active model activated; the other seat's turn
// follows.
func (g *Game) endActivation(l *log) {
	mi := g.act.Model
	g.burn(mi, l) // a Fire token not put out
	m := &g.models[mi]
	m.Activated = true
	g.itemsEndActivation(l) // a Translocator brings the model back
	e := rules.Event{Kind: "end", Seat: m.Seat, Actor: m.ID}
	if !l.quiet {
		e.Text, e.Msg = m.ID+" ends its activation.", rules.Say("FpEndsActivation", "Model", m.ID)
	}
	l.add(e)
	g.last = m.Seat
	g.turn = m.Seat.Other()
	g.act = activation{Model: -1}
	g.cmdEndActivation(m.Seat)
}

// endRound closes a round in which every model activated. After the last
// round the higher score wins; otherwise the next round begins: shields
// regain 1 up to ES (DESIGN 5), activation marks clear, the seat that did
// not take the last activation starts, and a weapon drops (HF-SET-6).
func (g *Game) endRound(l *log) {
	if g.scoreRound(l); g.over {
		return
	}
	if g.round >= g.b.setup.Rounds {
		g.finishAtLimit(l)
		return
	}
	g.round++
	for i := range g.models {
		m := &g.models[i]
		m.Activated = g.outOfGame(m)
		if m.OnBoard && m.Shields < m.Unit.ES {
			m.Shields++
		}
	}
	if second := g.secondNext(); second != rules.NoSeat {
		g.turn = second.Other()
	}
	g.last = rules.NoSeat
	e := l.sayf("round", g.turn, "FpRoundBegins", "Round Seat", "Round %d begins; %s activates first.", g.round, g.turn)
	e.Hits = g.round
	g.itemsNewRound(l)
	g.roundDrop(l)
	g.cmdRoundStart(l)
}
