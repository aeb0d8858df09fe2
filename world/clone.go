package world

// Clone returns a deep copy of the arena: its cubes, zones and movement
// graph are its own, so SetFloor, SetSide or a change to the copy's Zones
// (or to a zone's Cells) leaves a untouched. The copy starts with empty
// sight and reach caches. A nil arena clones to nil.
func (a *Arena) Clone() *Arena {
	if a == nil {
		return nil
	}
	c := &Arena{Name: a.Name, Notes: a.Notes, W: a.W, D: a.D, H: a.H}
	c.cells = append([]Cell(nil), a.cells...)
	if a.Zones != nil {
		c.Zones = make([]Zone, len(a.Zones))
		for i, z := range a.Zones {
			z.Cells = append([]Pos(nil), z.Cells...)
			c.Zones[i] = z
		}
	}
	c.buildGraph() // also gives the copy empty sight and reach caches
	return c
}
