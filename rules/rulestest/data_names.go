package rulestest

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// CheckDataNames checks that the translation files have every name g's
// data gives (rules.DataNamer): the English message (rules.DataNameMsg)
// is the data's own name, and every other language gives the name in its
// own words. It returns the names it checked.
func CheckDataNames(t testing.TB, g rules.Game) []rules.DataName {
	t.Helper()
	d, ok := g.(rules.DataNamer)
	if !ok {
		t.Fatalf("%s lists no data names", g.Ruleset())
	}
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := cat.Localizer(lang.English)
	names := d.DataNames()
	for _, n := range names {
		id := rules.DataNameMsg(g.Ruleset(), n)
		if got := en.T(id); got != n.Name {
			t.Errorf("%s: English %q, the data says %q", id, got, n.Name)
		}
		for _, code := range lang.Languages() {
			if code == lang.English {
				continue
			}
			if got := cat.Localizer(code).T(id); got == n.Name || got == id {
				t.Errorf("%s: no %s name (%q)", id, code, got)
			}
		}
	}
	return names
}
