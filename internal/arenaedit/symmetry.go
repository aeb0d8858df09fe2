package arenaedit

import "github.com/flashpoint-arena/flashpoint/world"

// Symmetry is a way to turn the arena over onto itself: a fair arena is
// the same under one of them with blue and red swapped.
type Symmetry int

// The symmetries.
const (
	HalfTurn      Symmetry = iota // turned half round its centre
	MirrorRows                    // reflected across the middle row (north and south swap)
	MirrorColumns                 // reflected across the middle column (west and east swap)
	symmetryCount
)

// String is the symmetry's stable name.
func (s Symmetry) String() string {
	switch s {
	case HalfTurn:
		return "half-turn"
	case MirrorRows:
		return "mirror-rows"
	case MirrorColumns:
		return "mirror-columns"
	}
	return "?"
}

// DiffKind says what differs between a cube and its image.
type DiffKind int

// The differences.
const (
	DiffFloor DiffKind = iota // the floors differ
	DiffSide                  // a face differs (Dir is the cube's side)
	DiffZone                  // one is in a zone the other is not in, or in another kind of zone
	DiffTeam                  // both are in one side's zone, but not blue on one and red on the other
	DiffLabel                 // an objective's cubes turn onto two different objectives
)

// Diff is one place where the arena and its image differ: cube At and the
// cube Image it turns onto.
type Diff struct {
	Kind      DiffKind
	At, Image world.Pos
	Dir       world.Dir // the face of At, for DiffSide
}

// SymmetryReport is how the arena fares under one symmetry: Same when it
// matches itself (blue and red swapped), else the first differences
// (at most MaxDiffs) and how many there are.
type SymmetryReport struct {
	Symmetry Symmetry
	Same     bool
	Diffs    []Diff
	Count    int
}

// MaxDiffs is the most differences a SymmetryReport lists.
const MaxDiffs = 5

// Symmetries checks the arena under every symmetry, half-turn first.
func Symmetries(a *world.Arena) []SymmetryReport {
	out := make([]SymmetryReport, 0, symmetryCount)
	for s := HalfTurn; s < symmetryCount; s++ {
		out = append(out, checkSymmetry(a, s))
	}
	return out
}

// image is the cube p turns onto under s.
func (s Symmetry) image(a *world.Arena, p world.Pos) world.Pos {
	switch s {
	case HalfTurn:
		return world.Pos{X: a.W - 1 - p.X, Y: a.D - 1 - p.Y, Z: p.Z}
	case MirrorRows:
		return world.Pos{X: p.X, Y: a.D - 1 - p.Y, Z: p.Z}
	}
	return world.Pos{X: a.W - 1 - p.X, Y: p.Y, Z: p.Z}
}

// dir is the side face d turns onto under s.
func (s Symmetry) dir(d world.Dir) world.Dir {
	switch s {
	case HalfTurn:
		return d.Opposite()
	case MirrorRows:
		if d == world.North || d == world.South {
			return d.Opposite()
		}
		return d
	}
	if d == world.East || d == world.West {
		return d.Opposite()
	}
	return d
}

// checkSymmetry compares every cube with its image under s.
func checkSymmetry(a *world.Arena, s Symmetry) SymmetryReport {
	r := SymmetryReport{Symmetry: s}
	add := func(d Diff) {
		if r.Count < MaxDiffs {
			r.Diffs = append(r.Diffs, d)
		}
		r.Count++
	}
	zone := zoneIndex(a)
	labels := map[byte]byte{}
	for i := 0; i < a.Cubes(); i++ {
		p := a.PosAt(i)
		m := s.image(a, p)
		first := i <= a.Index(m) // a cube and its image differ once, not twice
		if first && a.Floor(p) != a.Floor(m) {
			add(Diff{Kind: DiffFloor, At: p, Image: m})
		}
		for _, d := range []world.Dir{world.East, world.South} { // every face once; the board edge always matches
			if faceKey(a, p, d) <= faceKey(a, m, s.dir(d)) && a.Side(p, d) != a.Side(m, s.dir(d)) {
				add(Diff{Kind: DiffSide, At: p, Image: m, Dir: d})
			}
		}
		zp, zm := zone[i], zone[a.Index(m)]
		switch {
		case zp == ' ' && zm == ' ':
		case zoneClass(zp) != zoneClass(zm):
			if first {
				add(Diff{Kind: DiffZone, At: p, Image: m})
			}
		case zoneClass(zp) == 'd' || zoneClass(zp) == 's':
			if first && swapTeam(zp) != zm {
				add(Diff{Kind: DiffTeam, At: p, Image: m})
			}
		case zoneClass(zp) == 'o':
			if prev, ok := labels[zp]; ok && prev != zm {
				add(Diff{Kind: DiffLabel, At: p, Image: m})
			}
			labels[zp] = zm
		}
	}
	r.Same = r.Count == 0
	return r
}

// faceKey names the face d of cube p the same from both cubes it
// separates: by the cube west or north of it, so that a difference in one
// face is listed once.
func faceKey(a *world.Arena, p world.Pos, d world.Dir) int {
	switch d {
	case world.West:
		p, d = p.Add(world.West.Delta()), world.East
	case world.North:
		p, d = p.Add(world.North.Delta()), world.South
	}
	return (p.Z*a.D+p.Y)*a.W*4 + p.X*4 + int(d)
}

// zoneIndex is the zone character of every cube of a.
func zoneIndex(a *world.Arena) []byte {
	z := blankZones(a)
	for _, zn := range a.Zones {
		c := zoneCharOf(zn)
		for _, p := range zn.Cells {
			if i := a.Index(p); i >= 0 && c != 0 && z[i] == ' ' {
				z[i] = c
			}
		}
	}
	return z
}

// zoneClass groups zone characters: 'd' deployment, 's' respawn, 'w'
// weapon drop, 'o' objective, ' ' none.
func zoneClass(c byte) byte {
	switch c {
	case 'b', 'r':
		return 'd'
	case 'B', 'R':
		return 's'
	case 'W':
		return 'w'
	case ' ':
		return ' '
	}
	return 'o'
}

// swapTeam is the other side's zone character of the same kind.
func swapTeam(c byte) byte {
	switch c {
	case 'b':
		return 'r'
	case 'r':
		return 'b'
	case 'B':
		return 'R'
	case 'R':
		return 'B'
	}
	return c
}
