package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Random games between the fireteams that carry cube attacks (Gunner,
// Spotter, Skirmisher, Mercenary): cube attacks and Sticky picks come up,
// invariants hold after every action, and save/load keeps the hash.
func TestCubeRandomPlayouts(t *testing.T) {
	rs := NewRuleset()
	const most = 24
	games := most
	if testing.Short() {
		games = 6 // and more, up to most, until a Sticky pick has come up
	}
	rosters := [][2]string{{"jackal-pack", "long-watch"}, {"command", "jackal-pack"}, {"long-watch", "command"}}
	attacks, sticks := 0, 0
	for i := 0; i < most && (i < games || sticks == 0); i++ {
		seed := uint64(100 + i)
		setup := rs.DefaultSetup([]string{"beginner", "standard", "tower"}[i%3])
		setup.Rosters = rosters[i%len(rosters)]
		g, err := rs.NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := rules.NewRNG(seed)
		for step := 0; !g.Over(); step++ {
			if step > maxSteps {
				t.Fatalf("seed %d: no end", seed)
			}
			if err := checkInvariants(g); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			legal := g.Legal()
			// Prefer cube attacks and picks, so they come up often.
			a := legal[pick.Intn(len(legal))]
			for _, b := range legal {
				if (isCubeAttack(b) || b.Kind == "stick") && pick.Intn(2) == 0 {
					a = b
					break
				}
			}
			if isCubeAttack(a) {
				attacks++
				if _, ok := g.Forecast(a); !ok {
					t.Fatalf("seed %d: no forecast for %q", seed, a.Text())
				}
			}
			if a.Kind == "stick" {
				sticks++
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d step %d: %q: %v", seed, step, a.Text(), err)
			}
			if step%7 == 0 {
				data, err := g.Save()
				if err != nil {
					t.Fatal(err)
				}
				back, err := rs.LoadGame(data)
				if err != nil {
					t.Fatalf("seed %d step %d: %v\n%s", seed, step, err, data)
				}
				if back.Hash() != g.Hash() {
					t.Fatalf("seed %d step %d: save/load changed the hash", seed, step)
				}
			}
		}
	}
	if attacks == 0 || sticks == 0 {
		t.Errorf("want cube attacks and Sticky picks in random games: %d attacks, %d picks", attacks, sticks)
	}
	t.Logf("%d cube attacks, %d Sticky picks", attacks, sticks)
}
