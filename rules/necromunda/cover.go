package necromunda

import "github.com/flashpoint-arena/flashpoint/world"

// Cover levels (NEC-SHT-4/5).
const (
	coverNone  = 0
	coverLight = 1
	coverHeavy = 2
)

// coverWords names a cover level.
func coverWords(c int) string {
	switch c {
	case coverLight:
		return "light cover"
	case coverHeavy:
		return "heavy cover"
	}
	return "in the open"
}

// sight is how a fighter in from sees fighter j: lying fighters are seen
// at the crouched height.
func (g *Game) sight(from world.Pos, j int) world.Sight {
	t := &g.st.Fighters[j]
	return g.arena.LineOfSight(from, false, t.Pos, t.lying())
}

// cover is fighter j's cover from a shooter (fighter i) in from (RULES.md
// "Shooting"): none within one cube (NEC-SHT-6), unless j is a Hard
// Target, which keeps its cover there, at most light; otherwise its cover
// at range (coverAtRange).
func (g *Game) cover(i int, from world.Pos, j int) int {
	t := &g.st.Fighters[j]
	if world.Distance(from, t.Pos) <= 1 {
		if g.hardTarget(j) {
			return min(g.coverAtRange(i, from, j), coverLight)
		}
		return coverNone
	}
	return g.coverAtRange(i, from, j)
}

// coverAtRange is fighter j's cover from a shooter (fighter i) in from
// farther than one cube: seen but not in a clear shot, light when a cube
// on the line, its own included, has a low wall facing the shooter, heavy
// otherwise; in a clear shot, light when an Active fighter stands in a
// cube between (NEC-SHT-5), heavy against a Hard Target.
func (g *Game) coverAtRange(i int, from world.Pos, j int) int {
	t := &g.st.Fighters[j]
	switch g.sight(from, j) {
	case world.NoSight:
		return coverHeavy
	case world.Visible:
		if g.lowWallFacing(t.Pos, from) {
			return coverLight
		}
		for _, p := range world.AppendCubesBetween(nil, from, t.Pos) {
			if g.lowWallFacing(p, from) {
				return coverLight
			}
		}
		return coverHeavy
	}
	for _, p := range world.AppendCubesBetween(nil, from, t.Pos) {
		for k := range g.st.Fighters {
			o := &g.st.Fighters[k]
			if k != i && k != j && o.Status == Active && o.Pos == p {
				if g.hardTarget(j) {
					return coverHeavy
				}
				return coverLight
			}
		}
	}
	return coverNone
}

// lowWallFacing reports whether cube p has a low wall on a side that faces
// cube from.
func (g *Game) lowWallFacing(p, from world.Pos) bool {
	low := func(d world.Dir) bool { return g.arena.Side(p, d) == world.LowWall }
	switch {
	case from.X > p.X && low(world.East), from.X < p.X && low(world.West):
		return true
	case from.Y > p.Y && low(world.South), from.Y < p.Y && low(world.North):
		return true
	}
	return false
}

// euclid2 is the squared straight-line distance between cube centres,
// breaking ties of Chebyshev distance (the digest's section 4).
func euclid2(a, b world.Pos) int {
	dx, dy, dz := a.X-b.X, a.Y-b.Y, a.Z-b.Z
	return dx*dx + dy*dy + dz*dz
}
