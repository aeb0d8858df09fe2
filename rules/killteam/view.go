package killteam

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// View is a read-only picture of the game: every model with its card,
// the objectives and deployment zones, the command points and the
// mission's notes.
func (g *Game) View() rules.View {
	prompt, promptMsg := g.prompt()
	phase, phaseMsg := g.phaseTitle()
	v := rules.View{Ruleset: RulesetName, Round: g.st.Round, ToMove: g.ToMove(), Prompt: prompt, PromptMsg: promptMsg, Score: g.st.Score, Phase: phase, PhaseMsg: phaseMsg}
	for i := range g.st.Models {
		m := &g.st.Models[i]
		u := g.unit(m)
		v.Pieces = append(v.Pieces, rules.Piece{
			ID: m.ID, Seat: m.Seat, Name: u.Name, Role: roleTag(m, u), Pos: m.Pos, OnBoard: m.onTable(),
			Active: g.deciding(i), Activated: m.Done, Wounds: u.Stats.W - m.Wounds, HP: u.Stats.W,
			Card: g.card(i), Marks: marks(m), Status: g.status(i), StatusMsg: g.statusMsg(i),
		})
	}
	for _, z := range g.objectiveZones() {
		s := g.holder(z)
		for _, p := range z.Cells {
			t := rules.Token{Kind: "zone", Label: "Objective " + z.Label, Pos: p, Seat: s,
				Help:     "Held at the end of a round from round 2 by the side whose non-shaken models in or next to it are worth more points: 1 victory point.",
				LabelMsg: rules.Say("KtObjective", "Label", z.Label), HelpMsg: rules.Say("KtObjectiveHelp")}
			if s != rules.NoSeat {
				t.State = rules.ZoneHeld
			}
			v.Tokens = append(v.Tokens, t)
		}
	}
	for _, z := range g.arena.ZonesOf(world.ZoneDeploy) {
		for _, p := range z.Cells {
			v.Tokens = append(v.Tokens, rules.Token{Kind: "area", Label: rules.Seat(z.Team).String() + " deployment zone", Pos: p, Seat: rules.Seat(z.Team),
				LabelMsg: rules.Say("KtDeploymentZone", "Seat", seatRef(rules.Seat(z.Team)))})
		}
	}
	note, noteMsg := g.missionNote()
	v.Notes, v.NoteMsgs = append(v.Notes, note), append(v.NoteMsgs, noteMsg)
	for seat := range 2 {
		lines := []string{fmt.Sprintf("Command points: %d", g.st.CP[seat])}
		msgs := []rules.Msg{rules.Say("KtSideCP", "CP", rules.Num(g.st.CP[seat]))}
		if g.st.Broken[seat] {
			lines = append(lines, "Broken: -1 to hit, every model tests its nerve")
			msgs = append(msgs, rules.Say("KtSideBroken"))
		}
		switch {
		case g.st.Phase == PhaseDeploy:
			lines = append(lines, fmt.Sprintf("To deploy: %d", g.undeployed(rules.Seat(seat))))
			msgs = append(msgs, rules.Say("KtSideToDeploy", "Left", rules.Num(g.undeployed(rules.Seat(seat)))))
		case rules.Seat(seat) == g.st.First:
			lines = append(lines, "Initiative this round")
			msgs = append(msgs, rules.Say("KtSideInitiative"))
		}
		v.Sides[seat] = rules.SideView{Title: "Command points", TitleMsg: rules.Say("KtSideTitle"), Lines: lines, LineMsgs: msgs}
	}
	return v
}

// roleTag is a short tag for the figure: the specialism's initials, else
// the unit name's.
func roleTag(m *model, u *Unit) string {
	name := u.Name
	if m.Spec != NoSpecialism {
		name = m.Spec.String()
		return strings.ToUpper(name[:min(2, len(name))])
	}
	tag := ""
	for _, w := range strings.Fields(name) {
		tag += strings.ToUpper(w[:1])
	}
	return tag
}

