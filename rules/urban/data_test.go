package urban

import (
	"strings"
	"testing"
	"testing/fstest"

	urbandata "github.com/flashpoint-arena/flashpoint/assets/urban"
)

// The shipped data loads and has two crews of different character, each
// within its weight limits (UF-EQ-1, UF-EQ-2, UF-STAT-8, G1, G4, G5, G6),
// and spells of every template and enlarged form (UF-TPL-1).
func TestShippedData(t *testing.T) {
	d, err := LoadShipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Crews) < 2 || len(d.Deck.Cards) != 30 || len(d.Spells) != 8 {
		t.Fatalf("%d crews, %d cards, %d spells", len(d.Crews), len(d.Deck.Cards), len(d.Spells))
	}
	if d.Deck.HandLimit != 7 {
		t.Fatalf("hand limit %d, want 7 (G6)", d.Deck.HandLimit)
	}
	forms := map[string]bool{}
	for _, s := range d.Spells {
		forms[s.Template+map[bool]string{true: " enlarged"}[s.Enlarged]] = true
	}
	for _, f := range []string{"aoe", "aoe enlarged", "spray", "spray enlarged", "blade", "blade enlarged"} {
		if !forms[f] {
			t.Errorf("no shipped spell has template %s", f)
		}
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
		{SpellsFile, `"template": "aoe"}`, `"template": "cone"}`, `template "cone"`},
		{SpellsFile, `"template": "self",`, `"template": "self", "enlarged": true,`, `spell "ward": enlarged with template "self", want aoe, spray or blade`},
		{SpellsFile, `"pow": 2, "template": "blade"}`, `"rng": 2, "pow": 2, "template": "blade"}`, `spell "blade-storm": rng is 2, want none`},
		{SpellsFile, `"pow": 2, "template": "spray"}`, `"template": "spray"}`, `spell "flame-jet": pow is 0, want 1 or more`},
		{SpellsFile, `"spells": [`, `"spells": [,`, `spells.json:2:15`},
		{TerrainFile, `"low": "wood"`, `"low": "paper"`, `low is made of unknown material "paper"`},
		{TerrainFile, `"girder": "iron"`, `"girder": "tin"`, `girder is made of unknown material "tin"`},
		{TerrainFile, `{"1,2,0": "wood"`, `{"1,2,0": "straw"`, `"1,2,0" is made of unknown material "straw"`},
		{TerrainFile, `{"1,2,0": "wood"`, `{"2,2,0": "wood"`, `"2,2,0" is no cube of a mast or a difficult piece`},
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
