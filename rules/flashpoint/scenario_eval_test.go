package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The evaluation plays for the objective: carrying the enemy flag nearer
// home, holding the ball, holding zones are worth more to that side, and
// Evaluate stays symmetric.
func TestScenarioEvalValuesObjectives(t *testing.T) {
	ctf := func(carrier, pos string) *Game {
		return scenarioPos(flatArena, ScenarioCTF).
			with(func(p *positionJSON) {
				p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: carrier}}
				if carrier == "" {
					p.Objectives[1].Pos = "4,1,0"
				}
			}).
			model("blue.1 operator " + pos).
			model("red.1 operator 4,2,0").
			build(t)
	}
	loose, far, near := ctf("", "3,1,0"), ctf("blue.1", "3,1,0"), ctf("blue.1", "1,1,0")
	if !(loose.Evaluate(rules.Blue) < far.Evaluate(rules.Blue) && far.Evaluate(rules.Blue) < near.Evaluate(rules.Blue)) {
		t.Errorf("flag: loose %.2f, carried far %.2f, carried near home %.2f should rise",
			loose.Evaluate(rules.Blue), far.Evaluate(rules.Blue), near.Evaluate(rules.Blue))
	}
	zones := func(pos string) *Game {
		return scenarioPos(zoneArena, ScenarioStrongholds).
			model("blue.1 operator " + pos).
			model("red.1 operator 4,0,0").
			build(t)
	}
	out, in := zones("0,2,0"), zones("2,1,0")
	if out.Evaluate(rules.Blue) >= in.Evaluate(rules.Blue) {
		t.Errorf("holding zone 2 should be worth more: %.2f vs %.2f", out.Evaluate(rules.Blue), in.Evaluate(rules.Blue))
	}
	for _, g := range []*Game{loose, far, near, out, in} {
		if d := g.Evaluate(rules.Blue) + g.Evaluate(rules.Red); d > 1e-9 || d < -1e-9 {
			t.Errorf("Evaluate is not symmetric: %v", d)
		}
	}
}

// The evaluation values a capture above carrying the flag one cube from
// the base, so a player steps in and scores rather than stand next to its
// base with the flag (a capture is worth scoreWeight, the carry less).
func TestScenarioEvalCaptureBeatsCarry(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF, "captures=2").
		with(func(p *positionJSON) {
			p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: "blue.1"}}
		}).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 4,2,0 activated").
		active("blue.1").build(t)
	before := g.Evaluate(rules.Blue)
	ev := play(t, g, "blue.1 move 0,2,0")
	if !hasEvent(ev, "capture", "captures the red flag") {
		t.Fatalf("blue.1 should capture:\n%s", eventLog(ev))
	}
	if after := g.Evaluate(rules.Blue); after <= before+0.3 {
		t.Errorf("a capture should be worth clearly more than carrying the flag next to the base: %.2f before, %.2f after", before, after)
	}
}

// Strongholds: a zone held when the enemy has no model left to activate
// this round is almost a point (it scores at the round's end), worth more
// than the same hold with an enemy still to move (zoneCertainty).
func TestScenarioEvalZoneHeldLate(t *testing.T) {
	hold := func(red string) *Game {
		return scenarioPos(zoneArena, ScenarioStrongholds).
			model("blue.1 operator 2,1,0 activated").
			model("blue.2 operator 0,2,0").
			model("red.1 operator 4,0,0 " + red).
			build(t)
	}
	early, late := hold(""), hold("activated")
	if e, l := early.Evaluate(rules.Blue), late.Evaluate(rules.Blue); l < e+0.3 {
		t.Errorf("holding zone 2 with red done for the round should be worth clearly more: %.2f vs %.2f with red to move", l, e)
	}
	if c := late.zoneCertainty(); c[rules.Blue] != 1 {
		t.Errorf("with no red model to activate blue's hold is sure: %v", c)
	}
}
