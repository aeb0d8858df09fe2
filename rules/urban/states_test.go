package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Burning (UF-EFF-1, A12): at the start of its activation a White roll of
// 1–2 puts the fire out and no HP is lost, otherwise the model loses 1
// HP (and 1 more in a Heatwave); 1 AP puts it out; no other model moves
// into its cube. A Burning spell effect is an Effect like any (UF-EFF-2).
func TestBurning(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 2,2 burning", "blue.2 warden 2,0 burning", "blue.3 warden 1,1", "red.1 warden 4,4")
	dice(g, 2)
	do(t, g, "blue.1 activate")
	if m := mdl(t, g, "blue.1"); m.Burning || m.Wounds != 0 {
		t.Fatal("a White 2 did not put the fire out")
	}
	dice(g, 3)
	do(t, g, "blue.2 activate")
	wantWounds(t, g, "blue.2", 1)
	do(t, g, "blue.3 activate")
	if has(g, "blue.3 move 2,0,0") {
		t.Fatal("a model moves into a Burning model's cube")
	}
	do(t, g, "blue.2 extinguish")
	if mdl(t, g, "blue.2").Burning || mdl(t, g, "blue.2").AP != 1 {
		t.Fatal("1 AP did not put the fire out")
	}
	g = position(t, open5, nil, "blue.1 warden 2,2 burning", "red.1 warden 4,4")
	give(t, g, rules.Blue, "c11") // Heat Haze: heatwave
	do(t, g, "blue condition c11")
	dice(g, 6)
	do(t, g, "blue.1 activate")
	wantWounds(t, g, "blue.1", 2)
}

// Stun (UF-ST-2, A11): every move 1 inch shorter (SPD 6 − 1 = 5: one
// cube), −1 to hit rolls, and it ends with the model's next activation.
func TestStun(t *testing.T) {
	g := position(t, open5, nil, "blue.1 hound 2,2 stunned", "red.1 warden 4,4")
	do(t, g, "blue.1 activate")
	if has(g, "blue.1 move 2,4,0") || !has(g, "blue.1 move 2,3,0") {
		t.Fatal("a Stunned move is not 1 inch shorter")
	}
	if ms := selfMods(mdl(t, g, "blue.1")); len(ms) != 1 || ms[0].n != -1 {
		t.Fatalf("Stunned modifiers %v", ms)
	}
	do(t, g, "blue end")
	if mdl(t, g, "blue.1").Stunned {
		t.Fatal("the Stun outlived the next activation")
	}
	g = position(t, open5, nil, "blue.1 hound 2,2", "red.1 warden 4,4")
	do(t, g, "blue.1 activate")
	g.stun(mdl(t, g, "blue.1"))
	do(t, g, "blue end")
	if !mdl(t, g, "blue.1").Stunned {
		t.Fatal("a Stun received in the model's own activation ended with it")
	}
}

// Fury (UF-FUR-1, UF-STAT-7): a beast acts on its Fury tokens; a
// werewolf at 0 turns into its human form (UF-FUR-2), which Shifts back
// for its whole activation (UF-ACT-5: a special action); a war beast at
// 0 comes to Rest (UF-FUR-3). Fury tokens are no token of the one-token
// limit (UF-FUR-4).
func TestFury(t *testing.T) {
	g := position(t, open5, nil, "blue.1 alpha 2,2 fury=1 shield", "blue.2 hound 0,0 fury=1", "red.1 warden 4,4")
	do(t, g, "blue.1 activate")
	do(t, g, "blue.2 activate")
	do(t, g, "blue.1 move 2,3,0")
	if m := mdl(t, g, "blue.1"); m.Profile != "alpha-human" || !m.Shield {
		t.Fatalf("at 0 Fury the werewolf is %s", m.Profile)
	}
	do(t, g, "blue.2 move 0,1,0")
	if !mdl(t, g, "blue.2").Rest {
		t.Fatal("at 0 Fury the war beast is not at Rest")
	}
	do(t, g, "red.1 activate")
	do(t, g, "red end")
	// Round 2: red has fewer HP and plays first; the werewolf in human form
	// has 2 AP and Shifts.
	do(t, g, "blue discard "+g.st.Hands[rules.Blue][0])
	do(t, g, "red.1 activate")
	do(t, g, "red end")
	do(t, g, "blue.1 activate")
	if !has(g, "blue.1 shift") {
		t.Fatal("no Shift")
	}
	do(t, g, "blue.1 shift")
	if m := mdl(t, g, "blue.1"); m.Profile != "alpha" || m.Fury != 3 || m.Active {
		t.Fatalf("after the Shift: %s with %d Fury, active %v", m.Profile, m.Fury, m.Active)
	}
}

// Rest (UF-ST-1, A13): the model makes one move (or uses a skill on
// itself) in its activation; a model that spends nothing leaves Rest (and
// a war beast's Fury comes back); so does one hurt by an enemy attack.
func TestRest(t *testing.T) {
	g := position(t, open5, nil, "blue.1 hound 2,2 rest fury=0", "blue.2 hound 0,0 rest fury=0", "red.1 lamplighter 4,4 gear=rifle")
	do(t, g, "blue.1 activate")
	do(t, g, "blue.2 activate")
	if has(g, "blue.1 attack red.1 with jaws") {
		t.Fatal("a model at Rest attacks")
	}
	do(t, g, "blue.1 move 2,3,0")
	if m := mdl(t, g, "blue.1"); m.Active || !m.Rest {
		t.Fatal("a model at Rest acts twice, or left Rest by moving")
	}
	do(t, g, "blue end")
	if m := mdl(t, g, "blue.2"); m.Rest || m.Fury != 3 {
		t.Fatal("skipping its activation did not end Rest")
	}
	do(t, g, "red.1 activate")
	dice(g, 4, 4)
	do(t, g, "red.1 attack blue.1 with rifle")
	if mdl(t, g, "blue.1").Rest {
		t.Fatal("an enemy's attack did not end Rest")
	}
}

// Cover (UF-COV-1, UF-TER-4): a low wall in front of a Standing target
// gives cover (−2 to the shot); a Sitting or Lying target behind it is
// out of sight, while a full wall hides every posture (UF-TER-3).
func TestCoverAndHeights(t *testing.T) {
	g := position(t, open5, []string{"2,3 n"}, "blue.1 lamplighter 2,0 gear=rifle", "red.1 warden 2,3")
	s, r := mdl(t, g, "blue.1"), mdl(t, g, "red.1")
	if !g.inCover(s, r) || !g.sees(s, r) {
		t.Fatal("a Standing model behind a low wall is not in cover or not seen")
	}
	r.Posture = Sitting
	if !g.sees(s, r) || !g.inCover(s, r) {
		t.Fatal("a Sitting model behind a low wall is not seen in cover")
	}
	r.Posture = Lying
	if g.sees(s, r) || g.sees(r, s) {
		t.Fatal("a Lying model sees or is seen over a low wall")
	}
	g = position(t, []string{".....", ".....", "..#..", ".....", "....."}, nil, "blue.1 lamplighter 2,0 gear=rifle", "red.1 warden 2,4")
	if g.sees(mdl(t, g, "blue.1"), mdl(t, g, "red.1")) {
		t.Fatal("a model is seen through a building")
	}
}
