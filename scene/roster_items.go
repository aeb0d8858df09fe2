package scene

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// slotNamed is the index of a unit's gear slot by name ("Items"), or
// fallback when the unit has no such slot but has that many slots.
func slotNamed(u rules.RosterUnit, name string, fallback int) int {
	for i, sl := range u.Slots {
		if strings.EqualFold(sl.Name, name) {
			return i
		}
	}
	if fallback < len(u.Slots) {
		return fallback
	}
	return -1
}

// slotLimits says in words how many choices a slot takes and whether the
// fireteam limits copies across its models: "up to 2 a model, copies of
// one limited across the fireteam". member is what a model is called
// ("model", "fighter").
func slotLimits(sl rules.GearSlot, member string) string {
	var s string
	switch {
	case sl.Min == sl.Max:
		s = fmt.Sprintf("exactly %d", sl.Max)
	case sl.Min == 0:
		s = fmt.Sprintf("up to %d a %s", sl.Max, member)
	default:
		s = fmt.Sprintf("%d to %d a %s", sl.Min, sl.Max, member)
	}
	if sl.Shared {
		s += ", copies of one limited across the fireteam"
	}
	return s
}

// gearCellTip is the tooltip of a model's gear cell on the Fireteams
// screen: the slot with its limits, what the cell holds and does, and
// how to change it. word is what costs are counted in ("points"),
// member what a model is called ("model").
func gearCellTip(u rules.RosterUnit, sl rules.GearSlot, id, word, member string, readOnly bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)", sl.Name, slotLimits(sl, member))
	if id == "" {
		b.WriteString("\nEmpty.")
	} else if _, c, ok := u.Slot(id); ok {
		fmt.Fprintf(&b, "\n%s, %d %s: %s", c.Name, c.Points, word, c.Profile)
	} else {
		fmt.Fprintf(&b, "\n%s: not offered to this unit.", id)
	}
	if !readOnly {
		b.WriteString("\n\nClick: next choice · right-click: previous")
		if sl.Min == 0 {
			b.WriteString(" (\"none\" removes it)")
		}
	}
	return b.String()
}
