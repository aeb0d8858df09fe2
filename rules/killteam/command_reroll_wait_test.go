package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// rerollDuel is blue.5 shooting red.5 with its boltgun at 2 cubes (2
// attacks, hit 3+, wound 3+, save 5+) with the command points given and
// the faces to roll.
func rerollDuel(t *testing.T, cp [2]int, faces ...int) *Game {
	t.Helper()
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, faces...)
	g.st.CP = cp
	return g
}

// KT-CP-3: right after a failed hit roll the attacker's seat may spend 1
// command point to roll it again (the new roll stands), or keep it; the
// game waits for it in the middle of the shooting.
func TestCommandRerollHit(t *testing.T) {
	// Hit 2 (a miss), re-rolled 4; wound 3, save 2, injury 5: out.
	g := rerollDuel(t, [2]int{1, 0}, 2, 4, 3, 2, 5)
	ev := apply(t, g, "blue.5 shoot red.5 with boltgun")
	legal := texts(g.Legal())
	if g.ToMove() != rules.Blue || len(legal) != 2 || legal[0] != "blue.5 reroll" || legal[1] != "blue.5 keep" || !strings.Contains(g.Prompt(), "KT-CP-3") || endsAction(ev, "blue.5") {
		t.Fatalf("after the miss: %s to move, legal %v\n%s", g.ToMove(), legal, eventTexts(ev))
	}
	if last := ev[len(ev)-1]; last.Test != "hit" || last.Dice[0] != 2 {
		t.Fatalf("the events end with %+v", last)
	}
	ev = apply(t, g, "blue.5 reroll")
	log := eventTexts(ev)
	if !g.st.Models[g.modelIndex("red.5")].Out || !endsAction(ev, "blue.5") || g.st.Reroll != nil ||
		!strings.Contains(log, "Command Re-roll of blue.5's hit roll and has 0") || !strings.Contains(log, "rolls 4 to hit (3+): a hit") {
		t.Fatalf("after the re-roll: CP %d\n%s", g.st.CP[rules.Blue], log)
	}
	if ok, _ := g.Reversible(); ok {
		t.Error("a re-roll is reversible")
	}
}

// KT-CP-3: keeping the failed roll spends nothing; the action goes on.
func TestCommandRerollKept(t *testing.T) {
	// Hit 2 (kept); attack 2: hit 1 (offered again, kept).
	g := rerollDuel(t, [2]int{1, 0}, 2, 1)
	apply(t, g, "blue.5 shoot red.5 with boltgun")
	ev := apply(t, g, "blue.5 keep")
	if g.st.Reroll == nil || g.st.CP[rules.Blue] != 1 || !strings.Contains(eventTexts(ev), "rolls 1 to hit") {
		t.Fatalf("after keeping: CP %d\n%s", g.st.CP[rules.Blue], eventTexts(ev))
	}
	ev = apply(t, g, "blue.5 keep")
	if g.st.Reroll != nil || g.st.CP[rules.Blue] != 1 || !endsAction(ev, "blue.5") {
		t.Fatalf("after keeping twice: CP %d\n%s", g.st.CP[rules.Blue], eventTexts(ev))
	}
}

// KT-CP-3: a failed wound roll is the attacker's to re-roll; a failed
// save and an injury roll that takes the model out are the defender's.
// Without a command point nothing is offered.
func TestCommandRerollWoundSaveInjury(t *testing.T) {
	// Hit 4; wound 1 (re-rolled 3); save 2 (red re-rolls: 1); injury 6
	// (red re-rolls: 2, a flesh wound); attack 2: hit 1 (blue has no
	// point left, red.5 goes on with 1 wound).
	g := rerollDuel(t, [2]int{1, 2}, 4, 1, 3, 2, 1, 6, 2, 1)
	apply(t, g, "blue.5 shoot red.5 with boltgun")
	if w := g.st.Reroll; w == nil || w.Test != "wound" || g.ToMove() != rules.Blue {
		t.Fatalf("no wound offer: %+v", w)
	}
	apply(t, g, "blue.5 reroll")
	if w := g.st.Reroll; w == nil || w.Test != "save" || w.Actor != "red.5" || g.ToMove() != rules.Red {
		t.Fatalf("no save offer: %+v", w)
	}
	apply(t, g, "red.5 reroll")
	if w := g.st.Reroll; w == nil || w.Test != "injury" || g.ToMove() != rules.Red || g.st.CP[rules.Red] != 1 {
		t.Fatalf("no injury offer: %+v, red CP %d", w, g.st.CP[rules.Red])
	}
	ev := apply(t, g, "red.5 reroll")
	r5 := g.st.Models[g.modelIndex("red.5")]
	if g.st.Reroll != nil || r5.Out || r5.Flesh != 1 || g.st.CP != [2]int{0, 0} || !endsAction(ev, "blue.5") {
		t.Fatalf("after the injury re-roll: %+v, CP %v\n%s", r5, g.st.CP, eventTexts(ev))
	}
}

