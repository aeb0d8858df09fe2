package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// ConsolidateInches is how far a model piles in or consolidates
// (KT-FGT-3, KT-FGT-9).
const ConsolidateInches = 3

// nearestEnemyDistance is the distance in cubes from p to the nearest
// enemy of seat on the table; -1 when there is none.
func (g *Game) nearestEnemyDistance(p world.Pos, seat rules.Seat) int {
	best := -1
	for j := range g.st.Models {
		t := &g.st.Models[j]
		if t.Seat == seat || !t.onTable() {
			continue
		}
		if d := world.Distance(p, t.Pos); best < 0 || d < best {
			best = d
		}
	}
	return best
}

// consolidateMoves lists model i's consolidations (KT-FGT-9): a move of
// up to 3" (one cube step, climbing 3" a level) to a cube with room that
// is nearer (in cubes) to the nearest enemy than where it stands; it may
// end in an enemy's cube, not pass through one. None when the model
// shares its cube with an enemy (it is as near as it can be) or no enemy
// is left.
func (g *Game) consolidateMoves(i int) []rules.Action {
	m := &g.st.Models[i]
	now := g.nearestEnemyDistance(m.Pos, m.Seat)
	if now <= 0 {
		return nil
	}
	var rs world.Reacher
	n := rs.Search(g.arena, m.Pos, MoveCubes(ConsolidateInches), world.MoveRules{
		StopsIn: func(p world.Pos) bool { return g.enemyIn(p, m.Seat) },
		FlipY:   m.Seat == rules.Red,
	})
	var out []rules.Action
	var paths []world.Pos
	for k := range n {
		if to := rs.To(k); !g.roomFor(i, to) || g.nearestEnemyDistance(to, m.Seat) >= now {
			continue
		}
		if paths == nil {
			paths = make([]world.Pos, 0, rs.TotalSteps())
		}
		var path []world.Pos
		paths, path = appendPath(paths, &rs, k)
		out = append(out, rules.Action{Seat: m.Seat, Kind: "consolidate", Actor: m.ID, Cell: &path[len(path)-1], Path: path})
	}
	return out
}

// offerConsolidation makes model i, which has just fought, choose whether
// to consolidate when it may (a pending decision of its seat).
func (g *Game) offerConsolidation(i int) {
	if g.st.Models[i].onTable() && len(g.consolidateMoves(i)) > 0 {
		g.st.Pending, g.st.PendingInches, g.st.PendingKind = g.st.Models[i].ID, ConsolidateInches, PendingConsolidate
	}
}

// applyConsolidate carries out pending model i's consolidation or its
// choice to stay.
func (g *Game) applyConsolidate(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	g.st.clearPending()
	if a.Kind != "consolidate" {
		return []rules.Event{{Kind: "stay", Seat: m.Seat, Actor: m.ID, Text: g.textf("%s does not consolidate.", m.ID), Msg: g.say("KtNoConsolidate", "Model", m.ID)}}
	}
	from, to := m.Pos, *a.Cell
	m.Pos = to
	return []rules.Event{{Kind: "move", Seat: m.Seat, Actor: m.ID, From: &from, To: &to, Path: a.Path,
		Text: g.textf("%s consolidates from %s to %s (KT-FGT-9).", m.ID, from, to),
		Msg:  g.say("KtConsolidates", "Model", m.ID, "From", g.posArg(from), "To", g.posArg(to))}}
}
