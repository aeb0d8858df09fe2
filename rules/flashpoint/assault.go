package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
)

// ccOption is one close-combat weapon profile a model can fight with.
type ccOption struct {
	weapon  string // weapon ID; "" for bare hands when it carries no CC weapon
	profile Profile
}

// ccOptions appends to out the close-combat profiles of a model
// (HF-ASL-2): every CC profile of a weapon with uses left, or bare hands if
// it has none. Callers pass room on their stack (ccRoom).
func (g *Game) ccOptions(m *model, out []ccOption) []ccOption {
	out = out[:0]
	m.eachArm(func(s *slot) bool {
		if a, ok := g.usable(s); ok {
			for _, p := range a.w.Profiles {
				if p.Range == 0 {
					out = append(out, ccOption{weapon: a.w.ID, profile: p})
				}
			}
		}
		return true
	})
	if len(out) == 0 {
		out = append(out, ccOption{})
	}
	return out
}

// ccRoom is room for the close-combat profiles of a model, which its
// callers keep on their stack.
type ccRoom [4]ccOption

// bestCC is the weapon a model uses in a free Assault: the highest AP, then
// the highest Lethal, then ESD, then Smash; the first listed wins a tie.
func (g *Game) bestCC(m *model) ccOption {
	var room ccRoom
	opts := g.ccOptions(m, room[:0])
	best := opts[0]
	for _, o := range opts[1:] {
		if better(o.profile, best.profile) {
			best = o
		}
	}
	return best
}

// better orders close-combat profiles for bestCC.
func better(a, b Profile) bool {
	if a.AP != b.AP {
		return a.AP > b.AP
	}
	if a.Lethal != b.Lethal {
		return a.Lethal > b.Lethal
	}
	if a.ESD != b.ESD {
		return a.ESD > b.ESD
	}
	return a.Smash > b.Smash
}

// assaultActions lists the Assault actions of model mi: one per enemy in its
// cube and close-combat profile (HF-ASL-1, HF-ASL-2).
func (g *Game) assaultActions(mi int, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	var room ccRoom
	opts := g.ccOptions(m, room[:0])
	for ti := range g.models {
		t := &g.models[ti]
		if !t.OnBoard || t.Seat == m.Seat || t.Pos != m.Pos {
			continue
		}
		for _, o := range opts {
			out = append(out, rules.Action{Seat: m.Seat, Kind: "assault", Actor: m.ID, Target: t.ID, Weapon: o.weapon, Option: o.profile.Name})
		}
	}
	return out
}

// freeAssault is a free Assault made as a reaction or a charge: the action
// names the attacker, the target and the attacker's best weapon.
func freeAssault(seat rules.Seat, a, t *model, o ccOption) rules.Action {
	return rules.Action{Seat: seat, Kind: "assault", Actor: a.ID, Target: t.ID, Weapon: o.weapon, Option: o.profile.Name}
}

// assaultFlags are the circumstances of an Assault.
type assaultFlags struct {
	Charged   bool // the attacker moved into the cube: +2 (HF-MOV-4, HF-ASL-4, A14)
	WasPinned bool // the target was Pinned at the start of the action, already stood (HF-STD-3)
	Holds     bool // HF-MOV-5: any hit keeps the target, which was leaving, in its cube
	Free      bool // a free Assault (for the log)
}

// assaultSetup is everything an Assault needs, shared by Apply and Forecast.
type assaultSetup struct {
	attacker, target int
	cc               ccOption
	ctx              AssaultContext
}

