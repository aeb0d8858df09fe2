package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Cube attacks: one mechanism for every weapon profile with Explosive,
// Grenade, Frag, Implosion or Incendiary, driven by its keywords
// (RULES-CUBE.md). A cube attack is a Shoot action whose Cell is the target
// cube and whose Target is empty; its Option is the profile name.

// Tunable numbers of cube attacks.
const (
	CubeAccuracyDice = 3 // the attacker's RA dice to land the shot (Explosive, Grenade)
	CubeAccuracyNeed = 1 // successes it needs to land in the target cube
	StickyNeed       = 2 // successes a Sticky attack needs to stick to a model
	CubeEffectNeed   = 4 // Frag, Implosion and Incendiary dice succeed on 4+
	BlastShields     = 1 // shields each model next to a Blast loses
)

// Test names of the cube-attack pools (the Event.Test of their rolls).
const (
	PoolFrag       = "frag"
	PoolImplosion  = "implosion"
	PoolIncendiary = "incendiary"
)

// cubeProfile reports whether a ranged profile attacks a whole cube: it
// has Explosive, Grenade, Frag, Implosion or Incendiary.
func cubeProfile(p Profile) bool {
	return p.Range > 0 && !playable(p)
}

// cubeEffect is the profile's hit pool: the keyword (frag, implosion,
// incendiary) and its dice; n is 0 when the profile has none of them.
func cubeEffect(p Profile) (test string, n int) {
	for _, k := range [...]struct{ kw, test string }{{"Frag", PoolFrag}, {"Implosion", PoolImplosion}, {"Incendiary", PoolIncendiary}} {
		if v, ok := p.Value(k.kw); ok && v > 0 {
			return k.test, v
		}
	}
	return "", 0
}

// CubeHitPool is the pool of a cube attack's Frag, Implosion or Incendiary
// dice (n dice at 4+, no headshots, no rerolls); ok is false without one.
func CubeHitPool(p Profile) (Pool, bool) {
	test, n := cubeEffect(p)
	if n == 0 {
		return Pool{}, false
	}
	return Pool{Test: test, Need: CubeEffectNeed, Mods: []Mod{{test, n}}}, true
}

// CubeAccuracyPool is the attacker's roll to land a cube attack: 3 RA dice
// needing 1 success, no modifiers, rerolls or headshots (Explosive).
func CubeAccuracyPool(u *Unit) Pool {
	u = unitOrBlank(u)
	return Pool{Test: PoolRA, Need: u.RA, Mods: []Mod{{ModBase, CubeAccuracyDice}}}
}

// cubeSetup is everything a cube attack needs, shared by Legal, Apply and
// Forecast.
type cubeSetup struct {
	attacker int
	weapon   *Weapon
	profile  Profile
	cube     world.Pos
	lobbed   bool // thrown without sight, over the top (Grenade)
}

// cubeInSight reports whether model m sees into cube c: a standing model
// there would be visible.
func (g *Game) cubeInSight(m *model, c world.Pos) bool {
	return g.b.arena.CanSee(m.Pos, m.Crouched, c, false) && !g.smokeBlocks(m.Pos, c) // a Smoke Screen blocks it too
}

// cubeReach says whether model m may aim profile p at cube c: within range
// (as for shooting), and in sight or, for a Grenade, lobbed with both cubes
// open to the sky. lobbed is true when it may only be lobbed.
func (g *Game) cubeReach(m *model, p Profile, c world.Pos) (ok, lobbed bool) {
	d := world.Distance(m.Pos, c)
	if d == 0 || d > p.Range {
		return false, false
	}
	if g.cubeInSight(m, c) {
		return true, false
	}
	if p.Has("Grenade") && g.b.arena.OpenToSky(m.Pos) && g.b.arena.OpenToSky(c) {
		return true, true
	}
	return false, false
}

// cubeTargetable reports whether seat s may aim a cube attack at cube c
// (HF-SHT-5, seed FAQ): it must hold an enemy; friends may be there too.
func (g *Game) cubeTargetable(s rules.Seat, c world.Pos) bool {
	return g.enemiesIn(c, s)
}

// enemyCubes lists the cubes holding an enemy of seat s, each once, in
// the order of the models, appended to buf (room on the caller's stack).
func (g *Game) enemyCubes(s rules.Seat, buf []world.Pos) []world.Pos {
	out := buf
	for i := range g.models {
		m := &g.models[i]
		if !m.OnBoard || m.Seat == s || containsPos(out, m.Pos) {
			continue
		}
		out = append(out, m.Pos)
	}
	return out
}

