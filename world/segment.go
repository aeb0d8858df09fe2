package world

// AppendCubesBetween appends to dst the cubes, other than from and to,
// whose inside the straight segment from the centre of cube from to the
// centre of cube to passes through, in order from from, and returns the
// extended slice (a 3D voxel walk in the manner of Amanatides and Woo).
// The arithmetic is exact in integers: along an axis the centres differ by
// n cubes, and the segment crosses that axis's k-th face at the fraction
// (2k − 1) / 2n of its length. Where it crosses two or three faces at the
// same fraction it passes exactly through an edge or a corner: it goes on
// into the cube across the edge or corner and only touches the cubes
// beside it, which are not listed. So the answer is deterministic and
// symmetric: the cubes from to to from are the same ones in reverse order.
// Equal or neighbouring cubes have none between them.
func AppendCubesBetween(dst []Pos, from, to Pos) []Pos {
	delta := [3]int{to.X - from.X, to.Y - from.Y, to.Z - from.Z}
	var n, step, next [3]int
	for a, d := range delta {
		n[a], step[a], next[a] = abs(d), sign(d), 1
	}
	cur := [3]int{from.X, from.Y, from.Z}
	for {
		// The axes whose next face comes first: (2k − 1) / 2n compared
		// across axes as next[a]·n[b] against next[b]·n[a].
		best := -1
		var tied [3]bool
		for a := range 3 {
			if next[a] > 2*n[a] {
				continue // no face left on this axis
			}
			switch {
			case best < 0 || next[a]*n[best] < next[best]*n[a]:
				best = a
				tied = [3]bool{}
				tied[a] = true
			case next[a]*n[best] == next[best]*n[a]:
				tied[a] = true
			}
		}
		if best < 0 {
			return dst
		}
		for a := range 3 {
			if tied[a] {
				cur[a] += step[a]
				next[a] += 2
			}
		}
		p := Pos{cur[0], cur[1], cur[2]}
		if p == to {
			return dst
		}
		dst = append(dst, p)
	}
}
