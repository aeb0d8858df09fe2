package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KT-MOV-8: a model may step off an edge and drop any number of levels;
// the step costs 3", the drop nothing. From the Spire's 4,2,3 the drop
// north to 4,1,0 is 3 levels (9"): 2 dice, each 5 or 6 a mortal wound. A
// warden with 1 wound takes one, rolls 1 die for injury (a 1: a flesh
// wound) and stays on the table with 1 wound.
func TestJumpDownInPlay(t *testing.T) {
	g := newGame(t, "tower", 1)
	for i := range g.st.Models {
		m := &g.st.Models[i]
		m.clearRound()
		m.Out = m.ID != "blue.5" && m.ID != "red.5"
	}
	g.st.Models[g.modelIndex("blue.5")].Pos = posAt(4, 2, 3)
	g.st.Models[g.modelIndex("red.5")].Pos = posAt(0, 5, 0)
	g.enterPhase(PhaseMovement)
	g.st.First, g.st.Turn = rules.Blue, rules.Blue
	g.SetDice(&rules.Scripted{Faces: []int{5, 2, 1}, Fallback: rules.NewRNG(99)})
	if _, err := rules.Find(g.Legal(), "blue.5 move 4,1,0"); err == nil || !has(g.Legal(), "blue.5 move 4,1,0 (jump)") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	ev := apply(t, g, "blue.5 move 4,1,0 (jump)")
	b := &g.st.Models[g.modelIndex("blue.5")]
	log := eventTexts(ev)
	if b.Pos != posAt(4, 1, 0) || b.Out || b.Flesh != 1 || b.Wounds != 1 || !strings.Contains(log, "rolls 5 and 2, 1 mortal wound") {
		t.Fatalf("after the jump: %+v\n%s", b, log)
	}
	if world.Distance(posAt(4, 2, 3), b.Pos) != 3 {
		t.Fatal("the test's drop is not 3 levels")
	}
}

// KT-MOV-8: after the drop the model walks on with the budget left. From
// the Spire's 4,2,3 (M6": 2 steps) it steps off north, drops 3 levels to
// 4,1,0 (1 step spent) and walks 1 step on to 3,0,0, which no walk or
// climb reaches; the drop rolls its 2 dice (5: a mortal wound; injury 1:
// a flesh wound) as when the move ends where it lands.
func TestJumpDownAndWalkOn(t *testing.T) {
	g := newGame(t, "tower", 1)
	for i := range g.st.Models {
		m := &g.st.Models[i]
		m.clearRound()
		m.Out = m.ID != "blue.5" && m.ID != "red.5"
	}
	g.st.Models[g.modelIndex("blue.5")].Pos = posAt(4, 2, 3)
	g.st.Models[g.modelIndex("red.5")].Pos = posAt(0, 5, 0)
	g.enterPhase(PhaseMovement)
	g.st.First, g.st.Turn, g.st.CP = rules.Blue, rules.Blue, [2]int{}
	g.SetDice(&rules.Scripted{Faces: []int{5, 2, 1}, Fallback: rules.NewRNG(99)})
	if has(g.Legal(), "blue.5 move 3,0,0 (jump)") || !has(g.Legal(), "blue.5 move 3,0,0 (jump, walk on)") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	ev := apply(t, g, "blue.5 move 3,0,0 (jump, walk on)")
	b := &g.st.Models[g.modelIndex("blue.5")]
	log := eventTexts(ev)
	if b.Pos != posAt(3, 0, 0) || b.Out || b.Flesh != 1 || !strings.Contains(log, "jumps down 3 levels") || !strings.Contains(log, "rolls 5 and 2, 1 mortal wound") {
		t.Fatalf("after the jump and walk: %+v\n%s", b, log)
	}
}

// KT-MOV-8: the path of a jump that walks on tells its drop: the one step
// down greater than every other.
func TestJumpWalkDrop(t *testing.T) {
	a := rules.Action{Option: JumpWalkOption, Path: []world.Pos{posAt(4, 1, 0), posAt(3, 0, 0)}}
	if d := jumpDrop(posAt(4, 2, 3), a); d != 3 {
		t.Fatalf("drop %d, want 3", d)
	}
	if greatestDrop(posAt(0, 0, 2), []world.Pos{posAt(1, 0, 1), posAt(2, 0, 1)}) != 1 || countDrops(posAt(0, 0, 2), []world.Pos{posAt(1, 0, 1), posAt(2, 0, 0)}, 1) != 2 {
		t.Fatal("greatestDrop or countDrops")
	}
}
