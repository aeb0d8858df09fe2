package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// rolls lists the tests of the roll events, in order ("hit", "wound", …).
func rolls(ev []rules.Event) []string {
	var out []string
	for _, e := range ev {
		if e.Kind == "roll" || e.Kind == "damage" {
			out = append(out, e.Test)
		}
	}
	return out
}

// rollsOf lists the roll events of one test ("hit", "wound", …).
func rollsOf(ev []rules.Event, test string) []rules.Event {
	var out []rules.Event
	for _, e := range ev {
		if e.Kind == "roll" && e.Test == test {
			out = append(out, e)
		}
	}
	return out
}

// passed reports whether a hit, wound or save roll event went the
// roller's way.
func passed(e rules.Event) bool {
	switch e.Test {
	case "hit":
		return strings.HasSuffix(e.Text, "a hit.")
	case "wound":
		return strings.HasSuffix(e.Text, "succeeds.")
	case "save":
		return !strings.HasSuffix(e.Text, "not saved.")
	}
	return false
}

// KT-STAT-1: a unit's profile is read from the data and played: the
// Warden Sergeant's M 6" WS 3+ BS 3+ S 4 T 4 W 2 A 2 Ld 8 Sv 3+ Max 1; it
// starts with 2 wounds, a Normal Move of M 6" goes 2 cubes, it strikes
// A 2 times with the rifle butt, and a second Sergeant breaks Max 1.
func TestModelProfilePlayed(t *testing.T) {
	rs := newRuleset(t)
	u, ok := rs.data.Unit("warden-sergeant")
	if !ok {
		t.Fatal("no warden-sergeant")
	}
	want := Stats{M: 6, WS: 3, BS: 3, S: 4, T: 4, W: 2, A: 2, Ld: 8, Sv: 3, Max: 1}
	if u.Stats != want {
		t.Fatalf("profile %+v, want %+v", u.Stats, want)
	}
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.1": posAt(3, 1, 0), "red.5": posAt(7, 7, 0)})
	i := g.modelIndex("blue.1")
	if g.st.Models[i].Wounds != 2 {
		t.Errorf("the Sergeant starts with %d wounds, want W 2", g.st.Models[i].Wounds)
	}
	far := 0
	for _, a := range g.Legal() {
		if a.Actor == "blue.1" && a.Kind == "move" && a.Option == "" {
			far = max(far, world.Distance(posAt(3, 1, 0), *a.Cell))
		}
	}
	if far != 2 {
		t.Errorf("a Normal Move of M 6\" reaches %d cubes, want 2", far)
	}
	g = duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(3, 1, 0), "red.5": posAt(3, 1, 0), "red.6": posAt(7, 7, 0)}, 1, 1)
	if ev := apply(t, g, "blue.1 fight red.5 with rifle-butt"); len(rollsOf(ev, "hit")) != 2 {
		t.Errorf("the rifle butt struck %d times, want A 2: %v", len(rollsOf(ev, "hit")), rolls(ev))
	}
	spec, err := rs.ParseRoster("two.txt", []byte("roster two\nname Two\nformat 100\nmodel warden-sergeant Leader\nmodel warden-sergeant\nmodel warden\n"))
	if err != nil {
		t.Fatal(err)
	}
	if rs.CheckRoster(spec).OK() {
		t.Error("two Warden Sergeants (Max 1) pass the roster check")
	}
}

