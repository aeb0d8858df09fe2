package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// scenarioNoteMsg is scenarioNote as a message: one per scenario, its
// score target as Count (the plural of kills, captures, points).
func (g *Game) scenarioNoteMsg() rules.Msg {
	s := g.b.setup
	round, rounds := rules.Num(g.round), rules.Num(s.Rounds)
	id := "FpNoteSlayer"
	switch s.Scenario {
	case ScenarioAttrition:
		return rules.Say("FpNoteAttrition", "Round", round, "Rounds", rounds)
	case ScenarioStrongholds:
		return rules.Say("FpNoteStrongholds", "Min", rules.Num(StrongholdsMin), "Round", round, "Rounds", rounds)
	case ScenarioTotalControl:
		id = "FpNoteTotalControl"
	case ScenarioVIP:
		id = "FpNoteVIP"
	case ScenarioCTF:
		id = "FpNoteCTF"
	case ScenarioOddball:
		id = "FpNoteOddball"
	}
	return rules.Say(id, "Count", rules.Num(s.Kills), "Round", round, "Rounds", rounds)
}

// tieNoteMsg is tieNote as a message.
func (g *Game) tieNoteMsg() rules.Msg {
	return rules.Say("FpNoteTie", "Rounds", rules.Num(g.b.setup.Rounds), "Blue", rules.Num(g.kills[rules.Blue]), "Red", rules.Num(g.kills[rules.Red]))
}

// vipNoteMsg is vipNote as a message.
func (g *Game) vipNoteMsg() rules.Msg {
	b, r := &g.models[g.vip(rules.Blue)], &g.models[g.vip(rules.Red)]
	return rules.Say("FpNoteVIPs", "Blue", b.label(), "Red", r.label())
}

// itemNoteMsgs are itemNotes as messages, note for note.
func (g *Game) itemNoteMsgs() []rules.Msg {
	var out []rules.Msg
	for _, s := range rules.Seats {
		if g.it.Sensor[s] {
			out = append(out, rules.Say("FpNoteSensor", "Seat", msgValue(s)))
		}
	}
	if len(g.it.Pool) > 0 {
		out = append(out, rules.Say("FpNoteItemStack", "Count", rules.Num(len(g.it.Pool))))
	}
	return out
}
