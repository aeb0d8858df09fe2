package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// twoAside is a flat-yard position with two models a side, blue to move.
func twoAside() *testPos {
	return position(flatArena).
		model("blue.1 operator 0,0,0").
		model("blue.2 marksman 0,2,0").
		model("red.1 operator 4,0,0").
		model("red.2 marksman 4,2,0")
}

// HF-ACT-1, HF-ACT-2: a seat activates one unactivated model; two short
// actions use it up and the activation ends by itself; then the other seat
// activates.
func TestActivationTwoShortActions(t *testing.T) {
	g := twoAside().build(t)
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.1 activate") || isLegal(g, "red.1 activate") {
		t.Fatalf("blue should activate one of its models; legal %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 activate")
	play(t, g, "blue.1 move 1,0,0")
	ev := play(t, g, "blue.1 crouch")
	if !hasEvent(ev, "end", "blue.1") {
		t.Errorf("two short actions should end the activation:\n%s", eventLog(ev))
	}
	if !g.m("blue.1").Activated || g.ToMove() != rules.Red || g.act.Model != -1 {
		t.Fatalf("after blue.1's activation red should activate; to move %v", g.ToMove())
	}
}

// HF-ACT-2: a long action (Sprint) is the whole activation.
func TestActivationLongAction(t *testing.T) {
	g := twoAside().build(t)
	play(t, g, "blue.1 activate")
	play(t, g, "blue.1 sprint 3,1,0")
	if !g.m("blue.1").Activated || g.ToMove() != rules.Red {
		t.Fatalf("a Sprint should end the activation; prompt %q", g.Prompt())
	}
}

// HF-ACT-3: each action type once per activation; a long action only as
// the first.
func TestActivationEachTypeOnce(t *testing.T) {
	g := twoAside().build(t)
	play(t, g, "blue.1 activate")
	play(t, g, "blue.1 move 1,1,0")
	for _, text := range []string{"blue.1 move 2,1,0", "blue.1 sprint 3,1,0"} {
		if isLegal(g, text) {
			t.Errorf("%q should not be legal after a Move", text)
		}
	}
	if !isLegal(g, "blue.1 crouch") {
		t.Errorf("Crouch should be legal as the second action: %v", texts(g.Legal()))
	}
}

// HF-ACT-7: a model may not end its activation before it has acted, unless
// it is pinned; once it has acted it may end.
func TestActivationEndOnlyAfterActing(t *testing.T) {
	g := twoAside().build(t)
	play(t, g, "blue.1 activate")
	if isLegal(g, "blue.1 end") {
		t.Fatal("ending without acting should not be legal")
	}
	play(t, g, "blue.1 crouch")
	play(t, g, "blue.1 end")
	if !g.m("blue.1").Activated || g.ToMove() != rules.Red {
		t.Fatal("end should finish the activation")
	}
}

// HF-ACT-4: a seat with fewer unactivated models than the opponent may
// pass; with as many it may not.
func TestActivationPass(t *testing.T) {
	g := twoAside().build(t)
	if isLegal(g, "blue pass") {
		t.Fatal("blue has as many models left as red: no pass")
	}
	g = twoAside().with(func(p *positionJSON) { p.Models[0].Activated = true }).build(t)
	if !isLegal(g, "blue pass") {
		t.Fatalf("blue has fewer models left: it may pass; legal %v", texts(g.Legal()))
	}
	ev := play(t, g, "blue pass")
	if g.ToMove() != rules.Red || !hasEvent(ev, "pass", "blue passes") {
		t.Fatalf("after blue passes red activates:\n%s", eventLog(ev))
	}
}

// HF-ACT-5: a seat with no model left passes automatically; the other
// activates its remaining models in consecutive turns.
func TestActivationForcedPass(t *testing.T) {
	g := twoAside().with(func(p *positionJSON) {
		p.Models[0].Activated = true
		p.Models[1].Activated = true
		p.ToMove = "red"
	}).build(t)
	play(t, g, "red.1 activate")
	ev := play(t, g, "red.1 sprint 2,0,0")
	if !hasEvent(ev, "pass", "blue has no model left") || g.ToMove() != rules.Red {
		t.Fatalf("blue should pass automatically and red go on:\n%s", eventLog(ev))
	}
	if isLegal(g, "red.1 activate") || !isLegal(g, "red.2 activate") {
		t.Fatalf("only red.2 is left to activate: %v", texts(g.Legal()))
	}
}

