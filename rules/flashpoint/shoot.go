package flashpoint

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Shot modes written in Action.Option after the profile name.
const (
	modeBlaze = "blaze" // Rapid Fire: Blaze Away
	modeScope = "scope" // Sniper Scope: the long-action shot
)

// shotOption writes a profile name and a mode as an Action.Option.
func shotOption(profile, mode string) string {
	switch {
	case profile == "":
		return mode
	case mode == "":
		return profile
	}
	return profile + " " + mode
}

// splitShotOption reads an Action.Option back into profile name and mode.
func splitShotOption(opt string) (profile, mode string) {
	opt, _ = splitAmmo(opt)
	for _, m := range [...]string{modeBlaze, modeScope} {
		if opt == m {
			return "", m
		}
		if strings.HasSuffix(opt, " "+m) {
			return strings.TrimSuffix(opt, " "+m), m
		}
	}
	return opt, ""
}

// usable reports whether a weapon slot has uses left (HF-WPN-5).
func (g *Game) usable(s *slot) (*arm, bool) {
	a := g.b.arms[s.ID]
	if a == nil {
		return nil, false
	}
	return a, a.w.Uses == 0 || s.Used < a.w.Uses
}

// profileIndex finds a weapon's profile by name; -1 if it has none.
func profileIndex(w *Weapon, name string) int {
	for i := range w.Profiles {
		if w.Profiles[i].Name == name {
			return i
		}
	}
	return -1
}

// shotIsLong reports whether a shot is a long action: a Long weapon (unless
// a Stable model has moved) or a Sniper Scope shot.
func (g *Game) shotIsLong(m *model, p Profile, mode string) bool {
	if mode == modeScope {
		return true
	}
	return p.Long && !(m.Unit.Stable && g.act.Used.has(actMove))
}

// shootActions lists every Shoot of model mi: one per target in range and
// sight, weapon, profile and mode (HF-SHT-1). long says whether a long
// action is still possible; arms are the model's usable weapons (usableArms).
// With first it stops after the first target it lists anything for.
func (g *Game) shootActions(mi int, long bool, arms []*arm, out []rules.Action, first bool) []rules.Action {
	m := &g.models[mi]
	start := len(out)
	maxRange := 0
	for _, a := range arms {
		maxRange = max(maxRange, a.maxRange)
	}
	if maxRange == 0 {
		return out
	}
	for ti := range g.models {
		t := &g.models[ti]
		if !t.OnBoard || t.Seat == m.Seat {
			continue
		}
		dist := world.Distance(m.Pos, t.Pos)
		if dist > maxRange || dist == 0 {
			continue
		}
		if !g.targetable(mi, ti) { // line of sight, smoke, Threat Sensor, Active Camo
			continue
		}
		for _, a := range arms {
			if a.maxRange < dist {
				continue
			}
			w := a.w
			for pi, p := range w.Profiles {
				if p.Range < dist || !a.playable[pi] {
					continue
				}
				add := func(mode string) {
					if g.shotIsLong(m, p, mode) && !long {
						return
					}
					out = append(out, rules.Action{Seat: m.Seat, Kind: "shoot", Actor: m.ID, Target: t.ID, Weapon: w.ID, Option: shotOption(p.Name, mode)})
					if mode != modeBlaze && !p.Lunge && m.hasItem(ItemAmmo) { // Explosive Ammo
						out = append(out, rules.Action{Seat: m.Seat, Kind: "shoot", Actor: m.ID, Target: t.ID, Weapon: w.ID, Option: withAmmo(shotOption(p.Name, mode))})
					}
				}
				add("")
				if p.RapidFire && !p.Lunge {
					add(modeBlaze)
				}
				if p.SniperScope && !p.Lunge {
					add(modeScope)
				}
			}
		}
		if first && len(out) > start {
			return out
		}
	}
	return out
}

// shotSetup is everything a shot needs, shared by Apply and Forecast.
type shotSetup struct {
	shooter, target int
	weapon          *Weapon
	profile         Profile
	ctx             ShotContext
}

// prepareShot checks a shoot action against the state and builds its
// context; ok is false if the action does not describe a possible shot.
func (g *Game) prepareShot(a rules.Action) (s shotSetup, ok bool) {
	s.shooter, s.target = g.modelIndex(a.Actor), g.modelIndex(a.Target)
	if s.shooter < 0 || s.target < 0 {
		return s, false
	}
	m, t := &g.models[s.shooter], &g.models[s.target]
	sl := m.weaponSlot(a.Weapon)
	if sl == nil || !m.OnBoard || !t.OnBoard {
		return s, false
	}
	am, usable := g.usable(sl)
	if !usable {
		return s, false
	}
	w := am.w
	name, mode := splitShotOption(a.Option)
	pi := profileIndex(w, name)
	if pi < 0 || w.Profiles[pi].Range <= 0 || !am.playable[pi] {
		return s, false
	}
	p := w.Profiles[pi]
	sight := g.shotSight(s.shooter, s.target)
	if sight == world.NoSight || t.Camo {
		return s, false
	}
	_, ammo := splitAmmo(a.Option)
	if ammo && (!m.hasItem(ItemAmmo) || mode == modeBlaze || p.Lunge) {
		return s, false
	}
	if ammo {
		p.Lethal += AmmoLethal
	}
	s.weapon, s.profile = w, p
	s.ctx = ShotContext{
		Sight:           sight,
		HighGround:      m.Pos.Z > t.Pos.Z,
		ShooterCrouched: m.Crouched,
		TargetCrouched:  t.Crouched,
		FriendlyFire:    g.friendIn(t.Pos, m.Seat, s.shooter),
		Blaze:           mode == modeBlaze,
		Scoped:          mode == modeScope,
		Lunge:           p.Lunge,
		Ammo:            ammo,
	}
	return s, true
}

