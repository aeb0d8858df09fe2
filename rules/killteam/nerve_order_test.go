package killteam

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// nerveDuel loads a position on the standard arena at the end of round
// 1's Fight phase: teams gives the units of blue's models and of red's
// (blue.1, blue.2, … in order), each in a cube of its own more than 2"
// from every other, and first has the initiative. Each team started with
// its models listed (no model is dead), the models in flesh have a flesh
// wound, nobody has a command point (no Comms stratagem, no Command
// Re-roll). The position settles: the Morale phase plays up to its first
// decision, whose events it returns; the dice after that are faces, then
// a seeded generator.
func nerveDuel(tb testing.TB, first rules.Seat, teams [2][]string, flesh []string, faces ...int) (*Game, []rules.Event) {
	tb.Helper()
	rs := newRuleset(tb)
	arena, err := rs.loadArena(rs.DefaultSetup("standard"))
	if err != nil {
		tb.Fatal(err)
	}
	var free []world.Pos
	for y := 0; y < arena.D; y += 2 {
		for x := 0; x < arena.W; x += 2 {
			if p := posAt(x, y, 0); arena.Standable(p) {
				free = append(free, p)
			}
		}
	}
	p := positionJSON{Arena: "standard", Phase: "fight", Section: "second", Initiative: first.String()}
	for seat, units := range teams {
		for k, unit := range units {
			if len(free) == 0 {
				tb.Fatal("no cube left on the arena")
			}
			pm := positionModel{ID: fmt.Sprintf("%s.%d", rules.Seat(seat), k+1), Unit: unit, Pos: fmt.Sprintf("%d,%d,%d", free[0].X, free[0].Y, free[0].Z)}
			free = free[1:]
			if contains(flesh, pm.ID) {
				pm.Flesh = 1
			}
			p.Models = append(p.Models, pm)
		}
	}
	data, err := json.Marshal(p)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := rs.loadPosition(data)
	if err != nil {
		tb.Fatal(err)
	}
	g.SetDice(&rules.Scripted{Faces: faces, Fallback: rules.NewRNG(99)})
	return g, g.Opening()
}

// Units of the tests: a Warden Sergeant has Ld 8, a Warden 7, a Militia
// Trooper 6 and a Militia Conscript 5.
const (
	unitSergeant  = "warden-sergeant"
	unitWarden    = "warden"
	unitTrooper   = "militia-trooper"
	unitConscript = "militia-conscript"
)

// nerveOf is the nerve test event of the model among ev; it fails the
// test when there is none.
func nerveOf(t *testing.T, ev []rules.Event, id string) rules.Event {
	t.Helper()
	for _, e := range rollsOf(ev, "nerve") {
		if e.Actor == id {
			return e
		}
	}
	t.Fatalf("no nerve test of %s among %+v", id, ev)
	return rules.Event{}
}

// sevenRed is red's team of seven: four Troopers (red.1 to red.4, Ld 6)
// and three Conscripts (red.5 to red.7, Ld 5), with blue's Sergeant.
func sevenRed() [2][]string {
	return [2][]string{{unitSergeant}, {unitTrooper, unitTrooper, unitTrooper, unitTrooper, unitConscript, unitConscript, unitConscript}}
}

