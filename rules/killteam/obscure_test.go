package killteam

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// coverLane is a 5×4 arena: an open north row (row 0), a wall west of
// (4,1), a low wall west of (4,2), on the face between (3,2) and (4,2),
// and one west of (3,3).
const coverLane = `
arena Cover Lane
size 5 4 1
level 0
+--+--+--+--+--+
|#b #  #  #  #B|
+  +  +  +  +  +
|#  #  #  # |# |
+  +  +  +  +  +
|#r #  #  # :#R|
+  +  +  +  +  +
|#  #  # :#  # |
+--+--+--+--+--+
`

// coverGame loads a position on coverLane in the given phase and section,
// blue to move, no command points (so no re-roll is offered), with the
// models given as JSON objects, and scripts the dice.
func coverGame(t *testing.T, phase, section string, models []string, faces ...int) *Game {
	t.Helper()
	text := fmt.Sprintf(`{"arena_text": %q, "round": 1, "phase": %q, "section": %q, "initiative": "blue", "models": [%s]}`,
		strings.TrimPrefix(coverLane, "\n"), phase, section, strings.Join(models, ", "))
	gi, err := newRuleset(t).LoadPosition([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	g := gi.(*Game)
	g.SetDice(&rules.Scripted{Faces: faces, Fallback: rules.NewRNG(7)})
	return g
}

// killChance is a forecast's chance of taking the target out.
func killChance(t *testing.T, g *Game, text string) (rules.Forecast, float64) {
	t.Helper()
	a, err := rules.Find(g.Legal(), text)
	if err != nil {
		t.Fatalf("%v; legal: %v", err, texts(g.Legal()))
	}
	f, ok := g.Forecast(a)
	if !ok {
		t.Fatalf("no forecast for %s", text)
	}
	for _, o := range f.Outcomes {
		if o.Label == OutcomeKill {
			return f, o.P
		}
	}
	t.Fatalf("no kill outcome in %+v", f)
	return f, 0
}

// boltgunKill is the exact chance that a Warden's two boltgun attacks
// (BS 3+, S 4, AP 0, D 1) take out a fresh Militia Trooper (T 3, Sv 5+,
// W 1) when each hits with chance hit: q = hit · 2/3 · 2/3 per attack; the
// first unsaved one takes it out on 4+ (1/2) or leaves a flesh wound, and
// after one the next takes it out on 3+ (2/3): q − q²/6.
func boltgunKill(hit float64) float64 {
	q := hit * 2 / 3 * 2 / 3
	return q - q*q/6
}

// A9, KT-SHT-8: another model, here a friend of the shooter, in a cube the
// line between shooter and target passes through obscures the target:
// the legal shot, the forecast (its sight, its "obscured -1" and exact
// odds), the attack played and the evaluation's threat all take the −1 to
// hit. Beside the line, or in the target's cube, it does not.
func TestModelBetweenObscures(t *testing.T) {
	shooter := `{"id": "blue.1", "unit": "warden", "pos": "0,0,0"}`
	target := `{"id": "red.1", "unit": "militia-trooper", "pos": "4,0,0"}`
	for _, tc := range []struct {
		name     string
		other    string
		obscured bool
	}{
		{"a friend between", `{"id": "blue.2", "unit": "warden", "pos": "2,0,0"}`, true},
		{"an enemy between", `{"id": "red.2", "unit": "militia-trooper", "pos": "1,0,0"}`, true},
		{"a friend beside the line", `{"id": "blue.2", "unit": "warden", "pos": "2,1,0"}`, false},
		{"a friend in the shooter's cube", `{"id": "blue.2", "unit": "warden", "pos": "0,0,0"}`, false},
		{"an enemy in the target's cube", `{"id": "red.2", "unit": "militia-trooper", "pos": "4,0,0"}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			models := []string{shooter, target, tc.other}
			if !strings.Contains(tc.other, "blue.2") {
				models = append(models, `{"id": "blue.2", "unit": "warden", "out": true}`)
			}
			if !strings.Contains(tc.other, "red.2") {
				models = append(models, `{"id": "red.2", "unit": "militia-trooper", "out": true}`)
			}
			// Both hit dice are 3: a hit at 3+ (its wound die 1 fails), a
			// miss at 3+ with −1.
			faces, hit, sight := []int{3, 1, 3, 1}, 2.0/3, "clear shot"
			if tc.obscured {
				faces, hit, sight = []int{3, 3}, 0.5, "visible"
			}
			g := coverGame(t, "shooting", "second", models, faces...)
			f, kill := killChance(t, g, "blue.1 shoot red.1 with boltgun")
			if f.Sight != sight || slices.Contains(f.Attack.Mods, "obscured -1") != tc.obscured {
				t.Errorf("forecast sight %q, modifiers %q; want %q, obscured %v", f.Sight, f.Attack.Mods, sight, tc.obscured)
			}
			if want := boltgunKill(hit); math.Abs(kill-want) > 1e-9 {
				t.Errorf("forecast kill %.6f, want %.6f", kill, want)
			}
			r := g.newEvalRun()
			threat := r.bestShot(g.modelIndex("blue.1"), false)
			ev := apply(t, g, "blue.1 shoot red.1 with boltgun")
			if has(g.Legal(), "blue.1 fire") {
				ev = append(ev, apply(t, g, "blue.1 fire")...) // red.2 beside the target: no split
			}
			hits := 0
			for _, e := range rollsOf(ev, "hit") {
				if strings.Contains(e.Text, "a hit") {
					hits++
				}
			}
			if want := map[bool]int{false: 2, true: 0}[tc.obscured]; hits != want {
				t.Errorf("%d hits, want %d: %v", hits, want, rolls(ev))
			}
			// The threat is the harm of the same shot: lower when obscured
			// (with one target only, so the best shot is at red.1).
			if strings.Contains(tc.other, "red.2") {
				return
			}
			g2 := coverGame(t, "shooting", "second", []string{shooter, target,
				`{"id": "blue.2", "unit": "warden", "out": true}`, `{"id": "red.2", "unit": "militia-trooper", "out": true}`})
			clear := g2.newEvalRun().bestShot(0, false)
			if tc.obscured != (threat < clear-1e-12) {
				t.Errorf("threat %.4f against %.4f in the open", threat, clear)
			}
		})
	}
}

// KT-SHT-12: a target obscured by terrain on its own cube (the low wall on
// the west face of (4,2), facing the shooter) rolls its injury dice at −1:
// an injury die of 4 is a flesh wound, not out of action. A low wall a
// cube in front of it obscures it (−1 to hit) but gives no injury
// modifier.
func TestNearTerrainInjuryModifier(t *testing.T) {
	for _, tc := range []struct {
		name     string
		row      int
		obscured bool
		near     bool
	}{
		{"behind its own low wall", 2, true, true},
		{"in the open", 0, false, false},
		{"behind a low wall a cube away", 3, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			models := []string{fmt.Sprintf(`{"id": "blue.1", "unit": "warden", "pos": "0,%d,0"}`, tc.row),
				fmt.Sprintf(`{"id": "red.1", "unit": "militia-trooper", "pos": "4,%d,0"}`, tc.row)}
			shooter := "blue.1"
			// Attack 1: hit 6, wound 6, save 1, injury 4; attack 2: hit 1.
			g := coverGame(t, "shooting", "second", models, 6, 6, 1, 4, 1)
			f, _ := killChance(t, g, shooter+" shoot red.1 with boltgun")
			if f.Sight != map[bool]string{false: "clear shot", true: "visible"}[tc.obscured] || slices.Contains(f.Attack.Mods, "obscured -1") != tc.obscured {
				t.Errorf("forecast sight %q, modifiers %q; obscured should be %v", f.Sight, f.Attack.Mods, tc.obscured)
			}
			if slices.Contains(f.Notes, nearCoverNote) != tc.near {
				t.Errorf("forecast notes %q: the near-terrain note should be there: %v", f.Notes, tc.near)
			}
			ev := apply(t, g, shooter+" shoot red.1 with boltgun")
			red := &g.st.Models[g.modelIndex("red.1")]
			if red.Out == tc.near || red.Flesh != map[bool]int{false: 0, true: 1}[tc.near] {
				t.Errorf("out %v, flesh %d; the −1 should apply: %v: %v", red.Out, red.Flesh, tc.near, rolls(ev))
			}
		})
	}
}

// KT-SHT-12 for Overwatch: the charger stands behind the low wall of its
// own cube, so the Overwatch's injury die of 4 is a flesh wound.
func TestNearTerrainInjuryOverwatch(t *testing.T) {
	models := []string{`{"id": "blue.1", "unit": "warden", "pos": "4,2,0"}`, `{"id": "red.1", "unit": "militia-trooper", "pos": "1,2,0"}`}
	// Overwatch attack 1: hit 6, wound 6, save 1, injury 4; attack 2: hit 1.
	g := coverGame(t, "movement", "first", models, 6, 6, 1, 4, 1)
	apply(t, g, "blue.1 charge red.1")
	ev := apply(t, g, "red.1 overwatch blue.1 with lasgun")
	blue := &g.st.Models[g.modelIndex("blue.1")]
	if blue.Out || blue.Flesh != 1 {
		t.Errorf("out %v, flesh %d; want a flesh wound: %v", blue.Out, blue.Flesh, rolls(ev))
	}
}

// KT-SHT-12, A12: a Psybolt is a psychic attack, so a target behind the
// low wall of its own cube rolls its injury die at −1.
func TestNearTerrainInjuryPsybolt(t *testing.T) {
	models := []string{`{"id": "blue.1", "unit": "warden-lexicanum", "pos": "0,2,0"}`, `{"id": "red.1", "unit": "militia-trooper", "pos": "4,2,0"}`}
	// Psychic test 3 and 3 (cast, 1 mortal wound), injury 4.
	g := coverGame(t, "psychic", "first", models, 3, 3, 4)
	f, _ := killChance(t, g, "blue.1 psybolt red.1")
	if !slices.Contains(f.Notes, nearCoverNote) {
		t.Errorf("the Psybolt's forecast has no near-terrain note: %q", f.Notes)
	}
	ev := apply(t, g, "blue.1 psybolt red.1")
	red := &g.st.Models[g.modelIndex("red.1")]
	if red.Out || red.Flesh != 1 {
		t.Errorf("out %v, flesh %d; want a flesh wound: %v", red.Out, red.Flesh, rolls(ev))
	}
}
