package killteam

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// armed is one weapon a model carries, with its data.
type armed struct {
	ID     string
	Weapon *Weapon
}

// weaponsOf lists the weapons model i carries that the data knows.
func (g *Game) weaponsOf(i int) []armed {
	var out []armed
	for _, id := range g.st.Models[i].Weapons {
		if w, ok := g.data.Weapon(id); ok && len(w.Profiles) > 0 {
			out = append(out, armed{ID: id, Weapon: w})
		}
	}
	return out
}

// profileNamed is the weapon's profile of that name ("" the main one).
func profileNamed(w *Weapon, name string) (Profile, bool) {
	for _, p := range w.Profiles {
		if p.Name == name {
			return p, true
		}
	}
	return Profile{}, false
}

// fireContext is what the weapon rules need about model i shooting at
// model j (KT-SHT-1..8, KT-WPN-1..5).
func (g *Game) fireContext(i, j int, sight world.Sight) FireContext {
	m, t := &g.st.Models[i], &g.st.Models[j]
	friends, _ := g.countIn(t.Pos, m.Seat, i)
	return g.fireContextFrom(i, j, sight, friends > 0, g.enemyIn(m.Pos, m.Seat), g.hasKeyword(i, "Fly"))
}

// fireContextFrom is fireContext told what it would count: whether the
// target's cube holds a friend of the shooter, whether the shooter's cube
// holds an enemy, and whether the shooter can fly. Sight is the arena's
// (g.sight); the context adds the models between (obscures, A9) and the
// terrain on the target's own cube (the injury modifier, KT-SHT-12).
func (g *Game) fireContextFrom(i, j int, sight world.Sight, targetNearFriend, inEnemyCube, fly bool) FireContext {
	m, t := &g.st.Models[i], &g.st.Models[j]
	return FireContext{
		Distance:               world.Distance(m.Pos, t.Pos),
		Moved:                  m.Moved,
		Advanced:               m.Advanced,
		AttemptedCharge:        m.Charged,
		ChargedAt:              m.ChargedAt,
		FellBack:               m.FellBack,
		Retreated:              m.Retreated,
		Fly:                    fly,
		InEnemyCube:            inEnemyCube,
		TargetNearFriend:       targetNearFriend,
		TargetIsNearest:        m.Pos == t.Pos,
		Visible:                sight != world.NoSight,
		GrenadeThrownThisPhase: g.st.Grenade[m.Seat],
		HeavySpecialist:        m.Spec == Heavy,
		HeavyStratagem:         m.Spec == Heavy && m.Stratagem,
		Obscured:               sight == world.Visible || sight == world.ClearShot && g.modelBetween(i, j),
		ObscuredByNearTerrain:  sight == world.Visible && g.nearCover(m.Pos, t.Pos),
		FleshWounds:            m.Flesh,
		Broken:                 g.st.Broken[m.Seat],
		Bonus:                  g.shootingBonus(i),
	}
}

// hasKeyword reports whether model i's unit has the keyword.
func (g *Game) hasKeyword(i int, kw string) bool {
	for _, k := range g.unit(&g.st.Models[i]).Keywords {
		if strings.EqualFold(k, kw) {
			return true
		}
	}
	return false
}

// shootActions lists model i's shots (KT-SHT-2..4, KT-WPN-4/5): for each
// visible enemy, each group of weapons it may fire together
// (FiringChoices), and for a lone weapon with several profiles each
// profile, where at least one weapon of the group may fire at it.
func (g *Game) shootActions(i int) []rules.Action {
	m := &g.st.Models[i]
	if m.Charged || ((m.FellBack || m.Retreated) && !g.hasKeyword(i, "Fly")) {
		return nil
	}
	arms, groups := g.firingGroups(i)
	if len(groups) == 0 {
		return nil
	}
	var out []rules.Action
	for j := range g.st.Models {
		t := &g.st.Models[j]
		if t.Seat == m.Seat || !t.onTable() {
			continue
		}
		out = append(out, g.fireOptions(i, j, "shoot", arms, groups)...)
	}
	return out
}

