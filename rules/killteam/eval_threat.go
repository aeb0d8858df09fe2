package killteam

import "github.com/flashpoint-arena/flashpoint/world"

// threats sums, by seat, the attacks each model can make next, each its
// best expected harm from the exact odds (harmOf): harm to the target's
// worth less, for an Overheat weapon, the chance of losing the attacker.
// A model that may still shoot this round counts its best shot at
// EvalThreatNow, or a charge it may still declare at EvalThreatCharge,
// whichever is more; one in an enemy's cube its best melee attack at
// EvalThreatMelee while it may still fight this round. Attacks that must
// wait for the next round count at EvalThreatNext, with the round's moves
// forgotten (nothing in the last round). Shaken models threaten nothing.
func (r *evalRun) threats() [2]float64 {
	var out [2]float64
	ms := r.g.st.Models
	for i := range ms {
		m := &ms[i]
		if !m.onTable() || m.Shaken {
			continue
		}
		var shoot, charge, melee float64
		if w, next := r.shootWeight(i); w > 0 {
			shoot = w * r.bestShot(i, next)
		}
		if r.mayCharge(i) {
			charge = EvalThreatCharge * r.bestCharge(i)
		}
		if r.here[i][m.Seat.Other()] > 0 {
			if w, next := r.meleeWeight(i); w > 0 {
				melee = w * r.bestMelee(i, next)
			}
		}
		out[m.Seat] += max(shoot, charge) + melee
	}
	return out
}

// shootWeight is the weight of model i's best shot and whether it comes
// next round (EvalThreatNow this round until it has shot or its side has
// passed the rest of the section, then EvalThreatNext; nothing after the
// last round).
func (r *evalRun) shootWeight(i int) (float64, bool) {
	g := r.g
	m := &g.st.Models[i]
	switch {
	case g.st.Phase.Progress() < PhaseShooting.Progress(), g.st.Phase == PhaseShooting && !m.Done && !g.st.Passed[m.Seat]:
		return EvalThreatNow, false
	case g.st.Round >= g.maxRounds():
		return 0, true
	}
	return EvalThreatNext, true
}

// meleeWeight is the weight of model i's best melee attack and whether it
// comes next round (EvalThreatMelee this round until it has fought, then
// EvalThreatNext; nothing after the last round).
func (r *evalRun) meleeWeight(i int) (float64, bool) {
	g := r.g
	switch {
	case g.st.Phase.Progress() < PhaseFight.Progress(), g.st.Phase == PhaseFight && !g.st.Models[i].Done:
		return EvalThreatMelee, false
	case g.st.Round >= g.maxRounds():
		return 0, true
	}
	return EvalThreatNext, true
}

// mayCharge reports whether model i may still declare a charge this
// round: it has not acted in the Movement phase, is not advancing, has
// not declared a charge (one waiting for its target's reaction) and
// shares no cube with an enemy (KT-MOV-5).
func (r *evalRun) mayCharge(i int) bool {
	g := r.g
	m := &g.st.Models[i]
	return (g.st.Phase == PhaseMovement || g.st.Phase == PhaseVeteran) && !m.Done && !m.Charged && g.st.Pending != m.ID && r.here[i][m.Seat.Other()] == 0
}

// value is what harm h of model i's attack at model j is worth to i's
// side: the harm to j's worth, at most what j has left, less the chance of
// losing i to an Overheat.
func (r *evalRun) value(i, j int, harm, overheat float64) float64 {
	g := r.g
	t, m := &g.st.Models[j], &g.st.Models[i]
	left := r.static.worth[j] * condition(t.Wounds, t.Flesh, false, r.maxWounds(j))
	own := r.static.worth[i] * condition(m.Wounds, m.Flesh, false, r.maxWounds(i))
	return min(harm*r.static.worth[j], left) - overheat*own
}

