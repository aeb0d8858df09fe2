package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// retreatActions lists fighter i's Retreats (RULES.md "Melee"): an Active
// Engaged fighter, not on a wall, steps to a neighbouring cube on its
// level with room and no standing enemy, one plain step (not over a low
// wall, not a climb).
func (g *Game) retreatActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	if f.Status != Active || f.Climb != nil || !g.engaged(i) {
		return nil
	}
	enter := g.moveEnter(i)
	var out []rules.Action
	for _, s := range g.arena.Steps(f.Pos) {
		if s.Climb || g.stepCost(f.Pos, s) > min(StepInches, g.ftype(i).M) || !enter(s.To) {
			continue
		}
		to := s.To
		out = append(out, rules.Action{Seat: f.Seat, Kind: "retreat", Actor: f.ID, Cell: &to, Path: []world.Pos{to}})
	}
	return out
}

// applyRetreat carries out a Retreat (Basic): an Initiative test; on a
// pass the fighter steps out of the combat to the chosen cube; on a fail
// it stays, and each Active enemy engaged with it strikes it once (one
// attack die against its WS with its best melee weapon).
func (g *Game) applyRetreat(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	from := f.Pos
	if g.initiativeTest(i, 0, "retreat", "Retreat") {
		f.Pos = *a.Cell
		g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: a.Cell, Path: a.Path}, func() rules.Msg { return rules.Say("NecRetreats", "Fighter", f.ID, "At", a.Cell.String()) }, "%s retreats from the fight to %s.", f.ID, a.Cell)
		g.spend(1)
		return
	}
	g.emit(rules.Event{Kind: "retreat", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecFailsBreakAway", "Fighter", f.ID) }, "%s fails to break away and stays in the fight.", f.ID)
	for j := range g.st.Fighters {
		t := &g.st.Fighters[j]
		if t.Seat == f.Seat || t.Status != Active || t.Pos != from || t.Climb != nil || !f.onBoard() {
			continue
		}
		g.emit(rules.Event{Kind: "react", Seat: t.Seat, Actor: t.ID, Target: f.ID}, func() rules.Msg { return rules.Say("NecStrikesAtFleeing", "Fighter", t.ID, "Target", f.ID) }, "%s strikes at %s as it tries to break away.", t.ID, f.ID)
		g.strikeOnce(j, i, g.bestMelee(j))
	}
	g.spend(1)
}
