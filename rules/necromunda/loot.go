package necromunda

import "github.com/flashpoint-arena/flashpoint/rules"

// The options of an Open action (NEC-LOOT-3).
const (
	OptWits  = "wits"  // an Intelligence test
	OptForce = "force" // D6 + S ≥ 6, −1 on the contents
)

// cacheFor is the ammo cache fighter i may use (NEC-AMMO-1, A5): in its
// cube, the fighter Active; -1 if none.
func (g *Game) cacheFor(i int) int {
	f := &g.st.Fighters[i]
	if f.Status != Active || f.Climb != nil {
		return -1
	}
	for k, c := range g.st.Caskets {
		if c.Cache && c.Pos == f.Pos {
			return k
		}
	}
	return -1
}

// openActions lists fighter i's ways to open a casket in its cube
// (NEC-LOOT-3): Active or Pinned.
func (g *Game) openActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	if !f.standing() || f.Climb != nil {
		return nil
	}
	for _, c := range g.st.Caskets {
		if !c.Cache && c.Pos == f.Pos {
			return []rules.Action{
				{Seat: f.Seat, Kind: "open", Actor: f.ID, Option: OptWits},
				{Seat: f.Seat, Kind: "open", Actor: f.ID, Option: OptForce},
			}
		}
	}
	return nil
}

// applyOpen tries to open the casket in fighter i's cube (NEC-LOOT-3) and
// on success rolls its contents (NEC-LOOT-4, A4).
func (g *Game) applyOpen(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	t := g.ftype(i)
	k := -1
	for n, c := range g.st.Caskets {
		if !c.Cache && c.Pos == f.Pos {
			k = n
		}
	}
	var ok bool
	penalty := 0
	if a.Option == OptWits {
		x, y := g.roll(6), g.roll(6)
		ok = x+y >= t.Int
		g.rollEvent(i, "Int", []int{x, y}, t.Int, b2i(ok), func() rules.Msg {
			return rules.Say("NecOpenCasket", "Fighter", f.ID, "A", rules.Num(x), "B", rules.Num(y), "Int", rules.Num(t.Int), "Result", wordRef(passFail(ok)))
		}, "%s tries to open the casket: %d+%d against Int %d+: %s (NEC-LOOT-3).", f.ID, x, y, t.Int, passFail(ok))
	} else {
		d := g.roll(6)
		ok = d+t.S >= 6
		penalty = 1
		g.rollEvent(i, "force", []int{d}, 6-t.S, b2i(ok), func() rules.Msg {
			return rules.Say("NecForceCasket", "Fighter", f.ID, "Face", rules.Num(d), "S", rules.Num(t.S), "Result", wordRef(passFail(ok)))
		}, "%s forces the casket: %d + S%d against 6: %s (NEC-LOOT-3).", f.ID, d, t.S, passFail(ok))
	}
	if ok {
		g.contents(i, k, penalty)
	}
	g.spend(1)
}

// contents rolls an opened casket's contents (NEC-LOOT-4, A4): 1
// dangerous, 2–4 a valuable find, 5–6 an ammo cache.
func (g *Game) contents(i, k, penalty int) {
	f := &g.st.Fighters[i]
	at := g.st.Caskets[k].Pos
	d := g.roll(6)
	r := max(1, d-penalty)
	g.rollEvent(i, "loot", []int{d}, 0, r, func() rules.Msg {
		return rules.Say(map[bool]string{true: "NecContentsForced", false: "NecContents"}[penalty > 0], "Face", rules.Num(d), "Total", rules.Num(r))
	}, "The casket's contents: %d%s = %d (NEC-LOOT-4).", d, map[bool]string{true: " -1 forced", false: ""}[penalty > 0], r)
	switch {
	case r == 1:
		g.st.Caskets = append(g.st.Caskets[:k], g.st.Caskets[k+1:]...)
		trap := g.roll(6)
		g.rollEvent(i, "trap", []int{trap}, 0, b2i(trap == 1), func() rules.Msg {
			return rules.Say(map[bool]string{true: "NecBoobyTrap", false: "NecNoTrap"}[trap == 1], "Face", rules.Num(trap))
		}, "Dangerous contents: %d%s (NEC-LOOT-4).", trap, map[bool]string{true: ", a booby trap goes off", false: ", nothing happens"}[trap == 1])
		if trap == 1 {
			g.blastAt(i, trapBlast(), at, 3)
		}
	case r <= 4:
		g.st.Caskets = append(g.st.Caskets[:k], g.st.Caskets[k+1:]...)
		g.st.Credits[f.Seat] += 10
		g.emit(rules.Event{Kind: "loot", Seat: f.Seat, Actor: f.ID, Hits: 10}, func() rules.Msg { return rules.Say("NecValuableFind", "Side", seatRef(f.Seat)) }, "A valuable find: %s gains 10 credits (NEC-LOOT-4).", f.Seat)
	default:
		g.st.Caskets[k].Cache = true
		g.st.Credits[f.Seat] += 10
		g.emit(rules.Event{Kind: "loot", Seat: f.Seat, Actor: f.ID, Hits: 10}, func() rules.Msg { return rules.Say("NecAmmoCacheFind", "Side", seatRef(f.Seat)) }, "An ammo cache: %s gains 10 credits and the casket stays as an ammo cache (NEC-LOOT-4).", f.Seat)
	}
}

// trapBlast is the dangerous casket's blast (NEC-LOOT-4): S3, AP –, D1,
// Knockback.
func trapBlast() *Weapon {
	return &Weapon{ID: "booby-trap", Name: "booby trap", Str: 3, D: 1, Blast: 3, Knockback: true}
}

// reloadActions lists fighter i's reloads (G3, G10): a weapon Out of
// Ammo, not Scarce and not a grenade, or any at an ammo cache
// (NEC-AMMO-1).
func (g *Game) reloadActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	cache := g.cacheFor(i) >= 0
	var out []rules.Action
	for k, id := range f.Weapons {
		w := g.weapon(id)
		if f.Empty[k] && (cache || !w.Scarce && !w.Grenade) {
			out = append(out, rules.Action{Seat: f.Seat, Kind: "reload", Actor: f.ID, Weapon: id})
		}
	}
	return out
}

// applyReload loads a weapon.
func (g *Game) applyReload(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	f.Empty[g.weaponIndex(i, a.Weapon)] = false
	g.emit(rules.Event{Kind: "reload", Seat: f.Seat, Actor: f.ID}, func() rules.Msg { return rules.Say("NecReloads", "Fighter", f.ID, "Weapon", g.weapon(a.Weapon).Name) }, "%s reloads its %s.", f.ID, g.weapon(a.Weapon).Name)
	g.spend(1)
}
