package flashpoint

import (
	"testing"
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
