package lang

import (
	"io/fs"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"

	i18ndata "github.com/flashpoint-arena/flashpoint/assets/i18n"
)

// omits lists, per message ID, the placeholders a translation may leave
// out: the rulesets' own words (a roster called a "fireteam" or a "kill
// team") stay English for now, so Ukrainian and Russian say "загін" and
// "отряд" in their place.
var omits = map[string][]string{
	"TitleTeams":     {"Teams"},
	"SetupBlueTeam":  {"Team"},
	"SetupRedTeam":   {"Team"},
	"SetupEditTeams": {"Team"},
}

// parseAll parses every shipped translation file by language code with
// go-i18n's own parser, the authority on the format; a language's files
// are merged.
func parseAll(t *testing.T) map[string]map[string]*i18n.Message {
	t.Helper()
	files, err := Files(i18ndata.FS)
	if err != nil {
		t.Fatal(err)
	}
	all := map[string]map[string]*i18n.Message{}
	for _, code := range Languages() {
		if len(files[code]) == 0 {
			t.Fatalf("no %s.toml", code)
		}
		all[code] = map[string]*i18n.Message{}
		for _, name := range files[code] {
			data, err := fs.ReadFile(i18ndata.FS, name)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			f, err := i18n.ParseMessageFileBytes(data, name, map[string]i18n.UnmarshalFunc{"toml": toml.Unmarshal})
			if err != nil {
				t.Fatal(err)
			}
			if got := f.Tag.String(); got != code {
				t.Errorf("%s: language %q, want %q", name, got, code)
			}
			if len(f.Messages) == 0 {
				t.Errorf("%s: no messages", name)
			}
			for _, m := range f.Messages {
				if _, dup := all[code][m.ID]; dup {
					t.Errorf("%s: %s is in another %s file too", name, m.ID, code)
				}
				all[code][m.ID] = m
			}
		}
	}
	return all
}

// TestEveryMessageTranslated lists every message missing from, or extra in,
// a translation compared with English, and fails when there is any.
func TestEveryMessageTranslated(t *testing.T) {
	all := parseAll(t)
	en := all[English]
	for _, code := range Languages()[1:] {
		var missing, extra []string
		for id := range en {
			if _, ok := all[code][id]; !ok {
				missing = append(missing, id)
			}
		}
		for id := range all[code] {
			if _, ok := en[id]; !ok {
				extra = append(extra, id)
			}
		}
		sort.Strings(missing)
		sort.Strings(extra)
		for _, id := range missing {
			t.Errorf("%s.toml: missing %s (English: %q)", code, id, en[id].Other)
		}
		for _, id := range extra {
			t.Errorf("%s.toml: %s is not in en.toml", code, id)
		}
	}
}

// forms returns a message's texts in every plural form it has.
func forms(m *i18n.Message) []string {
	var out []string
	for _, s := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// placeholderSet is the sorted set of placeholders used by any of a
// message's forms.
func placeholderSet(m *i18n.Message) []string {
	var names []string
	for _, s := range forms(m) {
		for _, n := range Placeholders(s) {
			if !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	sort.Strings(names)
	return names
}

// TestPlaceholdersMatchEnglish checks that each translated message uses the
// placeholders of its English source, no more and no fewer (but for
// omits), and that every message has an Other text.
func TestPlaceholdersMatchEnglish(t *testing.T) {
	all := parseAll(t)
	for _, code := range Languages() {
		for id, m := range all[code] {
			if m.Other == "" {
				t.Errorf("%s.toml: %s has no text (other)", code, id)
			}
			en := all[English][id]
			if en == nil || code == English {
				continue
			}
			want := slices.DeleteFunc(placeholderSet(en), func(n string) bool { return slices.Contains(omits[id], n) })
			got := slices.DeleteFunc(placeholderSet(m), func(n string) bool { return slices.Contains(omits[id], n) })
			if !slices.Equal(got, want) {
				t.Errorf("%s.toml: %s uses placeholders %v, English %v", code, id, got, want)
			}
		}
	}
}

// TestPluralMessagesHaveSlavicForms checks that a message English gives
// plural forms has Ukrainian's and Russian's one, few and many.
func TestPluralMessagesHaveSlavicForms(t *testing.T) {
	all := parseAll(t)
	for id, en := range all[English] {
		if en.One == "" {
			continue
		}
		for _, code := range []string{Ukrainian, Russian} {
			m := all[code][id]
			if m != nil && (m.One == "" || m.Few == "" || m.Many == "") {
				t.Errorf("%s.toml: %s needs one, few and many forms", code, id)
			}
		}
	}
}

// TestParseAgreesWithGoI18n: the game's reader of the message files (which
// keeps go-i18n's parser, and text/template with it, out of the browser
// module) reads every shipped file as go-i18n does, text for text and
// form for form.
func TestParseAgreesWithGoI18n(t *testing.T) {
	all := parseAll(t)
	files, err := Files(i18ndata.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range Languages() {
		n := 0
		for _, name := range files[code] {
			data, err := fs.ReadFile(i18ndata.FS, name)
			if err != nil {
				t.Fatal(err)
			}
			msgs, err := Parse(name, data)
			if err != nil {
				t.Fatal(err)
			}
			n += len(msgs)
			for _, m := range msgs {
				w := all[code][m.ID]
				if w == nil {
					t.Errorf("%s: %s is no message to go-i18n", name, m.ID)
					continue
				}
				got := [6]string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other}
				want := [6]string{w.Zero, w.One, w.Two, w.Few, w.Many, w.Other}
				if got != want {
					t.Errorf("%s: %s reads %q, go-i18n %q", name, m.ID, got, want)
				}
			}
		}
		if n != len(all[code]) {
			t.Errorf("%s: %d messages, go-i18n reads %d", code, n, len(all[code]))
		}
	}
}

// TestParseRefusesBadFiles: a file that is not TOML, or a message that is
// neither text nor a table of plural forms, is refused with the file and
// the message named.
func TestParseRefusesBadFiles(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"A = ", "uk.toml"},
		{"A = 3", "message A is neither text"},
		{"[A]\nsome = \"x\"", `message A: unknown plural form "some"`},
		{"[A]\none = 1", "message A: one is not text"},
	} {
		_, err := Parse("uk.toml", []byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.text, err, c.want)
		}
	}
}

// FuzzParse: any bytes either read as messages or give an error naming the
// file; never a panic.
func FuzzParse(f *testing.F) {
	for _, code := range Languages() {
		data, err := fs.ReadFile(i18ndata.FS, code+".toml")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("[A]\none = \"x\"\nother = 3"))
	f.Fuzz(func(t *testing.T, data []byte) {
		msgs, err := Parse("x.toml", data)
		if err != nil {
			if !strings.Contains(err.Error(), "x.toml") {
				t.Fatalf("the error does not name the file: %v", err)
			}
			return
		}
		for _, m := range msgs {
			if m == nil {
				t.Fatal("a nil message")
			}
		}
	})
}
