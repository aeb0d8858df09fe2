package urban

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Forecast explains an attack before it is made (rules.Forecaster): the
// dice, the modifiers and the exact chance that the target takes no
// damage, is wounded or is removed, from the hit and damage rolls alone;
// cards (on the hit and on the damage roll), symbol combinations, lucky
// numbers on the Difficulty roll and a duel's stray shot are left out
// (PartialForecasts). ok is false for an
// action that attacks no model.
func (g *Game) Forecast(a rules.Action) (rules.Forecast, bool) {
	m, t := g.model(a.Actor), g.model(a.Target)
	if m == nil || t == nil || t == m {
		return rules.Forecast{}, false
	}
	switch a.Kind {
	case KindAttack:
		w, ok := g.data.Weapon(a.Weapon)
		if !ok {
			return rules.Forecast{}, false
		}
		if w.Ranged() {
			return g.forecastShot(m, t, w, a.Option), true
		}
		return g.forecastMelee(m, t, w), true
	case KindCast:
		s, ok := g.data.Spell(a.Weapon)
		if !ok || s.Template == TemplateSelf {
			return rules.Forecast{}, false
		}
		if terrainOption(a.Option) {
			return rules.Forecast{}, false
		}
		return g.forecastSpell(m, t, s, a.Option), true
	}
	return rules.Forecast{}, false
}

// PartialForecasts reports that forecasts leave out cards, combinations
// and stray shots (rules.PartialForecaster).
func (g *Game) PartialForecasts() bool { return true }

// sums calls f with the value and chance of every outcome of the dice.
func (g *Game) sums(colours []string, f func(faces []int, p float64)) {
	n := len(colours)
	faces := make([]int, n)
	total := 1
	for range n {
		total *= 6
	}
	for k := range total {
		v := k
		for i := range n {
			faces[i] = v%6 + 1
			v /= 6
		}
		f(faces, 1/float64(total))
	}
}

// atLeast is the chance that the dice plus mod reach need.
func (g *Game) atLeast(colours []string, mod, need int) float64 {
	p := 0.0
	g.sums(colours, func(faces []int, q float64) {
		if g.sum(colours, faces)+mod >= need {
			p += q
		}
	})
	return p
}

// outcomes turns the chance of each number of wounds into the labelled
// outcomes for a target, its Shield counted.
func (g *Game) outcomes(t *model, wounds map[int]float64) []rules.Outcome {
	left := g.hp(t) - t.Wounds
	var none, hurt, dead float64
	for w, p := range wounds {
		if t.Shield && w > 0 {
			w -= min(w, shieldStops)
		}
		switch {
		case w <= 0:
			none += p
		case w >= left:
			dead += p
		default:
			hurt += p
		}
	}
	return []rules.Outcome{{Label: "no damage", P: none}, {Label: "wounded", P: hurt}, {Label: "removed", P: dead}}
}

// forecastShot forecasts a ranged attack.
func (g *Game) forecastShot(s, t *model, w *Weapon, boost string) rules.Forecast {
	ms, _ := g.rangedMods(s, t)
	mod, names := modSum(ms)
	dice := baseDice(boost)
	n := shotRolls(w, inches(s, t))
	hit := 1.0
	one := g.atLeast(dice, mod, w.Skill)
	for range n {
		hit *= one
	}
	f := rules.Forecast{Sight: "visible",
		Attack:   rules.PoolInfo{Test: "Skill", Dice: len(dice), Need: w.Skill, Mods: names},
		Outcomes: g.outcomes(t, map[int]float64{0: 1 - hit, w.POW: hit})}
	if n > 1 {
		f.Notes = append(f.Notes, fmt.Sprintf("%d rolls beyond RNG, the worst kept", n))
	}
	return f
}

// forecastMelee forecasts a melee attack.
func (g *Game) forecastMelee(a, t *model, w *Weapon) rules.Forecast {
	ams := selfMods(a)
	if t.Burning {
		ams = append(ams, mod{"target burning", -1})
	}
	am, anames := modSum(ams)
	dm, dnames := modSum(selfMods(t))
	dice := baseDice("")
	success, counter := 0.0, 0.0
	g.sums(dice, func(faces []int, p float64) {
		at := g.sum(dice, faces) + am
		for red := 1; red <= 6; red++ {
			dt := g.face(DieRed, red) + dm
			if dt <= at {
				success += p / 6
			}
			if dt >= at || red == 6 {
				counter += p / 6
			}
		}
	})
	wounds := map[int]float64{0: 1 - success}
	base := g.profile(a).STR + w.POW - g.profile(t).ARM
	g.sums(dice, func(faces []int, p float64) {
		wounds[max(g.sum(dice, faces)+base, 0)] += success * p
	})
	return rules.Forecast{
		Attack:   rules.PoolInfo{Test: "melee", Dice: 2, Mods: anames},
		Defence:  rules.PoolInfo{Test: "red die", Dice: 1, Mods: dnames},
		Outcomes: g.outcomes(t, wounds),
		Notes:    []string{fmt.Sprintf("the defender answers with a counter-attack %.0f%% of the time", 100*counter)},
	}
}

// forecastSpell forecasts a spell at a model (the Blast's other models in
// the cube are not forecast).
func (g *Game) forecastSpell(m, t *model, s *Spell, opt string) rules.Forecast {
	hb, db := castBoosts(opt)
	ms := selfMods(m)
	if g.inCover(m, t) {
		ms = append(ms, mod{"cover", -2})
	}
	if n := g.condSum(func(c *Condition) int { return c.Spell }); n != 0 {
		ms = append(ms, mod{"conditions", n})
	}
	mod, names := modSum(ms)
	hit := g.atLeast(baseDice(hb), mod, s.Difficulty)
	wounds := map[int]float64{0: 1 - hit}
	tp := g.profile(t)
	base := s.POW + g.profile(m).INT - tp.ARM - tp.INT
	dice := baseDice(db)
	g.sums(dice, func(faces []int, p float64) {
		w := g.sum(dice, faces) + base
		if g.lucky(dice, faces) {
			w += g.data.Deck.LuckyDamage
		}
		wounds[max(w, 0)] += hit * p
	})
	return rules.Forecast{Sight: "visible",
		Attack:   rules.PoolInfo{Test: "Difficulty", Dice: 2, Need: s.Difficulty, Mods: names},
		Outcomes: g.outcomes(t, wounds)}
}
