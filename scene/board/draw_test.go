package board

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// boxArena has solid walls on the east and south faces of its middle cube
// (1,1,0), which hide a model there when seen from the south-east.
const boxArena = `arena Box
size 3 3 1
level 0
+--+--+--+
|#b #B #b|
+  +  +  +
|#  # |# |
+  +--+  +
|#r #R #r|
+--+--+--+
`

// render draws one frame into a w×h image and returns its pixels.
func render(tb testing.TB, b *Board, v rules.View, o Overlay) []byte {
	tb.Helper()
	const w, h = 640, 480
	px := make([]byte, 4*w*h)
	onGame(tb, func() {
		dst := ebiten.NewImage(w, h)
		dst.Fill(b.Palette().Background)
		b.Draw(dst, v, o)
		dst.ReadPixels(px)
		dst.Deallocate()
	})
	return px
}

// at averages the 3×3 pixels around (x, y) of a 640-wide frame.
func at(px []byte, x, y float64) color.RGBA {
	var r, g, b, n int
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			i := 4 * ((int(y)+dy)*640 + int(x) + dx)
			r, g, b, n = r+int(px[i]), g+int(px[i+1]), b+int(px[i+2]), n+1
		}
	}
	return color.RGBA{uint8(r / n), uint8(g / n), uint8(b / n), 255}
}

// blueish reports whether a pixel is clearly the blue team's armour.
func blueish(c color.RGBA) bool { return int(c.B)-int(c.R) > 80 }

// newBoard makes a board for a at zoom 2, centred in 640×480.
func newBoard(a *world.Arena, rot, cut int) *Board {
	b := New(a, DefaultPalette())
	b.SetCamera(Camera{Rotation: rot, Zoom: 2, CutLevel: cut})
	b.Centre(640, 480)
	return b
}

// TestWallHidesModel: a model behind solid walls is painted over by them;
// seen from the other side, the same walls are behind it and it shows.
func TestWallHidesModel(t *testing.T) {
	a := parseArena(t, boxArena)
	at0 := world.Pos{X: 1, Y: 1, Z: 0}
	v := rules.View{Pieces: []rules.Piece{piece("blue.1", rules.Blue, "OP", at0)}}
	// Seen from the south-east (rotation 0) both walls are in front; from
	// the north-west (2) both behind; from the sides one wall is in front
	// and hides one half of the chest.
	type seen struct{ left, right bool }
	want := map[int]seen{0: {false, false}, 1: {false, true}, 2: {true, true}, 3: {true, false}}
	for rot, w := range want {
		b := newBoard(a, rot, 0)
		px := render(t, b, v, Overlay{})
		x, y := b.ScreenOf(at0)
		left, right := at(px, x-7.5*2, y-25*2), at(px, x+7.5*2, y-25*2)
		if blueish(left) != w.left || blueish(right) != w.right {
			t.Errorf("rot %d: chest pixels left %v right %v; want visible %+v", rot, left, right, w)
		}
		if rot == 0 {
			empty := render(t, b, rules.View{}, Overlay{})
			if got := at(empty, x, y-25*2); got != at(px, x, y-25*2) {
				t.Errorf("rot 0: the hidden model changed the wall's pixel from %v to %v", got, at(px, x, y-25*2))
			}
		}
	}
}

// TestCutHidesUpperLevel: the cut-away hides the floors and models above
// it.
func TestCutHidesUpperLevel(t *testing.T) {
	a := parseArena(t, yardArena)
	up := world.Pos{X: 1, Y: 2, Z: 1}
	v := rules.View{Pieces: []rules.Piece{piece("blue.1", rules.Blue, "OP", up)}}
	full := newBoard(a, 0, 1)
	x, y := full.ScreenOf(up)
	pxFull := render(t, full, v, Overlay{})
	cut := newBoard(a, 0, 0)
	pxCut := render(t, cut, v, Overlay{})
	if !blueish(at(pxFull, x, y-25*2)) {
		t.Errorf("full view: no model on the upper floor, chest pixel %v", at(pxFull, x, y-25*2))
	}
	if blueish(at(pxCut, x, y-25*2)) {
		t.Errorf("cut at level 0: the model above still shows, chest pixel %v", at(pxCut, x, y-25*2))
	}
	// The upper floor's tile, to the side of the model, disappears too.
	fx, fy := x+0.3*tileW*2, y
	if at(pxFull, fx, fy) == at(pxCut, fx, fy) {
		t.Errorf("cut at level 0: the upper floor at %.0f,%.0f is unchanged (%v)", fx, fy, at(pxCut, fx, fy))
	}
}

