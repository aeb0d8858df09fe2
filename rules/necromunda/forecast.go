package necromunda

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Forecast explains a Shoot or a Fight before it is made (rules.Forecaster):
// the hit roll with its modifiers named, the target's save, and the exact
// chance of each outcome for the target, the target priority test, both
// of two pistols and a blast scattered back onto the target counted. It
// leaves out falls from platform edges, Knockback, stray shots and
// scatters striking others, and the defender's reply, which its notes
// name.
func (g *Game) Forecast(a rules.Action) (rules.Forecast, bool) {
	if g.st.Over || g.st.Active < 0 || (a.Kind != "shoot" && a.Kind != "fight") {
		return rules.Forecast{}, false
	}
	ok := false
	for _, l := range g.Legal() {
		ok = ok || rules.SameAction(l, a)
	}
	if !ok {
		return rules.Forecast{}, false
	}
	i, j := g.st.Active, g.index(a.Target)
	if a.Kind == "fight" {
		return g.fightForecast(i, j, g.meleeWeapon(a.Weapon)), true
	}
	return g.shotForecast(i, j, a), true
}

// PartialForecasts reports that a Forecast leaves out much of what a
// shot's dice decide (rules.PartialForecaster): stray shots and scattered
// blasts striking other fighters, the nearest target that a failed target
// priority test turns the shot on, falls and Knockback, Ammo checks. The
// computer players sample such shots rather than weigh them by these
// odds: weighed by them, Normal, which compares many lines of an
// activation, chose the lines whose few samples had been lucky (a grenade
// beyond range whose one sample scattered onto a fighter and took it out
// of action counted as a certain kill).
func (g *Game) PartialForecasts() bool { return true }

// startOf is target j's condition now.
func (g *Game) startOf(j int) harmDist {
	t := &g.st.Fighters[j]
	return harmDist{{status: t.Status, wounds: t.Wounds, flesh: t.Flesh}: 1}
}

// defence describes target j's save against AP.
func (g *Game) defence(j, ap int) rules.PoolInfo {
	sv := g.ftype(j).Sv
	if sv == 0 || 6+ap < sv {
		return rules.PoolInfo{Test: "Sv", Mods: []string{"no save"}}
	}
	return rules.PoolInfo{Test: "Sv", Dice: 1, Need: sv - ap, Mods: []string{fmt.Sprintf("Sv %d+", sv), fmt.Sprintf("AP %d", ap)}}
}

