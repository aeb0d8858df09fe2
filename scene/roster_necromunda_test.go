package scene

import (
	"strings"
	"testing"
)

// The Gangs screen builds a gang in credits with keys, names what it
// breaks, saves it apart from the other rulesets' rosters, and the setup
// screen picks it and starts a Necromunda game with it: all through the
// roster builder, never by the ruleset's name.
func TestNecromundaGangScreen(t *testing.T) {
	store := &MemoryStorage{}
	a := shippedApp(t, "necromunda", "standard", store)
	s := newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, "")
	if s.title() != "Gangs" || len(s.shipped) != 2 || s.costWord() != "credits" || s.costShort() != "cr" || s.member() != "fighter" {
		t.Fatalf("title %q, %d shipped, costs in %q/%q", s.title(), len(s.shipped), s.costWord(), s.costShort())
	}
	if a.teamsTitleOf("necromunda") != "Gangs" {
		t.Errorf("the title screen calls gangs %q", a.teamsTitleOf("necromunda"))
	}
	s.layout(a)
	tap(t, a, s, s.newB.r)
	if s.cur().Name != "New gang" {
		t.Fatalf("New made %+v", s.cur())
	}
	// A brute, a whelp and a foreman: no leader yet.
	for _, id := range []string{"ironhide-brute", "ironhide-whelp", "ironhide-foreman"} {
		tap(t, a, s, rect{}, unitKey(t, s, id))
	}
	if !hasProblem(s, -1, "no leader") {
		t.Fatalf("problems %+v", s.report.Problems)
	}
	tap(t, a, s, rect{}, unitKey(t, s, "ironhide-boss"))
	if !s.report.OK() || s.report.Points != 90+40+150+155 {
		t.Fatalf("credits %d problems %+v", s.report.Points, s.report.Problems)
	}
	// A Viper is not of the Ironhide house: its button is off, and its
	// key says why and adds nothing.
	tap(t, a, s, rect{}, unitKey(t, s, "viper-kit"))
	if n := len(s.cur().Models); n != 4 || !strings.Contains(a.toast, "Not of this gang's house (Ironhide)") {
		t.Fatalf("%d fighters, notice %q", n, a.toast)
	}
	for i, u := range s.cat.Units {
		if viper := strings.HasPrefix(u.ID, "viper-"); s.addB[i].disabled != viper {
			t.Errorf("%s: button off %v", u.ID, s.addB[i].disabled)
		}
	}
	text, err := store.Load("necromunda-roster-new-gang.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "member  ironhide-boss: stub-gun, heavy-club\n") || !strings.Contains(string(text), "credits 1000\n") {
		t.Fatalf("saved %q", text)
	}
	su := newSetupScreen(a)
	su.layout(a)
	if su.blue.label != "Blue gang" || su.edit.label != "Edit gangs…" {
		t.Errorf("setup rows %q, %q", su.blue.label, su.edit.label)
	}
	su.red.set(mineMark + "new-gang")
	b, err := su.start(a)
	if err != nil {
		t.Fatal(err)
	}
	red := 0
	for _, p := range b.g.View().Pieces {
		if strings.HasPrefix(p.ID, "red.") {
			red++
		}
	}
	if red != 4 || b.g.Ruleset() != "necromunda" {
		t.Errorf("red has %d fighters in a %s game, want 4 in necromunda", red, b.g.Ruleset())
	}
}

// hasProblem reports whether the screen's report names a problem of model
// i (-1 the whole roster) with the words.
func hasProblem(s *rosterScreen, i int, words string) bool {
	for _, p := range s.report.Problems {
		if p.Model == i && strings.Contains(p.Message, words) {
			return true
		}
	}
	return false
}
