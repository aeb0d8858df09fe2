package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KT-MOV-5: a charger may declare several enemies within 12" its
// targets, one after another in roster order; each may react, in the
// order declared; the charge succeeds when the roll reaches the cube of
// any of them, and every declared target counts as charged.
func TestChargeSeveralTargets(t *testing.T) {
	// red.5 is 4 cubes away, red.6 2; the roll 3 + 3 = 6" (2 cubes)
	// reaches red.6 only.
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(4, 1, 0), "red.6": posAt(2, 1, 0)}, 3, 3)
	if !has(g.Legal(), "blue.5 charge red.6") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	apply(t, g, "blue.5 charge red.5")
	legal := texts(g.Legal())
	if g.ToMove() != rules.Blue || len(legal) != 2 || legal[0] != "blue.5 charge red.6" || legal[1] != "blue.5 go" || !strings.Contains(g.Prompt(), "KT-MOV-5") {
		t.Fatalf("while declaring: legal %v", legal)
	}
	apply(t, g, "blue.5 charge red.6")
	if g.ToMove() != rules.Red || !has(g.Legal(), "red.5 stand") {
		t.Fatalf("red.5 does not react first: %v", texts(g.Legal()))
	}
	apply(t, g, "red.5 stand")
	if g.ToMove() != rules.Red || !has(g.Legal(), "red.6 stand") {
		t.Fatalf("red.6 does not react next: %v", texts(g.Legal()))
	}
	ev := apply(t, g, "red.6 stand")
	b := g.st.Models[g.modelIndex("blue.5")]
	if !b.ChargeHit || b.Pos != posAt(2, 1, 0) || !endsAction(ev, "blue.5") || !strings.Contains(eventTexts(ev), "charges red.5, red.6") {
		t.Fatalf("the charge at two targets: %+v\n%s", b, eventTexts(ev))
	}
	if !g.st.Models[g.modelIndex("red.5")].ChargedAt || !g.st.Models[g.modelIndex("red.6")].ChargedAt {
		t.Fatal("a declared target does not count as charged")
	}
	if !b.declared("red.6") || !b.declared("red.5") || b.declared("red.7") {
		t.Fatal("declared targets")
	}
}

// KT-MOV-5: "go" ends the declaration with one target; a target farther
// than 12" or before the last declared in roster order is not offered.
func TestChargeDeclarationEnds(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(2, 2, 0), "red.7": posAt(9, 9, 0)}, 6, 6)
	apply(t, g, "blue.5 charge red.6")
	if g.st.Pending != "" || g.ToMove() != rules.Red || !has(g.Legal(), "red.6 stand") {
		t.Fatalf("after declaring the last target in reach: pending %q, legal %v", g.st.Pending, texts(g.Legal()))
	}
	g = duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(2, 2, 0)}, 6, 6)
	apply(t, g, "blue.5 charge red.5")
	apply(t, g, "blue.5 go")
	if g.ToMove() != rules.Red || !has(g.Legal(), "red.5 stand") || has(g.Legal(), "red.6 stand") {
		t.Fatalf("after go: %v", texts(g.Legal()))
	}
	apply(t, g, "red.5 stand")
	if b := g.st.Models[g.modelIndex("blue.5")]; !b.ChargeHit || b.Pos != posAt(2, 1, 0) || g.st.Models[g.modelIndex("red.6")].ChargedAt {
		t.Fatalf("the charge at red.5 alone: %+v", b)
	}
}

// KT-MOV-5, KT-FGT-4: a charger may not enter the cube of an enemy it did
// not declare, and fights only its declared targets.
func TestChargeUndeclaredEnemy(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(2, 1, 0)}, 6, 6)
	i := g.modelIndex("blue.5")
	g.st.Models[i].Charged, g.st.Models[i].ChargeTarget = true, "red.5"
	if !g.undeclaredIn(i, posAt(2, 1, 0)) {
		t.Fatal("red.6, not declared, does not keep the charger out of its cube")
	}
	g.st.Models[i].ChargeAlso = []string{"red.6"}
	if g.undeclaredIn(i, posAt(2, 1, 0)) {
		t.Fatal("declared targets keep the charger out")
	}
	g.st.Models[i].ChargeAlso = nil
	g.st.Models[i].Pos = posAt(2, 1, 0)
	if got := g.fightTargets(i); len(got) != 1 || g.st.Models[got[0]].ID != "red.5" {
		t.Fatalf("fight targets %v", got)
	}
}

// KT-MOV-5: when the roll reaches the cubes of several declared targets,
// the charger's seat chooses the one it ends in.
func TestChargeChoosesWhereToEnd(t *testing.T) {
	// red.5 and red.6 are 2 cubes away in different cubes; 6 + 6 reaches both.
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(2, 2, 0)}, 6, 6)
	apply(t, g, "blue.5 charge red.5")
	apply(t, g, "blue.5 charge red.6")
	apply(t, g, "red.5 stand")
	ev := apply(t, g, "red.6 stand")
	legal := texts(g.Legal())
	if g.ToMove() != rules.Blue || len(legal) != 2 || legal[0] != "blue.5 move 2,1,0" || legal[1] != "blue.5 move 2,2,0" || endsAction(ev, "blue.5") || !strings.Contains(g.Prompt(), "KT-MOV-5") {
		t.Fatalf("after the roll: legal %v\n%s", legal, eventTexts(ev))
	}
	ev = apply(t, g, "blue.5 move 2,2,0")
	b := g.st.Models[g.modelIndex("blue.5")]
	if !b.ChargeHit || b.Pos != posAt(2, 2, 0) || !endsAction(ev, "blue.5") || !strings.Contains(eventTexts(ev), "reaches red.6 at 2,2,0") {
		t.Fatalf("after choosing: %+v\n%s", b, eventTexts(ev))
	}
	if !g.st.Models[g.modelIndex("red.5")].ChargedAt {
		t.Fatal("the other declared target does not count as charged")
	}
}
