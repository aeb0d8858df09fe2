package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The options of a Shoot action.
const (
	OptPriority = "priority" // a target that needs the target priority test (NEC-SHT-1)
	OptBoth     = "both"     // two pistols at once (NEC-SHT-11)
	OptVent     = "vent"     // through a vent (NEC-VENT-1)
)

// rangeCubes is a weapon's Long range in cubes for fighter i; a grenade
// reaches S × 3", S cubes.
func (g *Game) rangeCubes(i int, w *Weapon) int {
	if w.Grenade {
		return g.ftype(i).S
	}
	return InchesToCubes(w.Long)
}

// hitMods is the sum of the hit roll's modifiers of fighter i shooting w
// at fighter j from cube from (NEC-SHT-4): cover, the weapon's accuracy,
// a lying target in the open at Long range, the shooter's flesh wounds.
// A blast ignores cover (G6).
func (g *Game) hitMods(i int, w *Weapon, j int, from world.Pos) (mod, cov int) {
	t := &g.st.Fighters[j]
	d := world.Distance(from, t.Pos)
	long := d > InchesToCubes(w.Short)
	if w.Grenade {
		long = false
	}
	if w.Blast == 0 {
		cov = g.cover(i, from, j)
	}
	mod -= cov
	if long {
		mod += w.AccLong
	} else {
		mod += w.AccShort
	}
	if long && t.lying() && cov == coverNone {
		mod--
	}
	mod -= g.st.Fighters[i].Flesh
	return mod, cov
}

// BeyondNeed is the hit number of a target beyond the weapon's Long
// range: the hit roll fails whatever the die shows (NEC-SHT-3), harder
// than any roll.
const BeyondNeed = 99

// hitNeed is the final number fighter i needs to hit j with w (BS less
// the modifiers); templates need none (0); a target beyond Long range
// BeyondNeed.
func (g *Game) hitNeed(i int, w *Weapon, j int) int {
	if w.Template {
		return 0
	}
	if !g.inRange(i, w, j) {
		return BeyondNeed
	}
	mod, _ := g.hitMods(i, w, j, g.st.Fighters[i].Pos)
	return g.ftype(i).BS - mod
}

// inRange reports whether enemy j is within Long range of fighter i's
// weapon w.
func (g *Game) inRange(i int, w *Weapon, j int) bool {
	return world.Distance(g.st.Fighters[i].Pos, g.st.Fighters[j].Pos) <= g.rangeCubes(i, w)
}

// canTarget reports whether fighter i may shoot w at enemy j, priority
// aside: on the board and in sight; a target beyond Long range may be
// declared, an automatic miss (NEC-SHT-3), but not with a Template
// weapon, which has no hit roll to fail and reaches no farther; a Pinned
// or Seriously Injured target in cover cannot be targeted (NEC-SHT-2).
func (g *Game) canTarget(i int, w *Weapon, j int) bool {
	s, t := &g.st.Fighters[i], &g.st.Fighters[j]
	if t.Seat == s.Seat || !t.onBoard() {
		return false
	}
	d := world.Distance(s.Pos, t.Pos)
	if (w.Template && d > g.rangeCubes(i, w)) || g.sight(s.Pos, j) == world.NoSight {
		return false
	}
	if t.lying() && g.cover(i, s.Pos, j) != coverNone {
		return false
	}
	if g.engaged(i) {
		return w.Pistol && d == 0 && t.standing()
	}
	return true
}

// nearer reports whether fighter a is nearer to cube from than fighter b.
func (g *Game) nearer(from world.Pos, a, b int) bool {
	pa, pb := g.st.Fighters[a].Pos, g.st.Fighters[b].Pos
	da, db := world.Distance(from, pa), world.Distance(from, pb)
	if da != db {
		return da < db
	}
	return euclid2(from, pa) < euclid2(from, pb)
}

