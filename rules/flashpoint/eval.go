package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Weights of the position evaluation (Evaluate), in kills: a kill scores 1.
const (
	// EvalWin is the value of a won game (plus the score difference).
	EvalWin = 100.0
	// EvalDead is what a model awaiting respawn costs its side besides the
	// kill: it spends its next activation respawning in the back.
	EvalDead = 0.3
	// EvalDamage is what a model one hit from death costs its side; less
	// damage costs less, and the first hits cost least (see damageCost).
	EvalDamage = 0.7
	// EvalShieldHit is the weight of a lost shield against a wound's share
	// of a model's health: shields come back one a round.
	EvalShieldHit = 0.5
	// EvalPinned is what a pinned model costs: it must stand up first and
	// may be assaulted when it does.
	EvalPinned = 0.15
	// EvalPower is the worth of a power weapon in a model's hand.
	EvalPower = 0.2
	// EvalThreatNow weighs the best attack a model still to activate this
	// round can make from where it stands.
	EvalThreatNow = 0.5
	// EvalThreatNext weighs the best attack of a model that has activated:
	// it comes next round, after its target may have moved and regained a
	// shield (nothing in the last round).
	EvalThreatNext = 0.2
	// EvalThreatActive weighs the best attack the activating model can make
	// with the actions it has left.
	EvalThreatActive = 0.9
	// EvalCharge weighs an Assault a model could make by charging an enemy
	// within its Move (the route may be blocked; the target may move).
	EvalCharge = 0.5
	// EvalApproach is the cost of each cube a model stands beyond its
	// longest range from the nearest enemy: a model that cannot reach
	// anyone does nothing.
	EvalApproach = 0.03
	// EvalWeaponNear is the worth of each cube one side's nearest model is
	// nearer than the other's to a power weapon lying on the board.
	EvalWeaponNear = 0.02
	// EvalWeaponReach is the distance from which a power weapon lying on
	// the board no longer draws models (EvalWeaponNear).
	EvalWeaponReach = 4
)

// evalMaxHits bounds the hit counts the evaluation's dice odds follow; the
// chance of more is counted as evalMaxHits.
const evalMaxHits = 14

// evalMaxDice bounds the pool size the evaluation's dice odds follow.
const evalMaxDice = 24

// Evaluate values the position for seat, in kills (rules.Evaluator): the
// score difference (weighted by the scenario), the damage and state of
// every model, the attacks each side can make from where its models stand,
// and the scenario's objectives (scenario_eval.go). It reads only what a
// player at the table sees (no dice, no supply) and is symmetric:
// Evaluate(s) = -Evaluate(s.Other()). A finished game is worth ±EvalWin
// plus the score difference.
func (g *Game) Evaluate(seat rules.Seat) float64 { return g.evaluate(seat, nil) }

// evaluate is Evaluate with the memo of a search (nil for none).
func (g *Game) evaluate(seat rules.Seat, memo *searchMemo) float64 {
	v := g.evalBlue(memo)
	switch seat {
	case rules.Blue:
		return v
	case rules.Red:
		return -v
	}
	return 0
}

// evalBlue is Evaluate for blue.
func (g *Game) evalBlue(memo *searchMemo) float64 {
	v := float64(g.score[rules.Blue]-g.score[rules.Red]) * g.scoreWeight()
	if g.over {
		switch g.winner {
		case rules.Blue:
			v += EvalWin
		case rules.Red:
			v -= EvalWin
		}
		return v
	}
	side := [2]float64{}
	for i := range g.models {
		m := &g.models[i]
		side[m.Seat] += g.modelWorth(m)
		side[m.Seat] += g.itemWorth(m)
	}
	run := evalRun{g: g, memo: memo}
	if memo != nil {
		run.dists = &memo.dists
	} else {
		run.dists = &distMemo{}
	}
	threat := run.threats()
	side[rules.Blue] += threat[rules.Blue]
	side[rules.Red] += threat[rules.Red]
	side[rules.Blue] += g.itemsNear()
	side[rules.Blue] += g.weaponsNear()
	side[rules.Blue] += g.commandWorth()
	side[rules.Blue] += g.scenarioWorth()
	return v + side[rules.Blue] - side[rules.Red]
}

// modelWorth is what a model's own state adds to its side (at most
// EvalPower; damage, death and pins take away).
func (g *Game) modelWorth(m *model) float64 {
	if !m.OnBoard {
		return -EvalDead
	}
	v := -damageCost(m, m.Wounds, m.Shields)
	if m.Pinned {
		v -= EvalPinned
	}
	if m.Pickup.ID != "" {
		if a := g.b.arms[m.Pickup.ID]; a != nil && a.w.Power {
			v += EvalPower
		}
	}
	return v
}

