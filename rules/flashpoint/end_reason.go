package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// endReason is why a game ended, as the Result, the last event and the
// prompt give it: its English text, and what its message is made of
// (built only when the log is not quiet). A reason of a kind other than
// "" has numbers in its words, and the messages of the last event and
// the prompt take them in place of the reason ("FpOverWin" + kind).
type endReason struct {
	text  string
	id    string // the reason's own message (FpReason...)
	kind  string // "" for words alone; "FirstTo", "More", "EqualMore", "Equal"
	names string // the argument names of the message, as sayArgs reads them
	args  [5]any // the arguments, args[:n] (an array: a quiet game's reason allocates nothing more)
	n     int
}

// plainReason is a reason of words alone, message id.
func plainReason(id, text string) endReason { return endReason{text: text, id: id} }

// numberReason is a reason of kind with numbers in it: its text is format
// filled with args (at most five), its message id, arguments named by
// names.
func numberReason(id, kind, names, format string, args ...any) endReason {
	r := endReason{text: fmt.Sprintf(format, args...), id: id, kind: kind, names: names, n: len(args)}
	copy(r.args[:], args)
	return r
}

// firstTo is the reason the scenario's target ends the game: "first to 8
// kills".
func (g *Game) firstTo(t int) endReason {
	unit := g.rule().Unit
	return numberReason("FpReasonFirstTo", "FirstTo", "Target Unit", "first to %d %s", t, countWord(t, countUnit(t, unit), unitForms(unit)))
}

// afterRounds is the reason the round limit ends the game, in one of
// three forms: "more kills after 8 rounds", "equal points and more kills,
// 3–2, after 6 rounds", "equal kills after 10 rounds".
func (g *Game) afterRounds(kind string, kills, other int) endReason {
	unit := g.rule().Unit
	u := word{unit, unitForms(unit)[4]}
	rounds := countWord(g.round, plural(g.round, "round", "rounds"), roundForms())
	switch kind {
	case "More":
		return numberReason("FpReasonMore", kind, "Unit Round Rounds", "more %s after %d %s", u, g.round, rounds)
	case "EqualMore":
		return numberReason("FpReasonEqualMore", kind, "Unit Kills Other Round Rounds", "equal %s and more kills, %d–%d, after %d %s", u, kills, other, g.round, rounds)
	}
	return numberReason("FpReasonEqual", "Equal", "Unit Round Rounds", "equal %s after %d %s", u, g.round, rounds)
}

// unitForms are the IDs of the messages of a scenario's unit ("kills",
// "VIP kills"): after a number, in the forms countWord picks, then the
// plural after "more" and "equal".
func unitForms(unit string) [5]string {
	switch unit {
	case "captures":
		return [5]string{"FpUnitCaptures1", "FpUnitCapturesOne", "FpUnitCapturesFew", "FpUnitCapturesMany", "FpUnitCaptures"}
	case "points":
		return [5]string{"FpUnitPoints1", "FpUnitPointsOne", "FpUnitPointsFew", "FpUnitPointsMany", "FpUnitPoints"}
	case "VIP kills":
		return [5]string{"FpUnitVIPKills1", "FpUnitVIPKillsOne", "FpUnitVIPKillsFew", "FpUnitVIPKillsMany", "FpUnitVIPKills"}
	}
	return [5]string{"FpUnitKills1", "FpUnitKillsOne", "FpUnitKillsFew", "FpUnitKillsMany", "FpUnitKills"}
}

// roundForms are the IDs of the messages of "rounds" after "after" and a
// number, in the forms countWord picks.
func roundForms() [5]string {
	return [5]string{"FpUnitRoundsAfter1", "FpUnitRoundsAfterOne", "FpUnitRoundsAfterFew", "FpUnitRoundsAfterMany"}
}

// countWord is the noun after a number n as a word: english as the text
// has it, its message one of ids by the form Ukrainian and Russian give
// the noun after n: ids[0] for one itself, ids[1] for 21, 31 ..., ids[2]
// for 2-4, 22-24 ..., ids[3] for the rest.
func countWord(n int, english string, ids [5]string) word {
	switch {
	case n == 1:
		return word{english, ids[0]}
	case n%10 == 1 && n%100 != 11:
		return word{english, ids[1]}
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return word{english, ids[2]}
	}
	return word{english, ids[3]}
}

// overMsg is the message of the game's end starting with base
// ("FpOverWin", "FpAskOverDraw" ...): the winner and the score, and the
// reason by reference, or in place when it has numbers in its words; the
// reason as its English text when it has no message (a loaded position).
func (g *Game) overMsg(base string) rules.Msg {
	args := []string{"Seat", msgValue(g.winner), "Blue", rules.Num(g.score[rules.Blue]), "Red", rules.Num(g.score[rules.Red])}
	switch {
	case g.why.IsZero():
		return rules.Say(base, append(args, "Reason", g.reason)...)
	case g.whyKind == "":
		return rules.Say(base, append(args, "Reason", rules.Ref(g.why.ID))...)
	}
	return rules.Say(base+g.whyKind, append(args, g.why.Args...)...)
}
