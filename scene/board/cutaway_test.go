package board

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Cutting a level away does not hide where its models stand: they are not
// drawn as figures (nor picked), but their outlines are placed.
func TestCutAwayModelsAreOutlined(t *testing.T) {
	a := shippedArena(t, "tower")
	if a.H < 2 {
		t.Fatal("the tower arena has one level")
	}
	var up world.Pos
	found := false
	for y := 0; y < a.D && !found; y++ {
		for x := 0; x < a.W && !found; x++ {
			if p := (world.Pos{X: x, Y: y, Z: 1}); a.Standable(p) {
				up, found = p, true
			}
		}
	}
	if !found {
		t.Fatal("no standable cube on level 1 of the tower")
	}
	v := rules.View{Pieces: []rules.Piece{
		piece("blue.1", rules.Blue, "OP", world.Pos{X: 0, Y: 0}),
		piece("red.1", rules.Red, "MK", up),
	}}
	b := New(a, DefaultPalette())
	b.SetCamera(Camera{Zoom: 1, CutLevel: 0})
	b.Centre(1280, 720)
	p := b.proj()
	shown := b.placePieces(p, v, nil, nil)
	cut := b.placeCutAway(p, v, nil)
	if len(shown) != 1 || v.Pieces[shown[0].idx].ID != "blue.1" {
		t.Fatalf("figures drawn with level 1 cut away: %v", shown)
	}
	if len(cut) != 1 || v.Pieces[cut[0].idx].ID != "red.1" {
		t.Fatalf("outlines of cut-away models: %v", cut)
	}
	b.SetCamera(Camera{Zoom: 1, CutLevel: a.H - 1})
	if cut := b.placeCutAway(b.proj(), v, nil); len(cut) != 0 {
		t.Fatalf("with every level shown nothing is cut away: %v", cut)
	}
}