// containsPos reports whether ps holds p.
func containsPos(ps []world.Pos, p world.Pos) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// cubeAttackActions lists every cube attack of model mi: one per usable
// cube-attack profile and cube it may aim at. long says whether a long
// action is still possible; arms are the model's usable weapons
// (usableArms). Sight to each cube is worked out once. With first it stops
// after the first weapon it lists anything for.
func (g *Game) cubeAttackActions(mi int, long bool, arms []*arm, out []rules.Action, first bool) []rules.Action {
	m := &g.models[mi]
	start := len(out)
	reach := 0
	for _, a := range arms {
		reach = max(reach, a.cubeMax)
	}
	if reach == 0 {
		return out
	}
	type aim struct {
		c         world.Pos
		d         int
		sight, up bool // in sight; open to the sky (a lob needs the thrower's cube open too)
	}
	var aimBuf [2 * MaxModelsPerSide]aim
	var cubeBuf [2 * MaxModelsPerSide]world.Pos
	aims := aimBuf[:0]
	skyHere := g.b.arena.OpenToSky(m.Pos)
	for _, c := range g.enemyCubes(m.Seat, cubeBuf[:0]) {
		d := world.Distance(m.Pos, c)
		if d == 0 || d > reach {
			continue
		}
		aims = append(aims, aim{c: c, d: d, sight: g.cubeInSight(m, c), up: skyHere && g.b.arena.OpenToSky(c)})
	}
	if len(aims) == 0 {
		return out
	}
	for _, a := range arms {
		if a.cubeMax == 0 {
			continue
		}
		for pi, p := range a.w.Profiles {
			if !a.cube[pi] || (g.shotIsLong(m, p, "") && !long) {
				continue
			}
			grenade := p.Has("Grenade")
			for _, t := range aims {
				if t.d > p.Range || !(t.sight || grenade && t.up) {
					continue
				}
				out = append(out, rules.Action{Seat: m.Seat, Kind: "shoot", Actor: m.ID, Weapon: a.w.ID, Option: p.Name, Cell: posPtr(t.c)})
			}
		}
		if first && len(out) > start {
			return out
		}
	}
	return out
}

// isCubeAttack reports whether an action is a cube attack.
func isCubeAttack(a rules.Action) bool {
	return a.Kind == "shoot" && a.Target == "" && a.Cell != nil
}

// prepareCube checks a cube attack against the state; ok is false if the
// action does not describe a possible one.
func (g *Game) prepareCube(a rules.Action) (s cubeSetup, ok bool) {
	if !isCubeAttack(a) {
		return s, false
	}
	s.attacker = g.modelIndex(a.Actor)
	if s.attacker < 0 {
		return s, false
	}
	m := &g.models[s.attacker]
	sl := m.weaponSlot(a.Weapon)
	if sl == nil || !m.OnBoard {
		return s, false
	}
	am, usable := g.usable(sl)
	if !usable {
		return s, false
	}
	pi := profileIndex(am.w, a.Option)
	if pi < 0 || !am.cube[pi] {
		return s, false
	}
	s.weapon, s.profile, s.cube = am.w, am.w.Profiles[pi], *a.Cell
	if !g.b.arena.In(s.cube) || !g.cubeTargetable(m.Seat, s.cube) {
		return s, false
	}
	reach, lobbed := g.cubeReach(m, s.profile, s.cube)
	if !reach {
		return s, false
	}
	s.lobbed = lobbed
	return s, true
}

// doCubeAttack carries out a cube attack: the accuracy roll, a scatter on a
// miss, then (after a Sticky pick, if any) the detonation.
func (g *Game) doCubeAttack(a rules.Action, l *log) {
	s, ok := g.prepareCube(a)
	if !ok {
		return // Legal never lists such an attack
	}
	if g.cmdHoldGrenade(a, s) {
		return // Return to Sender is asked first
	}
	m := &g.models[s.attacker]
	var e *rules.Event
	prof := ""
	if s.profile.Name != "" {
		prof = " (" + s.profile.Name + ")"
	}
	switch {
	case s.lobbed:
		e = l.sayf("shoot", m.Seat, "FpCubeLobs", "Model Weapon Cube Profile", "%s lobs the %s over the top at %s%s.", labelled{m}, s.weapon.Name, s.cube, prof)
	case s.profile.Has("Grenade") && s.weapon.Uses == 1: // a hand grenade
		e = l.sayf("shoot", m.Seat, "FpCubeThrows", "Model Weapon Cube Profile", "%s throws the %s at %s%s.", labelled{m}, s.weapon.Name, s.cube, prof)
	default:
		e = l.sayf("shoot", m.Seat, "FpCubeFires", "Model Weapon Cube Profile", "%s fires the %s at %s%s.", labelled{m}, s.weapon.Name, s.cube, prof)
	}
	e.Actor, e.From, e.To = m.ID, posPtr(m.Pos), posPtr(s.cube)
	pool := CubeAccuracyPool(m.Unit)
	var rDice poolDice
	r := rollPoolIn(g.roller(), pool, &rDice)
	l.add(l.rollEvent(m.Seat, m.ID, "", pool, r))
	g.useWeapon(s.attacker, s.weapon.ID, l)
	land, hit := s.cube, r.Successes >= CubeAccuracyNeed
	if !hit {
		var lost bool
		land, lost = g.scatterShot(s.attacker, s.profile, s.cube, l)
		if lost {
			return
		}
	}
	t := task{Kind: taskStick, Actor: s.attacker, Other: -1, Weapon: s.weapon.ID, Profile: s.profile.Name, Cube: land}
	if hit && s.profile.Has("Sticky") && r.Successes >= StickyNeed {
		g.push(t) // the attacker picks the model it sticks to
		return
	}
	g.detonate(t, -1, l)
}

