package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Sightings says, for each ranged weapon of attacker, whether it could
// shoot target where both stand now (rules.Sighter), and why not: the
// checks of shootActions (HF-SHT-1) in words, the attack pool of the shot
// when it could be made. Cube attacks (grenades and the like) aim at cubes,
// not models, and are left out.
func (g *Game) Sightings(attacker, target string) []rules.Sighting {
	mi, ti := g.modelIndex(attacker), g.modelIndex(target)
	if mi < 0 || ti < 0 || mi == ti {
		return nil
	}
	m, t := &g.models[mi], &g.models[ti]
	if !m.OnBoard || !t.OnBoard || m.Seat == t.Seat {
		return nil
	}
	dist := world.Distance(m.Pos, t.Pos)
	var out []rules.Sighting
	m.eachArm(func(s *slot) bool {
		a, ok := g.usable(s)
		if !ok {
			return true
		}
		best := -1
		for pi, p := range a.w.Profiles {
			if p.Range <= 0 || cubeProfile(p) || !a.playable[pi] {
				continue
			}
			if best < 0 || p.Range > a.w.Profiles[best].Range {
				best = pi
			}
		}
		if best < 0 {
			return true
		}
		p := a.w.Profiles[best]
		sg := rules.Sighting{Attacker: attacker, Target: target, Weapon: a.w.ID, Title: a.w.Name}
		sight := g.shotSight(mi, ti)
		if sight != world.NoSight {
			sg.Sight, sg.SightMsg = sight.String(), sightMsg(sight.String())
		}
		switch {
		case dist == 0:
			sg.Why, sg.WhyMsg = "in the same cube: only an Assault", rules.Say("FpWhySameCube")
		case g.enemiesIn(m.Pos, m.Seat):
			sg.Why, sg.WhyMsg = "shares a cube with an enemy: only an Assault", rules.Say("FpWhyEnemyInCube")
		case g.carrying(mi) >= 0:
			o := objWord(&g.objs[g.carrying(mi)], false)
			sg.Why, sg.WhyMsg = "carries "+o.en+": may not shoot", rules.Say("FpWhyCarries", "Obj", rules.Ref(o.id))
		case p.Range < dist:
			sg.Why = fmt.Sprintf("out of range: R%d at %d cubes", p.Range, dist)
			sg.WhyMsg = rules.Say("FpWhyRange", "Range", rules.Num(p.Range), "Dist", rules.Num(dist))
		case t.Camo:
			sg.Why, sg.WhyMsg = "hidden by Active Camo", rules.Say("FpWhyCamo")
		case sight == world.NoSight:
			sg.Why, sg.WhyMsg = "no line of sight", rules.Say("FpWhyNoSight")
		}
		if sg.Why == "" {
			f, ok := g.Forecast(rules.Action{Seat: m.Seat, Kind: "shoot", Actor: attacker, Target: target, Weapon: a.w.ID, Option: p.Name})
			if ok {
				sg.Dice, sg.Sight, sg.SightMsg = f.Attack.Dice, f.Sight, sightMsg(f.Sight)
			}
		}
		out = append(out, sg)
		return true
	})
	return out
}
