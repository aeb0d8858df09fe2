package killteam

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// rerollWait is an action stopped after a failed roll whose owner may
// spend a Command Re-roll (KT-CP-3). The game goes back to the state
// before the action; the answer plays the action again from there, the
// faces rolled so far replayed and the earlier offers answered as they
// were, and goes on past the offer.
type rerollWait struct {
	Before  *state       `json:"before"`  // the state before the action (its RNG unused)
	Action  rules.Action `json:"action"`  // the action, as Legal gave it
	Faces   []int        `json:"faces"`   // every face rolled up to the failed roll
	Answers []bool       `json:"answers"` // the earlier offers' answers, in order
	Seat    rules.Seat   `json:"seat"`    // who decides: the roll's owner
	Actor   string       `json:"actor"`   // the model whose roll it is
	Test    string       `json:"test"`    // hit, wound, save, injury, psychic, deny
	Shown   int          `json:"shown"`   // events of the action already returned
}

// clone copies the wait deeply; nil stays nil.
func (w *rerollWait) clone() *rerollWait {
	if w == nil {
		return nil
	}
	c := *w
	b := w.Before.clone()
	c.Before = &b
	c.Faces = append([]int(nil), w.Faces...)
	c.Answers = append([]bool(nil), w.Answers...)
	return &c
}

// rerollRecord follows one action's dice and offers (Game.rec).
type rerollRecord struct {
	on      bool   // faces are recorded: an offer may come
	faces   []int  // the faces rolled by the action so far
	replay  []int  // faces to roll again first
	bad     bool   // a face to replay did not fit its die
	answers []bool // answers to the offers, in order
	offers  int    // offers made so far
	halted  bool   // a new offer stopped the action
	cp      [2]int // the command points when it stopped
	parties [2]int // the attacker and the defender of the roll being made
	seat    rules.Seat
	actor   string
	test    string
}

// haltKind marks where the events of a halted action end (never shown).
const haltKind = "halt"

// rerollsPossible reports whether some player could spend a Command
// Re-roll now.
func (g *Game) rerollsPossible() bool {
	return g.st.CP[rules.Blue] >= CommandRerollCost || g.st.CP[rules.Red] >= CommandRerollCost
}

// applyRecorded applies legal action a, following its dice so that it
// may stop at a Command Re-roll offer (finishRecording).
func (g *Game) applyRecorded(a rules.Action) []rules.Event {
	if !g.rerollsPossible() {
		g.rec = rerollRecord{}
		return g.applyAction(a)
	}
	before := g.st.clone()
	before.RNG = rules.RNG{}
	g.rec = rerollRecord{on: true}
	ev := g.applyAction(a)
	return g.finishRecording(&before, a, ev, 0)
}

// answerReroll plays the waiting action again with the answer of a
// ("reroll" or "keep") to its offer.
func (g *Game) answerReroll(a rules.Action) []rules.Event {
	w := g.st.Reroll
	var ev []rules.Event
	if a.Kind == "reroll" {
		ev = []rules.Event{{Kind: "reroll", Seat: w.Seat, Actor: w.Actor, Test: w.Test,
			Text: g.textf("%s spends %d command point on a Command Re-roll of %s's %s roll and has %d (KT-CP-3).", w.Seat, CommandRerollCost, w.Actor, w.Test, g.st.CP[w.Seat]-CommandRerollCost),
			Msg:  g.say("KtRerollOf", "Seat", seatRef(w.Seat), "Cost", rules.Num(CommandRerollCost), "Model", w.Actor, "Roll", g.testArg(w.Test), "CP", rules.Num(g.st.CP[w.Seat]-CommandRerollCost))}}
	}
	live := g.st.RNG
	g.st = w.Before.clone()
	g.st.RNG = live
	g.rec = rerollRecord{on: true, replay: append([]int(nil), w.Faces...), answers: append(append([]bool(nil), w.Answers...), a.Kind == "reroll")}
	more := g.applyAction(w.Action)
	return append(ev, g.finishRecording(w.Before, w.Action, more, w.Shown)...)
}

// finishRecording returns the events of action a after the shown ones;
// when a new offer halted it, it returns those up to the failed roll and
// puts the game back to before (with the dice generator as it is now and
// the command points left when it stopped), waiting for the roll's
// owner.
func (g *Game) finishRecording(before *state, a rules.Action, ev []rules.Event, shown int) []rules.Event {
	rec := g.rec
	g.rec = rerollRecord{}
	if !rec.halted {
		return ev[min(shown, len(ev)):]
	}
	cut := len(ev)
	for k, e := range ev {
		if e.Kind == haltKind {
			cut = k
			break
		}
	}
	live := g.st.RNG
	b := before.clone()
	g.st = b.clone()
	g.st.RNG, g.st.CP = live, rec.cp
	g.st.Reroll = &rerollWait{Before: &b, Action: a, Faces: rec.faces, Answers: rec.answers, Seat: rec.seat, Actor: rec.actor, Test: rec.test, Shown: cut}
	g.st.Turn = rec.seat
	return ev[min(shown, cut):cut]
}

