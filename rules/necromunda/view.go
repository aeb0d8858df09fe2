package necromunda

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// View is a read-only picture of the state (rules.Game).
func (g *Game) View() rules.View {
	st := &g.st
	prompt, promptMsg := g.prompt()
	v := rules.View{Ruleset: RulesetName, Round: g.Round(), ToMove: g.ToMove(), Prompt: prompt, PromptMsg: promptMsg, Score: g.score()}
	for i := range st.Fighters {
		v.Pieces = append(v.Pieces, g.piece(i))
	}
	for _, c := range st.Caskets {
		t := rules.Token{Kind: "item", Label: "Loot casket", Pos: c.Pos, Seat: rules.NoSeat, LabelMsg: rules.Say("NecCasket"),
			Help: "A fighter in this cube may open it: an Intelligence test, or force it with D6 + S of 6 or more.", HelpMsg: rules.Say("NecCasketHelp")}
		if c.Cache {
			t.Label, t.LabelMsg = "Ammo cache", rules.Say("NecCache")
			t.Help, t.HelpMsg = "A fighter here adds 2 to its Ammo checks and may reload Scarce weapons and grenades; a natural 6 empties it.", rules.Say("NecCacheHelp")
		}
		v.Tokens = append(v.Tokens, t)
	}
	for _, vent := range g.features.Vents {
		for k, p := range vent {
			v.Tokens = append(v.Tokens, rules.Token{Kind: "vent", Label: "Vent", Pos: p, Seat: rules.NoSeat, LabelMsg: rules.Say("NecVent"),
				Help:    fmt.Sprintf("A fighter here may shoot through the vent at an enemy at %s (5+ to hit).", vent[1-k]),
				HelpMsg: rules.Say("NecVentHelp", "At", vent[1-k].String())})
		}
	}
	v.Notes = []string{fmt.Sprintf("Skirmish: round %d of %d; a gang with half its fighters down takes a bottle test.", g.Round(), g.rounds)}
	v.NoteMsgs = []rules.Msg{rules.Say("NecNoteSkirmish", "Round", rules.Num(g.Round()), "Rounds", rules.Num(g.rounds))}
	if g.setup.Scenario == ScenarioScavenge {
		v.Notes = []string{fmt.Sprintf("Scavenge: round %d of %d; the most credits from caskets wins; a gang with half its fighters down takes a bottle test.", g.Round(), g.rounds)}
		v.NoteMsgs[0].ID = "NecNoteScavenge"
	}
	for _, seat := range rules.Seats {
		v.Sides[seat] = rules.SideView{Lines: []string{fmt.Sprintf("Credits: %d", st.Credits[seat])}, LineMsgs: []rules.Msg{rules.Say("NecCredits", "Credits", rules.Num(st.Credits[seat]))}}
	}
	return v
}

// piece is fighter i as a player sees it.
func (g *Game) piece(i int) rules.Piece {
	f := &g.st.Fighters[i]
	t := g.ftype(i)
	p := rules.Piece{ID: f.ID, Seat: f.Seat, Name: t.Name, Role: t.Role, Pos: f.Pos, OnBoard: f.onBoard(),
		Active: g.st.Active == i, Activated: f.Activated, Pinned: f.lying(), PostureMarked: true, Wounds: t.W - f.Wounds, HP: t.W}
	p.Card = append(p.Card, rules.CardLine{Text: fmt.Sprintf("M%d\" WS%d+ BS%d+ S%d T%d W%d I%d+ A%d Ld%d+ Cl%d+ Wil%d+ Int%d+ Sv%s",
		t.M, t.WS, t.BS, t.S, t.T, t.W, t.I, t.A, t.Ld, t.Cl, t.Wil, t.Int, svText(t.Sv)),
		Msg: rules.Say("NecStats", "M", rules.Num(t.M), "WS", rules.Num(t.WS), "BS", rules.Num(t.BS), "S", rules.Num(t.S), "T", rules.Num(t.T), "W", rules.Num(t.W),
			"I", rules.Num(t.I), "A", rules.Num(t.A), "Ld", rules.Num(t.Ld), "Cl", rules.Num(t.Cl), "Wil", rules.Num(t.Wil), "Int", rules.Num(t.Int), "Sv", svText(t.Sv))})
	if t.HasSkill(SkillSlippery) {
		p.Card = append(p.Card, rules.CardLine{Text: "Slippery: a Hard Target while Active (cover from fighters is heavy)", Msg: rules.Say("NecSlippery")})
	}
	for k, id := range f.Weapons {
		w := g.weapon(id)
		line := rules.CardLine{Text: weaponLine(w), Msg: weaponMsg(w, "NecWeaponLine")}
		if f.Empty[k] {
			line.Text += " (Out of Ammo)"
			line.Tone = rules.ToneMuted
			line.Msg.ID = "NecWeaponLineEmpty"
		}
		p.Card = append(p.Card, line)
	}
	status := f.Status.String()
	statusID := "NecStatus"
	if f.Flesh > 0 {
		status += fmt.Sprintf(", %d flesh %s", f.Flesh, plural(f.Flesh, "wound", "wounds"))
		statusID += "Flesh"
	}
	spent, need := 0, 0
	if f.Climb != nil {
		status += fmt.Sprintf(", climbing (%d\" of %d\")", f.Climb.Spent, f.Climb.Need)
		statusID += "Climbing"
		spent, need = f.Climb.Spent, f.Climb.Need
	}
	p.Card = append(p.Card, rules.CardLine{Text: status, Msg: rules.Say(statusID, "Status", statusRef(f.Status), "Count", rules.Num(f.Flesh), "Spent", rules.Num(spent), "Need", rules.Num(need))})
	switch f.Status {
	case Pinned:
		p.Marks = append(p.Marks, rules.Mark{Text: "PINNED", Msg: rules.Say("NecMarkPinned")})
	case SeriouslyInjured:
		p.Marks = append(p.Marks, rules.Mark{Text: "SERIOUSLY INJURED", Tone: rules.ToneDanger, Msg: rules.Say("NecMarkInjured")})
	case OutOfAction:
		p.Status, p.StatusMsg = "out of action", rules.Say("NecStatusOutOfAction")
	}
	if f.Climb != nil {
		p.Marks = append(p.Marks, rules.Mark{Text: "CLIMBING", Msg: rules.Say("NecMarkClimbing")})
	}
	return p
}

