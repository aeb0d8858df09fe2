package flashpoint

import (
	"errors"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// killShot has blue.1 shoot red.1 (one wound from death, no shields) dead.
func killShot(t *testing.T, tp *testPos) (*Game, []rules.Event) {
	t.Helper()
	g := tp.build(t)
	s := dice(g, 4, 4, 4, 4, 4, 1, 1, 1)
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle")
	usedUp(t, s)
	return g, ev
}

// DESIGN 5 "Respawn", Slayer: a killed model leaves the board, the other
// side scores; at its next activation it must respawn in its respawn cube
// with full shields and no wounds, and its first action is a Move.
func TestKillAndRespawn(t *testing.T) {
	g, ev := killShot(t, position(flatArena).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		model("red.2 operator 4,2,0").
		active("blue.1"))
	r := g.m("red.1")
	if r.OnBoard || g.score != [2]int{1, 0} || !hasEvent(ev, "kill", "red.1") || !hasEvent(ev, "score", "blue scores") {
		t.Fatalf("red.1 should be killed and blue score:\n%s", eventLog(ev))
	}
	play(t, g, "blue.1 end")
	play(t, g, "red.1 activate")
	if got := texts(g.Legal()); len(got) != 1 || got[0] != "red.1 respawn 4,1,0" {
		t.Fatalf("red.1 must respawn in 4,1,0: %v", got)
	}
	play(t, g, "red.1 respawn 4,1,0")
	if r := g.m("red.1"); !r.OnBoard || r.Pos != (world.Pos{X: 4, Y: 1}) || r.Wounds != 0 || r.Shields != 2 {
		t.Fatalf("respawned red.1 = %+v, want on the board at 4,1,0 with 2 shields and no wounds", *r)
	}
	for _, a := range g.Legal() {
		if a.Kind != "move" && a.Kind != "end" {
			t.Fatalf("after respawning the first action is a Move; %q is listed", a.Text())
		}
	}
	play(t, g, "red.1 move 3,1,0")
	if !isLegal(g, "red.1 crouch") || isLegal(g, "red.1 sprint 2,1,0") {
		t.Errorf("then one more short action: %v", texts(g.Legal()))
	}
}

// A dead model whose respawn cube has no room cannot respawn: its
// activation ends by itself.
func TestRespawnNoRoom(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 dead").
		model("blue.2 operator 0,1,0").
		model("blue.3 operator 0,1,0").
		model("red.1 operator 4,1,0").
		build(t)
	ev := play(t, g, "blue.1 activate")
	if g.m("blue.1").OnBoard || !g.m("blue.1").Activated || !hasEvent(ev, "end", "blue.1") {
		t.Fatalf("blue.1 cannot respawn and its activation ends:\n%s", eventLog(ev))
	}
}

// Slayer: reaching the kill target ends the game at once; nothing more is
// legal and Apply reports GameOverError.
func TestSlayerKillTarget(t *testing.T) {
	g, ev := killShot(t, position(flatArena).
		with(func(p *positionJSON) {
			p.Options = map[string]string{"kills": "2"}
			p.Score = [2]int{1, 0}
		}).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		active("blue.1"))
	res := g.Result()
	if !g.Over() || !res.Over || res.Winner != rules.Blue || res.Score != [2]int{2, 0} || !hasEvent(ev, "over", "blue wins") {
		t.Fatalf("blue should win 2–0: %+v\n%s", res, eventLog(ev))
	}
	if len(g.Legal()) != 0 || g.ToMove() != rules.NoSeat {
		t.Fatal("a finished game has no decision")
	}
	if _, err := g.Apply(rules.Action{Seat: rules.Red, Kind: "pass"}); !errors.As(err, new(rules.GameOverError)) {
		t.Fatalf("Apply after the end: %v, want GameOverError", err)
	}
}

// Slayer: after the last round the higher score wins; equal is a draw.
func TestSlayerRoundLimit(t *testing.T) {
	for _, c := range []struct {
		score  [2]int
		winner rules.Seat
	}{{[2]int{1, 0}, rules.Blue}, {[2]int{2, 3}, rules.Red}, {[2]int{2, 2}, rules.NoSeat}} {
		g := position(flatArena).
			with(func(p *positionJSON) {
				p.Options = map[string]string{"rounds": "3"}
				p.Round = 3
				p.Score = c.score
			}).
			model("blue.1 operator 0,0,0").
			model("red.1 operator 4,0,0 activated").
			build(t)
		play(t, g, "blue.1 activate")
		ev := play(t, g, "blue.1 sprint 2,1,0")
		if r := g.Result(); !r.Over || r.Winner != c.winner || g.Round() != 3 {
			t.Errorf("score %v after round 3 of 3: result %+v, want winner %v\n%s", c.score, r, c.winner, eventLog(ev))
		}
	}
}

// A model killed during its own activation (here by the free Assault of
// HF-MOV-5 as it leaves) ends its activation.
func TestKilledDuringOwnActivation(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 operator 2,0,0 wounds=3 shields=0").
		model("red.1 breacher 2,0,0").
		model("red.2 operator 5,0,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 0,0,0")
	// FI 4+: base 3 + Imposing 1 + target wounded 1 = 5 dice; SV none.
	s := dice(g, 4, 4, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "red.1 assault blue.1 with energy-blade")
	usedUp(t, s)
	if g.m("blue.1").OnBoard || !g.m("blue.1").Activated || g.ToMove() != rules.Red {
		t.Fatalf("blue.1 should die and its activation end:\n%s", eventLog(ev))
	}
	if g.m("blue.1").Pos != (world.Pos{X: 2}) {
		t.Error("blue.1 died where it stood")
	}
}

// A game that ends in the middle of an activation (here a command-die Shoot
// that makes Slayer's eighth kill) keeps nothing of that activation: no
// command flags, so its save loads back.
func TestFinishClearsTheActivation(t *testing.T) {
	g := position(flatArena).
		with(func(p *positionJSON) { p.Score = [2]int{7, 0} }).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		active("blue.1").commandDice([]string{"shoot"}, nil).build(t)
	// RA 5 dice, two rerolled (Rapid Fire), SV 3: a miss; then RA 5 hits, SV 3 none.
	s := dice(g, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 1, 1, 1)
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	play(t, g, "blue.1 spend (shoot)")
	play(t, g, "blue.1 shoot red.1 with assault-rifle") // the eighth kill
	usedUp(t, s)
	if !g.Over() {
		t.Fatalf("the eighth kill should win: %s", g.Prompt())
	}
	c := &g.cmd
	if c.Used || c.Ordered || c.OMA || c.Free != freeNone || c.Plus || c.Allied || c.Acted || c.Hold.On || c.Extra != [2]int{} {
		t.Fatalf("a finished game keeps activation command state: %+v", *c)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := testRuleset().LoadGame(data); err != nil {
		t.Fatalf("a finished game's save should load: %v", err)
	}
}
