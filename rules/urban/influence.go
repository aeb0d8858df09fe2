package urban

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The kinds of rolls that wait for the players' cards.
const (
	RollRanged = "ranged"
	RollSpell  = "spell"
	RollMelee  = "melee"
)

// combo is the symbol combination a roll completes (UF-DICE-3, UF-EVT-1):
// among the Event's combinations and those the roller played from hand,
// the one needing the most symbols that the roll has, the first listed on
// a tie; nil for none.
func (g *Game) combo(p *roll, symbols int) *Combo {
	var best *Combo
	for _, id := range append(slices.Clone(g.st.EventCombo), p.Combos...) {
		c, _ := g.data.Combo(id)
		if c.Need <= symbols && (best == nil || c.Need > best.Need) {
			best = c
		}
	}
	return best
}

// comboOnRoller carries out a combination's effect on the roller's side:
// a Shield token (UF-TOK-2), whether or not the roll succeeded.
func (g *Game) comboOnRoller(c *Combo, m *model) {
	if c == nil {
		return
	}
	g.emit(rules.Event{Kind: "combo", Seat: m.Seat, Actor: m.ID, Test: c.ID}, func() rules.Msg { return rules.Say("UrbCompletes", "Model", m.ID, "Combo", c.Name, "Effect", c.Text) }, "%s completes %s: %s", m.ID, c.Name, c.Text)
	if c.Effect == ComboShield {
		g.giveShield(m)
	}
}

// comboOnTarget carries out a combination's effect on a target that was
// hit: Burning or Stun.
func (g *Game) comboOnTarget(c *Combo, t *model) {
	if c == nil {
		return
	}
	switch c.Effect {
	case ComboBurn:
		g.burn(t)
	case ComboStun:
		g.stun(t)
	}
}

// comboWounds is the wounds a combination adds to a hit.
func (g *Game) comboWounds(c *Combo) int {
	if c != nil && c.Effect == ComboWounds {
		return c.N
	}
	return 0
}

// openWindow lets the players play cards on the waiting roll (UF-DICE-4,
// UF-EVT-7): first the roller's side, then the other; a side with nothing
// to play is skipped, and with neither the roll is resolved at once.
func (g *Game) openWindow() {
	p := g.st.Pending
	roller := g.model(p.Actor).Seat
	switch {
	case len(g.influence(roller)) > 0:
		p.Decider = roller
	case len(g.influence(roller.Other())) > 0:
		p.Decider = roller.Other()
	default:
		g.resolvePending()
	}
}

// influence lists what a seat may do to the waiting roll besides keeping
// it. The roller's side may use its model's reroll, play a +1, a flip or
// a reroll card, discard a card for a symbol or play a card for its
// combinations; the other side may play a −1 or a flip card. In melee
// the defender's red die is its own roll (UF-MEL-3): the defender's side
// may also play a +1 or a reroll card on it, the attacker's side a −1,
// and either may flip it (die 3). A damage roll takes the same cards but
// no symbols or combinations (damage rolls complete none).
func (g *Game) influence(seat rules.Seat) []rules.Action {
	p := g.st.Pending
	m := g.model(p.Actor)
	roller := seat == m.Seat
	melee := p.Kind == RollMelee
	dice := len(p.Faces)
	if melee {
		dice++
	}
	var out []rules.Action
	if roller && m.Rerolls > 0 {
		out = append(out, rules.Action{Seat: seat, Kind: KindReroll, Actor: m.ID})
	}
	for _, id := range g.st.Hands[seat] {
		c, _ := g.data.Card(id)
		switch {
		case c.Effect == EffectFlip:
			for k := range dice {
				out = append(out, rules.Action{Seat: seat, Kind: KindPlay, Target: id, Option: fmt.Sprintf("die %d", k+1)})
			}
		case (roller || melee) && (c.Effect == EffectPlus1 || c.Effect == EffectReroll),
			(!roller || melee) && c.Effect == EffectMinus1:
			out = append(out, rules.Action{Seat: seat, Kind: KindPlay, Target: id})
		}
		if roller && p.Kind != RollDamage { // damage rolls complete no combinations
			out = append(out, rules.Action{Seat: seat, Kind: KindSymbol, Target: id}, rules.Action{Seat: seat, Kind: KindCombo, Target: id})
		}
	}
	return out
}

