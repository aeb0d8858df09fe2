package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every action's title and help carry their messages, which fill to the
// English words: the kinds' and the stratagems' words, and in random
// games those of every legal action as Describe gives them.
func TestActionTitlesCarryMessages(t *testing.T) {
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	en := cat.Localizer(lang.English)
	for title, id := range titleMsgs {
		if got := en.T(id); got != title {
			t.Errorf("%s fills to %q, the title is %q", id, got, title)
		}
	}
	for help, id := range helpMsgs {
		if got := en.T(id); got != help {
			t.Errorf("%s fills to %q, the help is %q", id, got, help)
		}
	}
	for kind, h := range kindHelp {
		if _, ok := titleMsgs[h.Title]; !ok {
			t.Errorf("%s: title %q has no message", kind, h.Title)
		}
		if _, ok := helpMsgs[h.Help]; !ok {
			t.Errorf("%s: help %q has no message", kind, h.Help)
		}
	}
	for spec, h := range stratagemHelp {
		if _, ok := titleMsgs[h.Title]; !ok {
			t.Errorf("%s: title %q has no message", spec, h.Title)
		}
		if _, ok := helpMsgs[h.Help]; !ok {
			t.Errorf("%s: help %q has no message", spec, h.Help)
		}
	}
	for seed := uint64(1); seed <= 4; seed++ {
		g := newGame(t, "standard", seed)
		pick := rules.NewRNG(seed)
		for step := 0; step < 1500 && !g.Over(); step++ {
			legal := g.Legal()
			for _, a := range legal {
				h, ok := g.Describe(a)
				if !ok {
					continue
				}
				if got, _ := en.Fill(h.TitleMsg.ID, h.TitleMsg.Args); h.TitleMsg.IsZero() || got != h.Title {
					t.Fatalf("seed %d step %d: %s: title %q, message %q fills to %q", seed, step, a.Text(), h.Title, h.TitleMsg.ID, got)
				}
				if got, _ := en.Fill(h.HelpMsg.ID, h.HelpMsg.Args); h.HelpMsg.IsZero() || got != h.Help {
					t.Fatalf("seed %d step %d: %s: help %q, message %q fills to %q", seed, step, a.Text(), h.Help, h.HelpMsg.ID, got)
				}
			}
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
