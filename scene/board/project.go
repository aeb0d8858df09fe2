package board

import "github.com/flashpoint-arena/flashpoint/world"

// Sizes at zoom 1, in screen pixels.
const (
	tileW   = 80.0 // width of a cube's top face
	tileH   = 40.0 // height of a cube's top face (2:1 isometric)
	levelH  = 50.0 // height of one level (a cube seen from 30° above)
	marginX = 24.0 // empty border left and right of the arena
	marginY = 24.0 // empty border above the highest level and below the plinth
	plinthH = 0.3  // depth of the ground slab under level 0, in levels
	slabH   = 0.12 // thickness of an upper solid floor, in levels
)

// projection maps arena coordinates to board pixels for one rotation and
// zoom. Board pixels are screen pixels before the pan is added: a screen
// point is a board point plus (PanX, PanY).
//
// The camera rotation turns the arena's ground plane by quarter turns into
// "view" coordinates (u, v): u grows towards the lower right of the screen,
// v towards the lower left, so the viewer looks from large u+v. A cube's
// view cell is (cu, cv); its top face spans u in [cu, cu+1], v in [cv, cv+1].
type projection struct {
	rot     int     // 0..3
	w, d, h int     // arena size
	nu, nv  int     // view extents: cells along u and along v
	zoom    float64 // scale of every length
	ox, oy  float64 // board pixel of view point (0, 0) at height 0
}

func newProjection(a *world.Arena, rot int, zoom float64) projection {
	p := projection{rot: rot & 3, w: a.W, d: a.D, h: a.H, zoom: zoom}
	p.nu, p.nv = a.W, a.D
	if p.rot%2 == 1 {
		p.nu, p.nv = a.D, a.W
	}
	p.ox = (marginX + float64(p.nv)*tileW/2) * zoom
	p.oy = (marginY + float64(p.h)*levelH + levelH*0.6) * zoom
	return p
}

// diagonals is the number of back-to-front rows (cells with equal cu+cv).
func (p projection) diagonals() int { return p.nu + p.nv - 1 }

// size is the board image size in board pixels.
func (p projection) size() (w, h float64) {
	w = (2*marginX + float64(p.nu+p.nv)*tileW/2) * p.zoom
	h = p.oy + (float64(p.nu+p.nv)*tileH/2+plinthH*levelH+marginY)*p.zoom
	return w, h
}

// view turns a ground point of the arena (x east, y south, in cubes) into
// view coordinates.
func (p projection) view(x, y float64) (u, v float64) {
	switch p.rot {
	case 1:
		return float64(p.d) - y, x
	case 2:
		return float64(p.w) - x, float64(p.d) - y
	case 3:
		return y, float64(p.w) - x
	}
	return x, y
}

// ground is the inverse of view.
func (p projection) ground(u, v float64) (x, y float64) {
	switch p.rot {
	case 1:
		return v, float64(p.d) - u
	case 2:
		return float64(p.w) - u, float64(p.d) - v
	case 3:
		return float64(p.w) - v, u
	}
	return u, v
}

// cell gives the view cell of an arena column.
func (p projection) cell(x, y int) (cu, cv int) {
	switch p.rot {
	case 1:
		return p.d - 1 - y, x
	case 2:
		return p.w - 1 - x, p.d - 1 - y
	case 3:
		return y, p.w - 1 - x
	}
	return x, y
}

// column is the inverse of cell.
func (p projection) column(cu, cv int) (x, y int) {
	switch p.rot {
	case 1:
		return cv, p.d - 1 - cu
	case 2:
		return p.w - 1 - cu, p.d - 1 - cv
	case 3:
		return p.w - 1 - cv, cu
	}
	return cu, cv
}

// worldDir is the arena side that faces view direction vd. View directions
// use the world.Dir numbering: North is -v, East +u, South +v, West -u.
func (p projection) worldDir(vd world.Dir) world.Dir {
	return world.Dir((int(vd) - p.rot + 4) % 4)
}

// board projects a view point at height z (in levels) to board pixels.
func (p projection) board(u, v, z float64) (bx, by float64) {
	bx = p.ox + (u-v)*tileW/2*p.zoom
	by = p.oy + ((u+v)*tileH/2-z*levelH)*p.zoom
	return bx, by
}

// floorCentre is the board pixel of the centre of a cube's floor.
func (p projection) floorCentre(c world.Pos) (bx, by float64) {
	u, v := p.view(float64(c.X)+0.5, float64(c.Y)+0.5)
	return p.board(u, v, float64(c.Z))
}

// sliceOf is the draw slice of a cube: levels bottom to top, and within a
// level the diagonals back to front.
func (p projection) sliceOf(c world.Pos) int {
	cu, cv := p.cell(c.X, c.Y)
	return c.Z*p.diagonals() + cu + cv
}

// slices is the number of draw slices.
func (p projection) slices() int { return p.h * p.diagonals() }
