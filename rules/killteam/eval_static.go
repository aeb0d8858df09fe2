package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// evalStatic is what the evaluation reads of a game's setup: it never
// changes while the game is played, so a search works it out once
// (searchMemo).
type evalStatic struct {
	worth      []float64     // by model index (modelWorths)
	points     []float64     // by model index (modelPoints)
	avgPoints  float64       // the average model's points, at least 1
	arms       []arsenal     // by model index
	objectives [][]world.Pos // the cubes of each objective zone
}

// arsenal is what a model can attack with: its firing options
// (shootActions) and its melee profiles, the rifle butt last
// (meleeProfiles).
type arsenal struct {
	shots []firingOption
	melee []Profile
}

// firingOption is one way a model may shoot: the profiles of the weapons
// fired together (one weapon group of FiringChoices, or one profile of a
// lone weapon) and the longest range among them in cubes.
type firingOption struct {
	profiles []Profile
	reach    int
}

// staticEval returns the game's evalStatic, from the memo when the game
// has one.
func (g *Game) staticEval() *evalStatic {
	if g.memo == nil {
		return g.newEvalStatic()
	}
	g.memo.mu.Lock()
	s := g.memo.static
	g.memo.mu.Unlock()
	if s != nil {
		return s
	}
	s = g.newEvalStatic()
	g.memo.mu.Lock()
	if g.memo.static == nil {
		g.memo.static = s
	}
	s = g.memo.static
	g.memo.mu.Unlock()
	return s
}

// newEvalStatic works out the game's evalStatic.
func (g *Game) newEvalStatic() *evalStatic {
	s := &evalStatic{worth: g.modelWorths(), points: make([]float64, len(g.st.Models)), avgPoints: 1, arms: make([]arsenal, len(g.st.Models))}
	total := 0.0
	for i := range g.st.Models {
		s.arms[i] = g.arsenalOf(i)
		s.points[i] = float64(g.modelPoints(&g.st.Models[i]))
		total += s.points[i]
	}
	if n := len(s.points); n > 0 {
		s.avgPoints = max(1, total/float64(n))
	}
	for _, z := range g.objectiveZones() {
		s.objectives = append(s.objectives, z.Cells)
	}
	return s
}

// modelWorths is every model's worth in models out of action:
// EvalModelBase, plus EvalModelPoints times its points (unit and weapons)
// against the average model of both teams.
func (g *Game) modelWorths() []float64 {
	points := make([]float64, len(g.st.Models))
	total := 0.0
	for i := range g.st.Models {
		points[i] = float64(g.modelPoints(&g.st.Models[i]))
		total += points[i]
	}
	out := make([]float64, len(points))
	for i, p := range points {
		out[i] = EvalModelBase
		if total > 0 {
			out[i] += EvalModelPoints * p * float64(len(points)) / total
		}
	}
	return out
}

// arsenalOf lists model i's firing options and melee profiles, as
// shootActions and fightActions offer them.
func (g *Game) arsenalOf(i int) arsenal {
	arms := g.weaponsOf(i)
	mains := make([]Profile, len(arms))
	for k, a := range arms {
		mains[k] = a.Weapon.Profiles[0]
	}
	var out arsenal
	for _, grp := range FiringChoices(mains) {
		if len(grp) == 1 {
			for _, p := range arms[grp[0]].Weapon.Profiles {
				out.shots = append(out.shots, firingOption{profiles: []Profile{p}, reach: InchesToCubes(p.Range)})
			}
			continue
		}
		var f firingOption
		for _, w := range grp {
			p, found := profileNamed(arms[w].Weapon, "")
			if !found {
				p = arms[w].Weapon.Profiles[0]
			}
			f.profiles = append(f.profiles, p)
			f.reach = max(f.reach, InchesToCubes(p.Range))
		}
		out.shots = append(out.shots, f)
	}
	ids, options := g.meleeProfiles(i)
	for k, id := range ids {
		p, _ := g.meleeProfile(rules.Action{Weapon: id, Option: options[k]})
		out.melee = append(out.melee, p)
	}
	return out
}
