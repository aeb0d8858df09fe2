package flashpoint

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/world"
)

// ModExplosiveAmmo names Explosive Ammo's extra die in a pool.
const ModExplosiveAmmo = "explosive ammo"

// ammoSuffix marks a shot with Explosive Ammo in Action.Option.
const ammoSuffix = "+ammo"

// splitAmmo takes the Explosive Ammo mark off a shot option.
func splitAmmo(opt string) (rest string, ammo bool) {
	if opt == ammoSuffix {
		return "", true
	}
	if r, ok := strings.CutSuffix(opt, " "+ammoSuffix); ok {
		return r, true
	}
	return opt, false
}

// withAmmo adds the Explosive Ammo mark to a shot option.
func withAmmo(opt string) string {
	if opt == "" {
		return ammoSuffix
	}
	return opt + " " + ammoSuffix
}

// shieldPool is every shield that stands between an attack and model ti,
// in the order they are spent (DESIGN 5): the cube's Energy Shield Barrier
// against a ranged attack (unless a Sticky attack denies it), the
// Overshield, the model's own shields.
func (g *Game) shieldPool(ti int, ranged, barrierDenied bool) int {
	m := &g.models[ti]
	n := m.Shields + m.Overshield
	if ranged && !barrierDenied {
		if b := g.barrierFor(m); b != nil {
			n += b.Shields
		}
	}
	return n
}

// takeShields removes n shields from model ti's pool in the order of
// shieldPool; it returns the model's own shields lost.
func (g *Game) takeShields(ti, n int, ranged, barrierDenied bool, l *log) {
	m := &g.models[ti]
	if ranged && !barrierDenied && n > 0 {
		if b := g.barrierFor(m); b != nil {
			k := min(n, b.Shields)
			b.Shields -= k
			n -= k
			e := l.sayf("barrier", m.Seat, "FpBarrierStops", "Cube Hits Left", "The Energy Shield Barrier in %s stops %d (%d left).", m.Pos, k, b.Shields)
			e.Target, e.Hits, e.To = m.ID, k, posPtr(m.Pos)
			if b.Shields == 0 {
				g.dropEmptyBarriers()
			}
		}
	}
	if n > 0 && m.Overshield > 0 {
		k := min(n, m.Overshield)
		m.Overshield -= k
		n -= k
		e := l.sayf("shield", m.Seat, "FpOvershieldStops", "Model Hits", "%s: the Overshield stops %d.", m.ID, k)
		e.Target, e.Hits = m.ID, k
	}
	m.Shields = max(0, m.Shields-n)
}

// dropEmptyBarriers removes spent barrier tokens.
func (g *Game) dropEmptyBarriers() {
	out := g.it.Barriers[:0]
	for _, b := range g.it.Barriers {
		if b.Shields > 0 {
			out = append(out, b)
		}
	}
	g.it.Barriers = out
}

// armourOf is model ti's armour with its Hardlight Shield.
func (g *Game) armourOf(ti int) int {
	m := &g.models[ti]
	if m.hasItem(ItemHardlight) {
		return m.Unit.AR + HardlightAR
	}
	return m.Unit.AR
}

// itemsOnWound runs the items that react to a wound of model mi: the
// Hardlight Shield breaks; a Health Pack heals a model that is not killed.
func (g *Game) itemsOnWound(mi int, l *log) {
	m := &g.models[mi]
	if m.removeItem(ItemHardlight) {
		e := l.sayf("item", m.Seat, "FpHardlightBreaks", "Model", "%s's Hardlight Shield breaks.", m.ID)
		e.Target = m.ID
	}
	if m.Wounds < m.Unit.HP && m.hasItem(ItemHealth) {
		m.removeItem(ItemHealth)
		m.Wounds = 0
		e := l.sayf("heal", m.Seat, "FpHealthPack", "Model", "%s uses its Health Pack: its wounds are healed.", m.ID)
		e.Target = m.ID
	}
}

