package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// DESIGN 5 "Respawn": a model that respawned must Move first; it may not end
// its activation at once (HF-ACT-7, HF-ACT-9).
func TestKeywordsRespawnMustMove(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 dead").
		model("red.1 operator 4,1,0").
		build(t)
	play(t, g, "blue.1 activate")
	play(t, g, "blue.1 respawn 0,1,0")
	if isLegal(g, "blue.1 end") {
		t.Fatalf("a respawned model must Move first, yet end is legal: %v", texts(g.Legal()))
	}
	for _, a := range g.Legal() {
		if a.Kind != "move" {
			t.Fatalf("after respawning only Moves are legal; %q is listed", a.Text())
		}
	}
	play(t, g, "blue.1 move 1,1,0")
	if !isLegal(g, "blue.1 end") {
		t.Errorf("after its Move the model may end its activation: %v", texts(g.Legal()))
	}
}

// Knockback (flashpoint-data) pushes directly away: a target 3 east and 1
// south of the shooter goes east (the nearest of the eight bearings), not
// south-east.
func TestKeywordsKnockbackBearing(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,0,0 weapons=radiant-carbine").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	// RA 4+ with 6 dice (clear shot, Optics): 2 successes; SV none: 2 hits,
	// both absorbed by shields; the target survives and is pushed.
	s := dice(g, 4, 4, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with radiant-carbine")
	usedUp(t, s)
	if r := g.m("red.1"); r.Pos != (world.Pos{X: 4, Y: 1}) {
		t.Fatalf("red.1 at %s, want pushed east to 4,1,0:\n%s", r.Pos, eventLog(ev))
	}
}
