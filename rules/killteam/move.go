package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// ChargeRangeInches is how far away a charge target may be (KT-MOV-5).
const ChargeRangeInches = 12

// movementActions lists model i's options in the Movement phase
// (KT-MOV-1..5). A model that has rolled its Advance chooses where it
// goes; one that starts in an enemy's cube may Fall Back or stay; any
// other may make a Normal Move, Advance, Ready, stay or charge.
func (g *Game) movementActions(i int) []rules.Action {
	m := &g.st.Models[i]
	var out []rules.Action
	if g.st.Pending == m.ID && (g.st.PendingKind == PendingAdvance || g.st.PendingKind == PendingCharge) {
		if g.st.PendingKind == PendingCharge {
			out = g.closingMoves(i)
		} else {
			out = g.moveActions(i, "move", MoveCubes(g.st.PendingInches))
		}
		out = append(out, g.simple(i, "stay"))
		if g.mayReroll(i) {
			out = append(out, g.simple(i, "reroll"))
		}
		return out
	}
	if g.enemyIn(m.Pos, m.Seat) {
		out = g.moveActions(i, "fall-back", MoveCubes(g.moveInches(i)))
		return append(out, g.simple(i, "stay"))
	}
	out = g.moveActions(i, "move", MoveCubes(g.moveInches(i)))
	out = append(out, g.simple(i, "advance"), g.simple(i, "ready"), g.simple(i, "stay"))
	for j := range g.st.Models {
		t := &g.st.Models[j]
		if t.Seat == m.Seat || !t.onTable() || world.Distance(m.Pos, t.Pos) > InchesToCubes(ChargeRangeInches) || !g.roomFor(i, t.Pos) {
			continue
		}
		out = append(out, rules.Action{Seat: m.Seat, Kind: "charge", Actor: m.ID, Target: t.ID})
	}
	return out
}

// simple is an action of model i with no target or cube.
func (g *Game) simple(i int, kind string) rules.Action {
	m := &g.st.Models[i]
	return rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID}
}

// moveActions lists a move of the given kind to every cube model i can
// reach for steps cube steps (3 inches each, climbing 3 inches a level,
// KT-MOV-6) without entering an enemy's cube (KT-MOV-1, KT-MOV-2), ending
// where there is room; then the moves that end by jumping down to a cube
// no route reaches (KT-MOV-8).
func (g *Game) moveActions(i int, kind string, steps int) []rules.Action {
	m := &g.st.Models[i]
	var rs world.Reacher
	n := rs.Search(g.arena, m.Pos, steps, world.MoveRules{
		CanEnter: func(p world.Pos) bool { return !g.enemyIn(p, m.Seat) },
		FlipY:    m.Seat == rules.Red,
	})
	out := make([]rules.Action, 0, n+4) // the destinations, then a few jumps
	var paths []world.Pos
	for k := range n {
		if !g.roomFor(i, rs.To(k)) {
			continue
		}
		if paths == nil {
			paths = make([]world.Pos, 0, rs.TotalSteps())
		}
		var path []world.Pos
		paths, path = appendPath(paths, &rs, k)
		out = append(out, rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Cell: &path[len(path)-1], Path: path})
	}
	return append(out, g.jumpActions(i, kind, steps, &rs)...)
}

// appendPath appends the path of destination k of rs to paths, which must
// have room for it (Reacher.TotalSteps) so that the paths already there
// stay where they are, and returns paths and the new path.
func appendPath(paths []world.Pos, rs *world.Reacher, k int) ([]world.Pos, []world.Pos) {
	at := len(paths)
	paths = rs.AppendPath(paths, k)
	return paths, paths[at:len(paths):len(paths)]
}

// applyMovement carries out a legal Movement-phase action of model i.
func (g *Game) applyMovement(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	if a.Kind == "move" && g.st.Pending == m.ID && g.st.PendingKind == PendingChargeEnd {
		return g.chargeArrive(i, *a.Cell, a.Path)
	}
	switch a.Kind {
	case "move", "fall-back":
		from, to := m.Pos, *a.Cell
		m.Pos, m.Moved, m.Done = to, true, true
		how, id := "moves", "KtMoves"
		switch {
		case a.Kind == "fall-back":
			m.FellBack = true
			how, id = "falls back", "KtFallsBack"
		case g.st.Pending == m.ID && g.st.PendingKind == PendingCharge:
			how, id = "closes in after its failed charge", "KtClosesIn"
		case g.st.Pending == m.ID && g.st.PendingKind == PendingAdvance:
			how, id = "advances", "KtAdvancesTo"
		}
		g.st.clearPending()
		ev := []rules.Event{{Kind: "move", Seat: m.Seat, Actor: m.ID, From: &from, To: &to, Path: a.Path,
			Text: g.textf("%s %s from %s to %s.", m.ID, how, from, to), Msg: g.say(id, "Model", m.ID, "From", g.posArg(from), "To", g.posArg(to))}}
		if isJump(a) {
			ev = append(ev, g.landJump(i, jumpDrop(from, a))...)
		}
		return ev
	case "stay":
		m.Done = true
		text, id := fmt.Sprintf("%s stays where it is.", m.ID), "KtStays"
		switch {
		case g.st.Pending == m.ID && g.st.PendingKind == PendingCharge:
			text, id = fmt.Sprintf("%s stays where it is after its failed charge.", m.ID), "KtStaysAfterCharge"
		case g.st.Pending == m.ID && g.st.PendingKind == PendingAdvance:
			text, id = fmt.Sprintf("%s advances no further and stays where it is.", m.ID), "KtStaysAfterAdvance"
		}
		g.st.clearPending()
		return []rules.Event{{Kind: "stay", Seat: m.Seat, Actor: m.ID, Text: g.words(text), Msg: g.say(id, "Model", m.ID)}}
	case "ready":
		m.Ready, m.Done = true, true
		return []rules.Event{{Kind: "ready", Seat: m.Seat, Actor: m.ID, Text: g.textf("%s is Ready: it stays put and shoots in Ready, Fire! (KT-MOV-4).", m.ID), Msg: g.say("KtReady", "Model", m.ID)}}
	case "advance":
		d := g.roll(6)
		inches := g.moveInches(i) + d + g.stimBonus(i)
		m.Advanced = true
		g.st.Pending, g.st.PendingInches, g.st.PendingKind = m.ID, inches, PendingAdvance
		return []rules.Event{{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "advance", Dice: []int{d}, Hits: inches,
			Text: g.textf("%s advances: rolls %d, %d\" + %d%s = %d\", %d %s (KT-MOV-3).", m.ID, d, g.moveInches(i), d, g.stimText(i), inches, MoveCubes(inches), plural(MoveCubes(inches), "cube", "cubes")),
			Msg:  g.say("KtAdvanceRoll", "Model", m.ID, "Die", rules.Num(d), "M", rules.Num(g.moveInches(i)), "Stim", g.stimArg(i), "Inches", rules.Num(inches), "Count", rules.Num(MoveCubes(inches)))}}
	case "charge":
		if g.st.Pending == m.ID && g.st.PendingKind == PendingDeclare {
			return g.addChargeTarget(i, a)
		}
		return g.declareCharge(i, a)
	case "go":
		g.st.clearPending()
		return g.nextReaction(i)
	case "reroll":
		return g.applyReroll(i)
	}
	return nil
}
