package killteam

import (
	"math"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// seersRoster is a red team with a psyker, red.2 (a Warden Lexicanum).
const seersRoster = `roster seers
name    Seers
format  100
model   warden-sergeant Leader
model   warden-lexicanum
model   warden
model   warden
`

// psychicDuel is a Psychic phase with blue's Ember Choir (blue.2 the
// Sanctioned Psyker) against red's Seers (red.2 the Lexicanum), the models
// named in at on the table, blue first, no command points, and the faces
// to roll.
func psychicDuel(t *testing.T, at map[string]world.Pos, faces ...int) *Game {
	t.Helper()
	rs := newRuleset(t)
	s := autoSetup(rs, "standard")
	s.Rosters = [2]string{"ember-choir", ""}
	s.RosterTexts = []string{"", seersRoster}
	g, err := rs.NewGame(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := range g.st.Models {
		m := &g.st.Models[i]
		m.clearRound()
		p, ok := at[m.ID]
		m.Out = !ok
		if ok {
			m.Pos = p
		}
	}
	g.enterPhase(PhasePsychic)
	g.st.Section, g.st.First, g.st.Turn = SectionFirst, rules.Blue, rules.Blue
	g.st.CP = [2]int{} // a test that spends command points gives them
	g.SetDice(rules.NewScripted(faces...))
	return g
}

// KT-PSY-1, KT-PSY-2, KT-PSY-3, KT-PSY-4, KT-PSY-7, A15: the psyker
// casts Psybolt at the nearest visible enemy within 18"; a test of 5 or
// more casts it for 1 mortal wound; the player's cast ends its phase
// (the psyker may still shoot).
func TestPsyboltCastAtNearest(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0), "red.3": posAt(3, 1, 0), "red.2": posAt(7, 7, 0)}, 2, 3)
	g.st.Models[g.modelIndex("red.2")].Out = true
	legal := texts(g.Legal())
	if len(legal) != 2 || legal[0] != "blue.2 psybolt red.1" || legal[1] != "blue pass" {
		t.Fatalf("legal %v", legal)
	}
	ev := apply(t, g, "blue.2 psybolt red.1")
	red1 := &g.st.Models[g.modelIndex("red.1")]
	if red1.Wounds != 1 || !strings.Contains(eventTexts(ev), "5 against warp charge 5: Psybolt is cast") || !endsAction(ev, "blue.2") {
		t.Fatalf("red.1 has %d wounds\n%s", red1.Wounds, eventTexts(ev))
	}
	// Red has no psyker: the phase ends and the casting psyker may still shoot.
	if g.Phase() != PhaseShooting || !has(g.Legal(), "blue.2 shoot red.1") {
		t.Fatalf("after blue's cast: %s to move in the %s phase, legal %v", g.ToMove(), g.Phase(), texts(g.Legal()))
	}
}

// KT-PSY-4: a test below the warp charge fails and does nothing.
func TestPsychicTestFails(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0)}, 1, 3)
	ev := apply(t, g, "blue.2 psybolt red.1")
	if w := g.st.Models[g.modelIndex("red.1")].Wounds; w != 2 || !strings.Contains(eventTexts(ev), "the power fails") {
		t.Fatalf("red.1 has %d wounds\n%s", w, eventTexts(ev))
	}
	if g.Phase() != PhaseShooting {
		t.Fatalf("in the %s phase after the only cast", g.Phase())
	}
}

// KT-PSY-3, A12: a test of 11 or more deals D3 mortal wounds; 3 mortal
// wounds on a 2-wound model bring it to 0 and roll 2 injury dice.
func TestPsyboltStrongTest(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0)}, 5, 6, 3, 2, 4)
	ev := apply(t, g, "blue.2 psybolt red.1")
	log := eventTexts(ev)
	if !g.st.Models[g.modelIndex("red.1")].Out || !strings.Contains(log, "suffers 3 mortal wounds") || !strings.Contains(log, "rolls 2 and 4 for injury") {
		t.Fatalf("red.1 not out\n%s", log)
	}
}

// KT-PSY-5, A8: a double 1 fails and is Perils of the Warp: D3 mortal
// wounds on the psyker.
func TestPerilsOnDoubleOne(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0)}, 1, 1, 1)
	ev := apply(t, g, "blue.2 psybolt red.1")
	if w := g.st.Models[g.modelIndex("blue.2")].Wounds; w != 1 || g.st.Models[g.modelIndex("red.1")].Wounds != 2 {
		t.Fatalf("psyker has %d wounds\n%s", w, eventTexts(ev))
	}
}

