package killteam

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// RetreatInches is how far a model retreats from a charge (KT-MOV-5).
const RetreatInches = 3

// chargeParties is the charger awaiting a target's reaction and that
// target (the next of its declared targets to react), by index; ok is
// false when no charge waits for one.
func (g *Game) chargeParties() (charger, target int, ok bool) {
	if g.st.Charging == "" {
		return -1, -1, false
	}
	i := g.modelIndex(g.st.Charging)
	if i < 0 {
		return -1, -1, false
	}
	m := &g.st.Models[i]
	ts := m.chargeTargets()
	if m.Reacted >= len(ts) {
		return -1, -1, false
	}
	j := g.modelIndex(ts[m.Reacted])
	return i, j, j >= 0
}

// mayReact reports whether model j may react to a charge (KT-MOV-5,
// KT-MOV-2/3, A13): it is on the table, not shaken, shares no cube with
// an enemy, did not fall back and has not retreated this phase. A model
// that advanced may still fire Overwatch with Assault weapons (the seed's
// Assault rule; CanFire keeps the others silent) but may not retreat.
func (g *Game) mayReact(j int) bool {
	t := &g.st.Models[j]
	return t.onTable() && !t.Shaken && !t.FellBack && !t.Retreated && !g.enemyIn(t.Pos, t.Seat)
}

// reactionActions lists the charged model j's answers to model i's
// charge (KT-MOV-5): Overwatch at the charger with each firing group it
// may fire at it, Retreat to each cube one step (3") away that is farther
// from the charger, or stand (no reaction).
func (g *Game) reactionActions(i, j int) []rules.Action {
	if !g.mayReact(j) {
		return nil
	}
	arms, groups := g.firingGroups(j)
	out := g.fireOptions(j, i, "overwatch", arms, groups)
	if !g.st.Models[j].Advanced {
		out = append(out, g.retreatActions(i, j)...)
	}
	return append(out, g.simple(j, "stand"))
}

// retreatActions lists model j's retreats from charger i: a move of up
// to 3" (one cube, climbing 3" a level) into no enemy's cube, ending
// where there is room and farther (in cubes) from the charger.
func (g *Game) retreatActions(i, j int) []rules.Action {
	from := world.Distance(g.st.Models[i].Pos, g.st.Models[j].Pos)
	var out []rules.Action
	for _, a := range g.moveActions(j, "retreat", MoveCubes(RetreatInches)) {
		if world.Distance(g.st.Models[i].Pos, *a.Cell) > from {
			out = append(out, a)
		}
	}
	return out
}

// applyReaction carries out model j's reaction to the charge waiting for
// it, then rolls the charge (KT-MOV-5).
func (g *Game) applyReaction(j int, a rules.Action) []rules.Event {
	i, _, _ := g.chargeParties()
	g.st.Models[i].Reacted++
	t := &g.st.Models[j]
	var ev []rules.Event
	switch a.Kind {
	case "overwatch":
		ev = append(ev, rules.Event{Kind: "overwatch", Seat: t.Seat, Actor: t.ID, Target: a.Target,
			Text: g.textf("%s fires Overwatch at %s: only an unmodified 6 hits (KT-MOV-5).", t.ID, a.Target),
			Msg:  g.say("KtOverwatch", "Model", t.ID, "Target", a.Target)})
		ev = append(ev, g.fireAt(j, i, a, true)...)
	case "retreat":
		from, to := t.Pos, *a.Cell
		t.Pos, t.Retreated, t.Moved = to, true, true
		ev = append(ev, rules.Event{Kind: "move", Seat: t.Seat, Actor: t.ID, From: &from, To: &to, Path: a.Path,
			Text: g.textf("%s retreats from %s to %s (KT-MOV-5): it may not react again this phase nor shoot this round.", t.ID, from, to),
			Msg:  g.say("KtRetreats", "Model", t.ID, "From", g.posArg(from), "To", g.posArg(to))})
		if isJump(a) {
			ev = append(ev, g.landJump(j, jumpDrop(from, a))...)
		}
	default:
		ev = append(ev, rules.Event{Kind: "stand", Seat: t.Seat, Actor: t.ID,
			Text: g.textf("%s stands its ground against the charge.", t.ID), Msg: g.say("KtStands", "Model", t.ID)})
	}
	return append(ev, g.nextReaction(i)...)
}

