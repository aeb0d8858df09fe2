package firepower

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// View is a read-only picture of the state (rules.Game): the soldiers,
// the terrain, and for each side its chips in the cup.
func (g *Game) View() rules.View {
	st := &g.st
	prompt, promptMsg := g.prompt()
	v := rules.View{Ruleset: RulesetName, Round: g.Round(), ToMove: g.ToMove(), Prompt: prompt, PromptMsg: promptMsg, Score: g.kills()}
	for i := range st.Soldiers {
		v.Pieces = append(v.Pieces, g.piece(i))
	}
	for _, p := range g.terrainCubes() {
		t := g.terrainAt(p)
		v.Tokens = append(v.Tokens, rules.Token{Kind: "terrain", Label: terrainTitle(t), Pos: p, Seat: rules.NoSeat, Help: terrainHelp(t),
			LabelMsg: rules.Say("FpwTerrain" + t.String()), HelpMsg: rules.Say("FpwTerrainHelp" + t.String())})
	}
	if g.setup.Scenario == ScenarioHold {
		v.Tokens = append(v.Tokens, g.objectiveTokens()...)
	}
	v.Phase = fmt.Sprintf("Turn %d: %s's Impulse Phase", g.Round(), st.Side)
	v.PhaseMsg = rules.Say("FpwPhase", "Turn", rules.Num(g.Round()), "Side", seatRef(st.Side))
	if st.Over {
		v.Phase, v.PhaseMsg = "", rules.Msg{}
	}
	note := fmt.Sprintf("Firefight: turn %d of %d; a side that loses half its soldiers loses.", g.Round(), g.turns)
	noteMsg := rules.Say("FpwNoteFirefight", "Turn", rules.Num(g.Round()), "Turns", rules.Num(g.turns))
	if g.setup.Scenario == ScenarioHold {
		note = fmt.Sprintf("Hold the Ground: turn %d of %d; at the end, more soldiers on the objectives wins; a side that loses half its soldiers loses.", g.Round(), g.turns)
		noteMsg.ID = "FpwNoteHold"
	}
	v.Notes, v.NoteMsgs = []string{note}, []rules.Msg{noteMsg}
	for _, seat := range rules.Seats {
		v.Sides[seat] = g.chipsView(seat)
	}
	return v
}

// objectiveTokens marks the objective cubes of Hold the Ground, each in
// the colour of the side with more soldiers in it.
func (g *Game) objectiveTokens() []rules.Token {
	var out []rules.Token
	for _, z := range g.arena.ZonesOf(world.ZoneObjective) {
		for _, p := range z.Cells {
			occ := g.occupants(p)
			held := rules.NoSeat
			switch {
			case occ[rules.Blue] > occ[rules.Red]:
				held = rules.Blue
			case occ[rules.Red] > occ[rules.Blue]:
				held = rules.Red
			}
			t := rules.Token{Kind: "zone", Label: "Objective", Pos: p, Seat: held, LabelMsg: rules.Say("FpwObjective"),
				Help: "At the end of the last turn the side with more soldiers on the objective cubes wins.", HelpMsg: rules.Say("FpwObjectiveHelp")}
			if held != rules.NoSeat {
				t.State = rules.ZoneHeld
			}
			out = append(out, t)
		}
	}
	return out
}

// terrainCubes lists the terrain cubes in the arena's cube order.
func (g *Game) terrainCubes() []world.Pos {
	var out []world.Pos
	for i := 0; i < g.arena.Cubes(); i++ {
		if p := g.arena.PosAt(i); g.terrainAt(p) != Clear {
			out = append(out, p)
		}
	}
	return out
}

// terrainTitle names a terrain kind for a screen.
func terrainTitle(t Terrain) string {
	switch t {
	case Tree:
		return "Trees"
	case Rough:
		return "Rough ground"
	case Scrub:
		return "Scrub"
	case Hedge:
		return "Hedge"
	}
	return "Clear"
}

// terrainHelp says what a terrain kind does.
func terrainHelp(t Terrain) string {
	switch t {
	case Tree:
		return "Cover and concealment: +2 to hit a soldier here; +1 to fire through it."
	case Rough:
		return "Cover: +1 to hit a soldier here; 1 more MF to enter."
	case Scrub:
		return "Concealment: +1 to hit a soldier here."
	case Hedge:
		return "Concealment: +1 to hit a soldier here; +1 to fire through it; 1 more MF to cross into it."
	}
	return ""
}

