package killteam

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// maySplit reports whether some weapon of the action may split its
// attacks at model j (KT-SHT-6): it may fire at j, may make 2 attacks or
// more and another target may take some.
func (g *Game) maySplit(i, j int, a rules.Action) bool {
	m, t := &g.st.Models[i], &g.st.Models[j]
	ctx := g.fireContext(i, j, g.sight(m.Pos, t.Pos))
	for _, id := range strings.Split(a.Weapon, "+") {
		p, _, ok := g.weaponProfile(id, a.Option)
		if ok && CanFire(p, ctx) == nil && ShotsOf(p, ctx).Max() >= 2 && len(g.splitTargets(i, j, p)) > 0 {
			return true
		}
	}
	return false
}

// fireCounted fires model i's weapons of the action at model j with
// every weapon's attacks counted (KT-SHT-5) before any is rolled, as
// split fire requires (KT-SHT-6): when a weapon may split its attacks
// they are all held for the player to allot, weapon by weapon
// (holdVolley); otherwise they are rolled at once, weapon by weapon in
// the group's order. Overheat takes the shooter out after its attacks.
func (g *Game) fireCounted(i, j int, a rules.Action) []rules.Event {
	m, t := &g.st.Models[i], &g.st.Models[j]
	sight := g.sight(m.Pos, t.Pos)
	var ev []rules.Event
	var counted []volleyWeapon
	for _, id := range strings.Split(a.Weapon, "+") {
		p, name, _ := g.weaponProfile(id, a.Option)
		ctx, n, e, ok := g.countAttacks(i, j, p, name, sight)
		ev = append(ev, e...)
		if !ok {
			continue
		}
		spec := g.shotSpec(i, p, ctx)
		ev = append(ev, g.firesEvent(m, t, name, n, shownSight(sight, ctx), needText(spec.Skill, spec.HitMod, spec.AutoHit), g.needArgs(spec.Skill, spec.HitMod, spec.AutoHit)))
		counted = append(counted, volleyWeapon{Weapon: id, Option: p.Name, Attacks: n})
	}
	if g.holdVolley(i, j, counted) {
		return append(ev, g.splitEvent())
	}
	overheated := false
	for _, w := range counted {
		p, name, _ := g.volleyProfile(&w)
		if t.Out {
			ev = append(ev, g.lostEvent(m, name))
			continue
		}
		spec := g.shotSpec(i, p, g.fireContext(i, j, sight))
		e, over := g.resolve(i, j, spec, w.Attacks, name)
		ev = append(ev, e...)
		overheated = overheated || over
	}
	if overheated {
		ev = append(ev, g.overheat(i))
	}
	return ev
}
