package flashpoint

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// log collects the events of one Apply. A quiet log (Game.SetQuiet)
// leaves out their text: builders skip the formatting when it is quiet. A
// silent log (Game.SetSilent) is quiet and keeps no events: what builders
// write goes to a sink that the next event overwrites. Either way it notes
// the kinds Reversible needs (noteKind).
type log struct {
	events []rules.Event
	quiet  bool
	silent bool
	sink   rules.Event // a silent log's only event, overwritten by each
	seen   seenKinds
}

// seenKinds are the kinds of event an Apply produced that decide whether
// it may be taken back (undoAfter).
type seenKinds struct {
	revealed bool // a face-down item was revealed
	picked   bool // something was picked up
}

// newLog is the log of one Apply on g, writing into buf.
func newLog(g *Game, buf []rules.Event) log {
	return log{quiet: g.quiet || g.silent, silent: g.silent, events: buf}
}

// noteKind notes an event kind that undoAfter judges by.
func (l *log) noteKind(kind string) {
	switch kind {
	case "reveal":
		l.seen.revealed = true
	case "pickup", "objective-pickup", "supply":
		l.seen.picked = true
	}
}

// add appends an event.
func (l *log) add(e rules.Event) {
	l.noteKind(e.Kind)
	if !l.silent {
		l.events = append(l.events, e)
	}
}

// event appends an event of kind for seat without text; the caller writes
// the text when the log is not quiet.
func (l *log) event(kind string, seat rules.Seat) *rules.Event {
	l.noteKind(kind)
	if l.silent {
		l.sink = rules.Event{Kind: kind, Seat: seat}
		return &l.sink
	}
	l.events = append(l.events, rules.Event{Kind: kind, Seat: seat})
	return &l.events[len(l.events)-1]
}

// addf appends an event of kind for seat with a formatted text (none when
// the log is quiet).
func (l *log) addf(kind string, seat rules.Seat, format string, args ...any) *rules.Event {
	e := l.event(kind, seat)
	if !l.quiet {
		e.Text = fmt.Sprintf(format, args...)
	}
	return e
}

// posPtr returns a pointer to a copy of p.
func posPtr(p world.Pos) *world.Pos { return &p }

// cube writes a cube as "x,y,z" without fmt.
func cube(p world.Pos) string {
	b := make([]byte, 0, 12)
	b = strconv.AppendInt(b, int64(p.X), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(p.Y), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(p.Z), 10)
	return string(b)
}

// label names a model in the log: "blue.2 (Marksman)".
func (m *model) label() string { return m.ID + " (" + m.Name + ")" }

// labelled formats as the model's label when an event's text is built
// (log.addf), so that a quiet log, which builds none, does not spell it
// out. It fits in an interface without being copied to the heap.
type labelled struct{ m *model }

// String is the model's label.
func (l labelled) String() string { return l.m.label() }

// rollEvent is a dice-pool roll: who rolled, the faces, the target number,
// the successes and every modifier (the modifiers and the text only when
// the log is not quiet).
func (l *log) rollEvent(seat rules.Seat, actor, target string, p Pool, r PoolRoll) rules.Event {
	if l.silent {
		return rules.Event{Kind: "roll"}
	}
	dice := make([]int, 0, len(r.Faces)+len(r.Rerolled)+len(r.Extra))
	dice = append(dice, r.Faces...)
	dice = append(dice, r.Rerolled...)
	dice = append(dice, r.Extra...)
	e := rules.Event{Kind: "roll", Seat: seat, Actor: actor, Target: target, Test: testName(p.Test),
		Dice: dice, Need: p.Need, Hits: r.Successes, Rolled: r.Marks(p)}
	if l.quiet {
		return e
	}
	e.Mods = p.ModText()
	e.Text = rollText(seat, actor, p, r, e.Mods)
	e.Msg = rollMsg(seat, actor, p, r, e.Mods)
	return e
}

// rollMsg is the message of a dice-pool roll's text (rollText): FpRoll,
// with the rerolled dice FpRollR, with headshot dice FpRollH, with both
// FpRollRH; its Count is the dice rolled. The modifiers stay in English.
func rollMsg(seat rules.Seat, actor string, p Pool, r PoolRoll, mods []string) rules.Msg {
	id := "FpRoll"
	if len(r.Rerolled) > 0 {
		id += "R"
	}
	if len(r.Extra) > 0 {
		id += "H"
	}
	who := actor
	if who == "" {
		who = msgValue(seat)
	}
	hits := successWord(r.Successes)
	m := ""
	if len(mods) > 0 {
		m = " (" + strings.Join(mods, ", ") + ")"
	}
	fs := ""
	if len(r.Faces) > 0 {
		fs = " [" + faces(r.Faces) + "]"
	}
	return rules.Say(id, "Who", who, "Test", msgValue(testWord(p.Test)), "Count", rules.Num(p.Dice()),
		"Need", rules.Num(p.Need), "Faces", fs, "Rerolled", faces(r.Rerolled), "Extra", faces(r.Extra),
		"Hits", rules.Num(r.Successes), "HitWord", msgValue(hits), "Mods", m)
}

// rollText is the text of a dice-pool roll with its modifiers mods.
func rollText(seat rules.Seat, actor string, p Pool, r PoolRoll, mods []string) string {
	who := actor
	if who == "" {
		who = seat.String()
	}
	// Written piece by piece rather than with fmt, which would let the
	// pool (and the room of its modifiers on a caller's stack) escape.
	var b strings.Builder
	b.WriteString(who)
	b.WriteString(" rolls ")
	b.WriteString(testName(p.Test))
	b.WriteString(": ")
	b.WriteString(strconv.Itoa(p.Dice()))
	b.WriteByte(' ')
	b.WriteString(plural(p.Dice(), "die", "dice"))
	b.WriteString(" at ")
	b.WriteString(strconv.Itoa(p.Need))
	b.WriteByte('+')
	if len(r.Faces) > 0 {
		b.WriteString(" [")
		b.WriteString(faces(r.Faces))
		b.WriteByte(']')
	}
	if len(r.Rerolled) > 0 {
		b.WriteString(" rerolled [")
		b.WriteString(faces(r.Rerolled))
		b.WriteByte(']')
	}
	if len(r.Extra) > 0 {
		b.WriteString(" headshot dice [")
		b.WriteString(faces(r.Extra))
		b.WriteByte(']')
	}
	fmt.Fprintf(&b, " = %d %s", r.Successes, plural(r.Successes, "success", "successes"))
	if len(mods) > 0 {
		b.WriteString(" (")
		b.WriteString(strings.Join(mods, ", "))
		b.WriteByte(')')
	}
	return b.String()
}

// faces writes dice faces separated by spaces.
func faces(f []int) string {
	var b strings.Builder
	for i, v := range f {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(v))
	}
	return b.String()
}

// plural picks the singular or plural noun for n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// dieEvent is a single-die roll (roll-off, girder, scatter, weapon drop)
// with a formatted text and its message id, arguments named by names
// (none when the log is quiet; see say).
func (l *log) dieEvent(seat rules.Seat, actor, test string, face, need int, id, names, format string, args ...any) rules.Event {
	if l.silent {
		return rules.Event{Kind: "roll"}
	}
	e := rules.Event{Kind: "roll", Seat: seat, Actor: actor, Test: test, Dice: []int{face}, Need: need}
	if !l.quiet {
		e.Text, e.Msg = say(id, names, format, args...)
	}
	return e
}
