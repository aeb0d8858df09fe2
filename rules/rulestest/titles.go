package rulestest

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// CheckActionTitles plays g for at most maxSteps decisions with random
// legal actions drawn from a generator seeded with seed, and checks that
// every legal action's title (rules.Describer) carries a message that
// fills to it in English. It returns how many titles it checked.
func CheckActionTitles(t testing.TB, g rules.Game, seed uint64, maxSteps int) int {
	t.Helper()
	d, ok := g.(rules.Describer)
	if !ok {
		t.Fatalf("%s describes no action", g.Ruleset())
	}
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := cat.Localizer(lang.English)
	pick := rules.NewRNG(seed)
	n := 0
	for step := 0; step < maxSteps && !g.Over(); step++ {
		legal := g.Legal()
		for _, a := range legal {
			h, ok := d.Describe(a)
			if !ok || h.Title == "" {
				continue
			}
			n++
			if got, _ := en.Fill(h.TitleMsg.ID, h.TitleMsg.Args); h.TitleMsg.IsZero() || got != h.Title {
				t.Fatalf("step %d: %s: title %q, message %q fills to %q", step, a.Text(), h.Title, h.TitleMsg.ID, got)
			}
		}
		if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return n
}
