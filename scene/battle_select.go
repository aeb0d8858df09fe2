package scene

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// clickPiece is a click on a model (on the board or in the fireteam
// list): the first click selects it, showing its card and what it can do;
// a second click on a selected model of the deciding side that is still
// to activate activates it. Activating is never the side effect of
// looking.
func (b *battleScreen) clickPiece(a *App, id string) {
	if b.picked == id && b.sel == id {
		if act, ok := b.activation(id); ok {
			b.apply(a, act)
			return
		}
	}
	b.selectPiece(id)
}

// activation is the action that activates model id, when that is the
// one thing its player can do with it now.
func (b *battleScreen) activation(id string) (rules.Action, bool) {
	var own []rules.Action
	for _, act := range b.legal {
		if act.Actor == id {
			own = append(own, act)
		}
	}
	p := b.piece(id)
	if len(own) == 1 && own[0].Kind == "activate" && p != nil && !p.Active {
		return own[0], true
	}
	return rules.Action{}, false
}

// selectPiece selects a model without acting: its card shows, and the bar
// and the board offer what it can do (for a model still to activate, the
// Activate button).
func (b *battleScreen) selectPiece(id string) {
	b.foldSidesForCard()
	b.sel, b.picked = id, id
	b.focus, b.target, b.aim = "", "", nil
	b.endAsk = false
	b.rel = relevant(b.legal, b.sel)
	b.entries = b.barOf("")
	b.page = 0
}

// backOut undoes the last choice not yet made, as Esc and a right-click
// on the bare board do: a chosen attack, weapon or cube group first, then
// an inspected card, then the selection of a model still to activate.
// It reports whether there was anything to back out of.
func (b *battleScreen) backOut() bool {
	switch {
	case b.target != "" || b.focus != "" || b.aim != nil || b.endAsk:
		b.target, b.focus, b.aim, b.endAsk = "", "", nil, false
		b.entries = b.barOf("")
		return true
	case b.pinned != "":
		b.pinned = ""
		return true
	case b.sel != "":
		if p := b.piece(b.sel); p != nil && p.Active && p.Seat == b.g.ToMove() {
			return false // an activation under way is ended, not backed out of
		}
		if offBoardPick(b.legal, b.view, b.sel) == b.sel {
			return false // a model to place off the board stays selected: no click could pick it again
		}
		b.sel, b.picked = "", ""
		b.rel = relevant(b.legal, "")
		b.entries = b.barOf("")
		b.page = 0
		return true
	}
	return false
}

// rightClick inspects the model under the cursor (its card stays in the
// card panel until the next right-click or Esc), or backs out when there
// is no model there.
func (b *battleScreen) rightClick(in *input) {
	if id := b.modelAt(in); id != "" {
		b.foldSidesForCard()
		b.pinned = id
		return
	}
	b.backOut()
}

// modelAt is the model under the cursor: a row of the fireteam list or a
// figure on the board; "" for none.
func (b *battleScreen) modelAt(in *input) string {
	if rows, idx, _ := rosterRows(b.view, b.rosterArea); len(rows) > 0 && !b.sidesPanel.contains(in.mx, in.my) {
		for k, row := range rows {
			if in.hover(row) {
				return b.view.Pieces[idx[k]].ID
			}
		}
	}
	if b.pointerOK {
		return b.pointer.Piece
	}
	return ""
}

// pick finds what lies under the cursor on the board, once a tick, for
// every use of it (the peek, the right-click, the player's hover): nothing
// while the cursor is on a panel.
func (b *battleScreen) pick(in *input) {
	b.pointer, b.pointerOK = bHit{}, false
	if !b.overHUD(in.mx, in.my) {
		b.pointer, b.pointerOK = b.brd.Pick(in.mx, in.my, b.view)
	}
}

// end takes an ending action. Ending an activation while the model still
// has something else to do asks first: the first press or click only
// asks (the bar and the prompt say so), the second ends it.
func (b *battleScreen) end(a *App, act rules.Action) {
	if !b.endAsk && b.asksFirst(act) {
		b.endAsk = true
		return
	}
	b.endAsk = false
	b.apply(a, act)
}

// asksFirst reports whether an ending action is asked about before it is
// taken: ending an activation with something else left to do, or passing
// while models the player picks from may still act (pickFirst,
// loneChooser).
func (b *battleScreen) asksFirst(act rules.Action) bool {
	switch act.Kind {
	case "end":
		return len(b.actionsLeft()) > 0
	case "pass":
		return pickFirst(b.legal) || loneChooser(b.legal) != ""
	}
	return false
}

// actionsLeft lists the titles of what the deciding side can still do
// besides ending or passing, each kind once; the ruleset's spare actions
// (a command die, a drop) do not count.
func (b *battleScreen) actionsLeft() []string {
	var out []string
	seen := map[string]bool{}
	for _, act := range b.legal {
		if isEndAction(act) || act.Kind == "pass" || seen[act.Kind] || b.describe().of(act).Spare {
			continue
		}
		seen[act.Kind] = true
		out = append(out, b.describe().kindTitle(act))
	}
	return out
}
