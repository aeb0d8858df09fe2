package flashpoint

import (
	"strings"

	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"

	"github.com/flashpoint-arena/flashpoint/world"
)

// itemCorridor is a 5x2 single-level arena: row 0 is a corridor walled off
// from row 1, blue deploys at its west end and red at its east end.
const itemCorridor = `arena Corridor
size 5 2 1
level 0
+--+--+--+--+--+
|#b #  #  #  #r|
+--+--+--+--+--+
|#B #  #  #  #R|
+--+--+--+--+--+
`

// walledCorridor is itemCorridor with a wall across the corridor between
// columns 2 and 3.
const walledCorridor = `arena Walled corridor
size 5 2 1
level 0
+--+--+--+--+--+
|#b #  # |#  #r|
+--+--+--+--+--+
|#B #  #  #  #R|
+--+--+--+--+--+
`

// carrying gives the model added last these items.
func (tp *testPos) carrying(ids ...string) *testPos {
	tp.p.Models[len(tp.p.Models)-1].Items = ids
	return tp
}

// item lays an item token: face down unless faceUp.
func (tp *testPos) item(id int, item, pos string, faceUp bool) *testPos {
	n := id
	tp.p.Items = append(tp.p.Items, itemTokenJSON{ID: &n, Item: item, Pos: pos, FaceUp: faceUp})
	return tp
}

// weapon lays a weapon on the board.
func (tp *testPos) weapon(id, pos string) *testPos {
	tp.p.Weapons = append(tp.p.Weapons, tokenJSON{Weapon: id, Pos: pos})
	return tp
}

// at reads a cube for a test.
func at(s string) world.Pos {
	p, err := world.ParsePos(s)
	if err != nil {
		panic(err)
	}
	return p
}

// tokenAt returns the item token in cube s, or nil.
func (g *Game) tokenAt(s string) *floorItem {
	for i := range g.it.Tokens {
		if g.it.Tokens[i].Pos == at(s) {
			return &g.it.Tokens[i]
		}
	}
	return nil
}

// mustHaveItems fails unless model id carries exactly these items.
func mustHaveItems(t *testing.T, g *Game, id string, want ...string) {
	t.Helper()
	m := g.m(id)
	var got []string
	for _, s := range m.Items {
		if s.ID != "" {
			got = append(got, s.ID)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%s carries %v, want %v", id, got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%s carries %v, want %v", id, got, want)
		}
	}
}

// rules_find returns the legal action with this text or fails.
func rules_find(t *testing.T, g *Game, text string) rulesAction {
	t.Helper()
	for _, a := range g.Legal() {
		if a.Text() == text {
			return a
		}
	}
	t.Fatalf("%q is not legal:\n  %s", text, strings.Join(texts(g.Legal()), "\n  "))
	return rulesAction{}
}

// make8 is n dice showing face.
func make8(n, face int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = face
	}
	return out
}

// rulesAction is rules.Action.
type rulesAction = rules.Action
