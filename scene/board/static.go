package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/world"
)

// staticKey is what the cached geometry depends on. Panning is not part of
// it: the cached slices are drawn at the pan offset.
type staticKey struct {
	rot   int
	zoom  float64
	cut   int
	pal   int
	arena int // the arena's generation (SetArena)
}

// slice is the static geometry of one diagonal row of one level: floors,
// zone marks and the walls on the back faces of its cubes. Slices are drawn
// bottom level first and, within a level, back to front, with the pieces
// of each slice drawn right after it, so a wall in front of a model is
// painted over it. A long row is cut into chunks so no image grows past
// maxChunkW (cubes of one row do not overlap, so chunks need no order).
type slice []chunk

// chunk is one image of a slice.
type chunk struct {
	img  *ebiten.Image
	x, y float64 // board pixel of img's top-left corner
}

// maxChunkW is the widest chunk image, in pixels: under the 4096-pixel
// texture limit of modest GPUs.
const maxChunkW = 4000

// staticCache holds the slices for one staticKey.
type staticCache struct {
	key    staticKey
	valid  bool
	slices []slice
}

func (b *Board) staticKey() staticKey {
	return staticKey{rot: b.cam.Rotation, zoom: b.cam.Zoom, cut: b.cam.CutLevel, pal: b.palGen, arena: b.arenaGen}
}

// ensureStatic rebuilds the cached slices when the key changed.
func (b *Board) ensureStatic() {
	k := b.staticKey()
	if b.static.valid && b.static.key == k {
		return
	}
	for _, s := range b.static.slices {
		for _, c := range s {
			c.img.Deallocate()
		}
	}
	p := b.proj()
	n := (k.cut + 1) * p.diagonals()
	b.static.slices = make([]slice, n)
	g := geometry{b: b, p: p}
	for z := 0; z <= k.cut; z++ {
		for d := 0; d < p.diagonals(); d++ {
			b.static.slices[z*p.diagonals()+d] = g.buildSlice(z, d)
		}
	}
	b.static.key = k
	b.static.valid = true
}

// buildSlice draws the static geometry of level z, diagonal d.
func (g *geometry) buildSlice(z, d int) slice {
	p := g.p
	lo, hi := max(0, d-p.nv+1), min(p.nu-1, d)
	pad := 4 * p.zoom
	span := max(1, int((float64(g.b.chunkW)-2*pad)/(tileW*p.zoom))-1)
	var out slice
	for first := lo; first <= hi; first += span {
		if c, ok := g.buildChunk(z, d, first, min(hi, first+span-1), pad); ok {
			out = append(out, c)
		}
	}
	return out
}

// buildChunk draws the cubes cu = lo..hi of level z, diagonal d, into one
// image; ok is false when there is nothing to draw.
func (g *geometry) buildChunk(z, d, lo, hi int, pad float64) (chunk, bool) {
	p := g.p
	a := g.b.arena
	empty := true
	for cu := lo; cu <= hi; cu++ {
		x, y := p.column(cu, d-cu)
		c := world.Pos{X: x, Y: y, Z: z}
		if a.Floor(c) != world.FloorNone {
			empty = false
		}
		for dir := world.North; dir <= world.West; dir++ {
			if innerSide(a, c, dir) != world.Open {
				empty = false
			}
		}
	}
	if empty {
		return chunk{}, false
	}
	// Bounding box: the cubes from the top of a wall at their back corner
	// down to the bottom of the floor slab (or plinth) at their front
	// corner, with room for wall thickness.
	xl, _ := p.board(float64(lo), float64(d-lo+1), 0)
	xr, _ := p.board(float64(hi+1), float64(d-hi), 0)
	_, yt := p.board(float64(lo), float64(d-lo), float64(z)+1)
	under := slabH
	if z == 0 {
		under = plinthH
	}
	_, yb := p.board(float64(lo+1), float64(d-lo+1), float64(z)-under)
	x0, y0 := math.Floor(xl-pad-wallT*tileW*p.zoom), math.Floor(yt-pad-wallT*tileH*p.zoom)
	x1, y1 := math.Ceil(xr+pad+wallT*tileW*p.zoom), math.Ceil(yb+pad)
	img := ebiten.NewImage(int(x1-x0), int(y1-y0))
	g.c.begin(img, g.b.sprites.white, x0, y0)
	for cu := lo; cu <= hi; cu++ {
		x, y := p.column(cu, d-cu)
		g.floor(world.Pos{X: x, Y: y, Z: z}, cu, d-cu)
	}
	for cu := lo; cu <= hi; cu++ {
		x, y := p.column(cu, d-cu)
		g.backWalls(world.Pos{X: x, Y: y, Z: z}, cu, d-cu)
	}
	g.c.flush()
	return chunk{img: img, x: x0, y: y0}, true
}
