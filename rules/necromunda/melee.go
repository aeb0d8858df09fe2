package necromunda

import (
	"fmt"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Fists is the Weapon field of a Fight without a melee weapon: S as the
// fighter's, AP –, D1 (RULES.md "Melee").
const Fists = "fists"

// fists is the unarmed profile.
func fists() *Weapon { return &Weapon{ID: Fists, Name: "Fists", Melee: true, StrUser: true, D: 1} }

// meleeWeapons lists fighter i's melee weapon IDs, or Fists.
func (g *Game) meleeWeapons(i int) []string {
	var out []string
	for _, id := range g.st.Fighters[i].Weapons {
		if g.weapon(id).Melee {
			out = append(out, id)
		}
	}
	if len(out) == 0 {
		out = []string{Fists}
	}
	return out
}

// meleeWeapon is a melee weapon by ID, Fists included.
func (g *Game) meleeWeapon(id string) *Weapon {
	if id == Fists {
		return fists()
	}
	return g.weapon(id)
}

// bestMelee is the melee weapon a fighter reacts with: the one of
// greatest strength, then damage, then AP.
func (g *Game) bestMelee(i int) *Weapon {
	var best *Weapon
	for _, id := range g.meleeWeapons(i) {
		w := g.meleeWeapon(id)
		if best == nil || g.strength(i, w)+w.D-w.AP > g.strength(i, best)+best.D-best.AP {
			best = w
		}
	}
	return best
}

// fightActions lists fighter i's Fight actions: each melee weapon at each
// Active or Pinned enemy in its cube.
func (g *Game) fightActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	var out []rules.Action
	for j := range g.st.Fighters {
		t := &g.st.Fighters[j]
		if t.Seat == f.Seat || !t.standing() || t.Pos != f.Pos || t.Climb != nil {
			continue
		}
		for _, id := range g.meleeWeapons(i) {
			out = append(out, rules.Action{Seat: f.Seat, Kind: "fight", Actor: f.ID, Target: t.ID, Weapon: id})
		}
	}
	return out
}

// attacks rolls fighter i's A dice against WS at j with w (+1 after a
// charge, −1 a flesh wound) and resolves each hit; melee hits never Pin.
func (g *Game) attacks(i, j int, w *Weapon) { g.attackDice(i, j, w, g.ftype(i).A) }

// strikeOnce is one attack die of fighter i at j with w (a Retreat's
// failed test).
func (g *Game) strikeOnce(i, j int, w *Weapon) { g.attackDice(i, j, w, 1) }

// attackDice rolls n attack dice of fighter i against WS at j with w and
// resolves each hit (attacks).
func (g *Game) attackDice(i, j int, w *Weapon, n int) {
	f := &g.st.Fighters[i]
	t := g.ftype(i)
	need := t.WS + f.Flesh
	if f.Charged {
		need--
	}
	need = max(need, 2)
	faces := make([]int, n)
	hits := 0
	for k := range faces {
		faces[k] = g.roll(6)
		if faces[k] >= need {
			hits++
		}
	}
	g.rollEvent(i, "WS", faces, need, hits, func() rules.Msg {
		return rules.Say("NecMeleeAttacks", "Fighter", f.ID, "Target", g.st.Fighters[j].ID, "Weapon", w.Name, "Dice", fmt.Sprint(faces), "Need", rules.Num(need), "Count", rules.Num(hits))
	}, "%s attacks %s with %s: %v against %d+, %d %s.", f.ID, g.st.Fighters[j].ID, w.Name, faces, need, hits, plural(hits, "hit", "hits"))
	for range hits {
		if !g.st.Fighters[j].onBoard() {
			return
		}
		g.emit(rules.Event{Kind: "hit", Seat: f.Seat, Actor: f.ID, Target: g.st.Fighters[j].ID}, func() rules.Msg { return rules.Say("NecIsHit", "Fighter", g.st.Fighters[j].ID, "Weapon", w.Name) }, "%s is hit by %s.", g.st.Fighters[j].ID, w.Name)
		g.strike(j, blow{S: g.strength(i, w), AP: w.AP, D: w.D, Knockback: w.Knockback, From: f.Pos, What: w.Name})
	}
}

// fight resolves a Fight of fighter i at j with weapon id; an Active
// defender still engaged with it reacts with its own attacks.
func (g *Game) fight(i, j int, id string) {
	f := &g.st.Fighters[i]
	g.emit(rules.Event{Kind: "fight", Seat: f.Seat, Actor: f.ID, Target: g.st.Fighters[j].ID}, func() rules.Msg { return rules.Say("NecFights", "Fighter", f.ID, "Target", g.st.Fighters[j].ID) }, "%s fights %s.", f.ID, g.st.Fighters[j].ID)
	g.attacks(i, j, g.meleeWeapon(id))
	t := &g.st.Fighters[j]
	if t.Status == Active && f.standing() && t.Pos == f.Pos && t.Climb == nil {
		g.emit(rules.Event{Kind: "react", Seat: t.Seat, Actor: t.ID, Target: f.ID}, func() rules.Msg { return rules.Say("NecStrikesBack", "Fighter", t.ID) }, "%s strikes back.", t.ID)
		g.attacks(j, i, g.bestMelee(j))
	}
}

