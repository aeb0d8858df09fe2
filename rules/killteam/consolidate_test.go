package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KT-FGT-9: a model whose fight leaves no enemy in its cube may
// consolidate 3" (one cube) nearer to the nearest enemy, or stay; its
// seat decides before the action ends.
func TestConsolidateAfterAFight(t *testing.T) {
	// Rifle butt: hit 4 (3+), wound 4 (S4 vs T3, 3+), save 1, injury 6.
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.5": posAt(1, 1, 0), "red.5": posAt(1, 1, 0), "red.6": posAt(3, 1, 0)}, 4, 4, 1, 6)
	ev := apply(t, g, "blue.5 fight red.5 with rifle-butt")
	if !g.st.Models[g.modelIndex("red.5")].Out || endsAction(ev, "blue.5") || g.ToMove() != rules.Blue || g.st.PendingKind != PendingConsolidate {
		t.Fatalf("after the fight: %s to move, pending %q %q\n%s", g.ToMove(), g.st.Pending, g.st.PendingKind, eventTexts(ev))
	}
	legal := g.Legal()
	if !has(legal, "blue.5 stay") || !strings.Contains(g.Prompt(), "consolidate") {
		t.Fatalf("legal %v, prompt %q", texts(legal), g.Prompt())
	}
	var move rules.Action
	for _, a := range legal {
		if a.Kind == "consolidate" {
			if world.Distance(*a.Cell, posAt(3, 1, 0)) >= 2 {
				t.Fatalf("a consolidation not nearer the nearest enemy: %s", a.Text())
			}
			move = a
		}
	}
	if move.Kind == "" {
		t.Fatalf("no consolidation in %v", texts(legal))
	}
	ev = apply(t, g, move.Text())
	if g.st.Models[g.modelIndex("blue.5")].Pos != *move.Cell || !endsAction(ev, "blue.5") || g.st.Pending != "" {
		t.Fatalf("after consolidating\n%s", eventTexts(ev))
	}
}

// KT-FGT-9: a fighter that still shares its cube with an enemy is as near
// as it can be: no consolidation is offered and its action ends.
func TestNoConsolidationBesideAnEnemy(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.5": posAt(1, 1, 0), "red.5": posAt(1, 1, 0), "red.6": posAt(3, 1, 0)}, 1)
	ev := apply(t, g, "blue.5 fight red.5 with rifle-butt")
	if g.st.Pending != "" || !endsAction(ev, "blue.5") {
		t.Fatalf("pending %q\n%s", g.st.Pending, eventTexts(ev))
	}
}