// declareCharge begins model i's charge at the action's target
// (KT-MOV-5): the declaration; then, while other enemies may be added
// (moreChargeTargets), a pending choice of more targets; then the
// targets' reactions (nextReaction).
func (g *Game) declareCharge(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	m.Charged, m.ChargeTarget, m.ChargeAlso, m.Reacted = true, a.Target, nil, 0
	ev := []rules.Event{{Kind: "declare", Seat: m.Seat, Actor: m.ID, Target: a.Target,
		Text: g.textf("%s declares a charge at %s (KT-MOV-5).", m.ID, a.Target), Msg: g.say("KtDeclares", "Model", m.ID, "Target", a.Target)}}
	if len(g.moreChargeTargets(i)) > 0 {
		g.st.Pending, g.st.PendingKind = m.ID, PendingDeclare
		return ev
	}
	return append(ev, g.nextReaction(i)...)
}

// rollCharge rolls model i's charge at its declared target (KT-MOV-5,
// RULES.md "Charge"): 2D6 inches; it succeeds if the charger can reach
// the target's cube within them, entering no other enemy's cube. On a
// failure the charger may move the whole roll as close as it can to the
// target (a pending choice) or stay put. A charger or target taken out by
// Overwatch ends the charge.
func (g *Game) rollCharge(i int) []rules.Event {
	m := &g.st.Models[i]
	m.Done = true
	if m.Out {
		return nil
	}
	if len(g.chargeGoals(i)) == 0 {
		return []rules.Event{{Kind: "charge-failed", Seat: m.Seat, Actor: m.ID, Target: m.ChargeTarget,
			Text: g.textf("%s's charge has no target left: it stays put.", m.ID), Msg: g.say("KtChargeNoTarget", "Model", m.ID)}}
	}
	return g.chargeRoll(i)
}

// chargeRoll rolls model i's 2D6 charge at its declared target, on the
// table, and carries it out (chargeWith).
func (g *Game) chargeRoll(i int) []rules.Event {
	m := &g.st.Models[i]
	names := strings.Join(m.chargeTargets(), ", ")
	d1, d2 := g.roll(6), g.roll(6)
	inches := d1 + d2 + g.stimBonus(i)
	steps := MoveCubes(inches)
	ev := []rules.Event{{Kind: "roll", Seat: m.Seat, Actor: m.ID, Target: m.ChargeTarget, Test: "charge", Dice: []int{d1, d2}, Hits: inches,
		Text: g.textf("%s charges %s: rolls %d and %d%s, %d\", %d %s.", m.ID, names, d1, d2, g.stimText(i), inches, steps, plural(steps, "cube", "cubes")),
		Msg:  g.say("KtChargeRoll", "Model", m.ID, "Targets", names, "A", rules.Num(d1), "B", rules.Num(d2), "Stim", g.stimArg(i), "Inches", rules.Num(inches), "Count", rules.Num(steps))}}
	return append(ev, g.chargeWith(i, inches)...)
}

// chargeWith carries out model i's charge of inches at its declared
// targets: the move into the cube of one of them within reach, entering
// no cube of an enemy it did not declare (chargeEnds); with several
// such cubes, its seat chooses (PendingChargeEnd). Else the charge fails
// and the charger's seat may re-roll it (KT-CP-3), move the whole roll
// closer or stay, when it has more than staying to choose.
func (g *Game) chargeWith(i, inches int) []rules.Event {
	m := &g.st.Models[i]
	t := &g.st.Models[g.modelIndex(m.ChargeTarget)]
	m.Done = true
	var ev []rules.Event
	switch ends := g.chargeEnds(i, inches); {
	case len(ends) == 1:
		return g.chargeArrive(i, *ends[0].Cell, ends[0].Path)
	case len(ends) > 1:
		m.Done = false
		g.st.Pending, g.st.PendingInches, g.st.PendingKind = m.ID, inches, PendingChargeEnd
		return []rules.Event{{Kind: "charge-choice", Seat: m.Seat, Actor: m.ID,
			Text: g.textf("%s can reach %d of its targets' cubes: the charge succeeds where it chooses to end (KT-MOV-5).", m.ID, len(ends)),
			Msg:  g.say("KtChargeChoice", "Model", m.ID, "Count", rules.Num(len(ends)))}}
	}
	g.st.Pending, g.st.PendingInches, g.st.PendingKind = m.ID, inches, PendingCharge
	targets := m.chargeTargets()
	if len(g.closingMoves(i)) == 0 && !g.mayReroll(i) {
		g.st.clearPending()
		return append(ev, rules.Event{Kind: "charge-failed", Seat: m.Seat, Actor: m.ID, Target: t.ID,
			Text: g.textf("%s cannot reach %s: the charge fails and it stays put.", m.ID, strings.Join(targets, " or ")),
			Msg:  g.sayWith("KtChargeFails", []string{"Model", m.ID}, g.orArgs(targets))})
	}
	m.Done = false
	return append(ev, rules.Event{Kind: "charge-failed", Seat: m.Seat, Actor: m.ID, Target: t.ID,
		Text: g.textf("%s cannot reach %s: the charge fails; it stays put or moves %d\" as close as it can.", m.ID, strings.Join(targets, " or "), inches),
		Msg:  g.sayWith("KtChargeFailsMove", []string{"Model", m.ID, "Inches", rules.Num(inches)}, g.orArgs(targets))})
}

