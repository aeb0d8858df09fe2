package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The action kinds.
const (
	KindEvent      = "event"       // the second player lays a card over the Event (Option up or down)
	KindDiscard    = "discard"     // the second player discards its card instead
	KindActivate   = "activate"    // declare a model of the group (UF-PH-2a)
	KindPass       = "pass"        // decline to activate (UF-PH-2a)
	KindEnd        = "end"         // end the group's activation
	KindCondition  = "condition"   // add a card's table condition to the Event Zone (UF-EVT-3)
	KindRerollCard = "reroll-card" // discard a card at the start of a model's activation for a reroll (UF-EVT-7)
	KindMove       = "move"        // Move (UF-ACT-1), Option the posture it ends in
	KindAttack     = "attack"      // Attack with Weapon (UF-ACT-2), Option a Boost colour
	KindCast       = "cast"        // Spell (UF-ACT-3), Weapon the spell, Option the Boosts
	KindExtinguish = "extinguish"  // put out Burning for 1 AP (UF-EFF-1)
	KindShift      = "shift"       // Special: a werewolf in human form turns into its beast (UF-ACT-5)
	KindKeep       = "keep"        // let the waiting roll stand
	KindReroll     = "reroll"      // use the model's reroll on the waiting roll
	KindPlay       = "play"        // play a hand card's effect on the waiting roll
	KindSymbol     = "symbol"      // discard a card for one symbol (UF-EVT-7)
	KindCombo      = "combo"       // play a card for its combinations (UF-EVT-7)
)

// shiftCost is the AP the werewolf's Shift costs: its whole activation.
const shiftCost = 2

// Legal lists every option of the deciding seat, in a stable order; empty
// once the game is over. The list is the game's cache (rules.Game).
func (g *Game) Legal() []rules.Action {
	if g.legal == nil {
		g.legal = g.listLegal()
	}
	return g.legal
}

// listLegal builds the legal list.
func (g *Game) listLegal() []rules.Action {
	st := &g.st
	out := []rules.Action{}
	switch {
	case st.Over:
		return out
	case st.Pending != nil:
		seat := st.Pending.Decider
		out = append(out, rules.Action{Seat: seat, Kind: KindKeep})
		return append(out, g.influence(seat)...)
	case st.Phase == PhaseEvent:
		seat := st.First.Other()
		for _, id := range st.Hands[seat] {
			out = append(out,
				rules.Action{Seat: seat, Kind: KindEvent, Target: id, Option: ShiftUp},
				rules.Action{Seat: seat, Kind: KindEvent, Target: id, Option: ShiftDown},
				rules.Action{Seat: seat, Kind: KindDiscard, Target: id})
		}
		return out
	}
	seat := st.Turn
	n, acted := g.groupSize()
	if n < maxGroup && !acted {
		for i := range st.Models {
			if m := &st.Models[i]; m.Seat == seat && !m.Dead && !m.Activated {
				out = append(out, rules.Action{Seat: seat, Kind: KindActivate, Actor: m.ID})
			}
		}
	}
	for i := range st.Models {
		if m := &st.Models[i]; m.Active && !m.Dead && g.points(m) > 0 {
			out = g.modelActions(m, out)
		}
	}
	for _, id := range st.Hands[seat] {
		if c, _ := g.data.Card(id); c.Zone == ZoneEvent {
			out = append(out, rules.Action{Seat: seat, Kind: KindCondition, Target: id})
		}
	}
	if n == 0 {
		return append(out, rules.Action{Seat: seat, Kind: KindPass})
	}
	return append(out, rules.Action{Seat: seat, Kind: KindEnd})
}

