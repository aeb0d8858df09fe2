package killteam

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KT-SPEC, A16: after the Leader fights, its seat may spend 1 command
// point for a friend within 3" (one cube) that has not fought to fight at
// once, before the other player's turn; or decline.
func TestLeaderStratagem(t *testing.T) {
	// The Leader's 2 attacks miss (1, 1); blue.5's 1 attack misses (1).
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(1, 1, 0), "red.5": posAt(1, 1, 0), "blue.5": posAt(2, 1, 0), "red.6": posAt(2, 1, 0)}, 1, 1, 1)
	g.st.CP = [2]int{2, 2}
	ev := applyKeeping(t, g, "blue.1 fight red.5 with rifle-butt")
	legal := texts(g.Legal())
	if g.ToMove() != rules.Blue || endsAction(ev, "blue.1") || len(legal) != 2 || legal[0] != "blue.1 order blue.5" || legal[1] != "blue.1 decline" {
		t.Fatalf("after the Leader's fight: %s to move, legal %v", g.ToMove(), legal)
	}
	ev = apply(t, g, "blue.1 order blue.5")
	if g.st.CP[rules.Blue] != 1 || !endsAction(ev, "blue.1") || g.ToMove() != rules.Blue {
		t.Fatalf("after the order: CP %d, %s to move\n%s", g.st.CP[rules.Blue], g.ToMove(), eventTexts(ev))
	}
	for _, a := range g.Legal() {
		if a.Actor != "blue.5" || a.Kind != "fight" {
			t.Fatalf("after the order: %s", a.Text())
		}
	}
	ev = applyKeeping(t, g, "blue.5 fight red.6 with rifle-butt")
	if !endsAction(ev, "blue.5") || g.ToMove() != rules.Red {
		t.Fatalf("after the ordered fight: %s to move\n%s", g.ToMove(), eventTexts(ev))
	}
}

// KT-SPEC: without a command point the Leader is not asked.
func TestNoLeaderStratagemWithoutPoints(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(1, 1, 0), "red.5": posAt(1, 1, 0), "blue.5": posAt(2, 1, 0), "red.6": posAt(2, 1, 0)}, 1, 1)
	g.st.CP = [2]int{0, 0}
	ev := apply(t, g, "blue.1 fight red.5 with rifle-butt")
	if g.st.Pending != "" || !endsAction(ev, "blue.1") {
		t.Fatalf("pending %q", g.st.Pending)
	}
}