// KT-ROS-3: a specialism gives a passive ability and a stratagem. The
// Sniper (blue.4) re-rolls its hit roll of 1 for nothing (passive) and may
// buy +1 to hit for 1 CP (stratagem): 1, re-rolled 2, +1 makes 3 and hits
// at BS 3+. A Warden without a specialism (blue.5) is offered no
// stratagem and keeps its 1. Blue.5 stands beside the line of fire, not
// between (A9), so neither shot is obscured.
func TestSpecialismGivesPassiveAndStratagem(t *testing.T) {
	at := map[string]world.Pos{"blue.4": posAt(0, 1, 0), "blue.5": posAt(1, 0, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}
	g := duel(t, PhaseShooting, SectionSecond, at, 1, 2, 4, 2, 5)
	g.st.CP = [2]int{1, 0}
	if has(g.Legal(), "blue.5 stratagem") || !has(g.Legal(), "blue.4 stratagem") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	apply(t, g, "blue.4 stratagem")
	if g.st.CP[rules.Blue] != 0 {
		t.Errorf("the stratagem left %d CP, want 0", g.st.CP[rules.Blue])
	}
	ev := apply(t, g, "blue.4 shoot red.5 with boltgun")
	if !g.st.Models[g.modelIndex("red.5")].Out {
		t.Fatalf("the Sniper's 1 was not re-rolled and hit with +1: %+v", ev)
	}
	g = duel(t, PhaseShooting, SectionSecond, at, 1, 1)
	ev = apply(t, g, "blue.5 shoot red.5 with boltgun")
	if hits := rollsOf(ev, "hit"); len(hits) != 2 || g.st.Models[g.modelIndex("red.5")].Out {
		t.Fatalf("a Warden without a specialism re-rolled its 1: %+v", ev)
	}
}

// KT-RND-2: the mission lasts 4 rounds: the end of round 3 starts round
// 4, the end of round 4 ends the game.
func TestFourRounds(t *testing.T) {
	if MaxRounds != 4 {
		t.Fatalf("MaxRounds %d, want 4", MaxRounds)
	}
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 0, 0), "red.5": posAt(7, 7, 0)})
	g.st.Round = 3
	g.endRound()
	if g.Over() || g.st.Round != 4 {
		t.Fatalf("after round 3: over %v, round %d", g.Over(), g.st.Round)
	}
	ev := g.endRound()
	if !g.Over() || !strings.Contains(ev[len(ev)-1].Text, "after 4 rounds") {
		t.Fatalf("after round 4: over %v, %+v", g.Over(), ev)
	}
}

// KT-MOV-4: Ready is refused to a model that starts in an enemy's cube
// (within 1"); another model may be Ready: it does not move, and shoots
// in Ready, Fire! (KT-SHT-0).
func TestReadyRefusedWithinOneInch(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(2, 1, 0), "blue.6": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(4, 1, 0)})
	if has(g.Legal(), "blue.5 ready") {
		t.Fatalf("a model in an enemy's cube may be Ready: %v", texts(g.Legal()))
	}
	apply(t, g, "blue.6 ready")
	b := &g.st.Models[g.modelIndex("blue.6")]
	if !b.Ready || b.Pos != posAt(0, 1, 0) || b.Moved {
		t.Fatalf("after Ready: %+v", b)
	}
	for g.Phase() != PhaseShooting {
		apply(t, g, g.Legal()[len(g.Legal())-1].Text()) // pass or stay
	}
	if g.st.Section != SectionFirst || !has(g.Legal(), "blue.6 shoot red.6") || has(g.Legal(), "blue.5 shoot") {
		t.Fatalf("Ready, Fire!: section %d, legal %v", g.st.Section, texts(g.Legal()))
	}
}

// KT-MOV-6: models move up and down terrain as part of the move, the
// vertical distance counting (3" a level). On the Spire, from 1,1,0 a
// Move of 2 cubes (6") climbs the steps to 0,1,1 and on to 0,2,2; a
// budget of 1 cube reaches the first level only. From 2,1,0 the climb of
// two levels to 2,2,2 costs the whole 6".
func TestClimbingCountsVertically(t *testing.T) {
	g := newGame(t, "tower", 1)
	for i := range g.st.Models {
		m := &g.st.Models[i]
		m.clearRound()
		m.Out = m.ID != "blue.5" && m.ID != "red.5"
	}
	g.st.Models[g.modelIndex("red.5")].Pos = posAt(0, 5, 0)
	i := g.modelIndex("blue.5")
	reach := func(from world.Pos, steps int) map[world.Pos]bool {
		g.st.Models[i].Pos = from
		out := map[world.Pos]bool{}
		for _, a := range g.moveActions(i, "move", steps) {
			if a.Option == "" {
				out[*a.Cell] = true
			}
		}
		return out
	}
	if r := reach(posAt(1, 1, 0), 2); !r[posAt(0, 1, 1)] || !r[posAt(0, 2, 2)] {
		t.Errorf("6\" from 1,1,0 does not climb to 0,1,1 and 0,2,2: %v", r)
	}
	if r := reach(posAt(1, 1, 0), 1); !r[posAt(0, 1, 1)] || r[posAt(0, 2, 2)] {
		t.Errorf("3\" from 1,1,0 reaches %v, want 0,1,1 and not 0,2,2", r)
	}
	if r := reach(posAt(2, 1, 0), 2); !r[posAt(2, 2, 2)] {
		t.Errorf("6\" from 2,1,0 does not climb two levels to 2,2,2")
	}
	if r := reach(posAt(2, 1, 0), 1); r[posAt(2, 2, 2)] {
		t.Errorf("3\" from 2,1,0 climbs two levels to 2,2,2")
	}
	if r := reach(posAt(0, 2, 2), 2); !r[posAt(1, 1, 0)] {
		t.Errorf("6\" from 0,2,2 does not climb down to 1,1,0")
	}
}

