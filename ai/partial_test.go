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
// shot normalPartialSamples times and weighs the samples of each outcome
// for the target by its forecast odds (stratify); Easy weighs a few
// samples by the forecast as in any game. Kill Team's forecasts are
// trusted.
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
	// The samples of each outcome for the target share its forecast odds
	// (the outcomes no sample showed left out, the rest weighed up to 1).
	fc, ok := g.(rules.Forecaster).Forecast(*shot)
	if !ok || len(fc.Outcomes) < 2 {
		t.Fatalf("no forecast of %s", shot.Text())
	}
	byOutcome := map[int][]float64{}
	sum := 0.0
	for _, b := range out.bs {
		k := outcomeOf(b.events, shot.Target, fc.Outcomes)
		byOutcome[k] = append(byOutcome[k], b.w)
		sum += b.w
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Fatalf("the samples weigh %v in all", sum)
	}
	seen := 0.0
	for k := range byOutcome {
		seen += fc.Outcomes[k].P
	}
	for k, ws := range byOutcome {
		for _, w := range ws {
			if want := fc.Outcomes[k].P / seen / float64(len(ws)); math.Abs(w-want) > 1e-12 {
				t.Fatalf("a sample of %q weighs %v, want %v", fc.Outcomes[k].Label, w, want)
			}
		}
	}
	if len(byOutcome) < 2 {
		t.Fatalf("the samples of %s show one outcome", shot.Text())
	}
	easy := &search{seat: g.ToMove(), clock: newClock(context.Background(), 0, 600), dice: easyDice()}
	if out, ok := easy.expand(g, *shot, 7); !ok || len(out.bs) > easyDice().attackSamples {
		t.Fatalf("Easy's samples of %s: %d", shot.Text(), len(out.bs))
	}
}
