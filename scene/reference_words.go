package scene

import "github.com/flashpoint-arena/flashpoint/rules"

// localPage is a ruleset's reference page in the player's language where
// the ruleset gives it as messages (TitleMsg, BodyMsg), a glossary page
// term by term (localTerms); the English where it does not.
func localPage(say sayer, p rules.RulesPage) rules.RulesPage {
	p.Title = say(p.TitleMsg, p.Title)
	if len(p.Terms) > 0 {
		p.Terms = localTerms(say, p.Terms)
		p.Body = rules.GlossaryText(p.Terms)
		return p
	}
	p.Body = say(p.BodyMsg, p.Body)
	return p
}
