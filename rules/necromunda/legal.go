package necromunda

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

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
	if st.Over {
		return []rules.Action{}
	}
	if st.Step == stepPlace {
		var out []rules.Action
		for _, p := range g.casketCubes() {
			c := p
			out = append(out, rules.Action{Seat: st.Turn, Kind: "place", Cell: &c})
		}
		if len(out) == 0 {
			out = append(out, rules.Action{Seat: st.Turn, Kind: "pass"})
		}
		return out
	}
	if st.Active < 0 {
		var out []rules.Action
		for i := range st.Fighters {
			if f := &st.Fighters[i]; f.Seat == st.Turn && g.ready(i) {
				out = append(out, rules.Action{Seat: f.Seat, Kind: "activate", Actor: f.ID})
			}
		}
		return out
	}
	i := st.Active
	f := &st.Fighters[i]
	var out []rules.Action
	switch {
	case f.Climb != nil:
		out = g.moveActions(i)
		out = append(out, g.chargeActions(i)...) // A6: Move or Charge while climbing
	case f.Status == Pinned:
		if !g.engaged(i) {
			out = append(out, rules.Action{Seat: f.Seat, Kind: "stand", Actor: f.ID})
		}
		out = append(out, g.openActions(i)...)
	case g.engaged(i):
		out = append(out, g.fightActions(i)...)
		out = append(out, g.retreatActions(i)...)
		out = append(out, g.shootActions(i)...)
		out = append(out, g.coupActions(i)...)
		out = append(out, g.openActions(i)...)
		out = append(out, g.reloadActions(i)...)
	default:
		out = append(out, g.moveActions(i)...)
		out = append(out, g.chargeActions(i)...)
		out = append(out, g.shootActions(i)...)
		out = append(out, g.coupActions(i)...)
		out = append(out, g.openActions(i)...)
		out = append(out, g.reloadActions(i)...)
	}
	return append(out, rules.Action{Seat: f.Seat, Kind: "end", Actor: f.ID})
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
		return "The game is over.", rules.Say("NecPromptOver")
	case st.Step == stepPlace:
		return fmt.Sprintf("%s: place a loot casket", st.Turn), rules.Say("NecPromptPlace", "Side", seatRef(st.Turn))
	case st.Active < 0:
		return fmt.Sprintf("%s: activate a fighter", st.Turn), rules.Say("NecPromptActivate", "Side", seatRef(st.Turn))
	}
	f := &st.Fighters[st.Active]
	return fmt.Sprintf("%s: %d action %s left", f.ID, st.AP, plural(st.AP, "point", "points")), rules.Say("NecPromptAP", "Fighter", f.ID, "Count", rules.Num(st.AP))
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
	g.bottlesRolled, g.bottledOut = false, false
	g.carryOut(a)
	g.applied = true
	g.legal = nil
	g.posHash = 0
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
	switch a.Kind {
	case "place":
		g.placeCasket(a.Seat, a.Cell)
		return
	case "pass":
		g.placeCasket(a.Seat, nil)
		return
	case "activate":
		g.activate(g.index(a.Actor))
		return
	}
	i := st.Active
	f := &st.Fighters[i]
	switch a.Kind {
	case "end":
		g.endActivation()
	case "move":
		g.applyMove(i, a)
	case "charge":
		g.applyCharge(i, a)
	case "retreat":
		g.applyRetreat(i, a)
	case "shoot":
		g.applyShoot(i, a)
	case "fight":
		g.fight(i, g.index(a.Target), a.Weapon)
		g.spend(1)
	case "coup":
		j := g.index(a.Target)
		g.emit(rules.Event{Kind: "coup", Seat: f.Seat, Actor: f.ID, Target: a.Target}, func() rules.Msg { return rules.Say("NecCoup", "Fighter", f.ID, "Target", a.Target) }, "%s finishes off %s (coup de grâce).", f.ID, a.Target)
		g.outOfAction(j)
		g.spend(1)
	case "stand":
		f.Status = Active
		g.emit(rules.Event{Kind: "stand", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecStandsUp", "Fighter", f.ID) }, "%s stands up.", f.ID)
		g.spend(1)
	case "open":
		g.applyOpen(i, a)
	case "reload":
		g.applyReload(i, a)
	}
	if st.Active == i && !st.Over && !st.Fighters[i].onBoard() {
		g.endActivation()
	}
	if st.Active == i && st.AP == 0 && !st.Over {
		g.endActivation()
	}
}
