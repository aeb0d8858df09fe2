package arenaedit

import "github.com/flashpoint-arena/flashpoint/world"

// AddLevel puts a new level of open air on top of the arena (walls only
// at the board edge); it can be undone. An arena of MaxLevels levels has
// no room for another (BadSize).
func (e *Editor) AddLevel() error {
	a := e.cur.a
	if a.H >= MaxLevels {
		return &EditError{Reason: BadSize, At: world.Pos{X: a.W, Y: a.D, Z: a.H + 1}}
	}
	top := world.New("", a.W, a.D, 1)
	for i := range top.Cells() {
		// world.New's one level is the ground: the new top is open air.
		top.SetFloor(top.PosAt(i), world.FloorNone)
	}
	cells := append(a.Cells(), top.Cells()...)
	zone := append(append([]byte(nil), e.cur.zone...), blankZones(top)...)
	return e.rebuild(a.W, a.D, a.H+1, cells, zone)
}

// RemoveLevel takes the top level away with everything on it; it can be
// undone. The ground cannot be removed (BadSize).
func (e *Editor) RemoveLevel() error {
	a := e.cur.a
	if a.H <= 1 {
		return &EditError{Reason: BadSize, At: world.Pos{X: a.W, Y: a.D, Z: a.H - 1}}
	}
	n := a.W * a.D * (a.H - 1)
	return e.rebuild(a.W, a.D, a.H-1, a.Cells()[:n], append([]byte(nil), e.cur.zone[:n]...))
}

// rebuild makes an arena of a new size from its cells and zones the
// arena edited.
func (e *Editor) rebuild(w, d, h int, cells []world.Cell, zone []byte) error {
	cur := e.cur.a
	a, err := world.FromCells(cur.Name, w, d, h, cells)
	if err != nil {
		return err
	}
	a.Notes = cur.Notes
	a.Zones = buildZones(a, zone)
	e.commit(state{a: a, zone: zone})
	return nil
}