// scatterShot scatters a missed cube attack one cube on the same level (d8,
// HF-SCAT-1/2). Off the board it is lost; into a wall a grenade bounces
// back and any other shot bursts against the wall, so both stay in the
// target cube.
func (g *Game) scatterShot(ai int, p Profile, from world.Pos, l *log) (land world.Pos, lost bool) {
	m := &g.models[ai]
	r := g.roll(ScatterDie)
	d := world.ScatterDir(r)
	to, res := g.b.arena.Push(from, d)
	var e rules.Event
	switch res {
	case world.HitEdge:
		e = l.dieEvent(m.Seat, m.ID, "scatter", r, 0, "FpScatterOff", "Dir Roll", "The shot misses and scatters %s off the board: %d. It is lost.", dirArg(d), r)
		lost = true
	case world.HitWall:
		if p.Has("Grenade") {
			e = l.dieEvent(m.Seat, m.ID, "scatter", r, 0, "FpScatterBounce", "Dir Roll Cube", "The shot misses and scatters %s into a wall: %d. It bounces back into %s.", dirArg(d), r, from)
		} else {
			e = l.dieEvent(m.Seat, m.ID, "scatter", r, 0, "FpScatterBurst", "Dir Roll Cube", "The shot misses and scatters %s into a wall: %d. It bursts against the wall in %s.", dirArg(d), r, from)
		}
		to = from
	default:
		e = l.dieEvent(m.Seat, m.ID, "scatter", r, 0, "FpScatterTo", "Dir Cube Roll", "The shot misses and scatters %s to %s: %d.", dirArg(d), to, r)
	}
	e.From, e.To = posPtr(from), posPtr(to)
	l.add(e)
	return to, lost
}

// modelsIn lists the models on the board in cube c.
func (g *Game) modelsIn(c world.Pos) []int {
	var out []int
	for i := range g.models {
		if m := &g.models[i]; m.OnBoard && m.Pos == c {
			out = append(out, i)
		}
	}
	return out
}

// detonate is the explosion of a cube attack described by t (attacker,
// weapon, profile, landing cube); stuck is the model a Sticky attack stuck
// to, or -1. In order (HF-ORD-1): EMP and Sticky strip shields, the Frag,
// Implosion or Incendiary dice hit every model in the cube (each rolls its
// own Survive dice), Blast strips a shield next door, survivors of an
// Incendiary catch fire, survivors of a Frag are Pinned and scatter.
func (g *Game) detonate(t task, stuck int, l *log) {
	w := g.b.data.Weapons[t.Weapon]
	if w == nil {
		return
	}
	if len(g.modelsIn(t.Cube)) > 0 && g.cmdHoldBlast(t, stuck) {
		return // the sides add Extra d8 dice first (command_blast.go)
	}
	p, _ := w.Profile(t.Profile)
	ai := t.Actor
	att := &g.models[ai]
	e := l.sayf("explode", att.Seat, "FpExplodes", "Weapon Cube", "The %s explodes in %s.", w.Name, t.Cube)
	e.Actor, e.To = att.ID, posPtr(t.Cube)
	victims := g.modelsIn(t.Cube)
	if p.Has("EMP") {
		for _, v := range victims {
			g.loseShields(v, g.models[v].Shields, word{"EMP", "FpCauseEMP"}, l)
		}
	}
	if stuck >= 0 {
		g.loseShields(stuck, g.models[stuck].Shields, word{"the sticky charge", "FpCauseSticky"}, l)
	}
	if pool, ok := CubeHitPool(p); ok && len(victims) > 0 { // nobody there: no roll
		var rDice poolDice
		r := rollPoolIn(g.roller(), pool, &rDice)
		l.add(l.rollEvent(att.Seat, att.ID, "", pool, r))
		barrierAtStart := g.barrierShields(t.Cube) // every model has its benefit (HF-FAQ-3)
		left := barrierAtStart
		for _, v := range victims {
			vm := &g.models[v]
			if !vm.OnBoard {
				continue
			}
			sv := g.blastSurvive(v)
			var drDice poolDice
			dr := rollPoolIn(g.roller(), sv, &drDice)
			l.add(l.rollEvent(vm.Seat, vm.ID, att.ID, sv, dr))
			g.setBarrier(t.Cube, barrierAtStart)
			g.damageWith(ai, v, NetHits(r, dr), p, false, !barrierAllowed(v, stuck), l)
			left = min(left, g.barrierShields(t.Cube))
			if g.over {
				return
			}
		}
		g.setBarrier(t.Cube, left)
	}
	if p.Has("Blast") {
		g.blast(t.Cube, l)
	}
	var survivors []int
	for _, v := range victims {
		if vm := &g.models[v]; vm.OnBoard && vm.Pos == t.Cube {
			survivors = append(survivors, v)
		}
	}
	if _, ok := p.Value("Incendiary"); ok {
		for _, v := range survivors {
			g.ignite(v, l)
		}
	}
	if _, ok := p.Value("Frag"); ok {
		for _, v := range survivors {
			g.pin(v, word{"is pinned by the blast", "FpPinBlast"}, l)
		}
		for k, v := range survivors {
			if g.over {
				return
			}
			if !g.models[v].OnBoard {
				continue
			}
			if mark := len(g.tasks); g.scatterModel(v, l) {
				g.deferScatters(mark, survivors[k+1:])
				return
			}
		}
	}
}

