package firepower

import (
	"github.com/flashpoint-arena/flashpoint/world"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// FP-MF-2, FP-MF-4, FP-ACT-1, FP-ACT-2, FP-ORD-2: a Standing soldier
// enters the cube ahead for 1 MF each, through friends; after 4 cubes it
// has no MF left, is marked Running, and the impulse ends by itself.
func TestEnterFourCubesAndRun(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 2,2 S", "blue.3 rifleman 0,0 N", "red.1 rifleman 0,8 N")
	do(t, g, "blue impulse 2,0,0")
	if has(g, "blue.1 move 1,1,0") || has(g, "blue.1 move 3,1,0") {
		t.Fatal("only the cube ahead may be entered (FP-ACT-1)")
	}
	for _, to := range []string{"2,1,0", "2,2,0", "2,3,0", "2,4,0"} {
		do(t, g, "blue.1 move "+to)
	}
	b := sol(t, g, "blue.1")
	if !b.Running || b.InImpulse || g.st.Stack != nil || g.st.Impulses != 1 {
		t.Fatalf("running %v, in impulse %v, impulses %d", b.Running, b.InImpulse, g.st.Impulses)
	}
}

// FP-MF-1: the soldiers of the first impulse may not act in the second.
func TestSecondImpulseOtherSoldiers(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 4,0 S", "red.1 rifleman 0,8 N")
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 move 2,1,0")
	do(t, g, "blue end")
	if has(g, "blue impulse 2,1,0") || !has(g, "blue impulse 4,0,0") {
		t.Fatalf("second impulse: %v", g.Legal())
	}
}

// FP-ACT-3, A16: turning to any facing costs 1 MF; facing stays while
// moving, so a move elsewhere needs a turn first.
func TestTurnCostsOne(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 0,8 N")
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 turn (E)")
	if b := sol(t, g, "blue.1"); b.MF != 3 || b.Facing.String() != "E" {
		t.Fatalf("MF %d facing %s", b.MF, b.Facing)
	}
	do(t, g, "blue.1 move 3,0,0")
	do(t, g, "blue.1 move 4,0,0")
}

// FP-ACT-5, FP-MF-3, FP-MF-5, A1, G5: the worked example 6.2.7.1: a Prone
// soldier stands (2 MF), turns (1) and enters a cube (1). Lying down
// costs 1; crawling into a cube costs 3; with too few MF left an action
// is not offered.
func TestPostureCostsAndWorkedExample(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,2 N prone", "blue.2 rifleman 4,4 S", "red.1 rifleman 0,8 N")
	do(t, g, "blue impulse 2,2,0")
	do(t, g, "blue.1 stand")
	do(t, g, "blue.1 turn (SE)")
	if has(g, "blue.1 stand") || has(g, "blue.1 fire red.1 with rifle (semi)") {
		t.Fatal("nothing costing 2 with 1 MF left (FP-MF-3)")
	}
	do(t, g, "blue.1 move 3,3,0")
	do(t, g, "blue impulse 4,4,0")
	do(t, g, "blue.2 prone")
	if b := sol(t, g, "blue.2"); b.MF != 3 || !b.Prone {
		t.Fatalf("MF %d prone %v", b.MF, b.Prone)
	}
	do(t, g, "blue.2 move 4,5,0")
	if sol(t, g, "blue.2").MF != 0 {
		t.Fatal("crawling a cube costs 3")
	}
}

// FP-MF-5, FP-ACT-7: the worked example 6.2.7.3: two Standing soldiers
// in a stack; the first fires (2) and goes Prone (1); the second enters a
// cube (1), fires (2) and goes Prone (1).
func TestWorkedExampleStack(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "blue.2 rifleman 2,0 S", "red.1 rifleman 0,7 N", "red.2 rifleman 4,7 N", "red.3 rifleman 2,8 N")
	g.SetDice(rules.NewScripted(10, 10, 10, 10))
	do(t, g, "blue impulse 2,0,0")
	do(t, g, "blue.1 fire red.1 with rifle (semi+1)")
	do(t, g, "blue.1 prone")
	do(t, g, "blue.2 move 2,1,0")
	do(t, g, "blue.2 fire red.2 with rifle (semi+1)")
	do(t, g, "blue.2 prone")
	if g.st.Stack != nil {
		t.Fatal("both spent 4 MF: the impulse is over")
	}
}

