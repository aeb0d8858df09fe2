package flashpoint

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// returnPosition is a Gunner about to fire its Grenade Launcher at an
// Operator whose side holds a Special Order die (Return to Sender).
func returnPosition(t *testing.T, redDice []string) *Game {
	t.Helper()
	return position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").commandDice(nil, redDice).build(t)
}

// Return to Sender (data sheet, special orders): the defending side is
// asked before a grenade aimed at its model's cube is rolled; a catch (2
// successes of 3 Survive dice) throws it back at the thrower's cube, where
// it lands and explodes as the catcher's attack.
func TestCommandReturnToSenderCatches(t *testing.T) {
	g := returnPosition(t, []string{"special order"})
	play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	if g.ToMove() != rules.Red || !isLegal(g, "red.1 order (return to sender)") || !isLegal(g, "red done") {
		t.Fatalf("red is not offered Return to Sender: %s %v", g.Prompt(), texts(g.Legal()))
	}
	s := dice(g,
		5, 5, 1, // red.1 catches: 2 successes at SV 5+
		4, 1, 1, // red.1 throws it back: lands in 0,1,0
		8, 8, 8, 8, 1, // Frag 5: 4 successes
		1, 1, 1, // blue.1 Survive: 4 hits
		3, // blue.1 scatters east
	)
	ev := play(t, g, "red.1 order (return to sender)")
	usedUp(t, s)
	b, r := g.m("blue.1"), g.m("red.1")
	if r.Wounds != 0 || r.Shields != r.Unit.ES {
		t.Errorf("red.1 caught the grenade and took %d wounds, %d shields left\n%s", r.Wounds, r.Shields, eventLog(ev))
	}
	if b.Wounds != 2 || !b.Pinned || b.Pos != (world.Pos{X: 1, Y: 1}) {
		t.Errorf("blue.1: want 2 wounds, pinned at 1,1,0; got %d, %v at %s\n%s", b.Wounds, b.Pinned, b.Pos, eventLog(ev))
	}
	if !hasEvent(ev, "order", "catches the grenade") || !hasEvent(ev, "shoot", "throws the Grenade Launcher back") {
		t.Errorf("events:\n%s", eventLog(ev))
	}
	if got := g.faces(rules.Red); !sameFaces(got, []string{"special order*"}) {
		t.Errorf("red's dice %v, want the Special Order spent", got)
	}
	if g.cmd.Hold.On || len(g.tasks) != 0 {
		t.Errorf("the caught grenade is still held (hold %v, pending steps %d)", g.cmd.Hold.On, len(g.tasks))
	}
}

// Return to Sender: a failed catch leaves the grenade to be rolled as it
// was thrown.
func TestCommandReturnToSenderMisses(t *testing.T) {
	g := returnPosition(t, []string{"special order"})
	play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	s := dice(g,
		5, 1, 1, // red.1 fails the catch: 1 success
		4, 1, 1, // blue.1's grenade lands
		8, 8, 8, 8, 1, // Frag 5: 4 successes
		1, 1, 1, // red.1 Survive: 4 hits
		3, // red.1 scatters east
	)
	ev := play(t, g, "red.1 order (return to sender)")
	usedUp(t, s)
	if r := g.m("red.1"); r.Wounds != 2 || !r.Pinned || r.Pos != (world.Pos{X: 3, Y: 1}) {
		t.Errorf("red.1: want 2 wounds, pinned at 3,1,0; got %d, %v at %s\n%s", r.Wounds, r.Pinned, r.Pos, eventLog(ev))
	}
	if !hasEvent(ev, "order", "fails to catch") {
		t.Errorf("events:\n%s", eventLog(ev))
	}
}

// Return to Sender is asked only of a side that can give it: without a
// Special Order die the grenade is rolled at once; declining rolls it too.
func TestCommandReturnToSenderNotAsked(t *testing.T) {
	g := returnPosition(t, []string{"shoot"})
	s := dice(g, 1, 1, 1, 3) // a miss scatters east to an empty cube: nobody rolls
	play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	usedUp(t, s)
	if g.ToMove() != rules.Blue || len(g.tasks) != 0 {
		t.Errorf("red was asked without a Special Order die: %s", g.Prompt())
	}
	g = returnPosition(t, []string{"special order"})
	play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	s = dice(g, 1, 1, 1, 3)
	play(t, g, "red done")
	usedUp(t, s)
	if got := g.faces(rules.Red); !sameFaces(got, []string{"special order"}) {
		t.Errorf("red's dice %v, want the Special Order kept", got)
	}
}

// Return to Sender: the pending step and the held grenade are saved and
// loaded with the position, and a bad step is refused with its field.
func TestCommandReturnToSenderSaves(t *testing.T) {
	g := returnPosition(t, []string{"special order"})
	play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	h, err := testRuleset().LoadGame(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if h.Hash() != g.Hash() || !isLegal(h, "red.1 order (return to sender)") {
		t.Errorf("the loaded game differs\n%s", data)
	}
	var p positionJSON
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	last := len(p.Pending) - 1
	if last < 0 || p.Pending[last].Kind != "return-to-sender" {
		t.Fatalf("saved steps %+v", p.Pending)
	}
	p.Pending[last].Weapon = "assault-rifle"
	if _, err := testRuleset().LoadGame(mustJSON(t, p)); err == nil || !strings.Contains(err.Error(), "is not a Grenade attack") {
		t.Errorf("a return-to-sender step with a rifle: %v", err)
	}
}
