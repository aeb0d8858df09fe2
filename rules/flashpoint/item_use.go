package flashpoint

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// useActions lists the Type II items model mi may use now: a free action
// of its activation, one item per activation (RULES-ITEMS.md).
func (g *Game) useActions(mi int, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	if g.act.Item.UsedItem || !m.OnBoard {
		return out
	}
	use := func(id, opt string, cell *world.Pos) {
		if opt != "" {
			id += " " + opt
		}
		out = append(out, rules.Action{Seat: m.Seat, Kind: kindUse, Actor: m.ID, Option: id, Cell: cell})
	}
	seen := ""
	for _, s := range m.Items {
		it := itemInfo(s.ID)
		if it == nil || it.Type != ItemUse || s.ID == seen {
			continue
		}
		seen = s.ID
		switch s.ID {
		case ItemCamo:
			if !m.Camo {
				use(s.ID, "", nil)
			}
		case ItemDropWall:
			if b := g.barrierFor(m); b == nil || b.Shields < DropWallShields {
				use(s.ID, "", nil)
			}
		case ItemOvershield:
			if m.Overshield < OvershieldShields {
				use(s.ID, "", nil)
			}
		case ItemTranslocator:
			if !g.act.Item.Anchored {
				use(s.ID, "", nil)
			}
		case ItemSensor:
			if !g.it.Sensor[m.Seat] {
				use(s.ID, "", nil)
			}
		case ItemThruster:
			a := &g.act
			canMove := !a.Used.has(actMove) && a.Spent < ActionPoints
			canSprint := !a.Used.has(actSprint) && a.Spent == 0
			if !a.Item.Thrust && !a.NoMove && !m.Pinned && (canMove || canSprint) {
				use(s.ID, "", nil)
			}
		case ItemSmoke:
			for _, p := range g.smokeCubes(m.Pos) {
				use(s.ID, "", posPtr(p))
			}
		case ItemGrapple:
			if !g.enemiesIn(m.Pos, m.Seat) {
				var rs world.Reacher
				for i := range g.reach(mi, 1, &rs) {
					if to := rs.To(i); rs.Cost(i) <= 1 && !g.enemiesIn(to, m.Seat) {
						use(s.ID, "", posPtr(to))
					}
				}
			}
			for _, p := range g.pullCubes(mi) {
				for _, t := range g.it.Tokens {
					if t.Pos == p {
						use(s.ID, "pull "+itemTokenName(t.ID), posPtr(p))
					}
				}
				done := map[string]bool{}
				for _, t := range g.tokens {
					if t.Pos == p && !done[t.Weapon] {
						done[t.Weapon] = true
						use(s.ID, "pull "+t.Weapon, posPtr(p))
					}
				}
			}
		}
	}
	return out
}

