package killteam

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
	"github.com/flashpoint-arena/flashpoint/world"
)

// posAt is a cube by its coordinates.
func posAt(x, y, z int) world.Pos { return world.Pos{X: x, Y: y, Z: z} }

// duel is a game on the standard arena in which only the listed models
// are on the table, where the map puts them, with blue deciding in the
// given phase and section and having the initiative. Unlisted models are
// out of action. The dice are the faces given, then a seeded generator.
func duel(t *testing.T, phase Phase, section int, at map[string]world.Pos, faces ...int) *Game {
	t.Helper()
	g := newGame(t, "standard", 1)
	for i := range g.st.Models {
		m := &g.st.Models[i]
		m.clearRound()
		p, ok := at[m.ID]
		m.Out = !ok
		if ok {
			m.Pos = p
		}
	}
	g.enterPhase(phase)
	g.st.Section, g.st.First, g.st.Turn = section, rules.Blue, rules.Blue
	g.st.CP = [2]int{} // a test that spends command points gives them
	g.SetDice(&rules.Scripted{Faces: faces, Fallback: rules.NewRNG(99)})
	return g
}

// texts lists the texts of actions.
func texts(acts []rules.Action) []string {
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = a.Text()
	}
	return out
}

// apply applies the action of that text or fails the test.
func apply(t *testing.T, g *Game, text string) []rules.Event {
	t.Helper()
	a, err := rules.Find(g.Legal(), text)
	if err != nil {
		t.Fatalf("%v; legal: %v", err, texts(g.Legal()))
	}
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// applyKeeping applies the action of that text, then keeps every failed
// roll offered to a Command Re-roll (KT-CP-3) until the action is done,
// and returns all the events.
func applyKeeping(t *testing.T, g *Game, text string) []rules.Event {
	t.Helper()
	ev := apply(t, g, text)
	for g.st.Reroll != nil {
		ev = append(ev, apply(t, g, g.st.Reroll.Actor+" keep")...)
	}
	return ev
}

// has reports whether some action's text starts with prefix.
func has(acts []rules.Action, prefix string) bool {
	for _, a := range acts {
		if strings.HasPrefix(a.Text(), prefix) {
			return true
		}
	}
	return false
}

// KT-DEP-2, DESIGN.md capacity: with the option deploy=auto every model
// starts on a deployment cube of its side, at most 2 of a side in a cube.
func TestDeployment(t *testing.T) {
	rs := newRuleset(t)
	for _, arena := range testArenas {
		g, err := rs.NewGame(autoSetup(rs, arena), 3)
		if err != nil {
			t.Fatal(err)
		}
		for seat := range 2 {
			cubes := map[world.Pos]bool{}
			for _, p := range deployCubes(g.arena, seat) {
				cubes[p] = true
			}
			for _, m := range g.st.Models {
				if int(m.Seat) == seat && !cubes[m.Pos] {
					t.Errorf("%s: %s deployed at %s, outside its deployment cubes", arena, m.ID, m.Pos)
				}
			}
		}
		if err := checkInvariants(rs, g); err != nil {
			t.Errorf("%s: %v", arena, err)
		}
	}
}

// KT-INI-1, A2: each player rolls 2D6, ties are rolled again, the higher
// goes first.
func TestInitiativeRollOff(t *testing.T) {
	g := newGame(t, "standard", 1)
	g.SetDice(rules.NewScripted(3, 3, 4, 2, 1, 2, 5, 6))
	ev := g.rollInitiative()
	if g.st.First != rules.Red {
		t.Fatalf("first %s, want red (3 against 11 after a tie)", g.st.First)
	}
	if len(ev) != 6 || ev[2].Kind != "tie" {
		t.Fatalf("events %+v", ev)
	}
}

// KT-MOV-0, A3: the initiative winner moves its whole team, then the other.
func TestMovementWholeTeamFirst(t *testing.T) {
	g := newGame(t, "standard", 1)
	first := g.st.First
	for range 6 {
		if g.ToMove() != first || g.Phase() != PhaseMovement {
			t.Fatalf("%s to move in %s, want %s in Movement", g.ToMove(), g.Phase(), first)
		}
		legal := g.Legal()
		var stay string
		for _, a := range legal {
			if a.Kind == "stay" {
				stay = a.Text()
				break
			}
		}
		apply(t, g, stay)
	}
	if first == rules.Blue && g.ToMove() != rules.Red {
		t.Fatalf("after blue's six models, %s moves", g.ToMove())
	}
}

// KT-MOV-1: a Normal Move spends M inches, 3 a cube, and never enters an
// enemy's cube; KT-MOV-3: an Advance adds a D6 and then forbids shooting
// except with Assault weapons.
func TestNormalMoveAndAdvance(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0)}, 4)
	for _, a := range g.Legal() {
		if a.Actor == "blue.5" && a.Kind == "move" && (*a.Cell == posAt(2, 1, 0) || world.Distance(*a.Cell, posAt(0, 1, 0)) > 2) {
			t.Fatalf("%s: into the enemy's cube or beyond 6\"", a.Text())
		}
	}
	if !has(g.Legal(), "blue.5 move 1,1,0") || !has(g.Legal(), "blue.5 charge red.5") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	apply(t, g, "blue.5 advance")
	if g.st.Pending != "blue.5" || g.st.PendingInches != 10 {
		t.Fatalf("pending %q %d\", want blue.5 10\"", g.st.Pending, g.st.PendingInches)
	}
	for _, a := range g.Legal() {
		if a.Actor != "blue.5" || a.Kind != "move" && a.Kind != "stay" && a.Kind != "reroll" {
			t.Fatalf("after the Advance roll: %s", a.Text())
		}
		if a.Cell != nil && world.Distance(*a.Cell, posAt(0, 1, 0)) > 3 {
			t.Fatalf("%s: beyond 10\" (3 cubes)", a.Text())
		}
	}
	apply(t, g, "blue.5 move 0,0,0")
	if sh := g.shootActions(g.modelIndex("blue.5")); len(sh) != 0 {
		t.Fatalf("after an Advance without Assault weapons it shoots: %v", texts(sh))
	}
}

