package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// FuzzApply: bytes choose a game (arena, crews, scenario and seed) and a
// sequence of legal-action indices; nothing panics, every legal action
// applies and the invariants hold.
func FuzzApply(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{1, 200, 13, 7, 7, 7, 7, 99, 0, 0, 0, 1})
	f.Add([]byte{2, 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9})
	rs := newRuleset(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		s := rs.DefaultSetup(testArenas[int(data[0])%len(testArenas)])
		ids := rs.Rosters()
		s.Rosters = [2]string{ids[int(data[0]/3)%len(ids)], ids[int(data[0]/7)%len(ids)]}
		s.Scenario = rs.Scenarios()[int(data[0]/5)%2]
		g, err := rs.NewGame(s, uint64(data[0]))
		if err != nil {
			t.Fatal(err)
		}
		check := func(rules.Game) error { return checkInvariants(rs, g) }
		rulestest.FuzzActions(t, g, data[1:], 1, check)
	})
}

// FuzzLoad: arbitrary bytes given to Load never panic; what loads plays
// on and saves back to the same hash.
func FuzzLoad(f *testing.F) {
	rs := newRuleset(f)
	g, err := rs.NewGame(rs.DefaultSetup("streets"), 7)
	if err != nil {
		f.Fatal(err)
	}
	data, err := g.Save()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"ruleset":"urban","version":1}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rulestest.FuzzLoad(t, func(b []byte) (rules.Game, error) { return rs.Load(b) }, data)
	})
}

// FuzzParseData: no data file, however broken, panics a parser; what
// parses is checked without panicking.
func FuzzParseData(f *testing.F) {
	for _, n := range []string{DiceFile, ProfilesFile, EquipmentFile, SpellsFile, CrewsFile, DeckFile, TerrainFile} {
		b, err := readShippedFile(n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	d, err := LoadShipped()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		x := *d
		if v, err := ParseDice("dice.json", data); err == nil {
			x.Dice = v
		}
		if v, err := ParseProfiles("profiles.json", data); err == nil {
			x.Profiles = v
		}
		if v, err := ParseWeapons("equipment.json", data); err == nil {
			x.Weapons = v
		}
		if v, err := ParseSpells("spells.json", data); err == nil {
			x.Spells = v
		}
		if v, err := ParseCrews("crews.json", data); err == nil {
			x.Crews = v
		}
		if v, err := ParseDeck("deck.json", data); err == nil {
			x.Deck = v
		}
		if v, err := ParseTerrain("terrain.json", data); err == nil {
			x.Terrain = v
		}
		_ = x.Check()
	})
}
