package rulestest

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// CheckFactionsAgree checks that a roster builder's catalog and its check
// agree on factions: for every pair of units, a model of the second may
// join a roster led by the first (RosterCatalog.Joins) exactly when
// CheckRoster finds no problem with that model whose message holds
// brokenWord (the words the check uses for a model of another faction,
// e.g. "not of the"). It also checks that the catalog has at least two
// factions, so that the check can fail.
func CheckFactionsAgree(t *testing.T, rb rules.RosterBuilder, brokenWord string) {
	t.Helper()
	cat := rb.RosterCatalog()
	factions := map[string]bool{}
	for _, u := range cat.Units {
		if len(u.Factions) == 0 {
			t.Errorf("unit %s has no faction", u.ID)
		}
		for _, f := range u.Factions {
			factions[strings.ToLower(f)] = true
		}
	}
	if len(factions) < 2 {
		t.Fatalf("the catalog has %d factions, want two or more", len(factions))
	}
	refused := 0
	for _, a := range cat.Units {
		for _, b := range cat.Units {
			r := rules.RosterSpec{Models: []rules.ModelSpec{{Unit: a.ID}}}
			joins := cat.Joins(r, b.ID)
			r.Models = append(r.Models, rules.ModelSpec{Unit: b.ID})
			broken := false
			for _, p := range rb.CheckRoster(r).Problems {
				broken = broken || p.Model == 1 && strings.Contains(p.Message, brokenWord)
			}
			if joins == broken {
				t.Errorf("a %s after a %s: Joins says %v, the check finds it broken: %v", b.ID, a.ID, joins, broken)
			}
			if !joins {
				refused++
			}
		}
	}
	if refused == 0 {
		t.Error("every unit joins every roster: the factions are not told apart")
	}
}
