package ai

import (
	"context"
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/killteam"
	"github.com/flashpoint-arena/flashpoint/rules/necromunda"
)

// In a game whose forecasts leave much out (Necromunda), Normal samples a
// shot normalPartialSamples times with equal weights; Easy still weighs
// it by the forecast. Kill Team's forecasts are trusted.
func TestPartialForecastsSampleShotsAlike(t *testing.T) {
	kt := killteam.NewRuleset()
	if g, err := kt.New(kt.DefaultSetup(killteam.DefaultArena), 1); err != nil || partialForecasts(g) {
		t.Fatalf("Kill Team's forecasts are trusted: %v", err)
	}
	rs := necromunda.NewRuleset()
	g, err := rs.New(rs.DefaultSetup(necromunda.DefaultArena), 3)
	if err != nil {
		t.Fatal(err)
	}
	if !partialForecasts(g) {
		t.Fatal("Necromunda's forecasts leave out stray shots and scatters")
	}
	pick := rules.NewRNG(3)
	var shot *rules.Action
	for step := 0; step < 2000 && !g.Over() && shot == nil; step++ {
		legal := g.Legal()
		for i := range legal {
			if legal[i].Kind == "shoot" && legal[i].Option == "" {
				shot = &legal[i]
				break
			}
		}
		if shot == nil {
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if shot == nil {
		t.Fatal("no shot offered")
	}
	normal := &search{seat: g.ToMove(), clock: newClock(context.Background(), 0, normalPartialLimit), dice: normalDice()}
	out, ok := normal.expand(g, *shot, 7)
	if !ok || len(out.bs) != normalPartialSamples || out.offset != 0 {
		t.Fatalf("Normal's samples of %s: %d, offset %v; want %d, 0", shot.Text(), len(out.bs), out.offset, normalPartialSamples)
	}
	for _, b := range out.bs {
		if math.Abs(b.w-1.0/normalPartialSamples) > 1e-12 {
			t.Fatalf("a sample weighs %v", b.w)
		}
	}
	easy := &search{seat: g.ToMove(), clock: newClock(context.Background(), 0, 600), dice: easyDice()}
	if out, ok := easy.expand(g, *shot, 7); !ok || len(out.bs) > easyDice().attackSamples {
		t.Fatalf("Easy's samples of %s: %d", shot.Text(), len(out.bs))
	}
}
