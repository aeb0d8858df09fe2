package firepower

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// inArc reports whether cube to lies in the fire arc of a soldier in
// cube from facing f (FP-ARC-1 on cubes): within 45° either side of the
// facing, the boundary diagonals included. A cube straight above or
// below is in every arc.
func inArc(from world.Pos, f world.Dir8, to world.Pos) bool {
	dx, dy := to.X-from.X, to.Y-from.Y
	if dx == 0 && dy == 0 {
		return true
	}
	d := f.Delta()
	dot := d.X*dx + d.Y*dy
	if dot <= 0 {
		return false
	}
	// cos² of the angle ≥ ½: 2·dot² ≥ |d|²·|v|².
	return 2*dot*dot >= (d.X*d.X+d.Y*d.Y)*(dx*dx+dy*dy)
}

// line is the cubes a line from the centre of from to the centre of to
// passes through, both ends included (world.AppendCubesBetween).
func line(from, to world.Pos) []world.Pos {
	out := append(make([]world.Pos, 0, 16), from)
	out = world.AppendCubesBetween(out, from, to)
	if to != from {
		out = append(out, to)
	}
	return out
}

// crossesLowWall reports whether the step of a line from cube p into
// the neighbouring cube q passes a low wall: the face between them, or
// for a step across a corner any of the faces meeting there.
func (g *Game) crossesLowWall(p, q world.Pos) bool {
	d, ok := world.DirTowards(p, q)
	if !ok {
		return false
	}
	ns, ew := sides(d)
	low := func(c world.Pos, s world.Dir) bool { return g.arena.In(c) && g.arena.Side(c, s) == world.LowWall }
	if !d.Diagonal() {
		return low(p, ns) || low(q, ns.Opposite())
	}
	return low(p, ns) || low(p, ew) || low(q, ns.Opposite()) || low(q, ew.Opposite())
}

// sides returns the sides a step in direction d crosses: an orthogonal
// step its side twice, a diagonal the north or south side and the east
// or west side.
func sides(d world.Dir8) (ns, ew world.Dir) {
	switch d {
	case world.N:
		return world.North, world.North
	case world.NE:
		return world.North, world.East
	case world.E:
		return world.East, world.East
	case world.SE:
		return world.South, world.East
	case world.S:
		return world.South, world.South
	case world.SW:
		return world.South, world.West
	case world.W:
		return world.West, world.West
	}
	return world.North, world.West
}

// lineCrossesLowWall reports whether any step of the line passes a low
// wall (a fence, FP-LOS-3).
func (g *Game) lineCrossesLowWall(cubes []world.Pos) bool {
	for k := 1; k < len(cubes); k++ {
		if g.crossesLowWall(cubes[k-1], cubes[k]) {
			return true
		}
	}
	return false
}

// canSee reports whether a soldier of seat in from (Prone or not) has a
// line of sight to cube to, at a figure Prone or not there (FP-LOS-1..5
// on cubes, RULES.md "Line of sight"): the arena's 3D sight (walls and
// floors block; a Prone soldier is seen and sees at the crouched
// height); a fence (low wall) on the line blocks when either end is
// Prone (FP-LOS-3); a cube on the line holding a soldier of seat on the
// firer's level, Standing or the firer Prone, blocks (FP-LOS-4); enemy
// soldiers never block.
func (g *Game) canSee(seat rules.Seat, from world.Pos, fromProne bool, to world.Pos, toProne bool) bool {
	if !g.arena.CanSee(from, fromProne, to, toProne) {
		return false
	}
	cubes := line(from, to)
	if (fromProne || toProne) && g.lineCrossesLowWall(cubes) {
		return false
	}
	for _, p := range cubes[1 : len(cubes)-1] {
		if p.Z != from.Z {
			continue
		}
		for i := range g.st.Soldiers {
			s := &g.st.Soldiers[i]
			if s.alive() && s.Seat == seat && s.Pos == p && (!s.Prone || fromProne) {
				return false
			}
		}
	}
	return true
}

// hindrance counts the tree and hedge cubes a line crosses, its ends
// not counted (FP-LOS-6).
func (g *Game) hindrance(from, to world.Pos) int {
	n := 0
	cubes := line(from, to)
	for _, p := range cubes[1 : len(cubes)-1] {
		if t := g.terrainAt(p); t == Tree || t == Hedge {
			n++
		}
	}
	return n
}

// inCover reports whether a soldier in cube to is in cover from fire or
// a blast coming from cube from (FP-MOD-1): its cube holds trees or rough
// ground, or the line enters its cube over a fence (a low wall).
func (g *Game) inCover(from, to world.Pos) bool {
	if t := g.terrainAt(to); t == Tree || t == Rough {
		return true
	}
	if from == to {
		return false
	}
	cubes := line(from, to)
	return g.crossesLowWall(cubes[len(cubes)-2], to)
}

// concealed reports whether a soldier in cube p is concealed (FP-MOD-1):
// scrub, trees or a hedge in its cube.
func (g *Game) concealed(p world.Pos) bool {
	t := g.terrainAt(p)
	return t == Scrub || t == Tree || t == Hedge
}
