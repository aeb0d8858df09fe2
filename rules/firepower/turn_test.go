package firepower

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// FP-IMP-1, FP-IMP-2, A12: a chip is drawn at random from the cup, only
// its colour counting: the die has as many faces as chips, blue's first.
func TestChipDraw(t *testing.T) {
	for _, c := range []struct {
		face int
		want rules.Seat
	}{{1, rules.Blue}, {2, rules.Red}, {3, rules.Red}} {
		g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,8 N")
		g.st.Cup = [2]int{1, 2}
		g.SetDice(rules.NewScripted(c.face))
		do(t, g, "blue pass")
		if g.st.Side != c.want || g.st.Cup[c.want] != map[rules.Seat]int{rules.Blue: 0, rules.Red: 1}[c.want] {
			t.Errorf("face %d: %s's phase, cup %v", c.face, g.st.Side, g.st.Cup)
		}
	}
}

// FP-IMP-3, G1: phases go on until the cup is empty; then the turn ends,
// the Running markers go, and each side puts a chip for every two
// soldiers (rounded up) in the cup.
func TestTurnEndRefillsTheCup(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S running", "blue.2 rifleman 3,0 S", "blue.3 rifleman 4,0 S", "red.1 rifleman 2,8 N running")
	g.st.Cup = [2]int{0, 0}
	g.SetDice(rules.NewScripted(1))
	do(t, g, "blue pass")
	if g.st.Turn != 2 || g.st.Cup != [2]int{1, 1} || g.st.Side != rules.Blue {
		t.Fatalf("turn %d, cup %v, side %s", g.st.Turn, g.st.Cup, g.st.Side)
	}
	if sol(t, g, "red.1").Running {
		t.Fatal("the Running markers go at the end of the turn")
	}
}

// FP-IMP-4, FP-IMP-5, A13, FP-SUP-4: when a chip is drawn, its side's
// soldiers stop Running and the other side's stop being Suppressed.
func TestChipClearsMarkers(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S running suppressed", "red.1 rifleman 2,8 N running suppressed")
	do(t, g, "blue pass") // the red chip comes out
	b, r := sol(t, g, "blue.1"), sol(t, g, "red.1")
	if r.Running || !r.Suppressed || !b.Running || b.Suppressed {
		t.Fatalf("blue running %v suppressed %v; red running %v suppressed %v", b.Running, b.Suppressed, r.Running, r.Suppressed)
	}
}

// FP-IMP-6, FP-ST-1: a Stunned soldier spends nothing (its cube offers no
// impulse); at the end of its side's phase it becomes Suppressed, and
// then has 3 MF (FP-ST-2).
func TestStunTurnsToSuppression(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S stunned", "blue.2 rifleman 4,0 S", "red.1 rifleman 2,8 N stunned")
	if has(g, "blue impulse 2,0,0") {
		t.Fatal("a Stunned soldier spends no MF")
	}
	g.st.Cup = [2]int{1, 0} // blue's chip comes out next
	do(t, g, "blue pass")
	b := sol(t, g, "blue.1")
	if b.Stunned || !b.Suppressed || !sol(t, g, "red.1").Stunned {
		t.Fatal("blue's stun becomes suppression at the end of blue's phase; red's stays")
	}
	do(t, g, "blue impulse 2,0,0")
	if b.MF != 3 {
		t.Fatalf("a Suppressed soldier has %d MF, want 3", b.MF)
	}
}

// FP-ST-3, FP-SUP-2: a Running soldier that is Suppressed stops Running.
func TestSuppressionStopsRunning(t *testing.T) {
	g := position(t, open9, nil, "blue.1 gunner 2,0 S", "blue.2 rifleman 4,0 S", "red.1 rifleman 2,4 N running")
	g.SetDice(rules.NewScripted(10, 10, 10, 10))
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 fire red.1 with lmg (auto)")
	if r := sol(t, g, "red.1"); r.Running || !r.Suppressed {
		t.Fatal("suppressed and no longer running")
	}
}

// G6: a side that has lost half its soldiers loses at once.
func TestHalfLostLoses(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,4 N", "red.2 rifleman 0,8 N")
	g.SetDice(rules.NewScripted(1, 1))
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 fire red.1 with rifle (semi)")
	if r := g.Result(); !r.Over || r.Winner != rules.Blue {
		t.Fatalf("%+v", r)
	}
}

// G6: in Hold the Ground, at the end of the last turn more soldiers on
// the objective cubes win; in Firefight more kills, equal kills a draw.
func TestFinalVerdict(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 2,8 N")
	g.turns = 1
	g.st.Cup = [2]int{0, 0}
	do(t, g, "blue pass")
	if r := g.Result(); !r.Over || r.Winner != rules.NoSeat {
		t.Fatalf("%+v", r)
	}
}
