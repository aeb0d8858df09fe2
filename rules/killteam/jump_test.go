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