// freeTarget reports whether target j of fighter i's weapon w needs no
// target priority test (NEC-SHT-1, A7): no Active, unengaged enemy nearer
// to the shooter is easier to hit.
func (g *Game) freeTarget(i int, w *Weapon, j int, targets []int) bool {
	from := g.st.Fighters[i].Pos
	need := g.hitNeed(i, w, j)
	for _, k := range targets {
		if k == j || g.st.Fighters[k].Status != Active || g.engaged(k) || !g.nearer(from, k, j) {
			continue
		}
		if g.hitNeed(i, w, k) < need {
			return false
		}
	}
	return true
}

// loaded reports whether fighter i's weapon k may be fired: not Out of
// Ammo.
func (g *Game) loaded(i, k int) bool { return !g.st.Fighters[i].Empty[k] }

// shootActions lists fighter i's Shoot actions (NEC-SHT-1, NEC-SHT-11,
// NEC-VENT-1).
func (g *Game) shootActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	var out []rules.Action
	var pistols []int
	for k, id := range f.Weapons {
		w := g.weapon(id)
		if w.Melee || !g.loaded(i, k) {
			continue
		}
		if w.Pistol {
			pistols = append(pistols, k)
		}
		var targets []int
		for j := range g.st.Fighters {
			if g.canTarget(i, w, j) {
				targets = append(targets, j)
			}
		}
		for _, j := range targets {
			a := rules.Action{Seat: f.Seat, Kind: "shoot", Actor: f.ID, Target: g.st.Fighters[j].ID, Weapon: id}
			if !g.engaged(i) && !g.freeTarget(i, w, j, targets) {
				a.Option = OptPriority
			}
			out = append(out, a)
		}
		out = append(out, g.ventActions(i, k)...)
	}
	if len(pistols) >= 2 {
		w := g.weapon(f.Weapons[pistols[0]])
		for _, a := range out {
			if a.Weapon == w.ID && a.Option != OptVent {
				second := g.weapon(f.Weapons[pistols[1]])
				if j := g.index(a.Target); g.canTarget(i, second, j) {
					b := a
					b.Option = OptBoth
					if a.Option == OptPriority {
						continue // two pistols at a target that needs the test are not offered
					}
					out = append(out, b)
				}
			}
		}
	}
	return out
}

// ventActions lists fighter i's shots with its weapon k through a vent
// (NEC-VENT-1/4): from a vent end at an enemy in the other; Blast weapons
// only if grenades.
func (g *Game) ventActions(i, k int) []rules.Action {
	f := &g.st.Fighters[i]
	w := g.weapon(f.Weapons[k])
	if w.Blast > 0 && !w.Grenade || g.engaged(i) {
		return nil
	}
	var out []rules.Action
	for _, far := range g.ventsFrom(f.Pos) {
		for j := range g.st.Fighters {
			t := &g.st.Fighters[j]
			if t.Seat != f.Seat && t.onBoard() && t.Pos == far {
				a := rules.Action{Seat: f.Seat, Kind: "shoot", Actor: f.ID, Target: t.ID, Weapon: w.ID, Option: OptVent}
				if !w.Grenade {
					out = append(out, a)
					continue
				}
				for _, c := range g.ventCentres(far) {
					b := a
					b.Cell = &c
					out = append(out, b)
				}
			}
		}
	}
	return out
}

// ventCentres lists where a grenade thrown down a vent may be centred on
// a 2+ (NEC-VENT-5, A3: the thrower's choice within 2" of the far end):
// the far end cube and its neighbours on its level with a floor.
func (g *Game) ventCentres(far world.Pos) []world.Pos {
	out := []world.Pos{far}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			q := far.Add(world.Pos{X: dx, Y: dy})
			if q != far && g.arena.In(q) && g.arena.Standable(q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// ventsFrom lists the far ends of the vents with an end in p.
func (g *Game) ventsFrom(p world.Pos) []world.Pos {
	var out []world.Pos
	for _, v := range g.features.Vents {
		switch p {
		case v[0]:
			out = append(out, v[1])
		case v[1]:
			out = append(out, v[0])
		}
	}
	return out
}
