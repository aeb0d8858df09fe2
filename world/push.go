package world

// PushResult says how a push of one cube ended.
type PushResult uint8

// The push results.
const (
	Pushed  PushResult = iota // moved into the neighbouring cube
	HitWall                   // a solid wall stopped it (HF-SCAT-5, HF-WALL)
	HitEdge                   // the board edge stopped it (HF-SCAT-5)
)

// String returns "pushed", "hit wall" or "hit edge".
func (r PushResult) String() string {
	switch r {
	case Pushed:
		return "pushed"
	case HitWall:
		return "hit wall"
	case HitEdge:
		return "hit edge"
	}
	return "?"
}

// Push moves a model or item in cube p one cube in direction d on the same
// level (scatter and knockback; HF-SCAT-2 keeps it level). The board edge
// stops it: (p, HitEdge). A Wall face stops it, for a diagonal any Wall
// among the four faces meeting at the corner: (p, HitWall). A low wall does
// not stop it. Otherwise it returns the neighbour and Pushed; that cube may
// have no floor or a girder, and the rules then make it Fall (HF-SCAT-3/4).
// A cube outside the arena, or an unknown direction, is a HitEdge.
func (a *Arena) Push(p Pos, d Dir8) (Pos, PushResult) {
	if !a.In(p) || d > NW {
		return p, HitEdge
	}
	q := p.Add(d.Delta())
	if !a.In(q) {
		return p, HitEdge
	}
	if a.crossingBlocked(p, d) {
		return p, HitWall
	}
	return q, Pushed
}
