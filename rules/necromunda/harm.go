package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// blow is one hit to resolve (NEC-SHT-13, G4): its strength, AP, damage,
// whether it knocks back and where it comes from (for Knockback; the
// target's own cube for none).
type blow struct {
	S, AP, D  int
	Knockback bool
	From      world.Pos
	What      string // what hits, for the log: "autogun", "a fall"
}

// WoundNeed is the wound roll's target (G4): S ≥ 2T 2+, S > T 3+, S = T
// 4+, S ≤ T/2 6+, otherwise 5+.
func WoundNeed(s, t int) int {
	switch {
	case s >= 2*t:
		return 2
	case s > t:
		return 3
	case s == t:
		return 4
	case 2*s <= t:
		return 6
	}
	return 5
}

// Injury die faces (G4).
const (
	injuryFlesh   = "Flesh Wound"
	injurySerious = "Seriously Injured"
	injuryOut     = "Out of Action"
)

// injuryOf reads an injury die: 1–2 Flesh Wound, 3–4 Seriously Injured,
// 5–6 Out of Action (G4).
func injuryOf(d int) string {
	switch {
	case d <= 2:
		return injuryFlesh
	case d <= 4:
		return injurySerious
	}
	return injuryOut
}

// strike resolves one hit on fighter j (G4): wound roll, save, damage,
// injury dice; then Knockback (G10). The caller has pinned it already
// where a hit pins (NEC-SHT-12).
func (g *Game) strike(j int, b blow) {
	f := &g.st.Fighters[j]
	if !f.onBoard() {
		return
	}
	t := g.ftype(j)
	need := WoundNeed(b.S, t.T)
	d := g.roll(6)
	g.rollEvent(j, "wound", []int{d}, need, b2i(d >= need), func() rules.Msg {
		return rules.Say("NecWoundRoll", "Fighter", f.ID, "What", wordRef(b.What), "S", rules.Num(b.S), "T", rules.Num(t.T), "Face", rules.Num(d), "Need", rules.Num(need), "Result", wordRef(woundWord(d >= need)))
	}, "Wound roll on %s (%s, S%d against T%d): %d against %d+: %s (G4).", f.ID, b.What, b.S, t.T, d, need, woundWord(d >= need))
	if d < need {
		return
	}
	if t.Sv > 0 && 6+b.AP >= t.Sv {
		sv := g.roll(6)
		ok := sv+b.AP >= t.Sv
		g.rollEvent(j, "save", []int{sv}, t.Sv-b.AP, b2i(ok), func() rules.Msg {
			return rules.Say("NecSave", "Fighter", f.ID, "Face", rules.Num(sv), "AP", apText(b.AP), "Sv", rules.Num(t.Sv), "Result", wordRef(passFail(ok)))
		}, "%s's save: %d%s against %d+: %s (G4).", f.ID, sv, apText(b.AP), t.Sv, passFail(ok))
		if ok {
			return
		}
	}
	g.damage(j, b.D)
	if b.Knockback && g.st.Fighters[j].onBoard() {
		g.knockback(j, b.From)
	}
}

// woundWord words a wound roll.
func woundWord(ok bool) string {
	if ok {
		return "wounds"
	}
	return "no wound"
}

// apText writes a save's AP as a modifier ("" for none).
func apText(ap int) string {
	if ap == 0 {
		return ""
	}
	return " " + itoa(ap)
}

// itoa writes a small signed number.
func itoa(n int) string {
	if n < 0 {
		return "-" + string(rune('0'-n))
	}
	return string(rune('0' + n))
}

// damage takes d wounds from fighter j; at 0 it rolls an injury die for
// the point that took the last wound and one for each beyond, or for every
// point once already at 0 (G4).
func (g *Game) damage(j, d int) {
	f := &g.st.Fighters[j]
	dice := d
	if f.Wounds == 0 {
		g.emit(rules.Event{Kind: "wound", Seat: f.Seat, Target: f.ID}, func() rules.Msg { return rules.Say("NecDamageNoWounds", "Fighter", f.ID, "Damage", rules.Num(d)) }, "%s takes %d damage with no wounds left.", f.ID, d)
	}
	if f.Wounds > 0 {
		lost := min(d, f.Wounds)
		f.Wounds -= lost
		g.emit(rules.Event{Kind: "wound", Seat: f.Seat, Target: f.ID, Hits: lost}, func() rules.Msg {
			return rules.Say("NecLosesWounds", "Fighter", f.ID, "Count", rules.Num(lost), "Left", rules.Num(f.Wounds))
		}, "%s loses %d %s (%d left).", f.ID, lost, plural(lost, "wound", "wounds"), f.Wounds)
		if f.Wounds > 0 {
			return
		}
		dice = d - lost + 1
	}
	faces := make([]int, dice)
	flesh, serious, out := 0, false, false
	for k := range faces {
		faces[k] = g.roll(6)
		switch injuryOf(faces[k]) {
		case injuryFlesh:
			flesh++
		case injurySerious:
			serious = true
		default:
			out = true
		}
	}
	injury := make([]rules.Die, len(faces))
	for k, d := range faces {
		injury[k] = injuryDie(d)
	}
	g.dieEvent(j, "injury", injury, 0, func() rules.Msg {
		return rules.Say("NecInjuryDice", append([]string{"Fighter", f.ID, "Count", rules.Num(dice)}, injuryArgs(faces)...)...)
	}, "%s rolls %d injury %s: %v (G4).", f.ID, dice, plural(dice, "die", "dice"), injuryWords(faces))
	f.Flesh += flesh
	switch {
	case out || f.Flesh >= g.ftype(j).T:
		g.outOfAction(j)
	case serious:
		g.seriouslyInjure(j)
	case flesh > 0:
		g.emit(rules.Event{Kind: "flesh", Seat: f.Seat, Target: f.ID, Hits: f.Flesh}, func() rules.Msg { return rules.Say("NecFleshWound", "Fighter", f.ID, "Flesh", rules.Num(f.Flesh)) }, "%s takes a flesh wound (%d in all).", f.ID, f.Flesh)
	}
}

