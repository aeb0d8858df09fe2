package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every action's title carries its message, which fills to the English
// title: the kinds' and the stratagems' titles, and in random games the
// title of every legal action as Describe gives it.
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
	for kind, h := range kindHelp {
		if _, ok := titleMsgs[h.Title]; !ok {
			t.Errorf("%s: title %q has no message", kind, h.Title)
		}
	}
	for spec, h := range stratagemHelp {
		if _, ok := titleMsgs[h.Title]; !ok {
			t.Errorf("%s: title %q has no message", spec, h.Title)
		}
	}
	for seed := uint64(1); seed <= 3; seed++ {
		g := newGame(t, "standard", seed)
		pick := rules.NewRNG(seed)
		for step := 0; step < 400 && !g.Over(); step++ {
			legal := g.Legal()
			for _, a := range legal {
				h, ok := g.Describe(a)
				if !ok {
					continue
				}
				if got, _ := en.Fill(h.TitleMsg.ID, h.TitleMsg.Args); h.TitleMsg.IsZero() || got != h.Title {
					t.Fatalf("seed %d step %d: %s: title %q, message %q fills to %q", seed, step, a.Text(), h.Title, h.TitleMsg.ID, got)
				}
			}
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
