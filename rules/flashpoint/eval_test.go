package flashpoint

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// playedGames returns standard-arena games after n random decisions each,
// for properties that must hold in any position.
func playedGames(t testing.TB, seeds int, n int) []*Game {
	t.Helper()
	rs := testRuleset()
	var out []*Game
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g, err := rs.NewGame(rs.DefaultSetup("standard"), seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := rules.NewRNG(seed)
		for i := 0; i < n && !g.Over(); i++ {
			legal := g.Legal()
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if i%15 == 0 {
				out = append(out, g.clone())
			}
		}
		out = append(out, g)
	}
	return out
}

// Evaluate is symmetric and never reads the dice.
func TestEvaluateIsSymmetricAndIgnoresDice(t *testing.T) {
	for _, g := range playedGames(t, 6, 150) {
		b, r := g.Evaluate(rules.Blue), g.Evaluate(rules.Red)
		if b != -r || math.IsNaN(b) || math.IsInf(b, 0) {
			t.Fatalf("round %d: Evaluate(blue) %v, Evaluate(red) %v: want finite and opposite", g.Round(), b, r)
		}
		c := g.clone()
		c.rng.State ^= 0xdeadbeef
		if c.Evaluate(rules.Blue) != b {
			t.Fatalf("round %d: changing the dice generator changed the evaluation", g.Round())
		}
		if g.Evaluate(rules.NoSeat) != 0 {
			t.Fatal("Evaluate(NoSeat) is not 0")
		}
	}
}

// Slayer: every kill scores 1 (HF-SCN, DESIGN 5); the evaluation counts a
// kill as one kill plus what the dead model misses.
func TestEvaluateCountsAKill(t *testing.T) {
	build := func(redDead bool, score int) *Game {
		p := position(flatArena).
			model("blue.1 operator 0,0,0 activated").
			model("blue.2 operator 0,2,0 activated")
		if redDead {
			p.model("red.1 operator 4,0,0 dead activated")
		} else {
			p.model("red.1 operator 4,0,0 activated")
		}
		return p.model("red.2 operator 4,2,0").
			with(func(p *positionJSON) { p.Score = [2]int{score, 0}; p.ToMove = "red" }).
			build(t)
	}
	before, after := build(false, 0), build(true, 1)
	gain := after.Evaluate(rules.Blue) - before.Evaluate(rules.Blue)
	if gain < 1 || gain > 1.6 {
		t.Fatalf("a kill is worth %.3f to the killer, want 1 to 1.6", gain)
	}
}

// DESIGN 5 damage: wounds and lost shields cost their side, wounds more.
func TestEvaluateCostsDamage(t *testing.T) {
	val := func(flags string) float64 {
		return position(flatArena).
			model("blue.1 operator 0,0,0 activated").
			model("red.1 operator 0,2,0 activated " + flags).
			model("red.2 operator 4,2,0 dead").
			with(func(p *positionJSON) { p.ToMove = "red" }).
			build(t).Evaluate(rules.Blue)
	}
	fresh, shield, wound, two := val(""), val("shields=1"), val("wounds=1"), val("wounds=2")
	if !(fresh < shield && shield < wound && wound < two) {
		t.Fatalf("blue's value: red fresh %.3f, -1 shield %.3f, 1 wound %.3f, 2 wounds %.3f; want increasing", fresh, shield, wound, two)
	}
	if (two - wound) <= (wound - fresh) {
		t.Fatalf("the second wound (%.3f) is not worth more than the first (%.3f)", two-wound, wound-fresh)
	}
}

// HF-SHT-1, HF-SHT-2: a model that can shoot an enemy threatens it; the
// evaluation prefers standing in range with a clear shot, and a model
// still to activate threatens more than one that has activated.
func TestEvaluateValuesAttacks(t *testing.T) {
	val := func(bluePos string, activated bool) float64 {
		flags := ""
		if activated {
			flags = " activated"
		}
		return position(flatArena).
			model("blue.1 brawler " + bluePos + flags).
			model("red.1 marksman 4,1,0 activated wounds=2").
			model("red.2 operator 4,2,0 dead").
			with(func(p *positionJSON) { p.ToMove = "red" }).
			build(t).Evaluate(rules.Blue)
	}
	// The Brawler's Auto Shotgun reaches 2 cubes.
	inRange, outOfRange := val("2,1,0", false), val("0,1,0", false)
	if inRange <= outOfRange {
		t.Fatalf("in range %.3f, out of range %.3f: want in range better", inRange, outOfRange)
	}
	if done := val("2,1,0", true); done >= inRange {
		t.Fatalf("activated %.3f, still to activate %.3f: want the threat still to come worth more", done, inRange)
	}
}

