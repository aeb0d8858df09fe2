package flashpoint

import (
	"encoding/json"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Evade (Mercenary): after surviving a shot unpinned, the model's owner may
// make a free one-cube Move (or skip); then the shooter's activation goes on.
func TestKeywordsEvade(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 mercenary 3,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)}) // a miss
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if g.ToMove() != rules.Red || !isLegal(g, "red.1 evade 4,1,0") || !isLegal(g, "red.1 skip") {
		t.Fatalf("red should choose a one-cube Evade or skip: %v", texts(g.Legal()))
	}
	for _, a := range g.Legal() {
		if a.Cell != nil && world.Distance(*a.Cell, world.Pos{X: 3, Y: 1}) != 1 {
			t.Errorf("an Evade moves exactly one cube: %s", a.Text())
		}
	}
	ev := play(t, g, "red.1 evade 4,1,0")
	if r := g.m("red.1"); r.Pos != (world.Pos{X: 4, Y: 1}) || !hasEvent(ev, "evade", "red.1") {
		t.Fatalf("red.1 at %s, want 4,1,0:\n%s", r.Pos, eventLog(ev))
	}
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.1 crouch") {
		t.Errorf("blue.1's activation goes on: %v", texts(g.Legal()))
	}
}

// Evade: a model pinned by the shot (Blaze Away) may not evade; a model
// without Evade is never offered one.
func TestKeywordsEvadeNotWhenPinned(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 mercenary 3,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Faces: []int{4, 4, 4, 4, 4, 4}, Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with assault-rifle (blaze)")
	if !g.m("red.1").Pinned || g.ToMove() != rules.Blue {
		t.Fatalf("red.1 pinned by Blaze Away gets no Evade: pinned %v, legal %v", g.m("red.1").Pinned, texts(g.Legal()))
	}
	g = position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if g.ToMove() != rules.Blue {
		t.Errorf("an Operator has no Evade: %v", texts(g.Legal()))
	}
}

// Scout (Skirmisher, Spotter): after deployment each Scout model may make a
// free one-cube Move before round 1, the seat that activates first moving
// its Scouts first.
func TestKeywordsScoutBeforeRoundOne(t *testing.T) {
	rs := testRuleset()
	setup := rs.DefaultSetup("")
	setup.ArenaText = flatArena
	setup.Rosters = [2]string{"long-watch", "iron-wolves"}
	g, err := rs.NewGame(setup, 7)
	if err != nil {
		t.Fatal(err)
	}
	// long-watch: blue.3 Spotter and blue.4 Skirmisher scout.
	for _, id := range []string{"blue.3", "blue.4"} {
		if len(g.tasks) == 0 || g.ToMove() != rules.Blue {
			t.Fatalf("%s should be asked to scout: %s %v", id, g.Prompt(), texts(g.Legal()))
		}
		legal := g.Legal()
		var move rules.Action
		for _, a := range legal {
			if a.Kind == "scout" && a.Actor != id {
				t.Fatalf("only %s scouts now: %v", id, texts(legal))
			}
			if a.Kind == "scout" {
				move = a
			}
		}
		if !isLegal(g, id+" skip") || move.Cell == nil {
			t.Fatalf("%s: want one-cube moves and a skip: %v", id, texts(legal))
		}
		from := g.m(id).Pos
		if _, err := g.Apply(move); err != nil {
			t.Fatal(err)
		}
		if p := g.m(id).Pos; p != *move.Cell || world.Distance(from, p) != 1 {
			t.Fatalf("%s at %s, want one cube from %s at %s", id, p, from, move.Cell)
		}
	}
	// The round's command steps (a Tactician reroll) come after the scouts.
	for i := 0; i < 4 && len(g.Legal()) > 0 && g.Legal()[0].Kind == "reroll"; i++ {
		done := g.Legal()[len(g.Legal())-1]
		if _, err := g.Apply(done); err != nil {
			t.Fatal(err)
		}
	}
	for _, a := range g.Legal() {
		if a.Kind != "activate" {
			t.Fatalf("after the scouts and the command steps round 1 starts: %v", texts(g.Legal()))
		}
	}
}

