package world

import (
	"fmt"
	"strconv"
	"strings"
)

// Pos is a cube of the arena: X is the column (west to east), Y the row
// (north to south), Z the level (0 is the ground).
type Pos struct {
	X int `json:"x"`
	Y int `json:"y"`
	Z int `json:"z"`
}

// String writes "x,y,z".
func (p Pos) String() string { return fmt.Sprintf("%d,%d,%d", p.X, p.Y, p.Z) }

// Add returns p moved by d.
func (p Pos) Add(d Pos) Pos { return Pos{p.X + d.X, p.Y + d.Y, p.Z + d.Z} }

// ParsePos reads "x,y,z".
func ParsePos(s string) (Pos, error) {
	parts := strings.Split(strings.TrimSpace(s), ",")
	if len(parts) != 3 {
		return Pos{}, fmt.Errorf("cube %q: want x,y,z", s)
	}
	var v [3]int
	for i, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return Pos{}, fmt.Errorf("cube %q: %q is not a whole number", s, p)
		}
		v[i] = n
	}
	return Pos{v[0], v[1], v[2]}, nil
}

// Distance is the range between two cubes in cubes: 3D Chebyshev distance,
// so a diagonal step counts 1.
func Distance(a, b Pos) int {
	return max(abs(a.X-b.X), abs(a.Y-b.Y), abs(a.Z-b.Z))
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
