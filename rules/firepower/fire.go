package firepower

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The fire modes of an action's Option (FP-ROF-2/3).
const (
	ModeAuto = "auto"
	ModeSemi = "semi"
)

// fireOption writes a fire action's Option: the mode, and "+k" when the
// firer declares k Movement Factors to spend after firing (FP-PROC-2).
func fireOption(mode string, declared int) string {
	if declared == 0 {
		return mode
	}
	return mode + "+" + strconv.Itoa(declared)
}

// parseFireOption reads a fire action's Option.
func parseFireOption(opt string) (mode string, declared int) {
	mode, k, ok := strings.Cut(opt, "+")
	if ok {
		declared, _ = strconv.Atoi(k)
	}
	return mode, declared
}

// row is a weapon's row for a mode.
func (w *Weapon) row(mode string) *Row {
	if mode == ModeAuto {
		return &w.Auto
	}
	return &w.Semi
}

// canCombat reports whether soldier i, a member of the impulse under
// way, may make a combat action costing cost now (FP-ACT-6).
func (g *Game) canCombat(i, cost int) bool {
	s := &g.st.Soldiers[i]
	return s.InImpulse && s.alive() && !s.Combat && s.MF >= cost
}

// mayFireFrom reports whether a soldier may fire from cube p in this
// impulse: no other soldier of the impulse has fired from it
// (FP-FIRE-4).
func (g *Game) mayFireFrom(p world.Pos) bool {
	for _, q := range g.st.FiredFrom {
		if q == p {
			return false
		}
	}
	return true
}

// hitNumber is the hit number of a weapon row at soldier i's distance to
// cube to, 0 out of range (FP-RNG-1/2, FP-PROC-3).
func (g *Game) hitNumber(r *Row, from, to world.Pos) int {
	return r.HitAt(g.chart().Band(world.Distance(from, to)))
}

// canFireAt reports whether soldier i may fire its weapon row at soldier
// j (FP-FIRE-1): an enemy in play, in range, in the fire arc and in
// sight.
func (g *Game) canFireAt(i int, r *Row, j int) bool {
	f, t := &g.st.Soldiers[i], &g.st.Soldiers[j]
	return t.alive() && t.Seat != f.Seat && g.hitNumber(r, f.Pos, t.Pos) > 0 &&
		inArc(f.Pos, f.Facing, t.Pos) && g.canSee(f.Seat, f.Pos, f.Prone, t.Pos, t.Prone)
}

// fireActions lists soldier i's fire: each target, each mode of its
// weapon, each number of Movement Factors it may declare to spend after
// firing.
func (g *Game) fireActions(i int, out []rules.Action) []rules.Action {
	s := &g.st.Soldiers[i]
	c := g.chart()
	if s.Weapon == "" || !g.canCombat(i, c.Fire) || !g.mayFireFrom(s.Pos) {
		return out
	}
	w := g.weapon(s.Weapon)
	after := s.MF - c.Fire
	for j := range g.st.Soldiers {
		for _, mode := range []string{ModeAuto, ModeSemi} {
			r := w.row(mode)
			if !r.Has() || !g.canFireAt(i, r, j) {
				continue
			}
			for k := 0; k <= after; k++ {
				out = append(out, rules.Action{Seat: s.Seat, Kind: "fire", Actor: s.ID, Target: g.st.Soldiers[j].ID, Weapon: w.ID, Option: fireOption(mode, k)})
			}
		}
	}
	return out
}

// applyFire carries out soldier i's fire at soldier j (FP-PROC, FP-RES,
// FP-ROF): semi-automatic fire puts every shot on j; automatic fire puts
// one burst on j and one on each other enemy in j's cube while bursts
// last (FP-ROF-2, A7), the easiest targets first, and then Suppresses
// every soldier left in the cube (FP-SUP-2, A4).
func (g *Game) applyFire(i, j int, weapon, option string) {
	st := &g.st
	f, t := &st.Soldiers[i], &st.Soldiers[j]
	w := g.weapon(weapon)
	mode, declared := parseFireOption(option)
	r := w.row(mode)
	at := t.Pos
	f.Combat = true
	f.MF -= g.chart().Fire
	f.MF = min(f.MF, declared)
	st.FiredFrom = append(st.FiredFrom, f.Pos)
	from := f.Pos
	g.emit(rules.Event{Kind: "fire", Seat: f.Seat, Actor: f.ID, Target: t.ID, From: &from, To: &at},
		func() rules.Msg {
			id := "FpwFiresSemi"
			if mode == ModeAuto {
				id = "FpwFiresAuto"
			}
			return rules.Say(id, "Soldier", f.ID, "Weapon", w.Name, "Bursts", rules.Num(r.Bursts), "Count", rules.Num(r.Shots),
				"Target", t.ID, "At", at.String(), "Range", rules.Num(world.Distance(from, at)))
		},
		"%s fires %s (%s) at %s in %s, range %d.", f.ID, w.Name, modeWords(mode, r), t.ID, at, world.Distance(from, at))
	if mode == ModeSemi {
		g.shots(i, j, r, r.Shots, declared)
		return
	}
	targets := []int{j}
	var others []int
	for k := range st.Soldiers {
		o := &st.Soldiers[k]
		if k != j && o.alive() && o.Seat != f.Seat && o.Pos == at {
			others = append(others, k)
		}
	}
	sort.SliceStable(others, func(a, b int) bool {
		return total(g.fireMods(i, others[a], declared)) < total(g.fireMods(i, others[b], declared))
	})
	targets = append(targets, others...)
	if len(targets) > r.Bursts {
		targets = targets[:r.Bursts]
	}
	for _, k := range targets {
		g.shots(i, k, r, r.Shots, declared)
	}
	for k := range st.Soldiers {
		if o := &st.Soldiers[k]; o.alive() && o.Pos == at {
			g.suppress(k)
		}
	}
}

