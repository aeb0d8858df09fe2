package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// The titles that name no card, weapon or spell carry messages that fill
// to them in English, and in seeded random games every legal action with
// such a title has its message.
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
	rs := NewRuleset()
	seen := 0
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := rs.New(rs.DefaultSetup(""), seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := rules.NewRNG(seed)
		for step := 0; step < 800 && !g.Over(); step++ {
			legal := g.Legal()
			for _, a := range legal {
				h, ok := g.(rules.Describer).Describe(a)
				if _, plain := titleMsgs[h.Title]; ok && plain {
					seen++
					if h.TitleMsg.IsZero() {
						t.Fatalf("%s: title %q has no message", a.Text(), h.Title)
					}
				}
			}
			if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 {
		t.Error("no action had a plain title")
	}
}