// svText writes a save.
func svText(sv int) string {
	if sv == 0 {
		return "-"
	}
	return fmt.Sprintf("%d+", sv)
}

// weaponMsg is weaponLine as message id: the weapon's name, its range
// (the words of NecRangeMelee or NecRangeThrown, or short and long range
// in inches), its strength (the words of NecStrUser, or as written), AP,
// D and its traits, which keep the rules' own names.
func weaponMsg(w *Weapon, id string) rules.Msg {
	text := weaponLine(w)
	traits := ""
	if _, t, ok := strings.Cut(text, " · "); ok {
		traits = " · " + t
	}
	str := fmt.Sprintf("S%d", w.Str)
	if w.StrUser {
		str = rules.MsgRef + "NecStrUser"
		if w.Str != 0 {
			str = fmt.Sprintf("S user%+d", w.Str)
		}
	}
	rng := rules.MsgRef + "NecRangeMelee"
	switch {
	case w.Grenade:
		rng = rules.MsgRef + "NecRangeThrown"
	case !w.Melee:
		rng = fmt.Sprintf("%d\"/%d\"", w.Short, w.Long)
	}
	return rules.Say(id, "Weapon", w.Name, "Range", rng, "Str", str, "AP", rules.Num(w.AP), "D", rules.Num(w.D), "Traits", traits)
}

// statusRef is a fighter's status as a message argument: the words of
// NecStatusActive, NecStatusPinned, NecStatusInjured or NecStatusOut.
func statusRef(s Status) string {
	switch s {
	case Active:
		return rules.MsgRef + "NecStatusActive"
	case Pinned:
		return rules.MsgRef + "NecStatusPinned"
	case SeriouslyInjured:
		return rules.MsgRef + "NecStatusInjured"
	}
	return rules.MsgRef + "NecStatusOut"
}

// weaponLine is a weapon's card line.
func weaponLine(w *Weapon) string {
	var traits []string
	if w.RapidFire > 0 {
		traits = append(traits, fmt.Sprintf("Rapid Fire %d", w.RapidFire))
	}
	for _, t := range []struct {
		on   bool
		name string
	}{{w.Pistol, "Pistol"}, {w.Grenade, "Grenade"}, {w.Template, "Template"}, {w.Knockback, "Knockback"}, {w.Scarce, "Scarce"}} {
		if t.on {
			traits = append(traits, t.name)
		}
	}
	if w.Blast > 0 {
		traits = append(traits, fmt.Sprintf("Blast %d\"", w.Blast))
	}
	str := fmt.Sprintf("S%d", w.Str)
	if w.StrUser {
		str = "S as user"
		if w.Str != 0 {
			str = fmt.Sprintf("S user%+d", w.Str)
		}
	}
	rng := "melee"
	switch {
	case w.Grenade:
		rng = "thrown S×3\""
	case !w.Melee:
		rng = fmt.Sprintf("%d\"/%d\"", w.Short, w.Long)
	}
	line := fmt.Sprintf("%s %s %s AP%d D%d", w.Name, rng, str, w.AP, w.D)
	if len(traits) > 0 {
		line += " · " + strings.Join(traits, ", ")
	}
	return line
}
