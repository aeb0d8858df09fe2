package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// HF-CMD-5 on a cube attack: every model in the cube rolls its own
// Survive test, so a side holding Extra d8 is asked before the detonation
// rolls and may add dice to the test of one of its models there; the
// accuracy roll takes none ("no modifiers").
func TestCommandExtraD8OnCubeAttackSurvive(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 2,1,0").
		active("blue.1").commandDice([]string{"shoot"}, []string{"extra d8", "extra d8"}).build(t)
	s := dice(g, 4, 1, 1) // accuracy: lands
	ev := play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	usedUp(t, s)
	if hasEvent(ev, "explode", "explodes") || g.ToMove() != rules.Red {
		t.Fatalf("red should be asked before the grenade explodes: %s\n%s", g.Prompt(), eventLog(ev))
	}
	if !isLegal(g, "red.1 spend (extra d8)") || !isLegal(g, "red.2 spend (extra d8)") || !isLegal(g, "red done") {
		t.Fatalf("red may boost either model in the cube: %v", texts(g.Legal()))
	}
	if !strings.Contains(g.Prompt(), "Survive test") {
		t.Errorf("prompt %q", g.Prompt())
	}
	play(t, g, "red.2 spend (extra d8)")
	if isLegal(g, "red.1 spend (extra d8)") || !isLegal(g, "red.2 spend (extra d8)") {
		t.Fatalf("the second die goes to the same model's test: %v", texts(g.Legal()))
	}
	s = dice(g,
		8, 8, 8, 8, 1, // Frag 5: 4 successes
		1, 1, 1, // red.1 Survive: 3 dice
		5, 5, 1, 1, // red.2 Survive: 3 + 1 Extra d8
		3, 7, // scatters
	)
	ev = play(t, g, "red done")
	usedUp(t, s)
	var red1, red2 *rules.Event
	for i := range ev {
		if ev[i].Kind == "roll" && ev[i].Test == "SV" {
			switch ev[i].Actor {
			case "red.1":
				red1 = &ev[i]
			case "red.2":
				red2 = &ev[i]
			}
		}
	}
	if red1 == nil || red2 == nil || len(red1.Dice) != 3 || len(red2.Dice) != 4 || !strings.Contains(red2.Text, "extra d8 +1") {
		t.Fatalf("red.2's Survive should roll 4 dice with the extra d8, red.1's 3:\n%s", eventLog(ev))
	}
	if g.unspent(rules.Red, faceExtra) != 1 || g.cmd.Extra != [2]int{} || g.cmd.ExtraFor != [2]int{} {
		t.Errorf("one die spent and the declaration cleared: unspent %d, extra %v for %v", g.unspent(rules.Red, faceExtra), g.cmd.Extra, g.cmd.ExtraFor)
	}
}

// A side without Extra d8, or without a model in the cube, is not asked;
// when models of both sides are in the cube, the attacker's side is asked
// first, then the other.
func TestCommandExtraD8OnCubeAttackWhoIsAsked(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").commandDice([]string{"extra d8"}, []string{"shoot"}).build(t)
	dice(g, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	if !hasEvent(ev, "explode", "explodes") || len(g.tasks) != 0 {
		t.Fatalf("nobody to ask (blue has no model in the cube, red no Extra d8): %s\n%s", g.Prompt(), eventLog(ev))
	}

	both := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("blue.2 operator 2,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").commandDice([]string{"extra d8"}, []string{"extra d8"}).build(t)
	dice(both, 4, 1, 1)
	play(t, both, "blue.1 shoot 2,1,0 with grenade-launcher")
	if both.ToMove() != rules.Blue || !isLegal(both, "blue.2 spend (extra d8)") {
		t.Fatalf("the attacker's side is asked first: %s %v", both.Prompt(), texts(both.Legal()))
	}
	play(t, both, "blue done")
	if both.ToMove() != rules.Red || !isLegal(both, "red.1 spend (extra d8)") {
		t.Fatalf("then the other side: %s %v", both.Prompt(), texts(both.Legal()))
	}
	if h, _ := both.Describe(rules.Action{Seat: rules.Red, Kind: "done"}); h.Title != "No Extra d8" {
		t.Errorf("done reads %q", h.Title)
	}
}

// A position saved while a side is asked loads with the same hash and the
// same choices; a step with a model outside the cube is refused.
func TestCommandExtraD8OnCubeAttackPosition(t *testing.T) {
	g := position(flatArena).
		model("blue.1 gunner 0,1,0").
		model("red.1 operator 2,1,0").
		model("red.2 operator 2,1,0").
		active("blue.1").commandDice(nil, []string{"extra d8", "extra d8"}).build(t)
	dice(g, 4, 1, 1)
	play(t, g, "blue.1 shoot 2,1,0 with grenade-launcher")
	play(t, g, "red.1 spend (extra d8)")
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	h, err := testRuleset().LoadGame(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if h.Hash() != g.Hash() || strings.Join(texts(h.Legal()), "|") != strings.Join(texts(g.Legal()), "|") {
		t.Errorf("after Save/Load: hash %x vs %x, legal %v vs %v", h.Hash(), g.Hash(), texts(h.Legal()), texts(g.Legal()))
	}
	bad := strings.Replace(string(data), `"model": "red.1"`, `"model": "blue.1"`, 1)
	if _, err := testRuleset().LoadGame([]byte(bad)); err == nil || !strings.Contains(err.Error(), "not in cube") {
		t.Errorf("a step for a model outside the cube: %v", err)
	}
}