// TestHighlightsDistinct: Move and Sprint cubes are tinted differently,
// and both differ from a plain floor.
func TestHighlightsDistinct(t *testing.T) {
	a := parseArena(t, yardArena)
	b := newBoard(a, 0, 0)
	mv, sp, plain := world.Pos{X: 1, Y: 1, Z: 0}, world.Pos{X: 2, Y: 1, Z: 0}, world.Pos{X: 3, Y: 1, Z: 0}
	// The yard's checker makes neighbours differ: compare like with like.
	base := render(t, b, rules.View{}, Overlay{})
	px := render(t, b, rules.View{}, Overlay{Move: []world.Pos{mv}, Sprint: []world.Pos{mv, sp}})
	for _, c := range []world.Pos{mv, sp} {
		x, y := b.ScreenOf(c)
		if at(px, x, y) == at(base, x, y) {
			t.Errorf("cube %v: highlight left the floor unchanged (%v)", c, at(px, x, y))
		}
	}
	x, y := b.ScreenOf(plain)
	if at(px, x, y) != at(base, x, y) {
		t.Errorf("cube %v without highlight changed", plain)
	}
	mx, my := b.ScreenOf(mv)
	sx, sy := b.ScreenOf(sp)
	m, s := at(px, mx, my), at(px, sx, sy)
	// Move is cyan (blue over red), Sprint amber (red over blue).
	if !(int(m.B) > int(m.R)) || !(int(s.R) > int(s.B)) {
		t.Errorf("move pixel %v and sprint pixel %v: want a cool move and a warm sprint tint", m, s)
	}
}

// TestStaticCacheReuse: panning reuses the cached geometry; rotating,
// zooming, cutting and changing the palette rebuild it.
func TestStaticCacheReuse(t *testing.T) {
	b := newBoard(shippedArena(t, "standard"), 0, 2)
	onGame(t, func() {
		dst := ebiten.NewImage(64, 64)
		defer dst.Deallocate()
		b.Draw(dst, rules.View{}, Overlay{})
		first := &b.static.slices[0]
		b.PanBy(13, 7)
		b.Draw(dst, rules.View{}, Overlay{})
		if &b.static.slices[0] != first {
			t.Error("panning rebuilt the cached geometry")
		}
		for name, change := range map[string]func(){
			"rotate":  func() { b.Rotate(1) },
			"zoom":    func() { b.ZoomBy(1.25, 0, 0) },
			"cut":     func() { c := b.Camera(); c.CutLevel--; b.SetCamera(c) },
			"palette": func() { b.SetPalette(ColourBlindPalette()) },
		} {
			before := &b.static.slices[0]
			change()
			b.Draw(dst, rules.View{}, Overlay{})
			if &b.static.slices[0] == before {
				t.Errorf("%s: the cached geometry was not rebuilt", name)
			}
		}
	})
}

// TestPosesDiffer: a crouched model is lower than a standing one and a
// pinned one lower still.
func TestPosesDiffer(t *testing.T) {
	b := newBoard(parseArena(t, yardArena), 0, 1)
	top := func(p pose) int {
		var y int
		onGame(t, func() {
			b.ensureSprites()
			img := b.figure(rules.Blue, "", p)
			w, h := img.Bounds().Dx(), img.Bounds().Dy()
			px := make([]byte, 4*w*h)
			img.ReadPixels(px)
			for y = 0; y < h; y++ {
				for x := 0; x < w; x++ {
					if px[4*(y*w+x)+3] > 128 {
						return
					}
				}
			}
		})
		return y
	}
	stand, crouch, pinned := top(poseStand), top(poseCrouch), top(posePinned)
	if !(stand < crouch && crouch < pinned) {
		t.Errorf("topmost rows: standing %d, crouched %d, pinned %d; want each lower than the last", stand, crouch, pinned)
	}
}

// TestColourBlindPaletteRedraws: switching palettes recolours the teams.
func TestColourBlindPaletteRedraws(t *testing.T) {
	a := parseArena(t, yardArena)
	c := world.Pos{X: 2, Y: 2, Z: 0}
	v := rules.View{Pieces: []rules.Piece{piece("red.1", rules.Red, "OP", c)}}
	b := newBoard(a, 0, 0)
	x, y := b.ScreenOf(c)
	before := at(render(t, b, v, Overlay{}), x, y-25*2)
	b.SetPalette(ColourBlindPalette())
	after := at(render(t, b, v, Overlay{}), x, y-25*2)
	if before == after || !(after.G > before.G) {
		t.Errorf("red team chest %v became %v; want the orange of the colour-blind palette", before, after)
	}
}

