package urban

import (
	"github.com/flashpoint-arena/flashpoint/world"
)

// inchesPerCube is the scale of the arena: one cube is 3 inches wide
// (DESIGN section 4).
const inchesPerCube = 3

// inches is the distance between two models in inches: 3 a cube,
// diagonal steps counting 1.
func inches(a, b *model) int { return world.Distance(a.Pos, b.Pos) * inchesPerCube }

// sees reports whether model a has line of sight to model b (UF-TER-4):
// a Sitting or Lying model is sighted low; a low wall (the Low height
// class) blocks sight to and from a Lying model, so a Lying model sees
// and is seen only where nothing hides any part of it (a clear shot).
func (g *Game) sees(a, b *model) bool {
	s := g.arena.LineOfSight(a.Pos, a.Posture.low(), b.Pos, b.Posture.low())
	if a.Posture == Lying || b.Posture == Lying {
		return s == world.ClearShot
	}
	return s != world.NoSight
}

// inCover reports whether a target has cover from a shooter (UF-COV-1):
// the faces of its own cube (a low wall within 1 inch) stop every line
// to some point of it, or a mast stands in its cube.
func (g *Game) inCover(shooter, target *model) bool {
	if g.mastAt(target.Pos) && shooter.Pos != target.Pos {
		return true // a mast in its cube covers it (UF-TER-5, A22)
	}
	return g.arena.OwnCubeCover(shooter.Pos, shooter.Posture.low(), target.Pos, target.Posture.low())
}

// reaches reports whether a melee weapon of model a reaches model b: a
// weapon of less than 1 inch reaches its own cube, one of 1 inch or more
// also the neighbouring cubes a model could step to (no wall between).
func (g *Game) reaches(w *Weapon, a, b *model) bool {
	if a.Pos == b.Pos {
		return true
	}
	if w.RNG < 1 || world.Distance(a.Pos, b.Pos) != 1 {
		return false
	}
	return g.adjacentStep(a.Pos, b.Pos)
}

// adjacentStep reports whether the movement graph steps from p to q.
func (g *Game) adjacentStep(p, q world.Pos) bool {
	for _, s := range g.arena.Steps(p) {
		if s.To == q {
			return true
		}
	}
	return false
}

// meleeReaches reports whether any melee weapon of a reaches b.
func (g *Game) meleeReaches(a, b *model) bool {
	for _, w := range g.weapons(a) {
		if !w.Ranged() && g.reaches(w, a, b) {
			return true
		}
	}
	return false
}

// duelists lists the enemies a model is in a duel with (UF-DUEL-1, A8):
// either's melee weapon reaches the other.
func (g *Game) duelists(m *model) []*model {
	var out []*model
	for i := range g.st.Models {
		o := &g.st.Models[i]
		if o.Dead || o.Seat == m.Seat {
			continue
		}
		if g.meleeReaches(m, o) || g.meleeReaches(o, m) {
			out = append(out, o)
		}
	}
	return out
}
