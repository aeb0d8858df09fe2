package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// G3, RULES.md "Melee": an Engaged fighter may Retreat (Basic): an
// Initiative test (I 4+: a 4 passes) and it steps out of the fight to a
// neighbouring cube, no longer Engaged, with an action point left.
func TestRetreatPasses(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "3,1,0"}, fx{id: "red.1", at: "3,1,0"})
	if legal(g, "blue.1 move 2,1,0") {
		t.Fatal("an Engaged fighter was offered a Move")
	}
	s := script(g, 4)
	apply(t, g, "blue.1 retreat 2,1,0")
	used(t, s)
	f := fighterOf(t, g, "blue.1")
	if f.Pos != (world.Pos{X: 2, Y: 1}) || g.engaged(0) || g.st.AP != 1 {
		t.Fatalf("after the Retreat: %s, engaged %v, AP %d", f.Pos, g.engaged(0), g.st.AP)
	}
}

// G3, RULES.md "Melee": a failed Retreat test (3 against I 4+) leaves the
// fighter in the fight, and each Active enemy engaged with it strikes it
// once: one attack die against WS 4+ (5 hits), the wound roll 1 fails.
func TestRetreatFails(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "3,1,0"}, fx{id: "red.1", at: "3,1,0"}, fx{id: "red.2", at: "3,1,0", status: Pinned})
	s := script(g, 3, 5, 1) // the test; red.1's attack; its wound roll (red.2, Pinned, does not strike)
	apply(t, g, "blue.1 retreat 2,1,0")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != (world.Pos{X: 3, Y: 1}) || !g.engaged(0) || g.st.AP != 1 {
		t.Fatalf("after the failed Retreat: %s, engaged %v, AP %d", f.Pos, g.engaged(0), g.st.AP)
	}
}
