package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// otherRuleset is a second ruleset for the setup screen's first row: the
// fake one under another name, with a scenario and teams of its own.
type otherRuleset struct{ fakeRuleset }

func (otherRuleset) Name() string        { return "other" }
func (otherRuleset) Title() string       { return "Other" }
func (otherRuleset) Scenarios() []string { return []string{"siege", "raid"} }
func (otherRuleset) Rosters() []string   { return []string{"hosts", "hordes"} }
func (otherRuleset) DefaultSetup(arena string) rules.Setup {
	return rules.Setup{Arena: arena, Scenario: "raid", Rosters: [2]string{"hosts", "hordes"}}
}

// The setup screen chooses the ruleset first when more than one is
// registered (issue: Kill Team, "Everywhere"): the rows after it (the
// scenarios, the teams) follow the ruleset chosen, and how and where to
// play stay as set. With one ruleset the row is not shown.
func TestSetupChoosesTheRulesetFirst(t *testing.T) {
	one := newTestApp(t)
	if rows := newSetupScreen(one).rows(); rows[0].label != "Mode" {
		t.Fatalf("with one ruleset the first row is %q", rows[0].label)
	}
	a, err := New(Config{Registry: rules.NewRegistry(fakeRuleset{}, otherRuleset{}), Ruleset: "fake", Arenas: []string{"yard", "hall"}, Storage: &MemoryStorage{}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	s := newSetupScreen(a)
	a.switchTo(s)
	rows := s.rows()
	if rows[0] != &s.ruleset || s.ruleset.show(s.ruleset.value()) != "Fake" || s.scenario.value() != "duel" {
		t.Fatalf("first row %q showing %q, scenario %q", rows[0].label, s.ruleset.show(s.ruleset.value()), s.scenario.value())
	}
	s.mode.index, s.arena.index = 2, 1 // watch, on the hall
	s.layout(a)
	_, next := s.ruleset.arrows()
	tap(t, a, s, next)
	n, ok := a.cur.(*setupScreen)
	if !ok || n == s {
		t.Fatalf("choosing a ruleset left %T", a.cur)
	}
	if a.cfg.Ruleset != "other" || a.ruleset().Name() != "other" {
		t.Fatalf("the game's ruleset is %q", a.cfg.Ruleset)
	}
	if got := n.scenario.options; len(got) != 2 || n.scenario.value() != "raid" || n.blue.value() != "hosts" || n.red.value() != "hordes" {
		t.Errorf("the rows after it did not follow: scenarios %v (%q), teams %q and %q", got, n.scenario.value(), n.blue.value(), n.red.value())
	}
	if n.mode.index != 2 || n.arena.value() != "hall" || n.ruleset.value() != "other" {
		t.Errorf("mode %d, arena %q, rules %q after the change", n.mode.index, n.arena.value(), n.ruleset.value())
	}
}
