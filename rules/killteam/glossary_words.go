package killteam

import (
	"strings"
	"unicode"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// glossaryWords is terms with their messages: the meaning as
// KtRefGloss<key>, the term as the card's own message where the card
// words it (a weapon type, a specialism, the rifle butt), as
// KtRefTerm<key> for the stats and statuses, and none for the weapon
// abilities the card shows as they are (glossaryKey names the key).
func glossaryWords(terms []rules.Term) []rules.Term {
	for i := range terms {
		t := &terms[i]
		k := glossaryKey(t.Term)
		t.MeaningMsg = rules.Say("KtRefGloss" + k)
		switch t.Term {
		case "Rapid Fire", "Heavy", "Assault", "Grenade", "Pistol", "Melee":
			t.TermMsg = rules.Say("KtType" + k)
		case "Leader", "Combat", "Comms", "Demolitions", "Medic", "Scout", "Sniper", "Veteran", "Zealot":
			t.TermMsg = rules.Say("KtSpec" + k)
		case "Rifle butt":
			t.TermMsg = rules.Say("KtRifleButt")
		case "Auto-hit", "Overheat", "Unwieldy", "Extra Attacks":
		default:
			t.TermMsg = rules.Say("KtRefTerm" + k)
		}
	}
	return terms
}

// glossaryKey is the part of a term's message IDs: its words run
// together, each capitalised, led by "Card" for a card's status word in
// lower case ("flesh wound" is CardFleshWound, "Rapid Fire" RapidFire).
func glossaryKey(term string) string {
	var b strings.Builder
	if r := []rune(term); len(r) > 0 && unicode.IsLower(r[0]) {
		b.WriteString("Card")
	}
	for _, w := range strings.FieldsFunc(term, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		b.WriteString(string(r))
	}
	return b.String()
}
