package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// RifleButtID names the rifle butt every model strikes with (KT-FGT-5).
const RifleButtID = "rifle-butt"

// fightTargets lists the enemies model i may fight (KT-FGT-1, KT-FGT-4):
// those in its cube; after a charge only its declared target and the
// models that charged it.
func (g *Game) fightTargets(i int) []int {
	m := &g.st.Models[i]
	var out []int
	for j := range g.st.Models {
		t := &g.st.Models[j]
		if t.Seat == m.Seat || !t.onTable() || t.Pos != m.Pos {
			continue
		}
		if m.Charged && !m.declared(t.ID) && !(t.ChargeHit && t.declared(m.ID)) {
			continue
		}
		out = append(out, j)
	}
	return out
}

// meleeProfiles lists model i's melee weapons and their profiles, the
// rifle butt last (KT-FGT-5): weapon IDs and options as actions name them.
func (g *Game) meleeProfiles(i int) (ids, options []string) {
	for _, a := range g.weaponsOf(i) {
		if a.Weapon.Profiles[0].Type != Melee {
			continue
		}
		for _, p := range a.Weapon.Profiles {
			ids, options = append(ids, a.ID), append(options, p.Name)
		}
	}
	return append(ids, RifleButtID), append(options, "")
}

// fightActions lists model i's fights: a target and one melee weapon
// (KT-FGT-4/5). Pile in is nothing to choose on the arena: a fighter
// already shares its cube with an enemy (RULES.md); consolidation follows
// the fight (consolidate.go).
func (g *Game) fightActions(i int) []rules.Action {
	m := &g.st.Models[i]
	targets := g.fightTargets(i)
	if len(targets) == 0 {
		return nil
	}
	ids, options := g.meleeProfiles(i)
	var out []rules.Action
	for _, j := range targets {
		for k := range ids {
			out = append(out, rules.Action{Seat: m.Seat, Kind: "fight", Actor: m.ID, Target: g.st.Models[j].ID, Weapon: ids[k], Option: options[k]})
		}
	}
	return out
}

// meleeProfile returns the profile and display name a fight action uses.
func (g *Game) meleeProfile(a rules.Action) (Profile, string) {
	if a.Weapon == RifleButtID {
		return RifleButt(), "rifle butt"
	}
	w, _ := g.data.Weapon(a.Weapon)
	p, found := profileNamed(w, a.Option)
	if !found {
		p = w.Profiles[0]
	}
	name := w.Name
	if p.Name != "" {
		name += " (" + p.Name + ")"
	}
	return p, name
}

// applyFight resolves model i's attacks at its target (KT-FGT-4..10).
func (g *Game) applyFight(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	j := g.modelIndex(a.Target)
	m.Done = true
	p, name := g.meleeProfile(a)
	spec, n := g.meleeSpec(i, p, g.meleeContext(i))
	ev := []rules.Event{{Kind: "fight", Seat: m.Seat, Actor: m.ID, Target: a.Target, Text: g.textf("%s fights %s with its %s: %d %s, hit on %s.",
		m.ID, a.Target, name, n, plural(n, "attack", "attacks"), needText(spec.Skill, spec.HitMod, false)),
		Msg: g.sayWith("KtFights", []string{"Model", m.ID, "Target", a.Target, "Weapon", name, "Count", rules.Num(n)}, g.needArgs(spec.Skill, spec.HitMod, false))}}
	e, over := g.resolve(i, j, spec, n, name)
	ev = append(ev, e...)
	if over {
		m.Out = true
		ev = append(ev, rules.Event{Kind: "kill", Seat: m.Seat, Actor: m.ID, Target: m.ID, Text: g.textf("%s's weapon overheats: it is out of action (KT-STAT-2).", m.ID), Msg: g.say("KtOverheats", "Model", m.ID)})
	}
	g.offerConsolidation(i)
	g.offerLeaderOrder(i)
	return ev
}
