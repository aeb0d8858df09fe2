package world

// New returns a code-built arena of w columns, d rows and h levels: every
// face open except the board edge (always a wall), level 0 solid and every
// cube above it without a floor, and no zones. Sizes below 1 count as 1.
// Shape it with SetFloor and SetSide.
func New(name string, w, d, h int) *Arena {
	w, d, h = max(w, 1), max(d, 1), max(h, 1)
	a := &Arena{Name: name, W: w, D: d, H: h, cells: make([]Cell, w*d*h)}
	for z := 0; z < h; z++ {
		for y := 0; y < d; y++ {
			for x := 0; x < w; x++ {
				c := &a.cells[a.index(x, y, z)]
				if z == 0 {
					c.Floor = FloorSolid
				}
				if y == 0 {
					c.Sides[North] = Wall
				}
				if y == d-1 {
					c.Sides[South] = Wall
				}
				if x == 0 {
					c.Sides[West] = Wall
				}
				if x == w-1 {
					c.Sides[East] = Wall
				}
			}
		}
	}
	a.buildGraph()
	return a
}

// SetFloor sets the floor of cube p. A cube outside the arena is ignored.
// (A text arena insists on solid floors at level 0; a code-built one may
// have holes there, but Format of such an arena will not parse again.)
func (a *Arena) SetFloor(p Pos, f Floor) {
	if a.In(p) {
		a.cells[a.idx(p)].Floor = f
		a.updateGraph(p.X, p.Y)
		a.resetSight()
		a.resetReachMemo()
	}
}

// SetSide sets side d of cube p and the opposite side of the neighbour
// sharing that face, so both cubes always agree. The board edge is always
// a wall: setting a face on the edge, or of a cube outside, is ignored.
func (a *Arena) SetSide(p Pos, d Dir, s Side) {
	if !a.In(p) || d > West {
		return
	}
	q := p.Add(d.Delta())
	if !a.In(q) {
		return
	}
	a.cells[a.idx(p)].Sides[d] = s
	a.cells[a.idx(q)].Sides[d.Opposite()] = s
	a.updateGraph(p.X, p.Y)
	a.updateGraph(q.X, q.Y)
	a.resetSight()
	a.resetReachMemo()
}

// In reports whether p is a cube of the arena.
func (a *Arena) In(p Pos) bool {
	return p.X >= 0 && p.Y >= 0 && p.Z >= 0 && p.X < a.W && p.Y < a.D && p.Z < a.H
}

// Cell returns cube p; a cube outside the arena is the zero Cell.
func (a *Arena) Cell(p Pos) Cell {
	if !a.In(p) {
		return Cell{}
	}
	return a.cells[a.idx(p)]
}

// Floor returns the floor of cube p; outside the arena there is none.
func (a *Arena) Floor(p Pos) Floor {
	if !a.In(p) {
		return FloorNone
	}
	return a.cells[a.idx(p)].Floor
}

// Side returns side d of cube p. The board edge, and any side of a cube
// outside the arena, is a Wall.
func (a *Arena) Side(p Pos, d Dir) Side {
	if !a.In(p) || d > West {
		return Wall
	}
	return a.cells[a.idx(p)].Sides[d]
}

// Standable reports whether a model can stand in cube p: it is inside the
// arena and its floor is solid or a girder.
func (a *Arena) Standable(p Pos) bool {
	return a.In(p) && a.cells[a.idx(p)].Floor != FloorNone
}

// Cubes returns the number of cubes, W*D*H.
func (a *Arena) Cubes() int { return a.W * a.D * a.H }

// Index returns the position of cube p in reading order (level, row,
// column), from 0 to Cubes()-1, or -1 outside the arena. Callers use it to
// keep per-cube data in plain slices.
func (a *Arena) Index(p Pos) int {
	if !a.In(p) {
		return -1
	}
	return a.idx(p)
}

// PosAt returns the cube with reading-order index i (the inverse of Index).
func (a *Arena) PosAt(i int) Pos {
	if a.W <= 0 || a.D <= 0 {
		return Pos{}
	}
	wd := a.W * a.D
	return Pos{X: i % a.W, Y: i / a.W % a.D, Z: i / wd}
}

// idx is Index for a cube known to be inside.
func (a *Arena) idx(p Pos) int { return (p.Z*a.D+p.Y)*a.W + p.X }

// index is idx from coordinates.
func (a *Arena) index(x, y, z int) int { return (z*a.D+y)*a.W + x }
