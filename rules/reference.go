package rules

// RulesPage is one page of a ruleset's rules reference: a title and its
// text, paragraphs separated by blank lines.
type RulesPage struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	// TitleMsg and BodyMsg are Title and Body as messages (see Msg), so a
	// screen shows the page in the player's language; zero where the
	// ruleset gives none (a page of custom data), and the screen shows
	// the English.
	TitleMsg Msg `json:"title_msg,omitzero"`
	BodyMsg  Msg `json:"body_msg,omitzero"`
	// Terms, when set, make the page a glossary: Body is GlossaryText of
	// them, and a screen words each term by its own messages (Term) in
	// place of BodyMsg.
	Terms []Term `json:"terms,omitempty"`
}

// GlossaryText is terms as a page's text: a line "Term: Meaning" each.
func GlossaryText(terms []Term) string {
	n := 0
	for _, t := range terms {
		n += len(t.Term) + len(t.Meaning) + 3
	}
	b := make([]byte, 0, n)
	for i, t := range terms {
		if i > 0 {
			b = append(b, '\n')
		}
		b = append(b, t.Term...)
		b = append(b, ": "...)
		b = append(b, t.Meaning...)
	}
	return string(b)
}

// Referencer is a Ruleset with a rules reference a screen shows, page by
// page, so the screen carries no ruleset's rules of its own.
type Referencer interface {
	Reference() []RulesPage
}
