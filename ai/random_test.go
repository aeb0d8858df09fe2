package ai

import (
	"context"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// countdown is a tiny game: a counter starts at n and each action takes
// away 1 or 2; it is over at zero.
type countdown struct {
	n     int
	moves int
}

func (g *countdown) Ruleset() string     { return "countdown" }
func (g *countdown) Arena() *world.Arena { return nil }
func (g *countdown) ToMove() rules.Seat {
	if g.n <= 0 {
		return rules.NoSeat
	}
	return rules.Seat(g.moves % 2)
}
func (g *countdown) Prompt() string        { return "take" }
func (g *countdown) Over() bool            { return g.n <= 0 }
func (g *countdown) Result() rules.Result  { return rules.Result{Over: g.Over()} }
func (g *countdown) Round() int            { return 1 }
func (g *countdown) Hash() uint64          { return uint64(g.n) }
func (g *countdown) Save() ([]byte, error) { return nil, nil }
func (g *countdown) SetDice(rules.Dice)    {}
func (g *countdown) Dice() rules.Dice      { return nil }
func (g *countdown) View() rules.View      { return rules.View{} }
func (g *countdown) Clone() rules.Game     { c := *g; return &c }
func (g *countdown) Reversible() (bool, string) {
	return g.moves > 0, "nothing to take back"
}
func (g *countdown) Legal() []rules.Action {
	if g.Over() {
		return nil
	}
	out := []rules.Action{{Seat: g.ToMove(), Kind: "take", Option: "1"}}
	if g.n >= 2 {
		out = append(out, rules.Action{Seat: g.ToMove(), Kind: "take", Option: "2"})
	}
	return out
}
func (g *countdown) Apply(a rules.Action) ([]rules.Event, error) {
	if _, err := rules.Find(g.Legal(), a.Text()); err != nil {
		return nil, err
	}
	g.n -= int(a.Option[0] - '0')
	g.moves++
	return nil, nil
}

func TestRandomPlaysOnlyLegalActionsAndIsSeeded(t *testing.T) {
	run := func(seed uint64) []string {
		p, err := New("random", seed)
		if err != nil {
			t.Fatal(err)
		}
		g := &countdown{n: 40}
		var seq []string
		for !g.Over() {
			before := g.Hash()
			a, err := p.Choose(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if g.Hash() != before {
				t.Fatal("Choose changed the game")
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("random chose an illegal action: %v", err)
			}
			seq = append(seq, a.Text())
		}
		return seq
	}
	a, b := run(3), run(3)
	if len(a) != len(b) {
		t.Fatal("same seed, different games")
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("same seed, different action %d: %s vs %s", i, a[i], b[i])
		}
	}
	twos := 0
	for _, s := range a {
		if s == "blue take (2)" || s == "red take (2)" {
			twos++
		}
	}
	if twos == 0 || twos == len(a) {
		t.Fatalf("random always chose the same option (%d of %d)", twos, len(a))
	}
}

func TestRandomRefusesAFinishedGame(t *testing.T) {
	if _, err := NewRandom(1).Choose(context.Background(), &countdown{n: 0}); err == nil {
		t.Fatal("Choose on a finished game returned no error")
	}
}

func TestNewUnknownPlayer(t *testing.T) {
	if _, err := New("grandmaster", 1); err == nil {
		t.Fatal("New accepted an unknown player")
	}
}

func TestPlayMatchPlaysToTheEnd(t *testing.T) {
	g := &countdown{n: 25}
	seen := 0
	st, err := PlayMatch(context.Background(), g, [2]Player{NewRandom(1), NewRandom(2)}, 0, func(rules.Game, rules.Action, []rules.Event) { seen++ })
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() || st.Actions != seen || st.Actions < 13 || st.Actions > 25 {
		t.Fatalf("over %v, %d actions, observer saw %d", g.Over(), st.Actions, seen)
	}
	if st.Decisions[0]+st.Decisions[1] != st.Actions {
		t.Fatalf("decisions %v do not add up to %d actions", st.Decisions, st.Actions)
	}
}

func TestPlayMatchStopsARunawayGame(t *testing.T) {
	if _, err := PlayMatch(context.Background(), &countdown{n: 1000}, [2]Player{NewRandom(1), NewRandom(2)}, 10, nil); err == nil {
		t.Fatal("a game longer than maxActions did not fail")
	}
}