// damageCost values wounds and lost shields of model m: the share f of its
// health gone (shields weighted by EvalShieldHit, wounds by its armour),
// costed EvalDamage·(f+f²)/2, so that finishing a model off is worth more
// than scratching a fresh one.
func damageCost(m *model, wounds, shields int) float64 {
	u := m.Unit
	ar := float64(max(1, u.AR))
	total := float64(u.HP)*ar + EvalShieldHit*float64(u.ES)
	if total <= 0 {
		return 0
	}
	lost := float64(min(wounds, u.HP))*ar + EvalShieldHit*float64(max(0, u.ES-shields))
	f := min(1, lost/total)
	return EvalDamage * (f + f*f) / 2
}

// evalRun is one evaluation: the game, what it has worked out so far, and
// the memo of the search it is part of (nil for none).
type evalRun struct {
	g     *Game
	memo  *searchMemo
	dists *distMemo
	pairs [2 * MaxModelsPerSide][2 * MaxModelsPerSide]int8 // sight by attacker and target: 0 unknown, else Sight+1
}

// sight is how well attacker ai sees target ti, from where ai stands.
// Sight is not symmetric (on the shipped arenas about one pair of
// standable cubes in ten, crouched or not, sees differently the other
// way), so each ordered pair is worked out on its own: looking from the
// lower-numbered model for both would judge every red attack from blue's
// side of the line.
func (r *evalRun) sight(ai, ti int) world.Sight {
	if v := r.pairs[ai][ti]; v != 0 {
		return world.Sight(v - 1)
	}
	a, t := &r.g.models[ai], &r.g.models[ti]
	s := r.g.b.arena.LineOfSight(a.Pos, a.Crouched, t.Pos, t.Crouched)
	r.pairs[ai][ti] = int8(s) + 1
	return s
}

// threats sums, by seat, the weighted best attack of every model that can
// still make one (see threatWeight), and charges EvalApproach for models
// out of reach of every enemy.
func (r *evalRun) threats() [2]float64 {
	g := r.g
	var out [2]float64
	n := min(len(g.models), 2*MaxModelsPerSide)
	for ai := 0; ai < n; ai++ {
		a := &g.models[ai]
		if !a.OnBoard {
			continue
		}
		w := g.threatWeight(ai)
		reach := g.longestRange(a)
		best, nearest := 0.0, -1
		for ti := 0; ti < n; ti++ {
			t := &g.models[ti]
			if !t.OnBoard || t.Seat == a.Seat {
				continue
			}
			d := world.Distance(a.Pos, t.Pos)
			if nearest < 0 || d < nearest {
				nearest = d
			}
			if w == 0 {
				continue
			}
			var v float64
			switch {
			case d == 0:
				v = g.assaultWorth(ai, ti, false, r)
			case d <= reach:
				if s := g.itemSight(ai, ti, r.sight(ai, ti)); s != world.NoSight {
					v = g.shotWorth(ai, ti, s, r)
				}
			}
			if d > 0 && d <= a.Unit.Move && a.Pos.Z == t.Pos.Z && !a.Pinned {
				v = max(v, EvalCharge*g.assaultWorth(ai, ti, true, r))
			}
			best = max(best, v)
		}
		out[a.Seat] += w * best
		if nearest > reach {
			out[a.Seat] -= EvalApproach * float64(nearest-reach)
		}
	}
	return out
}

// threatWeight is how much model mi's best attack counts now: the
// activating model with a Shoot or Assault left counts EvalThreatActive,
// models still to activate this round EvalThreatNow, the others
// EvalThreatNext (nothing in the last round). A pinned model must stand up
// first: half.
func (g *Game) threatWeight(mi int) float64 {
	m := &g.models[mi]
	var w float64
	switch {
	case g.act.Model == mi:
		left := g.act.Spent < ActionPoints && !g.act.Used.has(actShoot)
		switch {
		case left:
			w = EvalThreatActive
		case g.round < g.b.setup.Rounds:
			w = EvalThreatNext
		}
	case !m.Activated:
		w = EvalThreatNow
	case g.round < g.b.setup.Rounds:
		w = EvalThreatNext
	}
	if m.Pinned {
		w /= 2
	}
	return w
}

// longestRange is the longest range of the playable ranged profiles model
// m can fire (0 with none).
func (g *Game) longestRange(m *model) int {
	r := 0
	m.eachArm(func(s *slot) bool {
		if a, ok := g.usable(s); ok {
			r = max(r, a.maxRange, a.cubeMax)
		}
		return true
	})
	return r
}