// Scout: a Scout model keeps Crouch when it Moves (a Sprint still ends it);
// a pending Scout step survives a save and load.
func TestKeywordsScoutKeepsCrouch(t *testing.T) {
	g := position(flatArena).
		model("blue.1 skirmisher 0,1,0 crouched").
		model("red.1 operator 4,1,0").
		active("blue.1").build(t)
	play(t, g, "blue.1 move 1,1,0")
	if !g.m("blue.1").Crouched {
		t.Error("a Scout keeps Crouch when it moves")
	}
	g = position(flatArena).
		model("blue.1 skirmisher 0,1,0 crouched").
		model("red.1 operator 4,1,0").
		with(func(p *positionJSON) { p.Pending = []taskJSON{{Kind: "scout", Model: "blue.1"}} }).
		build(t)
	if !isLegal(g, "blue.1 scout 1,1,0") || !isLegal(g, "blue.1 skip") {
		t.Fatalf("a loaded scout step offers its moves: %v", texts(g.Legal()))
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	var p positionJSON
	if err := json.Unmarshal(data, &p); err != nil || len(p.Pending) != 1 || p.Pending[0].Kind != "scout" {
		t.Fatalf("the scout step should be saved: %s", data)
	}
	play(t, g, "blue.1 skip")
	if g.m("blue.1").Pos != (world.Pos{X: 0, Y: 1}) || len(g.tasks) != 0 {
		t.Errorf("skip leaves the model where it is")
	}
}

// Fast Transition (Marksman): one Shoot action may fire two different
// weapons. After the first shot the model may shoot again with another
// weapon (any target in range and sight) or skip; the Shoot action is
// spent once.
func TestKeywordsFastTransition(t *testing.T) {
	g := position(flatArena).
		model("blue.1 marksman 0,1,0 weapons=marksman-rifle+sidearm").
		model("red.1 operator 3,1,0").
		model("red.2 operator 2,0,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with marksman-rifle")
	if !isLegal(g, "blue.1 shoot red.2 with sidearm") || !isLegal(g, "blue.1 shoot red.1 with sidearm (blaze)") || !isLegal(g, "blue.1 skip") {
		t.Fatalf("want a second shot with the sidearm or a skip: %v", texts(g.Legal()))
	}
	if isLegal(g, "blue.1 shoot red.1 with marksman-rifle") {
		t.Fatalf("the second shot uses a different weapon: %v", texts(g.Legal()))
	}
	ev := play(t, g, "blue.1 shoot red.2 with sidearm")
	if !hasEvent(ev, "shoot", "Sidearm") || !hasEvent(ev, "transition", "blue.1") {
		t.Fatalf("the sidearm should fire:\n%s", eventLog(ev))
	}
	if g.act.Spent != 1 || isLegal(g, "blue.1 shoot red.1 with sidearm") || !isLegal(g, "blue.1 crouch") {
		t.Errorf("both shots are one short action: spent %d, legal %v", g.act.Spent, texts(g.Legal()))
	}
}

// Fast Transition: a model without it, or with one weapon, fires once.
func TestKeywordsFastTransitionOnlyMarksman(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0 weapons=assault-rifle+sidearm").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if isLegal(g, "blue.1 shoot red.1 with sidearm") || isLegal(g, "blue.1 skip") {
		t.Errorf("an Operator has no Fast Transition: %v", texts(g.Legal()))
	}
	g = position(flatArena).
		model("blue.1 marksman 0,1,0").
		model("red.1 operator 3,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 shoot red.1 with marksman-rifle")
	if g.ToMove() != rules.Blue || isLegal(g, "blue.1 skip") {
		t.Errorf("with one ranged weapon there is no second shot: %v", texts(g.Legal()))
	}
}