// A20 (KT-MOR-3): red.1 (Ld 6) and red.5 (Ld 5) have a flesh wound and
// the dice are 6 then 6. Tested first, red.5 is shaken (6 > 5), so
// red.1's test gets +1 and fails too (7 > 6); tested first, red.1 passes
// (6 is not more than 6), and red.5 is shaken with +0.
func TestNerveOrderChosenByOwner(t *testing.T) {
	for _, tc := range []struct {
		first, second          string
		firstHits, secondHits  int
		red1Shaken, red5Shaken bool
	}{
		{"red.5", "red.1", 6, 7, true, true},
		{"red.1", "red.5", 6, 6, false, true},
	} {
		g, ev := nerveDuel(t, rules.Blue, sevenRed(), []string{"red.1", "red.5"}, 6, 6)
		if g.ToMove() != rules.Red || g.st.Nerve != NerveSecond || len(rollsOf(ev, "nerve")) != 0 {
			t.Fatalf("%s to move, nerve %d, events %+v; want red choosing before any test", g.ToMove(), g.st.Nerve, ev)
		}
		if got := texts(g.Legal()); strings.Join(got, "|") != "red.1 nerve|red.5 nerve" {
			t.Fatalf("legal %v, want red.1 nerve and red.5 nerve", got)
		}
		if want := "Morale phase: red chooses which model takes its nerve test next (A20)"; g.Prompt() != want || g.View().Prompt != want {
			t.Errorf("prompt %q, want %q", g.Prompt(), want)
		}
		if h, ok := g.Describe(g.Legal()[0]); !ok || !strings.Contains(h.Help, "A20") {
			t.Errorf("help %+v", h)
		}
		ev = apply(t, g, tc.first+" nerve")
		if ok, why := g.Reversible(); ok || why != "it rolled dice" {
			t.Errorf("a nerve test may be taken back: %v %q", ok, why)
		}
		a, b := nerveOf(t, ev, tc.first), nerveOf(t, ev, tc.second)
		if a.Hits != tc.firstHits || b.Hits != tc.secondHits {
			t.Errorf("%s first: results %d and %d, want %d and %d (%q, %q)", tc.first, a.Hits, b.Hits, tc.firstHits, tc.secondHits, a.Text, b.Text)
		}
		if s1, s5 := g.st.Models[g.modelIndex("red.1")].Shaken, g.st.Models[g.modelIndex("red.5")].Shaken; s1 != tc.red1Shaken || s5 != tc.red5Shaken {
			t.Errorf("%s first: red.1 shaken %v, red.5 shaken %v; want %v, %v", tc.first, s1, s5, tc.red1Shaken, tc.red5Shaken)
		}
		if g.st.Nerve != NerveNone || g.Round() != 2 {
			t.Errorf("after the tests: nerve %d, round %d; want none, round 2", g.st.Nerve, g.Round())
		}
		for i := range g.st.Models {
			if g.st.Models[i].Tested {
				t.Errorf("%s still marked tested after the tests", g.st.Models[i].ID)
			}
		}
	}
}

// A20: a team with one model to test rolls it at once, with no decision.
func TestNerveSingleModelNotAsked(t *testing.T) {
	g, ev := nerveDuel(t, rules.Red, sevenRed(), []string{"red.5"})
	if e := nerveOf(t, ev, "red.5"); !strings.Contains(e.Text, "red.5 takes a nerve test") {
		t.Errorf("red.5's test %q", e.Text)
	}
	if g.st.Nerve != NerveNone || g.Round() != 2 || g.Phase() == PhaseMorale {
		t.Errorf("nerve %d, round %d, phase %s: the game waited", g.st.Nerve, g.Round(), g.Phase())
	}
}

// KT-MOR-6 with A20: the initiative winner takes all its tests, choosing
// their order, before the other player's break test and nerve tests.
func TestNerveTeamsInInitiativeOrder(t *testing.T) {
	teams := sevenRed()
	teams[0] = []string{unitSergeant, unitWarden, unitWarden, unitWarden, unitWarden}
	flesh := []string{"blue.3", "blue.4", "red.1", "red.5"}
	for _, first := range []rules.Seat{rules.Red, rules.Blue} {
		g, ev := nerveDuel(t, first, teams, flesh)
		if g.ToMove() != first || g.st.Nerve != NerveFirst || len(rollsOf(ev, "nerve")) != 0 {
			t.Fatalf("%s first: %s to move, nerve %d, events %+v", first, g.ToMove(), g.st.Nerve, ev)
		}
		if k := ev[len(ev)-1]; k.Kind != "phase" || !strings.Contains(k.Text, first.String()+" chooses") {
			t.Errorf("%s first: the wait is announced by %+v", first, k)
		}
		ev = apply(t, g, g.Legal()[1].Text())
		for _, e := range rollsOf(ev, "nerve") {
			if e.Seat != first {
				t.Errorf("%s first: %s tested before %s chose", first, e.Actor, first.Other())
			}
		}
		if len(rollsOf(ev, "nerve")) != 2 || g.ToMove() != first.Other() || g.st.Nerve != NerveSecond {
			t.Fatalf("%s first: after its choice %s to move, nerve %d, events %+v", first, g.ToMove(), g.st.Nerve, ev)
		}
		for _, a := range g.Legal() {
			if a.Seat != first.Other() || a.Kind != "nerve" {
				t.Errorf("%s first: %s offered to the second team", first, a.Text())
			}
		}
		apply(t, g, g.Legal()[0].Text())
		if g.st.Nerve != NerveNone || g.Round() != 2 {
			t.Errorf("%s first: nerve %d, round %d after both teams", first, g.st.Nerve, g.Round())
		}
	}
}

