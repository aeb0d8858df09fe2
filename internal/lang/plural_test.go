package lang

import (
	"strings"
	"testing"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// xtextForms maps golang.org/x/text's plural categories to the game's.
var xtextForms = map[plural.Form]pluralForm{
	plural.Other: formOther, plural.Zero: formZero, plural.One: formOne,
	plural.Two: formTwo, plural.Few: formFew, plural.Many: formMany,
}

// TestCardinalFormAgreesWithCLDR: the game's plural rules give, for every
// count from -1000 to 1000 in every language of the game, the category
// that golang.org/x/text/feature/plural (CLDR's data) gives for the
// count's size.
func TestCardinalFormAgreesWithCLDR(t *testing.T) {
	for _, code := range Languages() {
		tag := language.MustParse(code)
		for n := -1000; n <= 1000; n++ {
			size := n
			if size < 0 {
				size = -size
			}
			want, ok := xtextForms[plural.Cardinal.MatchPlural(tag, size, 0, 0, 0, 0)]
			if !ok {
				t.Fatalf("%s %d: an unknown x/text form", code, n)
			}
			if got := cardinalForm(code, n); got != want {
				t.Errorf("%s: %d is form %d, CLDR says %d", code, n, got, want)
			}
		}
	}
}

// TestCardinalFormSamples spells out a few counts per language (CLDR's
// own examples), so a mistake reads plainly.
func TestCardinalFormSamples(t *testing.T) {
	for _, c := range []struct {
		code string
		n    int
		want pluralForm
	}{
		{English, 0, formOther}, {English, 1, formOne}, {English, 2, formOther}, {English, 101, formOther},
		{Ukrainian, 1, formOne}, {Ukrainian, 21, formOne}, {Ukrainian, 11, formMany}, {Ukrainian, 111, formMany},
		{Ukrainian, 2, formFew}, {Ukrainian, 24, formFew}, {Ukrainian, 12, formMany}, {Ukrainian, 14, formMany},
		{Russian, 0, formMany}, {Russian, 5, formMany}, {Russian, 22, formFew}, {Russian, 1001, formOne},
		{"de", 1, formOne}, {"de", 3, formOther},
	} {
		if got := cardinalForm(c.code, c.n); got != c.want {
			t.Errorf("%s %d: form %d, want %d", c.code, c.n, got, c.want)
		}
	}
}

// xtextMatch is Match as golang.org/x/text/language reads a locale: the
// base language of the tag it parses, English for an error.
func xtextMatch(locale string) string {
	tag, err := language.Parse(locale)
	if err != nil {
		return English
	}
	base, _ := tag.Base()
	if Known(base.String()) {
		return base.String()
	}
	return English
}

// TestMatchAgreesWithXText: for every two- and three-letter language
// subtag, alone, with a region, with a script and a region, in upper
// case, and as a POSIX locale, Match gives the language x/text/language
// reads there (it knows the ISO 639 codes and their aliases). The one
// exception is und, the undetermined language, whose likely language
// x/text guesses from the region (und-UA, Ukrainian) and Match does not.
func TestMatchAgreesWithXText(t *testing.T) {
	const letters = "abcdefghijklmnopqrstuvwxyz"
	var codes []string
	for _, a := range letters {
		for _, b := range letters {
			codes = append(codes, string(a)+string(b))
			for _, c := range letters {
				codes = append(codes, string(a)+string(b)+string(c))
			}
		}
	}
	found := map[string]int{}
	for _, code := range codes {
		if code == "und" {
			if got := Match(code + "-UA"); got != English {
				t.Errorf("Match(und-UA) = %s, want English", got)
			}
			continue
		}
		for _, tag := range []string{code, code + "-UA", code + "-Cyrl-RU", code + "-RU"} {
			want := xtextMatch(tag)
			found[want]++
			if got := Match(tag); got != want {
				t.Errorf("Match(%q) = %s, x/text reads %s", tag, got, want)
			}
		}
		if got, want := Match(code+"_UA.UTF-8"), xtextMatch(code+"-UA"); got != want {
			t.Errorf("Match(%q) = %s, x/text reads %s", code+"_UA.UTF-8", got, want)
		}
		if got, want := Match(code), Match(strings.ToUpper(code)); got != want {
			t.Errorf("Match(%q) = %s, but %s in upper case", code, want, got)
		}
	}
	if found[Ukrainian] == 0 || found[Russian] == 0 {
		t.Errorf("x/text read no Ukrainian or no Russian: %v", found)
	}
}
