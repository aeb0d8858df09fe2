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
	v := rules.View{Ruleset: RulesetName, Round: g.st.Round, ToMove: g.ToMove(), Prompt: g.Prompt(), Score: g.st.Score, Phase: g.phaseTitle()}
	for i := range g.st.Models {
		m := &g.st.Models[i]
		u := g.unit(m)
		v.Pieces = append(v.Pieces, rules.Piece{
			ID: m.ID, Seat: m.Seat, Name: u.Name, Role: roleTag(m, u), Pos: m.Pos, OnBoard: m.onTable(),
			Active: g.deciding(i), Activated: m.Done, Wounds: u.Stats.W - m.Wounds, HP: u.Stats.W,
			Card: g.card(i), Marks: marks(m), Status: g.status(i),
		})
	}
	for _, z := range g.objectiveZones() {
		s := g.holder(z)
		for _, p := range z.Cells {
			t := rules.Token{Kind: "zone", Label: "Objective " + z.Label, Pos: p, Seat: s,
				Help: "Held at the end of a round from round 2 by the side whose non-shaken models in or next to it are worth more points: 1 victory point."}
			if s != rules.NoSeat {
				t.State = rules.ZoneHeld
			}
			v.Tokens = append(v.Tokens, t)
		}
	}
	for _, z := range g.arena.ZonesOf(world.ZoneDeploy) {
		for _, p := range z.Cells {
			v.Tokens = append(v.Tokens, rules.Token{Kind: "area", Label: rules.Seat(z.Team).String() + " deployment zone", Pos: p, Seat: rules.Seat(z.Team)})
		}
	}
	v.Notes = append(v.Notes, g.missionNote())
	for seat := range 2 {
		lines := []string{fmt.Sprintf("Command points: %d", g.st.CP[seat])}
		if g.st.Broken[seat] {
			lines = append(lines, "Broken: -1 to hit, every model tests its nerve")
		}
		switch {
		case g.st.Phase == PhaseDeploy:
			lines = append(lines, fmt.Sprintf("To deploy: %d", g.undeployed(rules.Seat(seat))))
		case rules.Seat(seat) == g.st.First:
			lines = append(lines, "Initiative this round")
		}
		v.Sides[seat] = rules.SideView{Title: "Command points", Lines: lines}
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
	title := u.Name
	if m.Spec != NoSpecialism {
		title += " (" + m.Spec.String() + ")"
	}
	sv := "-"
	if s.Sv > 0 {
		sv = fmt.Sprintf("%d+", s.Sv)
	}
	lines := rules.Lines(title, fmt.Sprintf("M %d\" WS %d+ BS %d+ S %d T %d W %d A %d Ld %d Sv %s", s.M, s.WS, s.BS, s.S, s.T, s.W, s.A, s.Ld, sv))
	for _, a := range g.weaponsOf(i) {
		for _, p := range a.Weapon.Profiles {
			name := a.Weapon.Name
			if p.Name != "" {
				name += " (" + p.Name + ")"
			}
			line := rules.CardLine{Text: name + ": " + profileText(p)}
			if p.Type == Grenade && g.st.Grenade[m.Seat] {
				line.Tone = rules.ToneMuted
			}
			lines = append(lines, line)
		}
	}
	lines = append(lines, rules.CardLine{Text: "Rifle butt: " + profileText(RifleButt())})
	status := []string{fmt.Sprintf("wounds %d/%d", m.Wounds, s.W)}
	if m.Flesh > 0 {
		status = append(status, fmt.Sprintf("%d flesh %s", m.Flesh, plural(m.Flesh, "wound", "wounds")))
	}
	for _, f := range []struct {
		on   bool
		text string
	}{{m.Ready, "ready"}, {m.Advanced, "advanced"}, {m.FellBack, "fell back"}, {m.Retreated, "retreated"}, {m.Stratagem, "stratagem"}, {m.Comms, "comms"}, {m.Charged, "charged"}} {
		if f.on {
			status = append(status, f.text)
		}
	}
	return append(lines, rules.CardLine{Text: strings.Join(status, ", ")})
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
		return []rules.Mark{{Text: "OUT OF ACTION", Tone: rules.ToneDanger}}
	}
	if m.Shaken {
		out = append(out, rules.Mark{Text: "SHAKEN", Tone: rules.ToneDanger})
	}
	if m.Flesh > 0 {
		out = append(out, rules.Mark{Text: fmt.Sprintf("FLESH WOUND x%d", m.Flesh), Tone: rules.ToneDanger})
	}
	if m.Ready {
		out = append(out, rules.Mark{Text: "READY"})
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
// (KT-RND-1, KT-SHT-0, KT-FGT-0); "" once the game is over.
func (g *Game) phaseTitle() string {
	switch {
	case g.st.Over:
		return ""
	case g.st.Phase == PhaseDeploy:
		return "Deployment"
	case g.st.Phase == PhaseShooting && g.st.Section == SectionFirst:
		return "Shooting phase: Ready, Fire!"
	case g.st.Phase == PhaseShooting:
		return "Shooting phase: Fire at Will"
	case g.st.Phase == PhaseFight && g.st.Section == SectionFirst:
		return "Fight phase: Hammer of Wrath"
	case g.st.Phase == PhaseFight:
		return "Fight phase: Fight for your Lives"
	}
	return g.st.Phase.String() + " phase"
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
