package flashpoint

import (
	"fmt"
	"testing"
)

// HF-SET-1, HF-SET-2: a token goes where the column and row d8 point; a
// deployment-zone cube or a cube holding a model is rolled again. On a
// 5x3 arena the d8 spreads over the columns as ⌊(2·d8−1)·5/16⌋ and over
// the rows as ⌊(2·d8−1)·3/16⌋ (dieStrip).
func TestItemPlacementByD8RerollsZonesAndModels(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 2,0,0").build(t)
	g.it.Pool = []string{ItemOvershield}
	s := dice(g,
		1,    // the stack's only token
		1, 1, // column 0, row 0: blue's deployment zone
		5, 1, // column 2, row 0: red.1 stands there
		3, 5, // column 1, row 1: free
	)
	var l log
	if !g.placeItemToken(&l) {
		t.Fatal("no token placed")
	}
	usedUp(t, s)
	tok := g.tokenAt("1,1,0")
	if tok == nil || tok.FaceUp || tok.Item != ItemOvershield || len(g.it.Tokens) != 1 {
		t.Fatalf("tokens %+v, want one face-down overshield at 1,1,0", g.it.Tokens)
	}
	if n := len(g.it.Pool); n != 0 {
		t.Fatalf("stack has %d left", n)
	}
	if !hasEvent(l.events, "item", "deployment zone") || !hasEvent(l.events, "item", "a cube with a model") {
		t.Fatalf("rerolls not logged:\n%s", eventLog(l.events))
	}
}

// HF-SET-1 decision (RULES-ITEMS.md): the item die falls on both ends of
// an arena alike. On every arena up to 15 cubes across, roll r and roll
// 9−r pick mirror-image rows, so each side's half gets as many faces; on
// the 8x8 arena each face is one row; on the Spire (6 deep) the faces fall
// on rows 0,1,1,2,3,4,4,5.
func TestItemDieFallsOnBothEndsAlike(t *testing.T) {
	for n := 1; n < 2*ItemDie; n++ {
		for r := 1; r <= ItemDie; r++ {
			if a, b := dieStrip(r, n), dieStrip(ItemDie+1-r, n); a+b != n-1 || a < 0 || a >= n {
				t.Errorf("%d rows: roll %d picks row %d, roll %d picks row %d; want mirror images", n, r, a, ItemDie+1-r, b)
			}
		}
	}
	var spire, standard []int
	for r := 1; r <= ItemDie; r++ {
		spire, standard = append(spire, dieStrip(r, 6)), append(standard, dieStrip(r, 8))
	}
	if fmt.Sprint(spire) != "[0 1 1 2 3 4 4 5]" || fmt.Sprint(standard) != "[0 1 2 3 4 5 6 7]" {
		t.Errorf("6 rows: %v; 8 rows: %v", spire, standard)
	}
}

// HF-SET-3: a new game has eight face-down tokens, none in a deployment
// zone or on a model, drawn from a stack of two of every item type.
func TestItemPlacementAtSetup(t *testing.T) {
	rs := testRuleset()
	for seed := uint64(1); seed <= 6; seed++ {
		for _, arena := range []string{"beginner", "standard", "tower"} {
			g, err := rs.NewGame(rs.DefaultSetup(arena), seed)
			if err != nil {
				t.Fatal(err)
			}
			if len(g.it.Tokens) != MaxItemTokens {
				t.Fatalf("%s seed %d: %d tokens", arena, seed, len(g.it.Tokens))
			}
			if got, want := len(g.it.Pool)+len(g.it.Tokens), ItemCopies*len(itemInfos); got != want {
				t.Fatalf("%s seed %d: %d items in stack and on the board, want %d", arena, seed, got, want)
			}
			for _, tok := range g.it.Tokens {
				if tok.FaceUp || !g.b.arena.Standable(tok.Pos) || g.inDeployZone(tok.Pos) || g.modelIn(tok.Pos) {
					t.Fatalf("%s seed %d: bad token %+v", arena, seed, tok)
				}
			}
			hidden := 0
			for _, tk := range g.View().Tokens {
				if tk.Kind == "item" && tk.Hidden && tk.Label == "?" {
					hidden++
				}
			}
			if hidden != MaxItemTokens {
				t.Fatalf("%s seed %d: the View shows %d hidden item tokens", arena, seed, hidden)
			}
		}
	}
}

// HF-SET-4: from round 2 one more token is placed at the start of each
// round, but never more than eight lie on the board.
func TestItemPlacedEachRound(t *testing.T) {
	build := func(tokens int) *Game {
		tp := position(flatArena).
			model("blue.1 operator 0,1,0").
			model("red.1 operator 4,1,0 activated").
			active("blue.1", "crouch")
		for i := 0; i < tokens; i++ {
			tp.item(i, ItemThruster, "2,2,0", false)
		}
		tp.with(func(p *positionJSON) { p.ItemStack = []string{ItemSmoke} })
		return tp.build(t)
	}
	g := build(3)
	s := dice(g, 1, 3, 5)
	ev := play(t, g, "blue.1 end")
	usedUp(t, s)
	if g.Round() != 2 || len(g.it.Tokens) != 4 || g.tokenAt("1,1,0") == nil {
		t.Fatalf("round %d, tokens %+v\n%s", g.Round(), g.it.Tokens, eventLog(ev))
	}
	full := build(MaxItemTokens)
	s = dice(full)
	play(t, full, "blue.1 end")
	if len(full.it.Tokens) != MaxItemTokens || len(full.it.Pool) != 1 {
		t.Fatalf("a full board got a token: %d on the board", len(full.it.Tokens))
	}
}