// A20: a game waiting in the middle of a team's nerve tests saves, loads,
// clones and determinizes with the team and the models already tested;
// each of those digests the wait.
func TestNerveWaitSaveLoadHash(t *testing.T) {
	g, _ := nerveDuel(t, rules.Blue, sevenRed(), []string{"red.1", "red.2", "red.5"}, 1)
	apply(t, g, "red.2 nerve")
	g.SetDice(nil)
	if g.st.Nerve != NerveSecond || !g.st.Models[g.modelIndex("red.2")].Tested || strings.Join(texts(g.Legal()), "|") != "red.1 nerve|red.5 nerve" {
		t.Fatalf("nerve %d, legal %v", g.st.Nerve, texts(g.Legal()))
	}
	back, _ := reload(t, g)
	if back.Hash() != g.Hash() || back.Prompt() != g.Prompt() {
		t.Fatalf("loaded: hash %x prompt %q; want %x %q", back.Hash(), back.Prompt(), g.Hash(), g.Prompt())
	}
	d := g.Determinize(5).(*Game)
	if d.PositionHash() != g.PositionHash() || d.st.Nerve != g.st.Nerve || !d.st.Models[d.modelIndex("red.2")].Tested {
		t.Error("a determinized copy lost the wait")
	}
	c := g.clone()
	c.st.Models[c.modelIndex("red.2")].Tested = false
	if c.Hash() == g.Hash() || c.PositionHash() == g.PositionHash() || !g.st.Models[g.modelIndex("red.2")].Tested {
		t.Error("the tested flag is not digested, or the clone shares it")
	}
	ev1, err1 := g.Apply(rules.Action{Seat: rules.Red, Kind: "nerve", Actor: "red.5"})
	ev2, err2 := back.Apply(rules.Action{Seat: rules.Red, Kind: "nerve", Actor: "red.5"})
	if err1 != nil || err2 != nil || len(ev1) != len(ev2) || back.Hash() != g.Hash() {
		t.Fatalf("the loaded game plays on differently: %v %v", err1, err2)
	}
}

// A20: a saved game with a malformed wait is refused with a reason.
func TestNerveWaitBadSaves(t *testing.T) {
	rs := newRuleset(t)
	g, _ := nerveDuel(t, rules.Blue, sevenRed(), []string{"red.1", "red.2", "red.5"}, 1)
	for _, tc := range []struct {
		change func(s *state)
		want   string
	}{
		{func(s *state) { s.Nerve = 7 }, "nerve 7 is not"},
		{func(s *state) { s.Models[g.modelIndex("red.3")].Tested = true }, "red.3: marked tested"},
		{func(s *state) { s.Models[g.modelIndex("blue.1")].Tested = true }, "blue.1: marked tested"},
		{func(s *state) { s.Turn = rules.Blue }, "but blue decides"},
		{func(s *state) { s.Phase = PhaseShooting }, "outside the Morale phase"},
		{func(s *state) {
			s.Models[g.modelIndex("red.1")].Tested, s.Models[g.modelIndex("red.2")].Tested = true, true
		}, "1 model left to test"},
		{func(s *state) { s.Nerve, s.Models[g.modelIndex("red.1")].Tested = NerveNone, true }, "red.1: marked tested"},
	} {
		c := g.clone()
		tc.change(&c.st)
		data, err := c.Save()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rs.Load(data); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("loading got %v, want an error with %q", err, tc.want)
		}
	}
	var raw map[string]any
	data, _ := g.Save()
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	raw["state"].(map[string]any)["nerve"] = "first"
	bad, _ := json.Marshal(raw)
	if _, err := rs.Load(bad); err == nil {
		t.Error("a nerve that is not a number loads")
	}
}

// A20, KT-MOR-3, KT-MOR-6: a nerve action of a model that takes no test,
// of one already tested, of the other seat's or out of the wait is refused
// with its reason, and changes nothing.
func TestNerveIllegal(t *testing.T) {
	g, _ := nerveDuel(t, rules.Blue, sevenRed(), []string{"red.1", "red.2", "red.5"}, 1)
	apply(t, g, "red.1 nerve")
	for _, tc := range []struct {
		a    rules.Action
		want string
	}{
		{rules.Action{Seat: rules.Red, Kind: "nerve", Actor: "red.3"}, "red.3 takes no nerve test"},
		{rules.Action{Seat: rules.Red, Kind: "nerve", Actor: "red.1"}, "red.1 has taken its nerve test already"},
		{rules.Action{Seat: rules.Blue, Kind: "nerve", Actor: "blue.1"}, "red is choosing the order of its nerve tests now, not blue"},
		{rules.Action{Seat: rules.Red, Kind: "nerve", Actor: "blue.1"}, "blue.1 is not a model of red"},
		{rules.Action{Seat: rules.Red, Kind: "nerve", Actor: "red.99"}, "no model"},
	} {
		h := g.Hash()
		_, err := g.Apply(tc.a)
		var ill *rules.IllegalActionError
		if !errors.As(err, &ill) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an illegal action error with %q", tc.a.Text(), err, tc.want)
		}
		if g.Hash() != h {
			t.Errorf("%s: a refused action changed the game", tc.a.Text())
		}
	}
	if _, err := g.Apply(rules.Action{Seat: rules.Red, Kind: "pass"}); err == nil {
		t.Error("a pass is taken while red orders its nerve tests")
	}
	apply(t, g, "red.2 nerve")
	if _, err := g.Apply(rules.Action{Seat: g.ToMove(), Kind: "nerve", Actor: "red.5"}); err == nil || !strings.Contains(err.Error(), "no team is choosing") {
		t.Errorf("a nerve test outside the Morale phase: %v", err)
	}
}

