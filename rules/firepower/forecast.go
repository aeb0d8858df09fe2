package firepower

import (
	"fmt"
	"math"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Forecast gives the exact chance to kill of a fire, grenade or melee
// action before it is made (rules.Forecaster).
func (g *Game) Forecast(a rules.Action) (rules.Forecast, bool) {
	legal := false
	for _, l := range g.Legal() {
		legal = legal || rules.SameAction(l, a)
	}
	if !legal {
		return rules.Forecast{}, false
	}
	i := g.index(a.Actor)
	switch a.Kind {
	case "fire":
		return g.forecastFire(i, g.index(a.Target), a.Weapon, a.Option), true
	case "grenade":
		return g.forecastGrenade(i, *a.Cell), true
	case "melee":
		return g.forecastMelee(i, *a.Cell, a.Option == OptTogether), true
	}
	return rules.Forecast{}, false
}

// killOdds is the chance that n shots at hit number hit with modifiers
// mods kill.
func killOdds(n, hit, mods int) float64 {
	return 1 - math.Pow(1-chance(hit, mods), float64(n))
}

// outcomes is a kill chance as outcomes.
func outcomes(p float64) []rules.Outcome {
	return []rules.Outcome{{Label: "kill", P: p}, {Label: "no effect", P: 1 - p}}
}

// forecastFire forecasts soldier i's fire at soldier j: each burst's
// target (automatic fire) with its chance to be killed.
func (g *Game) forecastFire(i, j int, weapon, option string) rules.Forecast {
	f := &g.st.Soldiers[i]
	t := &g.st.Soldiers[j]
	w := g.weapon(weapon)
	mode, declared := parseFireOption(option)
	r := w.row(mode)
	hit := g.hitNumber(r, f.Pos, t.Pos)
	ms := g.fireMods(i, j, declared)
	fc := rules.Forecast{Sight: world.Visible.String(),
		Attack:  rules.PoolInfo{Test: "D10", Dice: r.Shots, Need: hit, Under: true, Mods: words(ms)},
		Defence: noSave(nil),
	}
	p := killOdds(r.Shots, hit, total(ms))
	fc.Outcomes = outcomes(p)
	if mode == ModeAuto {
		fc.Notes = append(fc.Notes, "Every soldier left in the cube is Suppressed.")
		bursts := r.Bursts - 1
		for k := range g.st.Soldiers {
			o := &g.st.Soldiers[k]
			if k == j || !o.alive() || o.Seat == f.Seat || o.Pos != t.Pos || bursts == 0 {
				continue
			}
			bursts--
			om := g.fireMods(i, k, declared)
			fc.Targets = append(fc.Targets, rules.TargetForecast{Target: o.ID, Defence: noSave(words(om)),
				Outcomes: outcomes(killOdds(r.Shots, g.hitNumber(r, f.Pos, o.Pos), total(om)))})
		}
		if len(fc.Targets) > 0 {
			fc.Targets = append([]rules.TargetForecast{{Target: t.ID, Defence: fc.Defence, Outcomes: fc.Outcomes}}, fc.Targets...)
			fc.Notes = append(fc.Notes, "Further bursts go to the easiest targets first.")
		}
	}
	fc.Notes = append(fc.Notes, fmt.Sprintf("Each shot kills on a D10 of %d or less.", max(hit-total(ms), 0)))
	return fc
}

// forecastGrenade forecasts soldier i's throw at cube p: every soldier's
// exact chance to be killed, summing the blast on p, on each spread cube
// and the dud.
func (g *Game) forecastGrenade(i int, p world.Pos) rules.Forecast {
	s := &g.st.Soldiers[i]
	w := g.weapon(s.Grenade)
	hit := g.hitNumber(&w.Throw, s.Pos, p)
	ms := g.throwMods(i, p)
	m := total(ms)
	pHit := chance(hit, m)
	pDud := float64(min(max(m, 0), 10)) / 10 // a roll + m over 10
	pSpread := max(0, 1-pHit-pDud)
	type centre struct {
		at world.Pos
		p  float64
	}
	centres := []centre{{p, pHit}} // a slice, so the sums come out the same every time
	d, ok := world.BearingTowards(s.Pos, p)
	if !ok {
		d = s.Facing
	}
	for face := 1; face <= 10; face++ {
		q, landed := g.landing(spreadCube(p, d, face))
		if landed && world.Distance(s.Pos, q) <= g.maxThrow(i) && g.arena.CanSee(s.Pos, s.Prone, q, false) {
			centres = append(centres, centre{q, pSpread / 10})
		}
	}
	cube := p
	fc := rules.Forecast{Sight: world.Visible.String(), Cube: &cube,
		Attack: rules.PoolInfo{Test: "D10", Dice: 1, Need: hit, Under: true, Mods: words(ms)}, Defence: noSave(nil)}
	for j := range g.st.Soldiers {
		t := &g.st.Soldiers[j]
		if !t.alive() {
			continue
		}
		pk := 0.0
		for _, c := range centres {
			if ring := g.blastRing(c.at, t.Pos); ring >= 0 {
				pk += c.p * chance(g.chart().Blast, total(g.blastMods(c.at, ring, j)))
			}
		}
		if pk > 0 {
			fc.Targets = append(fc.Targets, rules.TargetForecast{Target: t.ID, Defence: noSave(nil), Outcomes: outcomes(pk)})
		}
	}
	if len(fc.Targets) > 0 {
		fc.Outcomes = fc.Targets[0].Outcomes
	}
	fc.Notes = []string{fmt.Sprintf("On target %.0f%%, spread %.0f%%, dud %.0f%%.", 100*pHit, 100*pSpread, 100*pDud)}
	return fc
}

// forecastMelee forecasts a melee: the attackers' chance to win.
func (g *Game) forecastMelee(i int, q world.Pos, together bool) rules.Forecast {
	att, def := g.meleeSides(i, q, together)
	m := g.meleeMod(len(att), len(def))
	p := chance(g.chart().MeleeHit, m)
	var mods []string
	if m != 0 {
		mods = []string{fmt.Sprintf("%d against %d %+d", len(att), len(def), m)}
	}
	return rules.Forecast{Attack: rules.PoolInfo{Test: "melee", Dice: 1, Need: g.chart().MeleeHit, Under: true, Mods: mods},
		Defence:  rules.PoolInfo{Test: "No save: the loser is killed"},
		Outcomes: []rules.Outcome{{Label: "the defenders are killed", P: p}, {Label: "the attackers are killed", P: 1 - p}},
		Notes:    []string{fmt.Sprintf("%d attackers against %d defenders.", len(att), len(def))}}
}

// noSave is the defending side of every Firepower attack: no dice, for a
// hit kills outright (FP-RES-1); mods are the attack's modifiers against that
// soldier, shown on its row of an automatic fire forecast.
func noSave(mods []string) rules.PoolInfo {
	return rules.PoolInfo{Test: "No save: a hit kills", Mods: mods}
}
