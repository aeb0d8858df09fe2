package rules

// RulesPage is one page of a ruleset's rules reference: a title and its
// text, paragraphs separated by blank lines.
type RulesPage struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}

// Referencer is a Ruleset with a rules reference a screen shows, page by
// page, so the screen carries no ruleset's rules of its own.
type Referencer interface {
	Reference() []RulesPage
}