// shotForecast forecasts a Shoot of fighter i at j.
func (g *Game) shotForecast(i, j int, a rules.Action) rules.Forecast {
	f, t := &g.st.Fighters[i], &g.st.Fighters[j]
	w := g.weapon(a.Weapon)
	fc := rules.Forecast{Sight: g.sight(f.Pos, j).String(), Defence: g.defence(j, w.AP)}
	pins := t.Status == Active && !g.engaged(j)
	b := blow{S: g.strength(i, w), AP: w.AP, D: w.D}
	var pHit float64
	switch {
	case a.Option == OptVent:
		fc.Sight = ""
		fc.Attack = rules.PoolInfo{Test: "vent", Dice: 1, Need: 5, Mods: []string{"5+ whatever the modifiers (NEC-VENT-2)"}}
		pHit = dieAtLeast(5)
		switch {
		case w.Template:
			pHit = 1
		case w.Grenade:
			pHit = 0
			if a.Cell != nil && slices.Contains(g.templateCubes(*a.Cell, max(w.Blast, 3)), t.Pos) {
				pHit = dieAtLeast(2)
			}
		}
	case w.Template:
		fc.Attack = rules.PoolInfo{Test: "template", Mods: []string{"no hit roll (G7)"}}
		pHit = 1
	case !g.inRange(i, w, j):
		fc.Attack = rules.PoolInfo{Test: "BS", Mods: []string{"beyond Long range: an automatic miss (NEC-SHT-3)"}}
		fc.Notes = append(fc.Notes, "the Firepower die is still rolled, for the Ammo check (NEC-SHT-3)")
	default:
		mod, cov := g.hitMods(i, w, j, f.Pos)
		extra := 0
		if a.Option == OptBoth {
			extra = -1
		}
		bs := g.ftype(i).BS
		need := bs - mod - extra
		mods := []string{fmt.Sprintf("BS %d+", bs)}
		if cov != coverNone {
			mods = append(mods, fmt.Sprintf("%s -%d", coverWords(cov), cov))
		}
		if rest := mod + cov; rest != 0 {
			mods = append(mods, fmt.Sprintf("range, accuracy and wounds %+d", rest))
		}
		if extra != 0 {
			mods = append(mods, "two pistols -1")
		}
		fc.Attack = rules.PoolInfo{Test: "BS", Dice: 1, Need: min(max(need, 1), 7), Mods: mods}
		pHit = HitChance(need, bs, cov == coverHeavy)
		if need >= 7 {
			fc.Notes = append(fc.Notes, "an improbable shot: a 6, then an unmodified BS test (NEC-SHT-7)")
		}
	}
	if w.Blast > 0 && a.Option != OptVent {
		pHit = g.blastOnto(i, w, j, pHit)
	}
	share := 1.0
	if g.friendWith(i, j) >= 0 && w.Blast == 0 && !w.Template {
		share = 0.5
		fc.Notes = append(fc.Notes, "the target is Engaged: each hit strikes it on 4+, else your own fighter (NEC-SHT-9)")
	}
	hits := firepowerOdds(w)
	if w.Blast > 0 || w.Template {
		hits = map[int]float64{1: 1}
	}
	start := g.startOf(j)
	dist := g.shotOdds(j, b, pHit, hits, share, pins, start)
	if a.Option == OptBoth {
		if k := g.secondPistol(i); k >= 0 {
			w2 := g.weapon(g.st.Fighters[i].Weapons[k])
			b2 := blow{S: g.strength(i, w2), AP: w2.AP, D: w2.D}
			share2, hits2 := 1.0, firepowerOdds(w2)
			switch {
			case w2.Template:
				hits2 = map[int]float64{1: 1}
			case g.friendWith(i, j) >= 0:
				share2 = 0.5
			}
			dist = g.shotOdds(j, b2, g.pistolHit(i, w2, j), hits2, share2, pins, dist)
		}
	}
	if a.Option == OptPriority {
		pass := twoDiceAtLeast(g.ftype(i).Wil)
		fc.Notes = append(fc.Notes, fmt.Sprintf("the target priority test (Wil %d+) passes %.0f%% of the time; a failure shoots the nearest target instead (NEC-SHT-1)", g.ftype(i).Wil, 100*pass))
		mixed := harmDist{}
		for st, p := range dist {
			mixed[st] += pass * p
		}
		for st, p := range start {
			mixed[st] += (1 - pass) * p
		}
		dist = mixed
	}
	if a.Option == OptBoth {
		fc.Notes = append(fc.Notes, "the odds are of both pistols; the hit roll shown is the first's")
	}
	if w.Blast > 0 {
		fc.Notes = append(fc.Notes, fmt.Sprintf("a miss scatters the %d\" blast; everyone under it is hit (the odds count a scatter back onto the target)", w.Blast))
	} else if !w.Template && a.Option != OptVent {
		fc.Notes = append(fc.Notes, "a miss may stray into a fighter near the line (NEC-SHT-10)")
	}
	if w.Am > 0 {
		fc.Notes = append(fc.Notes, fmt.Sprintf("on the Firepower die's Ammo face an Ammo check (%d+)", w.Am))
	}
	g.outcomes(j, dist, &fc)
	return fc
}

// shotOdds is the distribution of target j's condition, from d, after a
// shot that hits it with chance pHit and then hits as many times as hits
// gives (the Firepower die), each hit striking it with chance share (the
// rest strike a friend in its combat) with blow b, pinning it if pins.
func (g *Game) shotOdds(j int, b blow, pHit float64, hits map[int]float64, share float64, pins bool, d harmDist) harmDist {
	dist := harmDist{}
	for s, p := range d {
		dist[s] += p * (1 - pHit)
	}
	for k, pk := range hits {
		e := d
		for range k {
			struck := g.afterHit(j, e, b, pins)
			next := harmDist{}
			for s, p := range struck {
				next[s] += p * share
			}
			for s, p := range e {
				next[s] += p * (1 - share)
			}
			e = next
		}
		for s, p := range e {
			dist[s] += pHit * pk * p
		}
	}
	return dist
}

// secondPistol is the index of the second of fighter i's first two
// loaded pistols (the pair NEC-SHT-11 fires), -1 if none.
func (g *Game) secondPistol(i int) int {
	n := 0
	for k, id := range g.st.Fighters[i].Weapons {
		if w := g.weapon(id); w.Pistol && g.loaded(i, k) {
			n++
			if n == 2 {
				return k
			}
		}
	}
	return -1
}

