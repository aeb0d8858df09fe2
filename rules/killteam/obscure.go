package killteam

import "github.com/flashpoint-arena/flashpoint/world"

// maxBetween bounds the cubes between two models that modelBetween keeps
// on the stack; a longer line still works, on the heap.
const maxBetween = 48

// modelBetween reports whether another model on the table, friend or foe
// (not the shooter i nor the target j), stands between model i and model
// j (KT-SHT-8, A9): in a cube, other than theirs, that the straight line
// from the centre of i's cube to the centre of j's cube passes through
// (world.AppendCubesBetween). Models in the shooter's or the target's
// cube stand within 1" of it, beside it, not between.
func (g *Game) modelBetween(i, j int) bool {
	ms := g.st.Models
	from, to := ms[i].Pos, ms[j].Pos
	if world.Distance(from, to) < 2 {
		return false // neighbouring cubes have nothing between them
	}
	var buf [maxBetween]world.Pos
	between := world.AppendCubesBetween(buf[:0], from, to)
	lo := world.Pos{X: min(from.X, to.X), Y: min(from.Y, to.Y), Z: min(from.Z, to.Z)}
	hi := world.Pos{X: max(from.X, to.X), Y: max(from.Y, to.Y), Z: max(from.Z, to.Z)}
	for k := range ms {
		o := &ms[k]
		if k == i || k == j || !o.onTable() {
			continue
		}
		p := o.Pos
		if p.X < lo.X || p.X > hi.X || p.Y < lo.Y || p.Y > hi.Y || p.Z < lo.Z || p.Z > hi.Z {
			continue
		}
		for _, c := range between {
			if c == p {
				return true
			}
		}
	}
	return false
}

// nearCover reports whether terrain on the faces of the target's own cube
// alone keeps a standing model in cube from from a clear shot at one in
// cube to (world.Arena.OwnCubeCover): the terrain hides part of it and is
// within 1" of it (KT-SHT-12). Through the search memo when the game has
// one.
func (g *Game) nearCover(from, to world.Pos) bool {
	if g.memo != nil {
		return g.memo.ownCubeCover(from, to)
	}
	return g.arena.OwnCubeCover(from, false, to, false)
}

// nearCoverNote is the forecast's note on the injury modifier of terrain
// near the target.
const nearCoverNote = "The target is obscured by terrain within 1\" of it: -1 to each injury die (KT-SHT-12)."

// shownSight is the sight a shot with context ctx is played with, for the
// events and the forecast: the arena's sight, a clear shot becoming
// "visible" when another model obscures the target (A9).
func shownSight(sight world.Sight, ctx FireContext) world.Sight {
	if sight == world.ClearShot && ctx.Obscured {
		return world.Visible
	}
	return sight
}
