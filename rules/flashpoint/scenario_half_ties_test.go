package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Capture the Flag (RULES-SCENARIOS.md "Where things are"): a side's base
// is its half of the arena, every cube nearer its deployment zone than the
// enemy's; the middle column of the 5-wide Flat Yard is nobody's, so
// carrying the red flag there captures nothing, and one more cube west
// (not a deployment cube) captures it.
func TestCTFCaptureInOwnHalf(t *testing.T) {
	start := func(at string) *Game {
		return scenarioPos(flatArena, ScenarioCTF).
			with(func(p *positionJSON) {
				p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: "blue.1"}}
			}).
			model("blue.1 operator " + at).
			model("red.1 operator 4,2,0 activated").
			active("blue.1").build(t)
	}
	g := start("3,1,0")
	ev := play(t, g, "blue.1 move 2,1,0")
	if g.score != [2]int{0, 0} || hasEvent(ev, "capture", "captures") || g.carrying(0) < 0 {
		t.Fatalf("the middle column is nobody's half: score %v\n%s", g.score, eventLog(ev))
	}
	g = start("2,1,0")
	ev = play(t, g, "blue.1 move 1,1,0")
	if g.score != [2]int{1, 0} || !hasEvent(ev, "capture", "captures the red flag") {
		t.Fatalf("1,1,0 is in blue's half: score %v\n%s", g.score, eventLog(ev))
	}
	for _, c := range []struct {
		seat int
		cube string
		in   bool
	}{{0, "0,0,0", true}, {0, "1,2,0", true}, {0, "2,0,0", false}, {1, "3,0,0", true}, {1, "2,2,0", false}, {1, "1,1,0", false}} {
		if got := g.b.obj.inBase(g.b.arena, c.seat, at(c.cube)); got != c.in {
			t.Errorf("side %d, cube %s: in base %v, want %v", c.seat, c.cube, got, c.in)
		}
	}
}

// The objective scenarios break an equal score after the round limit by
// kills (RULES-SCENARIOS.md "Round limit and tie-break"): more kills wins,
// equal kills is a draw; Slayer, Attrition and VIP keep no separate count.
func TestScenarioKillsBreakTies(t *testing.T) {
	for _, c := range []struct {
		name   string
		score  [2]int
		kills  [2]int
		winner rules.Seat
		reason string
	}{
		{ScenarioCTF, [2]int{1, 1}, [2]int{3, 2}, rules.Blue, "equal captures and more kills, 3–2, after 8 rounds"},
		{ScenarioOddball, [2]int{4, 4}, [2]int{1, 5}, rules.Red, "equal points and more kills, 5–1, after 6 rounds"},
		{ScenarioStrongholds, [2]int{2, 2}, [2]int{4, 4}, rules.NoSeat, "equal points after 6 rounds"},
		{ScenarioTotalControl, [2]int{0, 0}, [2]int{0, 1}, rules.Red, "equal points and more kills, 1–0, after 8 rounds"},
		{ScenarioCTF, [2]int{2, 1}, [2]int{0, 6}, rules.Blue, "more captures after 8 rounds"},
	} {
		rule, _ := scenarioNamed(c.name)
		g := scenarioPos(flatArena, c.name).
			with(func(p *positionJSON) { p.Score, p.Kills, p.Round = c.score, c.kills, rule.Rounds }).
			model("blue.1 operator 1,0,0").
			model("red.1 operator 4,0,0 activated").
			build(t)
		ev := endRoundWith(t, g)
		if r := g.Result(); !r.Over || r.Winner != c.winner || r.Reason != c.reason {
			t.Errorf("%s %v, kills %v: %+v, want %v (%s)\n%s", c.name, c.score, c.kills, r, c.winner, c.reason, eventLog(ev))
		}
	}
	for _, name := range []string{ScenarioSlayer, ScenarioAttrition, ScenarioVIP} {
		_, err := testRuleset().LoadGame(mustJSON(t, scenarioPos(flatArena, name).
			with(func(p *positionJSON) { p.Kills = [2]int{1, 0} }).
			model("blue.1 operator 1,0,0").model("red.1 operator 4,0,0").p))
		if err == nil || !strings.Contains(err.Error(), "kills[0]") {
			t.Errorf("%s: a kills count should be refused, got %v", name, err)
		}
	}
}

// Kills are counted where they break ties, whatever killed the model, shown
// in the tie-break note, and kept by a save.
func TestScenarioKillsCounted(t *testing.T) {
	g, ev := killShot(t, scenarioPos(flatArena, ScenarioCTF).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		active("blue.1"))
	if g.kills != [2]int{1, 0} || g.score != [2]int{0, 0} {
		t.Fatalf("kills %v score %v after blue kills red.1\n%s", g.kills, g.score, eventLog(ev))
	}
	v := g.View()
	found := false
	for _, n := range v.Notes {
		found = found || n == "Tie after round 8: more kills wins (blue 1, red 0)"
	}
	if !found {
		t.Errorf("notes %q should give the tie-break and the kills", v.Notes)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	bg, err := testRuleset().LoadGame(data)
	if err != nil {
		t.Fatal(err)
	}
	if bg.kills != g.kills || bg.Hash() != g.Hash() {
		t.Errorf("a save should keep the kills: %v (hash %x), want %v (hash %x)", bg.kills, bg.Hash(), g.kills, g.Hash())
	}
	h := g.Hash()
	g.kills[1]++
	if g.Hash() == h {
		t.Error("the kills should be part of the state hash")
	}
}

// Capture the Flag shows where each half begins (RULES-SCENARIOS.md "Shown
// to the players"): an "area" token in the side's colour on the standable
// cubes of its half beside the other half; on the Flat Yard, column 1 for
// blue and column 3 for red, nothing on the middle column.
func TestCTFHalfTokens(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,0,0").build(t)
	got := map[string]string{}
	for _, tok := range g.View().Tokens {
		if tok.Kind == "area" {
			got[tok.Pos.String()] = tok.Seat.String() + " " + tok.Label
			if !strings.Contains(tok.Help, "half of the arena begins here") {
				t.Errorf("%s: help %q", tok.Pos, tok.Help)
			}
		}
	}
	want := map[string]string{"1,0,0": "blue Blue half", "1,1,0": "blue Blue half", "1,2,0": "blue Blue half",
		"3,0,0": "red Red half", "3,1,0": "red Red half", "3,2,0": "red Red half"}
	if len(got) != len(want) {
		t.Fatalf("area tokens %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("area at %s: %q, want %q", k, got[k], v)
		}
	}
}