// FP-ACT-4, A6, G7: crossing a fence (a low wall) costs 1 MF on top of
// entering; so does crossing into a hedge; rough ground costs 1 more.
func TestCrossingCosts(t *testing.T) {
	g := position(t, []string{".....", ".HR..", ".....", "....."}, []string{"0,0 s"},
		"blue.1 rifleman 0,0 S", "blue.2 rifleman 1,0 S", "blue.3 rifleman 2,0 S", "red.1 rifleman 4,3 N")
	for _, c := range []struct {
		id, to string
		cost   int
	}{{"blue.1", "0,1,0", 2}, {"blue.2", "1,1,0", 2}, {"blue.3", "2,1,0", 2}} {
		s := sol(t, g, c.id)
		if _, cost, ok := g.front(s.Pos, s.Facing, false); !ok || cost != c.cost {
			t.Errorf("%s into %s: %d MF, want %d", c.id, c.to, cost, c.cost)
		}
	}
}

// hill is an arena with a hill cube: 1,1 rises a level, walled below,
// with open ground around (FP-MF-5 example 6.2.7.2, FP-LOS-2).
const hill = `arena Hill
size 3 4 2
level 0
+--+--+--+
|#b #B #b|
+  +--+  +
|# |# |# |
+  +--+  +
|#  #  # |
+  +  +  +
|#r #R #r|
+--+--+--+
level 1
+--+--+--+
|.  .  . |
+  +  +  +
|.  #  . |
+  +  +  +
|.  .  . |
+  +  +  +
|.  .  . |
+--+--+--+
`

// hillGame is a game on the hill arena with the given soldiers (x,y,z).
func hillGame(t *testing.T, soldiers ...[3]any) *Game {
	t.Helper()
	rs := newRuleset(t)
	g, err := rs.prepare(rules.Setup{Arena: "hill", ArenaText: hill, Scenario: ScenarioFirefight}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range soldiers {
		id := s[0].(string)
		seat := rules.Blue
		if id[0] == 'r' {
			seat = rules.Red
		}
		d, _ := dirByName(s[2].(string))
		g.st.Soldiers = append(g.st.Soldiers, soldier{ID: id, Seat: seat, Type: "rifleman", Weapon: "rifle", Grenade: "grenade", Pos: s[1].(world.Pos), Facing: d})
		g.st.Start[seat]++
	}
	g.st.Turn, g.st.Cup, g.st.Side = 1, [2]int{0, 1}, rules.Blue
	return g
}

// FP-MF-5, FP-ACT-4: the worked example 6.2.7.2 on cubes: up the hill
// (1 MF a level and 1 to enter), down the far side the same: 4 MF.
func TestWorkedExampleHill(t *testing.T) {
	g := hillGame(t, [3]any{"blue.1", world.Pos{X: 1, Y: 0}, "S"}, [3]any{"red.1", world.Pos{X: 0, Y: 3}, "N"})
	do(t, g, "blue impulse 1,0,0")
	do(t, g, "blue.1 move 1,1,1")
	if sol(t, g, "blue.1").MF != 2 {
		t.Fatal("up the hill: 2 MF")
	}
	do(t, g, "blue.1 move 1,2,0")
	if sol(t, g, "blue.1").Pos != (world.Pos{X: 1, Y: 2}) {
		t.Fatal("down the far side")
	}
}

// FP-LOS-2, FP-LOS-5: the hill blocks sight between soldiers on either
// side of it on the ground; a soldier on the hill sees over it.
func TestHillBlocksSight(t *testing.T) {
	g := hillGame(t, [3]any{"blue.1", world.Pos{X: 1, Y: 0}, "S"}, [3]any{"blue.2", world.Pos{X: 1, Y: 1, Z: 1}, "S"}, [3]any{"red.1", world.Pos{X: 1, Y: 2}, "N"})
	if g.canSee(rules.Blue, world.Pos{X: 1, Y: 0}, false, world.Pos{X: 1, Y: 2}, false) {
		t.Fatal("the hill should block")
	}
	if !g.canSee(rules.Blue, world.Pos{X: 1, Y: 1, Z: 1}, false, world.Pos{X: 1, Y: 3}, false) {
		t.Fatal("from the hill top the soldier sees the far side")
	}
}

// G9, FP-ACT-5: the Basic Game has no crouch: Standing and Prone only,
// and no action changes to or from a crouch.
func TestNoCrouch(t *testing.T) {
	g := position(t, open9, nil, "blue.1 rifleman 2,0 S", "red.1 rifleman 0,8 N")
	do(t, g, "blue impulse 2,0,0")
	for _, a := range g.Legal() {
		if a.Kind == "crouch" {
			t.Fatal(a.Text())
		}
	}
}
