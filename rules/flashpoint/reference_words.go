package flashpoint

import (
	"io/fs"
	"strings"
	"unicode"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// referenceKey is the part of the message IDs of a reference page with
// title t: its words run together, each capitalised ("Dice and damage"
// is DiceAndDamage: FpRefDiceAndDamageTitle, FpRefDiceAndDamageBody).
func referenceKey(t string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		b.WriteString(string(r))
	}
	return b.String()
}

// referenceWords is pages (a copy) with messages (TitleMsg, BodyMsg) on
// every page that reads as the shipped reference.txt has it, so a screen
// shows it in the player's language. A page the data changed or added
// keeps the data's words alone: the messages say what the shipped
// reference says.
func referenceWords(pages []rules.RulesPage) []rules.RulesPage {
	shipped := shippedReference()
	out := make([]rules.RulesPage, len(pages))
	for i, p := range pages {
		if body, ok := shipped[p.Title]; ok && body == p.Body {
			k := referenceKey(p.Title)
			p.TitleMsg, p.BodyMsg = rules.Say("FpRef"+k+"Title"), rules.Say("FpRef"+k+"Body")
		}
		out[i] = p
	}
	return out
}

// shippedReference is the shipped reference.txt's pages, title to text;
// empty when it cannot be read.
func shippedReference() map[string]string {
	text, err := fs.ReadFile(assets.FS(), "flashpoint/"+ReferenceFile)
	if err != nil {
		return nil
	}
	pages, err := ParseReference(ReferenceFile, text)
	if err != nil {
		return nil
	}
	m := make(map[string]string, len(pages))
	for _, p := range pages {
		m[p.Title] = p.Body
	}
	return m
}
