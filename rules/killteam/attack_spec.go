package killteam

// shotSpec is the attack chain's view of model i firing profile p at a
// target the context describes (KT-SHT-7..11): its BS, the summed hit
// modifiers, the weapon's strength against the shooter's S, the
// Demolitions passive's +1 to wound at an obscured target, AP, D and the
// injury modifier of terrain near the target (KT-SHT-12).
// Shooting, the forecast and the evaluation all read it.
func (g *Game) shotSpec(i int, p Profile, ctx FireContext) AttackSpec {
	m := &g.st.Models[i]
	stats := g.unit(m).Stats
	wmod := 0
	if m.Spec == Demolitions && ctx.Obscured {
		wmod = 1
	}
	if m.Spec == Demolitions && m.Stratagem {
		wmod++ // the Demolitions stratagem (KT-SPEC)
	}
	return AttackSpec{
		Skill: stats.BS, HitMod: ShootingHitModifier(p, ctx), AutoHit: p.Abilities.AutoHit, Overheat: p.Abilities.Overheat,
		RerollHitOnes: m.Spec == Sniper,
		Strength:      p.S.Of(stats.S), WoundMod: wmod, AP: p.AP, Damage: p.D, Ranged: true,
		ObscuredByNearTerrain: ctx.ObscuredByNearTerrain,
	}
}

// meleeContext is what the melee rules need about model i this round
// (KT-FGT-6, KT-FGT-10).
func (g *Game) meleeContext(i int) MeleeContext {
	m := &g.st.Models[i]
	return MeleeContext{FleshWounds: m.Flesh, Broken: g.st.Broken[m.Seat], Specialism: m.Spec, ChargedThisRound: m.ChargeHit, MedicStim: m.Stimmed}
}

// meleeSpec is the attack chain's view of model i fighting with profile
// p in context ctx, and how many attacks it makes (KT-FGT-4..10).
// Fighting, the forecast and the evaluation all read it.
func (g *Game) meleeSpec(i int, p Profile, ctx MeleeContext) (AttackSpec, int) {
	m := &g.st.Models[i]
	u := g.unit(m)
	spec := AttackSpec{Skill: u.Stats.WS, HitMod: MeleeHitModifier(p, ctx), Overheat: p.Abilities.Overheat,
		Strength: MeleeStrength(u.Stats.S, p, ctx), AP: p.AP, Damage: p.D, ExtraOnSix: m.Spec == Zealot && m.Stratagem}
	return spec, MeleeAttacks(u.Stats.A, p, ctx)
}

// targetOf is the attack chain's view of model j as a target.
func (g *Game) targetOf(j int) Target {
	t := &g.st.Models[j]
	s := g.unit(t).Stats
	return Target{T: s.T, Sv: s.Sv, Inv: s.Inv, Wounds: t.Wounds, FleshWounds: t.Flesh, OutOfAction: t.Out}
}