// KT-MOV-2: a model in an enemy's cube may only Fall Back or stay, must
// end out of every enemy's cube, and then may not shoot (KT-SHT-1, A18:
// not even a pistol, without FLY).
func TestFallBack(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(2, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(4, 1, 0)})
	for _, a := range g.Legal() {
		if a.Actor == "blue.5" && a.Kind != "fall-back" && a.Kind != "stay" {
			t.Fatalf("engaged model offered %s", a.Text())
		}
		if a.Kind == "fall-back" && (*a.Cell == posAt(4, 1, 0) || *a.Cell == posAt(2, 1, 0)) {
			t.Fatalf("%s ends in an enemy's cube", a.Text())
		}
	}
	apply(t, g, "blue.5 fall-back 1,0,0")
	i := g.modelIndex("blue.5")
	if !g.st.Models[i].FellBack || len(g.shootActions(i)) != 0 {
		t.Fatal("a model that fell back may shoot")
	}
}

// KT-MOV-5: a charge rolls 2D6 inches; it succeeds when the charger
// reaches its target's cube, and the charger then fights first in Hammer
// of Wrath (KT-FGT-0); it may not shoot (KT-SHT-1).
func TestChargeSucceedsAndFightsFirst(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, 3, 3)
	apply(t, g, "blue.5 charge red.5")
	ev := apply(t, g, "red.5 stand")
	b := &g.st.Models[g.modelIndex("blue.5")]
	if !b.ChargeHit || b.Pos != posAt(2, 1, 0) || ev[len(ev)-1].Kind == "charge-failed" {
		t.Fatalf("charge of 6\" over 2 cubes failed: %+v", ev)
	}
	if len(g.shootActions(g.modelIndex("blue.5"))) != 0 {
		t.Fatal("a charger may shoot")
	}
	// Red moves, nobody shoots at blue.5 (it shares a cube with red.5), then the Fight phase.
	for g.Phase() != PhaseFight {
		apply(t, g, g.Legal()[len(g.Legal())-1].Text()) // pass
	}
	if g.st.Section != SectionFirst || g.ToMove() != rules.Blue || !has(g.Legal(), "blue.5 fight red.5") {
		t.Fatalf("Hammer of Wrath: section %d, %s to move, legal %v", g.st.Section, g.ToMove(), texts(g.Legal()))
	}
}

// KT-MOV-5: a charge roll too short fails; the charger may stay put.
func TestChargeFails(t *testing.T) {
	g := duel(t, PhaseMovement, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0)}, 1, 2)
	apply(t, g, "blue.5 charge red.5")
	apply(t, g, "red.5 stand")
	apply(t, g, "blue.5 stay")
	b := &g.st.Models[g.modelIndex("blue.5")]
	if b.ChargeHit || b.Pos != posAt(0, 1, 0) || !b.Charged {
		t.Fatalf("a 3\" charge over 2 cubes: %+v", b)
	}
}

// KT-SHT-0: Ready models shoot first, in Ready, Fire!
func TestReadyFireFirst(t *testing.T) {
	g := duel(t, PhaseShooting, SectionFirst, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(1, 1, 0), "red.5": posAt(3, 1, 0)})
	g.st.Models[g.modelIndex("blue.6")].Ready = true
	for _, a := range g.Legal() {
		if a.Actor == "blue.5" {
			t.Fatalf("a model that is not Ready shoots in Ready, Fire!: %s", a.Text())
		}
	}
	if !has(g.Legal(), "blue.6 shoot red.5 with boltgun") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
}