// KT-PSY-5, A7, A8: a double 6 is Perils and still casts; Perils comes
// first. The psyker taken out by it bursts: every model within 3" (its
// cube and the next), friend or foe, suffers D3 mortal wounds rolled
// apart; the Psybolt still strikes (12: D3 mortal wounds).
func TestPerilsOnDoubleSixSlaysAndBursts(t *testing.T) {
	at := map[string]world.Pos{"blue.2": posAt(1, 1, 0), "blue.7": posAt(1, 1, 0), "red.3": posAt(2, 1, 0), "red.1": posAt(3, 1, 0), "blue.8": posAt(5, 1, 0)}
	// 6, 6: Perils; 2 mortal wounds on the psyker (2 W) and injury 5: out.
	// Burst: blue.7 suffers 1 (injury 6: out), red.3 suffers 1 (injury 1:
	// a flesh wound). Psybolt: D3 = 1 at red.3, the nearest (injury 6).
	g := psychicDuel(t, at, 6, 6, 2, 5, 1, 6, 1, 1, 1, 6)
	ev := apply(t, g, "blue.2 psybolt red.3")
	log := eventTexts(ev)
	for id, out := range map[string]bool{"blue.2": true, "blue.7": true, "red.3": true, "red.1": false, "blue.8": false} {
		if g.st.Models[g.modelIndex(id)].Out != out {
			t.Errorf("%s out %v, want %v", id, !out, out)
		}
	}
	for _, want := range []string{"Perils of the Warp: blue.2 suffers 2 mortal wounds", "blue.7 suffers 1 mortal wound (KT-PSY-5, A7)", "red.3 suffers 1 flesh wound", "Psybolt is cast"} {
		if !strings.Contains(log, want) {
			t.Errorf("no %q in\n%s", want, log)
		}
	}
}

// KT-PSY-6, A14: an enemy psyker within 24" tries to deny a cast power
// with 2D6; it must beat the test; it denies once a round.
func TestDenyTheWitch(t *testing.T) {
	at := map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0), "red.2": posAt(3, 1, 0)}
	// blue casts with 3+4 = 7; red.2 denies with 4+4 = 8 > 7.
	g := psychicDuel(t, at, 3, 4, 4, 4)
	ev := apply(t, g, "blue.2 psybolt red.1")
	if g.st.Models[g.modelIndex("red.1")].Wounds != 2 || !strings.Contains(eventTexts(ev), "denies the power") || g.st.Models[g.modelIndex("red.2")].Denied != 1 {
		t.Fatalf("not denied\n%s", eventTexts(ev))
	}
	// A deny equal to the test fails.
	g = psychicDuel(t, at, 3, 4, 3, 4)
	ev = apply(t, g, "blue.2 psybolt red.1")
	if g.st.Models[g.modelIndex("red.1")].Wounds != 1 || !strings.Contains(eventTexts(ev), "7 against 7: fails") {
		t.Fatalf("denied on a tie\n%s", eventTexts(ev))
	}
	// The deny is used: red's own cast is denied by no one, and it has none left.
	if g.st.Models[g.modelIndex("red.2")].Denied != 1 || g.denier(g.modelIndex("blue.2")) != -1 {
		t.Fatal("the deny is not counted")
	}
}

// KT-PSY-6: an enemy psyker farther than 24" (8 cubes) cannot deny.
func TestNoDenyOutOfRange(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0), "red.2": posAt(9, 9, 0)}, 3, 4)
	if d := world.Distance(posAt(0, 1, 0), posAt(9, 9, 0)); d <= InchesToCubes(DenyRangeInches) {
		t.Fatalf("the test wants red.2 out of range, it is %d cubes away", d)
	}
	apply(t, g, "blue.2 psybolt red.1")
	if g.st.Models[g.modelIndex("red.1")].Wounds != 1 {
		t.Fatal("the Psybolt did not strike")
	}
}

// KT-PSY-1, KT-PSY-3: a psyker with no visible enemy within 18" cannot
// cast; the phase is passed through when no psyker can.
func TestNoCastWithoutTarget(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(9, 9, 0)})
	if len(g.psychicActions(g.modelIndex("blue.2"))) != 0 || g.psychicChoice() {
		t.Fatalf("a cast at a model 9 cubes away: %v", texts(g.Legal()))
	}
}

