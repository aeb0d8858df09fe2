package world

// FallResult is where a falling model lands (HF-FALL).
type FallResult struct {
	Land   Pos   // the cube it comes to rest in
	Levels int   // levels fallen: the start's Z minus Land's Z
	Rolls  []int // the d8 girder checks made, in order (HF-FALL-5)
}

// Fall drops a model from cube p level by level until something holds it
// (HF-FALL-5, HF-FALL-6). A cube with a solid floor holds at once (a model
// already standing on one falls 0 levels). A girder is checked with one
// d8() roll, p itself included: 5..8 holds there, 1..4 falls on. The ground
// (level 0) always holds. A cube outside the arena stays where it is.
// With a nil d8 no girder check can be made and girders hold nothing.
func (a *Arena) Fall(p Pos, d8 func() int) FallResult {
	res := FallResult{Land: p}
	if !a.In(p) {
		return res
	}
	for z := p.Z; z >= 0; z-- {
		q := Pos{p.X, p.Y, z}
		switch a.cells[a.idx(q)].Floor {
		case FloorSolid:
			res.Land, res.Levels = q, p.Z-z
			return res
		case FloorGirder:
			if d8 == nil {
				continue
			}
			roll := d8()
			res.Rolls = append(res.Rolls, roll)
			if roll >= 5 {
				res.Land, res.Levels = q, p.Z-z
				return res
			}
		}
	}
	res.Land, res.Levels = Pos{p.X, p.Y, 0}, p.Z
	return res
}
