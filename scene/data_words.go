package scene

import (
	"sort"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// dataWords puts the names a ruleset's data gives its units, weapons and
// items (rules.DataNamer) in the player's language: each name that has a
// translation (rules.DataNameMsg) and is still the shipped one (a data
// file may rename anything; a renamed thing keeps its new name). The zero
// dataWords changes nothing: English, or a game without data names.
type dataWords struct {
	byID  map[string]string // kind + "\x00" + ID → the name in the player's language
	names map[string]string // English name → the name in the player's language
	first map[byte][]string // the English names by their first byte, longest first
}

// newDataWords is the data names of g as language code says them; en and
// t give a message in English and in that language.
func newDataWords(g rules.Game, en, t tr) dataWords {
	d, ok := g.(rules.DataNamer)
	if !ok || en == nil || t == nil {
		return dataWords{}
	}
	w := dataWords{byID: map[string]string{}, names: map[string]string{}}
	for _, n := range d.DataNames() {
		id := rules.DataNameMsg(g.Ruleset(), n)
		if n.Name == "" || en(id) != n.Name {
			continue // no message, or the data renamed it
		}
		if local := t(id); local != n.Name && local != id {
			w.byID[n.Kind+"\x00"+n.ID] = local
			w.names[n.Name] = local
		}
	}
	if len(w.names) == 0 {
		return dataWords{}
	}
	w.first = map[byte][]string{}
	for n := range w.names {
		w.first[n[0]] = append(w.first[n[0]], n)
	}
	for _, ns := range w.first {
		sort.Slice(ns, func(i, j int) bool {
			if len(ns[i]) != len(ns[j]) {
				return len(ns[i]) > len(ns[j])
			}
			return ns[i] < ns[j]
		})
	}
	return w
}

// text is s with every shipped data name in it in the player's language:
// each name found as a whole word (an ASCII word boundary on both sides,
// as regexp's \b), leftmost first and the longest name where two start at
// one place. A hand-made scan: the regexp package costs the browser
// module a quarter of a megabyte.
func (w dataWords) text(s string) string {
	if w.first == nil || s == "" {
		return s
	}
	var b strings.Builder
	done := 0
	for i := 0; i < len(s); i++ {
		if !wordBoundary(s, i) {
			continue
		}
		for _, n := range w.first[s[i]] {
			if strings.HasPrefix(s[i:], n) && wordBoundary(s, i+len(n)) {
				b.WriteString(s[done:i])
				b.WriteString(w.names[n])
				done = i + len(n)
				i = done - 1
				break
			}
		}
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}

// wordBoundary reports whether s has a word boundary at byte i: a word
// byte (ASCII letter, digit or underscore) on one side and none on the
// other, the ends of s counting as no word byte.
func wordBoundary(s string, i int) bool {
	before := i > 0 && isWordByte(s[i-1])
	after := i < len(s) && isWordByte(s[i])
	return before != after
}

// isWordByte reports whether c is a word byte as regexp's \b counts
// them: wordByte's ASCII letters and digits, and the underscore.
func isWordByte(c byte) bool { return c == '_' || wordByte(c) }

// of is the name of the data's thing kind id in the player's language;
// ok is false when it has no translation.
func (w dataWords) of(kind, id string) (string, bool) {
	s, ok := w.byID[kind+"\x00"+id]
	return s, ok
}

// view is v with the data names in its texts in the player's language:
// the pieces' names and items, card lines and marks, tokens, notes,
// prompt and the sides' lines and chips. v is left as it was: every
// slice rewritten is a copy.
func (w dataWords) view(v rules.View) rules.View {
	if w.first == nil {
		return v
	}
	v = viewTexts(v, w.text) // the slices below are copies already
	for s := range v.Sides {
		for i := range v.Sides[s].Chips {
			v.Sides[s].Chips[i].Label = w.text(v.Sides[s].Chips[i].Label)
		}
	}
	for i := range v.Pieces {
		p := &v.Pieces[i]
		p.Name = w.text(p.Name)
		items := make([]string, len(p.Items))
		for k, it := range p.Items {
			items[k] = w.text(it)
		}
		p.Items = items
	}
	return v
}

// preview is p with the data names of its title and lines (the weapons')
// in the player's language.
func (w dataWords) preview(p preview) preview {
	if w.first == nil {
		return p
	}
	p.title = w.text(p.title)
	p.lines = append([]cardLine(nil), p.lines...)
	for i := range p.lines {
		p.lines[i].text = w.text(p.lines[i].text)
	}
	return p
}
