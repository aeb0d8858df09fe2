package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// cubeForecast explains a cube attack before it is made (rules.Forecaster):
// the cube, the hit pool (Frag, Implosion or Incendiary dice) as Attack,
// and for every model the attack may touch its Survive pool and the exact
// chance of each outcome. The landing cube is enumerated: the target cube
// with the landing roll's chance, and for a miss each of the eight scatter
// directions with an eighth of the rest (into a wall: the target cube; off
// the board: lost). Outcomes are exclusive and ordered from the least
// severe: no damage, shields only, pinned (Frag only), wound, kill. The
// Sticky pick is the attacker's choice, so it is named in Notes and left
// out of the odds, as are the wall tests of scattered survivors. Targets
// lists the models in the target cube first, then any other model the
// attack may touch (a scattered shot, Blast). Within the cube the
// attacker's enemies come first, so Outcomes describe an enemy.
func (g *Game) cubeForecast(a rules.Action) (rules.Forecast, bool) {
	s, ok := g.prepareCube(a)
	if !ok {
		return rules.Forecast{}, false
	}
	m := &g.models[s.attacker]
	acc := CubeAccuracyPool(m.Unit)
	pHit := 1 - successAtLeastNot(acc, CubeAccuracyNeed)
	lands := g.cubeLandings(s.cube, pHit)
	walls := 0
	for d := world.N; d <= world.NW; d++ {
		if _, res := g.b.arena.Push(s.cube, d); res == world.HitWall {
			walls++
		}
	}
	sight := g.b.arena.LineOfSight(m.Pos, m.Crouched, s.cube, false)
	f := rules.Forecast{Sight: sight.String(), Cube: posPtr(s.cube)}
	if pool, ok := CubeHitPool(s.profile); ok {
		f.Attack = pool.Info()
	} else {
		f.Attack = acc.Info()
	}
	var friends, near []rules.TargetForecast
	for i := range g.models {
		t := &g.models[i]
		if !t.OnBoard {
			continue
		}
		tf, touched := g.cubeTargetOdds(s.profile, t, lands)
		switch {
		case t.Pos == s.cube && t.Seat != m.Seat:
			f.Targets = append(f.Targets, tf)
		case t.Pos == s.cube:
			friends = append(friends, tf)
		case touched:
			near = append(near, tf)
		}
	}
	f.Targets = append(append(f.Targets, friends...), near...)
	if len(f.Targets) > 0 {
		f.Defence, f.Outcomes = f.Targets[0].Defence, f.Targets[0].Outcomes
	}
	f.Notes, f.NoteMsgs = cubeNotes(s, acc, pHit, walls)
	outcomeWords(&f)
	return f, true
}

// landing is a cube a cube attack may explode in, with its chance.
type landing struct {
	cube world.Pos
	p    float64
}

// cubeLandings lists where an attack aimed at cube c explodes: c when it
// lands (chance pHit), and for a miss each scatter direction with an
// eighth of the rest; a shot scattered off the board is left out (lost).
func (g *Game) cubeLandings(c world.Pos, pHit float64) []landing {
	out := []landing{{c, pHit}}
	each := (1 - pHit) / float64(ScatterDie)
	for d := world.N; d <= world.NW; d++ {
		to, res := g.b.arena.Push(c, d)
		switch res {
		case world.HitEdge:
			continue
		case world.HitWall:
			to = c // a Grenade bounces back, an Explosive bursts against the wall
		}
		found := false
		for i := range out {
			if out[i].cube == to {
				out[i].p += each
				found = true
			}
		}
		if !found {
			out = append(out, landing{to, each})
		}
	}
	return out
}

