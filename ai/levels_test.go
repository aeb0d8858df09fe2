package ai

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// levels are the thinking players with options for tests: budgets so long
// that only their work ends a search (their choice depends only on their
// seed), Hard with less work to keep the tests fast.
func levels() []struct {
	name string
	opts Options
} {
	return []struct {
		name string
		opts Options
	}{
		{"easy", Options{Budget: time.Minute}},
		{"normal", Options{Budget: time.Minute}},
		{"hard", Options{Budget: time.Minute, Effort: 0.25}},
	}
}

// choose asks a fresh player of a level for its decision in g.
func choose(t *testing.T, name string, seed uint64, o Options, g rules.Game) rules.Action {
	t.Helper()
	p, err := NewWithOptions(name, seed, o)
	if err != nil {
		t.Fatal(err)
	}
	a, err := p.Choose(context.Background(), g)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if _, err := rules.Find(g.Legal(), a.Text()); err != nil {
		t.Fatalf("%s chose an illegal action: %v", name, err)
	}
	return a
}

// Fair play (DESIGN 3): two states that differ only in the dice generator
// (its future and the seed the game started from) get the same decision
// from every level: the players search a determinized copy, never the
// real dice.
func TestFairPlayDecisionIgnoresTheDice(t *testing.T) {
	for _, sp := range savedPositions {
		g, other := loadPosition(t, sp.name), withOtherDice(t, sp.name)
		if g.Hash() == other.Hash() {
			t.Fatalf("%s: the two states should differ in their dice", sp.name)
		}
		for _, lv := range levels() {
			a := choose(t, lv.name, 5, lv.opts, g)
			b := choose(t, lv.name, 5, lv.opts, other)
			if a.Text() != b.Text() {
				t.Errorf("%s, %s: %q with the real dice, %q with others", sp.name, lv.name, a.Text(), b.Text())
			}
		}
	}
}

// A player never changes the game it is asked about.
func TestChooseLeavesTheGameAlone(t *testing.T) {
	g := loadPosition(t, "first-action")
	before, legal := g.Hash(), len(g.Legal())
	for _, lv := range levels() {
		choose(t, lv.name, 1, lv.opts, g)
		if g.Hash() != before || len(g.Legal()) != legal {
			t.Fatalf("%s changed the game", lv.name)
		}
	}
}

// Every level keeps to its think-time budget and answers with a legal
// action when the budget is short.
func TestChooseKeepsToItsBudget(t *testing.T) {
	g := loadPosition(t, "activate")
	for _, name := range []string{"easy", "normal", "hard"} {
		const budget = 10 * time.Millisecond
		start := time.Now()
		choose(t, name, 1, Options{Budget: budget}, g)
		// A loaded machine (CI runs packages side by side on 2 cores) may stretch
		// one node of work: allow slack well below the levels' own budgets.
		if took := time.Since(start); took > budget+500*time.Millisecond {
			t.Errorf("%s took %v with a budget of %v", name, took, budget)
		}
	}
}

// A player told to stop (its context done) answers at once with a legal
// action and no error.
func TestChooseStopsWhenCancelled(t *testing.T) {
	g := loadPosition(t, "activate")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, name := range []string{"easy", "normal", "hard"} {
		p, _ := New(name, 1)
		start := time.Now()
		a, err := p.Choose(ctx, g)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := rules.Find(g.Legal(), a.Text()); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if took := time.Since(start); took > 500*time.Millisecond {
			t.Errorf("%s took %v after its context was cancelled", name, took)
		}
	}
}

// A player may think on another goroutine, on a clone, while the game goes
// on; one player may even be asked from two goroutines at once.
func TestChooseOnAnotherGoroutine(t *testing.T) {
	g := loadPosition(t, "second-action")
	p := NewNormal(1, Options{Budget: time.Minute, Effort: 0.3})
	var wg sync.WaitGroup
	results := make([]rules.Action, 2)
	for i := range results {
		c := g.Clone()
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, err := p.Choose(context.Background(), c)
			if err != nil {
				t.Error(err)
			}
			results[i] = a
		}()
	}
	// Meanwhile the game itself goes on.
	for i := 0; i < 5 && !g.Over(); i++ {
		if _, err := g.Apply(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
	orig := loadPosition(t, "second-action")
	for _, a := range results {
		if _, err := rules.Find(orig.Legal(), a.Text()); err != nil {
			t.Fatal(err)
		}
	}
}

// The levels play any game through the engine interface, also one without
// an evaluation or hidden information (the countdown game).
func TestLevelsPlayAnyGame(t *testing.T) {
	for _, lv := range levels() {
		g := &countdown{n: 9}
		p, _ := NewWithOptions(lv.name, 1, lv.opts)
		if _, err := PlayMatch(context.Background(), g, [2]Player{p, NewRandom(2)}, 0, nil); err != nil {
			t.Fatalf("%s: %v", lv.name, err)
		}
		if !g.Over() {
			t.Fatalf("%s: the countdown did not finish", lv.name)
		}
	}
}

// Easy, the weakest level, beats a random player on the beginner arena.
func TestEasyBeatsRandom(t *testing.T) {
	rs := flashpoint.NewRuleset()
	wins := 0
	const games = 4
	for i := uint64(0); i < games; i++ {
		g, err := rs.New(rs.DefaultSetup("beginner"), 100+i)
		if err != nil {
			t.Fatal(err)
		}
		easy := NewEasy(i, Options{Budget: time.Minute})
		seat := rules.Seat(i % 2)
		players := [2]Player{easy, NewRandom(i)}
		if seat == rules.Red {
			players = [2]Player{NewRandom(i), easy}
		}
		st, err := PlayMatch(context.Background(), g, players, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if st.Result.Winner == seat {
			wins++
		}
	}
	if wins < games-1 {
		t.Fatalf("easy won %d of %d games against random", wins, games)
	}
}
