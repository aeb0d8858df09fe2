package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A whole hot-seat game of Kill Team played through the battle screen as
// a player plays it, model first: while the deciding side may pick any of
// several models, the bar offers none of their options until one is
// clicked; the click selects it without acting, and then its bar and
// cubes offer exactly its options (and the pass), every one of them
// reachable, without repeating its name. A pass with models left asks
// once. With the hand-over screen set for every turn, every change of
// the deciding seat, a reaction to a charge included, shows the hand-over
// to that seat; phases are announced, the dice are d6, and the game ends
// on the results screen.
func TestBattleKillTeamModelFirst(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	a := newAutoDeployApp(t, "killteam", "standard", 3)
	a.settings.HandOver = HandOverEvery
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	if b.g.View().Ruleset != "killteam" {
		t.Fatalf("the battle plays %q", b.g.View().Ruleset)
	}
	if b.dice.sides() != 6 {
		t.Errorf("the dice tray rolls d%d, want d6", b.dice.sides())
	}
	a.switchTo(b)
	rng := rules.NewRNG(9)
	handovers, picks, reactions, passAsked, aimed, lone := 0, 0, 0, 0, 0, 0
	phases := map[string]bool{}
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
			handovers++
			b.seen = s.seat
			a.switchTo(b)
			continue
		case *resultsScreen:
			if !b.g.Over() || handovers < 2 || picks == 0 || len(phases) < 2 {
				t.Fatalf("results after %d hand-overs, %d picks, phases %v, over %v", handovers, picks, phases, b.g.Over())
			}
			if passAsked == 0 {
				t.Error("no pass was asked about")
			}
			if aimed == 0 {
				t.Error("no action was taken by clicking the model it aims at")
			}
			t.Logf("%d hand-overs, %d picks, %d reactions, %d aimed through the board, %d lone models selected, phases announced %v", handovers, picks, reactions, aimed, lone, phases)
			return
		}
		for _, x := range b.ban.queue {
			if strings.Contains(x.text, "phase") {
				phases[x.text] = true
			}
		}
		if !b.humanDecides() {
			continue
		}
		legal := b.g.Legal()
		act := legal[rng.Intn(len(legal))]
		if strings.Contains(b.view.Prompt, "answers the charge") {
			reactions++
		}
		if id := loneChooser(legal); id != "" {
			if b.sel != id {
				t.Fatalf("%s alone may act (or pass), and %q is selected", id, b.sel)
			}
			lone++
		}
		if pickFirst(legal) {
			b.backOut()
			b.backOut()
			if !b.picking() {
				t.Fatalf("several models to pick from, none selected, and the bar offers %v", b.rel)
			}
			for _, e := range b.entries {
				if e.actor != "" {
					t.Fatalf("the bar offers %q before a model is picked", e.label)
				}
			}
			if act.Actor == "" {
				// A pass with models left: the first choice only asks.
				i := entryOf(b.entries, act)
				if i < 0 {
					t.Fatalf("no button for %s", act.Text())
				}
				n := len(b.cfg.recorder.Replay.Actions)
				b.choose(a, i)
				if len(b.cfg.recorder.Replay.Actions) != n || !b.endAsk {
					t.Fatal("a pass with models left was taken without asking")
				}
				passAsked++
				b.choose(a, i)
				if len(b.cfg.recorder.Replay.Actions) != n+1 {
					t.Fatal("the pass asked about was not taken the second time")
				}
				continue
			}
			n := len(b.cfg.recorder.Replay.Actions)
			b.clickPiece(a, act.Actor)
			if len(b.cfg.recorder.Replay.Actions) != n || b.sel != act.Actor {
				t.Fatalf("clicking %s acted or did not select it", act.Actor)
			}
			picks++
			name := b.pieceName(act.Actor)
			for _, e := range b.entries {
				if e.actor != "" && e.actor != act.Actor {
					t.Fatalf("%s selected, the bar offers %q of %s", act.Actor, e.label, e.actor)
				}
				if strings.HasPrefix(e.label, name) {
					t.Fatalf("the bar repeats the model's name: %q", e.label)
				}
			}
		}
		reach := map[string]bool{}
		for _, e := range b.entries {
			if e.action != nil {
				reach[e.action.Text()] = true
			}
		}
		for _, x := range b.rel {
			if isCellAction(x) {
				reach[x.Text()] = true
			}
		}
		if !reach[act.Text()] && act.Target != "" && len(attacksOn(b.rel, act.Target)) > 0 {
			// Aimed at a model: a click on it offers its attacks.
			folded := false
			for _, e := range b.entries {
				folded = folded || (e.aimed && e.kind == act.Kind)
			}
			if !folded && len(attacksOn(b.rel, act.Target)) > 1 {
				t.Fatalf("%s: aimed at %s, neither on a button nor folded", act.Text(), act.Target)
			}
			b.target = act.Target
			for _, e := range b.barOf(b.target) {
				if e.action != nil {
					reach[e.action.Text()] = true
				}
			}
			aimed++
		}
		if !reach[act.Text()] {
			t.Fatalf("legal action %q has no button and no cube (bar %d entries)", act.Text(), len(b.entries))
		}
		_ = b.overlay()
		b.apply(a, act)
	}
	t.Fatalf("the game did not end: round %d", b.g.Round())
}

// entryOf is the index of the bar entry that takes act, -1 for none.
func entryOf(entries []barEntry, act rules.Action) int {
	for i, e := range entries {
		if e.action != nil && e.action.Text() == act.Text() {
			return i
		}
	}
	return -1
}
