package flashpoint

import (
	"slices"
	"strings"
	"testing"
)

// Roster items (flashpoint-data.md "Units": per model at most 2 items, at
// most 2 of one item type per team), with the place of every problem.
func TestRosterItemLimits(t *testing.T) {
	d := loadDefault(t)
	cases := []struct {
		name, text string
		want       []string
	}{
		{"two items", "roster T\nmodel operator\nitem overshield, thruster\n", nil},
		{"two lines", "roster T\nmodel operator\nitem overshield\nitem thruster\nmodel brawler\nitem overshield\n", nil},
		{"three on a model", "roster T\nmodel operator\nitem overshield, thruster, drop-wall\n",
			[]string{"rosters/t.txt:3:28: 3 items: at most 2 per model"}},
		{"three of a type", "roster T\nmodel operator\nitem frag-grenade\nmodel brawler\nitem frag-grenade\nmodel marksman\nitem frag-grenade\n",
			[]string{"rosters/t.txt:7:6: more than 2 Frag Grenade items in one roster"}},
		{"unknown item", "roster T\nmodel operator\nitem jetpack\n",
			[]string{"rosters/t.txt:3:6: unknown item \"jetpack\" (items: " + itemIDsText() + ")"}},
	}
	for _, c := range cases {
		if got := problems(t, d, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
	if _, err := ParseRoster("rosters/t.txt", []byte("roster T\nitem overshield\nmodel operator\n")); err == nil ||
		!strings.Contains(err.Error(), "rosters/t.txt:2:1: \"item\" must follow") {
		t.Errorf("an item before any model: %v", err)
	}
}

// Items round-trip through the roster format and the neutral builder.
func TestRosterItemsRoundTrip(t *testing.T) {
	text := "roster T\nmodel operator with assault-rifle, combat-knife\nitem overshield, frag-grenade\nmodel mercenary\nitem thruster\n"
	r, err := ParseRoster("t.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(FormatRoster(r)); got != text {
		t.Fatalf("format:\n%s\nwant\n%s", got, text)
	}
	rs := testRuleset()
	spec, err := rs.ParseRoster("t.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if g := spec.Models[0].Gear; !slices.Equal(g, []string{"assault-rifle", "combat-knife", ItemOvershield, ItemFrag}) {
		t.Fatalf("gear %v", g)
	}
	if got := string(rs.FormatRoster(spec)); got != text {
		t.Fatalf("builder format:\n%s\nwant\n%s", got, text)
	}
	spec.Models[1].Gear = append(spec.Models[1].Gear, ItemThruster, ItemThruster)
	rep := rs.CheckRoster(spec)
	if len(rep.Problems) != 2 || rep.Problems[0].Model != 1 {
		t.Fatalf("problems %+v", rep.Problems)
	}
}

// Starting items are carried face up from the start of the game.
func TestNewGameWithRosterItems(t *testing.T) {
	rs := testRuleset()
	s := rs.DefaultSetup("")
	s.Rosters[0] = "mine"
	s.RosterTexts = []string{"roster Mine\nmodel operator\nitem overshield, health-pack\nmodel brawler\n", ""}
	g, err := rs.NewGame(s, 7)
	if err != nil {
		t.Fatal(err)
	}
	mustHaveItems(t, g, "blue.1", ItemOvershield, ItemHealth)
	for _, p := range g.View().Pieces {
		if p.ID == "blue.1" && !slices.Equal(p.Items, []string{"Overshield", "Health Pack"}) {
			t.Fatalf("view items %v", p.Items)
		}
	}
}
