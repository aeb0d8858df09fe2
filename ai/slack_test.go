package ai

import (
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// closeCallGame is a one-action game for Easy's slack: blue takes "best"
// (worth 1), "close" (worth 0.95) or "poor" (worth −1), and the game ends.
// short says whether it reports short turns (rules.Pacer).
type closeCallGame struct {
	trapGame
	took string
}

func (g *closeCallGame) Legal() []rules.Action {
	if g.Over() {
		return nil
	}
	return []rules.Action{{Seat: rules.Blue, Kind: "best"}, {Seat: rules.Blue, Kind: "close"}, {Seat: rules.Blue, Kind: "poor"}}
}
func (g *closeCallGame) Apply(a rules.Action) ([]rules.Event, error) {
	g.took = a.Kind
	g.turn = 2
	return []rules.Event{{Kind: eventEnd, Seat: a.Seat}}, nil
}
func (g *closeCallGame) Clone() rules.Game { c := *g; return &c }
func (g *closeCallGame) Evaluate(s rules.Seat) float64 {
	v := map[string]float64{"best": 1, "close": 0.95, "poor": -1}[g.took]
	if s == rules.Red {
		return -v
	}
	return v
}

// Where turns are single actions, Easy takes a near-best action at random
// (easySlack) and never a far worse one; the same seed takes the same
// action. Where turns are longer it always takes the best, as before.
func TestEasyErrsOnlyWhereTurnsAreShort(t *testing.T) {
	workBound := Options{Budget: time.Minute} // work, not a loaded machine's clock, ends each search
	for _, short := range []bool{true, false} {
		took := map[string]int{}
		for seed := uint64(1); seed <= 200; seed++ {
			g := &closeCallGame{trapGame: trapGame{short: short}}
			a := choose(t, "easy", seed, workBound, g)
			took[a.Kind]++
			if again := choose(t, "easy", seed, workBound, g); again.Kind != a.Kind {
				t.Fatalf("short %v seed %d: took %s, then %s", short, seed, a.Kind, again.Kind)
			}
		}
		switch {
		case took["poor"] > 0:
			t.Errorf("short %v: Easy took the far worse action %d times of 200", short, took["poor"])
		case short && (took["close"] < 40 || took["best"] <= took["close"]):
			t.Errorf("short turns: best %d, close %d of 200; want the best most often and the close call often (about 62%% and 38%%)", took["best"], took["close"])
		case !short && took["best"] != 200:
			t.Errorf("long turns: Easy took the best %d times of 200, want always", took["best"])
		}
	}
}

// pickWithSlack weighs each option by exp(−loss/slack): a loss of one
// slack is taken about 1/e as often as the best.
func TestPickWithSlackWeights(t *testing.T) {
	opts := []option{{quick: 0.5}, {quick: 0.4}, {quick: -3}}
	n := [3]int{}
	const draws = 20000
	for seed := uint64(1); seed <= draws; seed++ {
		o := pickWithSlack(opts, 0.1, seed)
		for i := range opts {
			if o == &opts[i] {
				n[i]++
			}
		}
	}
	// weights 1, e^-1 and e^-35: shares 0.731, 0.269 and 0.
	if share := float64(n[0]) / draws; share < 0.71 || share > 0.75 || n[2] != 0 {
		t.Errorf("picks %v of %d: want about 73%% the best, 27%% the next, none the worst", n, draws)
	}
	if pickWithSlack(nil, 0.1, 1) != nil {
		t.Errorf("no option, yet one was picked")
	}
}
