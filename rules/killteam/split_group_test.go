package killteam

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// groupDuel is a position on the standard arena in the Shooting phase's
// Fire at Will, blue deciding: blue.1, a Warden Gunner carrying the
// weapons given (from its wargear and options), at 0,1,0; red.1 and red.2,
// Militia Troopers, where given. The dice are the faces given, then a
// seeded generator.
func groupDuel(t *testing.T, weapons []string, red1, red2 world.Pos, faces ...int) *Game {
	t.Helper()
	ws, err := json.Marshal(weapons)
	if err != nil {
		t.Fatal(err)
	}
	text := fmt.Sprintf(`{"arena": "standard", "round": 1, "phase": "shooting", "section": "second", "models": [
	  {"id": "blue.1", "unit": "warden-gunner", "pos": "0,1,0", "weapons": %s},
	  {"id": "red.1", "unit": "militia-trooper", "pos": "%d,%d,%d"},
	  {"id": "red.2", "unit": "militia-trooper", "pos": "%d,%d,%d"}]}`, ws, red1.X, red1.Y, red1.Z, red2.X, red2.Y, red2.Z)
	g, err := newRuleset(t).loadPosition([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	g.SetDice(&rules.Scripted{Faces: faces, Fallback: rules.NewRNG(99)})
	return g
}

// rolled reports whether some event is a roll of a hit, wound, save or
// injury die.
func rolled(ev []rules.Event) bool {
	for _, e := range ev {
		if e.Kind == "roll" && e.Test != "attacks" {
			return true
		}
	}
	return false
}

// inOrder reports whether the texts appear in log one after another.
func inOrder(log string, texts ...string) bool {
	for _, s := range texts {
		k := strings.Index(log, s)
		if k < 0 {
			return false
		}
		log = log[k+len(s):]
	}
	return true
}

// KT-SHT-6 (with KT-SHT-2): a group's attacks are all counted and all
// split, weapon by weapon, before any is rolled; then each weapon's are
// rolled in the group's order, each target's in turn. Heavy bolter: 2 at
// red.1 (1, 1), 1 at red.2 (1). Boltgun at 2 cubes: 1 at red.1 (1), 1 at
// red.2: hit 4, wound 3, save 2, injury 5: out of action.
func TestSplitFireGroup(t *testing.T) {
	g := groupDuel(t, []string{"heavy-bolter", "boltgun"}, posAt(2, 1, 0), posAt(2, 2, 0), 1, 1, 1, 1, 4, 3, 2, 5)
	ev := apply(t, g, "blue.1 shoot red.1 with heavy-bolter+boltgun")
	log := eventTexts(ev)
	if g.st.Volley == nil || rolled(ev) || !strings.Contains(log, "blue.1 may split its Heavy Bolter's 3 attacks among enemies within 2\" of red.1 (KT-SHT-6).") ||
		!strings.Contains(g.Prompt(), "Heavy Bolter's 3 attacks") {
		t.Fatalf("no split of the heavy bolter: prompt %q\n%s", g.Prompt(), log)
	}
	if legal := strings.Join(texts(g.Legal()), "|"); legal != "blue.1 allot red.2 (1)|blue.1 allot red.2 (2)|blue.1 fire" {
		t.Fatalf("legal %s", legal)
	}
	ev = apply(t, g, "blue.1 allot red.2 (1)")
	log = eventTexts(ev)
	if g.st.Volley == nil || rolled(ev) || !strings.Contains(log, "blue.1 may split its Boltgun's 2 attacks") || !strings.Contains(g.Prompt(), "Boltgun's 2 attacks") {
		t.Fatalf("no split of the boltgun: prompt %q\n%s", g.Prompt(), log)
	}
	if legal := strings.Join(texts(g.Legal()), "|"); legal != "blue.1 allot red.2 (1)|blue.1 fire" {
		t.Fatalf("legal %s", legal)
	}
	ev = apply(t, g, "blue.1 allot red.2 (1)")
	log = eventTexts(ev)
	if g.st.Volley != nil || !endsAction(ev, "blue.1") || !g.st.Models[g.modelIndex("red.2")].Out || g.st.Models[g.modelIndex("red.1")].Out {
		t.Fatalf("after the split\n%s", log)
	}
	if !inOrder(log, "fires 2 of its Heavy Bolter's attacks at red.1", "fires 1 of its Heavy Bolter's attacks at red.2",
		"fires 1 of its Boltgun's attacks at red.1", "fires 1 of its Boltgun's attacks at red.2", "red.2 is out of action") {
		t.Errorf("attacks out of order\n%s", log)
	}
}

// KT-SHT-6: a weapon of the group with a single attack is not asked (the
// boltgun at 5 cubes, beyond half range), but its attack is rolled first,
// in the group's order: boltgun at red.1 (1), heavy bolter: 2 at red.1
// (1, 1), 1 at red.2 (1).
func TestSplitFireGroupSkipsSingleAttack(t *testing.T) {
	g := groupDuel(t, []string{"boltgun", "heavy-bolter"}, posAt(5, 1, 0), posAt(5, 0, 0), 1, 1, 1, 1)
	apply(t, g, "blue.1 shoot red.1 with boltgun+heavy-bolter")
	if v := g.st.Volley; v == nil || v.Weapon != "heavy-bolter" || len(v.Before) != 1 || v.Before[0].Attacks != 1 {
		t.Fatalf("volley %+v, prompt %q", g.st.Volley, g.Prompt())
	}
	ev := apply(t, g, "blue.1 allot red.2 (1)")
	log := eventTexts(ev)
	if g.st.Volley != nil || !endsAction(ev, "blue.1") ||
		!inOrder(log, "fires 1 of its Boltgun's attacks at red.1", "fires 2 of its Heavy Bolter's attacks at red.1", "fires 1 of its Heavy Bolter's attacks at red.2") {
		t.Fatalf("after the split\n%s", log)
	}
}

// KT-SHT-6: with no other enemy near the primary target, a group is
// fired at once, weapon by weapon, nothing asked.
func TestNoSplitFireGroupWithoutAnotherTarget(t *testing.T) {
	g := groupDuel(t, []string{"heavy-bolter", "boltgun"}, posAt(2, 1, 0), posAt(7, 7, 0), 1, 1, 1, 1, 1)
	ev := apply(t, g, "blue.1 shoot red.1 with heavy-bolter+boltgun")
	if g.st.Volley != nil || !endsAction(ev, "blue.1") || !inOrder(eventTexts(ev), "fires its Heavy Bolter at red.1: 3 attacks", "fires its Boltgun at red.1: 2 attacks") {
		t.Fatalf("a split without another target\n%s", eventTexts(ev))
	}
}

// KT-SHT-6, KT-SHT-2: a target taken out by the first weapon's attacks
// loses the second weapon's attacks at it. Heavy bolter: 2 at red.1
// (1, 1), 1 at red.2: hit 4, wound 3, save 2, injury 5: out of action.
// Boltgun: 1 at red.1 (1), 1 at red.2: lost.
func TestSplitFireGroupLostTarget(t *testing.T) {
	g := groupDuel(t, []string{"heavy-bolter", "boltgun"}, posAt(2, 1, 0), posAt(2, 2, 0), 1, 1, 4, 3, 2, 5, 1)
	apply(t, g, "blue.1 shoot red.1 with heavy-bolter+boltgun")
	apply(t, g, "blue.1 allot red.2 (1)")
	ev := apply(t, g, "blue.1 allot red.2 (1)")
	log := eventTexts(ev)
	if !g.st.Models[g.modelIndex("red.2")].Out || !inOrder(log, "red.2 is out of action", "fires 1 of its Boltgun's attacks at red.1", "blue.1's Boltgun has no target left.") ||
		strings.Contains(log, "Boltgun's attacks at red.2") {
		t.Fatalf("after the split\n%s", log)
	}
}

// KT-CP-3 with KT-SHT-6: a Command Re-roll offer stops a group's volley
// midway; kept, the action goes on and fires the rest of the group. The
// heavy bolter's first attack at red.1 misses (1): offered and kept.
func TestSplitFireGroupRerollOffer(t *testing.T) {
	g := groupDuel(t, []string{"heavy-bolter", "boltgun"}, posAt(2, 1, 0), posAt(2, 2, 0), 1, 1, 1, 1, 4, 3, 2, 5)
	g.st.CP = [2]int{1, 0}
	apply(t, g, "blue.1 shoot red.1 with heavy-bolter+boltgun")
	apply(t, g, "blue.1 allot red.2 (1)")
	ev := apply(t, g, "blue.1 allot red.2 (1)")
	if g.st.Reroll == nil || g.st.Volley == nil {
		t.Fatalf("no offer\n%s", eventTexts(ev))
	}
	if d, ok := g.Decline(); !ok || d.Text() != "blue.1 keep" {
		t.Fatalf("decline %v %v", d, ok)
	}
	ev = append(ev, applyKeeping(t, g, "blue.1 keep")...)
	log := eventTexts(ev)
	if g.st.Volley != nil || g.st.Reroll != nil || !endsAction(ev, "blue.1") || !g.st.Models[g.modelIndex("red.2")].Out || g.st.CP != [2]int{1, 0} ||
		!inOrder(log, "fires 2 of its Heavy Bolter's attacks at red.1", "fires 1 of its Heavy Bolter's attacks at red.2",
			"fires 1 of its Boltgun's attacks at red.1", "fires 1 of its Boltgun's attacks at red.2", "red.2 is out of action") {
		t.Fatalf("after the offer: cp %v\n%s", g.st.CP, log)
	}
}

// The forecast of a group's shooting that may split is of all its
// attacks at the primary target, as when its player splits none.
func TestSplitFireGroupForecast(t *testing.T) {
	g := groupDuel(t, []string{"heavy-bolter", "boltgun"}, posAt(2, 1, 0), posAt(2, 2, 0))
	a, err := rules.Find(g.Legal(), "blue.1 shoot red.1 with heavy-bolter+boltgun")
	if err != nil {
		t.Fatal(err)
	}
	checkForecast(t, g, a, 2000)
}

// KT-SHT-6: a weapon of the group that may fire at no other enemy near
// the primary target is not asked: the flamer (8", 3 cubes) reaches red.1
// but not red.2 and rolls 3 attacks (D6: 3); the heavy bolter is asked.
func TestSplitFireGroupSkipsWeaponWithoutTarget(t *testing.T) {
	g := groupDuel(t, []string{"flamer", "heavy-bolter"}, posAt(3, 1, 0), posAt(4, 1, 0), 3)
	apply(t, g, "blue.1 shoot red.1 with flamer+heavy-bolter")
	if v := g.st.Volley; v == nil || v.Weapon != "heavy-bolter" || len(v.Before) != 1 || v.Before[0].Weapon != "flamer" || v.Before[0].Attacks != 3 {
		t.Fatalf("volley %+v, prompt %q", g.st.Volley, g.Prompt())
	}
}