// A finished game is decided: the winner's value is above EvalWin.
func TestEvaluateFinishedGame(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,0,0").
		with(func(p *positionJSON) { p.Over, p.Winner, p.Reason, p.Score = true, "red", "test", [2]int{3, 8} }).
		build(t)
	if v := g.Evaluate(rules.Red); v < EvalWin {
		t.Fatalf("red won: value %.2f, want at least %v", v, EvalWin)
	}
}

// The evaluation's dice odds agree with the exact SuccessDist without
// Weight of Fire, and stay close with it.
func TestQuickDistMatchesSuccessDist(t *testing.T) {
	pools := []struct {
		p   Pool
		tol float64
	}{
		{Pool{Need: 4, Mods: []Mod{{ModBase, 3}}, Headshot: 8}, 1e-9},
		{Pool{Need: 3, Mods: []Mod{{ModBase, 3}, {ModClearShot, 2}, {ModOptics, 1}}, Headshot: 7}, 1e-9},
		{Pool{Need: 5, Mods: []Mod{{ModBase, 3}}}, 1e-9},
		{Pool{Need: 4, Mods: []Mod{{ModBase, 3}}, Headshot: 8, Rerolls: 2}, 1e-9},
		{Pool{Need: 5, Mods: []Mod{{ModBlaze, 4}, {ModClearShot, 2}}, Headshot: 8, Rerolls: 1}, 1e-9},
		{Pool{Need: 9, Mods: []Mod{{ModBase, 3}}, Headshot: 0, Rerolls: 1}, 1e-9},
	}
	for i, tc := range pools {
		exact := SuccessDist(tc.p)
		var quick [evalMaxHits + 1]float64
		quickDist(tc.p, &quick)
		for k := 0; k < evalMaxHits; k++ {
			want := 0.0
			if k < len(exact) {
				want = exact[k]
			}
			if math.Abs(quick[k]-want) > tc.tol {
				t.Errorf("pool %d: P(%d successes) = %.5f, exact %.5f", i, k, quick[k], want)
			}
		}
	}
}

// The evaluation's value of a shot follows the exact forecast: its chance
// of some damage matches ShotOdds.
func TestShotWorthFollowsTheForecast(t *testing.T) {
	g := position(flatArena).
		model("blue.1 marksman 1,1,0").
		model("red.1 operator 3,1,0 wounds=3 shields=0").
		active("blue.1").build(t)
	f, ok := g.Forecast(rules.Action{Seat: rules.Blue, Kind: "shoot", Actor: "blue.1", Target: "red.1", Weapon: "marksman-rifle"})
	if !ok {
		t.Fatal("no forecast for the shot")
	}
	kill := 0.0
	for _, o := range f.Outcomes {
		if o.Label == OutcomeKill {
			kill = o.P
		}
	}
	worth := g.shotWorth(g.modelIndex("blue.1"), g.modelIndex("red.1"), world.ClearShot, &evalRun{g: g, dists: &distMemo{}})
	perKill := 1 + EvalDead + g.modelWorth(g.m("red.1"))
	if math.Abs(worth-kill*perKill) > 0.02 {
		t.Fatalf("shot worth %.4f, forecast kill chance %.4f × %.3f = %.4f", worth, kill, perKill, kill*perKill)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	games := playedGames(b, 4, 120)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = games[i%len(games)].Evaluate(rules.Blue)
		i++
	}
}

// A determinized copy evaluates exactly like the game, with or without
// what its memo remembers.
func TestSearchCopyEvaluatesLikeTheGame(t *testing.T) {
	games := playedGames(t, 4, 120)
	d := games[0].Determinize(1).(*searchCopy)
	for round := 0; round < 2; round++ {
		for _, g := range games {
			c := &searchCopy{Game: g, memo: d.memo}
			if got, want := c.Evaluate(rules.Red), g.Evaluate(rules.Red); got != want {
				t.Fatalf("pass %d: the search copy values %v, the game %v", round, got, want)
			}
		}
	}
}

func BenchmarkEvaluateInSearch(b *testing.B) {
	games := playedGames(b, 4, 120)
	d := games[0].Determinize(1).(*searchCopy)
	copies := make([]*searchCopy, len(games))
	for i, g := range games {
		copies[i] = &searchCopy{Game: g, memo: d.memo}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = copies[i%len(copies)].Evaluate(rules.Blue)
		i++
	}
}