// card is a model's card: its profile, its weapons and what it did this
// round.
func (g *Game) card(i int) []rules.CardLine {
	m := &g.st.Models[i]
	u := g.unit(m)
	s := u.Stats
	title := rules.CardLine{Text: u.Name, Msg: rules.Say("KtCardName", "Unit", u.Name)}
	if m.Spec != NoSpecialism {
		title.Text += " (" + m.Spec.String() + ")"
		title.Msg = rules.Say("KtCardNameSpec", "Unit", u.Name, "Spec", specRef(m.Spec))
	}
	sv := "-"
	if s.Sv > 0 {
		sv = fmt.Sprintf("%d+", s.Sv)
	}
	lines := []rules.CardLine{title, {Text: fmt.Sprintf("M %d\" WS %d+ BS %d+ S %d T %d W %d A %d Ld %d Sv %s", s.M, s.WS, s.BS, s.S, s.T, s.W, s.A, s.Ld, sv),
		Msg: rules.Say("KtCardStats", "M", rules.Num(s.M), "WS", rules.Num(s.WS), "BS", rules.Num(s.BS), "S", rules.Num(s.S), "T", rules.Num(s.T), "W", rules.Num(s.W), "A", rules.Num(s.A), "Ld", rules.Num(s.Ld), "Sv", sv)}}
	for _, a := range g.weaponsOf(i) {
		for _, p := range a.Weapon.Profiles {
			name := a.Weapon.Name
			if p.Name != "" {
				name += " (" + p.Name + ")"
			}
			line := rules.CardLine{Text: name + ": " + profileText(p), Msg: profileMsg(name, p)}
			if p.Type == Grenade && g.st.Grenade[m.Seat] {
				line.Tone = rules.ToneMuted
			}
			lines = append(lines, line)
		}
	}
	lines = append(lines, rules.CardLine{Text: "Rifle butt: " + profileText(RifleButt()), Msg: profileMsg(rules.MsgRef+"KtRifleButt", RifleButt())})
	return append(lines, statusLine(m, s.W))
}

// statusLine is the last line of a model's card: its wounds, flesh wounds
// and what it did this round ("wounds 1/2, ready, charged").
func statusLine(m *model, w int) rules.CardLine {
	status := []string{fmt.Sprintf("wounds %d/%d", m.Wounds, w)}
	id := "KtCardStatus"
	if m.Flesh > 0 {
		status = append(status, fmt.Sprintf("%d flesh %s", m.Flesh, plural(m.Flesh, "wound", "wounds")))
		id = "KtCardStatusFlesh"
	}
	args := []string{"Wounds", rules.Num(m.Wounds), "Of", rules.Num(w), "Count", rules.Num(m.Flesh)}
	for _, f := range []struct {
		on   bool
		text string
		arg  string
	}{{m.Ready, "ready", "Ready"}, {m.Advanced, "advanced", "Advanced"}, {m.FellBack, "fell back", "FellBack"}, {m.Retreated, "retreated", "Retreated"}, {m.Stratagem, "stratagem", "Stratagem"}, {m.Comms, "comms", "Comms"}, {m.Charged, "charged", "Charged"}} {
		value := ""
		if f.on {
			status = append(status, f.text)
			value = rules.Ref("KtCardDid" + f.arg)
		}
		args = append(args, f.arg, value)
	}
	return rules.CardLine{Text: strings.Join(status, ", "), Msg: rules.Msg{ID: id, Args: args}}
}

// profileMsg is a card's line of a weapon profile as a message: the
// weapon's name (its own words, or a reference to a message) and the
// profile as profileText writes it.
func profileMsg(name string, p Profile) rules.Msg {
	args := []string{"Weapon", name, "Type", typeRef(p.Type), "S", p.S.String(), "AP", rules.Num(p.AP), "D", p.D.String()}
	if p.Type == Melee {
		return rules.Msg{ID: "KtCardMelee", Args: args}
	}
	return rules.Msg{ID: "KtCardRanged", Args: append(args, "Range", rules.Num(p.Range), "Attacks", p.Attacks.String())}
}

// profileText writes a profile as the data does: 24" Rapid Fire 1 S 4 AP 0 D 1.
func profileText(p Profile) string {
	head := "Melee"
	if p.Type != Melee {
		head = fmt.Sprintf("%d\" %s %s", p.Range, p.Type, p.Attacks)
	}
	return fmt.Sprintf("%s S %s AP %d D %s", head, p.S, p.AP, p.D)
}