// cubeTargetOdds is model t's forecast under a cube attack with profile p
// exploding in each of lands; touched is false when nothing can happen to
// it.
func (g *Game) cubeTargetOdds(p Profile, t *model, lands []landing) (rules.TargetForecast, bool) {
	sv := SurvivePool(t.Unit)
	hitPool, hasHit := CubeHitPool(p)
	_, frag := p.Value("Frag")
	emp, blast := p.Has("EMP"), p.Has("Blast")
	pinned := frag && !t.Unit.Stoic
	var none, shieldsOnly, pin, wound, kill float64
	classify := func(d Damage, extraShields bool, pr float64) {
		switch {
		case d.Killed:
			kill += pr
		case d.Wounds > 0:
			wound += pr
		case pinned:
			pin += pr
		case d.ShieldsLost() > 0 || extraShields:
			shieldsOnly += pr
		default:
			none += pr
		}
	}
	left := 1.0
	for _, l := range lands {
		left -= l.p
		switch {
		case t.Pos == l.cube:
			shields := t.Shields
			if emp {
				shields = 0
			}
			def := Defender{AR: t.Unit.AR, HP: t.Unit.HP, Wounds: t.Wounds, Shields: shields}
			if !hasHit {
				classify(Damage{}, emp && t.Shields > 0, l.p)
				continue
			}
			for hits, pr := range NetDist(hitPool, sv) {
				classify(ResolveDamage(hits, p, def), emp && t.Shields > 0, pr*l.p)
			}
		case blast && world.Distance(t.Pos, l.cube) == 1 && t.Shields > 0:
			shieldsOnly += l.p
		default:
			none += l.p
		}
	}
	none += max(0, left) // lost off the board
	tf := rules.TargetForecast{Target: t.ID, Defence: sv.Info()}
	tf.Outcomes = []rules.Outcome{{Label: OutcomeNoDamage, P: none}, {Label: OutcomeShieldsOnly, P: shieldsOnly}}
	if frag {
		tf.Outcomes = append(tf.Outcomes, rules.Outcome{Label: OutcomePinned, P: pin})
	}
	tf.Outcomes = append(tf.Outcomes, rules.Outcome{Label: OutcomeWound, P: wound}, rules.Outcome{Label: OutcomeKill, P: kill})
	return tf, none < 1-1e-12
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

// cubeNotes says in words what else a cube attack does, each note with
// its message.
func cubeNotes(s cubeSetup, acc Pool, pHit float64, walls int) ([]string, []rules.Msg) {
	p := s.profile
	var out []string
	var msgs []rules.Msg
	note := func(text string, m rules.Msg) {
		out, msgs = append(out, text), append(msgs, m)
	}
	if s.lobbed {
		note("lobbed over the top: no line of sight needed, both cubes open to the sky", rules.Say("FpFcLobbed"))
	}
	note(fmt.Sprintf("lands on %d+ with any of %d RA dice (%.0f%%)", acc.Need, acc.Dice(), 100*pHit),
		rules.Say("FpFcLands", "Need", rules.Num(acc.Need), "Dice", rules.Num(acc.Dice()), "P", fmt.Sprintf("%.0f", 100*pHit)))
	switch {
	case walls > 0 && p.Has("Grenade"):
		note("a miss scatters one cube on the same level; off the board it is lost; into a wall it bounces back", rules.Say("FpFcMissBounces"))
	case walls > 0:
		note("a miss scatters one cube on the same level; off the board it is lost; into a wall it bursts in this cube", rules.Say("FpFcMissBursts"))
	default:
		note("a miss scatters one cube on the same level; off the board it is lost", rules.Say("FpFcMiss"))
	}
	if p.Has("EMP") {
		note("EMP: every model in the cube loses all its shields", rules.Say("FpFcEMP"))
	}
	if p.Has("Sticky") {
		note(fmt.Sprintf("Sticky: with %d+ successes you pick a model in the cube you can see; it loses all its shields", StickyNeed),
			rules.Say("FpFcSticky", "Need", rules.Num(StickyNeed)))
	}
	if test, n := cubeEffect(p); n > 0 {
		note(fmt.Sprintf("%d %s dice at %d+ against each model's Survive dice; Guarded does not help", n, test, CubeEffectNeed),
			rules.Say("FpFcEffect", "Dice", rules.Num(n), "Test", msgValue(testWord(test)), "Need", rules.Num(CubeEffectNeed)))
	}
	if _, ok := p.Value("Frag"); ok {
		note("Frag: every survivor is pinned and scatters one cube (a wall may wound it)", rules.Say("FpFcFrag"))
	}
	if _, ok := p.Value("Incendiary"); ok {
		note("Incendiary: every survivor catches fire", rules.Say("FpFcIncendiary"))
	}
	if p.Has("Blast") {
		note(fmt.Sprintf("Blast: adjacent models lose %d shield", BlastShields), rules.Say("FpFcBlast", "N", rules.Num(BlastShields)))
	}
	return out, msgs
}