// KT-RND-1: the Psychic phase comes after the Movement phase when a
// psyker may cast, and the players cast in initiative order (A15).
func TestPsychicPhaseAfterMovement(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0), "red.2": posAt(3, 1, 0)})
	g.enterPhase(PhaseMovement)
	g.SetDice(rules.NewRNG(5))
	apply(t, g, "blue pass")
	apply(t, g, "red pass")
	if g.Phase() != PhasePsychic || g.ToMove() != rules.Blue {
		t.Fatalf("after the Movement phase: %s phase, %s to move", g.Phase(), g.ToMove())
	}
	apply(t, g, "blue pass")
	if g.Phase() != PhasePsychic || g.ToMove() != rules.Red || !has(g.Legal(), "red.2 psybolt blue.2") {
		t.Fatalf("after blue's pass: %s phase, %s to move, legal %v", g.Phase(), g.ToMove(), texts(g.Legal()))
	}
	apply(t, g, "red pass")
	if g.Phase() != PhaseShooting {
		t.Fatalf("after both passed: %s phase", g.Phase())
	}
}

// twoPsykers is a roster with two psykers, .2 and .3.
const twoPsykers = `roster two-psykers
name    Two Psykers
format  100
model   militia-boss Leader
model   militia-psyker
model   warden-lexicanum
model   militia-trooper
`

// KT-PSY-1, KT-PSY-6, A14: a player casts with one psyker a round, even
// with two; a power is denied at most once, by the first enemy psyker in
// reach, even when two could.
func TestOneCastAndOneDenyAPower(t *testing.T) {
	rs := newRuleset(t)
	s := autoSetup(rs, "standard")
	s.RosterTexts = []string{twoPsykers, twoPsykers}
	g, err := rs.NewGame(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	at := map[string]world.Pos{"blue.2": posAt(0, 1, 0), "blue.3": posAt(0, 1, 0), "red.4": posAt(2, 1, 0), "red.2": posAt(3, 1, 0), "red.3": posAt(3, 1, 0)}
	for i := range g.st.Models {
		m := &g.st.Models[i]
		m.clearRound()
		p, ok := at[m.ID]
		m.Out = !ok
		if ok {
			m.Pos = p
		}
	}
	g.enterPhase(PhasePsychic)
	g.st.First, g.st.Turn, g.st.CP = rules.Blue, rules.Blue, [2]int{}
	// blue.2: 3 + 4 = 7; red.2 denies with 2 + 2 and fails; red.3 does not
	// try; red.4 (1 wound) takes the mortal wound, injury 1: a flesh wound.
	g.SetDice(rules.NewScripted(3, 4, 2, 2, 1))
	if !has(g.Legal(), "blue.2 psybolt red.4") || !has(g.Legal(), "blue.3 psybolt red.4") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	ev := apply(t, g, "blue.2 psybolt red.4")
	if n := strings.Count(eventTexts(ev), "tries to deny"); n != 1 || g.st.Models[g.modelIndex("red.2")].Denied != 1 || g.st.Models[g.modelIndex("red.3")].Denied != 0 {
		t.Fatalf("%d denies\n%s", n, eventTexts(ev))
	}
	if g.ToMove() != rules.Red || has(g.Legal(), "blue.3 psybolt") || !has(g.Legal(), "red.2 psybolt") || !has(g.Legal(), "red.3 psybolt") {
		t.Fatalf("after blue's cast: %s to move, legal %v", g.ToMove(), texts(g.Legal()))
	}
}

// KT-PSY-3..7: the forecast of a Psybolt (the test, a deny, D3 mortal
// wounds on 11 or more, the injury dice) matches the frequencies of the
// game's own dice.
func TestPsyboltForecastMatchesDice(t *testing.T) {
	g := psychicDuel(t, map[string]world.Pos{"blue.2": posAt(0, 1, 0), "red.1": posAt(2, 1, 0), "red.2": posAt(4, 1, 0)})
	g.SetDice(nil)
	a, err := rules.Find(g.Legal(), "blue.2 psybolt red.1")
	if err != nil {
		t.Fatal(err)
	}
	f, ok := g.Forecast(a)
	if !ok || f.Attack.Test != "PSY" || f.Defence.Test != "DENY" || len(f.Outcomes) != 3 {
		t.Fatalf("forecast %+v", f)
	}
	const trials = 4000
	count := map[string]int{}
	for k := range trials {
		c := g.Determinize(uint64(k)*7919 + 3).(*Game)
		if _, err := c.Apply(a); err != nil {
			t.Fatal(err)
		}
		r := c.st.Models[c.modelIndex("red.1")]
		switch {
		case r.Out:
			count[OutcomeKill]++
		case r.Wounds < 2 || r.Flesh > 0:
			count[OutcomeWound]++
		default:
			count[OutcomeNoDamage]++
		}
	}
	for _, o := range f.Outcomes {
		got := float64(count[o.Label]) / trials
		if tol := 4.5*math.Sqrt(o.P*(1-o.P)/trials) + 0.005; math.Abs(got-o.P) > tol {
			t.Errorf("%q: forecast %.4f, seen %.4f", o.Label, o.P, got)
		}
	}
}
