package urban

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The crew builder (UF-EQ-1, UF-EQ-2): the shipped crews are within the
// default limit and survive writing and reading; gear heavier than ARM,
// spells on a model without INT, too many points are refused; a crew
// written by a player plays.
func TestCrewBuilder(t *testing.T) {
	rs := newRuleset(t)
	for _, id := range rs.Rosters() {
		spec, ok := rs.ShippedRoster(id)
		if !ok {
			t.Fatalf("no shipped roster %s", id)
		}
		rep := rs.CheckRoster(spec)
		if !rep.OK() {
			t.Fatalf("%s: %+v", id, rep.Problems)
		}
		back, err := rs.ParseRoster(id, rs.FormatRoster(spec))
		if err != nil {
			t.Fatal(err)
		}
		if rs.CheckRoster(back).Points != rep.Points || len(back.Models) != len(spec.Models) {
			t.Fatalf("%s does not survive writing and reading", id)
		}
		t.Logf("%s: %d points", id, rep.Points)
	}
	bad := rules.RosterSpec{ID: "x", Models: []rules.ModelSpec{
		{Unit: "lamplighter", Gear: []string{"rifle", "axe"}},
		{Unit: "warden", Gear: []string{"fire-bolt"}},
		{Unit: "alpha-human"},
	}}
	var msgs []string
	for _, p := range rs.CheckRoster(bad).Problems {
		msgs = append(msgs, p.Message)
	}
	all := strings.Join(msgs, "; ")
	for _, want := range []string{"gear weighs 6, more than ARM 4", "has no INT", `unknown profile "alpha-human"`} {
		if !strings.Contains(all, want) {
			t.Errorf("problems %q lack %q", all, want)
		}
	}
	spec := rules.RosterSpec{ID: "mine", Name: "Mine", Models: []rules.ModelSpec{
		{Unit: "adept", Gear: []string{"knife", "fire-bolt"}}, {Unit: "hound"},
	}}
	s := rs.DefaultSetup("streets")
	s.RosterTexts = []string{string(rs.FormatRoster(spec)), ""}
	g, err := rs.NewGame(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	if m := g.model("blue.2"); m == nil || m.Profile != "hound" || g.model("blue.3") != nil {
		t.Fatal("the written crew does not play")
	}
	spec.Models = append(spec.Models, rules.ModelSpec{Unit: "alpha"}, rules.ModelSpec{Unit: "alpha"}, rules.ModelSpec{Unit: "alpha"})
	s.RosterTexts = []string{string(rs.FormatRoster(spec)), ""}
	if _, err := rs.NewGame(s, 3); err == nil || !strings.Contains(err.Error(), "more than 80") {
		t.Fatalf("a crew over the limit plays: %v", err)
	}
	// A crew built to 100 points keeps its limit when written and read.
	spec.Limit = 100
	if rep := rs.CheckRoster(spec); !rep.OK() || rep.Points <= 80 {
		t.Fatalf("the crew of %d points breaks 100: %+v", rep.Points, rep.Problems)
	}
	s.RosterTexts = []string{string(rs.FormatRoster(spec)), ""}
	if _, err := rs.NewGame(s, 3); err != nil {
		t.Fatalf("a crew built to 100 points does not play: %v", err)
	}
	spec.Limit = 1000
	if rs.CheckRoster(spec).OK() {
		t.Fatal("a crew may name a points limit the builder does not offer")
	}
}