// chargeEnds lists the moves that end model i's charge of inches with
// success (KT-MOV-5): to the cube, with room, of each of its declared
// targets on the table within reach, in the order declared, passing
// through no cube of an enemy it did not declare.
func (g *Game) chargeEnds(i, inches int) []rules.Action {
	m := &g.st.Models[i]
	goals := g.chargeGoals(i)
	isGoal := func(p world.Pos) bool {
		for _, q := range goals {
			if p == q {
				return true
			}
		}
		return false
	}
	var rs world.Reacher
	n := rs.Search(g.arena, m.Pos, MoveCubes(inches), world.MoveRules{
		CanEnter: func(p world.Pos) bool { return !g.undeclaredIn(i, p) },
		StopsIn:  isGoal,
		FlipY:    m.Seat == rules.Red,
	})
	var out []rules.Action
	for _, goal := range goals {
		for k := range n {
			if rs.To(k) == goal && g.roomFor(i, goal) {
				path := rs.AppendPath(nil, k)
				out = append(out, rules.Action{Seat: m.Seat, Kind: "move", Actor: m.ID, Cell: &path[len(path)-1], Path: path})
				break
			}
		}
	}
	return out
}

// chargeArrive ends model i's successful charge in cube goal by path:
// every declared target still on the table counts as charged (KT-MOV-5).
func (g *Game) chargeArrive(i int, goal world.Pos, path []world.Pos) []rules.Event {
	m := &g.st.Models[i]
	from := m.Pos
	m.Pos, m.Moved, m.ChargeHit, m.Done = goal, true, true, true
	var reached []string
	for _, id := range m.chargeTargets() {
		if k := g.modelIndex(id); g.st.Models[k].onTable() {
			g.st.Models[k].ChargedAt = true
			if g.st.Models[k].Pos == goal {
				reached = append(reached, id)
			}
		}
	}
	g.st.clearPending()
	return []rules.Event{{Kind: "charge", Seat: m.Seat, Actor: m.ID, Target: reached[0], From: &from, To: &goal, Path: path,
		Text: g.textf("%s reaches %s at %s: the charge succeeds.", m.ID, strings.Join(reached, ", "), goal),
		Msg:  g.say("KtChargeReaches", "Model", m.ID, "Targets", g.joinArg(reached), "At", g.posArg(goal))}}
}

// closingMoves lists the moves of pending model i after a failed charge
// (KT-MOV-5): with the whole roll, into no enemy's cube, to the cubes
// with room nearest (in cubes) to any of its declared targets, when they
// are nearer than where it stands.
func (g *Game) closingMoves(i int) []rules.Action {
	m := &g.st.Models[i]
	goals := g.chargeGoals(i)
	near := func(p world.Pos) int {
		d := -1
		for _, q := range goals {
			if e := world.Distance(p, q); d < 0 || e < d {
				d = e
			}
		}
		return d
	}
	best := near(m.Pos)
	var out []rules.Action
	for _, a := range g.moveActions(i, "move", MoveCubes(g.st.PendingInches)) {
		switch d := near(*a.Cell); {
		case d < best:
			best, out = d, append(out[:0], a)
		case d == best && len(out) > 0:
			out = append(out, a)
		}
	}
	return out
}
