package arenaedit

import "github.com/flashpoint-arena/flashpoint/world"

// Limits of the arena text format (assets/arenas/README.md).
const (
	MaxSide   = 32 // most columns and most rows
	MaxLevels = 8  // most levels
	MaxDrops  = 8  // most weapon-drop spots
	maxUndo   = 200
)

// Editor holds the arena being edited and its undo and redo history.
type Editor struct {
	cur        state
	undo, redo []snapshot
}

// snapshot is a state in the history: the cubes and zone characters
// without the movement graph, a fifth of a whole arena (the largest arena
// takes about 50 KB), so maxUndo of them fit a browser tab.
type snapshot struct {
	w, d, h int
	cells   []world.Cell
	zone    []byte
}

// state is the arena and the zone character of every cube (as the text
// format writes them, ' ' for none), kept together so an edit and its
// undo move both.
type state struct {
	a    *world.Arena
	zone []byte
}

// New starts a blank arena of w columns, d rows and h levels: a solid
// ground, open air above, walls only at the board edge, no zones.
func New(name string, w, d, h int) (*Editor, error) {
	if w < 1 || d < 1 || h < 1 || w > MaxSide || d > MaxSide || h > MaxLevels {
		return nil, &EditError{Reason: BadSize, At: world.Pos{X: w, Y: d, Z: h}}
	}
	a := world.New(name, w, d, h)
	return &Editor{cur: state{a: a, zone: blankZones(a)}}, nil
}

// Open starts editing a copy of arena a (a shipped or saved one); a is
// left as it is.
func Open(a *world.Arena) *Editor {
	c := a.Clone()
	z := blankZones(c)
	for _, zn := range c.Zones {
		ch := zoneCharOf(zn)
		for _, p := range zn.Cells {
			if i := c.Index(p); i >= 0 && ch != 0 && z[i] == ' ' {
				z[i] = ch
			}
		}
	}
	e := &Editor{cur: state{a: c, zone: z}}
	e.cur.a.Zones = buildZones(c, z)
	return e
}

// Arena returns a copy of the arena as it now stands, to draw, check or
// play: later edits do not change it.
func (e *Editor) Arena() *world.Arena { return e.cur.a.Clone() }

// Size returns the arena's columns, rows and levels.
func (e *Editor) Size() (w, d, h int) { return e.cur.a.W, e.cur.a.D, e.cur.a.H }

// Name is the arena's name.
func (e *Editor) Name() string { return e.cur.a.Name }

// Rename names the arena; it is not an edit to undo.
func (e *Editor) Rename(name string) { e.cur.a.Name = name }

// ZoneAt returns the zone character of cube p (' ' for none, 'b', 'r',
// 'B', 'R', 'W' or an objective digit), as the text format writes it.
func (e *Editor) ZoneAt(p world.Pos) byte {
	if i := e.cur.a.Index(p); i >= 0 {
		return e.cur.zone[i]
	}
	return ' '
}

// Apply uses tool t on cube p: the face tools on its face d (ignored by
// the others), the Objective tool with objective digit label (1–9). It
// reports whether the arena changed; a refused edit changes nothing and
// says why (*EditError). Each change can be undone.
func (e *Editor) Apply(t Tool, p world.Pos, d world.Dir, label int) (bool, error) {
	a := e.cur.a
	if !a.In(p) {
		return false, &EditError{Reason: Outside, At: p}
	}
	next := state{a: a.Clone(), zone: append([]byte(nil), e.cur.zone...)}
	changed, err := next.apply(t, p, d, label)
	if err != nil || !changed {
		return false, err
	}
	next.a.Zones = buildZones(next.a, next.zone)
	e.commit(next)
	return true, nil
}

// commit makes next the arena edited, the present one the last to undo.
func (e *Editor) commit(next state) {
	e.undo = append(e.undo, e.cur.snapshot())
	if len(e.undo) > maxUndo {
		e.undo = e.undo[len(e.undo)-maxUndo:]
	}
	e.redo = e.redo[:0]
	e.cur = next
}

