package world

// BearingTowards returns the one of the eight horizontal directions nearest
// to the true bearing from one cube to another (Knockback pushes "directly
// away"): a cube 5 east and 1 south lies east, not south-east. A bearing is
// orthogonal when the smaller of the column and row differences is less
// than tan(22.5°) = √2 − 1 times the larger, diagonal otherwise; the test
// (minor + major)² < 2·major² is exact in integers, and no whole-number
// bearing falls on the boundary. It reports false when both cubes are in
// the same column (only Z differs, or equal).
func BearingTowards(from, to Pos) (Dir8, bool) {
	dx, dy := to.X-from.X, to.Y-from.Y
	ax, ay := abs(dx), abs(dy)
	if ax == 0 && ay == 0 {
		return N, false
	}
	major, minor := max(ax, ay), min(ax, ay)
	if (minor+major)*(minor+major) < 2*major*major {
		// Orthogonal: keep only the larger difference.
		if ax > ay {
			dy = 0
		} else {
			dx = 0
		}
	}
	return DirTowards(from, Pos{X: from.X + sign(dx), Y: from.Y + sign(dy), Z: from.Z})
}
