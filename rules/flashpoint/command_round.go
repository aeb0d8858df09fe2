package flashpoint

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// cmdRoundStart rolls the command dice of both sides at the start of a
// round (HF-CMD-1): carried dice stay, the rest are discarded, and each side
// rolls BaseCommandDice plus its Tacticians' values (in round 1 one side
// may roll RoundOneExtraDice more: roundOneExtra). Then the Tactician
// rerolls are asked, the seat with the first turn first (HF-CMD-2).
func (g *Game) cmdRoundStart(l *log) {
	c := &g.cmd
	if !c.On {
		return
	}
	c.Ended, c.Bidder = false, rules.NoSeat
	c.Extra = [2]int{}
	for _, s := range rules.Seats {
		carried := 0
		for _, d := range c.Dice[s] {
			if d.Carry && !d.Spent {
				carried++
			}
		}
		n := BaseCommandDice + g.tacticians(s)
		n += g.roundOneExtra(s)
		kept := make([]cmdDie, 0, carried+n) // one allocation for the round's dice
		for _, d := range c.Dice[s] {
			if d.Carry && !d.Spent {
				kept = append(kept, cmdDie{Face: d.Face})
			}
		}
		var faces []int // the roll's faces, for its event (none when silent)
		if !l.silent {
			faces = make([]int, n)
		}
		for i := range n {
			f := g.roll(CommandDie)
			if faces != nil {
				faces[i] = f
			}
			kept = append(kept, cmdDie{Face: cmdFace(f)})
		}
		c.Dice[s] = kept
		e := l.event("roll", s)
		e.Dice, e.Test = faces, PoolCommand
		if !l.quiet {
			rolled := faceList(kept[carried:])
			if carried > 0 {
				rolled += "; kept from the last round: " + faceList(kept[:carried])
			}
			e.Text = fmt.Sprintf("%s rolls %d command %s: %s.", s, n, plural(n, "die", "dice"), rolled)
			args := []string{"Seat", msgValue(s), "Count", rules.Num(n)}
			args = faceSlots(args, "F", kept[carried:], rolledSlots, "FpList", "FpListNext")
			args = faceSlots(args, "K", kept[:carried], keptSlots, "FpListKept", "FpListNext")
			e.Msg = rules.Say("FpCommandRollList", args...)
		}
	}
	// The first seat's rerolls are decided first: its step goes on top.
	for _, s := range [2]rules.Seat{g.turn.Other(), g.turn} {
		if n := g.tacticians(s); n > 0 {
			g.push(task{Kind: taskReroll, Actor: g.seatModel(s), Other: -1, Used: n})
		}
	}
}

// cmdRoundEnd sets up the round-end decisions before the next round: the
// bidding of +1 Model dice for the first turn (HF-CMD-4, A7: the side that
// would go second bids first, then they alternate) and the
// Tacticians' carry-over (HF-CMD-3). It reports whether it pushed steps;
// the round then ends once they are decided. After the last round there
// is nothing to decide.
func (g *Game) cmdRoundEnd() bool {
	c := &g.cmd
	if !c.On || c.Ended || g.round >= g.b.setup.Rounds {
		return false
	}
	c.Ended = true
	for _, s := range rules.Seats {
		if n := g.tacticians(s); n > 0 {
			g.push(task{Kind: taskCarry, Actor: g.seatModel(s), Other: -1, Used: n})
		}
	}
	// A7: the seat that would go second bids first. The seat that took the
	// last activation goes second.
	second := g.secondNext()
	if second == rules.NoSeat {
		second = g.turn
	}
	c.Bidder = rules.NoSeat
	g.push(task{Kind: taskBid, Actor: g.seatModel(second), Other: -1})
	return true
}

// distinctFaces lists, once each, the faces of a seat's unspent dice that
// pass keep.
func (g *Game) distinctFaces(s rules.Seat, keep func(d cmdDie) bool) []cmdFace {
	var seen [faceOrder + 1]bool
	var out []cmdFace
	for _, d := range g.cmd.Dice[s] {
		if !d.Spent && keep(d) && !seen[d.Face] {
			seen[d.Face] = true
			out = append(out, d.Face)
		}
	}
	return out
}

