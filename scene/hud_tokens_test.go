package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// TestTokenTip: hovering a cube lists what lies there, each token by its
// label (a face-down one as face-down, whatever its label says), its
// carrier and the ruleset's word on what it is for (Token.Help); the
// screen adds no rules of its own.
func TestTokenTip(t *testing.T) {
	a, b := world.Pos{X: 1}, world.Pos{X: 2}
	v := rules.View{
		Pieces: []rules.Piece{{ID: "blue.1", Seat: rules.Blue, Name: "Marksman", Pos: b, OnBoard: true}, {ID: "red.1", Seat: rules.Red, Name: "Brawler", Pos: b, OnBoard: true}},
		Tokens: []rules.Token{
			{Kind: "item", Label: "?", Hidden: true, Pos: a, Seat: rules.NoSeat, Help: "pick me up"},
			{Kind: "smoke", Label: "Smoke", Pos: a, Seat: rules.NoSeat, Help: "blocks sight"},
			{Kind: "flag", Label: "Red flag", Pos: b, Seat: rules.Red, Carrier: "blue.1", Help: "score with it"},
			{Kind: "zone", Label: "Zone 2", Pos: b, Seat: rules.NoSeat, State: rules.ZoneContested},
			{Kind: "zone", Label: "Zone 2", Pos: b, Seat: rules.NoSeat, State: rules.ZoneContested},
		},
	}
	if tip := tokenTip(v, a, newTestApp(t).t); tip != "Face-down item: pick me up\nSmoke: blocks sight" {
		t.Errorf("cube a: %q", tip)
	}
	if tip := tokenTip(v, b, newTestApp(t).t); tip != "Red flag, carried by Blue Marksman: score with it\nZone 2" {
		t.Errorf("cube b (one line for the zone): %q", tip)
	}
	if tip := tokenTip(v, world.Pos{X: 5}, newTestApp(t).t); tip != "" {
		t.Errorf("empty cube: %q", tip)
	}
}

// A side's tinted area says nothing when the ruleset gives it no help
// (Kill Team's deployment zones, which the terrain tip already names),
// and its help when it has some (Flashpoint's halves).
func TestTokenTipArea(t *testing.T) {
	c := world.Pos{X: 1}
	v := rules.View{Tokens: []rules.Token{{Kind: "area", Label: "blue deployment zone", Pos: c, Seat: rules.Blue}}}
	if tip := tokenTip(v, c, newTestApp(t).t); tip != "" {
		t.Errorf("an area without help: %q", tip)
	}
	v.Tokens[0].Help = "Blue's half begins here."
	if tip := tokenTip(v, c, newTestApp(t).t); !strings.Contains(tip, "half begins") {
		t.Errorf("an area with help: %q", tip)
	}
}

// TestRosterCarries: the fireteam list marks a flag carrier and its items
// and says what it carries (RULES-SCENARIOS.md carrying, RULES-ITEMS.md).
func TestRosterCarries(t *testing.T) {
	v := rules.View{
		Pieces: []rules.Piece{{ID: "blue.1", Seat: rules.Blue, Name: "Marksman", OnBoard: true, Items: []string{"Overshield", "?"}}, {ID: "red.1", Seat: rules.Red, Name: "Brawler"}},
		Tokens: []rules.Token{{Kind: "flag", Label: "Red flag", Seat: rules.Red, Carrier: "blue.1"}},
	}
	if w := rosterMarksWidth(v, &v.Pieces[0]); w != 9*2+12+4 {
		t.Errorf("marks width %v", w)
	}
	if w := rosterMarksWidth(v, &v.Pieces[1]); w != 0 {
		t.Errorf("no marks, width %v", w)
	}
	want := "Blue Marksman carries the red flag, Overshield, a face-down item."
	if got := rosterTip(v, &v.Pieces[0], newTestApp(t).t); got != want {
		t.Errorf("tip %q, want %q", got, want)
	}
}

// TestNoteLines: the scenario line under the top bar stays whole at the
// width of an 800-pixel window; what follows goes to a second line.
func TestNoteLines(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := f.face(sizeSmall)
	notes := []string{"Strongholds: zones score at round end, double the enemy's points (at least 4) wins, round 1 of 6", "Item stack: 18 face down", "Weapon supply: 6 power weapons"}
	w := textWidth(notes[0], face) + 10
	got := noteLines(notes, face, w)
	if len(got) != 2 || got[0] != notes[0] || !strings.HasPrefix(got[1], "Item stack") {
		t.Fatalf("lines %q", got)
	}
	for _, l := range got {
		if textWidth(l, face) > w {
			t.Errorf("%q is wider than %v", l, w)
		}
	}
	if got := noteLines(notes[:1], face, 2000); len(got) != 1 {
		t.Errorf("wide: %q", got)
	}
}

// TestNoteLinesNarrow: a scenario line wider than the board wraps to two
// lines of its own.
func TestNoteLinesNarrow(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := f.face(sizeSmall)
	notes := []string{"Strongholds: zones score at round end, double the enemy's points (at least 4) wins, round 1 of 6", "Item stack: 18 face down"}
	w := textWidth(notes[0], face)*0.6 + 10
	got := noteLines(notes, face, w)
	if len(got) != 2 || !strings.HasSuffix(got[1], "round 1 of 6") {
		t.Fatalf("lines %q", got)
	}
}
