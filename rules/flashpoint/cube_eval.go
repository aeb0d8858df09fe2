package flashpoint

import "github.com/flashpoint-arena/flashpoint/world"

// cubeWorth is the expected gain, in kills, of model ai's best cube attack
// on the cube of model ti, counting ti alone: the chance to land (3 RA
// dice, one success) times the value of the hit pool against its Survive
// dice. The evaluation adds it to the model's shooting threat (shotWorth),
// so the computer players value Skirmishers, Gunners, Spotters and
// grenades by what they can do.
func (g *Game) cubeWorth(ai, ti int, r *evalRun) float64 {
	a, t := &g.models[ai], &g.models[ti]
	d := world.Distance(a.Pos, t.Pos)
	land := landChance(a.Unit)
	best := 0.0
	a.eachArm(func(s *slot) bool {
		am, ok := g.usable(s)
		if !ok || am.cubeMax < d {
			return true
		}
		for pi, p := range am.w.Profiles {
			if !am.cube[pi] || p.Range < d {
				continue
			}
			pool, ok := CubeHitPool(p)
			if !ok {
				continue
			}
			best = max(best, land*g.poolsWorth(pool, SurvivePool(t.Unit), p, t, false, r))
		}
		return true
	})
	return best
}

// landChance is the chance that CubeAccuracyPool of unit u lands: at least
// one of its dice meets RA.
func landChance(u *Unit) float64 {
	fail := float64(min(max(u.RA-1, 0), Die)) / Die
	miss := 1.0
	for i := 0; i < CubeAccuracyDice; i++ {
		miss *= fail
	}
	return 1 - miss
}
