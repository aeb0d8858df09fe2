package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A replay of a game that hides nothing (Firepower: no face-down tokens,
// no rules.Revealer) has no Show hidden button, and H changes nothing.
func TestReplayOfOpenGameHasNoShowHidden(t *testing.T) {
	a := shippedApp(t, "firepower", "standard", &MemoryStorage{})
	reg := a.cfg.Registry
	rs, err := reg.Get("firepower")
	if err != nil {
		t.Fatal(err)
	}
	setup := rs.DefaultSetup("standard")
	g, err := rs.New(setup, 3)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := g.(rules.Revealer); ok {
		t.Fatal("firepower reveals: pick a game that hides nothing")
	}
	rec := rules.NewRecorder(g, setup, 3)
	for i := 0; i < 12 && !g.Over(); i++ {
		act := g.Legal()[0]
		if _, err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
		rec.Record(g, act)
	}
	v, err := newReplayScreen(a, rec.Replay)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(v)
	w, h := a.size()
	v.lay = battleLayoutFor(w, h)
	v.layoutReplayButtons(v.lay.bar)
	if v.replay.btns.reveal.label != "" || v.replay.btns.step.label == "" {
		t.Fatalf("reveal button %+v, step %+v", v.replay.btns.reveal, v.replay.btns.step)
	}
	v.replayTo(a, len(rec.Replay.Actions))
	in := input{settings: &a.settings, keys: []ebiten.Key{ebiten.KeyH}}
	if err := v.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if v.replay.reveal {
		t.Fatal("H turned on Show hidden in a game that hides nothing")
	}
}
