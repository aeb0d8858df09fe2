package killteam

import (
	"math"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// KT-SPEC, A16: at the start of its team's Movement phase the Medic
// spends 1 command point for a friend within 2" (one cube): +1 to its
// Advance roll, +1 to its charge roll and +1 attack until the next round;
// once a phase, and not once a model of its team has acted.
func TestMedicStratagem(t *testing.T) {
	// blue.6 advances: 3 + 1; then blue.2 charges red.5 3 cubes away: 4 +
	// 4 + 1 = 9" reach it.
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(1, 1, 0), "blue.6": posAt(2, 1, 0), "blue.4": posAt(0, 1, 0), "red.5": posAt(3, 1, 0)}, 3, 4, 4)
	g.st.CP = [2]int{3, 3}
	g.st.Models[g.modelIndex("blue.5")].Spec = Medic
	legal := g.Legal()
	if !has(legal, "blue.5 stratagem blue.6") || !has(legal, "blue.5 stratagem blue.4") || has(legal, "blue.5 stratagem blue.5") {
		t.Fatalf("legal %v", texts(legal))
	}
	ev := apply(t, g, "blue.5 stratagem blue.6")
	if g.st.CP[rules.Blue] != 2 || !g.st.Models[g.modelIndex("blue.6")].Stimmed || endsAction(ev, "blue.5") || has(g.Legal(), "blue.5 stratagem") {
		t.Fatalf("after the stratagem: CP %d, legal %v\n%s", g.st.CP[rules.Blue], texts(g.Legal()), eventTexts(ev))
	}
	ev = apply(t, g, "blue.6 advance")
	if g.st.PendingInches != 6+3+1 || !strings.Contains(eventTexts(ev), `6" + 3 + 1 (Medic) = 10"`) {
		t.Fatalf("advance of %d\"\n%s", g.st.PendingInches, eventTexts(ev))
	}
	apply(t, g, "blue.6 stay")
	// The stimmed model strikes with one more attack.
	six := g.modelIndex("blue.6")
	_, n := g.meleeSpec(six, RifleButt(), g.meleeContext(six))
	if n != 2 {
		t.Fatalf("a stimmed Warden (A 1) strikes %d times", n)
	}
	// No stratagem once a model of the team has acted.
	g.st.Models[g.modelIndex("blue.5")].Stratagem = false
	if has(g.Legal(), "blue.5 stratagem") {
		t.Fatal("the Medic's stratagem offered after its team began moving")
	}
	// The charge roll: blue.4 stimmed, 3 cubes from red.5, rolls 4 and 4.
	g.st.Models[g.modelIndex("blue.4")].Stimmed = true
	apply(t, g, "blue.4 charge red.5")
	if g.ToMove() == rules.Red {
		apply(t, g, "red.5 stand")
	}
	if b4 := g.st.Models[g.modelIndex("blue.4")]; !b4.ChargeHit || b4.Pos != posAt(3, 1, 0) {
		t.Fatalf("the stimmed charge of 9\" failed: %+v", b4)
	}
	// Until the next round.
	g.st.Models[six].clearRound()
	if g.st.Models[six].Stimmed {
		t.Fatal("the Medic's stratagem outlasts the round")
	}
}

// KT-SPEC, A16: after a friend fights, the Combat specialist's seat may
// spend 1 command point for it to fight at once if it has not; the
// friend's action ends, the specialist fights next; or decline.
func TestCombatStratagem(t *testing.T) {
	// blue.2's 1 attack misses (1); blue.5's 2 attacks (A 1 + 1 Combat) miss (1, 1).
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.2": posAt(1, 1, 0), "red.5": posAt(1, 1, 0), "blue.5": posAt(5, 1, 0), "red.6": posAt(5, 1, 0)}, 1, 1, 1)
	g.st.CP = [2]int{2, 2}
	g.st.Models[g.modelIndex("blue.5")].Spec = Combat
	if has(g.Legal(), "blue.5 stratagem") {
		t.Fatal("the Combat stratagem offered before a friend fought")
	}
	ev := applyKeeping(t, g, "blue.2 fight red.5 with rifle-butt")
	legal := texts(g.Legal())
	if g.ToMove() != rules.Blue || endsAction(ev, "blue.2") || len(legal) != 2 || legal[0] != "blue.5 stratagem" || legal[1] != "blue.2 decline" {
		t.Fatalf("after blue.2's fight: %s to move, legal %v", g.ToMove(), legal)
	}
	ev = apply(t, g, "blue.5 stratagem")
	if g.st.CP[rules.Blue] != 1 || !endsAction(ev, "blue.2") || g.ToMove() != rules.Blue {
		t.Fatalf("after the stratagem: CP %d, %s to move\n%s", g.st.CP[rules.Blue], g.ToMove(), eventTexts(ev))
	}
	for _, a := range g.Legal() {
		if a.Actor != "blue.5" || a.Kind != "fight" {
			t.Fatalf("after the stratagem: %s", a.Text())
		}
	}
	ev = applyKeeping(t, g, "blue.5 fight red.6 with rifle-butt")
	if !endsAction(ev, "blue.5") || g.ToMove() != rules.Red || !strings.Contains(eventTexts(ev), "2 attacks") {
		t.Fatalf("after the Combat specialist's fight: %s to move\n%s", g.ToMove(), eventTexts(ev))
	}
}