// offerReroll asks model k's seat whether to spend a Command Re-roll on
// its failed roll of test (KT-CP-3): an answer given before (an action
// played again) stands, spending the point; a new offer halts the action
// for the seat to answer. No offer is made without a command point.
func (g *Game) offerReroll(k int, test string) bool {
	m := &g.st.Models[k]
	if !g.rec.on || g.rec.halted || g.st.CP[m.Seat] < CommandRerollCost {
		return false
	}
	n := g.rec.offers
	g.rec.offers++
	if n < len(g.rec.answers) {
		if g.rec.answers[n] {
			g.st.CP[m.Seat] -= CommandRerollCost
		}
		return g.rec.answers[n]
	}
	g.rec.halted, g.rec.seat, g.rec.actor, g.rec.test, g.rec.cp = true, m.Seat, m.ID, test, g.st.CP
	return false
}

// Reroll is Rerolls on the game: the attack chain's failed roll is
// offered to its owner, the attacker or the defender of the roll being
// made (rec.parties).
func (g *Game) Reroll(kind StepKind, defender bool) bool {
	k := g.rec.parties[0]
	if defender {
		k = g.rec.parties[1]
	}
	return g.offerReroll(k, kind.String())
}

// Halted is Rerolls on the game: a new offer stopped the action.
func (g *Game) Halted() bool { return g.rec.halted }

// setParties names the attacker i and the defender j of the rolls to come.
func (g *Game) setParties(i, j int) { g.rec.parties = [2]int{i, j} }

// haltEvents is the mark that ends a halted action's events, or nothing.
func (g *Game) haltEvents() []rules.Event {
	if g.rec.halted {
		return []rules.Event{{Kind: haltKind}}
	}
	return nil
}

// rerollText says who spent a Command Re-roll on which roll.
func (g *Game) rerollText(k int, test string) string {
	m := &g.st.Models[k]
	return fmt.Sprintf("%s spends %d command point on a Command Re-roll of %s's %s roll and has %d (KT-CP-3).", m.Seat, CommandRerollCost, m.ID, test, g.st.CP[m.Seat])
}

// checkReroll checks a loaded Command Re-roll offer: the state before
// the action is a valid one, the rest of the state is that state, and
// playing the action again from it with the recorded faces and answers
// stops at the same offer after the same events.
func (g *Game) checkReroll(s *state) error {
	w := s.Reroll
	if w == nil {
		return nil
	}
	bad := fmt.Errorf("the Command Re-roll offer of %q is not possible", w.Actor)
	if w.Before == nil || w.Before.Reroll != nil || !validSeat(w.Seat) || s.Turn != w.Seat || len(w.Faces) > 10000 || len(w.Answers) > 10000 {
		return bad
	}
	if err := g.checkState(w.Before); err != nil {
		return fmt.Errorf("before the Command Re-roll offer: %w", err)
	}
	outer := *s
	outer.Reroll, outer.Turn, outer.RNG, outer.CP = nil, w.Before.Turn, w.Before.RNG, w.Before.CP
	h1, h2 := rules.NewHasher(), rules.NewHasher()
	hashState(&h1, &outer)
	hashState(&h2, w.Before)
	if h1.Sum() != h2.Sum() {
		return bad
	}
	t := g.clone()
	t.st = w.Before.clone()
	a, err := rules.Find(t.Legal(), w.Action.Text())
	if err != nil || a.Seat != w.Action.Seat {
		return bad
	}
	t.rec = rerollRecord{on: true, replay: append([]int(nil), w.Faces...), answers: append([]bool(nil), w.Answers...)}
	ev := t.applyAction(a)
	rec := t.rec
	cut := -1
	for k, e := range ev {
		if e.Kind == haltKind {
			cut = k
			break
		}
	}
	if !rec.halted || rec.bad || len(rec.replay) > 0 || len(rec.faces) != len(w.Faces) || rec.offers != len(w.Answers)+1 ||
		rec.seat != w.Seat || rec.actor != w.Actor || rec.test != w.Test || cut != w.Shown || rec.cp != s.CP {
		return bad
	}
	return nil
}
