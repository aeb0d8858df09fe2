package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The Skirmish mission (G3, RULES.md "The missions").
const (
	// ScoreFromRound is the first round whose end scores objectives.
	ScoreFromRound = 2
	// BrokenBonus is what a side scores at the end for a broken enemy.
	BrokenBonus = 1
)

// holder is the side that controls objective zone z: the one whose
// non-shaken models in or next to its cubes are worth more points
// (modelPoints; RULES.md "The mission"); NoSeat on a tie.
func (g *Game) holder(z world.Zone) rules.Seat {
	var n [2]int
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if !m.onTable() || m.Shaken {
			continue
		}
		if distanceTo(m.Pos, z.Cells) <= 1 {
			n[m.Seat] += g.modelPoints(m)
		}
	}
	switch {
	case n[0] > n[1]:
		return rules.Blue
	case n[1] > n[0]:
		return rules.Red
	}
	return rules.NoSeat
}

// modelPoints is what model m costs: its unit's points and its weapons'
// (KT-ROS-1).
func (g *Game) modelPoints(m *model) int {
	p := g.unit(m).Points
	for _, id := range m.Weapons {
		if w, ok := g.data.Weapon(id); ok {
			p += w.Points
		}
	}
	return p
}

// endRound scores the round by the mission and ends the game after its
// last round; otherwise the next round begins. Skirmish: from
// ScoreFromRound, 1 VP per objective held, and after the last round
// BrokenBonus for each broken enemy. Assassination: each side's tally
// (assassinationScore).
func (g *Game) endRound() []rules.Event {
	var ev []rules.Event
	last := g.st.Round >= g.maxRounds()
	if g.setup.Scenario == ScenarioAssassination {
		ev = g.scoreAssassination()
	} else {
		ev = g.scoreObjectives(last)
	}
	if !last {
		return append(ev, g.startRound(g.st.Round+1)...)
	}
	n := g.maxRounds()
	winner, reason, id := rules.NoSeat, fmt.Sprintf("a draw on victory points after %d rounds", n), "KtEndsDraw"
	switch {
	case g.st.Score[0] > g.st.Score[1]:
		winner, reason, id = rules.Blue, fmt.Sprintf("blue wins on victory points after %d rounds", n), "KtEndsBlueWins"
	case g.st.Score[1] > g.st.Score[0]:
		winner, reason, id = rules.Red, fmt.Sprintf("red wins on victory points after %d rounds", n), "KtEndsRedWins"
	}
	return append(ev, g.finish(winner, reason, id, "Count", rules.Num(n)))
}

// scoreObjectives scores the Skirmish mission at a round's end: from
// ScoreFromRound 1 VP per objective held, and in the last round
// BrokenBonus for each broken enemy.
func (g *Game) scoreObjectives(last bool) []rules.Event {
	var ev []rules.Event
	if g.st.Round >= ScoreFromRound {
		for _, z := range g.objectiveZones() {
			s := g.holder(z)
			if s == rules.NoSeat {
				continue
			}
			g.st.Score[s]++
			ev = append(ev, rules.Event{Kind: "score", Seat: s, Text: g.textf("%s holds objective %s: 1 victory point (%d–%d).", s, z.Label, g.st.Score[0], g.st.Score[1]),
				Msg: g.say("KtHoldsObjective", "Seat", seatRef(s), "Objective", z.Label, "Blue", rules.Num(g.st.Score[0]), "Red", rules.Num(g.st.Score[1]))})
		}
	}
	if !last {
		return ev
	}
	for seat := range 2 {
		if g.st.Broken[1-seat] {
			g.st.Score[seat] += BrokenBonus
			ev = append(ev, rules.Event{Kind: "score", Seat: rules.Seat(seat), Text: g.textf("%s scores %d for the broken enemy team (%d–%d).", rules.Seat(seat), BrokenBonus, g.st.Score[0], g.st.Score[1]),
				Msg: g.say("KtBrokenBonus", "Seat", seatRef(rules.Seat(seat)), "Bonus", rules.Num(BrokenBonus), "Blue", rules.Num(g.st.Score[0]), "Red", rules.Num(g.st.Score[1]))})
		}
	}
	return ev
}

// checkWipeout keeps the Assassination mission's tally as models fall
// (scoreAssassination) and ends the game when a team has no model left
// on the table: the other wins (a draw if neither has any).
func (g *Game) checkWipeout() ([]rules.Event, bool) {
	var ev []rules.Event
	if g.setup.Scenario == ScenarioAssassination {
		ev = g.scoreAssassination()
	}
	var left [2]int
	for i := range g.st.Models {
		if g.st.Models[i].onTable() {
			left[g.st.Models[i].Seat]++
		}
	}
	switch {
	case left[0] > 0 && left[1] > 0:
		return ev, false
	case left[0] > 0:
		return append(ev, g.finish(rules.Blue, "red has no model left on the table", "KtEndsRedWipedOut")), true
	case left[1] > 0:
		return append(ev, g.finish(rules.Red, "blue has no model left on the table", "KtEndsBlueWipedOut")), true
	}
	return append(ev, g.finish(rules.NoSeat, "neither team has a model left on the table", "KtEndsBothWipedOut")), true
}

// finish ends the game for reason; id and args are the message of the
// event's sentence.
func (g *Game) finish(winner rules.Seat, reason, id string, args ...string) rules.Event {
	g.st.Over, g.st.Winner, g.st.Reason = true, winner, reason
	g.st.clearPending()
	g.st.Charging, g.st.Volley = "", nil
	g.st.Turn = rules.NoSeat
	text := "The game ends: " + reason + "."
	return rules.Event{Kind: "end", Seat: winner, Text: g.words(text), Msg: g.say(id, args...)}
}
