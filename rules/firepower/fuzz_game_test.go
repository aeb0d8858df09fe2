package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// FuzzApply: bytes choose a game (arena, squads, scenario and seed) and a
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
	g, err := rs.NewGame(rs.DefaultSetup("beginner"), 7)
	if err != nil {
		f.Fatal(err)
	}
	data, err := g.Save()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"ruleset":"firepower","version":1}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rulestest.FuzzLoad(t, func(b []byte) (rules.Game, error) { return rs.Load(b) }, data)
	})
}

// FuzzParseData: no data file, however broken, panics a parser; what
// parses is checked without panicking.
func FuzzParseData(f *testing.F) {
	for _, s := range []string{
		"chart basic\nbands 2 5\nmf 4\n",
		"weapon rifle\nname R\nshort RFL\nauto 2x3 5 4 4 4 3 2 1\nsemi 2 6 5 5 5 4 4 3\n",
		"weapon g\nname G\nshort HGN\nthrow 8 5 - 3\n",
		"soldier a\nname A\nrole AA\nweapons rifle, grenade\n",
		"squad s\nname S\nmember a\nmember a\n",
		"arena beginner\ntree 0,2,0 4,2,0\nrough x\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, _ := ParseChart("chart.txt", data)
		ws, _ := ParseWeapons("weapons.txt", data, 7)
		ss, _ := ParseSoldiers("soldiers.txt", data)
		qs, _ := ParseSquads("squads.txt", data)
		as, _ := ParseArenas("arenas.txt", data)
		d := &Data{Chart: c, Weapons: ws, Soldiers: ss, Squads: qs, Arenas: as}
		_ = d.Check()
	})
}