// DESIGN 5 "Rounds": when every model has activated the round ends;
// shields regain 1 up to ES, activation marks clear and the seat that did
// not take the last activation starts.
func TestRoundEnd(t *testing.T) {
	g := twoAside().with(func(p *positionJSON) {
		for i := range p.Models {
			p.Models[i].Activated = i != 0
		}
		zero, one := 0, 1
		p.Models[0].Shields = &zero
		p.Models[2].Shields = &one
		p.Supply = &[]string{}
	}).build(t)
	play(t, g, "blue.1 activate")
	ev := play(t, g, "blue.1 sprint 2,0,0")
	if g.Round() != 2 || !hasEvent(ev, "round", "Round 2") {
		t.Fatalf("round 2 should begin:\n%s", eventLog(ev))
	}
	if g.ToMove() != rules.Red {
		t.Errorf("blue took the last activation: red should start round 2, not %v", g.ToMove())
	}
	if s := g.m("blue.1").Shields; s != 1 {
		t.Errorf("blue.1 shields = %d, want 0+1", s)
	}
	if s := g.m("red.1").Shields; s != 2 {
		t.Errorf("red.1 shields = %d, want 1+1", s)
	}
	if s := g.m("red.2").Shields; s != 2 {
		t.Errorf("red.2 shields = %d, want to stay at ES 2", s)
	}
	for i := range g.models {
		if g.models[i].Activated {
			t.Errorf("%s is still marked activated", g.models[i].ID)
		}
	}
}

// Round 1 roll-off: a d8 each, ties rerolled; the winner activates first.
func TestRollOff(t *testing.T) {
	rs := testRuleset()
	seen := map[rules.Seat]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		setup := rs.DefaultSetup("")
		setup.ArenaText = flatArena
		g, err := rs.NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		var rolls []int
		for _, e := range g.Opening() {
			if e.Test == "roll-off" {
				rolls = append(rolls, e.Dice[0])
			}
		}
		if len(rolls) < 2 || len(rolls)%2 != 0 {
			t.Fatalf("seed %d: roll-off rolls %v", seed, rolls)
		}
		b, r := rolls[len(rolls)-2], rolls[len(rolls)-1]
		want := rules.Blue
		if r > b {
			want = rules.Red
		}
		if b == r || g.ToMove() != want {
			t.Fatalf("seed %d: final roll-off %d–%d, to move %v", seed, b, r, g.ToMove())
		}
		for i := 0; i+1 < len(rolls)-2; i += 2 {
			if rolls[i] != rolls[i+1] {
				t.Fatalf("seed %d: a decided roll-off %v was rolled again", seed, rolls)
			}
		}
		seen[want] = true
	}
	if !seen[rules.Blue] || !seen[rules.Red] {
		t.Errorf("over 20 seeds both seats should win a roll-off sometimes: %v", seen)
	}
}

// Setup: models get IDs in roster order and deploy in their side's zone
// within capacity; the same seed gives the same deployment.
func TestNewDeploysInZones(t *testing.T) {
	rs := testRuleset()
	setup := rs.DefaultSetup("")
	setup.ArenaText = flatArena
	g1, err := rs.NewGame(setup, 7)
	if err != nil {
		t.Fatal(err)
	}
	g2, _ := rs.NewGame(setup, 7)
	if g1.Hash() != g2.Hash() {
		t.Fatal("the same seed should give the same game")
	}
	want := []string{"blue.1", "blue.2", "blue.3", "blue.4", "red.1", "red.2", "red.3", "red.4"}
	for i, m := range g1.models {
		if m.ID != want[i] {
			t.Fatalf("model %d is %s, want %s", i, m.ID, want[i])
		}
		col := 0
		if m.Seat == rules.Red {
			col = 4
		}
		if m.Pos.X != col || m.Pos.Y == 1 {
			t.Errorf("%s deployed at %s, outside its deployment zone", m.ID, m.Pos)
		}
		if occ := g1.occupancy(m.Pos, -1); occ[m.Seat] > TeamCapacity {
			t.Errorf("%s: cube %s holds %d of its side", m.ID, m.Pos, occ[m.Seat])
		}
	}
	if g1.m("blue.3").Unit.ID != "marksman" || g1.m("red.4").Unit.ID != "breacher" {
		t.Error("models should follow roster order")
	}
}

// Setup options: kills and rounds are read and checked.
func TestScenarioOptions(t *testing.T) {
	rs := testRuleset()
	setup := rs.DefaultSetup("")
	setup.ArenaText = flatArena
	setup.Options = map[string]string{"kills": "4", "rounds": "3"}
	g, err := rs.NewGame(setup, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g.b.setup.Kills != 4 || g.b.setup.Rounds != 3 {
		t.Fatalf("options not applied: %+v", g.b.setup)
	}
	for _, bad := range []map[string]string{{"kills": "0"}, {"rounds": "x"}, {"lives": "3"}} {
		setup.Options = bad
		if _, err := rs.NewGame(setup, 1); err == nil {
			t.Errorf("options %v should be refused", bad)
		}
	}
	setup.Options = nil
	setup.Scenario = "king-of-the-hill"
	if _, err := rs.NewGame(setup, 1); err == nil {
		t.Error("an unknown scenario should be refused")
	}
}