// piece is soldier i as a player sees it.
func (g *Game) piece(i int) rules.Piece {
	s := &g.st.Soldiers[i]
	t := g.soldierType(i)
	p := rules.Piece{ID: s.ID, Seat: s.Seat, Name: t.Name, Role: t.Role, Pos: s.Pos, OnBoard: s.alive(),
		Active: s.InImpulse, Activated: s.Acted && !s.InImpulse, Crouched: s.Prone, Pinned: s.Stunned, PostureMarked: true, Wounds: 0, HP: 1}
	if s.Dead {
		p.Wounds = 1
		p.Status, p.StatusMsg = "killed", rules.Say("FpwStatusKilled")
	}
	if s.Weapon != "" {
		p.Card = append(p.Card, weaponCardLine(g.weapon(s.Weapon)))
	}
	if s.Grenade != "" {
		p.Card = append(p.Card, weaponCardLine(g.weapon(s.Grenade)))
	}
	posture, postureRef := "Standing", rules.MsgRef+"FpwStanding"
	if s.Prone {
		posture, postureRef = "Prone", rules.MsgRef+"FpwProne"
	}
	status := fmt.Sprintf("%s, facing %s", posture, s.Facing)
	id := "FpwStatus"
	if s.InImpulse {
		status += fmt.Sprintf(", %d MF left", s.MF)
		id += "MF"
	}
	if s.Combat {
		status += ", has fired or fought this phase"
		id += "Combat"
	}
	p.Card = append(p.Card, rules.CardLine{Text: status, Msg: rules.Say(id, "Posture", postureRef, "Facing", facingRef(s.Facing), "MF", rules.Num(s.MF))})
	if s.Stunned {
		p.Marks = append(p.Marks, rules.Mark{Text: "STUNNED", Tone: rules.ToneDanger, Msg: rules.Say("FpwMarkStunned")})
	}
	if s.Suppressed {
		p.Marks = append(p.Marks, rules.Mark{Text: "SUPPRESSED", Msg: rules.Say("FpwMarkSuppressed")})
	}
	if s.Running {
		p.Marks = append(p.Marks, rules.Mark{Text: "RUNNING", Msg: rules.Say("FpwMarkRunning")})
	}
	if s.Prone {
		p.Marks = append(p.Marks, rules.Mark{Text: "PRONE", Msg: rules.Say("FpwMarkProne")})
	}
	return p
}

// weaponCardLine is a weapon's card line (weaponLine) with its message:
// the name and short name, and each row's label (the words of FpwAuto,
// FpwSemi, FpwThrow) and numbers.
func weaponCardLine(w *Weapon) rules.CardLine {
	text := weaponLine(w)
	args := []string{"Weapon", w.Name, "Short", w.Short}
	sep := ""
	for _, part := range []struct {
		name, label string
		r           *Row
		numbers     string
	}{
		{"Auto", "auto", &w.Auto, fmt.Sprintf(" %d×%d", w.Auto.Bursts, w.Auto.Shots)},
		{"Semi", "semi", &w.Semi, fmt.Sprintf(" %d", w.Semi.Shots)},
		{"Throw", "throw", &w.Throw, ""},
	} {
		if !part.r.Has() {
			args = append(args, part.name+"Sep", "", part.name+"Label", "", part.name, "")
			continue
		}
		args = append(args, part.name+"Sep", sep, part.name+"Label", rules.MsgRef+"Fpw"+part.name, part.name, part.numbers+": "+rowText(part.r))
		sep = " · "
	}
	return rules.CardLine{Text: text, Msg: rules.Msg{ID: "FpwWeaponLine", Args: args}}
}

// rowText is a row's hit numbers, "-" where it cannot hit: "5 4 4 3 -".
func rowText(r *Row) string {
	var hs []string
	for _, h := range r.Hit {
		if h == 0 {
			hs = append(hs, "-")
		} else {
			hs = append(hs, fmt.Sprint(h))
		}
	}
	return strings.Join(hs, " ")
}

// weaponLine is a weapon's card line: "Battle Rifle (RFL) auto 2×3: 5 4 4
// 4 3 2 1 · semi 2: 6 5 5 5 4 4 3".
func weaponLine(w *Weapon) string {
	row := rowText
	var parts []string
	if w.Auto.Has() {
		parts = append(parts, fmt.Sprintf("auto %d×%d: %s", w.Auto.Bursts, w.Auto.Shots, row(&w.Auto)))
	}
	if w.Semi.Has() {
		parts = append(parts, fmt.Sprintf("semi %d: %s", w.Semi.Shots, row(&w.Semi)))
	}
	if w.Throw.Has() {
		parts = append(parts, "throw: "+row(&w.Throw))
	}
	return fmt.Sprintf("%s (%s) %s", w.Name, w.Short, strings.Join(parts, " · "))
}