// shotWorth is the best expected gain, in kills, of one Shoot by model ai
// at model ti with the sight between them: every usable ranged profile in
// range, normally, Blazing Away and scoped.
func (g *Game) shotWorth(ai, ti int, sight world.Sight, r *evalRun) float64 {
	a, t := &g.models[ai], &g.models[ti]
	d := world.Distance(a.Pos, t.Pos)
	ctx := ShotContext{
		Sight:           sight,
		HighGround:      a.Pos.Z > t.Pos.Z,
		ShooterCrouched: a.Crouched,
		TargetCrouched:  t.Crouched,
		FriendlyFire:    g.friendIn(t.Pos, a.Seat, ai),
	}
	best := 0.0
	a.eachArm(func(s *slot) bool {
		am, ok := g.usable(s)
		if !ok || am.maxRange < d {
			return true
		}
		for pi, p := range am.w.Profiles {
			if p.Range < d || !am.playable[pi] {
				continue
			}
			c := ctx
			c.Lunge = p.Lunge
			best = max(best, g.shotModeWorth(a.Unit, p, t, c, r))
			if p.RapidFire && !p.Lunge {
				c.Blaze = true
				best = max(best, g.shotModeWorth(a.Unit, p, t, c, r))
				c.Blaze = false
			}
			if p.SniperScope && !p.Lunge {
				c.Scoped = true
				best = max(best, g.shotModeWorth(a.Unit, p, t, c, r))
			}
		}
		return true
	})
	return max(best, g.cubeWorth(ai, ti, r))
}

// assaultWorth is the expected gain, in kills, of model ai's best free
// Assault on model ti (charged: with the charge bonus).
func (g *Game) assaultWorth(ai, ti int, charged bool, r *evalRun) float64 {
	a, t := &g.models[ai], &g.models[ti]
	if a.Pinned {
		return 0
	}
	cc := g.bestCC(a)
	c := AssaultContext{
		Charged:              charged,
		AttackerFriendInCube: !charged && g.friendIn(a.Pos, a.Seat, ai),
		DefenderFriendInCube: g.friendIn(t.Pos, t.Seat, ti),
		TargetWounded:        t.wounded(),
		AttackerWounded:      a.wounded(),
		TargetPinned:         t.Pinned,
	}
	var buf poolMods
	attack, defence := assaultPools(&buf, a.Unit, cc.profile, t.Unit, c)
	return g.poolsWorth(attack, defence, cc.profile, t, false, r)
}

// shotModeWorth is the expected gain of a Shoot with profile p in context c.
func (g *Game) shotModeWorth(att *Unit, p Profile, t *model, c ShotContext, r *evalRun) float64 {
	var buf poolMods
	attack, defence := shotPools(&buf, att, p, t.Unit, c)
	return g.poolsWorth(attack, defence, p, t, c.Blaze, r)
}

// poolsWorth is the expected gain, in kills, of an opposed test between
// attack and defence against model t: each number of net hits is turned
// into damage (ResolveDamage) and valued as Evaluate values it. A Blaze
// Away that wins takes a shield and pins (HF-FAQ-2).
func (g *Game) poolsWorth(attack, defence Pool, p Profile, t *model, blaze bool, r *evalRun) float64 {
	var net [evalMaxHits + 1]float64
	r.net(attack, defence, &net)
	now := damageCost(t, t.Wounds, t.Shields)
	if blaze {
		gain := damageCost(t, t.Wounds, max(0, t.Shields-1)) - now
		if !t.Pinned && !t.Unit.Stoic {
			gain += EvalPinned
		}
		return (1 - net[0]) * gain
	}
	kill := 1 + EvalDead + g.modelWorth(t)
	gain := 0.0
	d := Defender{AR: t.Unit.AR, HP: t.Unit.HP, Wounds: t.Wounds, Shields: t.Shields}
	for k := 1; k <= evalMaxHits; k++ {
		if net[k] == 0 {
			continue
		}
		dmg := ResolveDamage(k, p, d)
		if dmg.Killed {
			gain += net[k] * kill
			continue
		}
		gain += net[k] * (damageCost(t, t.Wounds+dmg.Wounds, t.Shields-dmg.ShieldsLost()) - now)
	}
	return gain
}

// net fills out with the chance of each number of net hits of an opposed
// test (see netDist), from the search's memo when it has one.
func (r *evalRun) net(attack, defence Pool, out *[evalMaxHits + 1]float64) {
	var k netKey
	if r.memo != nil {
		k = netKey{keyOf(attack), keyOf(defence)}
		if v, ok := r.memo.nets[k]; ok {
			*out = v
			return
		}
	}
	var as, ds [evalMaxHits + 1]float64
	r.dists.dist(attack, &as)
	r.dists.dist(defence, &ds)
	netDist(&as, &ds, out)
	if r.memo != nil {
		r.memo.nets[k] = *out
	}
}

