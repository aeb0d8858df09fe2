package scene

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// sayer gives a ruleset's words in the player's language: message m, or
// english when m is no message (App.say).
type sayer func(m rules.Msg, english string) string

// words is the battle's sayer; English when the battle has none (a screen
// built by a test without an App).
func (b *battleScreen) words(m rules.Msg, english string) string {
	if b.say == nil {
		return english
	}
	return b.say(m, english)
}

// word is the screen's own message id filled with args in the player's
// language, or english for a battle a test built without an App.
func (b *battleScreen) word(id, english string, args ...any) string {
	if b.t == nil {
		return english
	}
	return b.t(id, args...)
}

// localWords is the battle's sayer with the data names in the words in
// the player's language too (dataWords).
func (b *battleScreen) localWords(m rules.Msg, english string) string {
	return b.data.text(b.words(m, english))
}

// localView is v with the ruleset's words (prompt, phase, notes, panels,
// model cards, marks and statuses, the sides' titles, lines and chips,
// token labels and help) in the player's language where the ruleset gives
// them as messages (rules.Msg). v is left as it was: every slice rewritten
// is a copy.
func localView(say sayer, v rules.View) rules.View {
	if say == nil {
		return v
	}
	v.Prompt = say(v.PromptMsg, v.Prompt)
	v.Phase = say(v.PhaseMsg, v.Phase)
	v.Notes = localTexts(say, v.Notes, v.NoteMsgs)
	if len(v.Panels) > 0 {
		v.Panels = append([]rules.Panel(nil), v.Panels...)
		for i := range v.Panels {
			p := &v.Panels[i]
			p.Title = say(p.TitleMsg, p.Title)
			p.Lines = localLines(say, p.Lines)
		}
	}
	v.Pieces = append([]rules.Piece(nil), v.Pieces...)
	for i := range v.Pieces {
		p := &v.Pieces[i]
		p.Card = localLines(say, p.Card)
		if len(p.Marks) > 0 {
			p.Marks = append([]rules.Mark(nil), p.Marks...)
			for k := range p.Marks {
				p.Marks[k].Text = say(p.Marks[k].Msg, p.Marks[k].Text)
			}
		}
		p.Status = say(p.StatusMsg, p.Status)
	}
	for i := range v.Sides {
		v.Sides[i] = localSide(say, v.Sides[i])
	}
	if len(v.Tokens) > 0 {
		v.Tokens = append([]rules.Token(nil), v.Tokens...)
		for i := range v.Tokens {
			t := &v.Tokens[i]
			t.Label = say(t.LabelMsg, t.Label)
			t.Help = say(t.HelpMsg, t.Help)
		}
	}
	return v
}

// localTexts is texts in the player's language where msgs, index for
// index, give a message: a copy when there is any, texts itself when
// there is none.
func localTexts(say sayer, texts []string, msgs []rules.Msg) []string {
	if len(msgs) == 0 {
		return texts
	}
	out := make([]string, len(texts))
	for i, t := range texts {
		if i < len(msgs) {
			t = say(msgs[i], t)
		}
		out[i] = t
	}
	return out
}

// localSide is what a seat holds in the player's language: its title,
// lines and chips (copies of the slices it rewrites).
func localSide(say sayer, s rules.SideView) rules.SideView {
	s.Title = say(s.TitleMsg, s.Title)
	s.Lines = localTexts(say, s.Lines, s.LineMsgs)
	if len(s.Chips) > 0 {
		s.Chips = append([]rules.Chip(nil), s.Chips...)
		for i := range s.Chips {
			c := &s.Chips[i]
			c.Label = say(c.LabelMsg, c.Label)
			c.Help = say(c.HelpMsg, c.Help)
		}
	}
	return s
}

// localLines are card lines in the player's language (a copy).
func localLines(say sayer, ls []rules.CardLine) []rules.CardLine {
	if len(ls) == 0 {
		return ls
	}
	out := append([]rules.CardLine(nil), ls...)
	for i := range out {
		out[i].Text = say(out[i].Msg, out[i].Text)
	}
	return out
}

// eventText is an event's words as the log shows them: in the player's
// language, with display names for the model IDs (namer).
func (b *battleScreen) eventText(e rules.Event) string {
	return b.data.text(b.names.text(b.words(e.Msg, e.Text)))
}

// promptFor is the prompt without the seat's name the ruleset leads it
// with ("blue: activate a model" is "activate a model" for blue), in the
// player's language: a translation of a prompt that leads with the seat
// leads with it too, up to the first ": ".
func (b *battleScreen) promptFor(seat rules.Seat) string {
	lead := seat.String() + ": "
	if !strings.HasPrefix(b.promptEN, lead) {
		return b.view.Prompt
	}
	if rest, ok := strings.CutPrefix(b.view.Prompt, lead); ok {
		return rest
	}
	if _, rest, ok := strings.Cut(b.view.Prompt, ": "); ok {
		return rest
	}
	return b.view.Prompt
}

// capitalFirst is s with its first letter in upper case, whatever the
// script ("синій: ..." is "Синій: ...").
func capitalFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// localTerms are a glossary's terms and meanings in the player's language
// where the ruleset gives them as messages (a copy), so a term is found on
// a card shown in that language.
func localTerms(say sayer, terms []rules.Term) []rules.Term {
	if say == nil || len(terms) == 0 {
		return terms
	}
	out := append([]rules.Term(nil), terms...)
	for i := range out {
		out[i].Term = say(out[i].TermMsg, out[i].Term)
		out[i].Meaning = say(out[i].MeaningMsg, out[i].Meaning)
	}
	return out
}
