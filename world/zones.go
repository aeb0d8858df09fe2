package world

// String returns the zone kind's name: "deploy", "respawn", "drop" or
// "objective".
func (k ZoneKind) String() string {
	switch k {
	case ZoneDeploy:
		return "deploy"
	case ZoneRespawn:
		return "respawn"
	case ZoneDrop:
		return "drop"
	case ZoneObjective:
		return "objective"
	}
	return "?"
}

// ZonesOf returns the zones of one kind, in the arena's zone order. The
// zones share their Cells with the arena: read them, do not change them.
func (a *Arena) ZonesOf(kind ZoneKind) []Zone {
	var out []Zone
	for _, z := range a.Zones {
		if z.Kind == kind {
			out = append(out, z)
		}
	}
	return out
}

// Zone finds a zone by kind, team and label: team 0 or 1 with label "" for
// deployment and respawn zones, team -1 with a label ("A", "1") for weapon
// drops and objectives.
func (a *Arena) Zone(kind ZoneKind, team int, label string) (Zone, bool) {
	for _, z := range a.Zones {
		if z.Kind == kind && z.Team == team && z.Label == label {
			return z, true
		}
	}
	return Zone{}, false
}

// ZoneAt returns the zone cube p belongs to. A text arena gives every cube
// at most one zone; for a code-built arena with overlapping zones the first
// in arena order is returned.
func (a *Arena) ZoneAt(p Pos) (Zone, bool) {
	for _, z := range a.Zones {
		for _, c := range z.Cells {
			if c == p {
				return z, true
			}
		}
	}
	return Zone{}, false
}

// Has reports whether cube p is one of zone z's cubes.
func (z Zone) Has(p Pos) bool {
	for _, c := range z.Cells {
		if c == p {
			return true
		}
	}
	return false
}

// OpenToSky reports whether nothing solid is above cube p: no cube above it
// in its column has a solid floor (girders let a lobbed grenade through).
// Cubes outside the arena are not open to the sky.
func (a *Arena) OpenToSky(p Pos) bool {
	if !a.In(p) {
		return false
	}
	for z := p.Z + 1; z < a.H; z++ {
		if a.cells[a.index(p.X, p.Y, z)].Floor == FloorSolid {
			return false
		}
	}
	return true
}

// GroundLevel returns the level an item placed in column (x, y) comes to
// rest on (HF-SET-1): the lowest cube of the column with a floor (solid or
// girder) that a model can walk or climb to from a deployment zone, so no
// item is lost inside a sealed block. A column whose floors no model can
// reach gives its lowest floor; -1 when the column has no floor or lies
// outside the arena. An arena without deployment zones counts every floor
// as reachable.
func (a *Arena) GroundLevel(x, y int) int {
	if x < 0 || y < 0 || x >= a.W || y >= a.D {
		return -1
	}
	lowest := -1
	for z := 0; z < a.H; z++ {
		if a.cells[a.index(x, y, z)].Floor != FloorNone {
			lowest = z
			break
		}
	}
	if lowest < 0 {
		return -1
	}
	open := a.Accessible()
	if open == nil {
		return lowest
	}
	for z := lowest; z < a.H; z++ {
		if open[a.index(x, y, z)] {
			return z
		}
	}
	return lowest
}

// Accessible marks, by cube index (see Index), every cube a model can get
// to from a deployment zone by walking and climbing (the movement graph of
// Steps, with no other limits). It returns nil for an arena without
// deployment zones.
func (a *Arena) Accessible() []bool {
	var queue []int
	seen := make([]bool, a.Cubes())
	for _, z := range a.Zones {
		if z.Kind != ZoneDeploy {
			continue
		}
		for _, p := range z.Cells {
			if a.Standable(p) && !seen[a.idx(p)] {
				seen[a.idx(p)] = true
				queue = append(queue, a.idx(p))
			}
		}
	}
	if len(queue) == 0 {
		return nil
	}
	for len(queue) > 0 {
		u := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, s := range a.stepsOf(u) {
			if v := int(s & stepToMask); !seen[v] {
				seen[v] = true
				queue = append(queue, v)
			}
		}
	}
	return seen
}