// roundTaskOptions lists the options of the round-phase steps (reroll,
// carry, bid, initiative); auto as in taskOptions.
// They are appended to opts, which is empty.
func (g *Game) roundTaskOptions(t *task, seat rules.Seat, opts []rules.Action) ([]rules.Action, bool) {
	done := rules.Action{Seat: seat, Kind: "done"}
	switch t.Kind {
	case taskReroll:
		if t.Used <= 0 {
			return nil, true
		}
		for _, f := range g.distinctFaces(seat, func(d cmdDie) bool { return !d.Rerolled }) {
			opts = append(opts, rules.Action{Seat: seat, Kind: "reroll", Option: faceName(f)})
		}
	case taskCarry:
		left := t.Used
		free := g.distinctFaces(seat, func(d cmdDie) bool { return !d.Carry })
		n := 0
		for _, d := range g.cmd.Dice[seat] {
			if !d.Spent && !d.Carry {
				n++
			}
		}
		if left <= 0 || n <= left {
			return nil, true // nothing to choose: every unspent die is carried
		}
		for _, f := range free {
			opts = append(opts, rules.Action{Seat: seat, Kind: "carry", Option: faceName(f)})
		}
	case taskBid:
		if g.unspent(seat, facePlus) == 0 {
			return nil, true
		}
		opts = append(opts, rules.Action{Seat: seat, Kind: "spend", Option: faceName(facePlus)})
	case taskInitiative:
		return []rules.Action{
			{Seat: seat, Kind: "initiative", Option: "first"},
			{Seat: seat, Kind: "initiative", Option: "second"},
		}, false
	}
	if len(opts) == 0 {
		return nil, true
	}
	return append(opts, done), false
}

// runRoundTask carries out a round-phase step that needs no choice.
func (g *Game) runRoundTask(t task, l *log) {
	seat := g.seatOf(t.Actor)
	switch t.Kind {
	case taskReroll:
		g.rerollMarked(seat, l)
	case taskCarry:
		g.carryAll(seat, t.Used, l)
	case taskBid:
		g.passBid(t, l)
	}
}

// resolveRoundTask carries out the chosen option of a round-phase step.
func (g *Game) resolveRoundTask(t task, a rules.Action, l *log) {
	seat := a.Seat
	switch t.Kind {
	case taskReroll:
		if a.Kind != "reroll" {
			g.rerollMarked(seat, l)
			return
		}
		f := faceNamed(a.Option)
		for i := range g.cmd.Dice[seat] {
			if d := &g.cmd.Dice[seat][i]; !d.Spent && !d.Rerolled && d.Face == f {
				d.Rerolled = true // marked: rolled with the others when the choice is done
				break
			}
		}
		if t.Used > 1 {
			t.Used--
			g.push(t)
			return
		}
		g.rerollMarked(seat, l)
	case taskCarry:
		if a.Kind != "carry" {
			l.sayf("command", seat, "FpCarriesNoMore", "Seat", "%s carries no more command dice.", seat)
			return
		}
		f := faceNamed(a.Option)
		for i := range g.cmd.Dice[seat] {
			if d := &g.cmd.Dice[seat][i]; !d.Spent && !d.Carry && d.Face == f {
				d.Carry = true
				break
			}
		}
		l.sayf("command", seat, "FpKeepsDie", "Seat Face", "%s keeps %s command die for the next round.", seat, faceWord(f))
		if t.Used > 1 {
			t.Used--
			g.push(t)
		}
	case taskBid:
		if a.Kind != "spend" {
			g.passBid(t, l)
			return
		}
		g.spendDie(seat, facePlus)
		g.cmd.Bidder = seat
		l.sayf("command", seat, "FpBidsInitiative", "Seat", "%s spends a +1 Model die to take the initiative.", seat)
		g.push(task{Kind: taskBid, Actor: g.seatModel(seat.Other()), Other: -1})
	case taskInitiative:
		if a.Option == "first" {
			g.setSecondNext(seat.Other())
		} else {
			g.setSecondNext(seat)
		}
		l.sayf("command", seat, "FpChoosesOrder", "Seat Order", "%s chooses to go %s next round.", seat, orderWord(a.Option))
	}
}

// carryAll marks every unspent die of a seat carried when it has no more
// than n of them.
func (g *Game) carryAll(s rules.Seat, n int, l *log) {
	k := 0
	for i := range g.cmd.Dice[s] {
		if d := &g.cmd.Dice[s][i]; !d.Spent && !d.Carry && k < n {
			d.Carry = true
			k++
		}
	}
	if k > 0 {
		l.sayf("command", s, "FpKeepsDice", "Seat Count _", "%s keeps %d command %s for the next round.", s, k, plural(k, "die", "dice"))
	}
}