// KT-SHT-2, KT-WPN-4/5: a model fires all its ranged weapons together, but
// a pistol fires alone and a grenade is thrown alone. KT-SHT-15: the
// steps repeat for each weapon in turn: the heavy bolter's 3 attacks all
// miss (1s), then the boltgun's first shot hits, wounds, is not saved and
// takes red.5 out.
func TestFireAllWeaponsInTurn(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, 1, 1, 1, 4, 4, 2, 5)
	g.st.Models[g.modelIndex("blue.2")].Weapons = []string{"heavy-bolter", "boltgun", "bolt-pistol", "frag-grenade"}
	var shots []string
	for _, a := range g.Legal() {
		if a.Actor == "blue.2" && a.Kind == "shoot" {
			shots = append(shots, a.Text())
		}
	}
	want := []string{"blue.2 shoot red.5 with heavy-bolter+boltgun", "blue.2 shoot red.5 with bolt-pistol", "blue.2 shoot red.5 with frag-grenade"}
	if strings.Join(shots, "|") != strings.Join(want, "|") {
		t.Fatalf("firing groups %v, want %v", shots, want)
	}
	ev := apply(t, g, want[0])
	var seq []string
	for _, e := range ev {
		if e.Kind == "end" {
			break
		}
		switch {
		case e.Kind == "shoot":
			seq = append(seq, strings.Fields(strings.SplitN(e.Text, " its ", 2)[1])[0]+"…")
		case e.Kind == "roll":
			seq = append(seq, e.Test)
		}
	}
	if got := strings.Join(seq, " "); got != "Heavy… hit hit hit Boltgun… hit wound save injury" {
		t.Fatalf("sequence %q", got)
	}
	if !g.st.Models[g.modelIndex("red.5")].Out {
		t.Fatal("the boltgun's shot did not take red.5 out")
	}
}

// KT-SHT-5: a random number of attacks (the flamer's D6) is rolled after
// the primary target is declared, as the first die of the shooting, and
// that many attacks are made: 3, then 5.
func TestRandomAttacksRolledAfterTarget(t *testing.T) {
	for _, n := range []int{3, 5} {
		faces := []int{n}
		for range n {
			faces = append(faces, 4, 6) // wound 4 (S4 v T4), save 6 (3+)
		}
		g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"red.2": posAt(2, 1, 0), "blue.5": posAt(0, 1, 0)}, faces...)
		g.st.Turn = rules.Red
		if !has(g.Legal(), "red.2 shoot blue.5 with flamer") {
			t.Fatalf("legal %v", texts(g.Legal()))
		}
		ev := apply(t, g, "red.2 shoot blue.5 with flamer")
		r := rolls(ev)
		if len(r) == 0 || r[0] != "attacks" || ev[0].Dice[0] != n {
			t.Fatalf("the attacks die is not rolled first: %v %+v", r, ev[0])
		}
		if w, s := len(rollsOf(ev, "wound")), len(rollsOf(ev, "save")); w != n || s != n {
			t.Errorf("D6 of %d: %d wound and %d save rolls", n, w, s)
		}
	}
}

// KT-SHT-8: a target behind a low wall is seen but obscured: −1 to hit,
// so the Warden (BS 3+) needs 4 and its 3s miss; at a target in a clear
// shot the same 3 hits.
func TestObscuredBehindLowWall(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(3, 1, 0), "red.5": posAt(3, 3, 0), "red.6": posAt(7, 7, 0)}, 3, 3)
	if s := g.arena.LineOfSight(posAt(3, 1, 0), false, posAt(3, 3, 0), false); s != world.Visible {
		t.Fatalf("sight %s, the test wants a target seen behind the low wall", s)
	}
	ev := apply(t, g, "blue.5 shoot red.5 with boltgun")
	hits := rollsOf(ev, "hit")
	if len(hits) != 2 {
		t.Fatalf("hit rolls %+v", hits)
	}
	for _, h := range hits {
		if h.Need != 4 || h.Dice[0] != 3 || passed(h) {
			t.Errorf("obscured: %q, want a 3 that misses against 4", h.Text)
		}
	}
	g = duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, 3, 1, 1)
	hits = rollsOf(apply(t, g, "blue.5 shoot red.5 with boltgun"), "hit")
	if len(hits) != 2 || hits[0].Need != 3 || !passed(hits[0]) {
		t.Errorf("clear shot: %+v, want a 3 that hits against 3", hits)
	}
}

