package all

import (
	"errors"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// ApplyIndex applies the same action as Apply(Legal()[i]) in every
// ruleset, and refuses an index outside the list without changing the
// game.
func TestApplyIndexMatchesApply(t *testing.T) {
	reg := Registry()
	for _, name := range reg.Names() {
		rs, err := reg.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			setup := rs.DefaultSetup("standard")
			byIndex, err := rs.New(setup, 7)
			if err != nil {
				t.Fatal(err)
			}
			byAction, _ := rs.New(setup, 7)
			rng := rules.NewRNG(3)
			for step := 0; !byIndex.Over() && step < 400; step++ {
				legal := byIndex.Legal()
				before := byIndex.Hash()
				var ie *rules.IllegalActionError
				if _, err := rules.ApplyIndex(byIndex, len(legal)); !errors.As(err, &ie) {
					t.Fatalf("step %d: index %d of %d gave %v, want an IllegalActionError", step, len(legal), len(legal), err)
				}
				if byIndex.Hash() != before {
					t.Fatalf("step %d: a refused index changed the game", step)
				}
				i := rng.Intn(len(legal))
				a := legal[i]
				ev1, err := rules.ApplyIndex(byIndex, i)
				if err != nil {
					t.Fatalf("step %d: ApplyIndex(%d) %s: %v", step, i, a.Text(), err)
				}
				ev2, err := byAction.Apply(a)
				if err != nil {
					t.Fatalf("step %d: Apply %s: %v", step, a.Text(), err)
				}
				if byIndex.Hash() != byAction.Hash() || len(ev1) != len(ev2) {
					t.Fatalf("step %d: %s by index and by action differ", step, a.Text())
				}
			}
		})
	}
}
