package flashpoint

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

func sum(d []float64) float64 {
	s := 0.0
	for _, v := range d {
		s += v
	}
	return s
}

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// Without headshots or rerolls a pool is a binomial.
func TestSuccessDistBinomial(t *testing.T) {
	d := SuccessDist(Pool{Need: 5, Mods: []Mod{{ModBase, 3}}})
	want := []float64{1.0 / 8, 3.0 / 8, 3.0 / 8, 1.0 / 8} // p = 1/2
	if len(d) != len(want) {
		t.Fatalf("dist %v", d)
	}
	for k := range want {
		if !near(d[k], want[k], 1e-12) {
			t.Errorf("P(%d) = %v, want %v", k, d[k], want[k])
		}
	}
}

// Hand-computed values for headshots and rerolls.
func TestSuccessDistExact(t *testing.T) {
	// One die at 4+, headshot 8: fail 3/8; 4-7 one success; an 8 one success
	// and another die that fails with 3/8.
	d := SuccessDist(ra(4, 1, 8, 0))
	if !near(d[0], 3.0/8, 1e-12) || !near(d[1], 4.0/8+1.0/8*3.0/8, 1e-12) {
		t.Errorf("headshot: %v", d[:2])
	}
	// Chain: P(2) = P(8) * P(extra is a plain success) + P(8) * P(extra is an 8) * P(fail).
	if want := 1.0/8*4.0/8 + 1.0/8*1.0/8*3.0/8; !near(d[2], want, 1e-12) {
		t.Errorf("chain P(2) = %v, want %v", d[2], want)
	}
	// One die at 5+, one reroll, no headshots: 1/2 + 1/2 * 1/2.
	d = SuccessDist(ra(5, 1, 0, 1))
	if !near(d[1], 0.75, 1e-12) {
		t.Errorf("reroll: %v", d)
	}
	// Two dice at 5+, one reroll: P(0) = both fail and the reroll fails.
	d = SuccessDist(ra(5, 2, 0, 1))
	if !near(d[0], 1.0/8, 1e-12) {
		t.Errorf("reroll of one of two: P(0) = %v, want 1/8", d[0])
	}
	// Empty pool: no successes for sure.
	if d := SuccessDist(Pool{Need: 4}); len(d) != 1 || d[0] != 1 {
		t.Errorf("empty pool %v", d)
	}
}

// SuccessDist agrees with a Monte Carlo estimate of RollPool (fixed seed).
func TestSuccessDistMonteCarlo(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 20000
	}
	tol := 5 / math.Sqrt(float64(n)) * 0.5 // 5 standard deviations at p = 1/2
	pools := []Pool{
		ra(4, 5, 8, 0),
		ra(3, 4, 7, 0),
		ra(4, 3, 8, 2),
		ra(5, 6, 7, 2),
		ra(6, 3, 8, 1),
		ra(4, 4, 0, 2),
		ra(8, 2, 2, 0),
		{Need: 5, Mods: []Mod{{ModBlaze, 4}, {ModClearShot, 2}}, Headshot: 8, Rerolls: 3},
	}
	rng := rules.NewRNG(20240611)
	for _, p := range pools {
		exact := SuccessDist(p)
		if s := sum(exact); !near(s, 1, 1e-9) {
			t.Errorf("%+v: sums to %v", p, s)
		}
		counts := make([]int, len(exact)+MaxExtraDice+p.Dice())
		for range n {
			counts[RollPool(rng, p).Successes]++
		}
		for k, c := range counts {
			pk := 0.0
			if k < len(exact) {
				pk = exact[k]
			}
			if got := float64(c) / float64(n); !near(got, pk, tol) {
				t.Errorf("%+v: P(%d) exact %.5f, Monte Carlo %.5f", p, k, pk, got)
			}
		}
	}
}

// NetDist and ShotOdds: outcome probabilities sum to 1, in a fixed order.
func TestShotOdds(t *testing.T) {
	a, d := ShotPools(u(testOperator), rifle, u(testOperator), ShotContext{Sight: world.ClearShot})
	out := ShotOdds(a, d, rifle, Defender{AR: 2, HP: 4, Shields: 2})
	labels := []string{OutcomeNoDamage, OutcomeShieldsOnly, OutcomeWound, OutcomeKill}
	total := 0.0
	for i, o := range out {
		if o.Label != labels[i] || o.P < 0 {
			t.Errorf("outcome %d: %+v", i, o)
		}
		total += o.P
	}
	if !near(total, 1, 1e-9) || len(out) != 4 {
		t.Errorf("outcomes %+v sum to %v", out, total)
	}
	if out[1].P == 0 || out[2].P == 0 || out[0].P == 0 {
		t.Errorf("a clear rifle shot should have every outcome but a kill possible: %+v", out)
	}

	// A certain hit: the attacker always has 1 success, the defender none.
	sure := Pool{Need: 1, Mods: []Mod{{ModBase, 1}}}
	never := Pool{Need: 9, Mods: []Mod{{ModBase, 3}}}
	if net := NetDist(sure, never); len(net) != 2 || net[1] != 1 {
		t.Errorf("net %v", net)
	}
	cases := []struct {
		name string
		w    Profile
		d    Defender
		want string
	}{
		{"kill at HP", noWoF, Defender{AR: 1, HP: 1}, OutcomeKill},
		{"wound", noWoF, Defender{AR: 1, HP: 2}, OutcomeWound},
		{"shields only", noWoF, Defender{AR: 1, HP: 1, Shields: 1}, OutcomeShieldsOnly},
		{"ESD strips even without a wound", Profile{ESD: 1}, Defender{AR: 2, HP: 1, Shields: 2}, OutcomeShieldsOnly},
		{"armour stops a lone hit", noWoF, Defender{AR: 2, HP: 1}, OutcomeNoDamage},
	}
	for _, c := range cases {
		for _, o := range ShotOdds(sure, never, c.w, c.d) {
			if want := map[bool]float64{true: 1, false: 0}[o.Label == c.want]; o.P != want {
				t.Errorf("%s: %+v", c.name, o)
			}
		}
	}
}

func BenchmarkRollPool(b *testing.B) {
	rng := rules.NewRNG(1)
	p := ra(4, 5, 7, 2)
	for b.Loop() {
		RollPool(rng, p)
	}
}

func BenchmarkSuccessDist(b *testing.B) {
	p := ra(4, 6, 7, 2)
	for b.Loop() {
		SuccessDist(p)
	}
}

func BenchmarkShotOdds(b *testing.B) {
	a, d := ShotPools(u(testOperator), battler, u(testOperator), ShotContext{Sight: world.ClearShot, HighGround: true})
	for b.Loop() {
		ShotOdds(a, d, battler, Defender{AR: 2, HP: 4, Shields: 2})
	}
}