// A20: a position may wait in the middle of a side's nerve tests, some
// of its models tested (POSITION.md); a bad one is refused with a reason.
// One in the Morale phase before the tests settles into the choice.
func TestNervePosition(t *testing.T) {
	rs := newRuleset(t)
	models := func(tested string) string {
		return `"models": [{"id": "blue.1", "unit": "warden", "pos": "0,0,0"},
		{"id": "red.1", "unit": "militia-trooper", "pos": "4,4,0", "flesh": 1` + tested + `}, {"id": "red.2", "unit": "militia-trooper", "pos": "6,6,0", "flesh": 1},
		{"id": "red.3", "unit": "militia-trooper", "pos": "0,6,0", "flesh": 1}, {"id": "red.4", "unit": "militia-trooper", "pos": "6,0,0"},
		{"id": "red.5", "unit": "militia-trooper", "pos": "2,6,0"}, {"id": "red.6", "unit": "militia-trooper", "pos": "4,0,0"}]}`
	}
	g, err := rs.LoadPosition([]byte(`{"phase": "morale", ` + models("")))
	if err != nil {
		t.Fatal(err)
	}
	if got := texts(g.Legal()); g.ToMove() != rules.Red || strings.Join(got, "|") != "red.1 nerve|red.2 nerve|red.3 nerve" {
		t.Errorf("before the tests: %s to move, legal %v", g.ToMove(), got)
	}
	// red.1 was made shaken by its test this phase: it counts for red.2's.
	g, err = rs.LoadPosition([]byte(`{"phase": "morale", "nerve": "red", ` + models(`, "tested": true, "shaken": true`)))
	if err != nil {
		t.Fatal(err)
	}
	if got := texts(g.Legal()); g.ToMove() != rules.Red || strings.Join(got, "|") != "red.2 nerve|red.3 nerve" {
		t.Errorf("in the tests: %s to move, legal %v", g.ToMove(), got)
	}
	g.(*Game).SetDice(&rules.Scripted{Faces: []int{5, 1}, Fallback: rules.NewRNG(99)})
	ev := apply(t, g.(*Game), "red.2 nerve")
	if e := nerveOf(t, ev, "red.2"); e.Hits != 6 {
		t.Errorf("red.2's test %q: want 5 + 1 for the shaken red.1", e.Text)
	}
	for _, tc := range []struct{ text, want string }{
		{`{"phase": "fight", "nerve": "red", ` + models(""), `nerve: the nerve tests are under way only in the phase "morale"`},
		{`{"phase": "morale", "nerve": "green", ` + models(""), `nerve: "green"`},
		{`{"phase": "morale", "nerve": "red", "to_move": "blue", ` + models(""), "to_move: blue, but red is choosing"},
		{`{"phase": "morale", "nerve": "blue", ` + models(""), "blue's nerve tests are under way with 0 models left"},
		{`{"phase": "morale", ` + models(`, "tested": true`), "red.1: marked tested"},
		{`{"phase": "morale", "nerve": "red", ` + models(`, "shaken": true`), "red.1: shaken, but its team has recovered"},
	} {
		if _, err := rs.LoadPosition([]byte(tc.text)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("got %v, want an error with %q", err, tc.want)
		}
	}
}

// A20: while a team's nerve tests are under way, the View says which of
// its models are still to test and which have tested; the other team's
// models have nothing to do.
func TestNerveWaitStatus(t *testing.T) {
	g, _ := nerveDuel(t, rules.Blue, sevenRed(), []string{"red.1", "red.2", "red.5"}, 1)
	apply(t, g, "red.2 nerve")
	want := map[string]string{"red.1": "to test", "red.2": "tested", "red.5": "to test", "red.3": "—", "blue.1": "—"}
	for _, m := range g.View().Pieces {
		if w, ok := want[m.ID]; ok && m.Status != w {
			t.Errorf("%s: status %q, want %q", m.ID, m.Status, w)
		}
	}
}
