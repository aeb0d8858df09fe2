package rulestest

import (
	"errors"
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Playout plays g to its end with uniformly random legal actions drawn
// from a generator seeded with pickSeed, for at most maxSteps decisions.
// check (may be nil) tests the ruleset's invariants at the start and
// after every action; every 16 decisions an illegal action must be
// refused (CheckRefusal); the game must end within maxSteps and then
// take no action. label starts every failure, e.g. "standard seed 3".
func Playout(t testing.TB, g rules.Game, pickSeed uint64, maxSteps int, check func(rules.Game) error, label string) {
	t.Helper()
	if check != nil {
		if err := check(g); err != nil {
			t.Fatalf("%s at the start: %v", label, err)
		}
	}
	pick := rules.NewRNG(pickSeed)
	steps := 0
	for ; !g.Over() && steps < maxSteps; steps++ {
		legal := g.Legal()
		a := legal[pick.Intn(len(legal))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s step %d: %s: %v", label, steps, a.Text(), err)
		}
		if check != nil {
			if err := check(g); err != nil {
				t.Fatalf("%s step %d after %s: %v", label, steps, a.Text(), err)
			}
		}
		if steps%16 == 0 && !g.Over() {
			if err := CheckRefusal(g); err != nil {
				t.Fatalf("%s step %d: %v", label, steps, err)
			}
		}
	}
	if !g.Over() {
		t.Fatalf("%s: not over after %d steps", label, steps)
	}
	if _, err := g.Apply(rules.Action{Kind: "pass"}); err == nil {
		t.Fatalf("%s: a finished game took an action", label)
	}
}

// CheckRefusal applies an action no game offers (a model that does not
// exist teleports) and reports an error unless the game refuses it with
// a rules.IllegalActionError and keeps its state.
func CheckRefusal(g rules.Game) error {
	before := g.Hash()
	_, err := g.Apply(rules.Action{Seat: g.ToMove(), Kind: "teleport", Actor: "nobody"})
	var ill *rules.IllegalActionError
	if !errors.As(err, &ill) {
		return fmt.Errorf("an illegal action gave %v", err)
	}
	if g.Hash() != before {
		return errors.New("a refused action changed the state")
	}
	return nil
}

// FuzzActions applies to g the legal actions the bytes of data choose,
// one byte a decision (its value modulo the number of legal actions),
// until the bytes or the game end. check (may be nil) tests the
// invariants after every every-th action.
func FuzzActions(t *testing.T, g rules.Game, data []byte, every int, check func(rules.Game) error) {
	t.Helper()
	for i, b := range data {
		if g.Over() {
			return
		}
		legal := g.Legal()
		if _, err := g.Apply(legal[int(b)%len(legal)]); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if check != nil && i%every == 0 {
			if err := check(g); err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
		}
	}
}

// FuzzLoad is the body of a ruleset's Load fuzz target: data that loads
// plays its first legal action, saves, and loads back to the same Hash.
// Data that does not load is fine; nothing may panic.
func FuzzLoad(t *testing.T, load func([]byte) (rules.Game, error), data []byte) {
	t.Helper()
	got, err := load(data)
	if err != nil {
		return
	}
	if legal := got.Legal(); len(legal) > 0 {
		if _, err := got.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	again, err := got.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := load(again)
	if err != nil {
		t.Fatalf("a saved game does not load: %v", err)
	}
	if back.Hash() != got.Hash() {
		t.Fatal("save and load change the hash")
	}
}
