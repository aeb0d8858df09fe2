package board

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// TestScreenshots renders the standard and tower arenas at every rotation,
// with models and overlays, into PNGs under $BOARD_SHOTS (skipped when
// unset), for people to look at.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("BOARD_SHOTS")
	if dir == "" {
		t.Skip("set BOARD_SHOTS=dir to write screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	towerView := rules.View{Pieces: []rules.Piece{
		piece("blue.1", rules.Blue, "OP", world.Pos{X: 3, Y: 3, Z: 4}),
		piece("blue.2", rules.Blue, "MK", world.Pos{X: 1, Y: 2, Z: 2}),
		piece("red.1", rules.Red, "BR", world.Pos{X: 5, Y: 3, Z: 3}),
		piece("red.2", rules.Red, "SK", world.Pos{X: 2, Y: 4, Z: 0}),
	}}
	cases := []struct {
		name, arena string
		v           rules.View
		o           Overlay
		cut         int
		zoom        float64
	}{
		{"standard", "standard", battleView(), battleOverlay(), -1, 1},
		{"standard-zoom", "standard", battleView(), battleOverlay(), -1, 1.6},
		{"standard-cut0", "standard", battleView(), battleOverlay(), 0, 1.6},
		{"standard-close", "standard", battleView(), battleOverlay(), -1, 3},
		{"objectives", "standard", objectivesView(), Overlay{}, -1, 1.6},
		{"tower", "tower", towerView, Overlay{Selected: "blue.2"}, -1, 1},
		{"tower-cut2", "tower", towerView, Overlay{}, 2, 1},
	}
	only := os.Getenv("BOARD_SHOTS_ONLY")
	for _, tc := range cases {
		if only != "" && only != tc.name {
			continue
		}
		a := shippedArena(t, tc.arena)
		for rot := 0; rot < 4; rot++ {
			b := New(a, DefaultPalette())
			c := b.Camera()
			c.Rotation = rot
			c.Zoom = tc.zoom
			if tc.cut >= 0 {
				c.CutLevel = tc.cut
			}
			b.SetCamera(c)
			b.Centre(1280, 720)
			path := filepath.Join(dir, fmt.Sprintf("%s-r%d.png", tc.name, rot))
			writeShot(t, path, b, tc.v, tc.o)
		}
	}
	b := New(shippedArena(t, "standard"), ColourBlindPalette())
	b.ZoomBy(1.8, 640, 360)
	b.Centre(1280, 720)
	b.PanBy(150, -60)
	writeShot(t, filepath.Join(dir, "standard-cb-zoom.png"), b, battleView(), battleOverlay())
}

// writeShot draws one frame into a 1280×720 image and saves it as a PNG.
func writeShot(t *testing.T, path string, b *Board, v rules.View, o Overlay) {
	t.Helper()
	var img *image.RGBA
	onGame(t, func() {
		dst := ebiten.NewImage(1280, 720)
		dst.Fill(b.Palette().Background)
		b.Draw(dst, v, o)
		img = image.NewRGBA(image.Rect(0, 0, 1280, 720))
		dst.ReadPixels(img.Pix)
		dst.Deallocate()
	})
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
