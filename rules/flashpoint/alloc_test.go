package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// applyAllocs returns the allocations of applying the legal action text to
// silent copies of g whose buffers have grown as in a game under way (the
// room of its legal lists and of its stack of tasks) and are in use (its legal list built). The
// copies roll the game's own dice, all alike; they are returned as they
// are after the action.
func applyAllocs(t *testing.T, g *Game, text string) (float64, []*Game) {
	t.Helper()
	index := -1
	for i, a := range g.Legal() {
		if a.Text() == text {
			index = i
		}
	}
	if index < 0 {
		t.Fatalf("%q is not legal: %v", text, texts(g.Legal()))
	}
	const runs = 20
	copies := make([]*Game, runs+1) // AllocsPerRun runs once more to warm up
	for i := range copies {
		c := g.clone()
		c.SetSilent(true)
		c.scratch = make([]rules.Action, 0, 512)
		c.tasks = make([]task, 0, 16)
		c.NumLegal()
		copies[i] = c
	}
	next := 0
	n := testing.AllocsPerRun(runs, func() {
		c := copies[next]
		next++
		if _, err := c.ApplyIndex(index); err != nil {
			t.Fatal(err)
		}
	})
	return n, copies
}

// A shot, the commonest action of a search, allocates nothing on a silent
// game when it does not kill: its pools, modifiers and dice live on the
// stack, and the next legal list reuses its buffers.
func TestSilentShotAllocatesNothing(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	n, after := applyAllocs(t, g, "blue.1 shoot red.1 with assault-rifle")
	if !after[0].m("red.1").OnBoard {
		t.Fatal("the shot killed red.1: the position should show a shot that does not")
	}
	if n != 0 {
		t.Errorf("a silent shot allocated %v times, want 0", n)
	}
}

// A move allocates once on a silent game: the cubes it passes through,
// which the activation keeps for its pickups (HF-ITM); its search, its
// legal lists and its events allocate nothing.
func TestSilentMoveAllocatesOnlyItsPath(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if n, _ := applyAllocs(t, g, "blue.1 move 2,2,0"); n > 1 {
		t.Errorf("a silent move allocated %v times, want at most 1 (its path)", n)
	}
}
