package ai

import (
	"context"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// uctTest is UCT with a tenth of its iterations and a budget so long that
// only they end a search, to keep the tests fast and replayable.
var uctTest = Options{Budget: time.Minute, Effort: 0.1}

// The same seed in the same position gives the same decision.
func TestUCTSameSeedSameDecision(t *testing.T) {
	for _, name := range []string{"activate", "second-action"} {
		g := loadPosition(t, name)
		a := choose(t, "uct", 7, uctTest, g)
		b := choose(t, "uct", 7, uctTest, g.Clone())
		if a.Text() != b.Text() {
			t.Errorf("%s: %q, then %q from the same seed", name, a.Text(), b.Text())
		}
	}
}

// UCT answers only with legal actions, in both rulesets and in a game
// without an evaluation (the countdown game), and leaves the game alone.
func TestUCTPlaysLegalActions(t *testing.T) {
	games := map[string]rules.Game{"countdown": &countdown{n: 12}}
	if kt := killTeamDecision(t, 3, "shoot"); kt != nil {
		games["killteam"] = kt
	} else {
		t.Fatal("the Kill Team game offered no shot")
	}
	games["flashpoint"] = loadPosition(t, "first-action")
	for name, g := range games {
		before := g.Hash()
		choose(t, "uct", 1, uctTest, g) // choose checks the action is legal
		if g.Hash() != before {
			t.Errorf("%s: uct changed the game", name)
		}
	}
	g := &countdown{n: 9}
	p, _ := NewWithOptions("uct", 1, uctTest)
	if _, err := PlayMatch(context.Background(), g, [2]Player{p, NewRandom(2)}, 0, nil); err != nil || !g.Over() {
		t.Fatalf("uct did not play the countdown to its end: %v", err)
	}
}

// With one iteration, a short budget or a context already done, UCT
// still answers with a legal action.
func TestUCTAnswersWithLittleTime(t *testing.T) {
	g := loadPosition(t, "activate")
	choose(t, "uct", 1, Options{Budget: time.Minute, Effort: 0.001}, g)
	start := time.Now()
	choose(t, "uct", 1, Options{Budget: 10 * time.Millisecond}, g)
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("uct took %v with a budget of 10ms", took)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, _ := New("uct", 1)
	a, err := p.Choose(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rules.Find(g.Legal(), a.Text()); err != nil {
		t.Fatal(err)
	}
	if p.(ClockReporter).TimedOut() != 1 {
		t.Error("a decision its context ended is not counted as cut short")
	}
}

// Fair play (DESIGN 3): UCT's decision depends neither on the future of
// the real dice nor on what lies under the face-down item tokens.
func TestUCTFairPlay(t *testing.T) {
	g, other := loadPosition(t, "first-action"), withOtherDice(t, "first-action")
	if a, b := choose(t, "uct", 5, uctTest, g), choose(t, "uct", 5, uctTest, other); a.Text() != b.Text() {
		t.Errorf("%q with the real dice, %q with others", a.Text(), b.Text())
	}
	g, other = itemChoice(t, "health-pack", "thruster"), itemChoice(t, "thruster", "health-pack")
	if a, b := choose(t, "uct", 5, uctTest, g), choose(t, "uct", 5, uctTest, other); a.Text() != b.Text() {
		t.Errorf("%q, but %q when the tokens are swapped", a.Text(), b.Text())
	}
	rs := flashpoint.NewRuleset()
	g, err := rs.New(rs.DefaultSetup("standard"), 3)
	if err != nil {
		t.Fatal(err)
	}
	pick := rules.NewRNG(3)
	for step := 0; step < 300 && !g.Over() && !offers(g, "take"); step++ {
		legal := g.Legal()
		if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if !offers(g, "take") {
		t.Fatal("the game reached no pickup")
	}
	other = withSwappedItems(t, g)
	if a, b := choose(t, "uct", 5, uctTest, g), choose(t, "uct", 5, uctTest, other); a.Text() != b.Text() {
		t.Errorf("at a pickup: %q with the real items, %q with others", a.Text(), b.Text())
	}
}

// offers reports whether an action of kind is legal in g.
func offers(g rules.Game, kind string) bool {
	for _, a := range g.Legal() {
		if a.Kind == kind {
			return true
		}
	}
	return false
}

// UCT, even with a tenth of its iterations, beats a random player in
// short Slayer games (first to three kills) on the beginner arena, in
// both seats.
func TestUCTBeatsRandom(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 2
	}
	rs := flashpoint.NewRuleset()
	wins := 0
	for i := 0; i < games; i++ {
		setup := rs.DefaultSetup("beginner")
		setup.Options = map[string]string{"kills": "3"}
		g, err := rs.New(setup, 200+uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		p, _ := NewWithOptions("uct", uint64(i), uctTest)
		seat := rules.Seat(i % 2)
		players := [2]Player{p, NewRandom(uint64(i))}
		if seat == rules.Red {
			players = [2]Player{NewRandom(uint64(i)), p}
		}
		st, err := PlayMatch(context.Background(), g, players, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if st.Result.Winner == seat {
			wins++
		}
	}
	t.Logf("uct won %d of %d games against random", wins, games)
	if wins < games-games/4 {
		t.Fatalf("uct won %d of %d games against random", wins, games)
	}
}
