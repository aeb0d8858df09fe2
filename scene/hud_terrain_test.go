package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The board's markers have words: a girder, low walls, a respawn cube and
// a drop spot are explained when the pointer rests on them; a plain cube
// says nothing but what is unusual about it.
func TestTerrainTip(t *testing.T) {
	a, err := world.Parse("t", []byte(`arena T
size 3 2 2
level 0
+--+--+--+
|#b #B #W|
+  +..+  +
|#R #  #r|
+--+--+--+
level 1
+--+--+--+
|=  .  # |
+  +  +  +
|.  .  . |
+--+--+--+
`))
	if err != nil {
		t.Fatal(err)
	}
	fpWords := terrainWords(englishTerrain(new(flashpoint.Game)))
	en := newTestApp(t).t
	for _, c := range []struct {
		at   world.Pos
		want string
	}{
		{world.Pos{X: 0, Y: 0, Z: 1}, "Girder"},
		{world.Pos{X: 1, Y: 0}, "Low wall on the south side"},
		{world.Pos{X: 1, Y: 0}, "Blue respawn cube"},
		{world.Pos{X: 0, Y: 1}, "Red respawn cube"},
		{world.Pos{X: 2, Y: 0}, "Weapon-drop spot A"},
		{world.Pos{X: 1, Y: 1, Z: 1}, "Open air"},
	} {
		if got := terrainTip(a, c.at, fpWords, en, nil); !strings.Contains(got, c.want) {
			t.Errorf("%v: %q, want %q in it", c.at, got, c.want)
		}
	}
	if got := terrainTip(a, world.Pos{X: 1, Y: 1}, fpWords, en, nil); got != "Low wall on the north side: blocks sight below half height; a model steps over it." {
		t.Errorf("a plain deployment cube: %q", got)
	}
	if got := cubeName(en, world.Pos{X: 5, Y: 3, Z: 1}); got != "Cube 5,3,1 (level 1)" {
		t.Errorf("cubeName: %q", got)
	}
}

// englishTerrain is d's words for the arena's features in English.
func englishTerrain(d rules.TerrainDescriber) terrainWords {
	return func(t rules.Terrain) (string, bool) {
		h, _, ok := d.TerrainHelp(t)
		return h, ok
	}
}

// The words that state rules come from the ruleset: Flashpoint's girder
// catches on a d8, Kill Team's speaks of jumping down and its own rule
// IDs, and a game that says nothing gets plain words with no rule.
func TestTerrainWordsAreTheRulesets(t *testing.T) {
	a, err := world.Parse("t", []byte(`arena T
size 3 2 2
level 0
+--+--+--+
|#b #B #W|
+  +..+  +
|#R #  #r|
+--+--+--+
level 1
+--+--+--+
|=  .  # |
+  +  +  +
|.  .  . |
+--+--+--+
`))
	if err != nil {
		t.Fatal(err)
	}
	girder := world.Pos{X: 0, Y: 0, Z: 1}
	rs, err := all.Registry().Get("killteam")
	if err != nil {
		t.Fatal(err)
	}
	kt, err := rs.New(rs.DefaultSetup("standard"), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		words terrainWords
		want  string
		not   string
	}{
		{"flashpoint", englishTerrain(new(flashpoint.Game)), "Girder: beams to stand on; a model falling onto it is caught on a d8 of 5–8.", ""},
		{"killteam", englishTerrain(kt.(rules.TerrainDescriber)), "KT-MOV-8", "d8"},
		{"no describer", nil, "Girder: beams to stand on.", "d8"},
	} {
		got := terrainTip(a, girder, c.words, newTestApp(t).t, nil)
		if !strings.Contains(got, c.want) || (c.not != "" && strings.Contains(got, c.not)) {
			t.Errorf("%s: %q, want %q in it and no %q", c.name, got, c.want, c.not)
		}
	}
}

// A ruleset that plays no weapon-drop spots (rules.ZonePlayer: Kill Team)
// has them neither named in the cube's tip nor marked on the board's
// floor; Flashpoint has both.
func TestZonesTheRulesetDoesNotPlayAreHidden(t *testing.T) {
	for _, c := range []struct {
		ruleset string
		drops   bool
	}{{"flashpoint", true}, {"killteam", false}} {
		rs, err := all.Registry().Get(c.ruleset)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rs.New(rs.DefaultSetup("standard"), 1)
		if err != nil {
			t.Fatal(err)
		}
		a := g.Arena()
		drops := a.ZonesOf(world.ZoneDrop)
		if len(drops) == 0 {
			t.Fatal("the standard arena has no weapon-drop spot")
		}
		spot := drops[0].Cells[0]
		tip := terrainTip(a, spot, nil, newTestApp(t).t, zonesPlayed(g))
		if got := strings.Contains(tip, "Weapon-drop spot"); got != c.drops {
			t.Errorf("%s: the tip of %s names the spot: %v, want %v (%q)", c.ruleset, spot, got, c.drops, tip)
		}
		shown := zonesPlayed(g)
		if got := shown == nil || shown(world.ZoneDrop); got != c.drops {
			t.Errorf("%s: the board marks weapon-drop spots: %v, want %v", c.ruleset, got, c.drops)
		}
		if shown != nil && (!shown(world.ZoneDeploy) || !shown(world.ZoneRespawn) || !shown(world.ZoneObjective)) {
			t.Errorf("%s: deployment, respawn or objective zones hidden", c.ruleset)
		}
	}
}

// Every ruleset's cube tips are in the player's language: over every cube
// of the standard arena, the Ukrainian and Russian tips keep none of the
// English words of the tip's names or of the rulesets' help (each on
// the first shipped arena it fits: the standard arena for most).
func TestTerrainTipInEveryLanguage(t *testing.T) {
	english := []string{"Girder", "Open air", "wall", " side", "deployment", "respawn", "Weapon-drop", "beams", "model", "sets up",
		"Cube", "level", "floor", "sight", "soldier", "squad", "marker", "high"}
	reg := all.Registry()
	for _, name := range reg.Names() {
		rs, err := reg.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		fit := rules.FittingArenas(rs, assets.ArenaNames())
		if len(fit) == 0 {
			t.Fatalf("%s fits no shipped arena", name)
		}
		g, err := rs.New(rs.DefaultSetup(fit[0]), 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, code := range []string{"uk", "ru"} {
			app := newTestApp(t)
			app.settings.Language = code
			app.chooseLanguage()
			b := &battleScreen{g: g, say: app.say}
			ar := g.Arena()
			seen := 0
			for x := 0; x < ar.W; x++ {
				for y := 0; y < ar.D; y++ {
					for z := 0; z < ar.H; z++ {
						p := world.Pos{X: x, Y: y, Z: z}
						tip := terrainTip(ar, p, b.terrainWords(), app.t, zonesPlayed(g))
						if tip == "" {
							continue
						}
						seen++
						tip += "\n" + cubeName(app.t, p)
						for _, w := range english {
							if strings.Contains(tip, w) {
								t.Errorf("%s in %s: %s: %q keeps %q", name, code, p, tip, w)
							}
						}
					}
				}
			}
			if seen == 0 {
				t.Errorf("%s: no cube of the standard arena has a tip", name)
			}
		}
	}
}
