package necromunda

// harmState is a target's condition as the odds follow it through hits.
type harmState struct {
	status Status
	wounds int
	flesh  int
}

// harmDist is a distribution over target conditions.
type harmDist map[harmState]float64

// HitChance is the chance that one hit roll needing need hits (NEC-SHT-4,
// NEC-SHT-7): in heavy cover a natural 1 or 2 fails; 7 or more is an
// improbable shot (a 6, then the unmodified BS test).
func HitChance(need, bs int, heavy bool) float64 {
	if need >= 7 {
		return dieAtLeast(6) * dieAtLeast(bs)
	}
	n := 0
	for f := 1; f <= 6; f++ {
		if f >= need && !(heavy && f <= 2) {
			n++
		}
	}
	return float64(n) / 6
}

// dieAtLeast is the chance that a D6 shows need or more.
func dieAtLeast(need int) float64 {
	switch {
	case need <= 1:
		return 1
	case need > 6:
		return 0
	}
	return float64(7-need) / 6
}

// firepowerOdds is the chance of each number of hits of the Firepower die
// (G5): 1 on 1, 2 and Ammo, 2 on 3 and 4, 3 on 5; 1 for a weapon without
// Rapid Fire.
func firepowerOdds(w *Weapon) map[int]float64 {
	if w.RapidFire == 0 {
		return map[int]float64{1: 1}
	}
	return map[int]float64{1: 3.0 / 6, 2: 2.0 / 6, 3: 1.0 / 6}
}

// afterHit is the distribution of a target's condition after one more
// hit (G4): Pinned first when it pins, then wound, save, damage and
// injury dice; it leaves out falls from edges and Knockback.
func (g *Game) afterHit(j int, d harmDist, b blow, pins bool) harmDist {
	t := g.ftype(j)
	pw := dieAtLeast(WoundNeed(b.S, t.T))
	pSaved := 0.0
	if t.Sv > 0 && 6+b.AP >= t.Sv {
		pSaved = dieAtLeast(t.Sv - b.AP)
	}
	pDamage := pw * (1 - pSaved)
	out := harmDist{}
	for s, p := range d {
		if s.status == OutOfAction {
			out[s] += p
			continue
		}
		if pins && s.status == Active {
			s.status = Pinned
		}
		out[s] += p * (1 - pDamage)
		for next, q := range g.damageOdds(j, s, b.D) {
			out[next] += p * pDamage * q
		}
	}
	return out
}

// damageOdds is the distribution after d damage on a target in state s:
// wounds lost, then injury dice as damage rolls them (G4).
func (g *Game) damageOdds(j int, s harmState, d int) harmDist {
	dice := d
	if s.wounds > 0 {
		lost := min(d, s.wounds)
		s.wounds -= lost
		if s.wounds > 0 {
			return harmDist{s: 1}
		}
		dice = d - lost + 1
	}
	t := g.ftype(j).T
	out := harmDist{}
	// each die: 1/3 flesh, 1/3 seriously injured, 1/3 out of action
	var walk func(k, flesh int, serious bool, p float64)
	walk = func(k, flesh int, serious bool, p float64) {
		if k == dice {
			n := s
			n.flesh += flesh
			switch {
			case n.flesh >= t:
				n.status = OutOfAction
			case serious:
				n.status = SeriouslyInjured
			}
			out[n] += p
			return
		}
		walk(k+1, flesh+1, serious, p/3)
		walk(k+1, flesh, true, p/3)
		out[harmState{status: OutOfAction, wounds: 0, flesh: s.flesh}] += p / 3
	}
	walk(0, 0, false, 1)
	return out
}

// twoDiceAtLeast is the chance that 2D6 show n or more.
func twoDiceAtLeast(n int) float64 {
	k := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b >= n {
				k++
			}
		}
	}
	return float64(k) / 36
}
