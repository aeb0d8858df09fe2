package board

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// TestHiddenTargetBracketed: a targeted model behind walls (one in a cube
// a grenade is aimed at, or the model a Sticky charge may stick to) keeps
// its target brackets in view over the scenery, like its outline.
func TestHiddenTargetBracketed(t *testing.T) {
	a := parseArena(t, boxArena)
	at0 := world.Pos{X: 1, Y: 1, Z: 0}
	v := rules.View{Pieces: []rules.Piece{piece("blue.1", rules.Blue, "OP", at0)}}
	b := newBoard(a, 0, 0)
	plain := render(t, b, v, Overlay{})
	aimed := render(t, b, v, Overlay{Targets: []string{"blue.1"}})
	x, y := b.ScreenOf(at0)
	// The lower left bracket's upright: 16 px left of the model, just
	// above its foot (zoom 2).
	bx, by := x-16*2, y+5*2-3.5*2
	got, was := at(aimed, bx, by), at(plain, bx, by)
	tc := b.Palette().Target
	if got == was || int(got.R)-int(got.B) < int(tc.R)-int(tc.B)-60 {
		t.Fatalf("bracket pixel %v (without target %v), want near %v", got, was, tc)
	}
}

// TestBurningFlame: a model with a Fire token (Incendiary, cube attacks)
// carries a flame by its pips, drawn in the fire colours.
func TestBurningFlame(t *testing.T) {
	a := parseArena(t, yardArena)
	at0 := world.Pos{X: 1, Y: 1, Z: 0}
	pc := piece("blue.1", rules.Blue, "OP", at0)
	pc.HP, pc.MaxShields, pc.Shields = 3, 2, 2
	v := rules.View{Pieces: []rules.Piece{pc}}
	b := newBoard(a, 0, 0)
	fiery := func(px []byte) int {
		n := 0
		for i := 0; i+3 < len(px); i += 4 {
			if px[i] > 230 && px[i+1] > 90 && px[i+1] < 150 && px[i+2] < 70 {
				n++
			}
		}
		return n
	}
	plain := fiery(render(t, b, v, Overlay{}))
	burning := fiery(render(t, b, v, Overlay{Burning: []string{"blue.1"}}))
	if burning < plain+20 {
		t.Fatalf("fire-coloured pixels: %d burning, %d not", burning, plain)
	}
}