// KT-FGT-7: the melee wound and save use the melee weapon's S and AP. The
// Sergeant's power fist (S x2 = 8, AP −3) wounds a T3 trooper on 2+ and
// leaves its 5+ save nothing; its rifle butt (S User = 4, AP 0) needs 3+
// to wound, and the save is 5+.
func TestMeleeWoundWithWeaponStrength(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(3, 1, 0), "red.5": posAt(3, 1, 0), "red.6": posAt(7, 7, 0)}, 4, 2, 2, 1, 1, 1)
	g.st.Models[g.modelIndex("blue.1")].Weapons = []string{"bolt-pistol", "power-fist"}
	ev := apply(t, g, "blue.1 fight red.5 with power-fist")
	w, s := rollsOf(ev, "wound"), rollsOf(ev, "save")
	if len(w) != 1 || w[0].Need != 2 || !passed(w[0]) || len(s) != 1 || s[0].Need != 7 || passed(s[0]) {
		t.Fatalf("power fist: wound %+v, save %+v", w, s)
	}
	g = duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(3, 1, 0), "red.5": posAt(3, 1, 0), "red.6": posAt(7, 7, 0)}, 4, 2, 4, 3, 6)
	ev = apply(t, g, "blue.1 fight red.5 with rifle-butt")
	w, s = rollsOf(ev, "wound"), rollsOf(ev, "save")
	if len(w) != 2 || w[0].Need != 3 || passed(w[0]) || !passed(w[1]) || len(s) != 1 || s[0].Need != 5 || !passed(s[0]) {
		t.Fatalf("rifle butt: wound %+v, save %+v", w, s)
	}
	if g.st.Models[g.modelIndex("red.5")].Out {
		t.Error("a saved attack took red.5 out")
	}
}

// KT-FGT-2: a fight goes target and weapon, hit, wound, save, injury, then
// consolidate: the Sergeant's rifle butt takes red.5 out with its first
// attack (the second is lost), and only then may it consolidate towards
// red.6.
func TestFightSequence(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(3, 1, 0), "red.5": posAt(3, 1, 0), "red.6": posAt(3, 3, 0)}, 4, 4, 2, 5)
	ev := apply(t, g, "blue.1 fight red.5 with rifle-butt")
	if ev[0].Kind != "fight" || !strings.Contains(ev[0].Text, "red.5 with its") {
		t.Fatalf("first event %+v, want the target and weapon", ev[0])
	}
	if got := strings.Join(rolls(ev), " "); got != "hit wound save injury" {
		t.Fatalf("rolls %q", got)
	}
	if !g.st.Models[g.modelIndex("red.5")].Out || !has(g.Legal(), "blue.1 consolidate 3,2,0") || !has(g.Legal(), "blue.1 stay") {
		t.Fatalf("after the fight: legal %v", texts(g.Legal()))
	}
	if endsAction(ev, "blue.1") {
		t.Fatal("the fight ended before consolidation")
	}
}

// KT-MOR-4: a shaken model takes no action at all: it does not move,
// shoot or fight; it still makes its saves.
func TestShakenTakesNoAction(t *testing.T) {
	at := map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(1, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}
	for _, phase := range []Phase{PhaseMovement, PhaseShooting} {
		g := duel(t, phase, SectionSecond, at)
		g.st.Models[g.modelIndex("blue.5")].Shaken = true
		for _, a := range g.Legal() {
			if a.Actor == "blue.5" {
				t.Errorf("%s: a shaken model may %s", phase, a.Text())
			}
		}
		if !has(g.Legal(), "blue.6 ") {
			t.Errorf("%s: blue.6 has nothing to do: %v", phase, texts(g.Legal()))
		}
	}
	// From the Movement phase, both sides passing, to the Fight phase:
	// blue.5 is shaken in red.5's cube, blue.6 is far from every enemy.
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(2, 1, 0), "blue.6": posAt(0, 0, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, 6, 6, 6)
	g.st.Models[g.modelIndex("blue.5")].Shaken = true
	for g.Phase() != PhaseFight {
		apply(t, g, g.Legal()[len(g.Legal())-1].Text()) // pass
	}
	if has(g.Legal(), "blue.5") {
		t.Fatalf("a shaken model fights: %v", texts(g.Legal()))
	}
	if g.ToMove() != rules.Red {
		t.Fatalf("%s to move, want red", g.ToMove())
	}
	ev := apply(t, g, "red.5 fight blue.5 with rifle-butt")
	if s := rollsOf(ev, "save"); len(s) != 1 || !passed(s[0]) || g.st.Models[g.modelIndex("blue.5")].Out {
		t.Fatalf("the shaken model's save: %+v", ev)
	}
}

