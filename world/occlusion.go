package world

import "math"

// Shortcuts for sight tests: remembered blocking planes and a proof that one
// plane hides a whole target. Both give exactly the answer traceRay would.

// plane is one grid plane: axis 0 is x = c, 1 is y = c, 2 is z = c.
type plane struct {
	axis uint8
	c    int
}

// blockers remembers the planes that stopped the last rays of one sight
// test: rays between two nearby models are mostly stopped by the same wall
// or floor, and testing one plane is much cheaper than tracing a ray.
type blockers struct {
	planes [4]plane
	n      int
	next   int
}

// add remembers a blocking plane, replacing the oldest when full, and
// returns where it put it.
func (b *blockers) add(pl plane) int {
	if b.n < len(b.planes) {
		b.planes[b.n] = pl
		b.n++
		return b.n - 1
	}
	i := b.next
	b.planes[i] = pl
	b.next = (b.next + 1) % len(b.planes)
	return i
}

// rayClearCached is rayClear that first tries the remembered blockers. When
// a full trace finds a new blocking plane it remembers it and returns its
// place in b (else -1).
func (a *Arena) rayClearCached(p, q point, b *blockers) (bool, int) {
	for i := 0; i < b.n; i++ {
		if a.planeBlocks(p, q, b.planes[i]) {
			return false, -1
		}
	}
	clear, pl := a.traceRay(p, q)
	if clear || pl.axis > 2 {
		return clear, -1
	}
	return false, b.add(pl)
}

// planeBlocks reports whether segment p-q crosses plane pl strictly inside
// a face that blocks it there. Crossings on or near a face's boundary are
// left to traceRay, so this never disagrees with it.
func (a *Arena) planeBlocks(p, q point, pl plane) bool {
	const margin = 1e-7
	c := float64(pl.c)
	var pa, qa float64
	switch pl.axis {
	case 0:
		pa, qa = p.x, q.x
	case 1:
		pa, qa = p.y, q.y
	default:
		pa, qa = p.z, q.z
	}
	if (pa-c)*(qa-c) >= 0 {
		return false
	}
	t := (c - pa) / (qa - pa)
	x, y, z := p.x+t*(q.x-p.x), p.y+t*(q.y-p.y), p.z+t*(q.z-p.z)
	if x < 0 || y < 0 || z < 0 {
		return false
	}
	ix, iy, iz := int(x), int(y), int(z)
	fx, fy, fz := x-float64(ix), y-float64(iy), z-float64(iz)
	switch pl.axis {
	case 0:
		if fy < margin || fy > 1-margin || fz < margin || fz > 1-margin || pl.c <= 0 || pl.c >= a.W || iy >= a.D || iz >= a.H {
			return false
		}
		return sideStops(a.cells[a.index(pl.c, iy, iz)].Sides[West], fz, margin)
	case 1:
		if fx < margin || fx > 1-margin || fz < margin || fz > 1-margin || pl.c <= 0 || pl.c >= a.D || ix >= a.W || iz >= a.H {
			return false
		}
		return sideStops(a.cells[a.index(ix, pl.c, iz)].Sides[North], fz, margin)
	}
	if fx < margin || fx > 1-margin || fy < margin || fy > 1-margin || pl.c <= 0 || pl.c >= a.H || ix >= a.W || iy >= a.D {
		return false
	}
	return a.cells[a.index(ix, iy, pl.c)].Floor == FloorSolid
}

// hiddenBehind reports whether plane pl stops every segment from the eyes
// to the target box (lo, hi): the eyes lie on one side of it, the box on the
// other, and every such segment crosses it inside a rectangle made only of
// faces (or floors) that stop it there. The crossings of all segments from
// one eye to the box fill the convex hull of the crossings towards the
// box's corners, so the eyes' crossings towards the eight corners bound
// them all. Like planeBlocks it never disagrees with traceRay: everything
// within a margin of the rectangle is checked too.
func (a *Arena) hiddenBehind(eyes []point, lo, hi point, pl plane) bool {
	const margin = 1e-7
	c := float64(pl.c)
	along := func(p point) float64 {
		switch pl.axis {
		case 0:
			return p.x
		case 1:
			return p.y
		}
		return p.z
	}
	eyeSide := along(eyes[0]) < c
	for _, e := range eyes {
		if d := along(e) - c; (d < 0) != eyeSide || d > -margin && d < margin {
			return false
		}
	}
	if eyeSide && along(lo) <= c+margin || !eyeSide && along(hi) >= c-margin {
		return false
	}
	// The rectangle the crossings span, in the plane's two other axes.
	u0, u1, v0, v1 := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, e := range eyes {
		for corner := 0; corner < 8; corner++ {
			q := lo
			if corner&1 != 0 {
				q.x = hi.x
			}
			if corner&2 != 0 {
				q.y = hi.y
			}
			if corner&4 != 0 {
				q.z = hi.z
			}
			t := (c - along(e)) / (along(q) - along(e))
			x, y, z := e.x+t*(q.x-e.x), e.y+t*(q.y-e.y), e.z+t*(q.z-e.z)
			var u, v float64
			switch pl.axis {
			case 0:
				u, v = y, z
			case 1:
				u, v = x, z
			default:
				u, v = x, y
			}
			u0, u1, v0, v1 = min(u0, u), max(u1, u), min(v0, v), max(v1, v)
		}
	}
	iu0, iu1 := int(math.Floor(u0-margin)), int(math.Floor(u1+margin))
	iv0, iv1 := int(math.Floor(v0-margin)), int(math.Floor(v1+margin))
	if iu0 < 0 || iv0 < 0 {
		return false
	}
	switch pl.axis {
	case 0, 1:
		// u runs along the wall (y or x), v is the height.
		limit, other := a.D, a.W
		if pl.axis == 1 {
			limit, other = a.W, a.D
		}
		if pl.c <= 0 || pl.c >= other || iu1 >= limit || iv1 >= a.H {
			return false
		}
		for iv := iv0; iv <= iv1; iv++ {
			for iu := iu0; iu <= iu1; iu++ {
				var s Side
				if pl.axis == 0 {
					s = a.cells[a.index(pl.c, iu, iv)].Sides[West]
				} else {
					s = a.cells[a.index(iu, pl.c, iv)].Sides[North]
				}
				if s != Wall && !(s == LowWall && v1+margin < float64(iv)+LowWallHeight) {
					return false
				}
			}
		}
		return true
	}
	if pl.c <= 0 || pl.c >= a.H || iu1 >= a.W || iv1 >= a.D {
		return false
	}
	for iv := iv0; iv <= iv1; iv++ {
		for iu := iu0; iu <= iu1; iu++ {
			if a.cells[a.index(iu, iv, pl.c)].Floor != FloorSolid {
				return false
			}
		}
	}
	return true
}

// sideStops reports whether a side clearly stops a ray crossing it at
// height fz within its cube.
func sideStops(s Side, fz, margin float64) bool {
	switch s {
	case Wall:
		return true
	case LowWall:
		return fz < LowWallHeight-margin
	}
	return false
}