// modeWords names a fire mode with its rate.
func modeWords(mode string, r *Row) string {
	if mode == ModeAuto {
		return fmt.Sprintf("automatic, %d×%d", r.Bursts, r.Shots)
	}
	return fmt.Sprintf("semi-automatic, %d %s", r.Shots, plural(r.Shots, "shot", "shots"))
}

// shots rolls n shots of soldier i at soldier j, one D10 each (FP-RES-1):
// a roll plus the modifiers at or under the hit number kills; shots after
// the first kill have no effect (FP-RES-3).
func (g *Game) shots(i, j int, r *Row, n, declared int) {
	f, t := &g.st.Soldiers[i], &g.st.Soldiers[j]
	hit := g.hitNumber(r, f.Pos, t.Pos)
	ms := g.fireMods(i, j, declared)
	m := total(ms)
	faces := make([]int, n)
	rolled := make([]rules.Die, n)
	hits := 0
	for k := range faces {
		faces[k] = g.d10()
		ok := faces[k]+m <= hit
		rolled[k] = rules.Die{Face: faces[k], Success: ok}
		if ok {
			hits++
		}
	}
	if !g.silent {
		g.emit(rules.Event{Kind: "roll", Seat: f.Seat, Actor: f.ID, Target: t.ID, Test: "fire", Dice: faces, Need: hit, Under: true, Hits: hits, Mods: words(ms), Rolled: rolled},
			func() rules.Msg {
				return rules.Say(hitsID("FpwFireRoll", hits), "Soldier", f.ID, "Faces", fmt.Sprint(faces), "Mod", modText(m), "Hit", rules.Num(hit), "Target", t.ID, "Count", rules.Num(hits))
			},
			"%s rolls %v%s against hit number %d at %s: %s.", f.ID, faces, modText(m), hit, t.ID, hitWords(hits))
	}
	if hits > 0 {
		g.kill(j, f.ID)
	}
}

// modText writes a total modifier after the dice: " +3", "" for none.
func modText(m int) string {
	if m == 0 {
		return ""
	}
	return fmt.Sprintf(" %+d", m)
}

// hitWords says how many shots hit.
func hitWords(n int) string {
	if n == 0 {
		return "all miss"
	}
	return fmt.Sprintf("%d %s", n, plural(n, "hit", "hits"))
}

// kill eliminates soldier j (FP-RES-1: every hit kills).
func (g *Game) kill(j int, by string) {
	t := &g.st.Soldiers[j]
	if t.Dead {
		return
	}
	t.Dead = true
	t.Running, t.Suppressed, t.Stunned, t.InImpulse, t.MF = false, false, false, false, 0
	at := t.Pos
	g.emit(rules.Event{Kind: "kill", Seat: t.Seat.Other(), Actor: by, Target: t.ID, To: &at}, func() rules.Msg { return rules.Say("FpwKilled", "Soldier", t.ID) }, "%s is killed.", t.ID)
}

// suppress marks soldier j Suppressed (FP-SUP-2/3): a Running soldier
// stops Running (FP-ST-3); a Stunned one stays Stunned; a soldier of the
// impulse under way loses a Movement Factor (FP-ST-2).
func (g *Game) suppress(j int) {
	t := &g.st.Soldiers[j]
	if t.Stunned || t.Suppressed {
		return
	}
	t.Suppressed, t.Running = true, false
	if t.InImpulse && t.MF > 0 {
		t.MF--
	}
	g.emit(rules.Event{Kind: "status", Seat: t.Seat, Target: t.ID, Test: "suppressed"}, func() rules.Msg { return rules.Say("FpwSuppressed", "Soldier", t.ID) }, "%s is Suppressed.", t.ID)
}

// stun marks soldier j Stunned (FP-SUP-3): it goes Prone (FP-ST-4),
// stops Running (FP-ST-3) and, in the impulse under way, spends nothing
// more (FP-ST-1).
func (g *Game) stun(j int) {
	t := &g.st.Soldiers[j]
	t.Stunned, t.Suppressed, t.Running, t.Prone = true, false, false, true
	t.MF = 0
	g.emit(rules.Event{Kind: "status", Seat: t.Seat, Target: t.ID, Test: "stunned"}, func() rules.Msg { return rules.Say("FpwStunned", "Soldier", t.ID) }, "%s is Stunned and goes Prone.", t.ID)
}