// marks are a model's status badges, most urgent first.
func marks(m *model) []rules.Mark {
	var out []rules.Mark
	if m.Out {
		return []rules.Mark{{Text: "OUT OF ACTION", Tone: rules.ToneDanger, Msg: rules.Say("KtMarkOut")}}
	}
	if m.Shaken {
		out = append(out, rules.Mark{Text: "SHAKEN", Tone: rules.ToneDanger, Msg: rules.Say("KtMarkShaken")})
	}
	if m.Flesh > 0 {
		out = append(out, rules.Mark{Text: fmt.Sprintf("FLESH WOUND x%d", m.Flesh), Tone: rules.ToneDanger, Msg: rules.Say("KtMarkFlesh", "Count", rules.Num(m.Flesh))})
	}
	if m.Ready {
		out = append(out, rules.Mark{Text: "READY", Msg: rules.Say("KtMarkReady")})
	}
	return out
}

// describe names a model for the log: "blue.1 (Warden Sergeant, Leader)".
func (g *Game) describe(m *model) string {
	u := g.unit(m)
	if m.Spec != NoSpecialism {
		return fmt.Sprintf("%s (%s, %s)", m.ID, u.Name, m.Spec)
	}
	return fmt.Sprintf("%s (%s)", m.ID, u.Name)
}

// deciding reports whether model i is the one a pending decision is about:
// an Advance or a move after a failed charge, a consolidation, a
// stratagem's action, the target answering a charge, a shooter splitting
// its attacks.
func (g *Game) deciding(i int) bool {
	id := g.st.Models[i].ID
	if g.st.Volley != nil {
		return g.st.Volley.Shooter == id
	}
	if _, j, ok := g.chargeParties(); ok {
		return j == i
	}
	return g.st.Pending == id
}

// phaseTitle names the phase and its section for a screen's banner
// (KT-RND-1, KT-SHT-0, KT-FGT-0), and its message; "" once the game is
// over.
func (g *Game) phaseTitle() (string, rules.Msg) {
	switch {
	case g.st.Over:
		return "", rules.Msg{}
	case g.st.Phase == PhaseDeploy:
		return "Deployment", rules.Say("KtDeployment")
	case g.st.Phase == PhaseShooting && g.st.Section == SectionFirst:
		return "Shooting phase: Ready, Fire!", rules.Say("KtTitleReadyFire")
	case g.st.Phase == PhaseShooting:
		return "Shooting phase: Fire at Will", rules.Say("KtTitleFireAtWill")
	case g.st.Phase == PhaseFight && g.st.Section == SectionFirst:
		return "Fight phase: Hammer of Wrath", rules.Say("KtTitleHammer")
	case g.st.Phase == PhaseFight:
		return "Fight phase: Fight for your Lives", rules.Say("KtTitleFightForLives")
	}
	return g.st.Phase.String() + " phase", rules.Say("KtPhaseTitle", "Phase", phaseRef(g.st.Phase))
}

// statusMsg is status's message.
func (g *Game) statusMsg(i int) rules.Msg {
	id := map[string]string{"to deploy": "KtStatusToDeploy", "deployed": "KtStatusDeployed", "acting": "KtStatusActing", "acted": "KtStatusActed",
		"to act": "KtStatusToAct", "to test": "KtStatusToTest", "tested": "KtStatusTested", "—": "KtStatusDash"}[g.status(i)]
	if id == "" {
		return rules.Msg{}
	}
	return rules.Say(id)
}

// status is a model's standing in the phase in words that do not clash
// with the rules' own Ready (KT-MOV-4): acting (the model a decision is
// about), acted (done in this phase), or to act; while the teams deploy,
// to deploy or deployed (KT-DEP-2); while a team's nerve tests are under
// way (A20), to test, tested or a dash; "" out of action (its mark says
// so).
func (g *Game) status(i int) string {
	switch {
	case g.st.Models[i].Out:
		return ""
	case g.st.Models[i].Undeployed:
		return "to deploy"
	case g.st.Phase == PhaseDeploy:
		return "deployed"
	case g.st.Nerve != NerveNone:
		return g.nerveStatus(i)
	case g.deciding(i):
		return "acting"
	case g.st.Models[i].Done:
		return "acted"
	}
	return "to act"
}