// smokeCubes are the cubes a Smoke Screen may fill: the carrier's cube and
// the cubes around it on its level, not smoked yet.
func (g *Game) smokeCubes(at world.Pos) []world.Pos {
	var out []world.Pos
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			p := world.Pos{X: at.X + dx, Y: at.Y + dy, Z: at.Z}
			if g.b.arena.In(p) && !g.smoked(p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// pullCubes are the adjacent cubes model mi sees into with no enemy in
// them: a Grapple Hook may pull an item or a weapon from them.
func (g *Game) pullCubes(mi int) []world.Pos {
	m := &g.models[mi]
	var out []world.Pos
	seen := map[world.Pos]bool{}
	add := func(p world.Pos) {
		if seen[p] || p == m.Pos || world.Distance(p, m.Pos) != 1 || g.enemiesIn(p, m.Seat) {
			return
		}
		seen[p] = true
		if g.b.arena.CanSee(m.Pos, m.Crouched, p, false) && !g.smokeBlocks(m.Pos, p) {
			out = append(out, p)
		}
	}
	for _, t := range g.it.Tokens {
		add(t.Pos)
	}
	for _, t := range g.tokens {
		add(t.Pos)
	}
	return out
}

// doUse uses a Type II item; it leaves the model (One-Use).
func (g *Game) doUse(mi int, a rules.Action, l *log) {
	m := &g.models[mi]
	id, opt, _ := strings.Cut(a.Option, " ")
	if !m.removeItem(id) {
		return
	}
	g.act.Item.UsedItem = true
	e := l.sayf("use", m.Seat, "FpUsesItem", "Model Item", "%s uses its %s.", labelled{m}, itemName(id))
	e.Actor, e.From = m.ID, posPtr(m.Pos)
	switch id {
	case ItemCamo:
		m.Camo = true
	case ItemDropWall:
		if b := g.barrierFor(m); b != nil {
			b.Shields = max(b.Shields, DropWallShields)
		} else {
			g.it.Barriers = append(g.it.Barriers, barrier{Pos: m.Pos, Shields: DropWallShields})
		}
		ev := l.sayf("barrier", m.Seat, "FpBarrierStands", "Shields Cube", "An Energy Shield Barrier %d stands in %s.", DropWallShields, m.Pos)
		ev.To = posPtr(m.Pos)
	case ItemOvershield:
		m.Overshield = OvershieldShields
	case ItemTranslocator:
		g.act.Item.Anchored, g.act.Item.Anchor = true, m.Pos
	case ItemSensor:
		g.it.Sensor[m.Seat] = true
	case ItemThruster:
		g.act.Item.Thrust = true
	case ItemSmoke:
		if a.Cell != nil {
			g.it.Smoke = append(g.it.Smoke, *a.Cell)
			ev := l.sayf("smoke", m.Seat, "FpSmokeFills", "Cube", "Smoke fills %s until the end of the round.", *a.Cell)
			ev.To = posPtr(*a.Cell)
		}
	case ItemGrapple:
		if a.Cell == nil {
			return
		}
		if target, ok := strings.CutPrefix(opt, "pull "); ok {
			g.grapplePull(mi, target, *a.Cell, l)
			return
		}
		from := m.Pos
		m.Pos, m.Crouched = *a.Cell, false
		ev := l.sayf("move", m.Seat, "FpGrappleSwing", "Model Cube", "%s swings to %s on its Grapple Hook.", labelled{m}, *a.Cell)
		ev.Actor, ev.From, ev.To, ev.Path = m.ID, posPtr(from), posPtr(m.Pos), []world.Pos{m.Pos}
		g.act.Pickup = true
		g.act.Item.Passed = []world.Pos{from, m.Pos}
	}
}

// grapplePull pulls an item token or a weapon from cube p into the
// carrier's cube, where the carrier may pick it up at once.
func (g *Game) grapplePull(mi int, target string, p world.Pos, l *log) {
	m := &g.models[mi]
	pulled := ""
	if n, _, ok := splitTakeOption(target); ok {
		if ti := g.itemToken(n); ti >= 0 && g.it.Tokens[ti].Pos == p {
			g.it.Tokens[ti].Pos = g.restingCube(m.Pos)
			pulled = "an item token"
			if g.it.Tokens[ti].FaceUp {
				pulled = "the " + itemName(g.it.Tokens[ti].Item)
			}
		}
	} else {
		for i := range g.tokens {
			if g.tokens[i].Pos == p && g.tokens[i].Weapon == target {
				g.tokens[i].Pos, g.tokens[i].Spot = g.restingCube(m.Pos), ""
				pulled = "the " + g.weaponName(target)
				break
			}
		}
	}
	if pulled == "" {
		return
	}
	e := l.sayf("pull", m.Seat, "FpPulls", "Model What Cube", "%s pulls %s from %s.", labelled{m}, pulled, p)
	e.Actor, e.From, e.To = m.ID, posPtr(p), posPtr(m.Pos)
	g.act.Pickup = true
	g.act.Item.Passed = []world.Pos{m.Pos, g.restingCube(m.Pos)}
}

// itemsEndActivation is the end of an activation: a Translocator brings
// the model back to the cube where it was used, if it is alive and there
// is room.
func (g *Game) itemsEndActivation(l *log) {
	a := &g.act.Item
	if g.act.Model < 0 || !a.Anchored {
		return
	}
	m := &g.models[g.act.Model]
	if !m.OnBoard || m.Pos == a.Anchor {
		return
	}
	if !g.hasRoom(a.Anchor, m.Seat, g.act.Model) {
		e := l.sayf("move", m.Seat, "FpTranslocatorFails", "Model Cube", "%s's Translocator fails: %s is full.", m.ID, a.Anchor)
		e.Actor = m.ID
		return
	}
	from := m.Pos
	m.Pos, m.Crouched = a.Anchor, false
	e := l.sayf("move", m.Seat, "FpTranslocates", "Model Cube", "%s translocates back to %s.", labelled{m}, a.Anchor)
	e.Actor, e.From, e.To, e.Path = m.ID, posPtr(from), posPtr(m.Pos), []world.Pos{m.Pos}
}

// thrustBonus is the extra speed of a used Thruster.
func (g *Game) thrustBonus() int {
	if g.act.Item.Thrust {
		return ThrusterCubes
	}
	return 0
}

// breakCamo ends model mi's Active Camo (it Sprints, Shoots or Assaults).
func (g *Game) breakCamo(mi int, l *log) {
	if mi < 0 || mi >= len(g.models) || !g.models[mi].Camo {
		return
	}
	m := &g.models[mi]
	m.Camo = false
	e := l.sayf("camo", m.Seat, "FpCamoOff", "Model", "%s is no longer camouflaged.", m.ID)
	e.Actor = m.ID
}
