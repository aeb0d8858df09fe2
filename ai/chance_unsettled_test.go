package ai

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// unsettledGame is a game whose every forecast says the attack may stop
// midway for a decision (rules.Forecast.Unsettled).
type unsettledGame struct{ rules.Game }

// Forecast is the game's forecast, Unsettled.
func (u unsettledGame) Forecast(a rules.Action) (rules.Forecast, bool) {
	f, ok := u.Game.(rules.Forecaster).Forecast(a)
	f.Unsettled = true
	return f, ok
}

// Determinize is the game's.
func (u unsettledGame) Determinize(seed uint64) rules.Game {
	return u.Game.(rules.Determinizer).Determinize(seed)
}

// An attack whose forecast is Unsettled is sampled as any action that
// rolls dice: diceSamples samples of equal weight and no offset, since a
// sample that stopped at an offer shows no outcome to sort it by.
func TestUnsettledAttackIsSampledPlainly(t *testing.T) {
	g := unsettledGame{workingCopy(loadPosition(t, "second-action"), 1)}
	var shot rules.Action
	for _, a := range g.Legal() {
		if _, ok := g.Forecast(a); ok {
			shot = a
			break
		}
	}
	if shot.Kind == "" {
		t.Fatal("the saved position has no attack to test with")
	}
	s := &search{seat: g.ToMove(), clock: newClock(context.Background(), time.Minute, 0), dice: chance{attackSamples: 40, minP: 0.01, diceSamples: 3}}
	out, ok := s.expand(g, shot, 7)
	if !ok || len(out.bs) != 3 || out.offset != 0 {
		t.Fatalf("%s: %d branches, offset %v; want 3 and 0", shot.Text(), len(out.bs), out.offset)
	}
	for _, b := range out.bs {
		if math.Abs(b.w-1.0/3) > 1e-12 {
			t.Fatalf("%s: a branch weighs %v, want 1/3", shot.Text(), b.w)
		}
	}
}
