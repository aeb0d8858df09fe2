package necromunda

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Forecast explains a Shoot or a Fight before it is made (rules.Forecaster):
// the hit roll with its modifiers named, the target's save, and the exact
// chance of each outcome for the target. It leaves out falls from
// platform edges, Knockback, stray shots and the defender's reply, which
// its notes name.
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
// blasts striking other fighters, a failed target priority test turning
// the shot on the nearest target, the second of two pistols, falls and
// Knockback, Ammo checks. The computer players sample such shots rather
// than weigh them by these odds: weighed by them, Normal, which compares
// many lines of an activation, chose the lines whose few samples had been
// lucky (a grenade beyond range whose one sample scattered onto a fighter
// and took it out of action counted as a certain kill).
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
	share := 1.0
	if g.friendWith(i, j) >= 0 && w.Blast == 0 && !w.Template {
		share = 0.5
		fc.Notes = append(fc.Notes, "the target is Engaged: each hit strikes it on 4+, else your own fighter (NEC-SHT-9)")
	}
	dist := harmDist{}
	miss := g.startOf(j)
	for s, p := range miss {
		dist[s] += p * (1 - pHit)
	}
	hits := firepowerOdds(w)
	if w.Blast > 0 || w.Template {
		hits = map[int]float64{1: 1}
	}
	for k, pk := range hits {
		d := g.startOf(j)
		for range k {
			struck := g.afterHit(j, d, b, pins)
			next := harmDist{}
			for s, p := range struck {
				next[s] += p * share
			}
			for s, p := range d {
				next[s] += p * (1 - share)
			}
			d = next
		}
		for s, p := range d {
			dist[s] += pHit * pk * p
		}
	}
	if a.Option == OptBoth {
		fc.Notes = append(fc.Notes, "the odds are of one pistol; the second shoots as well")
	}
	if w.Blast > 0 {
		fc.Notes = append(fc.Notes, fmt.Sprintf("a miss scatters the %d\" blast; everyone under it is hit", w.Blast))
	} else if !w.Template && a.Option != OptVent {
		fc.Notes = append(fc.Notes, "a miss may stray into a fighter near the line (NEC-SHT-10)")
	}
	if w.Am > 0 {
		fc.Notes = append(fc.Notes, fmt.Sprintf("on the Firepower die's Ammo face an Ammo check (%d+)", w.Am))
	}
	g.outcomes(j, dist, &fc)
	return fc
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
