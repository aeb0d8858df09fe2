package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// cubeForecast explains a cube attack before it is made (rules.Forecaster):
// the cube, the hit pool (Frag, Implosion or Incendiary dice) as Attack,
// and for every model in the cube its Survive pool and the exact chance of
// each outcome. The chance that the attack lands in the cube is the
// accuracy roll's, plus a miss that scatters into a wall and stays; a miss
// that scatters elsewhere counts as no damage to these models. Outcomes
// are exclusive and ordered from the least severe: no damage, shields only,
// pinned (Frag only), wound, kill. The Sticky pick is the attacker's
// choice, so it is named in Notes and left out of the odds.
func (g *Game) cubeForecast(a rules.Action) (rules.Forecast, bool) {
	s, ok := g.prepareCube(a)
	if !ok {
		return rules.Forecast{}, false
	}
	m := &g.models[s.attacker]
	p := s.profile
	acc := CubeAccuracyPool(m.Unit)
	pHit := 1 - successAtLeastNot(acc, CubeAccuracyNeed)
	walls := 0
	for d := world.N; d <= world.NW; d++ {
		if _, res := g.b.arena.Push(s.cube, d); res == world.HitWall {
			walls++
		}
	}
	pLand := pHit + (1-pHit)*float64(walls)/float64(ScatterDie)
	sight := g.b.arena.LineOfSight(m.Pos, m.Crouched, s.cube, false)
	f := rules.Forecast{Sight: sight.String(), Cube: posPtr(s.cube)}
	hitPool, hasHit := CubeHitPool(p)
	if hasHit {
		f.Attack = hitPool.Info()
	} else {
		f.Attack = acc.Info()
	}
	_, frag := p.Value("Frag")
	emp := p.Has("EMP")
	for _, v := range g.modelsIn(s.cube) {
		t := &g.models[v]
		sv := SurvivePool(t.Unit)
		shields := t.Shields
		if emp {
			shields = 0
		}
		pinned := frag && !t.Unit.Stoic
		var none, shieldsOnly, pin, wound, kill float64
		classify := func(d Damage, pr float64) {
			switch {
			case d.Killed:
				kill += pr
			case d.Wounds > 0:
				wound += pr
			case pinned:
				pin += pr
			case d.ShieldsLost() > 0 || (emp && t.Shields > 0):
				shieldsOnly += pr
			default:
				none += pr
			}
		}
		def := Defender{AR: t.Unit.AR, HP: t.Unit.HP, Wounds: t.Wounds, Shields: shields}
		if hasHit {
			for hits, pr := range NetDist(hitPool, sv) {
				classify(ResolveDamage(hits, p, def), pr*pLand)
			}
		} else {
			classify(Damage{}, pLand)
		}
		none += 1 - pLand
		tf := rules.TargetForecast{Target: t.ID, Defence: sv.Info()}
		tf.Outcomes = []rules.Outcome{{Label: OutcomeNoDamage, P: none}, {Label: OutcomeShieldsOnly, P: shieldsOnly}}
		if frag {
			tf.Outcomes = append(tf.Outcomes, rules.Outcome{Label: OutcomePinned, P: pin})
		}
		tf.Outcomes = append(tf.Outcomes, rules.Outcome{Label: OutcomeWound, P: wound}, rules.Outcome{Label: OutcomeKill, P: kill})
		f.Targets = append(f.Targets, tf)
	}
	if len(f.Targets) > 0 {
		f.Defence, f.Outcomes = f.Targets[0].Defence, f.Targets[0].Outcomes
	}
	f.Notes = cubeNotes(s, acc, pHit, walls)
	return f, true
}

// successAtLeastNot is the chance that pool p rolls fewer than need
// successes.
func successAtLeastNot(p Pool, need int) float64 {
	q := 0.0
	for k, pr := range SuccessDist(p) {
		if k < need {
			q += pr
		}
	}
	return q
}

// cubeNotes says in words what else a cube attack does.
func cubeNotes(s cubeSetup, acc Pool, pHit float64, walls int) []string {
	p := s.profile
	var out []string
	if s.lobbed {
		out = append(out, "lobbed over the top: no line of sight needed, both cubes open to the sky")
	}
	out = append(out, fmt.Sprintf("lands on %d+ with any of %d RA dice (%.0f%%)", acc.Need, acc.Dice(), 100*pHit))
	miss := "a miss scatters one cube on the same level; off the board it is lost"
	if walls > 0 {
		if p.Has("Grenade") {
			miss += "; into a wall it bounces back"
		} else {
			miss += "; into a wall it bursts in this cube"
		}
	}
	out = append(out, miss)
	if p.Has("EMP") {
		out = append(out, "EMP: every model in the cube loses all its shields")
	}
	if p.Has("Sticky") {
		out = append(out, fmt.Sprintf("Sticky: with %d+ successes you pick a model in the cube you can see; it loses all its shields", StickyNeed))
	}
	if test, n := cubeEffect(p); n > 0 {
		out = append(out, fmt.Sprintf("%d %s dice at %d+ against each model's Survive dice; Guarded does not help", n, test, CubeEffectNeed))
	}
	if _, ok := p.Value("Frag"); ok {
		out = append(out, "Frag: every survivor is pinned and scatters one cube (a wall may wound it)")
	}
	if _, ok := p.Value("Incendiary"); ok {
		out = append(out, "Incendiary: every survivor catches fire")
	}
	if p.Has("Blast") {
		out = append(out, fmt.Sprintf("Blast: adjacent models lose %d shield", BlastShields))
	}
	return out
}