// KT-SPEC: declining the Combat stratagem ends the fighter's action and
// keeps the point.
func TestCombatStratagemDeclined(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.2": posAt(1, 1, 0), "red.5": posAt(1, 1, 0), "blue.5": posAt(5, 1, 0), "red.6": posAt(5, 1, 0)}, 1)
	g.st.CP = [2]int{2, 2}
	g.st.Models[g.modelIndex("blue.5")].Spec = Combat
	applyKeeping(t, g, "blue.2 fight red.5 with rifle-butt")
	ev := apply(t, g, "blue.2 decline")
	if g.st.CP[rules.Blue] != 2 || !endsAction(ev, "blue.2") || g.ToMove() != rules.Red || !strings.Contains(eventTexts(ev), "blue uses no stratagem after blue.2's fight") {
		t.Fatalf("after declining: CP %d, %s to move\n%s", g.st.CP[rules.Blue], g.ToMove(), eventTexts(ev))
	}
}

// KT-SPEC, A16: the Zealot's stratagem, used before it fights for 1
// command point: each hit roll of 6+ gives one extra attack with the same
// weapon at the same target, rolled after the others; an extra attack
// gives none.
func TestZealotStratagem(t *testing.T) {
	// Attack 1: hit 6 (an extra attack), wound 1. Attack 2 (the extra):
	// hit 6 (no more), wound 1.
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.5": posAt(1, 1, 0), "red.5": posAt(1, 1, 0)}, 6, 1, 6, 1)
	g.st.CP = [2]int{2, 2}
	g.st.Models[g.modelIndex("blue.5")].Spec = Zealot
	apply(t, g, "blue.5 stratagem")
	if g.st.CP[rules.Blue] != 1 || g.st.Pending != "blue.5" {
		t.Fatalf("after the stratagem: CP %d, pending %q", g.st.CP[rules.Blue], g.st.Pending)
	}
	ev := applyKeeping(t, g, "blue.5 fight red.5 with rifle-butt")
	log := eventTexts(ev)
	if strings.Count(log, "one extra attack (Zealot") != 1 || !strings.Contains(log, "Attack 2: blue.5 rolls 6 to hit") || strings.Contains(log, "Attack 3") {
		t.Fatalf("the extra attacks:\n%s", log)
	}
}

// KT-SPEC: the exact odds of a Zealot's attacks under its stratagem
// (ExtraOnSix) agree with the resolver's frequencies.
func TestZealotOddsMatchResolver(t *testing.T) {
	spec := AttackSpec{Skill: 3, Strength: 4, Damage: Fixed(1), ExtraOnSix: true}
	target := Target{T: 4, Sv: 5, Wounds: 2}
	odds := AttackOdds(spec, Fixed(3), target)
	plain := spec
	plain.ExtraOnSix = false
	if odds.OutOfAction <= AttackOdds(plain, Fixed(3), target).OutOfAction {
		t.Fatal("the extra attacks do not add to the odds")
	}
	const trials = 200000
	rng := rules.NewRNG(7)
	out, unsaved := 0, make([]int, 8)
	for range trials {
		res := ResolveAttacks(spec, 3, target, rng)
		if res.Target.OutOfAction {
			out++
		}
		unsaved[res.Unsaved]++
	}
	if got := float64(out) / trials; math.Abs(got-odds.OutOfAction) > 0.005 {
		t.Errorf("out of action: resolver %.4f, odds %.4f", got, odds.OutOfAction)
	}
	for n, p := range odds.Unsaved {
		if got := float64(unsaved[n]) / trials; math.Abs(got-p) > 0.005 {
			t.Errorf("%d unsaved: resolver %.4f, odds %.4f", n, got, p)
		}
	}
}

