package world

// Delta returns the step one cube in direction d: N is {0,-1,0}, NE {1,-1,0}
// and so on. An unknown direction returns the zero step.
func (d Dir8) Delta() Pos {
	switch d {
	case N:
		return Pos{0, -1, 0}
	case NE:
		return Pos{1, -1, 0}
	case E:
		return Pos{1, 0, 0}
	case SE:
		return Pos{1, 1, 0}
	case S:
		return Pos{0, 1, 0}
	case SW:
		return Pos{-1, 1, 0}
	case W:
		return Pos{-1, 0, 0}
	case NW:
		return Pos{-1, -1, 0}
	}
	return Pos{}
}

// Opposite returns the direction pointing the other way (S for N, SW for NE).
func (d Dir8) Opposite() Dir8 { return (d + 4) % 8 }

// Diagonal reports whether d is one of NE, SE, SW and NW.
func (d Dir8) Diagonal() bool { return d%2 == 1 }

// String returns the compass name: "N", "NE", ... "NW".
func (d Dir8) String() string {
	switch d {
	case N:
		return "N"
	case NE:
		return "NE"
	case E:
		return "E"
	case SE:
		return "SE"
	case S:
		return "S"
	case SW:
		return "SW"
	case W:
		return "W"
	case NW:
		return "NW"
	}
	return "?"
}

// Delta returns the step one cube through side d: North is {0,-1,0}.
// An unknown side returns the zero step.
func (d Dir) Delta() Pos {
	switch d {
	case North:
		return Pos{0, -1, 0}
	case East:
		return Pos{1, 0, 0}
	case South:
		return Pos{0, 1, 0}
	case West:
		return Pos{-1, 0, 0}
	}
	return Pos{}
}

// Opposite returns the side facing d across a shared face (South for North).
func (d Dir) Opposite() Dir { return (d + 2) % 4 }

// String returns the side's name: "north", "east", "south" or "west".
func (d Dir) String() string {
	switch d {
	case North:
		return "north"
	case East:
		return "east"
	case South:
		return "south"
	case West:
		return "west"
	}
	return "?"
}

// DirTowards returns the horizontal direction of the step from one cube
// towards another: the signs of the column and row differences. It reports
// false when both cubes are in the same column (only Z differs, or equal).
func DirTowards(from, to Pos) (Dir8, bool) {
	dx, dy := sign(to.X-from.X), sign(to.Y-from.Y)
	switch {
	case dx == 0 && dy == 0:
		return N, false
	case dx == 0 && dy < 0:
		return N, true
	case dx > 0 && dy < 0:
		return NE, true
	case dx > 0 && dy == 0:
		return E, true
	case dx > 0 && dy > 0:
		return SE, true
	case dx == 0 && dy > 0:
		return S, true
	case dx < 0 && dy > 0:
		return SW, true
	case dx < 0 && dy == 0:
		return W, true
	}
	return NW, true
}

// ScatterDir reads a d8 scatter roll (HF-SCAT-1): 1 is N, 2 NE, 3 E, 4 SE,
// 5 S, 6 SW, 7 W and 8 NW, clockwise from north. Faces outside 1..8 wrap
// around (9 is N again, 0 is NW), so no roll is ever rejected.
func ScatterDir(d8 int) Dir8 {
	return Dir8(((d8-1)%8 + 8) % 8)
}

// sides8 returns the two sides a step in direction d crosses: for an
// orthogonal direction the side itself twice, for a diagonal the side
// crossed along Y (North or South) and the one along X (East or West).
func sides8(d Dir8) (ns, ew Dir) {
	switch d {
	case N:
		return North, North
	case NE:
		return North, East
	case E:
		return East, East
	case SE:
		return South, East
	case S:
		return South, South
	case SW:
		return South, West
	case W:
		return West, West
	}
	return North, West
}

// sign returns -1, 0 or 1.
func sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	}
	return 0
}
