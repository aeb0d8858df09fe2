package urban

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// View is a read-only picture of the state (rules.Game) as the seat that
// decides now sees it: the models, the Event, and each side's hand, the
// other side's face down. The deck's order is never shown. A screen asks
// ViewFor (rules.SeatViewer) for the hand of the seat it shows;
// RevealedView shows every hand.
func (g *Game) View() rules.View { return g.viewFor(g.ToMove(), false) }

// ViewFor is the View as seat sees it (rules.SeatViewer): its own hand
// face up, the other's face down; with NoSeat both face down.
func (g *Game) ViewFor(seat rules.Seat) rules.View { return g.viewFor(seat, false) }

// RevealedView is the View with both hands face up (rules.Revealer), for
// a finished game's replay. The deck's order stays out of it.
func (g *Game) RevealedView() rules.View { return g.viewFor(rules.NoSeat, true) }

// viewFor builds a view showing viewer's hand, or every hand with all.
func (g *Game) viewFor(viewer rules.Seat, all bool) rules.View {
	st := &g.st
	prompt, promptMsg := g.prompt()
	v := rules.View{Ruleset: RulesetName, Round: g.Round(), ToMove: g.ToMove(), Prompt: prompt, PromptMsg: promptMsg, Score: st.VP}
	for i := range st.Models {
		v.Pieces = append(v.Pieces, g.piece(&st.Models[i]))
	}
	if g.setup.Scenario == ScenarioStreets {
		for _, z := range g.arena.ZonesOf(world.ZoneObjective) {
			for _, p := range z.Cells {
				v.Tokens = append(v.Tokens, rules.Token{Kind: "zone", Label: "Objective " + z.Label, Pos: p, Seat: rules.NoSeat, LabelMsg: rules.Say("UrbObjective", "Label", z.Label),
					Help: "At the end of each round a side with a model within its control zone of it, and no enemy within theirs, scores 1 VP.", HelpMsg: rules.Say("UrbObjectiveHelp")})
			}
		}
	}
	v.Tokens = append(v.Tokens, g.furnitureTokens()...)
	v.Tokens = append(v.Tokens, g.wreckTokens()...)
	v.Tokens = append(v.Tokens, g.fireTokens()...)
	if !st.Over {
		v.Phase, v.PhaseMsg = "Activations", rules.Say("UrbActivations")
		if st.Phase == PhaseEvent {
			v.Phase, v.PhaseMsg = "The Event", rules.Say("UrbTheEvent")
		}
	}
	v.Notes = append(v.Notes, fmt.Sprintf("Round %d of %d; %d cards in the deck, %d discarded", g.Round(), g.rounds, len(st.Deck), len(st.Discard)))
	v.NoteMsgs = append(v.NoteMsgs, rules.Say("UrbNote", "Round", rules.Num(g.Round()), "Rounds", rules.Num(g.rounds), "Deck", rules.Num(len(st.Deck)), "Discard", rules.Num(len(st.Discard))))
	if p, ok := g.eventPanel(); ok {
		v.Panels = append(v.Panels, p)
	}
	for _, seat := range rules.Seats {
		side := rules.SideView{Title: "Hand", TitleMsg: rules.Say("UrbHand")}
		for _, id := range st.Hands[seat] {
			if all || seat == viewer {
				c, _ := g.data.Card(id)
				help, helpMsg := g.cardHelp(c)
				side.Chips = append(side.Chips, rules.Chip{Label: c.Name, ID: id, Help: help, LabelMsg: rules.Say("UrbCardName", "Name", c.Name), HelpMsg: helpMsg})
			} else {
				side.Chips = append(side.Chips, rules.Chip{Label: "?", Hidden: true, LabelMsg: rules.Say("UrbHiddenCard")})
			}
		}
		side.Lines = []string{fmt.Sprintf("%d VP, %d cards", st.VP[seat], len(st.Hands[seat]))}
		side.LineMsgs = []rules.Msg{rules.Say("UrbSideLine", "VP", rules.Num(st.VP[seat]), "Cards", rules.Num(len(st.Hands[seat])))}
		v.Sides[seat] = side
	}
	return v
}