// apply makes the edit on s, which is the editor's own copy.
func (s *state) apply(t Tool, p world.Pos, d world.Dir, label int) (bool, error) {
	a := s.a
	i := a.Index(p)
	switch t {
	case Floor, Girder:
		f := world.FloorSolid
		if t == Girder {
			f = world.FloorGirder
		}
		if p.Z == 0 && f != world.FloorSolid {
			return false, &EditError{Reason: GroundFloor, At: p}
		}
		if a.Floor(p) == f {
			return false, nil
		}
		a.SetFloor(p, f)
		return true, nil
	case LowWall, Wall:
		side := world.LowWall
		if t == Wall {
			side = world.Wall
		}
		if d > world.West || !a.In(p.Add(d.Delta())) {
			return false, &EditError{Reason: BoardEdge, At: p}
		}
		if a.Side(p, d) == side {
			side = world.Open // the same wall again takes it away
		}
		a.SetSide(p, d, side)
		return true, nil
	case Erase:
		switch {
		case s.zone[i] != ' ':
			s.zone[i] = ' '
			return true, nil
		case p.Z > 0 && a.Floor(p) != world.FloorNone:
			a.SetFloor(p, world.FloorNone)
			return true, nil
		}
		return false, nil
	}
	c := t.zoneChar(label)
	if c == 0 || s.zone[i] == c {
		return false, nil
	}
	if c == 'W' && countZone(s.zone, 'W') >= MaxDrops {
		return false, &EditError{Reason: TooManyDrops, At: p}
	}
	if a.Floor(p) == world.FloorNone {
		a.SetFloor(p, world.FloorSolid) // a zone needs a floor
	}
	s.zone[i] = c
	return true, nil
}

// Undo takes back the last edit; it reports whether there was one.
func (e *Editor) Undo() bool {
	if len(e.undo) == 0 {
		return false
	}
	prev, ok := e.restore(e.undo[len(e.undo)-1])
	if !ok {
		return false
	}
	e.redo = append(e.redo, e.cur.snapshot())
	e.undo = e.undo[:len(e.undo)-1]
	e.cur = prev
	return true
}

// Redo makes again the last edit taken back; it reports whether there was
// one.
func (e *Editor) Redo() bool {
	if len(e.redo) == 0 {
		return false
	}
	next, ok := e.restore(e.redo[len(e.redo)-1])
	if !ok {
		return false
	}
	e.undo = append(e.undo, e.cur.snapshot())
	e.redo = e.redo[:len(e.redo)-1]
	e.cur = next
	return true
}

// snapshot keeps the state in the history. The zone characters are
// shared: an edit always works on a copy of them.
func (s state) snapshot() snapshot {
	return snapshot{w: s.a.W, d: s.a.D, h: s.a.H, cells: s.a.Cells(), zone: s.zone}
}

// restore builds the state of a snapshot, with the arena's present name
// and notes (renaming is not an edit).
func (e *Editor) restore(sn snapshot) (state, bool) {
	cur := e.cur.a
	a, err := world.FromCells(cur.Name, sn.w, sn.d, sn.h, sn.cells)
	if err != nil {
		return state{}, false // cells taken from an arena always build one
	}
	a.Notes = cur.Notes
	a.Zones = buildZones(a, sn.zone)
	return state{a: a, zone: sn.zone}, true
}

// CanUndo and CanRedo report whether Undo and Redo would do anything.
func (e *Editor) CanUndo() bool { return len(e.undo) > 0 }

// CanRedo reports whether Redo would do anything.
func (e *Editor) CanRedo() bool { return len(e.redo) > 0 }

// Text is the arena in the shipped text format (world.Arena.Format),
// checked by reading it back: an arena that does not read yet (a side
// without a deployment zone or respawn cube) gives the parser's error,
// which names what is missing.
func (e *Editor) Text() ([]byte, error) {
	text := e.cur.a.Format()
	if _, err := world.Parse(e.cur.a.Name+".arena", text); err != nil {
		return nil, err
	}
	return text, nil
}