// pistolHit is the chance that pistol w of fighter i, fired with another
// at -1 (NEC-SHT-11), hits j: a Template pistol always does.
func (g *Game) pistolHit(i int, w *Weapon, j int) float64 {
	switch {
	case w.Template:
		return 1
	case !g.inRange(i, w, j):
		return 0
	}
	mod, cov := g.hitMods(i, w, j, g.st.Fighters[i].Pos)
	return HitChance(g.ftype(i).BS-mod+1, g.ftype(i).BS, cov == coverHeavy)
}

// blastOnto is the chance that fighter i's blast w, whose hit roll at j
// succeeds with chance pHit, lands on j: a hit centres it there; a miss
// (and a centre beyond Long range, slid back to it) scatters it, and the
// scattered template may still cover j (G6, NEC-BLST-2).
func (g *Game) blastOnto(i int, w *Weapon, j int, pHit float64) float64 {
	at := g.st.Fighters[j].Pos
	centre := at
	if !g.inRange(i, w, j) {
		centre, pHit = g.rangeEnd(i, w, at), 0
	}
	onto := 0
	for n := 1; n <= 6; n++ {
		for d := 1; d <= 8; d++ {
			if slices.Contains(g.templateCubes(g.scatterTo(centre, n, d), w.Blast), at) {
				onto++
			}
		}
	}
	return pHit + (1-pHit)*float64(onto)/48
}

// fightForecast forecasts a Fight of fighter i at j with w.
func (g *Game) fightForecast(i, j int, w *Weapon) rules.Forecast {
	f := &g.st.Fighters[i]
	t := g.ftype(i)
	need := t.WS + f.Flesh
	mods := []string{fmt.Sprintf("WS %d+", t.WS)}
	if f.Flesh > 0 {
		mods = append(mods, fmt.Sprintf("flesh wounds -%d", f.Flesh))
	}
	need = max(need, 2)
	fc := rules.Forecast{Attack: rules.PoolInfo{Test: "WS", Dice: t.A, Need: need, Mods: mods}, Defence: g.defence(j, w.AP)}
	p := dieAtLeast(need)
	b := blow{S: g.strength(i, w), AP: w.AP, D: w.D}
	dist := harmDist{}
	for k := 0; k <= t.A; k++ {
		pk := binomial(t.A, k) * pow(p, k) * pow(1-p, t.A-k)
		d := g.startOf(j)
		for range k {
			d = g.afterHit(j, d, b, false)
		}
		for s, q := range d {
			dist[s] += pk * q
		}
	}
	fc.Notes = []string{"an Active defender strikes back after the attacks"}
	g.outcomes(j, dist, &fc)
	return fc
}

// Outcome labels, as the computer players read them from events (a
// "kill" event, a "wound" event, a "pin" event): out of action; a wound,
// a flesh wound or Seriously Injured; Pinned and nothing worse.
const (
	outcomeNone   = "no effect"
	outcomePinned = "pinned"
	outcomeWound  = "wound"
	outcomeKill   = "kill"
)

// outcomes groups a target's final conditions into the outcomes a screen
// shows and a computer player reads, in a fixed order, leaving out those
// that cannot happen; a note gives the chance of Seriously Injured, which
// the "wound" outcome includes.
func (g *Game) outcomes(j int, d harmDist, fc *rules.Forecast) {
	t := &g.st.Fighters[j]
	labels := []string{outcomeNone, outcomePinned, outcomeWound, outcomeKill}
	var p [4]float64
	serious := 0.0
	for s, q := range d {
		switch {
		case s.status == OutOfAction:
			p[3] += q
		case s.status == SeriouslyInjured && t.Status != SeriouslyInjured:
			p[2] += q
			serious += q
		case s.wounds < t.Wounds || s.flesh > t.Flesh:
			p[2] += q
		case s.status != t.Status:
			p[1] += q
		default:
			p[0] += q
		}
	}
	for k, l := range labels {
		if p[k] > 1e-12 {
			fc.Outcomes = append(fc.Outcomes, rules.Outcome{Label: l, P: p[k]})
		}
	}
	if serious > 1e-12 {
		fc.Notes = append(fc.Notes, fmt.Sprintf("seriously injured (within \"wound\"): %.0f%%", 100*serious))
	}
}

// binomial is n choose k.
func binomial(n, k int) float64 {
	r := 1.0
	for x := 1; x <= k; x++ {
		r = r * float64(n-k+x) / float64(x)
	}
	return r
}

// pow is x to the n.
func pow(x float64, n int) float64 {
	r := 1.0
	for range n {
		r *= x
	}
	return r
}
