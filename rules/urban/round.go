package urban

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The ways the second player may lay a card over the main Event card
// (UF-EVT-2).
const (
	ShiftUp   = "up"   // 1 lucky number, the new card's condition, 2 bottom zones
	ShiftDown = "down" // 2 lucky numbers, the new card's condition, 1 bottom zone
)

// startRound begins a round (UF-PH-1): the first player is chosen, the
// Fury of beasts comes back, the first player reveals the main Event and
// draws, the second draws and must use one card.
func (g *Game) startRound() {
	st := &g.st
	st.Round++
	if st.Round > 1 {
		st.First = g.loser()
	}
	for i := range st.Models {
		m := &st.Models[i]
		m.Activated = false
		if p := g.profile(m); p.Fury() && !m.Rest && !m.Dead {
			m.Fury = p.FUR
		}
	}
	first := st.First
	g.emit(rules.Event{Kind: "round", Seat: first}, func() rules.Msg { return rules.Say("UrbRound", "Round", rules.Num(st.Round), "Side", seatRef(first)) }, "Round %d: %s plays first", st.Round, first)
	st.EventCards = []string{g.drawOne()}
	st.EventShift = ""
	g.formEvent()
	c, _ := g.data.Card(st.EventCards[0])
	g.emit(rules.Event{Kind: "event", Seat: first}, func() rules.Msg {
		return rules.Say("UrbRevealsEvent", "Side", seatRef(first), "Card", c.Name, "Lucky", rules.Num(c.Lucky))
	}, "%s reveals the Event: %s (lucky %d)", first, c.Name, c.Lucky)
	g.draw(first, g.data.Deck.FirstDraw)
	g.draw(first.Other(), g.data.Deck.SecondDraw)
	st.Phase = PhaseEvent
	st.Turn = first
	st.Passes = 0
	if len(st.Hands[first.Other()]) == 0 {
		g.beginActivations()
	}
}

// loser is the first player of a round after the first (A19): the side
// with fewer victory points, then with fewer HP left, then the previous
// second player.
func (g *Game) loser() rules.Seat {
	st := &g.st
	if st.VP[0] != st.VP[1] {
		if st.VP[0] < st.VP[1] {
			return rules.Blue
		}
		return rules.Red
	}
	hp := g.hpLeft()
	if hp[0] != hp[1] {
		if hp[0] < hp[1] {
			return rules.Blue
		}
		return rules.Red
	}
	return st.First.Other()
}

// hpLeft is the HP each side's models have left.
func (g *Game) hpLeft() [2]int {
	var hp [2]int
	for i := range g.st.Models {
		if m := &g.st.Models[i]; !m.Dead {
			hp[m.Seat] += g.hp(m) - m.Wounds
		}
	}
	return hp
}

// drawOne takes the top card of the deck, shuffling the discard pile into
// a new deck when the deck is empty. The deck is never empty with the
// discard pile (30 cards, at most 7 in a hand).
func (g *Game) drawOne() string {
	st := &g.st
	if len(st.Deck) == 0 {
		st.Deck, st.Discard = st.Discard, nil
		g.shuffle(st.Deck)
		g.emit(rules.Event{Kind: "shuffle", Seat: rules.NoSeat}, func() rules.Msg { return rules.Say("UrbShuffled") }, "The discard pile is shuffled into a new deck")
	}
	if len(st.Deck) == 0 {
		return ""
	}
	c := st.Deck[0]
	st.Deck = slices.Delete(st.Deck, 0, 1)
	g.rolledLast = true
	return c
}

// draw deals n cards to a seat's hand.
func (g *Game) draw(seat rules.Seat, n int) {
	got := 0
	for range n {
		c := g.drawOne()
		if c == "" {
			break
		}
		g.st.Hands[seat] = append(g.st.Hands[seat], c)
		got++
	}
	g.emit(rules.Event{Kind: "draw", Seat: seat, Hits: got}, func() rules.Msg { return rules.Say("UrbDraws", "Side", seatRef(seat), "Count", rules.Num(got)) }, "%s draws %d %s", seat, got, plural(got, "card", "cards"))
}