// KT-MOR-6: in the Morale phase one player takes all its tests, then the
// other; the initiative winner first (red here, then blue here), each
// choosing the order of its own nerve tests (A20).
func TestMoraleOnePlayerThenTheOther(t *testing.T) {
	for _, first := range []rules.Seat{rules.Red, rules.Blue} {
		g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 0, 0), "blue.6": posAt(4, 0, 0), "red.5": posAt(7, 7, 0), "red.6": posAt(3, 7, 0)})
		g.st.First = first
		var seats []rules.Seat
		ev, _ := g.moraleTests()
		for g.st.Nerve != NerveNone {
			ev = append(ev, apply(t, g, g.Legal()[0].Text())...)
		}
		for _, e := range ev {
			if e.Kind == "roll" && (e.Test == "nerve" || e.Test == "break") {
				if len(seats) == 0 || seats[len(seats)-1] != e.Seat {
					seats = append(seats, e.Seat)
				}
			}
		}
		if len(seats) != 2 || seats[0] != first || seats[1] != first.Other() {
			t.Errorf("%s first: the tests go by %v, want all of %s's then all of %s's", first, seats, first, first.Other())
		}
	}
}

// A5 (KT-MOR-1): the break test is due when the hurt and dead are more
// than half the models the team started with: 8 of 16 is not, 9 is.
func TestBreakTestMoreThanHalf(t *testing.T) {
	team := MoraleTeam{Started: 16}
	for range 10 {
		team.Models = append(team.Models, MoraleModel{Ld: 6})
	}
	team.Models[0].FleshWounds = 1
	team.Models[1].FleshWounds = 2 // 6 dead + 2 hurt = 8
	if team.NeedsBreakTest() {
		t.Error("a break test at 8 of 16")
	}
	team.Models[2].FleshWounds = 1 // 9
	if !team.NeedsBreakTest() {
		t.Error("no break test at 9 of 16")
	}
}

// A10 (KT-SHT-12): the injury modifiers go on each die: a target with one
// flesh wound takes a D2 overcharged hit; its injury dice 2 and 3 become
// 3 and 4, and the 4 takes it out.
func TestInjuryModifierOnEachDie(t *testing.T) {
	spec := boltgun()
	spec.Damage = Fixed(2)
	target := trooper()
	target.FleshWounds = 1
	res := ResolveAttacks(spec, 1, target, rules.NewScripted(3, 3, 2, 2, 3))
	if !res.Target.OutOfAction {
		t.Fatalf("injury 2 and 3 with +1 each: %+v", res)
	}
	res = ResolveAttacks(spec, 1, target, rules.NewScripted(3, 3, 2, 2, 2))
	if res.Target.OutOfAction {
		t.Fatalf("injury 2 and 2 with +1 each took it out: %+v", res)
	}
}

// A21 (KT-WPN-4): the grenade limit is per phase: a frag grenade thrown
// in Overwatch in the Movement phase stops no grenade in the Shooting
// phase.
func TestOverwatchGrenadeIsItsOwnPhase(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.2": posAt(2, 1, 0)}, 1, 1, 1, 1)
	apply(t, g, "blue.5 charge red.2")
	apply(t, g, "red.2 overwatch blue.5 with frag-grenade")
	if !g.st.Grenade[rules.Red] {
		t.Fatal("the Overwatch grenade is not counted in the Movement phase")
	}
	if has(g.Legal(), "blue.5 stay") {
		apply(t, g, "blue.5 stay")
	}
	if b := g.st.Models[g.modelIndex("blue.5")]; b.ChargeHit || !b.Charged {
		t.Fatalf("the 2\" charge: %+v", b)
	}
	for g.Phase() != PhaseShooting {
		apply(t, g, g.Legal()[len(g.Legal())-1].Text()) // pass or stay
	}
	if g.st.Grenade[rules.Red] || !has(g.Legal(), "red.2 shoot blue.5 with frag-grenade") {
		t.Fatalf("Shooting phase: grenade %v, legal %v", g.st.Grenade, texts(g.Legal()))
	}
}