// firingGroups is model i's ranged weapons and the groups of them it may
// fire together (FiringChoices).
func (g *Game) firingGroups(i int) ([]armed, [][]int) {
	arms := g.weaponsOf(i)
	mains := make([]Profile, len(arms))
	for k, a := range arms {
		mains[k] = a.Weapon.Profiles[0]
	}
	return arms, FiringChoices(mains)
}

// fireOptions lists model i's actions of the given kind ("shoot",
// "overwatch") at model j: each group of weapons, and for a lone weapon
// each profile, of which at least one weapon may fire at j. Nothing when
// j is not in sight.
func (g *Game) fireOptions(i, j int, kind string, arms []armed, groups [][]int) []rules.Action {
	m, t := &g.st.Models[i], &g.st.Models[j]
	sight := g.sight(m.Pos, t.Pos)
	if sight == world.NoSight {
		return nil
	}
	ctx := g.fireContext(i, j, sight)
	var out []rules.Action
	for _, grp := range groups {
		ids := make([]string, len(grp))
		for k, w := range grp {
			ids[k] = arms[w].ID
		}
		options := []string{""}
		if len(grp) == 1 {
			options = options[:0]
			for _, p := range arms[grp[0]].Weapon.Profiles {
				options = append(options, p.Name)
			}
		}
		for _, opt := range options {
			ok := false
			for _, w := range grp {
				p, found := profileNamed(arms[w].Weapon, opt)
				if !found {
					p = arms[w].Weapon.Profiles[0]
				}
				ok = ok || CanFire(p, ctx) == nil
			}
			if ok {
				out = append(out, rules.Action{Seat: m.Seat, Kind: kind, Actor: m.ID, Target: t.ID, Weapon: strings.Join(ids, "+"), Option: opt})
			}
		}
	}
	return out
}

// applyShoot fires model i's weapons of the action at its target
// (KT-SHT-2..15) and ends its shooting.
func (g *Game) applyShoot(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	m.Done, m.Ready = true, false
	return g.fireAt(i, g.modelIndex(a.Target), a, false)
}

// fireAt fires model i's weapons of the action at model j: each weapon
// in turn, its attacks rolled when random (KT-SHT-5), all at the one
// target, or, when some weapon of it may split its attacks and it is not
// firing Overwatch, counted first and held for its player to split
// (fireCounted, KT-SHT-6). Overwatch hits only on an unmodified 6
// (KT-MOV-5). Overheat takes the shooter out after its attacks.
func (g *Game) fireAt(i, j int, a rules.Action, overwatch bool) []rules.Event {
	if !overwatch && g.maySplit(i, j, a) {
		return g.fireCounted(i, j, a)
	}
	m, t := &g.st.Models[i], &g.st.Models[j]
	sight := g.sight(m.Pos, t.Pos)
	var ev []rules.Event
	overheated := false
	for _, id := range strings.Split(a.Weapon, "+") {
		p, name, _ := g.weaponProfile(id, a.Option)
		if t.Out {
			ev = append(ev, g.lostEvent(m, name))
			continue
		}
		ctx, n, e, ok := g.countAttacks(i, j, p, name, sight)
		ev = append(ev, e...)
		if !ok {
			continue
		}
		spec := g.shotSpec(i, p, ctx)
		if overwatch {
			spec.Overwatch, spec.Skill, spec.HitMod = true, 6, 0
		}
		need, needArgs := needText(spec.Skill, spec.HitMod, spec.AutoHit), g.needArgs(spec.Skill, spec.HitMod, spec.AutoHit)
		if overwatch && !spec.AutoHit {
			need, needArgs = "an unmodified 6 (Overwatch)", g.overwatchNeedArgs()
		}
		ev = append(ev, g.firesEvent(m, t, name, n, shownSight(sight, ctx), need, needArgs))
		e, over := g.resolve(i, j, spec, n, name)
		ev = append(ev, e...)
		overheated = overheated || over
	}
	if overheated {
		ev = append(ev, g.overheat(i))
	}
	return ev
}

