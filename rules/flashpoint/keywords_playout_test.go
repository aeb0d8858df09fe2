package flashpoint

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Random playouts with the rosters whose models have the step-making
// keywords (Scout, Evade, Fast Transition, Flight): the invariants after
// every action, save and load in the middle of keyword steps, and replays.
func TestKeywordsRandomPlayouts(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 6
	}
	rs := NewRuleset()
	reg := rules.NewRegistry(rs)
	pairs := [][2]string{{"long-watch", "jackal-pack"}, {"jackal-pack", "long-watch"}, {"hammer", "command"}}
	arenas := []string{"beginner", "standard", "tower"}
	kinds := map[string]int{}
	for i := 0; i < games; i++ {
		seed := uint64(100 + i)
		setup := rs.DefaultSetup(arenas[i%len(arenas)])
		setup.Rosters = pairs[i%len(pairs)]
		g, err := rs.NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		rec := rules.NewRecorder(g, setup, seed)
		pick := rules.NewRNG(seed*31 + 7)
		for step := 0; !g.Over(); step++ {
			if step > maxSteps {
				t.Fatalf("seed %d: no end after %d decisions", seed, maxSteps)
			}
			if err := checkInvariants(g); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			if n := len(g.tasks); n > 0 && g.tasks[n-1].Kind >= taskEvade {
				data, err := g.Save()
				if err != nil {
					t.Fatal(err)
				}
				back, err := rs.LoadGame(data)
				if err != nil || back.Hash() != g.Hash() || fmt.Sprint(texts(back.Legal())) != fmt.Sprint(texts(g.Legal())) {
					t.Fatalf("seed %d step %d: a keyword step does not survive save and load: %v\n%s", seed, step, err, data)
				}
			}
			legal := g.Legal()
			a := legal[pick.Intn(len(legal))]
			kinds[a.Kind]++
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d step %d: %q: %v", seed, step, a.Text(), err)
			}
			rec.Record(g, a)
		}
		if _, err := rec.Replay.Play(reg); err != nil {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
	}
	for _, k := range []string{"evade", "scout", "skip"} {
		if kinds[k] == 0 {
			t.Errorf("no %q action was played in %d games: %v", k, games, kinds)
		}
	}
}