// KT-SPEC: every specialist's stratagem the game plays has a title that
// names the specialism and a help that gives its cost.
func TestDescribeEveryStratagem(t *testing.T) {
	for _, s := range []Specialism{Combat, Comms, Demolitions, Heavy, Medic, Scout, Sniper, Veteran, Zealot} {
		h, ok := stratagemHelp[s]
		if !ok || !strings.Contains(h.Title, s.String()) || !strings.Contains(h.Help, "1 command point") {
			t.Errorf("%s: %+v", s, h)
		}
	}
}

// veteransRoster is a blue team with a Veteran, blue.2.
const veteransRoster = `roster veterans
name    Veterans
format  100
model   warden-sergeant Leader
model   warden          Veteran
model   warden
`

// KT-SPEC, A16: at the start of round 1, before the Initiative phase,
// the Veteran may make a Normal Move or an Advance for 1 command point;
// once a game. The Initiative phase is rolled after it, and the Veteran
// acts again in the Movement phase.
func TestVeteranStratagem(t *testing.T) {
	rs := newRuleset(t)
	s := autoSetup(rs, "standard")
	s.RosterTexts = []string{veteransRoster, ""}
	g, err := rs.NewGame(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	legal := texts(g.Legal())
	if g.Phase() != PhaseVeteran || g.ToMove() != rules.Blue || len(legal) != 2 || legal[0] != "blue.2 stratagem" || legal[1] != "blue pass" {
		t.Fatalf("at the start: %s phase, %s to move, legal %v", g.Phase(), g.ToMove(), legal)
	}
	cp := g.st.CP[rules.Blue]
	// The Advance rolls 2; then the initiative: blue 6+6, red 1+1.
	g.SetDice(rules.NewScripted(2, 6, 6, 1, 1))
	apply(t, g, "blue.2 stratagem")
	after := g.Legal()
	if g.st.CP[rules.Blue] != cp-1 || !has(after, "blue.2 advance") || !has(after, "blue.2 move") || has(after, "blue.2 ready") || has(after, "blue.2 stay") || has(after, "blue.2 charge") {
		t.Fatalf("after the stratagem: CP %d of %d, legal %v", g.st.CP[rules.Blue], cp, texts(after))
	}
	apply(t, g, "blue.2 advance")
	if g.st.PendingInches != 6+2 {
		t.Fatalf("the Advance gives %d\"", g.st.PendingInches)
	}
	var to string
	for _, a := range g.Legal() {
		if a.Kind == "move" {
			to = a.Text()
		}
	}
	ev := apply(t, g, to)
	// Red has no Veteran: the Initiative phase follows, then the Movement phase.
	if g.Phase() != PhaseMovement || g.st.First != rules.Blue || !endsAction(ev, "blue.2") || !strings.Contains(eventTexts(ev), "blue has the initiative in round 1") {
		t.Fatalf("after the Veteran's move: %s phase\n%s", g.Phase(), eventTexts(ev))
	}
	b2 := g.st.Models[g.modelIndex("blue.2")]
	if !b2.Advanced || b2.Done || !has(g.Legal(), "blue.2 move") {
		t.Fatalf("blue.2 in the Movement phase: %+v", b2)
	}
	if has(g.Legal(), "blue.2 stratagem") {
		t.Fatal("the Veteran's stratagem offered twice")
	}
}

// KT-SPEC: a player may pass the Veteran's stratagem; without a Veteran
// ready the game does not wait.
func TestVeteranStratagemPassed(t *testing.T) {
	rs := newRuleset(t)
	s := autoSetup(rs, "standard")
	s.RosterTexts = []string{veteransRoster, ""}
	g, err := rs.NewGame(s, 3)
	if err != nil {
		t.Fatal(err)
	}
	cp := g.st.CP[rules.Blue]
	apply(t, g, "blue pass")
	if g.Phase() != PhaseMovement || g.st.CP[rules.Blue] != cp {
		t.Fatalf("after the pass: %s phase, CP %d", g.Phase(), g.st.CP[rules.Blue])
	}
	if d := newGame(t, "standard", 3); d.Phase() != PhaseMovement {
		t.Fatalf("the default game waits in the %s phase", d.Phase())
	}
}

// Random games with a Veteran (KT-SPEC) against the psyker's Ember Choir
// end with the invariants holding.
func TestRandomPlayoutsWithVeteran(t *testing.T) {
	rs := newRuleset(t)
	for seed := range uint64(3) {
		s := rs.DefaultSetup("standard")
		s.Rosters = [2]string{"", "ember-choir"}
		s.RosterTexts = []string{veteransRoster, ""}
		playout(t, rs, s, seed)
	}
}