// countAttacks readies model i's weapon profile p to fire at model j
// seen with sight: it may not (a "cannot" event, ok false); a grenade
// uses up the side's grenade of the phase (KT-WPN-4); its attacks are
// counted, rolled when random (KT-SHT-5). It returns the fire context,
// the attacks and the events.
func (g *Game) countAttacks(i, j int, p Profile, name string, sight world.Sight) (FireContext, int, []rules.Event, bool) {
	m := &g.st.Models[i]
	ctx := g.fireContext(i, j, sight)
	if err := CanFire(p, ctx); err != nil {
		return ctx, 0, []rules.Event{g.cannotEvent(m, name, err)}, false
	}
	if p.Type == Grenade {
		g.st.Grenade[m.Seat] = true
	}
	n, ev := g.rollAttacks(m, ShotsOf(p, ctx), name)
	return ctx, n, ev, true
}

// firesEvent tells that model m fires its weapon at t: n attacks, the
// sight shown and the hit roll needed (need, and needArgs as needArgs
// gives it for its message).
func (g *Game) firesEvent(m, t *model, name string, n int, sight world.Sight, need string, needArgs []string) rules.Event {
	return rules.Event{Kind: "shoot", Seat: m.Seat, Actor: m.ID, Target: t.ID, Text: g.textf("%s fires its %s at %s: %d %s, %s, hit on %s.",
		m.ID, name, t.ID, n, plural(n, "attack", "attacks"), sight, need),
		Msg: g.sayWith("KtFires", []string{"Model", m.ID, "Weapon", name, "Target", t.ID, "Count", rules.Num(n), "Sight", sightRef(sight)}, needArgs)}
}

// lostEvent tells that model m's weapon has no target left.
func (g *Game) lostEvent(m *model, name string) rules.Event {
	return rules.Event{Kind: "lost", Seat: m.Seat, Actor: m.ID, Text: g.textf("%s's %s has no target left.", m.ID, name), Msg: g.say("KtNoTargetLeft", "Model", m.ID, "Weapon", name)}
}

// cannotEvent tells that model m does not fire its weapon, and why.
func (g *Game) cannotEvent(m *model, name string, err error) rules.Event {
	return rules.Event{Kind: "cannot", Seat: m.Seat, Actor: m.ID, Text: g.textf("%s does not fire its %s: %v.", m.ID, name, err), Msg: g.say("KtCannotFire", "Model", m.ID, "Weapon", name, "Reason", g.errRef(err))}
}

// overheat takes model i out of action: its weapon overheated (KT-STAT-2).
func (g *Game) overheat(i int) rules.Event {
	m := &g.st.Models[i]
	m.Out = true
	return rules.Event{Kind: "kill", Seat: m.Seat, Actor: m.ID, Target: m.ID, Text: g.textf("%s's weapon overheats: it is out of action (KT-STAT-2).", m.ID), Msg: g.say("KtOverheats", "Model", m.ID)}
}

// rollAttacks rolls a random number of attacks (KT-SHT-5) and logs it.
func (g *Game) rollAttacks(m *model, v DiceValue, name string) (int, []rules.Event) {
	if !v.IsRandom() {
		return v.Add, nil
	}
	faces := make([]int, v.Count)
	n := v.Add
	for k := range faces {
		faces[k] = g.roll(v.Sides)
		n += faces[k]
	}
	return n, []rules.Event{{Kind: "roll", Seat: m.Seat, Actor: m.ID, Test: "attacks", Dice: faces, Hits: n,
		Text: g.textf("%s rolls %s attacks for its %s: %s, %d.", m.ID, v, name, facesText(faces), n),
		Msg:  g.sayWith("KtRollsAttacks", []string{"Model", m.ID, "Dice", g.stringArg(v), "Weapon", name, "Total", rules.Num(n)}, g.facesArgs(faces))}}
}

// needText is "3+", "3+ -1" or "no roll (auto-hit)".
func needText(skill, mod int, auto bool) string {
	switch {
	case auto:
		return "no roll (auto-hit)"
	case mod == 0:
		return fmt.Sprintf("%d+", skill)
	}
	return fmt.Sprintf("%d+ with %+d", skill, mod)
}

// facesText writes faces as "3, 5 and 6".
func facesText(faces []int) string {
	parts := make([]string, len(faces))
	for k, f := range faces {
		parts[k] = fmt.Sprint(f)
	}
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
