package firepower

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// seatRef is a side's name as a message argument: the words of FpwBlue
// or FpwRed.
func seatRef(s rules.Seat) string {
	switch s {
	case rules.Blue:
		return rules.MsgRef + "FpwBlue"
	case rules.Red:
		return rules.MsgRef + "FpwRed"
	}
	return s.String()
}

// chipRef is the colour of a side's sequence chip as a message argument:
// the words of FpwChipBlue or FpwChipRed.
func chipRef(s rules.Seat) string {
	if s == rules.Red {
		return rules.MsgRef + "FpwChipRed"
	}
	return rules.MsgRef + "FpwChipBlue"
}

// hitsID is message id for a roll that hit hits times, as hitWords words
// it: id+"Miss" ("all miss") for none, id for some ("2 hits").
func hitsID(id string, hits int) string {
	if hits == 0 {
		return id + "Miss"
	}
	return id
}

// throwRef is throwWords as a message argument: the words of
// FpwOnTarget, FpwThrowDud or FpwThrowMiss.
func throwRef(n, hit int) string {
	switch {
	case n <= hit:
		return rules.MsgRef + "FpwOnTarget"
	case n > 10:
		return rules.MsgRef + "FpwThrowDud"
	}
	return rules.MsgRef + "FpwThrowMiss"
}

// facingRef is a compass direction as a message argument: the words of
// FpwDirN, FpwDirNE ...
func facingRef(d world.Dir8) string {
	return rules.MsgRef + "FpwDir" + d.String()
}

// reasonMsg is a finished game's reason (finish's reason, kept in the
// state) as a message; the zero Msg for none.
func reasonMsg(reason string) rules.Msg {
	var a, b int
	for _, r := range []struct{ format, id string }{
		{"both sides lost half their soldiers; blue lost more", "FpwReasonBothBlueMore"},
		{"both sides lost half their soldiers; red lost more", "FpwReasonBothRedMore"},
		{"both sides lost half their soldiers", "FpwReasonBoth"},
		{"blue lost %d of %d soldiers", "FpwReasonBlueLost"},
		{"red lost %d of %d soldiers", "FpwReasonRedLost"},
		{"blue holds the objective with %d soldiers to %d", "FpwReasonBlueHolds"},
		{"red holds the objective with %d soldiers to %d", "FpwReasonRedHolds"},
		{"the turns ran out; blue killed %d, red %d", "FpwReasonBlueKills"},
		{"the turns ran out; red killed %d, blue %d", "FpwReasonRedKills"},
		{"the turns ran out with %d kills each", "FpwReasonKillsEach"},
	} {
		n := strings.Count(r.format, "%d")
		args := []any{&a, &b}[:n]
		if got, err := fmt.Sscanf(reason, r.format, args...); err == nil && got == n && fmt.Sprintf(r.format, []any{a, b}[:n]...) == reason {
			return rules.Say(r.id, "A", rules.Num(a), "B", rules.Num(b))
		}
	}
	return rules.Msg{}
}
