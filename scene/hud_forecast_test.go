package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// cubeForecast is a grenade forecast like the Flashpoint rules give
// (cube attacks, RULES-CUBE.md): a hit pool, long notes and n models.
func cubeForecast(n int) rules.Forecast {
	c := world.Pos{X: 1, Y: 4}
	fc := rules.Forecast{
		Sight:  "visible",
		Attack: rules.PoolInfo{Test: "frag", Dice: 6, Need: 4, Mods: []string{"frag 6"}},
		Cube:   &c,
		Notes: []string{
			"lands on 5+ with any of 3 RA dice (88%)",
			"a miss scatters one cube on the same level; off the board it is lost; into a wall it bursts in this cube",
			"6 frag dice at 4+ against each model's Survive dice; Guarded does not help",
			"Frag: every survivor is pinned and scatters one cube (a wall may wound it)",
			"Blast: adjacent models lose 1 shield",
		},
	}
	for i := 0; i < n; i++ {
		fc.Targets = append(fc.Targets, rules.TargetForecast{
			Target:  "red." + string(rune('1'+i)),
			Defence: rules.PoolInfo{Test: "SV", Dice: 3, Need: 4},
			Outcomes: []rules.Outcome{
				{Label: "no damage", P: 0.02}, {Label: "shields only", P: 0.01},
				{Label: "pinned", P: 0.85}, {Label: "wound", P: 0.09}, {Label: "kill", P: 0.03},
			},
		})
	}
	return fc
}

// The forecast of a cube attack fits the left column below a model card
// at 800×600 and at 1280×720: the notes give way first, then the last
// models (with a line saying how many are left out), so the first
// models' odds always show.
func TestForecastFitsColumn(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	title := "Fire at cube to 1,4,0 · Strike Designator"
	for _, size := range [][2]float64{{800, 600}, {1280, 720}} {
		l := battleLayoutFor(size[0], size[1])
		const cardH = 290 // a Spotter's card with its weapons
		r := rect{l.left.X, l.left.Y + cardH + 8, l.left.W, l.left.H - cardH - 8}
		for _, n := range []int{1, 2, 6} {
			fc := cubeForecast(n)
			p := planForecast(f, r, title, fc, nil)
			if p.h > r.H {
				t.Errorf("%v, %d models: forecast %.0f px tall in %.0f", size, n, p.h, r.H)
			}
			if len(p.targets) == 0 || len(p.targets)+p.moreModels != n {
				t.Errorf("%v, %d models: %d rows and %d more", size, n, len(p.targets), p.moreModels)
			}
			for _, l := range append(append(p.titles, p.att...), p.notes...) {
				if w := textWidth(l, f.face(sizeSmall)); w > r.W-20 && !strings.Contains(title, l) {
					t.Errorf("%v: line %q is %.0f px wide in %.0f", size, l, w, r.W)
				}
			}
		}
	}
	// With room to spare everything shows.
	p := planForecast(f, rect{0, 0, 270, 2000}, title, cubeForecast(3), nil)
	if len(p.notes) < 5 || len(p.targets) != 3 || p.moreModels != 0 || len(p.att) != 2 {
		t.Fatalf("roomy forecast left things out: %+v", p)
	}
}

// Each model row of a cube attack says its chance of a kill and a wound,
// or its likeliest lesser outcome when it cannot be hurt.
func TestTargetOdds(t *testing.T) {
	for _, c := range []struct {
		out  []rules.Outcome
		want string
	}{
		{[]rules.Outcome{{Label: "kill", P: 0.031}, {Label: "wound", P: 0.094}, {Label: "pinned", P: 0.8}}, "kill 3% · wound 9%"},
		{[]rules.Outcome{{Label: "kill", P: 0.001}, {Label: "wound", P: 0}}, "kill <1% · wound 0%"},
		{[]rules.Outcome{{Label: "no damage", P: 0.97}, {Label: "shields only", P: 0.03}}, "shields only 3%"},
		{[]rules.Outcome{{Label: "shields only", P: 0.1}, {Label: "pinned", P: 0.9}}, "pinned 90%"},
		{[]rules.Outcome{{Label: "no damage", P: 1}}, "no damage"},
	} {
		if got := targetOdds(rules.TargetForecast{Outcomes: c.out}, nil); got != c.want {
			t.Errorf("%v: %q, want %q", c.out, got, c.want)
		}
	}
	if got := cubeTargets(cubeForecast(2)); strings.Join(got, ",") != "red.1,red.2" {
		t.Errorf("cube targets %v", got)
	}
}

// A model row's odds name the outcomes in the player's language, as the
// ruleset words them, and the screen's own words where the ruleset gave
// none.
func TestTargetOddsInUkrainian(t *testing.T) {
	say := appIn(t, lang.Ukrainian).say
	kill := rules.Outcome{Label: "kill", LabelMsg: rules.Say("FpOutcomeKill"), P: 0.031}
	wound := rules.Outcome{Label: "wound", LabelMsg: rules.Say("FpOutcomeWound"), P: 0.094}
	if got := targetOdds(rules.TargetForecast{Outcomes: []rules.Outcome{kill, wound}}, say); got != "вбивство 3% · поранення 9%" {
		t.Errorf("kill and wound: %q", got)
	}
	if got := targetOdds(rules.TargetForecast{Outcomes: []rules.Outcome{{Label: "kill", P: 0.5}}}, say); got != "вбивство 50% · поранення 0%" {
		t.Errorf("no words from the ruleset: %q", got)
	}
	if got := targetOdds(rules.TargetForecast{Outcomes: []rules.Outcome{{Label: "no damage", P: 1}}}, say); got != "без шкоди" {
		t.Errorf("no damage: %q", got)
	}
}
