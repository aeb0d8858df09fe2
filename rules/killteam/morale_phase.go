package killteam

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// moralePhase plays the Morale phase (KT-MOR-1..6): the initiative winner
// takes all its tests, then the other player. Each team's break test,
// recovery and nerve tests are ResolveMorale's; the nerve tests go in
// roster order (A20: the owner's choice, fixed for now).
func (g *Game) moralePhase() []rules.Event {
	ev := []rules.Event{{Kind: "phase", Seat: rules.NoSeat, Text: "Morale phase (KT-MOR-1..6)."}}
	for _, seat := range [2]rules.Seat{g.st.First, g.st.First.Other()} {
		ev = append(ev, g.teamMorale(seat)...)
	}
	return ev
}

// teamMorale plays one team's share of the Morale phase.
func (g *Game) teamMorale(seat rules.Seat) []rules.Event {
	var idx []int
	team := MoraleTeam{Started: g.st.Started[seat], Broken: g.st.Broken[seat]}
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Seat != seat || !m.onTable() {
			continue
		}
		idx = append(idx, i)
		team.Models = append(team.Models, MoraleModel{Name: m.ID, Ld: g.unit(m).Stats.Ld, FleshWounds: m.Flesh, Shaken: m.Shaken, Specialism: m.Spec,
			CommsSupport: g.commsSupported(i)})
	}
	if len(idx) == 0 {
		return nil
	}
	pos := make([]world.Pos, len(idx))
	for k, i := range idx {
		pos[k] = g.st.Models[i].Pos
	}
	team.Near = func(i, j int) bool { return world.Distance(pos[i], pos[j]) <= InchesToCubes(2) }
	var ev []rules.Event
	res := ResolveMorale(team, nil, g)
	if res.BreakTested {
		d := res.BreakDice
		word := "holds"
		if res.Team.Broken {
			word = "is broken for the rest of the game"
		}
		ev = append(ev, rules.Event{Kind: "roll", Seat: seat, Test: "break", Dice: d, Hits: d[0] + d[1], Need: team.HighestLd(),
			Text: fmt.Sprintf("%s takes a break test: %d and %d make %d against its best Ld %d; the team %s (KT-MOR-1).", seat, d[0], d[1], d[0]+d[1], team.HighestLd(), word)})
	}
	g.st.Broken[seat] = res.Team.Broken
	var calm []string
	for k, i := range idx {
		if g.st.Models[i].Shaken {
			calm = append(calm, g.st.Models[i].ID)
		}
		g.st.Models[i].Shaken = res.Team.Models[k].Shaken
	}
	if len(calm) > 0 {
		ev = append(ev, rules.Event{Kind: "recover", Seat: seat, Text: fmt.Sprintf("%s %s no longer shaken (KT-MOR-2).", strings.Join(calm, ", "), plural(len(calm), "is", "are"))})
	}
	for _, n := range res.Nerve {
		m := &g.st.Models[idx[n.Model]]
		word := "passes"
		if n.Shaken {
			word = "is shaken"
		}
		ev = append(ev, rules.Event{Kind: "roll", Seat: seat, Actor: m.ID, Test: "nerve", Dice: []int{n.Face}, Hits: n.Result, Need: g.unit(m).Stats.Ld,
			Text: fmt.Sprintf("%s takes a nerve test: rolls %d, %+d makes %d against Ld %d, and %s (KT-MOR-3).", m.ID, n.Face, n.Mod, n.Result, g.unit(m).Stats.Ld, word)})
	}
	return ev
}

// commsSupported reports whether model i is within 2" (one cube) of a
// Comms specialist of its team, itself included, that used its stratagem
// this Morale phase (KT-SPEC): −1 to its nerve test.
func (g *Game) commsSupported(i int) bool {
	m := &g.st.Models[i]
	for k := range g.st.Models {
		c := &g.st.Models[k]
		if c.Seat == m.Seat && c.Spec == Comms && c.Stratagem && c.onTable() && world.Distance(c.Pos, m.Pos) <= InchesToCubes(CommsSupportInches) {
			return true
		}
	}
	return false
}
