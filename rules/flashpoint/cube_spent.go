package flashpoint

import (
	"strconv"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// One-Use and Two-Uses weapons (HF-WPN-5): each attack counts a use in the
// weapon's slot. A spent picked-up weapon goes back to the supply; a spent
// weapon of the model's own stays in its slot, cannot be used and shows as
// "(spent)" on the model card, its lines in rules.ToneMuted, until the
// model respawns with a fresh one.

// restock gives a respawning model its own limited weapons back unused.
func restock(m *model) {
	for i := range m.Carried {
		m.Carried[i].Used = 0
	}
}

// usesText is how a limited weapon's uses read on the model card:
// "(1 use left)" or "(spent)".
func usesText(w *Weapon, s *slot) string {
	left := w.Uses - s.Used
	if left <= 0 {
		return " (spent)"
	}
	return " (" + strconv.Itoa(left) + " " + plural(left, "use", "uses") + " left)"
}

// usesTone is the tone of a weapon's card lines: ToneMuted once a limited
// weapon is spent, so a screen dims it without reading "(spent)".
func usesTone(w *Weapon, s *slot) rules.Tone {
	if w.Uses > 0 && s.Used >= w.Uses {
		return rules.ToneMuted
	}
	return rules.ToneNormal
}