// prepareAssault checks an Assault against the state: both on the board in
// one cube, the attacker not Pinned (HF-ASL-3), the weapon a CC profile it
// carries.
func (g *Game) prepareAssault(a rules.Action, f assaultFlags) (s assaultSetup, ok bool) {
	s.attacker, s.target = g.modelIndex(a.Actor), g.modelIndex(a.Target)
	if s.attacker < 0 || s.target < 0 {
		return s, false
	}
	m, t := &g.models[s.attacker], &g.models[s.target]
	if !m.OnBoard || !t.OnBoard || m.Pinned || m.Pos != t.Pos || m.Seat == t.Seat {
		return s, false
	}
	found := false
	var room ccRoom
	for _, o := range g.ccOptions(m, room[:0]) {
		if o.weapon == a.Weapon && o.profile.Name == a.Option {
			s.cc, found = o, true
			break
		}
	}
	if !found {
		return s, false
	}
	s.ctx = AssaultContext{
		Charged:              f.Charged,
		AttackerFriendInCube: g.friendIn(m.Pos, m.Seat, s.attacker),
		DefenderFriendInCube: g.friendIn(t.Pos, t.Seat, s.target),
		TargetWounded:        t.wounded(),
		AttackerWounded:      m.wounded(),
		TargetPinned:         t.Pinned || f.WasPinned,
	}
	return s, true
}

// doAssault resolves an Assault (HF-ASL-1..6): a Pinned target stands up for
// free and the attacker gets +1 (HF-ASL-6, HF-PIN-5).
func (g *Game) doAssault(a rules.Action, f assaultFlags, l *log) {
	if g.cmdHoldAttack(a, f) {
		return // command dice decisions first (HF-CMD-5, Snap Shot)
	}
	s, ok := g.prepareAssault(a, f)
	if !ok {
		return
	}
	m, t := &g.models[s.attacker], &g.models[s.target]
	g.breakCamo(s.attacker, l)
	kind := word{"assaults", "FpVerbAssaults"}
	if f.Free {
		kind = word{"makes a free Assault on", "FpVerbFreeAssault"}
	}
	if f.Charged {
		kind = word{"charges", "FpVerbCharges"}
	}
	e := l.event("assault", m.Seat)
	if !l.quiet {
		if w := g.b.data.Weapons[s.cc.weapon]; w != nil {
			e.Text, e.Msg = say("FpAssault", "Model Verb Target Weapon", "%s %s %s with the %s.", labelled{m}, kind, labelled{t}, w.Name)
		} else {
			e.Text, e.Msg = say("FpAssaultBare", "Model Verb Target", "%s %s %s with bare hands.", labelled{m}, kind, labelled{t})
		}
	}
	if !l.silent { // a silent log's event is a sink: no cube to copy
		e.Actor, e.Target, e.From = m.ID, t.ID, posPtr(m.Pos)
	}
	if t.Pinned {
		t.Pinned = false
		e := l.sayf("stand", t.Seat, "FpStandsToDefend", "Target", "%s stands up to defend itself.", t.ID)
		e.Actor = t.ID
	}
	m.Crouched = false // A15: Crouched ends when the model assaults
	var mods poolMods
	attack, defence := assaultPools(&mods, m.Unit, s.cc.profile, t.Unit, s.ctx)
	attack, defence = g.cmdExtraDice(m.Seat, t.Seat, attack, defence)
	var arDice poolDice
	ar := rollPoolIn(g.roller(), attack, &arDice)
	l.add(l.rollEvent(m.Seat, m.ID, t.ID, attack, ar))
	var drDice poolDice
	dr := rollPoolIn(g.roller(), defence, &drDice)
	l.add(l.rollEvent(t.Seat, t.ID, m.ID, defence, dr))
	if s.cc.weapon != "" {
		g.useWeapon(s.attacker, s.cc.weapon, l)
	}
	net := NetHits(ar, dr)
	killed := g.damage(s.attacker, s.target, net, s.cc.profile, true, l)
	g.ballHit(s.attacker, net, l)
	if f.Holds && net >= 1 && !killed {
		g.cancelWalk(s.target)
		e := l.sayf("held", t.Seat, "FpHeldInCube", "Target", "%s is held in the cube: its move ends.", t.ID)
		e.Target = t.ID
	}
}