// eventPanel describes the Event for the screen's panel: its cards,
// lucky numbers, table conditions and combinations in play; ok is false
// before the first Event is revealed.
func (g *Game) eventPanel() (rules.Panel, bool) {
	st := &g.st
	if len(st.EventCards) == 0 {
		return rules.Panel{}, false
	}
	var names []string
	for _, id := range st.EventCards {
		c, _ := g.data.Card(id)
		names = append(names, c.Name)
	}
	head := strings.Join(names, " over ")
	last := len(names) - 1
	headArgs := []string{"Cards", strings.Join(names[:last], " over "), "Over", rules.MsgRef + "UrbOver", "Last", names[last], "Shift", shiftRef(st.EventShift)}
	if last == 0 {
		headArgs[3] = ""
	}
	headID := "UrbEventCards"
	if st.EventShift != "" {
		head += ", shifted " + st.EventShift
		headID = "UrbEventCardsShifted"
	}
	lucky := make([]string, len(st.Lucky))
	for i, n := range st.Lucky {
		lucky[i] = strconv.Itoa(n)
	}
	symbols := strings.Repeat("♦", g.data.Deck.LuckySymbols)
	p := rules.Panel{Title: "The Event", TitleMsg: rules.Say("UrbTheEvent"), Lines: []rules.CardLine{
		{Text: head, Msg: rules.Say(headID, headArgs...)},
		{Text: fmt.Sprintf("Lucky numbers: %s (a spell roll's die or sum showing one adds %s, a damage roll's +%d damage)",
			strings.Join(lucky, ", "), symbols, g.data.Deck.LuckyDamage),
			Msg: rules.Say("UrbLuckyNumbers", "Lucky", strings.Join(lucky, ", "), "Symbols", symbols, "Damage", rules.Num(g.data.Deck.LuckyDamage))},
	}}
	conds := g.conditions()
	if len(conds) == 0 {
		p.Lines = append(p.Lines, rules.CardLine{Text: "Table: no condition", Tone: rules.ToneMuted, Msg: rules.Say("UrbNoCondition")})
	}
	for _, c := range conds {
		p.Lines = append(p.Lines, rules.CardLine{Text: "Table: " + c.Name + ", " + c.Text, Tone: rules.ToneDanger, Msg: rules.Say("UrbCondition", "Name", c.Name, "Effect", c.Text)})
	}
	for _, id := range st.EventCombo {
		c, _ := g.data.Combo(id)
		p.Lines = append(p.Lines, rules.CardLine{Text: fmt.Sprintf("%s %s: %s", strings.Repeat("♦", c.Need), c.Name, c.Text),
			Msg: rules.Say("UrbComboLine", "Symbols", strings.Repeat("♦", c.Need), "Name", c.Name, "Effect", c.Text)})
	}
	return p, true
}

// cardHelp says what a card does, and its message.
func (g *Game) cardHelp(c *Card) (string, rules.Msg) {
	mid, midRef := "", ""
	switch c.Effect {
	case EffectPlus1:
		mid, midRef = "Hand: +1 to a roll of your model", rules.MsgRef+"UrbHandPlus1"
	case EffectMinus1:
		mid, midRef = "Hand: -1 to a roll of an enemy model", rules.MsgRef+"UrbHandMinus1"
	case EffectFlip:
		mid, midRef = "Hand: turn one die of a roll to its opposite face", rules.MsgRef+"UrbHandFlip"
	case EffectReroll:
		mid, midRef = "Hand: roll a roll of your model again", rules.MsgRef+"UrbHandReroll"
	}
	var combos []string
	for _, id := range c.Combos {
		k, _ := g.data.Combo(id)
		combos = append(combos, fmt.Sprintf("%s %s", strings.Repeat("♦", k.Need), k.Name))
	}
	msg := rules.Say("UrbCardHelp", "Lucky", rules.Num(c.Lucky), "Effect", midRef, "Combos", strings.Join(combos, ", "))
	if c.Zone == ZoneEvent {
		k, _ := g.data.Condition(c.Condition)
		mid = "Event: " + k.Name + ", " + k.Text
		msg = rules.Say("UrbCardHelpEvent", "Lucky", rules.Num(c.Lucky), "Name", k.Name, "Effect", k.Text, "Combos", strings.Join(combos, ", "))
	}
	return fmt.Sprintf("Lucky %d. %s. %s.", c.Lucky, mid, strings.Join(combos, ", ")), msg
}

