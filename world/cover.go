package world

// OwnCubeCover reports whether the faces of the target's own cube alone
// keep a model in cube from from a clear shot at a model in cube to: its
// four sides (a Wall, or a LowWall below LowWallHeight), its solid floor
// and its ceiling (the solid floor of the cube above). It tries the
// placements LineOfSight tries and is true when, for every placement of
// the eye and of the target, the ray to some sample point of the target
// enters the target's cube through such a face; a ray entering through an
// edge or corner is stopped if any face there stops it. The faces of other
// cubes play no part, so a target hidden only by terrain farther away is
// not covered. False for the same cube or a cube outside the arena. The
// rulesets that give cover "within 1 inch" of the target read it (a cube
// is 3 inches).
func (a *Arena) OwnCubeCover(from Pos, fromCrouched bool, to Pos, toCrouched bool) bool {
	if !a.In(from) || !a.In(to) || from == to {
		return false
	}
	eyes, ne := placements(from, to, EyeShift)
	bases, nb := placements(to, from, TargetShift)
	eyeZ := EyeFraction * modelHeight(fromCrouched)
	th := modelHeight(toCrouched)
	for _, eye := range eyes[:ne] {
		eye.z += eyeZ
		for _, base := range bases[:nb] {
			covered := false
			for _, s := range targetSamples(base, th) {
				if a.entryBlocks(eye, s, to) {
					covered = true
					break
				}
			}
			if !covered {
				return false
			}
		}
	}
	return true
}

// entryBlocks reports whether the segment from p (outside cube c) to q
// (inside it) enters c through a face of c that stops sight: a side
// (sideBlocks at the height it crosses), the floor from below or the
// ceiling from above when solid.
func (a *Arena) entryBlocks(p, q point, c Pos) bool {
	lo := [3]float64{float64(c.X), float64(c.Y), float64(c.Z)}
	from := [3]float64{p.x, p.y, p.z}
	d := [3]float64{q.x - p.x, q.y - p.y, q.z - p.z}
	var t [3]float64
	enter := 0.0
	for k := range 3 {
		switch {
		case d[k] > 0:
			t[k] = (lo[k] - from[k]) / d[k]
		case d[k] < 0:
			t[k] = (lo[k] + 1 - from[k]) / d[k]
		default:
			t[k] = -1 // no face of this axis is crossed
		}
		enter = max(enter, t[k])
	}
	zc := p.z + enter*d[2]
	for k := range 3 {
		if t[k] < 0 || enter-t[k] > crossEps {
			continue
		}
		var stops bool
		switch k {
		case 0:
			stops = a.sideBlocks(c.X, c.Y, c.Z, xSide(-sign3(d[0])), zc)
		case 1:
			stops = a.sideBlocks(c.X, c.Y, c.Z, ySide(-sign3(d[1])), zc)
		case 2:
			if d[2] > 0 {
				stops = a.cells[a.index(c.X, c.Y, c.Z)].Floor == FloorSolid
			} else {
				stops = c.Z+1 < a.H && a.cells[a.index(c.X, c.Y, c.Z+1)].Floor == FloorSolid
			}
		}
		if stops {
			return true
		}
	}
	return false
}

// sign3 is the sign of a float as an int step.
func sign3(v float64) int {
	if v > 0 {
		return 1
	}
	return -1
}