// scatterModel scatters model mi one cube (HF-SCAT-1..6): a d8 picks the
// direction, then it is pushed like a knockback (a wall is a wall test).
// It reports whether a test was held for Extra d8 dice (forcedPush).
func (g *Game) scatterModel(mi int, l *log) (held bool) {
	m := &g.models[mi]
	r := g.roll(ScatterDie)
	d := world.ScatterDir(r)
	l.add(l.dieEvent(m.Seat, m.ID, "scatter", r, 0, "FpBlastThrow", "Model Roll Dir", "%s is thrown by the blast: %d (%s).", m.ID, r, dirArg(d)))
	return g.forcedPush(mi, d, l)
}

// loseShields strips up to n shields of model mi, naming the cause.
func (g *Game) loseShields(mi, n int, cause word, l *log) {
	m := &g.models[mi]
	n = min(n, m.Shields)
	if n <= 0 {
		return
	}
	m.Shields -= n
	e := l.sayf("shield", m.Seat, "FpLosesShields", "Model Count _ Cause Left", "%s loses %d %s to %s (%d left).", m.ID, n, plural(n, "shield", "shields"), cause, m.Shields)
	e.Target, e.Hits = m.ID, n
}

// blast is the Blast keyword: every model in the 26 cubes around c loses
// one shield.
func (g *Game) blast(c world.Pos, l *log) {
	for i := range g.models {
		m := &g.models[i]
		if !m.OnBoard || m.Pos == c || world.Distance(m.Pos, c) != 1 {
			continue
		}
		g.loseShields(i, BlastShields, word{"the blast", "FpCauseBlast"}, l)
	}
}

// stickOptions lists the models a Sticky attack may stick to: every model
// in the landing cube its attacker can see.
func (g *Game) stickOptions(t *task) []rules.Action {
	a := &g.models[t.Actor]
	if !a.OnBoard {
		return nil
	}
	var out []rules.Action
	for _, v := range g.modelsIn(t.Cube) {
		m := &g.models[v]
		if g.b.arena.CanSee(a.Pos, a.Crouched, m.Pos, m.Crouched) {
			out = append(out, rules.Action{Seat: a.Seat, Kind: "stick", Actor: a.ID, Target: m.ID})
		}
	}
	return out
}

// resolveStick sticks the charge to model target (none when "") and
// detonates.
func (g *Game) resolveStick(t task, target string, l *log) {
	stuck := g.modelIndex(target)
	if stuck >= 0 {
		m := &g.models[stuck]
		e := l.sayf("stick", g.models[t.Actor].Seat, "FpChargeSticks", "Model", "The charge sticks to %s.", labelled{m})
		e.Actor, e.Target = g.models[t.Actor].ID, m.ID
	}
	g.detonate(t, stuck, l)
}

// barrierAllowed reports whether model mi may use an Energy Shield Barrier
// against the cube attack now resolving, in which model stuck (-1: none)
// was stuck to: every model may, except the one a Sticky attack stuck to
// (seed FAQ, HF-FAQ-4). The Energy Shield Barrier calls it.
func barrierAllowed(mi, stuck int) bool {
	return mi != stuck
}