// KT-SHT-7..12, KT-WPN-2: a boltgun within half range fires 2 shots; a
// hit, a wound, a failed save and an injury die of 4+ take the target out,
// and the second shot is lost.
func TestShootWithScriptedDice(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)}, 4, 3, 2, 5)
	if s := g.arena.LineOfSight(posAt(0, 1, 0), false, posAt(2, 1, 0), false); s != world.ClearShot {
		t.Fatalf("sight %s, the test wants a clear shot", s)
	}
	ev := apply(t, g, "blue.5 shoot red.5 with boltgun")
	if !g.st.Models[g.modelIndex("red.5")].Out {
		t.Fatalf("red.5 survived: %+v", ev)
	}
	var log []string
	for _, e := range ev {
		log = append(log, e.Text)
	}
	want := []string{"2 attacks", "rolls 4 to hit (3+)", "rolls 3 to wound (3+)", "rolls 2 to save (5+)", "rolls 5 for injury", "red.5 is out of action"}
	all := strings.Join(log, "\n")
	for _, w := range want {
		if !strings.Contains(all, w) {
			t.Errorf("no %q in\n%s", w, all)
		}
	}
	if ok, _ := g.Reversible(); ok {
		t.Error("a shot that rolled dice is reversible")
	}
}

// KT-SHT-4: no shooting at an enemy in a cube holding a friend.
func TestNoShootingIntoFriendsCube(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "blue.6": posAt(2, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(7, 7, 0)})
	if has(g.Legal(), "blue.5 shoot red.5") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
}

// KT-WPN-5: in an enemy's cube only a pistol fires, at that enemy; A4: a
// model that stays in an enemy's cube instead of falling back shoots its
// pistol only.
func TestPistolInMeleeOnly(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(2, 1, 0), "red.5": posAt(2, 1, 0), "red.6": posAt(4, 1, 0)})
	legal := texts(g.Legal())
	if !has(g.Legal(), "blue.5 shoot red.5 with bolt-pistol") || has(g.Legal(), "blue.5 shoot red.5 with boltgun") || has(g.Legal(), "blue.5 shoot red.6") {
		t.Fatalf("legal %v", legal)
	}
}

// KT-FGT-1, KT-FGT-4..10: models sharing a cube fight with a melee weapon
// or the rifle butt; the Sergeant's chainblade gives 3 attacks.
func TestFightWithScriptedDice(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(3, 1, 0), "red.5": posAt(3, 1, 0), "red.6": posAt(7, 7, 0)}, 3, 4, 1, 6)
	if !has(g.Legal(), "blue.1 fight red.5 with chainblade") || !has(g.Legal(), "blue.1 fight red.5 with rifle-butt") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	ev := apply(t, g, "blue.1 fight red.5 with chainblade")
	if !strings.Contains(ev[0].Text, "3 attacks") || !g.st.Models[g.modelIndex("red.5")].Out {
		t.Fatalf("events %+v", ev)
	}
}

// KT-MOR-1, KT-MOR-3: a team with more than half its models hurt or out
// takes a break test; a broken team tests every model's nerve, in the
// order its owner chooses (A20).
func TestMoraleBreakTest(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.1": posAt(0, 0, 0), "blue.5": posAt(1, 0, 0), "red.5": posAt(7, 7, 0)}, 6, 6, 2, 2)
	ev, wait := g.moraleTests()
	if b := rollsOf(ev, "break"); !g.st.Broken[rules.Blue] || !wait || len(b) != 1 || b[0].Seat != rules.Blue {
		t.Fatalf("broken %v, wait %v, events %+v", g.st.Broken[rules.Blue], wait, ev)
	}
	ev = rollsOf(apply(t, g, "blue.1 nerve"), "nerve")
	if len(ev) < 2 || ev[0].Actor != "blue.1" || ev[1].Actor != "blue.5" {
		t.Fatalf("nerve tests %+v", ev)
	}
	// blue.1 (Ld 8) rolls 2 + 4 dead = 6, −1 for blue.5 near: passes; blue.5 (Ld 7) the same.
	for _, e := range ev[:2] {
		if e.Test != "nerve" || !strings.Contains(e.Text, "passes") {
			t.Fatalf("nerve test %q", e.Text)
		}
	}
}

