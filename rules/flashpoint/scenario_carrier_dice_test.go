package flashpoint

import (
	"strings"
	"testing"
)

// HF-CMD-6 with a carried flag: after a spent Move +1 die the free Move is
// the only option. Dropping the flag waits until it is taken; it was
// offered, and taking it played an empty Move that let the enemy in the
// cube make a free Assault (HF-MOV-5).
func TestCarrierFreeMoveIsOnlyAMove(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF).
		with(func(p *positionJSON) {
			p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: "blue.1"}}
		}).
		model("blue.1 operator 2,1,0").
		model("red.1 operator 2,1,0 activated").
		active("blue.1").commandDice([]string{"move +1"}, nil).build(t)
	play(t, g, "blue.1 spend (move +1)")
	for _, a := range g.Legal() {
		if a.Kind != "move" {
			t.Errorf("during the free Move, %q is offered", a.Text())
		}
	}
	play(t, g, "blue.1 move 3,1,0")
	play(t, g, "red decline")
	if !isLegal(g, "blue.1 drop-flag") {
		t.Errorf("after the free Move the carrier may drop the flag again: %v", texts(g.Legal()))
	}
}

// A flag carrier may not Shoot (RULES-SCENARIOS.md), so a Shoot command
// die is not offered to it: spending one left no legal action.
func TestCarrierIsNotOfferedAShootDie(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF).
		with(func(p *positionJSON) {
			p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: "blue.1"}}
		}).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 4,1,0 activated").
		active("blue.1").commandDice([]string{"shoot"}, nil).build(t)
	for _, a := range g.Legal() {
		if strings.Contains(a.Text(), "spend (shoot)") {
			t.Fatalf("the carrier is offered %q", a.Text())
		}
	}
}
