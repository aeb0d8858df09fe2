package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Legal lists every option of the deciding seat, in a stable order; empty
// once the game is over. The list is the game's cache (rules.Game).
//
// Between impulses the phasing side picks the cube whose soldiers act
// ("impulse") or passes the rest of its phase. During an impulse it
// lists, soldier by soldier of the impulse, entering the cube ahead or a
// melee there, turning, lying down or getting up, fire and grenade
// throws, and last "end" to end the impulse.
func (g *Game) Legal() []rules.Action {
	if g.legal == nil {
		g.legal = g.listLegal()
	}
	return g.legal
}

// listLegal builds the legal list.
func (g *Game) listLegal() []rules.Action {
	st := &g.st
	if st.Over {
		return []rules.Action{}
	}
	var out []rules.Action
	if st.Stack == nil {
		for _, p := range g.impulseCubes() {
			c := p
			out = append(out, rules.Action{Seat: st.Side, Kind: "impulse", Cell: &c})
		}
		return append(out, rules.Action{Seat: st.Side, Kind: "pass"})
	}
	for i := range st.Soldiers {
		s := &st.Soldiers[i]
		if !s.InImpulse || !s.alive() || s.MF <= 0 {
			continue
		}
		out = g.moveActions(i, out)
		out = g.fireActions(i, out)
		out = g.grenadeActions(i, out)
	}
	return append(out, rules.Action{Seat: st.Side, Kind: "end"})
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
		return "The game is over.", rules.Say("FpwPromptOver")
	case st.Stack == nil:
		return fmt.Sprintf("%s: impulse %d of 2 — pick the cube whose soldiers act, or pass", st.Side, st.Impulses+1),
			rules.Say("FpwPromptPick", "Side", seatRef(st.Side), "Impulse", rules.Num(st.Impulses+1))
	}
	return fmt.Sprintf("%s: impulse %d of 2 in %s — spend Movement Factors", st.Side, st.Impulses, *st.Stack),
		rules.Say("FpwPromptSpend", "Side", seatRef(st.Side), "Impulse", rules.Num(st.Impulses), "At", st.Stack.String())
}

// Apply carries out one legal action and returns what happened; an action
// not in Legal is refused and changes nothing.
func (g *Game) Apply(a rules.Action) ([]rules.Event, error) {
	if g.st.Over {
		return nil, rules.GameOverError{}
	}
	if k := rules.LegalIndex(g.Legal(), a); k >= 0 {
		return g.ApplyIndex(k)
	}
	return nil, &rules.IllegalActionError{Text: a.Text(), Reason: "not among the legal actions: " + g.Prompt()}
}

// NumLegal is len(Legal()) (rules.IndexApplier).
func (g *Game) NumLegal() int { return len(g.Legal()) }

// ApplyIndex applies the i-th legal action (rules.IndexApplier).
func (g *Game) ApplyIndex(k int) ([]rules.Event, error) {
	if g.st.Over {
		return nil, rules.GameOverError{}
	}
	legal := g.Legal()
	if k < 0 || k >= len(legal) {
		return nil, rules.IndexError(k, len(legal))
	}
	a := legal[k]
	g.events = nil
	g.rolledLast = false
	g.carryOut(a)
	g.advance()
	g.applied = true
	g.legal = nil
	ev := g.events
	g.events = nil
	if ev == nil && !g.silent {
		ev = []rules.Event{}
	}
	return ev, nil
}

// carryOut changes the state for a legal action.
func (g *Game) carryOut(a rules.Action) {
	st := &g.st
	i := g.index(a.Actor)
	switch a.Kind {
	case "impulse":
		g.startImpulse(*a.Cell)
	case "pass":
		st.Impulses = 2
		g.emit(rules.Event{Kind: "pass", Seat: st.Side}, func() rules.Msg { return rules.Say("FpwPasses", "Side", seatRef(st.Side)) }, "%s passes the rest of its Impulse Phase.", st.Side)
	case "end":
		g.endImpulse()
		g.emit(rules.Event{Kind: "end-impulse", Seat: st.Side}, func() rules.Msg { return rules.Say("FpwEndsImpulse", "Side", seatRef(st.Side)) }, "%s ends the impulse.", st.Side)
	case "move":
		g.applyMove(i)
	case "turn":
		d, _ := dirByName(a.Option)
		g.applyTurn(i, d)
	case "prone":
		g.applyPosture(i, true)
	case "stand":
		g.applyPosture(i, false)
	case "fire":
		g.applyFire(i, g.index(a.Target), a.Weapon, a.Option)
	case "grenade":
		g.applyGrenade(i, *a.Cell)
	case "melee":
		g.applyMelee(i, *a.Cell, a.Option == OptTogether)
	}
}
