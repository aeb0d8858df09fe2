package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// eventTexts joins the texts of events, one a line.
func eventTexts(ev []rules.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// endsAction reports whether the events hold the end event of model id.
func endsAction(ev []rules.Event, id string) bool {
	for _, e := range ev {
		if e.Kind == "end" && e.Actor == id {
			return true
		}
	}
	return false
}

// KT-MOV-5: a declared charge waits for its target's reaction, a decision
// of the other seat in the middle of the charger's action: red decides,
// its options are Overwatch at the charger, Retreat and standing, and the
// prompt names the reacting model. No die is rolled yet.
func TestChargeWaitsForTheTargetsReaction(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0)})
	ev := apply(t, g, "blue.5 charge red.5")
	if g.ToMove() != rules.Red || g.st.Charging != "blue.5" || endsAction(ev, "blue.5") {
		t.Fatalf("after the declaration: %s to move, charging %q, events\n%s", g.ToMove(), g.st.Charging, eventTexts(ev))
	}
	legal := g.Legal()
	if !has(legal, "red.5 overwatch blue.5 with lasgun") || !has(legal, "red.5 retreat ") || !has(legal, "red.5 stand") {
		t.Fatalf("reactions %v", texts(legal))
	}
	for _, a := range legal {
		if a.Seat != rules.Red || a.Actor != "red.5" {
			t.Fatalf("reaction %s of %s", a.Text(), a.Seat)
		}
	}
	if p := g.Prompt(); !strings.HasPrefix(p, "red: red.5 answers the charge of blue.5") {
		t.Fatalf("prompt %q", p)
	}
	if ok, _ := g.Reversible(); !ok {
		t.Fatal("a declaration rolls no die but is not reversible")
	}
}

// KT-MOV-5: Overwatch is a shooting at the charger that hits only on an
// unmodified 6 (a 5 misses even with BS 4+); the charge is then rolled
// and the charger's action ends; blue moves on (KT-MOV-0).
func TestOverwatchHitsOnlyOnSix(t *testing.T) {
	// Lasgun at 2 cubes: 2 shots. Hit 5 (miss), hit 6, wound 1 (fails);
	// then the charge 3 and 3: 6", 2 cubes.
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(0, 0, 0), "red.5": posAt(2, 1, 0)}, 5, 6, 1, 3, 3)
	apply(t, g, "blue.5 charge red.5")
	ev := apply(t, g, "red.5 overwatch blue.5 with lasgun")
	log := eventTexts(ev)
	for _, w := range []string{"only an unmodified 6 hits", "rolls 5 to hit (6+): a miss", "rolls 6 to hit (6+): a hit", "rolls 1 to wound", "the charge succeeds"} {
		if !strings.Contains(log, w) {
			t.Errorf("no %q in\n%s", w, log)
		}
	}
	b := &g.st.Models[g.modelIndex("blue.5")]
	if !b.ChargeHit || !b.Done || !endsAction(ev, "blue.5") || g.ToMove() != rules.Blue || g.st.Charging != "" {
		t.Fatalf("after Overwatch: %+v, %s to move\n%s", b, g.ToMove(), log)
	}
}

// KT-MOV-5: Overwatch that takes the charger out ends the charge; no
// charge dice are rolled.
func TestOverwatchCanStopTheCharge(t *testing.T) {
	// Hit 6, wound 6, save 1, injury 6 (the warden has 1 wound): out.
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0)}, 6, 6, 1, 6)
	apply(t, g, "blue.5 charge red.5")
	ev := apply(t, g, "red.5 overwatch blue.5 with lasgun")
	if !g.st.Models[g.modelIndex("blue.5")].Out || strings.Contains(eventTexts(ev), "charges red.5") {
		t.Fatalf("events\n%s", eventTexts(ev))
	}
}

// KT-MOV-5, A13: a Retreat moves the target 3" (1 cube) farther from the
// charger; it may not react again this phase nor shoot this round; a
// second charge at it is rolled at once.
func TestRetreatFromACharge(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(0, 2, 0), "red.5": posAt(2, 1, 0)}, 1, 1, 6, 6)
	g.st.CP[rules.Blue] = 0 // no Command Re-roll of the failed charge
	apply(t, g, "blue.5 charge red.5")
	for _, a := range g.Legal() {
		if a.Kind == "retreat" && world.Distance(posAt(0, 1, 0), *a.Cell) <= 2 {
			t.Fatalf("a retreat not farther from the charger: %s", a.Text())
		}
	}
	var retreat rules.Action
	for _, a := range g.Legal() {
		if a.Kind == "retreat" {
			retreat = a
			break
		}
	}
	if retreat.Kind == "" {
		t.Fatalf("no retreat in %v", texts(g.Legal()))
	}
	apply(t, g, retreat.Text())
	r := &g.st.Models[g.modelIndex("red.5")]
	if !r.Retreated || r.Pos != *retreat.Cell || !g.st.Models[g.modelIndex("blue.5")].Done {
		t.Fatalf("after the retreat: %+v", r)
	}
	ev := apply(t, g, "blue.6 charge red.5")
	if g.st.Charging != "" || !strings.Contains(eventTexts(ev), "rolls 6 and 6") {
		t.Fatalf("a retreated model reacts again: charging %q\n%s", g.st.Charging, eventTexts(ev))
	}
	if len(g.shootActions(g.modelIndex("red.5"))) != 0 {
		t.Fatal("a retreated model may shoot")
	}
}

// KT-MOV-5: a model in an enemy's cube may not react: the charge is
// rolled at once.
func TestNoReactionInAnEnemysCube(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(2, 1, 0), "red.5": posAt(2, 1, 0)}, 3, 3)
	ev := apply(t, g, "blue.5 charge red.5")
	if g.st.Charging != "" || !endsAction(ev, "blue.5") {
		t.Fatalf("a model in melee reacts: %s to move\n%s", g.ToMove(), eventTexts(ev))
	}
}

// KT-MOV-5: a failed charger may move the whole roll as close as it can
// to its target, or stay put; it chooses, then its action ends.
func TestFailedChargeClosesIn(t *testing.T) {
	// 1 and 2: 3", 1 cube, the target is 3 cubes away.
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(3, 1, 0)}, 1, 2)
	apply(t, g, "blue.5 charge red.5")
	ev := apply(t, g, "red.5 stand")
	if g.ToMove() != rules.Blue || g.st.Pending != "blue.5" || g.st.PendingKind != PendingCharge || endsAction(ev, "blue.5") {
		t.Fatalf("after a failed charge: %s to move, pending %q\n%s", g.ToMove(), g.st.Pending, eventTexts(ev))
	}
	legal := g.Legal()
	if !has(legal, "blue.5 stay") || !strings.Contains(g.Prompt(), "failed its charge") {
		t.Fatalf("legal %v, prompt %q", texts(legal), g.Prompt())
	}
	var closer rules.Action
	for _, a := range legal {
		if a.Kind == "move" {
			if world.Distance(*a.Cell, posAt(3, 1, 0)) != 2 {
				t.Fatalf("a closing move not as close as it can: %s", a.Text())
			}
			closer = a
		}
	}
	if closer.Kind == "" {
		t.Fatalf("no closing move in %v", texts(legal))
	}
	ev = apply(t, g, closer.Text())
	b := &g.st.Models[g.modelIndex("blue.5")]
	if b.Pos != *closer.Cell || b.ChargeHit || !endsAction(ev, "blue.5") || g.st.Pending != "" {
		t.Fatalf("after closing in: %+v\n%s", b, eventTexts(ev))
	}
}
