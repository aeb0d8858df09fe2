package necromunda

import (
	"slices"
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// AmmoFace is the Firepower die's Ammo face (NEC-SHT-8, G5).
const AmmoFace = 6

// FirepowerHits reads the Firepower die (G5): faces 1, 1, 2, 2, 3 and
// Ammo, which counts 1.
func FirepowerHits(face int) int {
	switch face {
	case 1, 2:
		return 1
	case 3, 4:
		return 2
	case 5:
		return 3
	}
	return 1
}

// shot is one weapon's shot in progress.
type shot struct {
	k     int // the weapon's index in the shooter's list
	w     *Weapon
	hit   bool
	hits  int // hits, or possible hits of a miss (strays)
	empty bool
}

// applyShoot carries out a Shoot action (NEC-SHT-1..13, NEC-BLST,
// NEC-VENT).
func (g *Game) applyShoot(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	j := g.index(a.Target)
	k := g.weaponIndex(i, a.Weapon)
	w := g.weapon(a.Weapon)
	g.emit(rules.Event{Kind: "shoot", Seat: f.Seat, Actor: f.ID, Target: a.Target}, func() rules.Msg { return rules.Say("NecShoots", "Fighter", f.ID, "Target", a.Target, "Weapon", w.Name) }, "%s shoots at %s with %s.", f.ID, a.Target, w.Name)
	switch {
	case a.Option == OptVent:
		g.shootVent(i, k, j, a.Cell)
	case a.Option == OptPriority && !g.priorityTest(i):
		j = g.nearestFree(i, w)
		g.emit(rules.Event{Kind: "retarget", Seat: f.Seat, Actor: f.ID, Target: g.st.Fighters[j].ID}, func() rules.Msg { return rules.Say("NecRetarget", "Fighter", f.ID, "Target", g.st.Fighters[j].ID) }, "%s shoots at the nearest target instead: %s (NEC-SHT-1).", f.ID, g.st.Fighters[j].ID)
		fallthrough
	default:
		switch {
		case w.Blast > 0:
			g.shootBlast(i, k, j)
		case a.Option == OptBoth:
			g.shootPistols(i, j)
		case w.Template:
			g.shootTemplate(i, k, j)
		default:
			g.shootPlain(i, []int{k}, j, 0)
		}
	}
	g.spend(1)
}

// weaponIndex is the index of a weapon in fighter i's list.
func (g *Game) weaponIndex(i int, id string) int {
	for k, w := range g.st.Fighters[i].Weapons {
		if w == id {
			return k
		}
	}
	return -1
}

// priorityTest is the Willpower test to choose any visible target
// (NEC-SHT-1, G2): 2D6 ≥ Wil.
func (g *Game) priorityTest(i int) bool {
	need := g.ftype(i).Wil
	a, b := g.roll(6), g.roll(6)
	ok := a+b >= need
	g.rollEvent(i, "Wil", []int{a, b}, need, b2i(ok), func() rules.Msg {
		return rules.Say("NecPriorityTest", "Fighter", g.st.Fighters[i].ID, "A", rules.Num(a), "B", rules.Num(b), "Wil", rules.Num(need), "Result", wordRef(passFail(ok)))
	}, "%s's target priority test: %d+%d against Wil %d+: %s (NEC-SHT-1).", g.st.Fighters[i].ID, a, b, need, passFail(ok))
	return ok
}

// nearestFree is the nearest target fighter i may shoot w at without the
// priority test.
func (g *Game) nearestFree(i int, w *Weapon) int {
	var targets []int
	for j := range g.st.Fighters {
		if g.canTarget(i, w, j) {
			targets = append(targets, j)
		}
	}
	best := -1
	for _, j := range targets {
		if g.freeTarget(i, w, j, targets) && (best < 0 || g.nearer(g.st.Fighters[i].Pos, j, best)) {
			best = j
		}
	}
	return best
}

// shootPistols fires fighter i's first two loaded pistols at j, each at
// −1, both rolled before either is resolved (NEC-SHT-11). A Template
// pistol rolls no hit die; one template, laid once on the line to j,
// serves both pistols: every fighter under it is hit by each Template
// pistol.
func (g *Game) shootPistols(i, j int) {
	var ks []int
	for k, id := range g.st.Fighters[i].Weapons {
		if w := g.weapon(id); w.Pistol && g.loaded(i, k) && len(ks) < 2 {
			ks = append(ks, k)
		}
	}
	g.emit(rules.Event{Kind: "pistols", Seat: g.st.Fighters[i].Seat, Actor: g.st.Fighters[i].ID}, func() rules.Msg { return rules.Say("NecTwoPistols") }, "Two pistols at once, each at -1 to hit (NEC-SHT-11).")
	g.resolveShots(i, g.rollShots(i, ks, j, -1), j)
}

// shootPlain fires the weapons ks of fighter i at j: each rolls its hit
// die and Firepower die (and Ammo check) before any hit is resolved; then
// the hits, or stray shots for a miss.
func (g *Game) shootPlain(i int, ks []int, j int, extra int) {
	g.resolveShots(i, g.rollShots(i, ks, j, extra), j)
}

// rollShots rolls the hit roll (none for a Template weapon, which hits,
// nor beyond Long range, which misses, NEC-SHT-3) and the Firepower die
// of each of fighter i's weapons ks at j, extra added to the hit rolls.
func (g *Game) rollShots(i int, ks []int, j int, extra int) []shot {
	f := &g.st.Fighters[i]
	from := f.Pos
	var shots []shot
	for _, k := range ks {
		w := g.weapon(f.Weapons[k])
		s := shot{k: k, w: w}
		switch {
		case w.Template:
			s.hit = true
		case g.inRange(i, w, j):
			mod, cov := g.hitMods(i, w, j, from)
			need := g.ftype(i).BS - mod - extra
			s.hit = g.hitRoll(i, need, cov == coverHeavy, cov)
		default:
			g.beyondRange(i, w, j)
		}
		fp := g.firepower(i, k)
		s.hits, s.empty = fp.hits, fp.empty
		if w.RapidFire == 0 || w.Template {
			s.hits = 1
		}
		shots = append(shots, s)
	}
	return shots
}

// resolveShots resolves fighter i's rolled shots at j in order: a
// Template weapon's hits on everyone under the one template on the line
// to j (listed once, before any is hit, NEC-SHT-11), another weapon's
// hits on j, or its stray shots for a miss; then the Ammo checks failed.
func (g *Game) resolveShots(i int, shots []shot, j int) {
	var under []int
	for _, s := range shots {
		if s.w.Template && under == nil {
			at := g.st.Fighters[j].Pos
			under = g.fightersIn(append(world.AppendCubesBetween(nil, g.st.Fighters[i].Pos, at), at), i)
		}
	}
	for _, s := range shots {
		switch {
		case s.w.Template:
			for _, k := range under {
				if g.st.Fighters[k].onBoard() {
					g.hitFighter(i, s.w, k, g.st.Fighters[i].Pos)
				}
			}
		case s.hit:
			for range s.hits {
				g.resolveShotHit(i, s.w, j)
			}
		default:
			for range s.hits {
				g.strays(i, s.w, j)
			}
		}
		if s.empty {
			g.runOut(i, s.k)
		}
	}
}

// hitRoll rolls fighter i's hit roll needing need (NEC-SHT-4/7): in heavy
// cover a natural 1 or 2 fails; a need of 7 or more is an improbable
// shot: a 6, then an unmodified BS test.
func (g *Game) hitRoll(i, need int, heavy bool, cov int) bool {
	f := &g.st.Fighters[i]
	bs := g.ftype(i).BS
	d := g.roll(6)
	if need >= 7 {
		if d < 6 {
			g.rollEvent(i, "BS", []int{d}, 6, 0, func() rules.Msg {
				return rules.Say("NecImprobableMiss", "Fighter", f.ID, "Need", rules.Num(need), "Face", rules.Num(d))
			}, "%s's improbable shot (needs %d+): %d, a miss (NEC-SHT-7).", f.ID, need, d)
			return false
		}
		d2 := g.roll(6)
		ok := d2 >= bs
		g.rollEvent(i, "BS", []int{d, d2}, bs, b2i(ok), func() rules.Msg {
			return rules.Say("NecImprobable", "Fighter", f.ID, "Need", rules.Num(need), "Face", rules.Num(d2), "BS", rules.Num(bs), "Result", wordRef(hitWord(ok)))
		}, "%s's improbable shot (needs %d+): 6, then %d against BS %d+: %s (NEC-SHT-7).", f.ID, need, d2, bs, hitWord(ok))
		return ok
	}
	ok := d >= need && !(heavy && d <= 2)
	g.rollEvent(i, "BS", []int{d}, max(need, 1), b2i(ok), func() rules.Msg {
		return rules.Say("NecHitRoll", "Fighter", f.ID, "Face", rules.Num(d), "Need", rules.Num(max(need, 1)), "Cover", wordRef(coverWords(cov)), "Result", wordRef(hitWord(ok)))
	}, "%s's hit roll: %d against %d+ (target %s): %s (NEC-SHT-4).", f.ID, d, max(need, 1), coverWords(cov), hitWord(ok))
	return ok
}

// beyondRange says that fighter i's shot with w at j, beyond the
// weapon's Long range, misses without a hit roll (NEC-SHT-3); the
// Firepower die is rolled all the same.
func (g *Game) beyondRange(i int, w *Weapon, j int) {
	f := &g.st.Fighters[i]
	g.emit(rules.Event{Kind: "beyond", Seat: f.Seat, Actor: f.ID, Target: g.st.Fighters[j].ID},
		func() rules.Msg { return rules.Say("NecBeyondRange", "Fighter", g.st.Fighters[j].ID, "Weapon", w.Name) }, "%s is beyond the %s's Long range: the hit roll fails, the Firepower die is still rolled (NEC-SHT-3).", g.st.Fighters[j].ID, w.Name)
}

// hitWord words a hit roll.
func hitWord(ok bool) string {
	if ok {
		return "hit"
	}
	return "miss"
}

// firepowerResult is a Firepower die with its Ammo check.
type firepowerResult struct {
	hits  int
	empty bool // the Ammo check failed: Out of Ammo after the shot
}

// firepower rolls the Firepower die of fighter i's weapon k and, on Ammo,
// the Ammo check (NEC-SHT-8), at an ammo cache +2 (NEC-AMMO-1), a
// natural 6 emptying the cache (NEC-AMMO-2).
func (g *Game) firepower(i, k int) firepowerResult {
	f := &g.st.Fighters[i]
	w := g.weapon(f.Weapons[k])
	face := g.roll(6)
	res := firepowerResult{hits: FirepowerHits(face)}
	word := itoa(res.hits)
	if face == AmmoFace {
		word = "Ammo"
	}
	g.dieEvent(i, "firepower", []rules.Die{firepowerDie(face)}, res.hits, func() rules.Msg { return rules.Say("NecFirepowerDie", "Fighter", f.ID, "Result", wordRef(word)) }, "%s's Firepower die: %s (NEC-SHT-8).", f.ID, word)
	if face != AmmoFace || w.Am == 0 {
		return res
	}
	d := g.roll(6)
	bonus := 0
	cache := g.cacheFor(i)
	if cache >= 0 {
		bonus = 2
	}
	ok := d+bonus >= w.Am
	g.rollEvent(i, "ammo", []int{d}, w.Am, b2i(ok), func() rules.Msg {
		return rules.Say("NecAmmoCheck", "Fighter", f.ID, "Weapon", w.Name, "Face", rules.Num(d), "Bonus", wordRef(cacheText(bonus)), "Am", rules.Num(w.Am), "Result", wordRef(passFail(ok)))
	}, "%s's Ammo check for %s: %d%s against %d+: %s (NEC-SHT-8).", f.ID, w.Name, d, cacheText(bonus), w.Am, passFail(ok))
	if cache >= 0 && d == 6 {
		g.emit(rules.Event{Kind: "cache", Seat: f.Seat, Actor: f.ID, To: &g.st.Caskets[cache].Pos}, func() rules.Msg { return rules.Say("NecCacheDry") }, "The ammo cache runs dry and is removed (NEC-AMMO-2).")
		g.st.Caskets = append(g.st.Caskets[:cache], g.st.Caskets[cache+1:]...)
	}
	res.empty = !ok
	return res
}

// cacheText words an ammo cache's bonus.
func cacheText(bonus int) string {
	if bonus == 0 {
		return ""
	}
	return " +2 at the ammo cache (NEC-AMMO-1)"
}

// runOut marks fighter i's weapon k Out of Ammo.
func (g *Game) runOut(i, k int) {
	f := &g.st.Fighters[i]
	f.Empty[k] = true
	g.emit(rules.Event{Kind: "ammo", Seat: f.Seat, Actor: f.ID}, func() rules.Msg {
		return rules.Say("NecOutOfAmmo", "Fighter", f.ID, "Weapon", g.weapon(f.Weapons[k]).Name)
	}, "%s's %s is Out of Ammo.", f.ID, g.weapon(f.Weapons[k]).Name)
}

// resolveShotHit resolves one hit of fighter i's shot at j: at an Engaged
// target a D6 says whom it strikes (NEC-SHT-9); it Pins an Active target
// (NEC-SHT-12) and then strikes (NEC-SHT-13).
func (g *Game) resolveShotHit(i int, w *Weapon, j int) {
	f := &g.st.Fighters[i]
	if !g.st.Fighters[j].onBoard() {
		return
	}
	victim := j
	if friend := g.friendWith(i, j); friend >= 0 {
		d := g.roll(6)
		if d < 4 {
			victim = friend
		}
		g.rollEvent(i, "melee", []int{d}, 4, b2i(d >= 4), func() rules.Msg {
			return rules.Say("NecIntoMelee", "Face", rules.Num(d), "Target", g.st.Fighters[victim].ID)
		}, "Shooting into melee: %d, the hit strikes %s (NEC-SHT-9).", d, g.st.Fighters[victim].ID)
	}
	g.hitFighter(i, w, victim, f.Pos)
}

// friendWith is the first fighter of fighter i's side standing in the
// cube of its target j (an Engaged target, NEC-SHT-9, A8), -1 if none.
func (g *Game) friendWith(i, j int) int {
	seat, at := g.st.Fighters[i].Seat, g.st.Fighters[j].Pos
	for k := range g.st.Fighters {
		o := &g.st.Fighters[k]
		if k != i && o.Seat == seat && o.standing() && o.Pos == at && o.Climb == nil {
			return k
		}
	}
	return -1
}

// hitFighter applies a ranged hit of fighter i's weapon w to fighter j
// from cube from: Pinned, then the hit's consequences.
func (g *Game) hitFighter(i int, w *Weapon, j int, from world.Pos) {
	t := &g.st.Fighters[j]
	g.emit(rules.Event{Kind: "hit", Seat: g.st.Fighters[i].Seat, Actor: g.st.Fighters[i].ID, Target: t.ID}, func() rules.Msg { return rules.Say("NecIsHit", "Fighter", t.ID, "Weapon", w.Name) }, "%s is hit by %s.", t.ID, w.Name)
	g.pin(j, "hit by a shot (NEC-SHT-12)")
	g.strike(j, blow{S: g.strength(i, w), AP: w.AP, D: w.D, Knockback: w.Knockback, From: from, What: w.Name})
}

// strength is weapon w's strength in fighter i's hands.
func (g *Game) strength(i int, w *Weapon) int {
	if w.StrUser {
		return g.ftype(i).S + w.Str
	}
	return w.Str
}

// strays checks the fighters near the line of a missed shot of fighter i
// at j, nearest first, for one stray hit (NEC-SHT-10, A9).
func (g *Game) strays(i int, w *Weapon, j int) {
	from := g.st.Fighters[i].Pos
	at := g.st.Fighters[j].Pos
	cubes := append(world.AppendCubesBetween(nil, from, at), at)
	var cands []int
	for k := range g.st.Fighters {
		o := &g.st.Fighters[k]
		if k == i || k == j || !o.onBoard() {
			continue
		}
		for _, c := range cubes {
			if o.Pos == c && c != from {
				cands = append(cands, k)
				break
			}
		}
	}
	sort.SliceStable(cands, func(a, b int) bool {
		pa, pb := g.st.Fighters[cands[a]].Pos, g.st.Fighters[cands[b]].Pos
		if da, db := world.Distance(from, pa), world.Distance(from, pb); da != db {
			return da < db
		}
		return euclid2(from, pa) < euclid2(from, pb)
	})
	for _, k := range cands {
		o := &g.st.Fighters[k]
		if !o.onBoard() {
			continue
		}
		mod := g.cover(i, from, k)
		if o.lying() {
			mod = 2
		}
		d := g.roll(6)
		hit := d+mod <= 3
		g.rollEvent(i, "stray", []int{d}, 0, b2i(hit), func() rules.Msg {
			return rules.Say("NecStrayCheck", "Target", o.ID, "Face", rules.Num(d), "Mod", rules.Num(mod), "Result", wordRef(hitWord(hit)))
		}, "Stray shot check on %s: %d+%d: %s (NEC-SHT-10).", o.ID, d, mod, hitWord(hit))
		if hit {
			g.hitFighter(i, w, k, from)
			return
		}
	}
}

// templateCubes is a blast template's cubes around centre c (NEC-BLST-1):
// the cube for 3", and its four orthogonal neighbours on the level for
// 5".
func (g *Game) templateCubes(c world.Pos, size int) []world.Pos {
	out := []world.Pos{c}
	if size < 5 {
		return out
	}
	for d := world.North; d <= world.West; d++ {
		if q := c.Add(d.Delta()); g.arena.In(q) {
			out = append(out, q)
		}
	}
	return out
}

// shootBlast fires fighter i's blast weapon k at j (NEC-BLST-2, G6): a
// hit roll with cover ignored; a miss scatters the centre ⌈D6/2⌉ cubes in
// a D8 direction; everyone under the template is hit once. No strays. A
// centre beyond Long range slides back to it and, with no hit roll,
// scatters from there (step 3).
func (g *Game) shootBlast(i, k, j int) {
	f := &g.st.Fighters[i]
	w := g.weapon(f.Weapons[k])
	centre := g.st.Fighters[j].Pos
	hit := false
	if g.inRange(i, w, j) {
		mod, _ := g.hitMods(i, w, j, f.Pos)
		hit = g.hitRoll(i, g.ftype(i).BS-mod, false, coverNone)
	} else {
		centre = g.slideToRange(i, w, centre)
	}
	fp := g.firepower(i, k)
	if !hit {
		centre = g.scatter(i, centre)
	}
	g.blastAt(i, w, centre, w.Blast)
	if fp.empty {
		g.runOut(i, k)
	}
}

// slideToRange moves the centre c of fighter i's blast w, beyond Long
// range, towards the shooter until it is at Long range (NEC-BLST-2 step
// 3): the cube at that distance on the line from the shooter to c. The
// shot is a miss and the blast scatters from there.
func (g *Game) slideToRange(i int, w *Weapon, c world.Pos) world.Pos {
	f := &g.st.Fighters[i]
	at := g.rangeEnd(i, w, c)
	g.emit(rules.Event{Kind: "beyond", Seat: f.Seat, Actor: f.ID, From: &c, To: &at},
		func() rules.Msg {
			return rules.Say("NecBlastBeyond", "Centre", c.String(), "Weapon", w.Name, "At", at.String())
		}, "The blast's centre %s is beyond the %s's Long range: it slides back to %s, a miss that scatters, the Firepower die still rolled (NEC-BLST-2).", c, w.Name, at)
	return at
}

// rangeEnd is the cube at fighter i's Long range with w on the line to
// c (NEC-BLST-2 step 3).
func (g *Game) rangeEnd(i int, w *Weapon, c world.Pos) world.Pos {
	f := &g.st.Fighters[i]
	r := g.rangeCubes(i, w)
	at := f.Pos
	for _, p := range world.AppendCubesBetween(nil, f.Pos, c) {
		if world.Distance(f.Pos, p) <= r {
			at = p
		}
	}
	return at
}

// scatter moves a missed blast's centre (G6): ⌈D6/2⌉ cubes in a D8
// direction on its level, stopped by walls and the edge, then down to the
// first floor.
func (g *Game) scatter(i int, c world.Pos) world.Pos {
	n, d := g.roll(6), g.roll(8)
	dir := world.ScatterDir(d)
	steps := (n + 1) / 2
	g.rollEvent(i, "scatter", []int{n, d}, 0, 0, func() rules.Msg { return rules.Say("NecBlastScatters", "Count", rules.Num(steps), "Dir", dirRef(dir)) }, "The blast scatters %d %s %s (G6).", steps, plural(steps, "cube", "cubes"), dir)
	return g.scatterTo(c, n, d)
}

// scatterTo is where a blast's centre c lands for the scatter dice n (D6)
// and d (D8): ⌈n/2⌉ cubes in the direction d, stopped by walls and the
// edge, then down to the first floor (G6).
func (g *Game) scatterTo(c world.Pos, n, d int) world.Pos {
	dir := world.ScatterDir(d)
	for range (n + 1) / 2 {
		q, res := g.arena.Push(c, dir)
		if res != world.Pushed {
			break
		}
		c = q
	}
	return g.landing(c)
}

// blastAt hits every fighter under a template of size centred on c once
// (NEC-BLST, NEC-SHT-9: a combat there is hit whole).
func (g *Game) blastAt(i int, w *Weapon, c world.Pos, size int) {
	cubes := g.templateCubes(c, size)
	g.emit(rules.Event{Kind: "blast", Seat: g.st.Fighters[i].Seat, Actor: g.st.Fighters[i].ID, To: &c}, func() rules.Msg { return rules.Say("NecBlastLands", "Size", rules.Num(size), "At", c.String()) }, "A %d\" blast lands on %s (NEC-BLST-1).", size, c)
	for _, k := range g.fightersIn(cubes, -1) {
		g.hitFighter(i, w, k, c)
	}
}

// shootTemplate fires fighter i's template weapon k at j (G7): no hit
// roll; every fighter but the shooter in the cubes on the line to j and in
// j's cube is hit. The Firepower die is rolled for ammo.
func (g *Game) shootTemplate(i, k, j int) {
	f := &g.st.Fighters[i]
	w := g.weapon(f.Weapons[k])
	at := g.st.Fighters[j].Pos
	cubes := append(world.AppendCubesBetween(nil, f.Pos, at), at)
	fp := g.firepower(i, k)
	g.templateHits(i, w, cubes, f.Pos)
	if fp.empty {
		g.runOut(i, k)
	}
}

// templateHits hits every fighter but i in the cubes once.
func (g *Game) templateHits(i int, w *Weapon, cubes []world.Pos, from world.Pos) {
	for _, k := range g.fightersIn(cubes, i) {
		g.hitFighter(i, w, k, from)
	}
}

// fightersIn lists, in order, the fighters on the board in any of cubes,
// but fighter skip (-1: none). The list is made before anyone is hit, so
// a fighter a hit moves is neither hit twice nor missed.
func (g *Game) fightersIn(cubes []world.Pos, skip int) []int {
	var under []int
	for k := range g.st.Fighters {
		o := &g.st.Fighters[k]
		if k == skip || !o.onBoard() {
			continue
		}
		if slices.Contains(cubes, o.Pos) {
			under = append(under, k)
		}
	}
	return under
}

// shootVent fires fighter i's weapon k through a vent at j (NEC-VENT-1..5):
// a plain shot hits on 5+ whatever the modifiers; a template hits everyone
// within a cube of the far end; a grenade lands on 2+ on the centre
// chosen within 2" of the far end (A3), on the thrower on a 1.
func (g *Game) shootVent(i, k, j int, chosen *world.Pos) {
	f := &g.st.Fighters[i]
	w := g.weapon(f.Weapons[k])
	far := g.st.Fighters[j].Pos
	switch {
	case w.Grenade:
		d := g.roll(6)
		centre := far
		if chosen != nil {
			centre = *chosen
		}
		if d == 1 {
			centre = f.Pos
		}
		g.rollEvent(i, "vent", []int{d}, 2, b2i(d >= 2), func() rules.Msg { return rules.Say("NecVentGrenade", "Face", rules.Num(d), "At", centre.String()) }, "The grenade down the vent: %d, it lands on %s (NEC-VENT-5).", d, centre)
		fp := g.firepower(i, k)
		g.blastAt(i, w, centre, max(w.Blast, 3))
		if fp.empty {
			g.runOut(i, k)
		}
	case w.Template:
		fp := g.firepower(i, k)
		var cubes []world.Pos
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if q := far.Add(world.Pos{X: dx, Y: dy}); g.arena.In(q) {
					cubes = append(cubes, q)
				}
			}
		}
		g.emit(rules.Event{Kind: "vent", Seat: f.Seat, Actor: f.ID, To: &far}, func() rules.Msg { return rules.Say("NecVentTemplate", "At", far.String()) }, "The template through the vent hits everyone within 2\" of %s (NEC-VENT-3).", far)
		g.templateHits(i, w, cubes, far)
		if fp.empty {
			g.runOut(i, k)
		}
	default:
		d := g.roll(6)
		hit := d >= 5
		g.rollEvent(i, "BS", []int{d}, 5, b2i(hit), func() rules.Msg {
			return rules.Say("NecVentShot", "Fighter", f.ID, "Face", rules.Num(d), "Result", wordRef(hitWord(hit)))
		}, "%s shoots through the vent: %d against 5+, modifiers ignored: %s (NEC-VENT-2).", f.ID, d, hitWord(hit))
		fp := g.firepower(i, k)
		if hit {
			n := 1
			if w.RapidFire > 0 {
				n = fp.hits
			}
			for range n {
				g.hitFighter(i, w, j, far)
			}
		}
		if fp.empty {
			g.runOut(i, k)
		}
	}
}
