package board

import (
	"math"

	"golang.org/x/image/font/gofont/gobold"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Board draws one arena with its pieces and answers which cube or model is
// under a screen point. It caches the static geometry per camera and
// palette; it is used from one goroutine (the game loop).
type Board struct {
	arena  *world.Arena
	pal    Palette
	palGen int // bumped by SetPalette, part of the cache keys
	// arenaGen is bumped by SetArena (a wall destroyed in play), part of
	// the static geometry's cache key, so the board redraws its terrain.
	arenaGen int
	cam      Camera
	zones    []zoneMark // by cube index (z*D+y)*W+x
	topZ     int        // highest level with anything to draw
	fonts    *Faces
	static   staticCache
	picker   picker
	sprites  spriteCache
	frame    frameScratch
	chunkW   int // widest cached image, maxChunkW (tests lower it)
}

// New makes a board for arena a, centred on nothing yet: call Centre once
// the screen size is known. A nil arena gives a board that draws and picks
// nothing.
func New(a *world.Arena, p Palette) *Board {
	b := &Board{arena: a, pal: p, chunkW: maxChunkW}
	if a == nil || a.W <= 0 || a.D <= 0 || a.H <= 0 {
		b.arena = nil
	}
	if f, err := NewFaces(gobold.TTF); err == nil {
		b.fonts = f
	}
	b.cam = Camera{Zoom: 1}
	if b.arena != nil {
		b.cam.CutLevel = b.arena.H - 1
		b.zones = zoneIndex(b.arena, nil)
		b.topZ = topLevel(b.arena)
	}
	return b
}

// Camera returns the current camera.
func (b *Board) Camera() Camera { return b.cam }

// SetCamera replaces the camera. Rotation is taken modulo 4, zoom and cut
// level are clamped. The cached geometry is rebuilt only when the rotation,
// zoom or cut level changed; panning reuses it.
func (b *Board) SetCamera(c Camera) {
	levels := 1
	if b.arena != nil {
		levels = b.arena.H
	}
	b.cam = c.normalised(levels)
}

// SetPalette changes the colours (for example to the colour-blind palette).
func (b *Board) SetPalette(p Palette) {
	if p == b.pal {
		return
	}
	b.pal = p
	b.palGen++
}

// SetArena draws the board on a, the same arena as it now stands (a
// wall destroyed in play gives the game a new arena of the same size):
// the cached terrain and pick shapes are rebuilt, the camera and the
// zones kept. An arena of another size, or nil, is ignored.
func (b *Board) SetArena(a *world.Arena) {
	if a == nil || a == b.arena || b.arena == nil || a.W != b.arena.W || a.D != b.arena.D || a.H != b.arena.H {
		return
	}
	b.arena = a
	b.topZ = topLevel(a)
	b.arenaGen++
	b.picker.valid = false
}

// Palette returns the colours in use.
func (b *Board) Palette() Palette { return b.pal }

// Rotate turns the view by dq quarter turns (positive turns the arena
// clockwise on the screen), keeping the arena's middle where it was.
func (b *Board) Rotate(dq int) {
	if b.arena == nil {
		return
	}
	mx, my := float64(b.arena.W)/2, float64(b.arena.D)/2
	x0, y0 := b.groundScreen(mx, my)
	c := b.cam
	c.Rotation += dq
	b.SetCamera(c)
	x1, y1 := b.groundScreen(mx, my)
	b.cam.PanX += x0 - x1
	b.cam.PanY += y0 - y1
}

// groundScreen is the screen point of arena ground point (x, y) at level 0.
func (b *Board) groundScreen(x, y float64) (float64, float64) {
	p := b.proj()
	u, v := p.view(x, y)
	bx, by := p.board(u, v, 0)
	return bx + b.cam.PanX, by + b.cam.PanY
}

// ZoomBy multiplies the zoom by f, keeping screen point (cx, cy) over the
// same spot of the arena.
func (b *Board) ZoomBy(f float64, cx, cy float64) {
	if !(f > 0) || math.IsInf(f, 0) || math.IsNaN(cx+cy) || math.IsInf(cx+cy, 0) {
		return
	}
	old := b.cam.Zoom
	c := b.cam
	c.Zoom = old * f
	b.SetCamera(c)
	k := b.cam.Zoom / old
	b.cam.PanX = cx - (cx-b.cam.PanX)*k
	b.cam.PanY = cy - (cy-b.cam.PanY)*k
}

// PanBy moves the arena by (dx, dy) screen pixels.
func (b *Board) PanBy(dx, dy float64) {
	c := b.cam
	c.PanX += dx
	c.PanY += dy
	b.SetCamera(c)
}

// Centre pans so that the arena sits in the middle of a w×h area whose
// top-left corner is the screen origin.
func (b *Board) Centre(w, h int) {
	if b.arena == nil {
		return
	}
	p := b.proj()
	x0, x1, y0, y1 := b.contentBounds(p)
	b.cam.PanX = float64(w)/2 - (x0+x1)/2
	b.cam.PanY = float64(h)/2 - (y0+y1)/2
}

// contentBounds is the board-pixel box around everything drawn.
func (b *Board) contentBounds(p projection) (x0, x1, y0, y1 float64) {
	n := float64(p.nu + p.nv)
	x0 = p.ox - float64(p.nv)*tileW/2*p.zoom
	x1 = x0 + n*tileW/2*p.zoom
	y0 = p.oy - float64(b.topZ+1)*levelH*p.zoom
	y1 = p.oy + (n*tileH/2+plinthH*levelH)*p.zoom
	return x0, x1, y0, y1
}

// ScreenOf is the screen point of the centre of a cube's floor.
func (b *Board) ScreenOf(c world.Pos) (x, y float64) {
	if b.arena == nil {
		return 0, 0
	}
	bx, by := b.proj().floorCentre(c)
	px, py := b.pan()
	return bx + px, by + py
}

// proj is the projection of the current camera.
func (b *Board) proj() projection {
	return newProjection(b.arena, b.cam.Rotation, b.cam.Zoom)
}

// topLevel is the highest level with a floor or a wall.
func topLevel(a *world.Arena) int {
	top := 0
	for z := 0; z < a.H; z++ {
		for y := 0; y < a.D; y++ {
			for x := 0; x < a.W; x++ {
				p := world.Pos{X: x, Y: y, Z: z}
				if a.Floor(p) != world.FloorNone {
					top = z
				}
				for d := world.North; d <= world.West; d++ {
					if innerSide(a, p, d) != world.Open {
						top = z
					}
				}
			}
		}
	}
	return top
}