// doShoot carries out a Shoot action (HF-SHT-1..3, DESIGN 5).
func (g *Game) doShoot(a rules.Action, l *log) {
	if isCubeAttack(a) {
		g.doCubeAttack(a, l)
		return
	}
	if g.cmdHoldAttack(a, assaultFlags{}) {
		return // command dice decisions first (HF-CMD-5)
	}
	s, ok := g.prepareShot(a)
	if !ok {
		return // Legal never lists such a shot
	}
	m, t := &g.models[s.shooter], &g.models[s.target]
	verb := word{"shoots at", "FpVerbShootsAt"}
	if s.ctx.Lunge {
		verb = word{"lunges at", "FpVerbLungesAt"}
	}
	e := l.event("shoot", m.Seat)
	if !l.quiet {
		e.Text, e.Msg = say("FpShot", "Model Verb Target Weapon Sight Mode", "%s %s %s with the %s (%s%s).", labelled{m}, verb, labelled{t}, s.weapon.Name, sightWord(s.ctx.Sight), modeText(s.ctx))
	}
	if !l.silent { // a silent log's event is a sink: no cubes to copy
		e.Actor, e.Target, e.From, e.To = m.ID, t.ID, posPtr(m.Pos), posPtr(t.Pos)
	}
	var mods poolMods
	attack, defence := shotPools(&mods, m.Unit, s.profile, t.Unit, s.ctx)
	attack, defence = g.cmdExtraDice(m.Seat, t.Seat, attack, defence)
	var arDice poolDice
	ar := rollPoolIn(g.roller(), attack, &arDice)
	l.add(l.rollEvent(m.Seat, m.ID, t.ID, attack, ar))
	var drDice poolDice
	dr := rollPoolIn(g.roller(), defence, &drDice)
	l.add(l.rollEvent(t.Seat, t.ID, m.ID, defence, dr))
	g.useWeapon(s.shooter, s.weapon.ID, l)
	g.breakCamo(s.shooter, l)
	if s.ctx.Ammo && m.removeItem(ItemAmmo) {
		e := l.sayf("use", m.Seat, "FpExplosiveAmmo", "Model", "%s fires its Explosive Ammo.", m.ID)
		e.Actor = m.ID
	}
	net := NetHits(ar, dr)
	g.scheduleEvade(s.target) // Evade, once the shot and its knockback are resolved
	if s.ctx.Blaze {
		g.blazeResult(s.shooter, s.target, net, l)
	} else {
		cube := t.Pos
		g.damage(s.shooter, s.target, net, s.profile, false, l)
		if net >= 1 && s.profile.Has("Suppression") {
			g.suppress(cube, l)
		}
	}
	if s.profile.ContinuousFire && g.models[s.shooter].OnBoard && !g.over {
		g.overheat(s.shooter, l)
	}
}

// modeText names the shot's mode for the log.
func modeText(c ShotContext) word {
	switch {
	case c.Blaze:
		return word{", Blaze Away", "FpModeBlaze"}
	case c.Scoped:
		return word{", scoped", "FpModeScoped"}
	}
	return word{}
}

// blazeResult applies Rapid Fire Blaze Away: if the shooter won, the target
// loses one shield and is Pinned; no wounds, never ESD (HF-FAQ-2).
func (g *Game) blazeResult(shooter, target int, net int, l *log) {
	t := &g.models[target]
	if net < 1 {
		e := l.sayf("miss", g.models[shooter].Seat, "FpKeepsHead", "Target", "%s keeps its head: no effect.", t.ID)
		e.Actor, e.Target = g.models[shooter].ID, t.ID
		return
	}
	if t.Shields > 0 {
		t.Shields--
		e := l.sayf("shield", t.Seat, "FpSuppressShield", "Target Left", "%s loses 1 shield to suppressing fire (%d left).", t.ID, t.Shields)
		e.Target, e.Hits = t.ID, 1
	}
	g.pin(target, word{"is pinned by suppressing fire", "FpPinSuppressingFire"}, l)
}

// overheat is Continuous Fire: the shooter rolls its Survive dice and
// takes one wound ignoring armour and shields without ContinuousFireNeed
// successes.
func (g *Game) overheat(mi int, l *log) {
	m := &g.models[mi]
	p := SurvivePool(m.Unit)
	var rDice poolDice
	r := rollPoolIn(g.roller(), p, &rDice)
	e := l.rollEvent(m.Seat, m.ID, "", p, r)
	e.Test = "overheat"
	l.add(e)
	if r.Successes >= ContinuousFireNeed {
		return
	}
	g.wound(mi, -1, 1, word{"is burnt by its own weapon", "FpWoundOwnWeapon"}, l)
	if m.Wounds >= m.Unit.HP {
		g.kill(mi, -1, false, l)
	}
}

// suppress is the Suppression keyword: a shot that hits pins every model in
// the target's cube.
func (g *Game) suppress(cube world.Pos, l *log) {
	for i := range g.models {
		if m := &g.models[i]; m.OnBoard && m.Pos == cube {
			g.pin(i, word{"is pinned by suppression", "FpPinSuppression"}, l)
		}
	}
}
