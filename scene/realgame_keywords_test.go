package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Hot-seat games of the real Flashpoint rules between Long Watch (Spotter,
// Skirmisher: Scout; Marksmen: Fast Transition; the Strike Designator's
// cube attack) and Jackal Pack (Mercenaries: Evade and a Sticky Grenade),
// played through the battle screen with random legal choices: cube
// attacks, the Sticky pick, Evade, Scout and Fast Transition steps are all
// reached from the bar or the board, the one model deciding such a step is
// selected, and every change of the deciding seat shows the hand-over.
func TestBattleKeywordStepsRealRules(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	want := []string{"cube attack", "stick", "evade", "scout", "transition"}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 30 && len(seen) < len(want); seed++ {
		setup := rules.Setup{Arena: "standard", Scenario: "slayer", Rosters: [2]string{"long-watch", "jackal-pack"}}
		if seed%2 == 0 {
			setup.Rosters[0], setup.Rosters[1] = setup.Rosters[1], setup.Rosters[0]
		}
		playKeywordGame(t, setup, seed, seen)
	}
	for _, k := range want {
		if !seen[k] {
			t.Errorf("no %s was played through the screen", k)
		}
	}
}

// playKeywordGame plays one game from setup through the battle screen and
// notes in seen the keyword steps it went through.
func playKeywordGame(t *testing.T, setup rules.Setup, seed uint64, seen map[string]bool) {
	t.Helper()
	a := newRealApp(t, "flashpoint", "", seed)
	rs, err := a.cfg.Registry.Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	b := newBattleScreen(a, battleConfig{game: g, recorder: rules.NewRecorder(g, setup, seed), mode: modeHotSeat})
	a.switchTo(b)
	rng := rules.NewRNG(seed * 31)
	for step := 0; step < 20000; step++ {
		b.anim.skip(b.started)
		b.linger = 0
		in := input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
		switch s := a.cur.(type) {
		case *handoverScreen:
			if s.seat != b.g.ToMove() {
				t.Fatalf("hand-over to %v while %v decides", s.seat, b.g.ToMove())
			}
			b.seen = s.seat
			a.switchTo(b)
			continue
		case *resultsScreen:
			return
		}
		if !b.humanDecides() {
			continue
		}
		legal := b.g.Legal()
		reach := map[string]bool{}
		for _, e := range buildBar(legal, "", b.pieceName, b.describe()) {
			if e.action != nil {
				reach[e.action.Text()] = true
			}
		}
		for _, act := range legal {
			if isCellAction(act) {
				reach[act.Text()] = true
			}
		}
		for _, act := range legal {
			if !reach[act.Text()] {
				t.Fatalf("legal action %q has no button and no cube", act.Text())
			}
		}
		if id := soleActor(legal); id != "" && b.sel != id {
			t.Fatalf("%s alone decides (%s) but %q is selected", id, b.view.Prompt, b.sel)
		}
		act := legal[rng.Intn(len(legal))]
		// Throw what can be thrown half the time, so the Sticky pick
		// (a charge landing among several models) comes up.
		var aims []rules.Action
		for _, x := range legal {
			if b.describe().isAimAction(x) {
				aims = append(aims, x)
			}
		}
		if len(aims) > 0 && rng.Intn(2) == 0 {
			act = aims[rng.Intn(len(aims))]
		}
		switch {
		case b.describe().isAimAction(act):
			seen["cube attack"] = true
		case act.Kind == "stick", act.Kind == "evade", act.Kind == "scout":
			seen[act.Kind] = true
		case act.Kind == "shoot" && strings.Contains(b.view.Prompt, "Fast Transition"):
			seen["transition"] = true
		}
		_ = b.overlay()
		b.apply(a, act)
	}
	t.Fatalf("the game did not end: round %d", b.g.Round())
}
