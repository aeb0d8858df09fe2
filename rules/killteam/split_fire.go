package killteam

import (
	"fmt"
	"strconv"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// SplitFireInches is how near to the primary target the other targets of
// a split shooting must be (KT-SHT-6).
const SplitFireInches = 2

// splitVolley is a shooting whose attacks are counted and which its
// player may split among enemies near the primary target before they are
// rolled (KT-SHT-6). For a group of weapons fired together every weapon's
// attacks are counted and allotted, weapon by weapon, before any is
// rolled: the embedded weapon is the one being allotted now, its fields
// at the volley's top level as in a single weapon's volley.
type splitVolley struct {
	Shooter string `json:"shooter"`
	Target  string `json:"target"` // the primary target
	volleyWeapon
	// Before are the group's weapons before the one being allotted, in
	// the group's order: allotted already, or not asked (too few
	// attacks, no other target).
	Before []volleyWeapon `json:"before,omitempty"`
	// After are the group's weapons after it, their attacks counted.
	After []volleyWeapon `json:"after,omitempty"`
}

// volleyWeapon is one weapon of a volley and its counted attacks.
type volleyWeapon struct {
	Weapon  string `json:"weapon"`
	Option  string `json:"option,omitempty"` // the profile's name
	Attacks int    `json:"attacks"`          // all the attacks, the primary's included
	// Allotted are the attacks given to other targets so far, in order.
	Allotted []allotment `json:"allotted,omitempty"`
}

// allotment is a number of attacks given to one other target.
type allotment struct {
	Target  string `json:"target"`
	Attacks int    `json:"attacks"`
}

// clone copies the volley deeply; nil stays nil.
func (v *splitVolley) clone() *splitVolley {
	if v == nil {
		return nil
	}
	c := *v
	c.volleyWeapon = v.volleyWeapon.clone()
	c.Before, c.After = cloneWeapons(v.Before), cloneWeapons(v.After)
	return &c
}

// clone copies the weapon deeply.
func (w volleyWeapon) clone() volleyWeapon {
	w.Allotted = append([]allotment(nil), w.Allotted...)
	return w
}

// cloneWeapons copies weapons deeply; nil stays nil.
func cloneWeapons(ws []volleyWeapon) []volleyWeapon {
	if ws == nil {
		return nil
	}
	out := make([]volleyWeapon, len(ws))
	for k, w := range ws {
		out[k] = w.clone()
	}
	return out
}

// weapons lists the volley's weapons in the group's order, copied.
func (v *splitVolley) weapons() []volleyWeapon {
	out := cloneWeapons(v.Before)
	out = append(out, v.volleyWeapon.clone())
	return append(out, cloneWeapons(v.After)...)
}

// left is how many attacks still go at the primary target.
func (v *volleyWeapon) left() int {
	n := v.Attacks
	for _, a := range v.Allotted {
		n -= a.Attacks
	}
	return n
}

// allotted reports whether the volley already gives attacks to id.
func (v *volleyWeapon) allotted(id string) bool {
	for _, a := range v.Allotted {
		if a.Target == id {
			return true
		}
	}
	return false
}

// volleyProfile is the profile of a volley's weapon and its shown name;
// ok is false for a weapon the data does not know.
func (g *Game) volleyProfile(v *volleyWeapon) (Profile, string, bool) {
	return g.weaponProfile(v.Weapon, v.Option)
}

// weaponProfile is the weapon's profile of that name (the main one when
// it has none of it) and its shown name, "Lasgun (krak)"; ok is false for
// a weapon the data does not know.
func (g *Game) weaponProfile(id, option string) (Profile, string, bool) {
	w, ok := g.data.Weapon(id)
	if !ok || len(w.Profiles) == 0 {
		return Profile{}, "", false
	}
	p, found := profileNamed(w, option)
	if !found {
		p = w.Profiles[0]
	}
	name := w.Name
	if p.Name != "" {
		name += " (" + p.Name + ")"
	}
	return p, name, true
}

// splitTargets lists the enemies model i may give some of profile p's
// attacks at primary target j (KT-SHT-6): every other enemy on the table
// within 2" (one cube) of j that i sees and may fire p at.
func (g *Game) splitTargets(i, j int, p Profile) []int {
	m, t := &g.st.Models[i], &g.st.Models[j]
	var out []int
	for k := range g.st.Models {
		o := &g.st.Models[k]
		if k == j || o.Seat == m.Seat || !o.onTable() || world.Distance(o.Pos, t.Pos) > InchesToCubes(SplitFireInches) {
			continue
		}
		sight := g.sight(m.Pos, o.Pos)
		if sight == world.NoSight || CanFire(p, g.fireContext(i, k, sight)) != nil {
			continue
		}
		out = append(out, k)
	}
	return out
}

// splitActions lists the shooter's choices for its volley: give k of the
// attacks still at the primary target (keeping at least one there) to an
// enemy not given any yet, "blue.2 allot red.3 (2)", or fire.
func (g *Game) splitActions() []rules.Action {
	v := g.st.Volley
	i, j := g.modelIndex(v.Shooter), g.modelIndex(v.Target)
	p, _, ok := g.volleyProfile(&v.volleyWeapon)
	if i < 0 || j < 0 || !ok {
		return nil
	}
	m := &g.st.Models[i]
	var out []rules.Action
	for _, k := range g.splitTargets(i, j, p) {
		id := g.st.Models[k].ID
		if v.allotted(id) {
			continue
		}
		for n := 1; n < v.left(); n++ {
			out = append(out, rules.Action{Seat: m.Seat, Kind: "allot", Actor: m.ID, Target: id, Option: strconv.Itoa(n)})
		}
	}
	return append(out, g.simple(i, "fire"))
}

// canSplit reports whether model i may split weapon w's attacks at
// primary target j (KT-SHT-6): at least 2, and another target that may
// take some.
func (g *Game) canSplit(i, j int, w volleyWeapon) bool {
	p, _, ok := g.volleyProfile(&w)
	return ok && w.Attacks >= 2 && len(g.splitTargets(i, j, p)) > 0
}

// holdVolley holds model i's counted attacks at primary target j, weapon
// by weapon in the group's order, for its player to split (KT-SHT-6)
// when a weapon may split them; the first such weapon is allotted first.
// It reports whether it did.
func (g *Game) holdVolley(i, j int, counted []volleyWeapon) bool {
	var ws []volleyWeapon
	for _, w := range counted {
		if w.Attacks >= 1 {
			ws = append(ws, w)
		}
	}
	for k, w := range ws {
		if g.canSplit(i, j, w) {
			g.st.Volley = &splitVolley{Shooter: g.st.Models[i].ID, Target: g.st.Models[j].ID, volleyWeapon: w,
				Before: cloneWeapons(ws[:k]), After: cloneWeapons(ws[k+1:])}
			return true
		}
	}
	return false
}

// splitEvent tells that the volley's shooter may split the attacks of the
// weapon being allotted now; a group's names the weapon.
func (g *Game) splitEvent() rules.Event {
	v := g.st.Volley
	m := &g.st.Models[g.modelIndex(v.Shooter)]
	text := fmt.Sprintf("%s may split its %d attacks among enemies within 2\" of %s (KT-SHT-6).", m.ID, v.Attacks, v.Target)
	msg := g.say("KtMaySplit", "Model", m.ID, "Count", rules.Num(v.Attacks), "Target", v.Target)
	if v.group() {
		_, name, _ := g.volleyProfile(&v.volleyWeapon)
		text = fmt.Sprintf("%s may split its %s's %d attacks among enemies within 2\" of %s (KT-SHT-6).", m.ID, name, v.Attacks, v.Target)
		msg = g.say("KtMaySplitWeapon", "Model", m.ID, "Weapon", name, "Count", rules.Num(v.Attacks), "Target", v.Target)
	}
	return rules.Event{Kind: "split", Seat: m.Seat, Actor: m.ID, Target: v.Target, Text: g.words(text), Msg: msg}
}

// group reports whether the volley is of several weapons fired together.
func (v *splitVolley) group() bool { return len(v.Before)+len(v.After) > 0 }

// applySplit carries out a choice of the volley's shooter: an allotment,
// then, when nothing is left to choose for the weapon, or on firing, the
// next weapon of the group that may split its attacks, or, after the
// last, the whole volley.
func (g *Game) applySplit(a rules.Action) []rules.Event {
	v := g.st.Volley
	var ev []rules.Event
	if a.Kind == "allot" {
		n, _ := strconv.Atoi(a.Option)
		v.Allotted = append(v.Allotted, allotment{Target: a.Target, Attacks: n})
		ev = append(ev, rules.Event{Kind: "allot", Seat: a.Seat, Actor: a.Actor, Target: a.Target,
			Text: g.textf("%s gives %d of its attacks to %s, %d left at %s (KT-SHT-6).", a.Actor, n, a.Target, v.left(), v.Target),
			Msg:  g.say("KtAllots", "Model", a.Actor, "Count", rules.Num(n), "Target", a.Target, "Left", rules.Num(v.left()), "Primary", v.Target)})
		if len(g.splitActions()) > 1 {
			return ev
		}
	}
	i, j := g.modelIndex(v.Shooter), g.modelIndex(v.Target)
	all := v.weapons()
	for k := len(v.Before) + 1; k < len(all); k++ {
		if g.canSplit(i, j, all[k]) {
			v.Before, v.volleyWeapon, v.After = cloneWeapons(all[:k]), all[k], cloneWeapons(all[k+1:])
			return append(ev, g.splitEvent())
		}
	}
	return append(ev, g.fireVolley(all)...)
}

// fireVolley rolls the volley's weapons in the group's order: for each,
// the primary target's attacks, then each other target's in the order
// given, each with its own hit modifiers; attacks at a target already
// out of action are lost. Overheat takes the shooter out after all of
// them.
func (g *Game) fireVolley(all []volleyWeapon) []rules.Event {
	v := g.st.Volley
	g.st.Volley = nil
	i := g.modelIndex(v.Shooter)
	m := &g.st.Models[i]
	var ev []rules.Event
	overheated := false
	for _, w := range all {
		p, name, _ := g.volleyProfile(&w)
		shots := append([]allotment{{Target: v.Target, Attacks: w.left()}}, w.Allotted...)
		for _, s := range shots {
			j := g.modelIndex(s.Target)
			t := &g.st.Models[j]
			if t.Out {
				ev = append(ev, g.lostEvent(m, name))
				continue
			}
			sight := g.sight(m.Pos, t.Pos)
			ctx := g.fireContext(i, j, sight)
			spec := g.shotSpec(i, p, ctx)
			ev = append(ev, rules.Event{Kind: "shoot", Seat: m.Seat, Actor: m.ID, Target: t.ID, Text: g.textf("%s fires %d of its %s's attacks at %s, %s, hit on %s.",
				m.ID, s.Attacks, name, t.ID, shownSight(sight, ctx), needText(spec.Skill, spec.HitMod, spec.AutoHit)),
				Msg: g.sayWith("KtFiresSome", []string{"Model", m.ID, "Count", rules.Num(s.Attacks), "Weapon", name, "Target", t.ID, "Sight", sightRef(shownSight(sight, ctx))}, g.needArgs(spec.Skill, spec.HitMod, spec.AutoHit))})
			e, over := g.resolve(i, j, spec, s.Attacks, name)
			ev = append(ev, e...)
			overheated = overheated || over
		}
	}
	if overheated {
		ev = append(ev, g.overheat(i))
	}
	return ev
}
