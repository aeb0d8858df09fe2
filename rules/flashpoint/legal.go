package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Legal lists every option of the deciding seat in a stable order; empty
// exactly when the game is over. It is the game's cache, not a copy (see
// rules.Game): it must not be changed, and the next decision's list may
// reuse its array, so a caller that keeps it past Apply copies it. Its
// capacity ends at its length, so appending to it copies. Every Move and
// Sprint has its Path (written out here: lazy_paths.go), and its Cell is
// the last cube of that path.
func (g *Game) Legal() []rules.Action {
	l := g.lentList()
	if len(l) == 0 {
		return nil
	}
	return l[:len(l):len(l)]
}

// legalActions returns the cached legal actions, computing them once per
// decision, without the Moves and Sprints of the block in front of them
// (g.routes, lazy_paths.go). Callers must not change the slice.
func (g *Game) legalActions() []rules.Action {
	if !g.legalOK {
		g.routes = routeBlock{}
		g.legal = g.computeLegal()
		g.legalOK, g.lentOK = true, false
	}
	return g.legal
}

// computeLegal builds the options of the current decision (the active
// model's Moves and Sprints as g.routes).
func (g *Game) computeLegal() []rules.Action {
	switch {
	case g.over:
		return nil
	case len(g.tasks) > 0:
		opts, _ := g.taskOptions(&g.tasks[len(g.tasks)-1])
		return opts
	case g.act.Model >= 0:
		return g.activeActions()
	}
	return g.turnActions()
}

// activeActions are modelActions built in the game's scratch buffer, which
// the next decision reuses (so a list from Legal holds only until Apply),
// and the block of Moves and Sprints in front of them set as g.routes.
// turnActions and taskOptions build in it too: only one list at a time
// lives there, the current decision's.
func (g *Game) activeActions() []rules.Action {
	g.routes = routeBlock{}
	return g.keepScratch(g.scenarioActions(g.modelActions(g.scratch[:0])))
}

// keepScratch keeps the backing array of a list built from g.scratch[:0]
// when it grew, so the next decision builds in it without allocating, and
// returns the list.
func (g *Game) keepScratch(out []rules.Action) []rules.Action {
	if cap(out) > cap(g.scratch) {
		g.scratch = out[:0]
	}
	return out
}

// ToMove is the seat that must decide now, or NoSeat when the game is over.
func (g *Game) ToMove() rules.Seat {
	switch {
	case g.over:
		return rules.NoSeat
	case len(g.tasks) > 0:
		return g.taskSeat(&g.tasks[len(g.tasks)-1])
	case g.act.Model >= 0:
		return g.models[g.act.Model].Seat
	}
	return g.turn
}

// turnActions are the options between activations: activate one of the
// seat's unactivated models (HF-ACT-1), or pass when it has fewer left
// than the opponent (HF-ACT-4).
func (g *Game) turnActions() []rules.Action {
	out := g.scratch[:0]
	for i := range g.models {
		m := &g.models[i]
		if m.Seat == g.turn && !m.Activated {
			out = append(out, rules.Action{Seat: g.turn, Kind: "activate", Actor: m.ID})
		}
	}
	if len(out) > 0 && g.unactivated(g.turn) < g.unactivated(g.turn.Other()) {
		out = append(out, rules.Action{Seat: g.turn, Kind: "pass"})
	}
	return g.keepScratch(g.cmdTurnActions(g.turn, out))
}

