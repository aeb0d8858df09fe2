package board

import (
	"math"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// TestProjectionInverses: view/ground and cell/column undo each other at
// every rotation, and every rotation keeps the view cells inside the grid.
func TestProjectionInverses(t *testing.T) {
	for _, size := range [][2]int{{4, 4}, {5, 3}} {
		w, d := size[0], size[1]
		for rot := 0; rot < 4; rot++ {
			p := projection{rot: rot, w: w, d: d, h: 1, zoom: 1}
			p.nu, p.nv = w, d
			if rot%2 == 1 {
				p.nu, p.nv = d, w
			}
			seen := map[[2]int]bool{}
			for y := 0; y < d; y++ {
				for x := 0; x < w; x++ {
					cu, cv := p.cell(x, y)
					if cu < 0 || cv < 0 || cu >= p.nu || cv >= p.nv {
						t.Fatalf("rot %d %v: column %d,%d -> view cell %d,%d outside %dx%d", rot, size, x, y, cu, cv, p.nu, p.nv)
					}
					if seen[[2]int{cu, cv}] {
						t.Fatalf("rot %d %v: view cell %d,%d twice", rot, size, cu, cv)
					}
					seen[[2]int{cu, cv}] = true
					if gx, gy := p.column(cu, cv); gx != x || gy != y {
						t.Fatalf("rot %d %v: column(cell(%d,%d)) = %d,%d", rot, size, x, y, gx, gy)
					}
					// The view cell holds the column's centre.
					u, v := p.view(float64(x)+0.5, float64(y)+0.5)
					if math.Floor(u) != float64(cu) || math.Floor(v) != float64(cv) {
						t.Fatalf("rot %d %v: centre of %d,%d at view %.1f,%.1f, not in cell %d,%d", rot, size, x, y, u, v, cu, cv)
					}
					if gx, gy := p.ground(u, v); math.Abs(gx-float64(x)-0.5) > 1e-9 || math.Abs(gy-float64(y)-0.5) > 1e-9 {
						t.Fatalf("rot %d %v: ground(view) = %.2f,%.2f", rot, size, gx, gy)
					}
				}
			}
		}
	}
}

// TestWorldDirMatchesCells: the arena side that the projection calls the
// view's west (north) leads to the view cell at cu-1 (cv-1).
func TestWorldDirMatchesCells(t *testing.T) {
	step := map[world.Dir][2]int{world.North: {0, -1}, world.East: {1, 0}, world.South: {0, 1}, world.West: {-1, 0}}
	for rot := 0; rot < 4; rot++ {
		p := projection{rot: rot, w: 5, d: 3, h: 1, zoom: 1}
		p.nu, p.nv = 5, 3
		if rot%2 == 1 {
			p.nu, p.nv = 3, 5
		}
		x, y := 2, 1
		cu, cv := p.cell(x, y)
		for vd, want := range map[world.Dir][2]int{world.West: {cu - 1, cv}, world.North: {cu, cv - 1}, world.East: {cu + 1, cv}, world.South: {cu, cv + 1}} {
			wd := p.worldDir(vd)
			s := step[wd]
			gu, gv := p.cell(x+s[0], y+s[1])
			if [2]int{gu, gv} != want {
				t.Errorf("rot %d: view side %d is arena side %d, whose neighbour is view cell %d,%d, want %v", rot, vd, wd, gu, gv, want)
			}
		}
	}
}

// TestCameraOps: zooming keeps the point under the cursor, rotating four
// times comes back, panning moves every cube, and settings are clamped.
func TestCameraOps(t *testing.T) {
	a := shippedArena(t, "standard")
	b := New(a, DefaultPalette())
	b.Centre(1280, 720)
	c := world.Pos{X: 2, Y: 5, Z: 0}
	x, y := b.ScreenOf(c)
	b.ZoomBy(1.5, x, y)
	if x2, y2 := b.ScreenOf(c); math.Abs(x2-x) > 1 || math.Abs(y2-y) > 1 {
		t.Errorf("zoom around %v moved it from %.1f,%.1f to %.1f,%.1f", c, x, y, x2, y2)
	}
	if b.Camera().Zoom != 1.5 {
		t.Errorf("zoom %v, want 1.5", b.Camera().Zoom)
	}
	before := b.Camera()
	mx, my := b.groundScreen(float64(a.W)/2, float64(a.D)/2)
	for i := 0; i < 4; i++ {
		b.Rotate(1)
		if x, y := b.groundScreen(float64(a.W)/2, float64(a.D)/2); math.Abs(x-mx) > 1e-6 || math.Abs(y-my) > 1e-6 {
			t.Errorf("rotation %d moved the arena's middle", i+1)
		}
	}
	if after := b.Camera(); math.Abs(after.PanX-before.PanX) > 1e-6 || math.Abs(after.PanY-before.PanY) > 1e-6 || after.Rotation != before.Rotation {
		t.Errorf("four quarter turns: camera %+v, want %+v", after, before)
	}
	x0, y0 := b.ScreenOf(c)
	b.PanBy(30, -20)
	if x1, y1 := b.ScreenOf(c); x1-x0 != 30 || y1-y0 != -20 {
		t.Errorf("pan by 30,-20 moved the cube by %.1f,%.1f", x1-x0, y1-y0)
	}
	b.SetCamera(Camera{Rotation: -3, Zoom: 100, CutLevel: 9})
	if got := b.Camera(); got.Rotation != 1 || got.Zoom != MaxZoom || got.CutLevel != a.H-1 {
		t.Errorf("clamped camera %+v", got)
	}
	b.SetCamera(Camera{Zoom: math.NaN(), CutLevel: -2})
	if got := b.Camera(); got.Zoom != 1 || got.CutLevel != 0 {
		t.Errorf("clamped camera %+v", got)
	}
	cam := b.Camera()
	b.ZoomBy(math.NaN(), 0, 0)
	b.ZoomBy(2, math.Inf(1), 0)
	b.ZoomBy(-1, 0, 0)
	if b.Camera() != cam {
		t.Errorf("a bad zoom changed the camera from %+v to %+v", cam, b.Camera())
	}
	b.ZoomBy(0.0001, 0, 0)
	if b.Camera().Zoom != MinZoom {
		t.Errorf("zoom %v, want the minimum %v", b.Camera().Zoom, MinZoom)
	}
}

// TestCentre puts the arena's middle in the middle of the area.
func TestCentre(t *testing.T) {
	for _, name := range []string{"beginner", "standard", "tower"} {
		a := shippedArena(t, name)
		for rot := 0; rot < 4; rot++ {
			b := New(a, DefaultPalette())
			b.SetCamera(Camera{Rotation: rot, Zoom: 1, CutLevel: a.H - 1})
			b.Centre(1000, 600)
			x0, x1, y0, y1 := b.contentBounds(b.proj())
			px, py := b.Camera().PanX, b.Camera().PanY
			if math.Abs((x0+x1)/2+px-500) > 1e-6 || math.Abs((y0+y1)/2+py-300) > 1e-6 {
				t.Errorf("%s rot %d: content centred at %.1f,%.1f", name, rot, (x0+x1)/2+px, (y0+y1)/2+py)
			}
			if x0+px < 0 || x1+px > 1000 || y0+py < 0 || y1+py > 600 {
				t.Errorf("%s rot %d: content %.0f..%.0f x %.0f..%.0f does not fit 1000x600 at zoom 1", name, rot, x0+px, x1+px, y0+py, y1+py)
			}
		}
	}
}

// TestNilArena: a board without an arena draws and picks nothing and does
// not panic.
func TestNilArena(t *testing.T) {
	b := New(nil, DefaultPalette())
	b.Rotate(1)
	b.ZoomBy(2, 0, 0)
	b.PanBy(1, 1)
	b.Centre(100, 100)
	if _, ok := b.Pick(0, 0, battleView()); ok {
		t.Error("picked something without an arena")
	}
	b.Draw(nil, battleView(), Overlay{})
}
