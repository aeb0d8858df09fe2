package firepower

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every shipped squad is a roster the builder accepts, and its text
// reads back as it was.
func TestRosterShippedRoundTrip(t *testing.T) {
	rs := newRuleset(t)
	for _, id := range rs.Rosters() {
		spec, ok := rs.ShippedRoster(id)
		if !ok {
			t.Fatalf("%s: not shipped", id)
		}
		if rep := rs.CheckRoster(spec); !rep.OK() || rep.Points != len(spec.Models) {
			t.Fatalf("%s: %+v", id, rep)
		}
		back, err := rs.ParseRoster(id, rs.FormatRoster(spec))
		if err != nil {
			t.Fatal(err)
		}
		if back.Name != spec.Name || len(back.Models) != len(spec.Models) {
			t.Fatalf("%s: read back as %+v", id, back)
		}
		for i := range back.Models {
			if back.Models[i].Unit != spec.Models[i].Unit {
				t.Fatalf("%s: model %d is %s, was %s", id, i, back.Models[i].Unit, spec.Models[i].Unit)
			}
		}
	}
	if len(rs.RosterCatalog().Units) == 0 {
		t.Fatal("the catalog lists no soldier types")
	}
}

// The builder refuses too small, too large and unknown squads, and reads
// a squad whose size breaks the limit without an error of format.
func TestRosterLimits(t *testing.T) {
	rs := newRuleset(t)
	one := rules.RosterSpec{Name: "Alone", Models: []rules.ModelSpec{{Unit: "rifleman"}}}
	if rs.CheckRoster(one).OK() {
		t.Fatal("a squad of one passes")
	}
	if _, err := rs.ParseRoster("alone", rs.FormatRoster(one)); err != nil {
		t.Fatalf("a squad of one does not parse: %v", err)
	}
	var many rules.RosterSpec
	for range MaxSquad + 1 {
		many.Models = append(many.Models, rules.ModelSpec{Unit: "rifleman"})
	}
	if rs.CheckRoster(many).OK() {
		t.Fatal("a squad over the limit passes")
	}
	odd := rules.RosterSpec{Models: []rules.ModelSpec{{Unit: "rifleman"}, {Unit: "dragon"}}}
	if rs.CheckRoster(odd).OK() {
		t.Fatal("an unknown soldier type passes")
	}
	if _, err := rs.ParseRoster("bad", []byte("squad bad\nname Bad\nmember Rifle Man\n")); err == nil {
		t.Fatal("a member that is no ID parses")
	}
}

// A built squad plays: the setup's squad text deploys instead of the
// shipped squad, and a squad that breaks a limit does not start.
func TestRosterTextPlays(t *testing.T) {
	rs := newRuleset(t)
	s := rs.DefaultSetup("standard")
	built := rules.RosterSpec{ID: "snipers", Name: "Snipers", Models: []rules.ModelSpec{{Unit: "rifleman"}, {Unit: "rifleman"}, {Unit: "gunner"}}}
	s.RosterTexts = []string{string(rs.FormatRoster(built)), ""}
	g, err := rs.NewGame(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, x := range g.st.Soldiers {
		if x.Seat == rules.Blue {
			n++
		}
	}
	if n != 3 {
		t.Fatalf("blue has %d soldiers, want 3", n)
	}
	s.RosterTexts = []string{"squad lone\nname Lone\nmember rifleman\n", ""}
	if _, err := rs.NewGame(s, 1); err == nil || !strings.Contains(err.Error(), "limits") {
		t.Fatalf("a squad of one started: %v", err)
	}
}