// bestShot is model i's best expected shot at any enemy it sees in range,
// with its round's moves forgotten when next.
func (r *evalRun) bestShot(i int, next bool) float64 {
	g := r.g
	ms := g.st.Models
	m := &ms[i]
	arms := &r.static.arms[i]
	reach := 0
	for _, f := range arms.shots {
		reach = max(reach, f.reach)
	}
	fly := g.hasKeyword(i, "Fly")
	inEnemyCube := r.here[i][m.Seat.Other()] > 0
	best := 0.0
	for j := range ms {
		t := &ms[j]
		if t.Seat == m.Seat || !t.onTable() {
			continue
		}
		d := world.Distance(m.Pos, t.Pos)
		if d > reach {
			continue
		}
		sight := g.sight(m.Pos, t.Pos)
		if sight == world.NoSight {
			continue
		}
		friends := r.here[j][m.Seat]
		if t.Pos == m.Pos {
			friends-- // the shooter itself
		}
		ctx := g.fireContextFrom(i, j, sight, friends > 0, inEnemyCube, fly)
		if next {
			ctx.Moved, ctx.Advanced, ctx.AttemptedCharge, ctx.ChargedAt, ctx.FellBack, ctx.Retreated = false, false, false, false, false, false
			ctx.GrenadeThrownThisPhase = false
		}
		target, maxW := g.targetOf(j), r.maxWounds(j)
		for _, f := range arms.shots {
			if d > f.reach {
				continue
			}
			harm, overheat := 0.0, 0.0
			for _, p := range f.profiles {
				if CanFire(p, ctx) != nil {
					continue
				}
				h := harmOf(r.memo, volley{spec: g.shotSpec(i, p, ctx), attacks: ShotsOf(p, ctx)}, target, maxW)
				harm += h.harm
				overheat += h.overheat
			}
			best = max(best, r.value(i, j, harm, overheat))
		}
	}
	return best
}

// bestMelee is model i's best expected melee attack at an enemy in its
// cube that it may fight (fightTargets), with its round's charge
// forgotten when next.
func (r *evalRun) bestMelee(i int, next bool) float64 {
	g := r.g
	ms := g.st.Models
	m := &ms[i]
	ctx := g.meleeContext(i)
	if next {
		ctx.ChargedThisRound = false
	}
	best := 0.0
	for j := range ms {
		t := &ms[j]
		if t.Seat == m.Seat || !t.onTable() || t.Pos != m.Pos {
			continue
		}
		if !next && m.Charged && !m.declared(t.ID) && !(t.ChargeHit && t.declared(m.ID)) {
			continue
		}
		best = max(best, r.meleeAt(i, j, ctx))
	}
	return best
}

// meleeAt is model i's best expected melee attack at model j in context
// ctx, over its melee profiles.
func (r *evalRun) meleeAt(i, j int, ctx MeleeContext) float64 {
	g := r.g
	target, maxW := g.targetOf(j), r.maxWounds(j)
	best := 0.0
	for _, p := range r.static.arms[i].melee {
		spec, n := g.meleeSpec(i, p, ctx)
		h := harmOf(r.memo, volley{spec: spec, attacks: Fixed(n)}, target, maxW)
		best = max(best, r.value(i, j, h.harm, h.overheat))
	}
	return best
}

// bestCharge is model i's best charge: for each enemy within charge range
// (KT-MOV-5) in a cube with room for it, the chance 2D6 inches cover the
// distance (chargeChance, terrain aside) times its best melee attack
// after a successful charge.
func (r *evalRun) bestCharge(i int) float64 {
	g := r.g
	ms := g.st.Models
	m := &ms[i]
	ctx := g.meleeContext(i)
	ctx.ChargedThisRound = true
	limit := InchesToCubes(ChargeRangeInches)
	best := 0.0
	for j := range ms {
		t := &ms[j]
		if t.Seat == m.Seat || !t.onTable() {
			continue
		}
		d := world.Distance(m.Pos, t.Pos)
		if d > limit || r.here[j][m.Seat] >= SideCapacity || r.here[j][0]+r.here[j][1] >= CubeCapacity {
			continue
		}
		p := chargeChance(d)
		if p*r.static.worth[j] <= best {
			continue // cannot beat the best so far
		}
		best = max(best, p*r.meleeAt(i, j, ctx))
	}
	return best
}

// chargeChance is the chance that a 2D6-inch charge pays for d cube steps
// (MoveCubes): 2D6 ≥ 3d.
func chargeChance(d int) float64 {
	n := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if MoveCubes(a+b) >= d {
				n++
			}
		}
	}
	return float64(n) / 36
}
