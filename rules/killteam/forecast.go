package killteam

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The outcome labels of a forecast, from the least severe (the labels the
// computer players read from an attack's events: a "wound" event for
// wounds lost, a flesh wound included, and a "kill" event).
const (
	OutcomeNoDamage = "no damage"
	OutcomeWound    = "wound"
	OutcomeKill     = "kill"
)

// Forecast explains a shooting or fighting action before it is made
// (rules.Forecaster): the hit dice as Attack (BS or WS, the number of
// attacks, the roll needed and every modifier), the save dice as Defence,
// and the exact chance of each outcome from the attack chain's odds
// (chainStates, every weapon of the action in turn): no damage, wound
// (wounds lost, a flesh wound included, the target still on the table)
// and kill (out of action). Notes name the wound roll, the damage, the
// chance of a flesh wound and of an Overheat, and any weapon of the
// action that cannot fire; a Psybolt's forecast is psyboltForecast. ok
// is false for any other action, or one whose models or weapons are
// unknown. While a player could spend a Command Re-roll a note says the
// odds keep every failed roll.
func (g *Game) Forecast(a rules.Action) (rules.Forecast, bool) {
	f, ok := g.forecast(a)
	if ok && g.rerollsPossible() {
		f.Notes = append(f.Notes, "The odds keep every failed roll; a Command Re-roll (1 command point) may better them (KT-CP-3).")
	}
	return f, ok
}

// forecast is Forecast without the Command Re-roll's note.
func (g *Game) forecast(a rules.Action) (rules.Forecast, bool) {
	if g.st.Over || (a.Kind != "shoot" && a.Kind != "fight" && a.Kind != "overwatch" && a.Kind != "psybolt") {
		return rules.Forecast{}, false
	}
	i, j := g.modelIndex(a.Actor), g.modelIndex(a.Target)
	if i < 0 || j < 0 || g.st.Models[i].Out || g.st.Models[j].Out || g.st.Models[i].Seat == g.st.Models[j].Seat {
		return rules.Forecast{}, false
	}
	if a.Kind == "fight" {
		return g.fightForecast(i, j, a)
	}
	if a.Kind == "psybolt" {
		return g.psyboltForecast(i, j)
	}
	return g.shootForecast(i, j, a)
}

// shootForecast is Forecast for a shooting of model i at model j.
func (g *Game) shootForecast(i, j int, a rules.Action) (rules.Forecast, bool) {
	m, t := &g.st.Models[i], &g.st.Models[j]
	sight := g.sight(m.Pos, t.Pos)
	ctx := g.fireContext(i, j, sight)
	f := rules.Forecast{Sight: shownSight(sight, ctx).String()}
	var volleys []volley
	var fired []Profile
	for _, id := range strings.Split(a.Weapon, "+") {
		w, ok := g.data.Weapon(id)
		if !ok || len(w.Profiles) == 0 || !contains(m.Weapons, id) {
			return rules.Forecast{}, false
		}
		p, found := profileNamed(w, a.Option)
		if !found {
			p = w.Profiles[0]
		}
		if err := CanFire(p, ctx); err != nil {
			f.Notes = append(f.Notes, fmt.Sprintf("%s does not fire: %v.", w.Name, err))
			continue
		}
		spec := g.shotSpec(i, p, ctx)
		if a.Kind == "overwatch" {
			spec.Overwatch, spec.Skill, spec.HitMod = true, 6, 0
		}
		volleys = append(volleys, volley{spec: spec, attacks: ShotsOf(p, ctx)})
		fired = append(fired, p)
	}
	mods := shootingModNames(fired, ctx)
	if a.Kind == "overwatch" {
		mods = nil
		f.Notes = append(f.Notes, "Overwatch hits only on an unmodified 6 (KT-MOV-5).")
	}
	if ctx.ObscuredByNearTerrain {
		f.Notes = append(f.Notes, nearCoverNote)
	}
	g.fillForecast(&f, i, j, volleys, fired, "BS", mods)
	return f, true
}

// fightForecast is Forecast for a fight of model i at model j.
func (g *Game) fightForecast(i, j int, a rules.Action) (rules.Forecast, bool) {
	if a.Weapon != RifleButtID {
		if _, ok := g.data.Weapon(a.Weapon); !ok || !contains(g.st.Models[i].Weapons, a.Weapon) {
			return rules.Forecast{}, false
		}
	}
	p, _ := g.meleeProfile(a)
	ctx := g.meleeContext(i)
	spec, n := g.meleeSpec(i, p, ctx)
	f := rules.Forecast{}
	var mods []string
	for k := 0; k < ctx.FleshWounds; k++ {
		mods = append(mods, "flesh wound -1")
	}
	if ctx.Broken {
		mods = append(mods, "team broken -1")
	}
	if p.Abilities.Unwieldy {
		mods = append(mods, "unwieldy -1")
	}
	g.fillForecast(&f, i, j, []volley{{spec: spec, attacks: Fixed(n)}}, []Profile{p}, "WS", mods)
	return f, true
}

// fillForecast writes the pools, the outcomes and the notes of volleys by
// model i at model j into f: test is "BS" or "WS", mods the named hit
// modifiers.
func (g *Game) fillForecast(f *rules.Forecast, i, j int, volleys []volley, fired []Profile, test string, mods []string) {
	target := g.targetOf(j)
	tu := g.unit(&g.st.Models[j])
	states := chainStates(volleys, target)
	var none, wound, kill, flesh, overheat float64
	for _, w := range sortedStates(states) {
		s, p := w.s, w.p
		switch {
		case s.out:
			kill += p
		case s.wounds < target.Wounds || s.flesh > target.FleshWounds:
			wound += p
		default:
			none += p
		}
		if !s.out && s.flesh > target.FleshWounds {
			flesh += p
		}
		if s.overheated {
			overheat += p
		}
	}
	for _, o := range []rules.Outcome{{Label: OutcomeNoDamage, P: none}, {Label: OutcomeWound, P: wound}, {Label: OutcomeKill, P: kill}} {
		if o.P > 1e-12 {
			f.Outcomes = append(f.Outcomes, o)
		}
	}
	if len(f.Outcomes) == 0 {
		f.Outcomes = []rules.Outcome{{Label: OutcomeNoDamage, P: 1}}
	}
	if len(volleys) == 0 {
		f.Attack = rules.PoolInfo{Test: test, Mods: []string{"no weapon fires"}}
		f.Defence = rules.PoolInfo{Test: "SV"}
		return
	}
	f.Attack = attackPool(volleys, fired, test, mods)
	f.Defence = defencePool(volleys, tu.Stats)
	f.Notes = append(f.Notes, woundNotes(volleys, fired, target)...)
	if flesh > 0 {
		f.Notes = append(f.Notes, fmt.Sprintf("%s chance of a flesh wound (the target stays at 1 wound, −1 to hit).", percent(flesh)))
	}
	if overheat > 0 {
		f.Notes = append(f.Notes, fmt.Sprintf("%s chance the weapon overheats and takes %s out of action.", percent(overheat), g.st.Models[i].ID))
	}
}

// attackPool is the hit dice of volleys: the attacks of them all, the
// roll the first needs and its modifiers.
func attackPool(volleys []volley, fired []Profile, test string, mods []string) rules.PoolInfo {
	spec := volleys[0].spec
	pool := rules.PoolInfo{Test: test}
	var counts []string
	for k, v := range volleys {
		pool.Dice += v.attacks.Max()
		counts = append(counts, fmt.Sprintf("%s %s", v.attacks, plural(v.attacks.Max(), "attack", "attacks")))
		if fired[k].Type == RapidFire && v.attacks != fired[k].Attacks {
			counts[k] += " (Rapid Fire, half range)"
		}
	}
	pool.Mods = append(pool.Mods, strings.Join(counts, " + "))
	if spec.AutoHit {
		pool.Mods = append(pool.Mods, "auto-hit: no hit roll")
		return pool
	}
	pool.Need = min(max(spec.Skill-spec.HitMod, 2), Impossible)
	pool.Mods = append(pool.Mods, fmt.Sprintf("%s %d+", test, spec.Skill))
	pool.Mods = append(pool.Mods, mods...)
	pool.Mods = append(pool.Mods, "an unmodified 1 always misses")
	return pool
}

// defencePool is the save dice against volleys: one die for each attack
// that wounds, the roll the first volley's AP leaves.
func defencePool(volleys []volley, s Stats) rules.PoolInfo {
	ap := volleys[0].spec.AP
	need, inv := SaveNeed(s.Sv, s.Inv, ap)
	pool := rules.PoolInfo{Test: "SV", Need: need}
	for _, v := range volleys {
		pool.Dice += v.attacks.Max()
	}
	switch {
	case need >= Impossible:
		pool.Need = 0
		pool.Mods = append(pool.Mods, "no save")
	case inv:
		pool.Mods = append(pool.Mods, fmt.Sprintf("invulnerable save %d+", s.Inv))
	default:
		pool.Mods = append(pool.Mods, fmt.Sprintf("Sv %d+", s.Sv))
		if ap != 0 {
			pool.Mods = append(pool.Mods, fmt.Sprintf("AP %d", ap))
		}
	}
	return pool
}

// woundNotes names each volley's wound roll and damage.
func woundNotes(volleys []volley, fired []Profile, target Target) []string {
	var out []string
	for k, v := range volleys {
		s := v.spec
		text := fmt.Sprintf("Wound on %d+ (S %d against T %d", WoundTarget(s.Strength, target.T), s.Strength, target.T)
		if s.WoundMod != 0 {
			text += fmt.Sprintf(", %+d to wound", s.WoundMod)
		}
		text += fmt.Sprintf("), damage %s", s.Damage)
		if fired[k].Abilities.Overheat {
			text += ", Overheat"
		}
		out = append(out, text+".")
	}
	return out
}

// shootingModNames names the hit modifiers ShootingHitModifier sums for
// the first profile fired, each with its value.
func shootingModNames(fired []Profile, ctx FireContext) []string {
	if len(fired) == 0 {
		return nil
	}
	p := fired[0]
	var out []string
	add := func(on bool, name string) {
		if on {
			out = append(out, name)
		}
	}
	add(ctx.Obscured, "obscured -1")
	add(p.Type != Grenade && LongRange(p, ctx.Distance), "long range -1")
	for k := 0; k < ctx.FleshWounds; k++ {
		out = append(out, "flesh wound -1")
	}
	add(ctx.Broken, "team broken -1")
	add(p.Type == HeavyWeapon && ctx.Moved && !ctx.HeavySpecialist, "Heavy after moving -1")
	add(p.Type == Assault && ctx.Advanced && !ctx.HeavySpecialist, "Assault after advancing -1")
	add(p.Abilities.Unwieldy, "unwieldy -1")
	if ctx.Bonus != 0 {
		out = append(out, fmt.Sprintf("bonus %+d", ctx.Bonus))
	}
	return out
}

// percent writes a chance as a whole percentage, "<1%" below one.
func percent(p float64) string {
	if p < 0.005 {
		return "<1%"
	}
	return fmt.Sprintf("%.0f%%", 100*p)
}