// netDist fills out with the chance of each number of net hits (the
// attacker's successes less the defender's, at least 0) from the two
// success distributions.
func netDist(a, d *[evalMaxHits + 1]float64, out *[evalMaxHits + 1]float64) {
	for i, pa := range a {
		if pa == 0 {
			continue
		}
		for j, pd := range d {
			if j >= i {
				out[0] += pa * pd
				continue
			}
			out[i-j] += pa * pd
		}
	}
}

// poolKey is what a pool's success distribution depends on.
type poolKey struct {
	dice, need, headshot, rerolls int
}

// keyOf is the key of pool p.
func keyOf(p Pool) poolKey { return poolKey{p.Dice(), p.Need, p.headshotFace(), p.Rerolls} }

// netKey is what the net hits of an opposed test depend on.
type netKey struct{ attack, defence poolKey }

// distMemo keeps the success distributions one evaluation has worked out:
// the same few pools come up for every pair of models.
type distMemo struct {
	n     int
	keys  [evalMemo]poolKey
	dists [evalMemo][evalMaxHits + 1]float64
}

// evalMemo is how many distributions a distMemo keeps (later ones are
// worked out every time).
const evalMemo = 48

// dist puts the success distribution of p in out, from the memo when it
// is there.
func (m *distMemo) dist(p Pool, out *[evalMaxHits + 1]float64) {
	k := keyOf(p)
	for i := 0; i < m.n; i++ {
		if m.keys[i] == k {
			*out = m.dists[i]
			return
		}
	}
	quickDist(p, out)
	if m.n < evalMemo {
		m.keys[m.n], m.dists[m.n] = k, *out
		m.n++
	}
}

// quickDist fills out with the chance of each number of successes of pool
// p, as SuccessDist computes it but cut at evalMaxHits (the last entry
// holds that many or more) and without allocating: the first roll, Weight
// of Fire rerolls of up to Rerolls failed dice, and a chain of headshot
// dice behind every headshot. Pools of more than evalMaxDice dice are read
// as evalMaxDice.
func quickDist(p Pool, out *[evalMaxHits + 1]float64) {
	*out = [evalMaxHits + 1]float64{}
	n := min(p.Dice(), evalMaxDice)
	ps, ph := faceOdds(p)
	q := 1 - ps - ph
	if n == 0 || q >= 1 {
		out[0] = 1
		return
	}
	// qp[i] = q^i, sp[i] = (1-q)^i.
	var qp, sp [evalMaxDice + 1]float64
	qp[0], sp[0] = 1, 1
	for i := 1; i <= n; i++ {
		qp[i], sp[i] = qp[i-1]*q, sp[i-1]*(1-q)
	}
	// live[c]: the chance that c dice end up successes (after rerolls).
	var live [evalMaxDice + 1]float64
	rerolls := max(0, p.Rerolls)
	cnf := 1.0 // C(n, f)
	for f := 0; f <= n; f++ {
		pf := cnf * qp[f] * sp[n-f]
		cnf = cnf * float64(n-f) / float64(f+1)
		r := min(f, rerolls)
		crs := 1.0 // C(r, s)
		for s := 0; s <= r; s++ {
			live[n-f+s] += pf * crs * sp[s] * qp[r-s]
			crs = crs * float64(r-s) / float64(s+1)
		}
	}
	// A succeeding die brings k ≥ 1 successes with its headshot chain:
	// a·ph^(k-1). Adding one such die to a count is a running sum.
	a := (ps + ph*q) / (1 - q)
	power := [evalMaxHits + 1]float64{1}
	for c := 0; ; c++ {
		for k, pk := range power {
			out[k] += live[c] * pk
		}
		if c == n {
			return
		}
		var next [evalMaxHits + 1]float64
		mass, below := 0.0, 0.0
		for k := 1; k < evalMaxHits; k++ {
			next[k] = a*power[k-1] + ph*next[k-1]
			below += next[k]
		}
		for _, pk := range power {
			mass += pk
		}
		next[evalMaxHits] = max(0, mass-below)
		power = next
	}
}

// weaponsNear values for blue the power weapons lying on the board: each
// cube blue's nearest model is nearer than red's is worth EvalWeaponNear.
func (g *Game) weaponsNear() float64 {
	v := 0.0
	for i := range g.tokens {
		t := &g.tokens[i]
		if a := g.b.arms[t.Weapon]; a == nil || !a.w.Power {
			continue
		}
		near := [2]int{EvalWeaponReach, EvalWeaponReach}
		for j := range g.models {
			m := &g.models[j]
			if m.OnBoard && m.Pickup.ID == "" {
				near[m.Seat] = min(near[m.Seat], world.Distance(m.Pos, t.Pos))
			}
		}
		v += EvalWeaponNear * float64(near[rules.Red]-near[rules.Blue])
	}
	return v
}
