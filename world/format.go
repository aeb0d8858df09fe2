package world

import (
	"bytes"
	"strconv"
	"strings"
)

// Format writes the arena in its canonical text form: the "arena" line,
// the notes, the size and every level, with no comments. Parse(Format(a))
// gives back an arena equal to a for every parsed arena. Code-built arenas
// format the same way; what the text form cannot say is written as best it
// can (an empty name becomes "Unnamed", a floor other than solid at level 0
// is written as it is and will not parse, zones beyond the zone characters
// are left out).
func (a *Arena) Format() []byte {
	var b bytes.Buffer
	name := strings.TrimSpace(a.Name)
	if name == "" {
		name = "Unnamed"
	}
	b.WriteString("arena " + name + "\n")
	if a.Notes != "" {
		for _, n := range strings.Split(a.Notes, "\n") {
			n = strings.TrimSpace(n)
			if n == "" {
				b.WriteString("note\n")
			} else {
				b.WriteString("note " + n + "\n")
			}
		}
	}
	b.WriteString("size " + strconv.Itoa(a.W) + " " + strconv.Itoa(a.D) + " " + strconv.Itoa(a.H) + "\n")
	zones := a.zoneChars()
	line := make([]byte, 0, 3*a.W+2)
	for z := 0; z < a.H; z++ {
		b.WriteString("\nlevel " + strconv.Itoa(z) + "\n")
		for y := 0; y <= a.D; y++ {
			line = line[:0]
			for x := 0; x < a.W; x++ {
				line = append(line, '+')
				line = append(line, edgeChars(a.Side(Pos{x, y, z}, North), y == a.D, a.Side(Pos{x, y - 1, z}, South))...)
			}
			line = append(line, '+', '\n')
			b.Write(line)
			if y == a.D {
				break
			}
			line = line[:0]
			for x := 0; x < a.W; x++ {
				p := Pos{x, y, z}
				line = append(line, westChar(a.Side(p, West)), floorChar(a.Floor(p)), zones[a.idx(p)])
			}
			line = append(line, '|', '\n')
			b.Write(line)
		}
	}
	return b.Bytes()
}

// edgeChars writes a north/south face. On the south board edge (last) the
// face is the south side of the row above.
func edgeChars(north Side, last bool, south Side) string {
	s := north
	if last {
		s = south
	}
	switch s {
	case Wall:
		return "--"
	case LowWall:
		return ".."
	}
	return "  "
}

// westChar writes a west face.
func westChar(s Side) byte {
	switch s {
	case Wall:
		return '|'
	case LowWall:
		return ':'
	}
	return ' '
}

// floorChar writes a floor.
func floorChar(f Floor) byte {
	switch f {
	case FloorSolid:
		return '#'
	case FloorGirder:
		return '='
	}
	return '.'
}

// zoneChars returns the zone character of every cube, by index.
func (a *Arena) zoneChars() []byte {
	out := bytes.Repeat([]byte{' '}, a.Cubes())
	for _, z := range a.Zones {
		var c byte
		switch {
		case z.Kind == ZoneDeploy && z.Team == 0:
			c = 'b'
		case z.Kind == ZoneDeploy && z.Team == 1:
			c = 'r'
		case z.Kind == ZoneRespawn && z.Team == 0:
			c = 'B'
		case z.Kind == ZoneRespawn && z.Team == 1:
			c = 'R'
		case z.Kind == ZoneDrop:
			c = 'W'
		case z.Kind == ZoneObjective && len(z.Label) == 1 && z.Label[0] >= '1' && z.Label[0] <= '9':
			c = z.Label[0]
		default:
			continue
		}
		for _, p := range z.Cells {
			if a.In(p) && out[a.idx(p)] == ' ' {
				out[a.idx(p)] = c
			}
		}
	}
	return out
}