// A1, G6 (KT-RND-1): a round has the six phases in order, Initiative,
// Movement, Psychic (passed with no psyker), Shooting, Fight, Morale, and
// no Scouting phase.
func TestRoundHasSixPhasesNoScouting(t *testing.T) {
	g := newGame(t, "standard", 1)
	var phases []string
	for g.st.Round == 1 {
		for _, e := range g.Legal()[len(g.Legal())-1:] {
			ev, err := g.Apply(e)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if e.Kind == "phase" || e.Kind == "initiative" {
					w := strings.Fields(e.Text)
					name := w[0]
					if e.Kind == "initiative" {
						name = "Initiative"
					}
					if len(phases) == 0 || phases[len(phases)-1] != name {
						phases = append(phases, name)
					}
				}
				if strings.Contains(e.Text, "Scout") && e.Kind == "phase" {
					t.Errorf("a Scouting phase: %q", e.Text)
				}
			}
		}
	}
	if got := strings.Join(phases, " "); got != "Psychic Shooting Fight Morale Initiative Movement" {
		t.Fatalf("phases %q", got)
	}
}

// G7: Psybolt is the only psychic power: a psyker's Psychic phase offers
// Psybolt or a pass, nothing else.
func TestOnlyPsybolt(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(3, 3, 0), "red.3": posAt(3, 5, 0)})
	if !has(g.Legal(), "blue.2 psybolt red.3") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	for _, a := range g.Legal() {
		if a.Kind != "psybolt" && a.Kind != "pass" {
			t.Errorf("a psychic action other than Psybolt: %s", a.Text())
		}
	}
}

// G8: commander specialisms are out of scope: the ten specialisms are
// the only ones, and a roster naming a Commander does not read.
func TestNoCommanderSpecialism(t *testing.T) {
	if n := len(SpecialismNames()); n != 10 {
		t.Errorf("%d specialisms, want 10", n)
	}
	if _, ok := ParseSpecialism("Commander"); ok {
		t.Error("a Commander specialism")
	}
	rs := newRuleset(t)
	if _, err := rs.ParseRoster("c.txt", []byte("roster c\nname C\nformat 200\nmodel warden-sergeant Commander\nmodel warden\nmodel warden\n")); err == nil {
		t.Error("a roster with a Commander reads")
	}
}

// KT-MOV-7: terrain up to 1.5" high is ignored when moving: a low wall
// (half a cube) lies between 1,1,0 and 1,2,0 on the Foundry (the target
// beyond it is seen but not in a clear shot), and a move of one cube (3")
// crosses it for no more than the step.
func TestLowWallIgnoredWhenMoving(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(1, 1, 0), "red.5": posAt(7, 7, 0)})
	if s := g.arena.LineOfSight(posAt(1, 1, 0), false, posAt(1, 2, 0), false); s != world.Visible {
		t.Fatalf("sight %s, the test wants a low wall between 1,1,0 and 1,2,0", s)
	}
	i := g.modelIndex("blue.5")
	crossed := false
	for _, a := range g.moveActions(i, "move", 1) {
		crossed = crossed || *a.Cell == posAt(1, 2, 0)
	}
	if !crossed {
		t.Fatal("a move of 3\" does not cross the low wall to 1,2,0")
	}
}

// KT-FGT-3: pile in (3", ending nearer the nearest enemy) has nothing to
// choose on the arena: a model fights only from an enemy's cube, where it
// already is as near as it can be, and fights without moving; a model a
// cube away from every enemy neither piles in nor fights.
func TestPileInOnTheArena(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(3, 1, 0), "blue.5": posAt(2, 1, 0), "red.5": posAt(3, 1, 0), "red.6": posAt(7, 7, 0)}, 1, 1)
	for _, a := range g.Legal() {
		if a.Actor == "blue.5" {
			t.Errorf("a model a cube from the enemy may %s", a.Text())
		}
		if a.Actor == "blue.1" && a.Kind != "fight" {
			t.Errorf("a model in the enemy's cube may %s before it fights", a.Text())
		}
	}
	apply(t, g, "blue.1 fight red.5 with rifle-butt")
	if p := g.st.Models[g.modelIndex("blue.1")].Pos; p != posAt(3, 1, 0) {
		t.Errorf("the fighter moved to %s", p)
	}
}
