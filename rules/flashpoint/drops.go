package flashpoint

import (
	"slices"
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// placeStartingDrops puts a power weapon from the supply on every drop
// spot (HF-SET-5).
func (g *Game) placeStartingDrops(l *log) {
	for _, s := range g.b.spots {
		if len(g.supply) == 0 {
			return
		}
		w := g.draw()
		g.tokens = append(g.tokens, floorWeapon{Weapon: w, Pos: s.Pos, Spot: s.Label})
		e := l.sayf("drop", rules.NoSeat, "FpDropLies", "Weapon Spot Cube", "Weapon drop: the %s lies on spot %s (%s).", g.weaponName(w), s.Label, s.Pos)
		e.To = posPtr(s.Pos)
	}
}

// roundDrop deals one more power weapon at the start of a round from round
// 2 (HF-SET-6): the d8 picks the spot (1–2 A, 3–4 B, 5–6 C, 7–8 D with four
// spots), an occupied spot is rerolled, and when every spot holds a weapon
// the rolled one is replaced.
func (g *Game) roundDrop(l *log) {
	n := len(g.b.spots)
	if n == 0 || len(g.supply) == 0 {
		return
	}
	w := g.draw()
	full := true
	for _, s := range g.b.spots {
		if g.tokenOnSpot(s.Label) < 0 {
			full = false
		}
	}
	var spot dropSpot
	for try := 0; ; try++ {
		r := g.roll(DropDie)
		spot = g.b.spots[(r-1)*n/DropDie]
		if !l.silent { // its arguments would be boxed for nothing
			l.add(l.dieEvent(rules.NoSeat, "", "drop", r, 0, "FpDropRoll", "Roll Spot", "Weapon drop: %d, spot %s.", r, spot.Label))
		}
		if full || g.tokenOnSpot(spot.Label) < 0 || try >= MaxDropRerolls {
			break
		}
	}
	if i := g.tokenOnSpot(spot.Label); i >= 0 {
		old := g.tokens[i].Weapon
		g.tokens = append(g.tokens[:i], g.tokens[i+1:]...)
		g.toSupply(old, l)
	}
	g.tokens = append(g.tokens, floorWeapon{Weapon: w, Pos: spot.Pos, Spot: spot.Label})
	e := l.event("drop", rules.NoSeat)
	if !l.quiet {
		e.Text, e.Msg = say("FpDropLands", "Weapon Spot Cube", "Weapon drop: the %s lands on spot %s (%s).", g.weaponName(w), spot.Label, spot.Pos)
	}
	if !l.silent { // a silent log's event is a sink
		e.To = posPtr(spot.Pos)
	}
}

// tokenOnSpot returns the index of the weapon lying on a drop spot, or -1.
func (g *Game) tokenOnSpot(label string) int {
	for i := range g.tokens {
		if g.tokens[i].Spot == label {
			return i
		}
	}
	return -1
}

// draw takes a random weapon out of the supply (the caller checks it is
// not empty).
func (g *Game) draw() string {
	i := g.roll(len(g.supply)) - 1
	w := g.supply[i]
	g.supply = append(g.supply[:i], g.supply[i+1:]...)
	return w
}

// toSupply returns a power weapon to the supply (HF-WPN-4, HF-WPN-5); other
// weapons simply leave the game.
func (g *Game) toSupply(id string, l *log) {
	l.sayf("supply", rules.NoSeat, "FpToSupply", "Weapon", "The %s returns to the supply.", g.weaponName(id))
	if !contains(g.b.power, id) || contains(g.supply, id) {
		return
	}
	g.supply = append(g.supply, id)
	sort.Strings(g.supply)
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// weaponName is a weapon's display name, or its ID if unknown.
func (g *Game) weaponName(id string) string {
	if w := g.b.data.Weapons[id]; w != nil {
		return w.Name
	}
	return id
}

// useWeapon counts one use of a limited weapon; a spent weapon leaves the
// model (HF-WPN-5).
func (g *Game) useWeapon(mi int, id string, l *log) {
	m := &g.models[mi]
	s := m.weaponSlot(id)
	w := g.b.data.Weapons[id]
	if s == nil || w == nil || w.Uses == 0 {
		return
	}
	s.Used++
	if s.Used < w.Uses {
		return
	}
	e := l.sayf("spent", m.Seat, "FpUsedUp", "Model Weapon", "%s has used up its %s.", m.ID, w.Name)
	e.Actor = m.ID
	if m.isItemSlot(s) {
		m.removeItem(id) // a spent grenade item leaves the game
		return
	}
	if s == &m.Pickup {
		m.Pickup = slot{}
		g.toSupply(id, l)
	}
	// A weapon of the model's own stays with it, spent (cube_spent.go).
}

// pickupActions lists the weapons model mi may pick up, one action per
// weapon and cube: a free action after a Move or Sprint in any cube it
// moved out of, through or into, or after a Crouch in its own cube, with
// no enemy in that cube, at most one weapon per action (HF-ITM-2). A
// weapon in the model's own cube is named without its cube.
func (g *Game) pickupActions(mi int, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	if g.act.Item.TookWeapon || !slices.ContainsFunc(g.tokens, func(t floorWeapon) bool { return g.mayPassOver(mi, t.Pos) }) {
		return out
	}
	var buf [pickupBuf]world.Pos
	for _, p := range g.pickupCubes(mi, buf[:0]) {
		start := len(out)
		for i := range g.tokens {
			t := &g.tokens[i]
			if t.Pos != p {
				continue
			}
			dup := false
			for _, a := range out[start:] {
				dup = dup || a.Weapon == t.Weapon
			}
			if !dup {
				a := rules.Action{Seat: m.Seat, Kind: "pickup", Actor: m.ID, Weapon: t.Weapon}
				if p != m.Pos {
					a.Cell = g.b.arena.CubePtr(p) // shared, never written through
				}
				out = append(out, a)
			}
		}
	}
	return out
}

// doPickup takes a weapon lying in the model's cube into its PICKUP slot;
// a weapon already there is dropped in the cube (HF-WPN-1).
func (g *Game) doPickup(mi int, id string, at *world.Pos, l *log) {
	m := &g.models[mi]
	p := m.Pos
	if at != nil {
		p = *at
	}
	for i := range g.tokens {
		if g.tokens[i].Pos == p && g.tokens[i].Weapon == id {
			used := g.tokens[i].Used
			g.tokens = append(g.tokens[:i], g.tokens[i+1:]...)
			g.take(mi, slot{ID: id, Used: used}, l)
			break
		}
	}
	g.act.Item.TookWeapon = true
}

// take puts a weapon in model mi's PICKUP slot, dropping the one it held.
func (g *Game) take(mi int, s slot, l *log) {
	m := &g.models[mi]
	if m.Pickup.ID != "" {
		g.dropWeapon(mi, l)
	}
	m.Pickup = s
	e := l.event("pickup", m.Seat)
	if !l.quiet {
		e.Text, e.Msg = say("FpPicksWeapon", "Model Weapon", "%s picks up the %s.", m.ID, g.weaponName(s.ID))
	}
	e.Actor, e.To = m.ID, posPtr(m.Pos)
}

// dropWeapon lays model mi's picked-up weapon in its cube (HF-WPN-2).
func (g *Game) dropWeapon(mi int, l *log) {
	m := &g.models[mi]
	if m.Pickup.ID == "" {
		return
	}
	g.tokens = append(g.tokens, floorWeapon{Weapon: m.Pickup.ID, Used: m.Pickup.Used, Pos: m.Pos})
	e := l.sayf("drop", m.Seat, "FpDropsWeapon", "Model Weapon", "%s drops the %s.", m.ID, g.weaponName(m.Pickup.ID))
	e.Actor, e.To = m.ID, posPtr(m.Pos)
	m.Pickup = slot{}
}

// lootOptions are the choices of HF-WPN-3: take the dead model's weapon or
// leave it in the cube.
func (g *Game) lootOptions(t *task) []rules.Action {
	m := &g.models[t.Actor]
	return []rules.Action{
		{Seat: m.Seat, Kind: "pickup", Actor: m.ID, Weapon: t.Weapon},
		{Seat: m.Seat, Kind: "drop", Actor: m.ID, Weapon: t.Weapon},
	}
}

// doLoot carries out the HF-WPN-3 choice (A20: taking it drops the
// attacker's own picked-up weapon in the cube).
func (g *Game) doLoot(t task, a rules.Action, l *log) {
	m := &g.models[t.Actor]
	if a.Kind == "pickup" {
		g.take(t.Actor, slot{ID: t.Weapon, Used: t.Used}, l)
		return
	}
	g.tokens = append(g.tokens, floorWeapon{Weapon: t.Weapon, Used: t.Used, Pos: m.Pos})
	e := l.sayf("drop", m.Seat, "FpWeaponStays", "Weapon Cube", "The %s stays in %s.", g.weaponName(t.Weapon), m.Pos)
	e.To = posPtr(m.Pos)
}
