package all

import (
	"errors"
	"reflect"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// ApplyIndex applies the same action as Apply(Legal()[i]) in every
// ruleset, NumLegal counts the same list, ActionAt(i) is Legal()[i], and
// an index outside the list is refused without changing the game. The game played by index never
// has its list lent out (so Flashpoint builds only the applied move's
// path), and its events must match the other game's.
func TestApplyIndexMatchesApply(t *testing.T) {
	reg := Registry()
	for _, name := range reg.Names() {
		rs, err := reg.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 6; seed++ {
				checkApplyIndex(t, rs, seed)
			}
		})
	}
}

// checkApplyIndex plays one random game of rs both ways side by side, on
// the standard arena or, for a ruleset it does not fit, its own default.
func checkApplyIndex(t *testing.T, rs rules.Ruleset, seed uint64) {
	t.Helper()
	arena := "standard"
	if rules.ShippedArenaFits(rs, arena) != nil {
		arena = rs.DefaultSetup("").Arena
	}
	setup := rs.DefaultSetup(arena)
	byIndex, err := rs.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	byAction, _ := rs.New(setup, seed)
	rng := rules.NewRNG(seed)
	for step := 0; !byIndex.Over() && step < 2000; step++ {
		legal := byAction.Legal()
		if n := rules.NumLegal(byIndex); n != len(legal) {
			t.Fatalf("seed %d step %d: NumLegal %d, Legal lists %d", seed, step, n, len(legal))
		}
		before := byIndex.Hash()
		var ie *rules.IllegalActionError
		if _, err := rules.ApplyIndex(byIndex, len(legal)); !errors.As(err, &ie) {
			t.Fatalf("seed %d step %d: index %d of %d gave %v, want an IllegalActionError", seed, step, len(legal), len(legal), err)
		}
		if byIndex.Hash() != before {
			t.Fatalf("seed %d step %d: a refused index changed the game", seed, step)
		}
		if _, err := rules.ActionAt(byIndex, len(legal)); !errors.As(err, &ie) {
			t.Fatalf("seed %d step %d: ActionAt(%d) of %d gave %v, want an IllegalActionError", seed, step, len(legal), len(legal), err)
		}
		i := rng.Intn(len(legal))
		a := legal[i]
		if got, err := rules.ActionAt(byIndex, i); err != nil || !reflect.DeepEqual(got, a) {
			t.Fatalf("seed %d step %d: ActionAt(%d) = %+v (%v), Legal()[%d] = %+v", seed, step, i, got, err, i, a)
		}
		ev1, err := rules.ApplyIndex(byIndex, i)
		if err != nil {
			t.Fatalf("seed %d step %d: ApplyIndex(%d) %s: %v", seed, step, i, a.Text(), err)
		}
		ev2, err := byAction.Apply(a)
		if err != nil {
			t.Fatalf("seed %d step %d: Apply %s: %v", seed, step, a.Text(), err)
		}
		if byIndex.Hash() != byAction.Hash() || !reflect.DeepEqual(ev1, ev2) {
			t.Fatalf("seed %d step %d: %s by index and by action differ:\n%+v\n%+v", seed, step, a.Text(), ev1, ev2)
		}
	}
	if !byIndex.Over() {
		t.Fatalf("seed %d: the game did not end in 2000 decisions", seed)
	}
}
