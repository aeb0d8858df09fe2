package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A player declares one to three models and they act in any order,
// interleaved, each with its own AP (UF-PH-2, UF-STAT-5, A18); the same
// action may be repeated while AP last (UF-ACT-6); no model joins once
// the group has acted, and no fourth; then the other player's turn, and
// the round ends once every model has activated (UF-PH-2c).
func TestActivationGroups(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 0,0", "blue.2 warden 1,0", "blue.3 warden 2,0", "blue.4 warden 3,0", "red.1 warden 4,4")
	do(t, g, "blue.1 activate")
	do(t, g, "blue.2 activate")
	do(t, g, "blue.3 activate")
	if has(g, "blue.4 activate") {
		t.Fatal("a fourth model joins the group")
	}
	do(t, g, "blue.1 move 0,1,0")
	do(t, g, "blue.2 move 1,1,0")
	do(t, g, "blue.1 move 0,2,0")
	if mdl(t, g, "blue.1").Active || !mdl(t, g, "blue.2").Active {
		t.Fatal("AP are not kept model by model")
	}
	do(t, g, "blue end")
	if g.ToMove() != rules.Red || mdl(t, g, "blue.3").AP != 0 {
		t.Fatal("ending the group did not pass the turn")
	}
	do(t, g, "red.1 activate")
	do(t, g, "red end")
	if g.ToMove() != rules.Blue {
		t.Fatal("red has no model left: blue goes on")
	}
	do(t, g, "blue.4 activate")
	do(t, g, "blue.4 move 3,1,0")
	if has(g, "blue.1 activate") {
		t.Fatal("a model joins after the group acted")
	}
	do(t, g, "blue end")
	if g.st.Round != 2 {
		t.Fatalf("every model activated but the round is %d", g.st.Round)
	}
}

// A Move takes a model SPD inches, 3 a cube, the spare inch lost
// (UF-ACT-1, UF-STAT-1): SPD 4 is 1 cube, a beast's SPD 6 is 2; posture
// changes right after a move, even one of 0 inches, for the Move's AP
// (UF-POS-1, UF-POS-2, A14); Sitting moves 1 inch less (3: 1 cube),
// Lying 2 less (2: no cube) (UF-POS-3, A15).
func TestMoveAndPostures(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 2,2", "blue.2 warden 0,0 sit", "blue.3 warden 4,0 lie", "red.1 hound 4,4")
	do(t, g, "blue.1 activate")
	do(t, g, "blue.2 activate")
	do(t, g, "blue.3 activate")
	if has(g, "blue.1 move 2,0,0") || !has(g, "blue.1 move 2,1,0") {
		t.Fatal("SPD 4 is not one cube a Move")
	}
	if !has(g, "blue.2 move 1,1,0") || !has(g, "blue.2 move 1,1,0 (stand)") {
		t.Fatal("a Sitting model does not move one cube")
	}
	if has(g, "blue.3 move 4,1,0") || !has(g, "blue.3 move 4,0,0 (stand)") {
		t.Fatal("a Lying model moves, or cannot stand up")
	}
	if has(g, "blue.1 move 2,2,0") {
		t.Fatal("a move of 0 inches without a posture change is offered")
	}
	do(t, g, "blue.3 move 4,0,0 (stand)")
	if m := mdl(t, g, "blue.3"); m.Posture != Standing || m.AP != 1 {
		t.Fatalf("standing up: posture %v, AP %d", m.Posture, m.AP)
	}
	do(t, g, "blue.1 move 2,1,0 (lie)")
	if mdl(t, g, "blue.1").Posture != Lying {
		t.Fatal("no posture change after a move")
	}
	do(t, g, "blue end")
	do(t, g, "red.1 activate")
	if !has(g, "red.1 move 4,2,0") {
		t.Fatal("SPD 6 is not two cubes")
	}
}

// Only a model's seat may act, and an action not offered is refused with
// a typed error and changes nothing.
func TestIllegalActionRefused(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 2,2", "red.1 warden 4,4")
	before := g.Hash()
	for _, a := range []rules.Action{
		{Seat: rules.Red, Kind: KindActivate, Actor: "red.1"},
		{Seat: rules.Blue, Kind: KindMove, Actor: "blue.1"},
		{Seat: rules.Blue, Kind: "teleport"},
	} {
		_, err := g.Apply(a)
		if _, ok := err.(*rules.IllegalActionError); !ok {
			t.Fatalf("%s: %v", a.Text(), err)
		}
	}
	if g.Hash() != before {
		t.Fatal("a refused action changed the state")
	}
}

// A model's last action passes the turn once, whether its roll waits for
// cards or not (UF-PH-2b).
func TestLastActionPassesTheTurn(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle", "blue.2 warden 0,0", "red.1 warden 2,4", "red.2 warden 3,4")
	do(t, g, "blue.1 activate")
	dice(g, 1, 1, 1, 1)
	do(t, g, "blue.1 attack red.1 with rifle")
	do(t, g, "blue.1 attack red.1 with rifle")
	if g.ToMove() != rules.Red {
		t.Fatalf("%s to move after blue's last AP", g.ToMove())
	}
	g = position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle", "blue.2 warden 0,0", "red.1 warden 2,4", "red.2 warden 3,4")
	give(t, g, rules.Blue, "c05")
	do(t, g, "blue.1 activate")
	dice(g, 1, 1, 1, 1)
	do(t, g, "blue.1 attack red.1 with rifle")
	do(t, g, "blue keep")
	do(t, g, "blue.1 attack red.1 with rifle")
	do(t, g, "blue keep")
	if g.ToMove() != rules.Red {
		t.Fatalf("%s to move after blue's last AP and a window", g.ToMove())
	}
}