// modelActions appends the actions of one model of the group.
func (g *Game) modelActions(m *model, out []rules.Action) []rules.Action {
	seat := m.Seat
	pts := g.points(m)
	if !m.Acted && m.Rerolls == 0 { // one card, one reroll, at the start of the activation (UF-EVT-7)
		for _, id := range g.st.Hands[seat] {
			out = append(out, rules.Action{Seat: seat, Kind: KindRerollCard, Actor: m.ID, Target: id})
		}
	}
	out = append(out, g.moves(m)...)
	if !m.Rest || !m.Acted {
		out = append(out, g.crossings(m)...)
	}
	if m.Burning {
		out = append(out, rules.Action{Seat: seat, Kind: KindExtinguish, Actor: m.ID})
	}
	p := g.profile(m)
	for _, id := range m.Spells {
		s, _ := g.data.Spell(id)
		if m.Rest && s.Template != TemplateSelf {
			continue
		}
		switch {
		case s.Template == TemplateSpray && !m.Rest:
			out = g.sprayCasts(m, s, pts, out)
		case s.Template == TemplateBlade && !m.Rest:
			out = g.bladeCasts(m, s, pts, out)
		}
		if s.Template == TemplateSpray || s.Template == TemplateBlade {
			continue
		}
		for i := range g.st.Models {
			t := &g.st.Models[i]
			if !g.canCast(m, s, t) {
				continue
			}
			for _, opt := range castOptions(s) {
				if castCost(opt) <= pts {
					out = append(out, rules.Action{Seat: seat, Kind: KindCast, Actor: m.ID, Target: t.ID, Weapon: s.ID, Option: opt})
				}
			}
		}
		if !m.Rest {
			out = append(out, g.terrainCasts(m, s)...)
		}
	}
	if m.Rest {
		return out
	}
	for _, w := range g.weapons(m) {
		for i := range g.st.Models {
			t := &g.st.Models[i]
			if t.Dead || t.Seat == seat {
				continue
			}
			switch {
			case w.Ranged() && g.canShoot(m, t):
				out = append(out, rules.Action{Seat: seat, Kind: KindAttack, Actor: m.ID, Target: t.ID, Weapon: w.ID})
				if p.Has(SkillSteadyHand) && pts >= 2 {
					for _, c := range []string{DieBlue, DieRed} {
						out = append(out, rules.Action{Seat: seat, Kind: KindAttack, Actor: m.ID, Target: t.ID, Weapon: w.ID, Option: c})
					}
				}
			case !w.Ranged() && g.reaches(w, m, t):
				out = append(out, rules.Action{Seat: seat, Kind: KindAttack, Actor: m.ID, Target: t.ID, Weapon: w.ID})
			}
		}
	}
	out = append(out, g.smashes(m)...)
	if p.Has(SkillShift) && m.AP >= shiftCost {
		out = append(out, rules.Action{Seat: seat, Kind: KindShift, Actor: m.ID})
	}
	return out
}

// castOptions are the Boosts a spell may be cast with (UF-ACT-4): none,
// the Difficulty roll blue or red, or the damage roll blue or red.
func castOptions(s *Spell) []string {
	if s.POW == 0 {
		return []string{"", DieBlue, DieRed}
	}
	return []string{"", DieBlue, DieRed, DieBlue + " damage", DieRed + " damage"}
}

// castBoosts reads a cast's option: the Difficulty roll's and the damage
// roll's Boost colours.
func castBoosts(opt string) (hit, dmg string) {
	switch opt {
	case DieBlue, DieRed:
		return opt, ""
	case DieBlue + " damage":
		return "", DieBlue
	case DieRed + " damage":
		return "", DieRed
	}
	return "", ""
}

// castCost is the AP a cast with the option costs.
func castCost(opt string) int {
	h, d := castBoosts(opt)
	return 1 + boostCost(h) + boostCost(d)
}

// Prompt says what the deciding seat must decide.
func (g *Game) Prompt() string {
	text, _ := g.prompt()
	return text
}

// prompt is Prompt's text and its message.
func (g *Game) prompt() (string, rules.Msg) {
	st := &g.st
	switch {
	case st.Over:
		return "The game is over.", rules.Say("UrbPromptOver")
	case st.Pending != nil && st.Pending.Kind == RollDamage:
		return fmt.Sprintf("%s: play cards on %s's damage roll, or keep it", st.Pending.Decider, st.Pending.Actor),
			rules.Say("UrbPromptDamageCards", "Side", seatRef(st.Pending.Decider), "Model", st.Pending.Actor)
	case st.Pending != nil:
		return fmt.Sprintf("%s: play cards on %s's roll, or keep it", st.Pending.Decider, st.Pending.Actor),
			rules.Say("UrbPromptCards", "Side", seatRef(st.Pending.Decider), "Model", st.Pending.Actor)
	case st.Phase == PhaseEvent:
		return fmt.Sprintf("%s: use one card on the Event (lay it over, shifted up or down) or discard it", st.First.Other()),
			rules.Say("UrbPromptEvent", "Side", seatRef(st.First.Other()))
	}
	if n, _ := g.groupSize(); n > 0 {
		return fmt.Sprintf("%s: act with the activated models, or end their activation", st.Turn), rules.Say("UrbPromptAct", "Side", seatRef(st.Turn))
	}
	return fmt.Sprintf("%s: activate one to three models, or pass", st.Turn), rules.Say("UrbPromptActivate", "Side", seatRef(st.Turn))
}
