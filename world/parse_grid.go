package world

// The level grids of the arena text format and the zones they mark.

// gridLine reads grid line p.row of level p.level.
func (p *parser) gridLine(line string, ln int) error {
	w := p.a.W
	want := 3*w + 1
	n := min(len(line), want)
	var err error
	if p.row%2 == 0 {
		err = p.edgeLine(line[:n], ln, p.row/2)
	} else {
		err = p.cellLine(line[:n], ln, p.row/2)
	}
	if err != nil {
		return err
	}
	if len(line) < want {
		return p.errAt(ln, len(line)+1, "line is too short: %d characters, want %d (3 per column + 1)", len(line), want)
	}
	if len(line) > want {
		return p.errAt(ln, want+1, "line is too long: %d characters, want %d (3 per column + 1)", len(line), want)
	}
	return nil
}

// edgeLine reads the faces between row by-1 and row by (by 0 and D are the
// board edges).
func (p *parser) edgeLine(s string, ln, by int) error {
	a, z := p.a, p.level
	edge := by == 0 || by == a.D
	for i := 0; i < len(s); i++ {
		c := s[i]
		if i%3 == 0 {
			if c != '+' {
				return p.errAt(ln, i+1, "want a corner '+', got %q", rune(c))
			}
			continue
		}
		if i%3 == 2 {
			continue // checked with the first character of the face
		}
		x := i / 3
		var side Side
		switch c {
		case '-':
			side = Wall
		case '.':
			side = LowWall
		case ' ':
			side = Open
		default:
			return p.errAt(ln, i+1, "unknown face %q: want \"--\" wall, \"..\" low wall or \"  \" open", rune(c))
		}
		if i+1 < len(s) && s[i+1] != c {
			return p.errAt(ln, i+2, "face %q mixes two kinds: want \"--\" wall, \"..\" low wall or \"  \" open", s[i:i+2])
		}
		if edge && side != Wall {
			return p.errAt(ln, i+1, "the board edge must be a wall \"--\"")
		}
		if by > 0 {
			a.cells[a.index(x, by-1, z)].Sides[South] = side
		}
		if by < a.D {
			a.cells[a.index(x, by, z)].Sides[North] = side
		}
	}
	return nil
}

// cellLine reads the west faces, floors and zones of row y.
func (p *parser) cellLine(s string, ln, y int) error {
	a, z := p.a, p.level
	for i := 0; i < len(s); i++ {
		c := s[i]
		x := i / 3
		switch i % 3 {
		case 0:
			var side Side
			switch c {
			case '|':
				side = Wall
			case ':':
				side = LowWall
			case ' ':
				side = Open
			default:
				return p.errAt(ln, i+1, "unknown face %q: want '|' wall, ':' low wall or ' ' open", rune(c))
			}
			if (x == 0 || x == a.W) && side != Wall {
				return p.errAt(ln, i+1, "the board edge must be a wall '|'")
			}
			if x < a.W {
				a.cells[a.index(x, y, z)].Sides[West] = side
			}
			if x > 0 {
				a.cells[a.index(x-1, y, z)].Sides[East] = side
			}
		case 1:
			var f Floor
			switch c {
			case '#':
				f = FloorSolid
			case '=':
				f = FloorGirder
			case '.':
				f = FloorNone
			default:
				return p.errAt(ln, i+1, "unknown floor %q: want '#' solid, '=' girder or '.' none", rune(c))
			}
			if z == 0 && f != FloorSolid {
				return p.errAt(ln, i+1, "level 0 floors must be solid '#'")
			}
			a.cells[a.index(x, y, z)].Floor = f
		case 2:
			if c == ' ' {
				continue
			}
			if !isZoneChar(c) {
				return p.errAt(ln, i+1, "unknown zone %q: want ' ' none, 'b'/'r' blue/red deploy, 'B'/'R' blue/red respawn, 'W' weapon-drop spot or '1'..'9' objective", rune(c))
			}
			if a.cells[a.index(x, y, z)].Floor == FloorNone {
				return p.errAt(ln, i+1, "zone %q on a cube without a floor", rune(c))
			}
			if c == 'W' {
				if p.drops == MaxDrops {
					return p.errAt(ln, i+1, "more than %d weapon-drop spots 'W' (labelled A..H)", MaxDrops)
				}
				p.drops++
			}
			p.zoneChar[a.index(x, y, z)] = c
		}
	}
	return nil
}

// buildZones turns the zone characters into Zones in the arena's order:
// deploy blue, deploy red, respawn blue, respawn red, drops, objectives.
func (p *parser) buildZones(eof int) error {
	a := p.a
	var deploy, respawn [2]Zone
	var drops []Zone
	var objectives [9]Zone
	for t := 0; t < 2; t++ {
		deploy[t] = Zone{Kind: ZoneDeploy, Team: t}
		respawn[t] = Zone{Kind: ZoneRespawn, Team: t}
	}
	for i, c := range p.zoneChar {
		pos := a.PosAt(i)
		switch {
		case c == 'b' || c == 'r':
			t := teamOf(c)
			deploy[t].Cells = append(deploy[t].Cells, pos)
		case c == 'B' || c == 'R':
			t := teamOf(c)
			respawn[t].Cells = append(respawn[t].Cells, pos)
		case c == 'W':
			label := string(rune('A' + len(drops)))
			drops = append(drops, Zone{Kind: ZoneDrop, Team: -1, Label: label, Cells: []Pos{pos}})
		case c >= '1' && c <= '9':
			o := &objectives[c-'1']
			if o.Cells == nil {
				*o = Zone{Kind: ZoneObjective, Team: -1, Label: string(rune(c))}
			}
			o.Cells = append(o.Cells, pos)
		}
	}
	missing := [4]struct {
		z    Zone
		what string
	}{
		{deploy[0], "no blue deployment zone 'b'"},
		{deploy[1], "no red deployment zone 'r'"},
		{respawn[0], "no blue respawn cube 'B'"},
		{respawn[1], "no red respawn cube 'R'"},
	}
	for _, m := range missing {
		if len(m.z.Cells) == 0 {
			return p.errAt(eof, 1, "%s in any level", m.what)
		}
	}
	a.Zones = append(a.Zones, deploy[0], deploy[1], respawn[0], respawn[1])
	a.Zones = append(a.Zones, drops...)
	for _, o := range objectives {
		if o.Cells != nil {
			a.Zones = append(a.Zones, o)
		}
	}
	return nil
}

// isZoneChar reports whether c is a zone character other than ' '.
func isZoneChar(c byte) bool {
	switch c {
	case 'b', 'r', 'B', 'R', 'W':
		return true
	}
	return c >= '1' && c <= '9'
}

// teamOf returns 0 for a blue zone character and 1 for a red one.
func teamOf(c byte) int {
	if c == 'b' || c == 'B' {
		return 0
	}
	return 1
}