// chargeActions lists fighter i's Charges: at each Active or Pinned enemy
// whose cube it could reach with M + 3", from a climb too (A6).
func (g *Game) chargeActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	if g.st.AP < 2 {
		return nil
	}
	var out []rules.Action
	for j := range g.st.Fighters {
		t := &g.st.Fighters[j]
		if t.Seat == f.Seat || !t.standing() || t.Climb != nil || t.Pos == f.Pos {
			continue
		}
		if _, ok := g.chargeRoute(i, t.Pos, g.ftype(i).M+3); ok {
			to := t.Pos
			out = append(out, rules.Action{Seat: f.Seat, Kind: "charge", Actor: f.ID, Target: t.ID, Cell: &to})
		}
	}
	return out
}

// chargeRoute finds fighter i's way into cube to within budget inches:
// through cubes with room and no standing enemy, ending in to. A fighter
// mid-climb goes on with its climb first (A6): the inches the climb still
// needs, to the top, and on from there.
func (g *Game) chargeRoute(i int, to world.Pos, budget int) (route, bool) {
	f := &g.st.Fighters[i]
	enter := func(p world.Pos) bool {
		return g.room(i, p) && (p == to || !g.enemyStanding(p, f.Seat))
	}
	start, spent, lead := f.Pos, 0, []world.Pos(nil)
	if c := f.Climb; c != nil {
		spent = c.Need - c.Spent
		if spent > budget || !g.room(i, c.To) {
			return route{}, false
		}
		if c.To == to {
			return route{to: to, cost: spent, path: []world.Pos{to}}, true
		}
		if g.enemyStanding(c.To, f.Seat) {
			return route{}, false
		}
		start, lead = c.To, []world.Pos{c.To}
	}
	routes, _ := g.reach(start, budget-spent, enter, func(p world.Pos) bool { return p == to })
	for _, r := range routes {
		if r.to == to {
			r.cost += spent
			r.path = append(lead, r.path...)
			return r, true
		}
	}
	return route{}, false
}

// applyCharge rolls the charge's D3 and moves fighter i into j's cube if
// M + D3 inches reach it, then fights; otherwise it stays (RULES.md
// "Melee"). A Charge is a Double action.
func (g *Game) applyCharge(i int, a rules.Action) {
	f := &g.st.Fighters[i]
	j := g.index(a.Target)
	d := (g.roll(6) + 1) / 2
	budget := g.ftype(i).M + d
	r, ok := g.chargeRoute(i, *a.Cell, budget)
	g.rollEvent(i, "charge", []int{d}, 0, b2i(ok), func() rules.Msg {
		return rules.Say("NecCharges", "Fighter", f.ID, "Target", a.Target, "Face", rules.Num(d), "Inches", rules.Num(budget), "Result", wordRef(reachWord(ok)))
	}, "%s charges %s: D3 = %d, %d\" of movement: %s.", f.ID, a.Target, d, budget, reachWord(ok))
	if !ok {
		g.spend(2)
		return
	}
	from := f.Pos
	f.Pos = r.to
	f.Climb = nil
	f.Charged = true
	g.emit(rules.Event{Kind: "move", Seat: f.Seat, Actor: f.ID, From: &from, To: &r.to, Path: r.path}, func() rules.Msg { return rules.Say("NecChargesInto", "Fighter", f.ID, "At", r.to.String()) }, "%s charges into %s.", f.ID, r.to)
	g.fight(i, j, g.bestMelee(i).ID)
	g.spend(2)
}

// reachWord words whether a charge reaches.
func reachWord(ok bool) string {
	if ok {
		return "it reaches"
	}
	return "too short, it stays"
}

// coupActions lists fighter i's coups de grâce: a Seriously Injured enemy
// in its cube.
func (g *Game) coupActions(i int) []rules.Action {
	f := &g.st.Fighters[i]
	var out []rules.Action
	for j := range g.st.Fighters {
		t := &g.st.Fighters[j]
		if t.Seat != f.Seat && t.Status == SeriouslyInjured && t.Pos == f.Pos {
			out = append(out, rules.Action{Seat: f.Seat, Kind: "coup", Actor: f.ID, Target: t.ID})
		}
	}
	return out
}
