package urban

import (
	"strings"
	"testing"
	"testing/fstest"

	urbandata "github.com/flashpoint-arena/flashpoint/assets/urban"
)

// The shipped data loads and has two crews of different character, each
// within its weight limits (UF-EQ-1, UF-EQ-2, UF-STAT-8, G1, G4, G5, G6).
func TestShippedData(t *testing.T) {
	d, err := LoadShipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Crews) < 2 || len(d.Deck.Cards) != 30 || len(d.Spells) != 4 {
		t.Fatalf("%d crews, %d cards, %d spells", len(d.Crews), len(d.Deck.Cards), len(d.Spells))
	}
	if d.Deck.HandLimit != 7 {
		t.Fatalf("hand limit %d, want 7 (G6)", d.Deck.HandLimit)
	}
	p, _ := d.Profile("adept")
	if p.SPD != 4 || p.ARM != 4 || p.STR != 2 || p.INT != 3 || p.AP != 2 || p.HP != 8 {
		t.Fatalf("the Adept is not G1's human mage: %+v", p)
	}
}

// readShipped reads the shipped files into a map file system a test may
// change.
func readShipped(t *testing.T) fstest.MapFS {
	t.Helper()
	fs := fstest.MapFS{}
	for _, n := range []string{DiceFile, ProfilesFile, EquipmentFile, SpellsFile, CrewsFile, DeckFile, TerrainFile} {
		b, err := urbandata.FS.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		fs[n] = &fstest.MapFile{Data: b}
	}
	return fs
}

// Bad data is refused with an error that says where and why (UF-EQ-2:
// gear heavier than ARM; unknown names; JSON errors with line and column).
func TestDataErrors(t *testing.T) {
	for _, c := range []struct {
		file, from, to, want string
	}{
		{CrewsFile, `"gear": ["axe", "pistol"]`, `"gear": ["axe", "rifle", "pistol"]`, `crew "lantern-circle" member 3: gear weighs 7, more than ARM 6`},
		{CrewsFile, `"profile": "hound"`, `"profile": "dog"`, `unknown profile "dog"`},
		{DeckFile, `"condition": "rain"`, `"condition": "snow"`, `card "c03": an event card names a known condition`},
		{DiceFile, `[4, 5, 6, 7, 8, 9]`, `[4, 5, 6, 7, 8]`, `die "red": want 6 faces`},
		{ProfilesFile, `"hp": 8}`, `"hp": 0}`, `hp is 0`},
		{EquipmentFile, `"kind": "ranged", "skill": 7, "rng": 8`, `"kind": "ranged", "skill": 7, "rng": 0`, `weapon "pistol": rng is 0`},
		{SpellsFile, `"template": "aoe3"`, `"template": "cone"`, `template "cone"`},
		{SpellsFile, `"spells": [`, `"spells": [,`, `spells.json:2:15`},
		{TerrainFile, `"low": "wood"`, `"low": "paper"`, `low is made of unknown material "paper"`},
		{TerrainFile, `"trees": ["1,2,0"`, `"trees": ["0,0,0"`, `arena "streets": tree "0,0,0" is none of its masts`},
	} {
		fs := readShipped(t)
		text := string(fs[c.file].Data)
		if !strings.Contains(text, c.from) {
			t.Fatalf("%s has no %q", c.file, c.from)
		}
		fs[c.file] = &fstest.MapFile{Data: []byte(strings.Replace(text, c.from, c.to, 1))}
		_, err := Load(fs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %q: got %v, want %q", c.file, c.to, err, c.want)
		}
	}
}

// readShippedFile reads one shipped data file.
func readShippedFile(name string) ([]byte, error) { return urbandata.FS.ReadFile(name) }
