package rulestest

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// TestMessageChecker: a message that fills to its text passes, one that
// fills to other words, names no message or misses its arguments fails,
// and a text without a message fails only when every text must have one.
func TestMessageChecker(t *testing.T) {
	cat, err := lang.LoadFS(fstest.MapFS{"en.toml": {Data: []byte("Moves = \"{{.Who}} moves to {{.To}}\"\n[Hits]\none = \"{{.Count}} hit\"\nother = \"{{.Count}} hits\"\n")}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		text  string
		m     rules.Msg
		every bool
		fail  string
	}{
		{"blue.1 moves to 1,2,0", rules.Say("Moves", "Who", "blue.1", "To", "1,2,0"), true, ""},
		{"2 hits", rules.Say("Hits", "Count", rules.Num(2)), true, ""},
		{"1 hit", rules.Say("Hits", "Count", "1"), true, ""},
		{"blue.1 runs to 1,2,0", rules.Say("Moves", "Who", "blue.1", "To", "1,2,0"), false, "fills to"},
		{"blue.1 moves to 1,2,0", rules.Say("Moves", "Who", "blue.1"), false, "fills to"},
		{"x", rules.Say("Nope"), false, "in no translation file"},
		{"x", rules.Msg{ID: "Moves", Args: []string{"Who"}}, false, "odd number"},
		{"plain words", rules.Msg{}, false, ""},
		{"plain words", rules.Msg{}, true, "has no message"},
	} {
		c := msgChecker{en: cat.Localizer(lang.English), every: tc.every}
		c.check("here", tc.text, tc.m)
		got := strings.Join(c.errs, "; ")
		if (tc.fail == "") != (got == "") || !strings.Contains(got, tc.fail) {
			t.Errorf("%q %v every=%v: errors %q, want %q", tc.text, tc.m, tc.every, got, tc.fail)
		}
	}
}

// terrainGame explains arena features with the words of help.
type terrainGame struct {
	rules.Game
	help func(rules.Terrain) (string, rules.Msg, bool)
}

func (g terrainGame) TerrainHelp(t rules.Terrain) (string, rules.Msg, bool) { return g.help(t) }

// TestTerrainMessageChecker: a ruleset's words for an arena feature need a
// message that fills to them, and a feature it does not explain has
// neither words nor message.
func TestTerrainMessageChecker(t *testing.T) {
	cat, err := lang.LoadFS(fstest.MapFS{"en.toml": {Data: []byte("Girder = \"beams\"\n")}})
	if err != nil {
		t.Fatal(err)
	}
	girderOnly := func(words string, m rules.Msg, other rules.Msg) func(rules.Terrain) (string, rules.Msg, bool) {
		return func(t rules.Terrain) (string, rules.Msg, bool) {
			if t.Kind == rules.TerrainGirder {
				return words, m, true
			}
			return "", other, false
		}
	}
	for _, tc := range []struct {
		name string
		help func(rules.Terrain) (string, rules.Msg, bool)
		fail string
	}{
		{"good", girderOnly("beams", rules.Say("Girder"), rules.Msg{}), ""},
		{"other words", girderOnly("planks", rules.Say("Girder"), rules.Msg{}), "fills to"},
		{"no message", girderOnly("beams", rules.Msg{}, rules.Msg{}), "has no message"},
		{"no words", girderOnly("", rules.Say("Girder"), rules.Msg{}), "no words"},
		{"a message for nothing", girderOnly("beams", rules.Say("Girder"), rules.Say("Girder")), "does not explain"},
	} {
		c := msgChecker{en: cat.Localizer(lang.English), every: true}
		c.terrain(terrainGame{help: tc.help})
		got := strings.Join(c.errs, "; ")
		if (tc.fail == "") != (got == "") || !strings.Contains(got, tc.fail) {
			t.Errorf("%s: errors %q, want %q", tc.name, got, tc.fail)
		}
	}
}

// sightGame has two models facing each other and says why one cannot
// shoot the other.
type sightGame struct {
	rules.Game
	sg rules.Sighting
}

func (g sightGame) View() rules.View {
	return rules.View{Pieces: []rules.Piece{{ID: "blue.1", Seat: rules.Blue, OnBoard: true}, {ID: "red.1", Seat: rules.Red, OnBoard: true}}}
}

func (g sightGame) Sightings(attacker, target string) []rules.Sighting { return []rules.Sighting{g.sg} }

// TestSightingMessageChecker: why a weapon cannot shoot and the sight it
// would have need messages that fill to their words.
func TestSightingMessageChecker(t *testing.T) {
	cat, err := lang.LoadFS(fstest.MapFS{"en.toml": {Data: []byte("Far = \"out of range: {{.R}}\"\nClear = \"clear shot\"\n")}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		sg   rules.Sighting
		fail string
	}{
		{"good", rules.Sighting{Why: "out of range: 4", WhyMsg: rules.Say("Far", "R", "4"), Sight: "clear shot", SightMsg: rules.Say("Clear")}, ""},
		{"no reason", rules.Sighting{Sight: "clear shot", SightMsg: rules.Say("Clear")}, ""},
		{"other words", rules.Sighting{Why: "out of range: 5", WhyMsg: rules.Say("Far", "R", "4")}, "fills to"},
		{"no message", rules.Sighting{Sight: "clear shot"}, "has no message"},
	} {
		c := msgChecker{en: cat.Localizer(lang.English), every: true}
		c.sightings(sightGame{sg: tc.sg})
		got := strings.Join(c.errs, "; ")
		if (tc.fail == "") != (got == "") || !strings.Contains(got, tc.fail) {
			t.Errorf("%s: errors %q, want %q", tc.name, got, tc.fail)
		}
	}
}