// smoked reports whether cube p is full of smoke this round.
func (g *Game) smoked(p world.Pos) bool {
	for _, q := range g.it.Smoke {
		if q == p {
			return true
		}
	}
	return false
}

// smokeBlocks reports whether smoke blocks the sight between two cubes:
// the line between their centres passes into, out of or through a smoked
// cube (two models in one cube always see each other). Where the line
// runs exactly along a face or an edge between cubes it touches the cubes
// on both sides of it, so that a line and its mirror image meet the same
// smoke: rounding the tie one way would let smoke block the sight of one
// side and not the other's across a mirrored arena.
func (g *Game) smokeBlocks(from, to world.Pos) bool {
	if len(g.it.Smoke) == 0 || from == to {
		return false
	}
	if g.smoked(from) || g.smoked(to) {
		return true
	}
	steps := 16 * max(1, world.Distance(from, to))
	for i := 1; i < steps; i++ {
		x0, x1 := lineCells(from.X, to.X, i, steps)
		y0, y1 := lineCells(from.Y, to.Y, i, steps)
		z0, z1 := lineCells(from.Z, to.Z, i, steps)
		for x := x0; x <= x1; x++ {
			for y := y0; y <= y1; y++ {
				for z := z0; z <= z1; z++ {
					if g.smoked(world.Pos{X: x, Y: y, Z: z}) {
						return true
					}
				}
			}
		}
	}
	return false
}

// lineCells is the cube coordinate, along one axis, of the point i/steps
// of the way from the centre of cube a to the centre of cube b; both
// coordinates (lo < hi) when the point lies exactly on the face between
// two cubes, else lo = hi. It works in whole numbers: the point is at
// ((2a+1)·steps + 2i(b−a)) / (2·steps).
func lineCells(a, b, i, steps int) (lo, hi int) {
	num, den := (2*a+1)*steps+2*i*(b-a), 2*steps
	c := num / den // num is never negative: a, b ≥ 0
	if num%den == 0 {
		return c - 1, c
	}
	return c, c
}

// shotSight is the sight of model mi on model ti for a shot: the arena's
// line of sight, blocked by smoke; a Threat Sensor of the shooter's side
// makes an unseen enemy visible (never a clear shot).
func (g *Game) shotSight(mi, ti int) world.Sight {
	m, t := &g.models[mi], &g.models[ti]
	s := g.b.arena.LineOfSight(m.Pos, m.Crouched, t.Pos, t.Crouched)
	if s != world.NoSight && g.smokeBlocks(m.Pos, t.Pos) {
		s = world.NoSight
	}
	if s == world.NoSight && g.sensorOn(m.Seat) {
		s = world.Visible
	}
	return s
}

// targetable reports whether model mi may shoot model ti: in sight (with
// smoke and sensors) and not hidden by Active Camo.
func (g *Game) targetable(mi, ti int) bool {
	return !g.models[ti].Camo && g.shotSight(mi, ti) != world.NoSight
}

// barrierShields is the shields of the Energy Shield Barrier in cube c, 0
// when there is none.
func (g *Game) barrierShields(c world.Pos) int {
	for _, b := range g.it.Barriers {
		if b.Pos == c {
			return b.Shields
		}
	}
	return 0
}

// setBarrier sets the Energy Shield Barrier in cube c to n shields, laying
// the token again or removing it as needed. A cube attack uses it so that
// every model in the cube has the barrier's benefit at the same time
// (HF-FAQ-3): each model meets the barrier as it stood before the attack,
// and the barrier keeps what the hungriest model left.
func (g *Game) setBarrier(c world.Pos, n int) {
	for i := range g.it.Barriers {
		if g.it.Barriers[i].Pos == c {
			g.it.Barriers[i].Shields = n
			g.dropEmptyBarriers()
			return
		}
	}
	if n > 0 {
		g.it.Barriers = append(g.it.Barriers, barrier{Pos: c, Shields: n})
	}
}
