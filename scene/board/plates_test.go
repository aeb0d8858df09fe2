package board

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Models sharing a cube share one plate, their role tags side by side in
// their sides' colours, instead of plates drawn over each other; a model
// alone keeps its own plate.
func TestSharedCubeHasOnePlate(t *testing.T) {
	a := parseArena(t, boxArena)
	cube := world.Pos{X: 0, Y: 0}
	v := rules.View{Pieces: []rules.Piece{
		piece("blue.1", rules.Blue, "OP", cube),
		piece("red.1", rules.Red, "MK", cube),
		piece("blue.2", rules.Blue, "BR", cube),
		piece("red.2", rules.Red, "BW", world.Pos{X: 2, Y: 2}),
	}}
	for i, want := range [][2]int{{0, 3}, {1, 3}, {2, 3}, {0, 1}} {
		if k, n := cubeRank(v, i); k != want[0] || n != want[1] {
			t.Errorf("piece %d: rank %d of %d, want %d of %d", i, k, n, want[0], want[1])
		}
	}
	b := newBoard(a, 0, 0)
	px := render(t, b, v, Overlay{})
	// The shared plate: pixels of both sides' lightened colours in a band
	// above the cube's models.
	p := b.proj()
	pl := b.placePieces(p, v, nil, nil)
	var cx, top float64
	for _, q := range pl[:3] {
		cx += q.x / 3
		top = q.y - (figStandH+9)*b.cam.Zoom
	}
	ox, oy := b.pan()
	blue, red := 0, 0
	for dx := -40.0; dx <= 40; dx++ {
		for dy := -6.0; dy <= 6; dy++ {
			c := at(px, cx+ox+dx, top+oy+dy)
			switch {
			case int(c.B)-int(c.R) > 60 && c.B > 150:
				blue++
			case int(c.R)-int(c.B) > 60 && c.R > 150:
				red++
			}
		}
	}
	for k := range b.sprites.figures {
		if k.role == "OP" || k.role == "MK" || k.role == "BR" {
			t.Errorf("a model sharing a cube was drawn with its own plate %q", k.role)
		}
	}
	if _, ok := b.sprites.figures[figureKey{rules.Red, "BW", poseStand}]; !ok {
		t.Error("the model alone in its cube lost its own plate")
	}
	if blue == 0 || red == 0 {
		t.Fatalf("the shared plate shows blue text %d and red text %d pixels, want both", blue, red)
	}
}
