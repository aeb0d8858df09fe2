package world

// Sight is how well one model sees another (DESIGN.md section 4).
type Sight uint8

// The sight results.
const (
	NoSight   Sight = iota // no sample point of the target is seen: it cannot be targeted
	Visible                // some sample points are seen
	ClearShot              // every sample point, the base included, is seen (HF-SHT-2)
)

// String returns "none", "visible" or "clear shot".
func (s Sight) String() string {
	switch s {
	case NoSight:
		return "none"
	case Visible:
		return "visible"
	case ClearShot:
		return "clear shot"
	}
	return "?"
}

// The model and sight geometry, in cubes.
const (
	StandingHeight = 0.8  // height of a standing model
	CrouchedHeight = 0.55 // height of a crouched model
	ModelRadius    = 0.2  // radius of a model's base
	EyeFraction    = 0.9  // the eye is at this fraction of the model's height
	EyeShift       = 0.25 // how far an observer leans from its cube's centre, along X and Y
	TargetShift    = 0.25 // how far a target stands from its cube's centre (its base stays 0.05 inside)
	BaseHeight     = 0.05 // height of the base ring's sample points
	LowWallHeight  = 0.5  // a low wall blocks sight below this height of its cube
)

// LineOfSight says how well a model in cube from sees a model in cube to
// (DESIGN.md section 4). Models are cylinders of ModelRadius standing on
// their cube's floor, StandingHeight tall or CrouchedHeight when crouched;
// the eye is at EyeFraction of the height. Each model may stand anywhere in
// its cube, so the observer's eye is tried at the cube's centre and leaning
// EyeShift towards the target along X, along Y and along both, and the
// target likewise TargetShift towards the observer; the best placement
// counts. The target's sample points are its base ring (4 points on the
// radius at BaseHeight), its middle (half its height) and its head (top).
// Sight is blocked by a Wall face (full height), a LowWall face below
// LowWallHeight, and a solid floor; girders do not block. A ray that
// passes exactly through an edge where faces meet is blocked if any of them
// blocks it. ClearShot if every sample point is seen, Visible if some are,
// NoSight if none. The same cube is a ClearShot; a cube outside the arena
// is NoSight. Each answer is traced once and then looked up in the arena's
// sight table (sight_table.go).
func (a *Arena) LineOfSight(from Pos, fromCrouched bool, to Pos, toCrouched bool) Sight {
	return a.lookSight(from, fromCrouched, to, toCrouched)
}

// CanSee reports whether LineOfSight is not NoSight, from the same table.
func (a *Arena) CanSee(from Pos, fromCrouched bool, to Pos, toCrouched bool) bool {
	return a.lookSight(from, fromCrouched, to, toCrouched) != NoSight
}

// point is a point in arena space: cube (x, y, z) spans [x, x+1) and so on.
type point struct{ x, y, z float64 }

// placements returns the model axis positions tried in cube p when facing
// cube q: leaning shift towards q along both axes, along X, along Y, and
// the centre, without repeats.
func placements(p, q Pos, shift float64) ([4]point, int) {
	sx, sy := float64(sign(q.X-p.X))*shift, float64(sign(q.Y-p.Y))*shift
	cx, cy := float64(p.X)+0.5, float64(p.Y)+0.5
	var out [4]point
	n := 0
	add := func(dx, dy float64) {
		for i := 0; i < n; i++ {
			if out[i].x == cx+dx && out[i].y == cy+dy {
				return
			}
		}
		out[n] = point{cx + dx, cy + dy, float64(p.Z)}
		n++
	}
	add(sx, sy)
	add(sx, 0)
	add(0, sy)
	add(0, 0)
	return out, n
}

// modelHeight returns a model's height.
func modelHeight(crouched bool) float64 {
	if crouched {
		return CrouchedHeight
	}
	return StandingHeight
}

// targetSamples returns the sample points of a target whose axis stands at
// base: head, middle, then the base ring.
func targetSamples(base point, height float64) [6]point {
	z := base.z
	return [6]point{
		{base.x, base.y, z + height},
		{base.x, base.y, z + height/2},
		{base.x + ModelRadius, base.y, z + BaseHeight},
		{base.x - ModelRadius, base.y, z + BaseHeight},
		{base.x, base.y + ModelRadius, z + BaseHeight},
		{base.x, base.y - ModelRadius, z + BaseHeight},
	}
}

// traceSight computes LineOfSight from the geometry, tracing rays; it
// fills the sight table.
func (a *Arena) traceSight(from Pos, fromCrouched bool, to Pos, toCrouched bool) Sight {
	if !a.In(from) || !a.In(to) {
		return NoSight
	}
	if from == to {
		return ClearShot
	}
	eyes, ne := placements(from, to, EyeShift)
	bases, nb := placements(to, from, TargetShift)
	eyeZ := EyeFraction * modelHeight(fromCrouched)
	for i := range eyes[:ne] {
		eyes[i].z += eyeZ
	}
	th := modelHeight(toCrouched)
	lo, hi := targetBox(bases[:nb], th)
	best := NoSight
	var cache blockers
	for _, eye := range eyes[:ne] {
		for _, base := range bases[:nb] {
			samples := targetSamples(base, th)
			seen := 0
			for k := range samples {
				clear, added := a.rayClearCached(eye, samples[k], &cache)
				if clear {
					seen++
					best = Visible
					continue
				}
				if best != NoSight {
					break // this placement cannot give a clear shot, and sight is known
				}
				if added >= 0 && a.hiddenBehind(eyes[:ne], lo, hi, cache.planes[added]) {
					return NoSight
				}
			}
			if seen == len(samples) {
				return ClearShot
			}
		}
	}
	return best
}

// targetBox returns the corners of the box around every sample point of a
// target standing at any of the given placements.
func targetBox(bases []point, height float64) (lo, hi point) {
	lo, hi = bases[0], bases[0]
	for _, b := range bases[1:] {
		lo.x, lo.y = min(lo.x, b.x), min(lo.y, b.y)
		hi.x, hi.y = max(hi.x, b.x), max(hi.y, b.y)
	}
	lo.x, lo.y, lo.z = lo.x-ModelRadius, lo.y-ModelRadius, lo.z+BaseHeight
	hi.x, hi.y, hi.z = hi.x+ModelRadius, hi.y+ModelRadius, hi.z+height
	return lo, hi
}
