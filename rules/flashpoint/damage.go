package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/world"
)

// damage turns an attack's net hits into shields lost, wounds and a kill
// (DESIGN 5 damage order, via ResolveDamage), then schedules Knockback.
// In an assault the attacker picks the push direction; after a shot the
// target is pushed directly away, or the shooter picks when both stand in
// one column. It reports whether the target died.
func (g *Game) damage(ai, ti int, net int, p Profile, assault bool, l *log) bool {
	return g.damageWith(ai, ti, net, p, assault, false, l)
}

// damageWith is damage; noBarrier denies the target its cube's Energy
// Shield Barrier (a Sticky attack's chosen model, HF-FAQ-4).
func (g *Game) damageWith(ai, ti int, net int, p Profile, assault, noBarrier bool, l *log) bool {
	a, t := &g.models[ai], &g.models[ti]
	if net < 1 {
		e := l.event("miss", a.Seat)
		if !l.quiet {
			e.Text, e.Msg = say("FpNotHurt", "Target", "%s is not hurt.", t.ID)
		}
		e.Actor, e.Target = a.ID, t.ID
		return false
	}
	d := ResolveDamage(net, p, Defender{AR: g.armourOf(ti), HP: t.Unit.HP, Wounds: t.Wounds, Shields: g.shieldPool(ti, !assault, noBarrier)})
	e := l.event("hit", a.Seat)
	if !l.quiet {
		e.Text, e.Msg = say("FpTakesHits", "Target Count _", "%s takes %d %s.", t.ID, net, plural(net, "hit", "hits"))
	}
	e.Actor, e.Target, e.Hits = a.ID, t.ID, net
	if d.ShieldsStripped > 0 {
		g.takeShields(ti, d.ShieldsStripped, !assault, noBarrier, l)
		e := l.event("shield", t.Seat)
		if !l.quiet {
			e.Text, e.Msg = say("FpESDStrips", "Target Count _ Left", "%s: ESD strips %d %s (%d left).", t.ID, d.ShieldsStripped, plural(d.ShieldsStripped, "shield", "shields"), t.Shields)
		}
		e.Target, e.Hits = t.ID, d.ShieldsStripped
	}
	if d.ShieldsAbsorbed > 0 {
		g.takeShields(ti, d.ShieldsAbsorbed, !assault, noBarrier, l)
		e := l.event("shield", t.Seat)
		if !l.quiet {
			e.Text, e.Msg = say("FpShieldsAbsorb", "Target Count _ Left", "%s: shields absorb %d %s (%d left).", t.ID, d.ShieldsAbsorbed, plural(d.ShieldsAbsorbed, "hit", "hits"), t.Shields)
		}
		e.Target, e.Hits = t.ID, d.ShieldsAbsorbed
	}
	if d.Wounds > 0 {
		g.wound(ti, ai, d.Wounds, word{"is wounded", "FpWhyWounded"}, l)
	} else if d.ShieldsAbsorbed+d.ShieldsStripped < net {
		e := l.event("armour", t.Seat)
		if !l.quiet {
			e.Text, e.Msg = say("FpArmourHolds", "Target", "%s: the armour holds.", t.ID)
		}
		e.Target = t.ID
	}
	if d.Killed || t.Wounds >= t.Unit.HP {
		g.kill(ti, ai, assault, l)
		return true
	}
	if p.Knockback {
		dir := -1
		if !assault {
			if d8, ok := world.BearingTowards(a.Pos, t.Pos); ok {
				dir = int(d8)
			}
		}
		g.push(task{Kind: taskPush, Actor: ti, Other: ai, Dir: dir})
	}
	return false
}

// wound adds n wounds to model mi, dealt by model by (-1 for a fall, a
// wall or the model's own weapon); the caller checks for a kill.
func (g *Game) wound(mi, by int, n int, why word, l *log) {
	m := &g.models[mi]
	m.Wounds += n
	e := l.event("wound", m.Seat)
	if !l.quiet {
		e.Text, e.Msg = say("FpWounds", "Model Why Count _ Wounds HP", "%s %s: %d %s (%d of %d).", m.ID, why, n, plural(n, "wound", "wounds"), min(m.Wounds, m.Unit.HP), m.Unit.HP)
	}
	e.Target, e.Hits = m.ID, n
	if by >= 0 {
		e.Actor = g.models[by].ID
	}
	g.itemsOnWound(mi, l)
}

// pin makes model mi Pinned (and no longer Crouched); Stoic models are
// never Pinned.
func (g *Game) pin(mi int, why word, l *log) {
	m := &g.models[mi]
	if m.Unit.Stoic {
		e := l.sayf("pin", m.Seat, "FpStoicNotPinned", "Model", "%s is Stoic and is not pinned.", m.ID)
		e.Target = m.ID
		return
	}
	if m.Pinned {
		return
	}
	m.Pinned, m.Crouched = true, false
	e := l.event("pin", m.Seat)
	if !l.quiet {
		e.Text, e.Msg = say("FpPinned", "Model Why", "%s %s.", m.ID, why)
	}
	e.Target = m.ID
}