// applyInfluence carries out a card or a reroll on the waiting roll; the
// same side may go on playing until it keeps the roll.
func (g *Game) applyInfluence(a rules.Action) {
	p := g.st.Pending
	seat := a.Seat
	roller := seat == g.model(p.Actor).Seat
	if a.Kind == KindReroll {
		p.Changed = p.Kind == RollDamage
		m := g.model(p.Actor)
		m.Rerolls--
		g.reroll(p, seat, "a reroll")
		return
	}
	c, _ := g.data.Card(a.Target)
	g.removeFromHand(seat, a.Target)
	g.st.Discard = append(g.st.Discard, a.Target)
	g.rolledLast = true // a card from hand is shown
	p.Changed = p.Kind == RollDamage
	switch {
	case a.Kind == KindSymbol:
		p.Extra++
		g.emit(rules.Event{Kind: "card", Seat: seat, Test: "symbol"}, func() rules.Msg { return rules.Say("UrbDiscardsSymbol", "Side", seatRef(seat), "Card", c.Name) }, "%s discards %s for a symbol", seat, c.Name)
	case a.Kind == KindCombo:
		p.Combos = append(p.Combos, c.Combos...)
		g.emit(rules.Event{Kind: "card", Seat: seat, Test: "combo"}, func() rules.Msg { return rules.Say("UrbPlaysCombo", "Side", seatRef(seat), "Card", c.Name) }, "%s plays %s for its combinations", seat, c.Name)
	case c.Effect == EffectPlus1 && roller, c.Effect == EffectMinus1 && !roller:
		n := map[string]int{EffectPlus1: 1, EffectMinus1: -1}[c.Effect]
		p.Mod += n
		g.emit(rules.Event{Kind: "card", Seat: seat, Test: c.Effect, Hits: n}, func() rules.Msg {
			return rules.Say("UrbPlaysToRoll", "Side", seatRef(seat), "Card", c.Name, "Mod", fmt.Sprintf("%+d", n), "Model", p.Actor)
		}, "%s plays %s: %+d to %s's roll", seat, c.Name, n, p.Actor)
	case c.Effect == EffectPlus1, c.Effect == EffectMinus1: // on a melee defender's red die
		n := map[string]int{EffectPlus1: 1, EffectMinus1: -1}[c.Effect]
		p.DefMod += n
		g.emit(rules.Event{Kind: "card", Seat: seat, Test: c.Effect, Hits: n}, func() rules.Msg {
			return rules.Say("UrbPlaysToRed", "Side", seatRef(seat), "Card", c.Name, "Mod", fmt.Sprintf("%+d", n), "Model", p.Target)
		}, "%s plays %s: %+d to %s's red die", seat, c.Name, n, p.Target)
	case c.Effect == EffectFlip:
		var k int
		fmt.Sscanf(a.Option, "die %d", &k)
		if k > len(p.Faces) {
			p.DefFace = opposite(p.DefFace)
			g.emit(rules.Event{Kind: "card", Seat: seat, Test: c.Effect}, func() rules.Msg {
				return rules.Say("UrbFlipsRed", "Side", seatRef(seat), "Card", c.Name, "Face", rules.Num(g.face(DieRed, p.DefFace)))
			}, "%s plays %s: the red die turns over, now %d", seat, c.Name, g.face(DieRed, p.DefFace))
			return
		}
		p.Faces[k-1] = opposite(p.Faces[k-1])
		vals, ds := g.rolled(p.Dice, p.Faces)
		g.emit(rules.Event{Kind: "card", Seat: seat, Test: c.Effect, Dice: vals, Rolled: ds}, func() rules.Msg {
			return rules.Say("UrbFlipsDie", "Side", seatRef(seat), "Card", c.Name, "Die", rules.Num(k), "Dice", fmt.Sprint(vals))
		}, "%s plays %s: die %d turns over, now %v", seat, c.Name, k, vals)
	case c.Effect == EffectReroll && roller:
		g.reroll(p, seat, c.Name)
	case c.Effect == EffectReroll:
		p.DefFace = g.rollIndex()
		g.emit(rules.Event{Kind: "roll", Seat: seat, Actor: p.Target, Test: "reroll", Dice: []int{g.face(DieRed, p.DefFace)}}, func() rules.Msg {
			return rules.Say("UrbRerollsRed", "Side", seatRef(seat), "Card", c.Name, "Face", rules.Num(g.face(DieRed, p.DefFace)))
		}, "%s rolls the red die again with %s: %d", seat, c.Name, g.face(DieRed, p.DefFace))
	}
}

// reroll rolls the waiting roll's dice again.
func (g *Game) reroll(p *roll, seat rules.Seat, why string) {
	p.Faces = g.rollDice(p.Dice)
	vals, ds := g.rolled(p.Dice, p.Faces)
	g.emit(rules.Event{Kind: "roll", Seat: seat, Actor: p.Actor, Target: p.Target, Test: "reroll", Dice: vals, Rolled: ds, Need: p.Need, Total: g.sum(p.Dice, p.Faces) + p.Mod},
		func() rules.Msg {
			return rules.Say("UrbRerolls", "Side", seatRef(seat), "With", map[bool]string{true: rules.MsgRef + "UrbAReroll", false: why}[why == "a reroll"], "Dice", fmt.Sprint(vals))
		}, "%s rerolls with %s: %v", seat, why, vals)
}

// keep ends a side's part of the window: after the roller's side the
// other may play; after the other the roll is resolved.
func (g *Game) keep() {
	p := g.st.Pending
	roller := g.model(p.Actor).Seat
	if p.Decider == roller && len(g.influence(roller.Other())) > 0 {
		p.Decider = roller.Other()
		return
	}
	g.resolvePending()
}

// resolvePending resolves the waiting roll and goes on with the turn.
func (g *Game) resolvePending() {
	p := g.st.Pending
	g.st.Pending = nil
	switch p.Kind {
	case RollRanged:
		g.resolveRanged(p)
	case RollSpell:
		g.resolveSpell(p)
	case RollMelee:
		g.resolveMelee(p)
	case RollDamage:
		g.resolveDamage(p)
	}
	g.settleGroup()
}