// piece is one model as a player sees it.
func (g *Game) piece(m *model) rules.Piece {
	p := g.profile(m)
	pc := rules.Piece{ID: m.ID, Seat: m.Seat, Name: m.Name, Role: p.Role, Pos: m.Pos, OnBoard: !m.Dead,
		Active: m.Active, Activated: m.Activated, Crouched: m.Posture.low(), PostureMarked: true,
		Wounds: m.Wounds, HP: p.HP, Shields: b2i(m.Shield), MaxShields: 1}
	if m.Posture != Standing {
		pc.Marks = append(pc.Marks, rules.Mark{Text: strings.ToUpper(map[Posture]string{Sitting: "sitting", Lying: "lying"}[m.Posture]),
			Msg: rules.Say(map[Posture]string{Sitting: "UrbMarkSitting", Lying: "UrbMarkLying"}[m.Posture])})
	}
	if m.Burning {
		pc.Marks = append([]rules.Mark{{Text: "BURNING", Tone: rules.ToneDanger, Icon: rules.IconFlame, Msg: rules.Say("UrbMarkBurning")}}, pc.Marks...)
	}
	if m.Stunned {
		pc.Marks = append(pc.Marks, rules.Mark{Text: "STUNNED", Tone: rules.ToneDanger, Msg: rules.Say("UrbMarkStunned")})
	}
	if m.Rest {
		pc.Marks = append(pc.Marks, rules.Mark{Text: "REST", Msg: rules.Say("UrbMarkRest")})
	}
	stats := fmt.Sprintf("SPD %d  ARM %d  STR %d  INT %d  HP %d", p.SPD, p.ARM, p.STR, p.INT, p.HP)
	statArgs := []string{"SPD", rules.Num(p.SPD), "ARM", rules.Num(p.ARM), "STR", rules.Num(p.STR), "INT", rules.Num(p.INT), "HP", rules.Num(p.HP)}
	statsMsg := rules.Say("UrbStatsAP", append(statArgs, "AP", rules.Num(p.AP))...)
	if p.Fury() {
		stats += fmt.Sprintf("  Fury %d/%d", m.Fury, p.FUR)
		statsMsg = rules.Say("UrbStatsFury", append(statArgs, "Fury", rules.Num(m.Fury), "FUR", rules.Num(p.FUR))...)
	} else {
		stats += fmt.Sprintf("  AP %d", p.AP)
	}
	zone, zoneMsg := g.zoneLine(m)
	pc.Card = []rules.CardLine{{Text: p.Name, Msg: rules.Say("UrbCardName", "Name", p.Name)}, {Text: stats, Msg: statsMsg}, {Text: zone, Msg: zoneMsg}}
	for _, w := range g.weapons(m) {
		line := fmt.Sprintf("%s: RNG %v\" POW %d", w.Name, w.RNG, w.POW)
		msg := rules.Say("UrbMeleeWeapon", "Weapon", w.Name, "RNG", fmt.Sprint(w.RNG), "POW", rules.Num(w.POW))
		if w.Ranged() {
			line = fmt.Sprintf("%s: Skill %d RNG %v\" POW %d", w.Name, w.Skill, w.RNG, w.POW)
			msg = rules.Say("UrbRangedWeapon", "Weapon", w.Name, "Skill", rules.Num(w.Skill), "RNG", fmt.Sprint(w.RNG), "POW", rules.Num(w.POW))
		}
		pc.Card = append(pc.Card, rules.CardLine{Text: line, Msg: msg})
	}
	for _, id := range m.Spells {
		s, _ := g.data.Spell(id)
		line := fmt.Sprintf("Spell %s: Difficulty %d", s.Name, s.Difficulty)
		msg := rules.Say("UrbSpellLine", "Spell", s.Name, "Difficulty", rules.Num(s.Difficulty))
		if t := templateName(s); t != "" {
			line += ", " + t
			msg = rules.Say("UrbSpellLineTemplate", "Spell", s.Name, "Difficulty", rules.Num(s.Difficulty), "Template", templateRef(s))
		}
		pc.Card = append(pc.Card, rules.CardLine{Text: line, Msg: msg})
	}
	if m.Shield {
		pc.Items = append(pc.Items, "Shield token")
	}
	switch {
	case m.Dead:
		pc.Status, pc.StatusMsg = "removed", rules.Say("UrbStatusRemoved")
	case m.Active:
		pc.Status, pc.StatusMsg = fmt.Sprintf("acting, %d left", g.points(m)), rules.Say("UrbStatusActing", "Left", rules.Num(g.points(m)))
	case m.Activated:
		pc.Status, pc.StatusMsg = "activated", rules.Say("UrbStatusActivated")
	}
	return pc
}

// zoneLine describes a model's control zone for its card (G9, UF-ST-1):
// at Rest the doubled zone, which does not reach objectives; and its
// message.
func (g *Game) zoneLine(m *model) (string, rules.Msg) {
	n := g.controlZone(m, true)
	line := fmt.Sprintf("Control zone %d %s", n, plural(n, "cube", "cubes"))
	msg := rules.Say("UrbZoneLine", "Count", rules.Num(n))
	if m.Rest {
		line += fmt.Sprintf(" (Rest: %d, not over objectives)", g.controlZone(m, false))
		msg = rules.Say("UrbZoneLineRest", "Count", rules.Num(n), "Rest", rules.Num(g.controlZone(m, false)))
	}
	return line, msg
}