// KT-CP-3, A17: a die the Sniper passive re-rolled is not re-rolled again.
func TestNoCommandRerollAfterSniper(t *testing.T) {
	g := rerollDuel(t, [2]int{1, 0}, 1, 1, 4, 1)
	g.st.Models[g.modelIndex("blue.5")].Spec = Sniper
	apply(t, g, "blue.5 shoot red.5 with boltgun")
	if w := g.st.Reroll; w == nil || w.Test != "wound" {
		t.Fatalf("the offer after the Sniper's re-roll: %+v", w)
	}
}

// KT-CP-3: a game waiting for an answer saves, loads and goes on alike.
func TestCommandRerollSaveLoad(t *testing.T) {
	g := rerollDuel(t, [2]int{1, 1}, 2)
	apply(t, g, "blue.5 shoot red.5 with boltgun")
	g.SetDice(nil)
	back, _ := reload(t, g)
	b := back.(*Game)
	if b.Hash() != g.Hash() {
		t.Fatal("the loaded game hashes differently")
	}
	e1 := apply(t, g, "blue.5 reroll")
	e2 := apply(t, b, "blue.5 reroll")
	if eventTexts(e1) != eventTexts(e2) || b.Hash() != g.Hash() {
		t.Fatalf("the loaded game goes on differently:\n%s\n%s", eventTexts(e1), eventTexts(e2))
	}
	// A wait whose faces do not lead to the offer does not load.
	bad := g.Clone().(*Game)
	bad.st = back.(*Game).st.clone()
	bad.st.Reroll = &rerollWait{Before: bad.st.Reroll.Before, Action: bad.st.Reroll.Action, Faces: []int{5}, Seat: rules.Blue, Actor: "blue.5", Test: "hit", Shown: 2}
	if data, _ := bad.Save(); data != nil {
		if _, err := newRuleset(t).Load(data); err == nil {
			t.Fatal("a wait at a hit of 5 loaded")
		}
	}
}

// KT-CP-3, KT-PSY-4: a failed psychic test may be re-rolled by the
// caster's seat; a failed deny by the denier's (KT-PSY-6).
func TestCommandRerollPsychicAndDeny(t *testing.T) {
	// Test 1 + 3 fails, re-rolled 3 + 4 = 7; red.2 denies 2 + 2, re-rolled
	// 5 + 4 = 9 > 7: denied.
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0), "red.2": posAt(3, 1, 0)}, 1, 3, 3, 4, 2, 2, 5, 4)
	g.st.CP = [2]int{1, 1}
	apply(t, g, "blue.2 psybolt red.1")
	if w := g.st.Reroll; w == nil || w.Test != "psychic" || g.ToMove() != rules.Blue {
		t.Fatalf("no psychic test offer: %+v", w)
	}
	apply(t, g, "blue.2 reroll")
	if w := g.st.Reroll; w == nil || w.Test != "deny" || w.Actor != "red.2" || g.ToMove() != rules.Red {
		t.Fatalf("no deny offer: %+v", w)
	}
	ev := apply(t, g, "red.2 reroll")
	if log := eventTexts(ev); !strings.Contains(log, "9 against 7: denies the power") || g.st.CP != [2]int{0, 0} || g.st.Models[g.modelIndex("red.1")].Wounds != 2 {
		t.Fatalf("after the deny's re-roll: CP %v\n%s", g.st.CP, log)
	}
}