// A team with no model left loses at once.
func TestWipeoutEndsTheGame(t *testing.T) {
	g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.5": posAt(0, 1, 0), "red.5": posAt(2, 1, 0)}, 4, 3, 2, 5)
	apply(t, g, "blue.5 shoot red.5 with boltgun")
	r := g.Result()
	if !g.Over() || r.Winner != rules.Blue || len(g.Legal()) != 0 || g.ToMove() != rules.NoSeat {
		t.Fatalf("result %+v", r)
	}
	if _, err := g.Apply(rules.Action{Seat: rules.Blue, Kind: "pass"}); !errors.As(err, new(rules.GameOverError)) {
		t.Fatalf("a finished game answered %v", err)
	}
}

// G3: from round 2 each objective held at the end of the round scores 1;
// more points of non-shaken models in or next to it hold it (RULES.md
// "The mission"): one 12-point Warden holds against two 5-point
// Troopers, and a shaken model counts nothing.
func TestObjectiveScoring(t *testing.T) {
	g := duel(t, PhaseFight, SectionSecond, map[string]world.Pos{"blue.5": posAt(3, 3, 0), "blue.6": posAt(4, 4, 0), "blue.4": posAt(1, 4, 0), "red.5": posAt(0, 3, 0), "red.6": posAt(5, 4, 0), "red.7": posAt(6, 5, 0)})
	g.st.Models[g.modelIndex("blue.4")].Shaken = true
	g.st.Round = 2
	g.endRound()
	if g.st.Score != [2]int{2, 1} {
		t.Fatalf("score %v, want 2–1 (blue holds 2 by 24 points to 5 and 3 by 12 to 10, red holds 1 by 5 to a shaken Warden's nothing)", g.st.Score)
	}
	g.st.Round = MaxRounds
	g.st.Broken[rules.Red] = true
	g.endRound()
	if !g.Over() || g.st.Score != [2]int{5, 2} || g.Result().Winner != rules.Blue {
		t.Fatalf("score %v, over %v", g.st.Score, g.Over())
	}
}

// Apply refuses an action not in Legal and changes nothing; a move
// without dice may be taken back, an Advance may not.
func TestIllegalAndReversible(t *testing.T) {
	g := newGame(t, "standard", 2)
	if ok, _ := g.Reversible(); ok {
		t.Fatal("a new game has something to take back")
	}
	if err := rulestest.CheckRefusal(g); err != nil {
		t.Fatal(err)
	}
	seat := g.ToMove()
	id := seat.String() + ".2"
	before := g.Hash()
	if _, err := g.Apply(rules.Action{Seat: seat.Other(), Kind: "stay", Actor: seat.Other().String() + ".2"}); err == nil || g.Hash() != before {
		t.Fatal("the other seat acted out of turn")
	}
	apply(t, g, id+" stay")
	if ok, why := g.Reversible(); !ok {
		t.Fatalf("staying put is not reversible: %s", why)
	}
	apply(t, g, seat.String()+".3 advance")
	if ok, _ := g.Reversible(); ok {
		t.Fatal("an Advance roll is reversible")
	}
}

// Load refuses a saved game whose models stand off the arena or crowd a
// cube, and reads a good one back to the same hash.
func TestLoadChecks(t *testing.T) {
	rs := newRuleset(t)
	g := newGame(t, "beginner", 5)
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := rs.Load(data)
	if err != nil || back.Hash() != g.Hash() {
		t.Fatalf("load: %v", err)
	}
	var s saved
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(*saved){
		"off the arena": func(s *saved) { s.State.Models[0].Pos = posAt(40, 0, 0) },
		"crowded": func(s *saved) {
			s.State.Models[1].Pos, s.State.Models[2].Pos = s.State.Models[0].Pos, s.State.Models[0].Pos
		},
		"wounds":                        func(s *saved) { s.State.Models[0].Wounds = 9 },
		"round":                         func(s *saved) { s.State.Round = 9 },
		"unit":                          func(s *saved) { s.State.Models[0].Unit = "warden" },
		"charge without a declaration":  func(s *saved) { s.State.Charging = s.State.Models[0].ID },
		"failed charge without a model": func(s *saved) { s.State.PendingKind = PendingCharge },
	} {
		c := s
		c.State = s.State.clone()
		change(&c)
		bad, _ := json.Marshal(c)
		if _, err := rs.Load(bad); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

// The view shows every model with its card and both sides' command points.
func TestView(t *testing.T) {
	g := newGame(t, "standard", 1)
	v := g.View()
	if len(v.Pieces) != 26 || v.Ruleset != RulesetName || len(v.Sides[0].Lines) == 0 {
		t.Fatalf("view %+v", v)
	}
	card := v.Pieces[0].Card
	if len(card) < 4 || !strings.Contains(card[1].Text, "WS 3+") {
		t.Fatalf("card %+v", card)
	}
}
