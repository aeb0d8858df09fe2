package scene

import (
	"sort"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// namer turns the rulesets' model IDs ("red.3") into the names a player
// reads ("Red Marksman", "Blue Operator 2" when a side has two Operators),
// in labels and in the engine's event text alike: no internal name
// reaches the screen.
type namer struct {
	byID  map[string]string
	plain map[string]string // ID → the piece's own name, for "red.3 (Marksman)"
	ids   []string          // longest first, so "red.10" is found before "red.1"
}

// newNamer names the pieces of v, the side leading or following the
// piece's name as t's language puts it (NameBlue: "Blue Operator 2",
// "Operator 2 синіх").
func newNamer(v rules.View, t tr) namer {
	n := namer{byID: map[string]string{}, plain: map[string]string{}}
	type key struct {
		seat rules.Seat
		name string
	}
	count := map[key]int{}
	for _, p := range v.Pieces {
		count[key{p.Seat, p.Name}]++
	}
	seen := map[key]int{}
	for _, p := range v.Pieces {
		if p.Name == "" {
			continue
		}
		k := key{p.Seat, p.Name}
		seen[k]++
		d := p.Name
		if count[k] > 1 {
			d += " " + strconv.Itoa(seen[k])
		}
		d = sideModel(t, p.Seat, d)
		n.byID[p.ID], n.plain[p.ID] = d, p.Name
		n.ids = append(n.ids, p.ID)
	}
	sort.Slice(n.ids, func(i, j int) bool { return len(n.ids[i]) > len(n.ids[j]) })
	return n
}

// local is n with its display names' data names (the units') in the
// player's language; the plain names stay as the ruleset's English text
// writes them, to be found there.
func (n namer) local(w dataWords) namer {
	if w.first == nil {
		return n
	}
	byID := make(map[string]string, len(n.byID))
	for id, d := range n.byID {
		byID[id] = w.text(d)
	}
	n.byID = byID
	return n
}

// name is a model's display name; an ID the namer does not know is
// returned as it is.
func (n namer) name(id string) string {
	if d, ok := n.byID[id]; ok {
		return d
	}
	return id
}

// text replaces every model ID in s, with the piece's name in brackets
// after it or without ("red.3 (Marksman) shoots at blue.4"), by its
// display name ("Red Marksman shoots at Blue Breacher").
func (n namer) text(s string) string {
	if len(n.ids) == 0 || !strings.ContainsRune(s, '.') {
		return s
	}
	for _, id := range n.ids {
		if !strings.Contains(s, id) {
			continue
		}
		s = strings.ReplaceAll(s, id+" ("+n.plain[id]+")", "\x00"+id+"\x00")
		s = replaceWord(s, id, "\x00"+id+"\x00")
	}
	// The marked IDs become names last, so a name never meets an ID
	// replacement.
	var b strings.Builder
	for i, part := range strings.Split(s, "\x00") {
		if i%2 == 1 {
			b.WriteString(n.name(part))
		} else {
			b.WriteString(part)
		}
	}
	return b.String()
}

// replaceWord replaces old in s where it stands as a word of its own: not
// after a letter, digit or dot, and not before a letter or digit (so
// "red.1" is not found in "red.12" or "hred.1").
func replaceWord(s, old, new string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, old)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(old)
		before := i == 0 || !wordByte(s[i-1]) && s[i-1] != '.' && s[i-1] != 0
		after := end == len(s) || !wordByte(s[end]) && s[end] != 0
		b.WriteString(s[:i])
		if before && after {
			b.WriteString(new)
		} else {
			b.WriteString(old)
		}
		s = s[end:]
	}
}

// wordByte reports an ASCII letter or digit.
func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// view is v with the texts a screen shows (the prompt, notes, side lines
// and chips, card lines, marks and tokens) in display names. The pieces'
// IDs stay: the screen works with them. v is left as it was (a View is a
// read-only picture, rules.Game): every slice rewritten is a copy.
func (n namer) view(v rules.View) rules.View { return viewTexts(v, n.text) }

// viewTexts is v with f applied to the texts a screen shows of it: the
// prompt, notes, side lines and chips' help, card lines, marks and
// tokens. v is left as it was: every slice rewritten is a copy.
func viewTexts(v rules.View, f func(string) string) rules.View {
	texts := func(ss []string) []string {
		out := make([]string, len(ss))
		for i, s := range ss {
			out[i] = f(s)
		}
		return out
	}
	v.Prompt = f(v.Prompt)
	v.Notes = texts(v.Notes)
	for s := range v.Sides {
		side := &v.Sides[s]
		side.Lines = texts(side.Lines)
		side.Chips = append([]rules.Chip(nil), side.Chips...)
		for i := range side.Chips {
			side.Chips[i].Help = f(side.Chips[i].Help)
		}
	}
	v.Pieces = append([]rules.Piece(nil), v.Pieces...)
	for i := range v.Pieces {
		p := &v.Pieces[i]
		p.Card = append([]rules.CardLine(nil), p.Card...)
		for k := range p.Card {
			p.Card[k].Text = f(p.Card[k].Text)
		}
		p.Marks = append([]rules.Mark(nil), p.Marks...)
		for k := range p.Marks {
			p.Marks[k].Text = f(p.Marks[k].Text)
		}
	}
	v.Tokens = append([]rules.Token(nil), v.Tokens...)
	for i := range v.Tokens {
		v.Tokens[i].Label = f(v.Tokens[i].Label)
		v.Tokens[i].Help = f(v.Tokens[i].Help)
	}
	return v
}
