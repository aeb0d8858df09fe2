package world

import "math"

// crossEps is how close two plane crossings along a ray must be to count as
// one crossing through the edge where the planes meet.
const crossEps = 1e-9

// rayClear reports whether the straight segment from p to q (both strictly
// inside cubes of the arena) crosses no blocking face or floor: a Wall face,
// a LowWall face below LowWallHeight of its cube, or a solid floor.
func (a *Arena) rayClear(p, q point) bool {
	clear, _ := a.traceRay(p, q)
	return clear
}

// traceRay walks the segment from p to q cube by cube. It reports whether
// the segment is clear and, if not, the plane of the face or floor that
// stopped it (axis 3 when it was stopped at an edge of several planes).
func (a *Arena) traceRay(p, q point) (bool, plane) {
	dx, dy, dz := q.x-p.x, q.y-p.y, q.z-p.z
	ix, iy, iz := int(math.Floor(p.x)), int(math.Floor(p.y)), int(math.Floor(p.z))
	if ix < 0 || iy < 0 || iz < 0 || ix >= a.W || iy >= a.D || iz >= a.H {
		return false, plane{axis: 3}
	}
	sx, tMaxX, tDeltaX := axisSetup(p.x, dx, ix)
	sy, tMaxY, tDeltaY := axisSetup(p.y, dy, iy)
	sz, tMaxZ, tDeltaZ := axisSetup(p.z, dz, iz)
	for {
		t := min(tMaxX, tMaxY, tMaxZ)
		if t >= 1 {
			return true, plane{}
		}
		cx, cy, cz := tMaxX-t <= crossEps, tMaxY-t <= crossEps, tMaxZ-t <= crossEps
		if cx && !cy && !cz {
			if a.sideBlocks(ix, iy, iz, xSide(sx), p.z+t*dz) {
				return false, plane{0, ix + max(sx, 0)}
			}
			ix += sx
			tMaxX += tDeltaX
			continue
		}
		if cy && !cx && !cz {
			if a.sideBlocks(ix, iy, iz, ySide(sy), p.z+t*dz) {
				return false, plane{1, iy + max(sy, 0)}
			}
			iy += sy
			tMaxY += tDeltaY
			continue
		}
		if cz && !cx && !cy {
			if a.floorBlocks(ix, iy, iz, sz) {
				return false, plane{2, iz + max(sz, 0)}
			}
			iz += sz
			tMaxZ += tDeltaZ
			continue
		}
		// Several planes at once: the ray passes through an edge or corner.
		if a.edgeBlocks(ix, iy, iz, sx, sy, sz, cx, cy, cz, p.z+t*dz) {
			return false, plane{axis: 3}
		}
		if cx {
			ix += sx
			tMaxX += tDeltaX
		}
		if cy {
			iy += sy
			tMaxY += tDeltaY
		}
		if cz {
			iz += sz
			tMaxZ += tDeltaZ
		}
	}
}

// axisSetup returns the step direction along one axis, the ray parameter
// of the first plane crossed and the parameter distance between planes.
func axisSetup(p, d float64, i int) (step int, tMax, tDelta float64) {
	switch {
	case d > 0:
		return 1, (float64(i+1) - p) / d, 1 / d
	case d < 0:
		return -1, (float64(i) - p) / d, -1 / d
	}
	return 0, math.Inf(1), math.Inf(1)
}

func xSide(sx int) Dir {
	if sx > 0 {
		return East
	}
	return West
}

func ySide(sy int) Dir {
	if sy > 0 {
		return South
	}
	return North
}

// sideBlocks reports whether side d of cube (x, y, z) stops a ray crossing
// it at height zc; a cube outside the arena stops everything.
func (a *Arena) sideBlocks(x, y, z int, d Dir, zc float64) bool {
	if x < 0 || y < 0 || z < 0 || x >= a.W || y >= a.D || z >= a.H {
		return true
	}
	switch a.cells[a.index(x, y, z)].Sides[d] {
	case Wall:
		return true
	case LowWall:
		return zc-float64(z) < LowWallHeight
	}
	return false
}

// floorBlocks reports whether a ray leaving cube (x, y, z) up (sz 1) or
// down (sz -1) is stopped by a solid floor, or leaves the arena.
func (a *Arena) floorBlocks(x, y, z, sz int) bool {
	if x < 0 || y < 0 || x >= a.W || y >= a.D {
		return true
	}
	if sz > 0 {
		z++
	}
	if z < 0 || z >= a.H {
		return true
	}
	return a.cells[a.index(x, y, z)].Floor == FloorSolid
}

// edgeBlocks checks a crossing of two or three planes at once by trying
// every order of the single crossings: it blocks if any order does.
func (a *Arena) edgeBlocks(ix, iy, iz, sx, sy, sz int, cx, cy, cz bool, zc float64) bool {
	var axes [3]int
	n := 0
	if cx {
		axes[n] = 0
		n++
	}
	if cy {
		axes[n] = 1
		n++
	}
	if cz {
		axes[n] = 2
		n++
	}
	var orders [6][3]int
	m := 0
	if n == 2 {
		orders[0] = [3]int{axes[0], axes[1]}
		orders[1] = [3]int{axes[1], axes[0]}
		m = 2
	} else {
		for _, o := range [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
			orders[m] = o
			m++
		}
	}
	for _, order := range orders[:m] {
		x, y, z := ix, iy, iz
		for _, axis := range order[:n] {
			switch axis {
			case 0:
				if a.sideBlocks(x, y, z, xSide(sx), zc) {
					return true
				}
				x += sx
			case 1:
				if a.sideBlocks(x, y, z, ySide(sy), zc) {
					return true
				}
				y += sy
			case 2:
				if a.floorBlocks(x, y, z, sz) {
					return true
				}
				z += sz
			}
		}
	}
	return false
}
