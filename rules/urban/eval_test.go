package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Evaluate values a roll that waits for the other side's cards as if no
// more were played (UF-DICE-4): the value is that of a copy where every
// waiting roll stands, not of the blow before it lands, and the game
// itself is left waiting.
func TestEvaluateLetsAWaitingRollStand(t *testing.T) {
	g := meleePair(t)
	give(t, g, rules.Red, "c08") // red holds a card, so its window opens
	do(t, g, "blue.1 activate")
	dice(g, 5, 6, 1, 1, 1) // 11 against red 4: the blow lands
	do(t, g, "blue.1 attack red.1 with axe")
	if g.st.Pending == nil || g.ToMove() != rules.Red {
		t.Fatal("the melee roll does not wait for red's cards")
	}
	got := g.Evaluate(rules.Blue)
	c := g.clone()
	for c.st.Pending != nil {
		if _, err := c.ApplyIndex(0); err != nil { // keep
			t.Fatal(err)
		}
	}
	if want := c.evaluate(rules.Blue); got != want || got == g.evaluate(rules.Blue) {
		t.Fatalf("Evaluate %v, want %v (the blow standing), not %v (before it)", got, want, g.evaluate(rules.Blue))
	}
	if g.st.Pending == nil {
		t.Fatal("Evaluate changed the game")
	}
}

// objectiveGap (G8, G9) is how far a side's nearest model stands beyond
// its control zone from an objective: Market Row's objective 1 is 1,5,0
// and 1,6,0, and an adept (SPD 4: a zone of 1 cube) at 1,2,0 is 2 cubes
// short, at 1,3,0 one, at 1,4,0 none.
func TestObjectiveGap(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup("streets"), 1)
	if err != nil {
		t.Fatal(err)
	}
	var one world.Zone
	for _, z := range g.arena.ZonesOf(world.ZoneObjective) {
		if z.Label == "1" {
			one = z
		}
	}
	for i := range g.st.Models {
		if g.st.Models[i].Seat == rules.Blue && g.st.Models[i].ID != "blue.1" {
			g.st.Models[i].Dead = true
		}
	}
	b := mdl(t, g, "blue.1")
	for _, c := range []struct {
		at   string
		want int
	}{{"1,2,0", 2}, {"1,3,0", 1}, {"1,4,0", 0}} {
		b.Pos = posOf(t, c.at)
		if got := g.objectiveGap(one, rules.Blue); got != c.want {
			t.Errorf("%s at %s: gap %d, want %d", b.Profile, c.at, got, c.want)
		}
	}
}
