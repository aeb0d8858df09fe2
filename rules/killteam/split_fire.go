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
// rolled (KT-SHT-6).
type splitVolley struct {
	Shooter string `json:"shooter"`
	Target  string `json:"target"` // the primary target
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
	c.Allotted = append([]allotment(nil), v.Allotted...)
	return &c
}

// left is how many attacks still go at the primary target.
func (v *splitVolley) left() int {
	n := v.Attacks
	for _, a := range v.Allotted {
		n -= a.Attacks
	}
	return n
}

// allotted reports whether the volley already gives attacks to id.
func (v *splitVolley) allotted(id string) bool {
	for _, a := range v.Allotted {
		if a.Target == id {
			return true
		}
	}
	return false
}

// volleyProfile is the weapon profile of the volley; ok is false for a
// weapon the data does not know.
func (g *Game) volleyProfile(v *splitVolley) (Profile, string, bool) {
	w, ok := g.data.Weapon(v.Weapon)
	if !ok || len(w.Profiles) == 0 {
		return Profile{}, "", false
	}
	p, found := profileNamed(w, v.Option)
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
	p, _, ok := g.volleyProfile(v)
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

// startVolley holds model i's counted attacks of profile p at primary
// target j for its player to split (KT-SHT-6) when there are at least 2
// and another target may take some; it reports whether it did.
func (g *Game) startVolley(i, j int, weapon string, p Profile, n int) bool {
	if n < 2 || len(g.splitTargets(i, j, p)) == 0 {
		return false
	}
	g.st.Volley = &splitVolley{Shooter: g.st.Models[i].ID, Target: g.st.Models[j].ID, Weapon: weapon, Option: p.Name, Attacks: n}
	return true
}

// applySplit carries out a choice of the volley's shooter: an allotment,
// then firing when nothing is left to choose, or firing.
func (g *Game) applySplit(a rules.Action) []rules.Event {
	v := g.st.Volley
	var ev []rules.Event
	if a.Kind == "allot" {
		n, _ := strconv.Atoi(a.Option)
		v.Allotted = append(v.Allotted, allotment{Target: a.Target, Attacks: n})
		ev = append(ev, rules.Event{Kind: "allot", Seat: a.Seat, Actor: a.Actor, Target: a.Target,
			Text: fmt.Sprintf("%s gives %d of its attacks to %s, %d left at %s (KT-SHT-6).", a.Actor, n, a.Target, v.left(), v.Target)})
		if len(g.splitActions()) > 1 {
			return ev
		}
	}
	return append(ev, g.fireVolley()...)
}

// fireVolley rolls the volley: the primary target's attacks, then each
// other target's in the order given, each with its own hit modifiers;
// Overheat takes the shooter out after all of them.
func (g *Game) fireVolley() []rules.Event {
	v := g.st.Volley
	g.st.Volley = nil
	i := g.modelIndex(v.Shooter)
	p, name, _ := g.volleyProfile(v)
	m := &g.st.Models[i]
	var ev []rules.Event
	overheated := false
	shots := append([]allotment{{Target: v.Target, Attacks: v.left()}}, v.Allotted...)
	for _, s := range shots {
		j := g.modelIndex(s.Target)
		t := &g.st.Models[j]
		sight := g.sight(m.Pos, t.Pos)
		ctx := g.fireContext(i, j, sight)
		spec := g.shotSpec(i, p, ctx)
		ev = append(ev, rules.Event{Kind: "shoot", Seat: m.Seat, Actor: m.ID, Target: t.ID, Text: fmt.Sprintf("%s fires %d of its %s's attacks at %s, %s, hit on %s.",
			m.ID, s.Attacks, name, t.ID, shownSight(sight, ctx), needText(spec.Skill, spec.HitMod, spec.AutoHit))})
		e, over := g.resolve(i, j, spec, s.Attacks, name)
		ev = append(ev, e...)
		overheated = overheated || over
	}
	if overheated {
		m.Out = true
		ev = append(ev, rules.Event{Kind: "kill", Seat: m.Seat, Actor: m.ID, Target: m.ID, Text: fmt.Sprintf("%s's weapon overheats: it is out of action (KT-STAT-2).", m.ID)})
	}
	return ev
}