// passBid is a side passing in the bidding (by choice, or with no +1
// Model die). After a bid the last bidder wins; with no bid yet the other
// side gets its chance (the side that would go first may spend a die to
// go second), and a second pass in a row ends the bidding with the order
// unchanged. A bid step's Used counts the passes in a row.
func (g *Game) passBid(t task, l *log) {
	if g.cmd.Bidder == rules.NoSeat && t.Used == 0 {
		g.push(task{Kind: taskBid, Actor: g.seatModel(g.seatOf(t.Actor).Other()), Other: -1, Used: 1})
		return
	}
	g.endBidding(l)
}

// endBidding closes the bidding for the first turn: the last seat that
// bid chooses to go first or second (A7).
func (g *Game) endBidding(l *log) {
	if b := g.cmd.Bidder; b != rules.NoSeat {
		g.cmd.Bidder = rules.NoSeat
		g.push(task{Kind: taskInitiative, Actor: g.seatModel(b), Other: -1})
	}
}

// rerollMarked rolls together the dice a seat marked for its Tactician
// rerolls (HF-CMD-2: all rerolled together, the new faces kept). The
// reroll step is the only one that marks dice, once a round, so the marked
// dice are those flagged Rerolled when the step ends.
func (g *Game) rerollMarked(s rules.Seat, l *log) {
	var faces []int
	var was, now string
	var wasDice, nowDice []cmdDie // the same, for the event's message (none when quiet)
	for i := range g.cmd.Dice[s] {
		d := &g.cmd.Dice[s][i]
		if !d.Rerolled || d.Spent {
			continue
		}
		face := g.roll(CommandDie)
		if !l.quiet {
			if was != "" {
				was, now = was+", ", now+", "
			}
			was, now = was+faceLabel(d.Face), now+faceLabel(cmdFace(face))
			wasDice, nowDice = append(wasDice, cmdDie{Face: d.Face}), append(nowDice, cmdDie{Face: cmdFace(face)})
		}
		d.Face = cmdFace(face)
		faces = append(faces, face)
	}
	if len(faces) == 0 {
		return
	}
	e := l.event("roll", s)
	if !l.quiet {
		e.Text = fmt.Sprintf("%s rerolls %d command %s (%s): %s.", s, len(faces), plural(len(faces), "die", "dice"), was, now)
		args := []string{"Seat", msgValue(s), "Count", rules.Num(len(faces))}
		args = faceSlots(args, "W", wasDice, keptSlots, "FpList", "FpListNext")
		args = faceSlots(args, "N", nowDice, keptSlots, "FpList", "FpListNext")
		e.Msg = rules.Say("FpCommandRerollList", args...)
	}
	e.Dice, e.Test = faces, PoolCommand
}

// roundOneExtra is how many more command dice seat s rolls this round to
// even out the order of play (RULES-SCENARIOS.md "Who goes first"): in
// round 1 of Attrition the side that goes second, whom the game's first
// shot costs most; in round 1 of Strongholds and Total Control the side
// that goes first, as the other side takes the round's last activation
// before the zones are first counted; in round 1 of Slayer and VIP the
// side that goes first, which moves into the open before the other side
// has shown where it stands.
func (g *Game) roundOneExtra(s rules.Seat) int {
	if g.round != 1 {
		return 0
	}
	switch {
	case g.is(ScenarioAttrition) && s != g.turn:
		return RoundOneExtraDice
	case (g.is(ScenarioStrongholds) || g.is(ScenarioTotalControl) || g.is(ScenarioSlayer) || g.is(ScenarioVIP)) && s == g.turn:
		return RoundOneExtraDice
	}
	return 0
}

// The slots of a list of command dice faces in a message (faceSlots):
// rolledSlots for a round's roll, keptSlots for the dice kept from the
// last round and for a reroll.
const (
	rolledSlots = 12
	keptSlots   = 6
)

// faceSlots appends to args the faces of dice as a list in slots
// arguments named name1, name2 ...: the first by reference to its
// message starting with first ("FpListShoot"), the others to the one
// starting with next (", Shoot"), the slots left over empty. A message
// so lists up to slots faces in the player's language; a longer list
// keeps only as many.
func faceSlots(args []string, name string, dice []cmdDie, slots int, first, next string) []string {
	for i := range slots {
		v := ""
		switch {
		case i >= len(dice):
		case i == 0:
			v = rules.Ref(faceMsgID(dice[i].Face, first))
		default:
			v = rules.Ref(faceMsgID(dice[i].Face, next))
		}
		args = append(args, name+strconv.Itoa(i+1), v)
	}
	return args
}

// faceList names command dice faces, separated by commas.
func faceList(dice []cmdDie) string {
	var b strings.Builder
	for i, d := range dice {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(faceLabel(d.Face))
	}
	return b.String()
}