// injuryWords names injury dice.
func injuryWords(faces []int) []string {
	out := make([]string, len(faces))
	for k, d := range faces {
		out[k] = itoa(d) + " " + injuryOf(d)
	}
	return out
}

// plural picks the word for n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// outOfAction takes fighter j off the board.
func (g *Game) outOfAction(j int) {
	f := &g.st.Fighters[j]
	f.Status = OutOfAction
	f.Climb = nil
	g.emit(rules.Event{Kind: "kill", Seat: f.Seat, Target: f.ID}, func() rules.Msg { return rules.Say("NecOutOfAction", "Fighter", f.ID) }, "%s is out of action.", f.ID)
	if g.st.Active == j {
		g.st.AP = 0
	}
	g.checkVictory()
}

// seriouslyInjure lays fighter j down Seriously Injured; at a platform
// edge it may fall (NEC-FALL-4); on a wall it falls (NEC-MOV-5).
func (g *Game) seriouslyInjure(j int) {
	f := &g.st.Fighters[j]
	f.Status = SeriouslyInjured
	g.emit(rules.Event{Kind: "injured", Seat: f.Seat, Target: f.ID}, func() rules.Msg { return rules.Say("NecSeriouslyInjured", "Fighter", f.ID) }, "%s is Seriously Injured.", f.ID)
	if g.st.Active == j {
		g.st.AP = 0
	}
	if f.Climb != nil {
		g.fallFromClimb(j)
		return
	}
	g.edgeTest(j, false)
	g.checkVictory()
}

// pin makes fighter j Pinned if it is Active and not Engaged
// (NEC-SHT-12); a climbing fighter falls instead (NEC-MOV-5); at a
// platform edge it tests (NEC-FALL-4). It reports whether the fighter was
// pinned.
func (g *Game) pin(j int, why string) bool {
	f := &g.st.Fighters[j]
	if f.Status != Active || g.engaged(j) {
		return false
	}
	if f.Climb != nil {
		g.emit(rules.Event{Kind: "pin", Seat: f.Seat, Target: f.ID}, func() rules.Msg { return rules.Say("NecPinnedOnWall", "Fighter", f.ID) }, "%s would be Pinned on the wall and falls (NEC-MOV-5).", f.ID)
		g.fallFromClimb(j)
		return true
	}
	f.Status = Pinned
	g.emit(rules.Event{Kind: "pin", Seat: f.Seat, Target: f.ID}, func() rules.Msg { return rules.Say("NecPinned", "Fighter", f.ID, "Why", wordRef(why)) }, "%s is Pinned: %s.", f.ID, why)
	if g.st.Active == j {
		g.st.AP = 0
	}
	g.edgeTest(j, false)
	return true
}

// knockback moves fighter j one cube away from from (G10): a blast in
// its own cube sends it a D8 direction; a wall stops it; open air makes it
// fall; at a platform edge it stops and tests (NEC-FALL-5).
func (g *Game) knockback(j int, from world.Pos) {
	f := &g.st.Fighters[j]
	if f.Climb != nil {
		return
	}
	d, ok := world.DirTowards(from, f.Pos)
	if !ok {
		d = world.ScatterDir(g.roll(8))
	}
	at := f.Pos
	if g.edgeTowards(at, d) {
		g.emit(rules.Event{Kind: "knockback", Seat: f.Seat, Target: f.ID}, func() rules.Msg { return rules.Say("NecKnockedToEdge", "Fighter", f.ID) }, "%s is knocked back to the platform edge and stops (NEC-FALL-5).", f.ID)
		g.edgeTest(j, true)
		return
	}
	q, res := g.arena.Push(at, d)
	if res != world.Pushed || !g.room(j, q) {
		g.emit(rules.Event{Kind: "knockback", Seat: f.Seat, Target: f.ID}, func() rules.Msg { return rules.Say("NecKnockedStopped", "Fighter", f.ID) }, "%s is knocked back but something stops it.", f.ID)
		return
	}
	f.Pos = q
	g.emit(rules.Event{Kind: "knockback", Seat: f.Seat, Target: f.ID, From: &at, To: &q}, func() rules.Msg { return rules.Say("NecKnockedBack", "Fighter", f.ID, "At", q.String()) }, "%s is knocked back to %s (G10).", f.ID, q)
}