// modelActions are the options of the activating model, appended to out
// (an empty list), its Moves and Sprints set as g.routes in front of them.
func (g *Game) modelActions(out []rules.Action) []rules.Action {
	g.shots = shotCount{}
	mi := g.act.Model
	m := &g.models[mi]
	a := &g.act
	end := rules.Action{Seat: m.Seat, Kind: "end", Actor: m.ID}
	if g.cmd.Free != freeNone {
		return g.freeOptions(mi, g.cmd.Free, out) // a spent command die's free action
	}
	if !m.OnBoard {
		// HF-ACT-9: a model awaiting respawn must respawn.
		// With no respawn cube free, the activation ends by itself.
		return g.cmdRespawnActions(mi, g.respawnActions(mi, out))
	}
	if m.Pinned {
		// HF-ACT-8, HF-STD-1: Stand Up first, or end at once (A13).
		if a.Spent == 0 {
			out = append(out, rules.Action{Seat: m.Seat, Kind: "stand", Actor: m.ID})
		}
		return append(out, end)
	}
	short := a.Spent+1 <= ActionPoints
	long := a.Spent == 0
	mustMove := a.Respawned && a.Spent == 0 // DESIGN 5: after respawning, the first action is a Move
	enemyHere := g.enemiesIn(m.Pos, m.Seat)
	canMove := short && !a.Used.has(actMove) && !a.NoMove
	canSprint := !mustMove && long && !a.Used.has(actSprint) && !a.NoMove && !enemyHere // HF-SPR-2
	if canMove || canSprint {
		g.setMoveRoutes(mi, canMove, canSprint)
	}
	if !mustMove {
		if short && !a.Used.has(actCrouch) && !m.Crouched && !m.Unit.Stoic {
			out = append(out, rules.Action{Seat: m.Seat, Kind: "crouch", Actor: m.ID})
		}
		if short && !a.Used.has(actShoot) && !enemyHere {
			before := len(out)
			out = g.attackActions(mi, long, out)
			if long {
				g.shots = shotCount{ok: true, model: mi, n: len(out) - before}
			}
		}
		out = g.fireActions(mi, short, out) // Fire token
		if long && !a.Respawned && !a.Used.has(actAssault) && enemyHere {
			out = g.assaultActions(mi, out) // HF-ASL-1
		}
	}
	if a.Pickup {
		out = g.pickupActions(mi, out)     // HF-ITM-2
		out = g.itemPickupActions(mi, out) // HF-ITM-2
	}
	out = g.cmdModelActions(mi, out) // HF-CMD-4..10
	if len(out) == 0 && g.routes.n() == 0 {
		return out[:0] // nothing left: the activation ends by itself
	}
	out = g.useActions(mi, out)
	out = g.carriedItemActions(mi, out)
	if m.Pickup.ID != "" {
		out = append(out, rules.Action{Seat: m.Seat, Kind: "drop", Actor: m.ID, Weapon: m.Pickup.ID}) // HF-WPN-2
	}
	if a.Spent > 0 || g.cmd.Acted {
		// HF-ACT-7: only once it has acted (a command die's free action
		// counts). A model that respawned must Move first (DESIGN 5): it
		// may not end its activation at once.
		out = append(out, end)
	}
	return out
}

// setMoveRoutes sets the Moves and Sprints of model mi as g.routes: a Move
// and a Sprint to every cube the model can reach, as move and sprint
// allow. Capacity limits the cubes it may enter, and a cube with enemies
// ends the move (HF-MOV-1, HF-MOV-2, HF-MOV-4, HF-SPR-1). One search
// serves both, and none of them is built as an action here
// (lazy_paths.go).
func (g *Game) setMoveRoutes(mi int, move, sprint bool) {
	m := &g.models[mi]
	budget := 0
	bonus := g.thrustBonus() // Thruster
	moveLimit, sprintLimit := -1, -1
	if move {
		moveLimit = m.Unit.Move + bonus
		budget = moveLimit
	}
	if sprint {
		sprintLimit = m.Unit.Sprint + bonus
		budget = max(budget, sprintLimit)
	}
	if budget <= 0 {
		return
	}
	if g.searchMoves(mi, budget) > 0 {
		g.setRoutes(mi, &g.rs.Reacher, moveLimit, sprintLimit)
	}
}

// attackActions lists every Shoot action of model mi, appended to out: shots
// at models (HF-SHT-1) and cube attacks (Explosive, Grenade; HF-SHT-5).
// long allows the long ones.
func (g *Game) attackActions(mi int, long bool, out []rules.Action) []rules.Action {
	var buf armList
	arms := g.usableArms(&g.models[mi], &buf)
	out = g.shootActions(mi, long, arms, out, false)
	return g.cubeAttackActions(mi, long, arms, out, false)
}

// anyAttack reports whether attackActions(mi, long) lists anything,
// listing in the game's probe buffer only until it finds the first.
func (g *Game) anyAttack(mi int, long bool) bool {
	var buf armList
	arms := g.usableArms(&g.models[mi], &buf)
	g.probe = g.shootActions(mi, long, arms, g.probe[:0], true)
	if len(g.probe) == 0 {
		g.probe = g.cubeAttackActions(mi, long, arms, g.probe[:0], true)
	}
	return len(g.probe) > 0
}