// TestDrawOddViews: pieces and tokens outside the arena, odd roles, seats,
// numbers and animations are drawn or skipped without panicking.
func TestDrawOddViews(t *testing.T) {
	a := parseArena(t, yardArena)
	out := world.Pos{X: 9, Y: -3, Z: 7}
	v := rules.View{
		Pieces: []rules.Piece{
			{ID: "x", Seat: rules.NoSeat, Role: "", Pos: out, OnBoard: true, HP: -3, Shields: 99, MaxShields: 99, Wounds: 50},
			{ID: "y", Seat: 7, Role: "VERYLONGROLE", Pos: world.Pos{X: 1, Y: 1, Z: 0}, OnBoard: true, HP: 100},
			{ID: "z", Seat: rules.Red, Role: "Ж", Pos: world.Pos{X: 1, Y: 1, Z: -1}, OnBoard: true},
		},
		Tokens: []rules.Token{{Kind: "", Pos: out}, {Kind: "item", Label: "", Pos: world.Pos{X: 0, Y: 0, Z: 0}}},
	}
	for i := 0; i < 6; i++ {
		v.Pieces = append(v.Pieces, piece("c", rules.Blue, "OP", world.Pos{X: 2, Y: 2, Z: 0}))
	}
	hover := out
	o := Overlay{
		Move: []world.Pos{out}, Sprint: []world.Pos{out}, Path: []world.Pos{out, {X: 0, Y: 0, Z: 0}},
		Hover: &hover, Selected: "x", Targets: []string{"nobody"},
		Sight: &SightLine{From: out, To: out, Sight: 9},
		Anims: map[string]Anim{"y": {From: out, To: world.Pos{X: 1, Y: 1, Z: 0}, T: 7}},
		Flash: map[string]float64{"y": 3},
	}
	b := newBoard(a, 1, 1)
	render(t, b, v, o)
	if _, ok := b.Pick(0, 0, v); ok {
		t.Error("picked something in the corner of the frame")
	}
}

// TestAnimAndFlash: an animated piece is drawn where its animation has got
// to, not where the view puts it, and a hit flash brightens it.
func TestAnimAndFlash(t *testing.T) {
	a := parseArena(t, yardArena)
	from, to := world.Pos{X: 3, Y: 0, Z: 0}, world.Pos{X: 0, Y: 3, Z: 0}
	v := rules.View{Pieces: []rules.Piece{piece("blue.1", rules.Blue, "OP", to)}}
	b := newBoard(a, 0, 1)
	fx, fy := b.ScreenOf(from)
	tx, ty := b.ScreenOf(to)
	start := render(t, b, v, Overlay{Anims: map[string]Anim{"blue.1": {From: from, To: to, T: 0}}})
	if !blueish(at(start, fx, fy-25*2)) || blueish(at(start, tx, ty-25*2)) {
		t.Errorf("T=0: want the model at %v only", from)
	}
	end := render(t, b, v, Overlay{Anims: map[string]Anim{"blue.1": {From: from, To: to, T: 1}}})
	if blueish(at(end, fx, fy-25*2)) || !blueish(at(end, tx, ty-25*2)) {
		t.Errorf("T=1: want the model at %v only", to)
	}
	plain := at(render(t, b, v, Overlay{}), tx, ty-25*2)
	lit := at(render(t, b, v, Overlay{Flash: map[string]float64{"blue.1": 1}}), tx, ty-25*2)
	if int(lit.R)+int(lit.G)+int(lit.B) <= int(plain.R)+int(plain.G)+int(plain.B)+60 {
		t.Errorf("flash: chest %v, unflashed %v; want much brighter", lit, plain)
	}
}

// TestChunksStayNarrow: rows longer than the chunk limit are cut into
// several images no wider than it, and the arena still draws the same.
func TestChunksStayNarrow(t *testing.T) {
	a := shippedArena(t, "standard")
	whole := newBoard(a, 0, a.H-1)
	split := newBoard(a, 0, a.H-1)
	split.chunkW = 420 // three cubes at zoom 2
	want := render(t, whole, battleView(), battleOverlay())
	got := render(t, split, battleView(), battleOverlay())
	n := 0
	for _, s := range split.static.slices {
		for _, c := range s {
			if w := c.img.Bounds().Dx(); w > split.chunkW {
				t.Errorf("chunk %d pixels wide, limit %d", w, split.chunkW)
			}
			n++
		}
	}
	if n <= len(split.static.slices) {
		t.Errorf("%d chunks for %d slices: long rows were not split", n, len(split.static.slices))
	}
	diff := 0
	for i := range want {
		if d := int(want[i]) - int(got[i]); d > 8 || d < -8 {
			diff++
		}
	}
	if diff > len(want)/4/500 {
		t.Errorf("%d of %d pixels differ between split and whole rows", diff, len(want)/4)
	}
}

// TestSetArenaRedrawsTerrain: a wall destroyed in play (the game's new
// arena of the same size) is drawn away: the model it hid shows, and an
// arena of another size is ignored.
func TestSetArenaRedrawsTerrain(t *testing.T) {
	at0 := world.Pos{X: 1, Y: 1, Z: 0}
	v := rules.View{Pieces: []rules.Piece{piece("blue.1", rules.Blue, "OP", at0)}}
	b := newBoard(parseArena(t, boxArena), 0, 0)
	x, y := b.ScreenOf(at0)
	if px := render(t, b, v, Overlay{}); blueish(at(px, x-7.5*2, y-25*2)) {
		t.Fatal("the walls in front do not hide the model")
	}
	open := parseArena(t, boxArena)
	for d := world.North; d <= world.West; d++ {
		open.SetSide(at0, d, world.Open)
	}
	b.SetArena(open)
	if px := render(t, b, v, Overlay{}); !blueish(at(px, x-7.5*2, y-25*2)) {
		t.Error("the walls destroyed still hide the model")
	}
	b.SetArena(shippedArena(t, "standard"))
	if b.arena != open {
		t.Error("an arena of another size replaced the board's")
	}
}
