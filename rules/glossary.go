package rules

// Term is one word or phrase of a ruleset's cards ("SV", "Lethal",
// "Fast Transition") and what it means, in plain words.
type Term struct {
	Term    string `json:"term"`
	Meaning string `json:"meaning"`
	// TermMsg and MeaningMsg are Term and Meaning as messages (see Msg);
	// zero where the ruleset gives none. A screen that shows a card in
	// the player's language finds the term there in TermMsg's words.
	TermMsg    Msg `json:"term_msg,omitzero"`
	MeaningMsg Msg `json:"meaning_msg,omitzero"`
}

// Glossary is implemented by games that explain the terms of their model
// cards, so a screen can show what each stat and keyword means where it
// stands.
type Glossary interface {
	Glossary() []Term
}