// formEvent works out the Event from its cards (UF-EVT-2): the main card
// alone gives its lucky number, its condition if it is an Event card,
// and its two combinations; a card laid over it shifted up gives its own
// lucky number and condition and both bottom zones; shifted down, both
// lucky numbers, its condition and its own bottom zone.
func (g *Game) formEvent() {
	st := &g.st
	st.Lucky, st.EventCond, st.EventCombo = nil, "", nil
	if len(st.EventCards) == 0 {
		return
	}
	main, _ := g.data.Card(st.EventCards[0])
	top := main
	if len(st.EventCards) > 1 {
		top, _ = g.data.Card(st.EventCards[1])
	}
	switch st.EventShift {
	case ShiftUp:
		st.Lucky = []int{top.Lucky}
		st.EventCombo = append(slices.Clone(top.Combos), main.Combos...)
	case ShiftDown:
		st.Lucky = []int{main.Lucky, top.Lucky}
		st.EventCombo = slices.Clone(top.Combos)
	default:
		st.Lucky = []int{main.Lucky}
		st.EventCombo = slices.Clone(main.Combos)
	}
	if top.Zone == ZoneEvent {
		st.EventCond = top.Condition
	}
}

// conditions are the table conditions in force: the Event's and those of
// the Event Zone, less every pair that contradict each other (UF-EVT-4).
func (g *Game) conditions() []*Condition {
	var ids []string
	if g.st.EventCond != "" {
		ids = append(ids, g.st.EventCond)
	}
	for _, id := range g.st.Zone {
		c, _ := g.data.Card(id)
		ids = append(ids, c.Condition)
	}
	var out []*Condition
	for _, id := range ids {
		c, _ := g.data.Condition(id)
		clash := false
		for _, other := range ids {
			if slices.Contains(c.Excludes, other) {
				clash = true
			}
			if o, _ := g.data.Condition(other); slices.Contains(o.Excludes, id) {
				clash = true
			}
		}
		if !clash && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// condSum adds up one number of the conditions in force.
func (g *Game) condSum(f func(*Condition) int) int {
	s := 0
	for _, c := range g.conditions() {
		s += f(c)
	}
	return s
}

// maxRange is the range no ranged attack or spell reaches beyond under
// the conditions in force, in inches; 0 for none.
func (g *Game) maxRange() int {
	r := 0
	for _, c := range g.conditions() {
		if c.MaxRange > 0 && (r == 0 || c.MaxRange < r) {
			r = c.MaxRange
		}
	}
	return r
}

// useEventCard carries out the second player's card (UF-EVT-2, UF-PH-1c):
// laid over the main Event shifted up or down, or discarded.
func (g *Game) useEventCard(a rules.Action) {
	st := &g.st
	seat := g.ToMove()
	g.removeFromHand(seat, a.Target)
	c, _ := g.data.Card(a.Target)
	if a.Kind == KindDiscard {
		st.Discard = append(st.Discard, a.Target)
		g.emit(rules.Event{Kind: "discard", Seat: seat}, func() rules.Msg { return rules.Say("UrbDiscardsEvent", "Side", seatRef(seat), "Card", c.Name) }, "%s discards %s and leaves the Event as it is", seat, c.Name)
	} else {
		st.EventCards = append(st.EventCards, a.Target)
		st.EventShift = a.Option
		g.formEvent()
		g.emit(rules.Event{Kind: "event", Seat: seat}, func() rules.Msg {
			return rules.Say("UrbLaysEvent", "Side", seatRef(seat), "Card", c.Name, "Shift", shiftRef(a.Option), "Lucky", fmt.Sprint(st.Lucky))
		}, "%s lays %s over the Event, shifted %s: lucky %v", seat, c.Name, a.Option, st.Lucky)
	}
	g.beginActivations()
}

// beginActivations starts the activation phase with the first player
// (UF-PH-2).
func (g *Game) beginActivations() {
	g.st.Phase = PhaseActivate
	g.st.Turn = g.st.First
	g.st.Passes = 0
	g.nextTurn(g.st.First)
}

// removeFromHand takes a card out of a seat's hand.
func (g *Game) removeFromHand(seat rules.Seat, id string) {
	h := g.st.Hands[seat]
	if i := slices.Index(h, id); i >= 0 {
		g.st.Hands[seat] = slices.Delete(h, i, i+1)
	}
}

// canActivate reports whether a seat has a model still to activate this
// round.
func (g *Game) canActivate(seat rules.Seat) bool {
	for i := range g.st.Models {
		if m := &g.st.Models[i]; m.Seat == seat && !m.Dead && !m.Activated {
			return true
		}
	}
	return false
}

// nextTurn gives the turn to seat if it has models to activate, else to
// the other side; when neither has, the round ends (UF-PH-2c).
func (g *Game) nextTurn(seat rules.Seat) {
	switch {
	case g.st.Over:
	case g.canActivate(seat):
		g.st.Turn = seat
	case g.canActivate(seat.Other()):
		g.st.Turn = seat.Other()
	default:
		g.endRound()
	}
}

// endRound ends the round (UF-PH-3): effects of the round end, victory
// points are scored, the Event Zone is cleared, hands are cut down to the
// limit; then the next round begins or the game ends.
func (g *Game) endRound() {
	st := &g.st
	for i := range st.Models {
		st.Models[i].Active = false
	}
	if g.setup.Scenario == ScenarioStreets {
		g.scoreObjectives()
	}
	st.Discard = append(st.Discard, st.EventCards...)
	st.Discard = append(st.Discard, st.Zone...)
	st.EventCards, st.Zone, st.EventShift = nil, nil, ""
	g.formEvent()
	for _, seat := range rules.Seats {
		if over := len(st.Hands[seat]) - g.data.Deck.HandLimit; over > 0 {
			st.Discard = append(st.Discard, st.Hands[seat][:over]...)
			st.Hands[seat] = slices.Clone(st.Hands[seat][over:])
			g.emit(rules.Event{Kind: "discard", Seat: seat, Hits: over}, func() rules.Msg {
				return rules.Say("UrbDiscardsToLimit", "Side", seatRef(seat), "Count", rules.Num(over))
			}, "%s discards %d down to the hand limit", seat, over)
		}
	}
	if st.Round >= g.rounds {
		g.finish(fmt.Sprintf("after %d rounds", st.Round), "UrbEndsAfterRounds")
		return
	}
	g.startRound()
}

// controlZone is a model's control zone in cubes (G9): SPD inches, 3
// inches a cube. Rest doubles it (UF-ST-1), but the doubled zone does
// not reach mission objects: objectives measure the normal zone alone.
func (g *Game) controlZone(m *model, objective bool) int {
	z := g.profile(m).SPD / inchesPerCube
	if m.Rest && !objective {
		return 2 * z
	}
	return z
}

// scoreObjectives gives 1 VP for each objective a side controls at the
// end of the round (G8): one of its models has a cube of it in its
// control zone and no enemy model has any. A model at Rest counts with
// its normal zone: its doubled zone does not affect objectives (UF-ST-1).
func (g *Game) scoreObjectives() {
	for _, z := range g.arena.ZonesOf(world.ZoneObjective) {
		if seat := g.objectiveHolder(z); seat != rules.NoSeat {
			g.st.VP[seat]++
			g.emit(rules.Event{Kind: "score", Seat: seat, Hits: 1, To: &z.Cells[0]}, func() rules.Msg { return rules.Say("UrbHoldsObjective", "Side", seatRef(seat), "Objective", z.Label) }, "%s holds objective %s: 1 VP", seat, z.Label)
		}
	}
}

// objectiveHolder is the side that controls objective z now (G8, G9):
// the one whose models alone have a cube of it within their control
// zones; NoSeat when neither or both do.
func (g *Game) objectiveHolder(z world.Zone) rules.Seat {
	var near [2]bool
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Dead || near[m.Seat] {
			continue
		}
		r := g.controlZone(m, true)
		for _, c := range z.Cells {
			if world.Distance(m.Pos, c) <= r {
				near[m.Seat] = true
				break
			}
		}
	}
	for _, s := range rules.Seats {
		if near[s] && !near[s.Other()] {
			return s
		}
	}
	return rules.NoSeat
}

// finish ends the game: more victory points win, then more HP left;
// otherwise a draw. whyID is the message of the end event for why.
func (g *Game) finish(why, whyID string) { g.finishWith(why, whyID, rules.NoSeat, rules.NoSeat) }

// finishWith ends the game with the given winner, or by points when
// winner is NoSeat. whyID is the message of the end event for why, which
// may name side (its Side argument); a win on HP left adds "OnHP" to it.
func (g *Game) finishWith(why, whyID string, side, winner rules.Seat) {
	st := &g.st
	st.Over = true
	st.Pending = nil
	for i := range st.Models {
		st.Models[i].Active = false
	}
	hp := g.hpLeft()
	switch {
	case winner != rules.NoSeat:
		st.Winner = winner
	case st.VP[0] != st.VP[1]:
		st.Winner = rules.Blue
		if st.VP[1] > st.VP[0] {
			st.Winner = rules.Red
		}
	case hp[0] != hp[1]:
		st.Winner = rules.Blue
		if hp[1] > hp[0] {
			st.Winner = rules.Red
		}
		why += ", on HP left"
		whyID += "OnHP"
	default:
		st.Winner = rules.NoSeat
	}
	st.Reason = why
	g.emit(rules.Event{Kind: "over", Seat: st.Winner}, func() rules.Msg {
		return rules.Say(whyID, "Side", seatRef(side), "Rounds", rules.Num(st.Round), "Blue", rules.Num(st.VP[0]), "Red", rules.Num(st.VP[1]))
	}, "The game ends %s: %d to %d VP", why, st.VP[0], st.VP[1])
}

// plural picks the word for n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
