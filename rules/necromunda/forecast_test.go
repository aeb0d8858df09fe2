package necromunda

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The forecast's odds of a shot and a fight (NEC-SHT-1, NEC-SHT-4,
// NEC-SHT-7, NEC-SHT-8, NEC-SHT-11, G4, G5, G6) match what the game rolls,
// over many seeds, on a flat arena where nothing falls: a target that
// needs the priority test, two pistols at once and a blast that may
// scatter back onto its target among them.
func TestForecastMatchesPlay(t *testing.T) {
	for _, c := range []struct {
		name, action string
		fs           []fx
	}{
		{"autogun", "blue.1 shoot red.1 with autogun", []fx{{id: "blue.1", at: "0,1,0"}, {id: "red.1", typ: "tough", at: "5,1,0"}, {id: "red.2", at: "7,2,0"}}},
		{"rivet cannon", "blue.1 shoot red.1 with rivet-cannon", []fx{{id: "blue.1", weapons: []string{"rivet-cannon"}, at: "0,1,0"}, {id: "red.1", typ: "tough", at: "2,1,0"}, {id: "red.2", at: "7,2,0"}}},
		// NEC-SHT-1: red.2, nearer and easier to hit, makes red.1 a target
		// that needs the priority test; a failure shoots red.2 instead.
		{"priority test", "blue.1 shoot red.1 with autogun (priority)", []fx{{id: "blue.1", at: "0,1,0"}, {id: "red.1", typ: "tough", at: "6,2,0"}, {id: "red.2", at: "1,0,0"}}},
		// NEC-SHT-11: both pistols at -1, each rolling its own hits.
		{"two pistols", "blue.1 shoot red.1 with stub-gun (both)", []fx{{id: "blue.1", weapons: []string{"stub-gun", "needle-pistol"}, at: "0,1,0"}, {id: "red.1", typ: "tough", at: "1,1,0"}, {id: "red.2", at: "7,2,0"}}},
		// G6: a missed blast scatters and may come down on the target again.
		{"blast", "blue.1 shoot red.1 with blast-launcher", []fx{{id: "blue.1", weapons: []string{"blast-launcher"}, at: "0,1,0"}, {id: "red.1", typ: "tough", at: "6,1,0"}, {id: "red.2", at: "7,0,0"}}},
		{"heavy club", "blue.1 fight red.1 with heavy-club", []fx{{id: "blue.1", typ: "ironhide-boss", weapons: []string{"heavy-club"}, at: "3,1,0"}, {id: "red.1", typ: "tough", at: "3,1,0", status: Pinned}, {id: "red.2", at: "7,2,0"}}},
	} {
		g := position(t, flatArena, c.fs...)
		a, err := rules.Find(g.Legal(), c.action)
		if err != nil {
			t.Fatal(err)
		}
		fc, ok := g.Forecast(a)
		if !ok {
			t.Fatalf("%s: no forecast", c.name)
		}
		sum := 0.0
		want := map[string]float64{}
		for _, o := range fc.Outcomes {
			sum += o.P
			want[o.Label] = o.P
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Fatalf("%s: outcomes add up to %v", c.name, sum)
		}
		const runs = 6000
		got := map[string]float64{}
		for seed := range uint64(runs) {
			h := g.clone()
			h.st.RNG = *rules.NewRNG(seed*7919 + 1)
			j := h.index("red.1")
			before := h.st.Fighters[j]
			if _, err := h.Apply(a); err != nil {
				t.Fatal(err)
			}
			after := h.st.Fighters[j]
			label := outcomeNone
			switch {
			case after.Status == OutOfAction:
				label = outcomeKill
			case after.Status == SeriouslyInjured && before.Status != SeriouslyInjured,
				after.Wounds < before.Wounds || after.Flesh > before.Flesh:
				label = outcomeWound
			case after.Status != before.Status:
				label = outcomePinned
			}
			got[label] += 1.0 / runs
		}
		for l, p := range want {
			if math.Abs(got[l]-p) > 0.025 {
				t.Errorf("%s: %s forecast %.3f, played %.3f", c.name, l, p, got[l])
			}
		}
		for l, p := range got {
			if _, ok := want[l]; !ok && p > 0.005 {
				t.Errorf("%s: %s played %.3f, not forecast", c.name, l, p)
			}
		}
		t.Logf("%s: %+v", c.name, fc.Outcomes)
	}
}

// HitChance: heavy cover's natural 1 and 2 always fail; an improbable
// shot (7+) hits on a 6 and then the unmodified BS test (NEC-SHT-7).
func TestHitChance(t *testing.T) {
	for _, c := range []struct {
		need, bs int
		heavy    bool
		want     float64
	}{{4, 4, false, 0.5}, {2, 4, true, 4.0 / 6}, {1, 4, false, 1}, {7, 4, false, 1.0 / 12}, {9, 3, true, 4.0 / 36}} {
		if got := HitChance(c.need, c.bs, c.heavy); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("HitChance(%d, %d, %v) = %v, want %v", c.need, c.bs, c.heavy, got, c.want)
		}
	}
}
