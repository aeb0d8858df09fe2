package rules

// Term is one word or phrase of a ruleset's cards ("SV", "Lethal",
// "Fast Transition") and what it means, in plain words.
type Term struct {
	Term    string `json:"term"`
	Meaning string `json:"meaning"`
}

// Glossary is implemented by games that explain the terms of their model
// cards, so a screen can show what each stat and keyword means where it
// stands.
type Glossary interface {
	Glossary() []Term
}
