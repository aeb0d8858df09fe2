package flashpoint

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// zoneArena is a 5x3 yard with three objective zones: 1 at 1,0,0, 2 at
// 2,1,0 and 3 at 3,2,0. Blue deploys west, red east.
const zoneArena = `arena Zone Yard
size 5 3 1
level 0
+--+--+--+--+--+
|#b #1 #  #  #r|
+  +  +  +  +  +
|#B #  #2 #  #R|
+  +  +  +  +  +
|#b #  #  #3 #r|
+--+--+--+--+--+
`

// scenarioPos starts a position of a scenario with options.
func scenarioPos(arena, name string, opts ...string) *testPos {
	return position(arena).with(func(p *positionJSON) {
		p.Scenario = name
		if len(opts) > 0 {
			p.Options = map[string]string{}
			for _, o := range opts {
				k, v, _ := strings.Cut(o, "=")
				p.Options[k] = v
			}
		}
	})
}

// endRoundWith has blue.1 (the last model to activate) crouch and end, so
// the round ends.
func endRoundWith(t *testing.T, g *Game) []rules.Event {
	t.Helper()
	var ev []rules.Event
	ev = append(ev, play(t, g, "blue.1 activate")...)
	ev = append(ev, play(t, g, "blue.1 crouch")...)
	return append(ev, play(t, g, "blue.1 end")...)
}

// Capture the Flag (data sheet: first to 3 captures): a model moving into
// the enemy flag's cube picks it up (HF-ITM-2, one scenario objective per
// action); the carrier may not Shoot and may drop it for free;
// carrying it into its own flag's home cube captures it: a point, and the
// flag goes home.
func TestCTFPickupCarryCapture(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF, "captures=2").
		model("blue.1 operator 3,1,0").
		model("red.1 operator 4,2,0 activated").
		active("blue.1").build(t)
	ev := play(t, g, "blue.1 move 4,0,0") // the red flag's home
	if g.carrying(0) != 1 || !hasEvent(ev, "objective-pickup", "picks up the red flag") {
		t.Fatalf("blue.1 should pick up the red flag:\n%s", eventLog(ev))
	}
	for _, a := range g.Legal() {
		if a.Kind == "shoot" {
			t.Errorf("a flag carrier may not %s: %q", a.Kind, a.Text())
		}
	}
	if !isLegal(g, "blue.1 drop-flag") {
		t.Fatalf("the carrier may drop the flag: %v", texts(g.Legal()))
	}
	if h, ok := g.Describe(rules.Action{Kind: "drop-flag"}); !ok || h.Title != "Drop the flag" {
		t.Errorf("describe drop-flag: %+v", h)
	}
	v := g.View()
	found := false
	for _, tok := range v.Tokens {
		found = found || tok.Kind == "flag" && tok.Label == "Red flag" && tok.Seat == rules.Red && tok.Carrier == "blue.1" && tok.Pos == g.m("blue.1").Pos
	}
	if !found {
		t.Errorf("the carried flag is not shown with its carrier: %+v", v.Tokens)
	}
	ev = play(t, g, "blue.1 drop-flag")
	if o := g.objs[1]; o.Carrier >= 0 || o.Pos != (world.Pos{X: 4}) || !hasEvent(ev, "objective-drop", "drops the red flag") {
		t.Fatalf("the dropped flag should lie at 4,0,0: %+v\n%s", o, eventLog(ev))
	}
}

// Capture the Flag: carrying the enemy flag into its own base (any
// deployment or respawn cube of its side) captures it: a point, and the
// flag goes back to its home.
func TestCTFCapture(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF, "captures=2").
		with(func(p *positionJSON) {
			p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: "blue.1"}}
		}).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 4,2,0 activated").
		active("blue.1").build(t)
	ev := play(t, g, "blue.1 move 0,2,0") // a deployment cube
	if g.score != [2]int{1, 0} || !hasEvent(ev, "capture", "captures the red flag") || g.carrying(0) >= 0 {
		t.Fatalf("blue.1 should capture the red flag: score %v\n%s", g.score, eventLog(ev))
	}
	if o := g.objs[1]; o.Carrier >= 0 || o.Pos != (world.Pos{X: 4}) {
		t.Errorf("the captured flag should be back home at 4,0,0: %+v", o)
	}
}

// HF-MOV-1: routes break ties homeward (RULES-COVERAGE.md). On the Yard a wall stands between 0,2,0 and 1,2,0 in the middle row, and the
// two cheapest ways round it (a Sprint, over the low walls) pass through
// row 1 (blue's half) or row 3 (red's). A flag carrier of either side goes round through its own half,
// its base, and captures on the way. Before, both went round through row 1:
// the blue carrier captured, its mirror image, a red carrier, did not.
func TestCTFCarriersGoRoundHomeward(t *testing.T) {
	for _, c := range []struct {
		seat, other, flag string
		via               int // the row the route passes
	}{{"blue", "red", "red", 1}, {"red", "blue", "blue", 3}} {
		g := scenarioPos("", ScenarioCTF).
			with(func(p *positionJSON) {
				p.Arena, p.ArenaText = "beginner", ""
				p.Objectives = []objectiveJSON{{Kind: "flag", Team: c.flag, Carrier: c.seat + ".1"}, {Kind: "flag", Team: c.seat, Pos: map[string]string{"blue": "0,0,0", "red": "0,4,0"}[c.seat]}}
			}).
			model(c.seat + ".1 operator 0,2,0").
			model(c.other + ".1 operator 4,2,0 activated").
			active(c.seat + ".1").build(t)
		var route []world.Pos
		for _, a := range g.Legal() {
			if a.Text() == c.seat+".1 sprint 1,2,0" {
				route = a.Path
			}
		}
		if len(route) == 0 || route[0].Y != c.via {
			t.Fatalf("%s.1 goes from 0,2,0 to 1,2,0 by %v, want round through row %d", c.seat, route, c.via)
		}
		ev := play(t, g, c.seat+".1 sprint 1,2,0")
		if !hasEvent(ev, "capture", "captures the "+c.flag+" flag") {
			t.Errorf("the %s carrier should capture on its way through its own half:\n%s", c.seat, eventLog(ev))
		}
	}
}

// Capture the Flag: the carrier's death drops the flag in its cube
// (HF-ITM-6, as items); a model of the flag's side that moves through it
// returns it home; the second capture wins.
func TestCTFDeathDropsAndReturn(t *testing.T) {
	g, ev := killShot(t, scenarioPos(flatArena, ScenarioCTF).
		with(func(p *positionJSON) {
			p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Carrier: "red.1"}, {Kind: "flag", Team: "red", Pos: "4,1,0"}}
		}).
		model("blue.1 operator 0,0,0").
		model("blue.2 operator 1,2,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		active("blue.1"))
	if o := g.objs[0]; o.Carrier >= 0 || o.Pos != (world.Pos{X: 2}) || !hasEvent(ev, "objective-drop", "drops the blue flag") {
		t.Fatalf("the blue flag should drop at 2,0,0: %+v\n%s", o, eventLog(ev))
	}
	if g.score != [2]int{0, 0} {
		t.Errorf("kills do not score in Capture the Flag: %v", g.score)
	}
	play(t, g, "blue.1 end")
	play(t, g, "red.1 activate")
	play(t, g, "red.1 respawn 4,1,0")
	play(t, g, "red.1 move 4,2,0") // a respawned model moves first (DESIGN 5)
	play(t, g, "red.1 end")
	play(t, g, "blue.2 activate")
	ev = play(t, g, "blue.2 move 2,0,0")
	if o := g.objs[0]; o.Pos != (world.Pos{}) || !hasEvent(ev, "flag-return", "returns the blue flag") {
		t.Fatalf("blue.2 should return its flag home: %+v\n%s", o, eventLog(ev))
	}
}

// Capture the Flag: reaching the capture target ends the game at once.
func TestCTFCaptureTargetWins(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF).
		with(func(p *positionJSON) {
			p.Score = [2]int{0, 2}
			p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Carrier: "red.1"}, {Kind: "flag", Team: "red", Pos: "4,1,0"}}
		}).
		model("blue.1 operator 0,0,0 activated").
		model("red.1 operator 3,1,0").
		active("red.1").build(t)
	ev := play(t, g, "red.1 move 4,1,0")
	if r := g.Result(); !r.Over || r.Winner != rules.Red || r.Reason != "first to 3 captures" {
		t.Fatalf("red should win by the third capture: %+v\n%s", r, eventLog(ev))
	}
}

// Oddball (data sheet: 11 points, from holding the ball at round end or
// hitting with it in an Assault): the holder scores at the end of a round;
// the ball is picked up by moving into its cube.
func TestOddballHoldAtRoundEnd(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioOddball).
		with(func(p *positionJSON) { p.Objectives = []objectiveJSON{{Kind: "ball", Pos: "2,1,0"}} }).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 4,2,0 activated").
		build(t)
	play(t, g, "blue.1 activate")
	ev := play(t, g, "blue.1 move 2,1,0")
	if g.carrying(0) != 0 || !hasEvent(ev, "objective-pickup", "picks up the ball") {
		t.Fatalf("blue.1 should pick up the ball:\n%s", eventLog(ev))
	}
	ev = play(t, g, "blue.1 end")
	if g.score != [2]int{1, 0} || !hasEvent(ev, "ball-held", "holds the ball at the end of round 1") {
		t.Fatalf("holding the ball at round end scores 1: %v\n%s", g.score, eventLog(ev))
	}
}

// Oddball: the ball's carrier scores a point when its Assault hits; the
// eleventh point wins at once.
func TestOddballAssaultHitWins(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioOddball).
		with(func(p *positionJSON) {
			p.Score = [2]int{10, 3}
			p.Objectives = []objectiveJSON{{Kind: "ball", Carrier: "blue.1"}}
		}).
		model("blue.1 operator 2,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Faces: []int{7, 7, 7, 1, 1, 1}, Fallback: constDice(1)})
	ev := play(t, g, "blue.1 assault red.1 with fists")
	if r := g.Result(); !r.Over || r.Winner != rules.Blue || g.score[0] != 11 || !hasEvent(ev, "ball-hit", "hits with the ball") {
		t.Fatalf("the ball hit should win 11–3: %+v\n%s", r, eventLog(ev))
	}
}

// Oddball: an Assault that does not hit scores nothing.
func TestOddballAssaultMissScoresNothing(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioOddball).
		with(func(p *positionJSON) { p.Objectives = []objectiveJSON{{Kind: "ball", Carrier: "blue.1"}} }).
		model("blue.1 operator 2,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").build(t)
	g.SetDice(&rules.Scripted{Fallback: constDice(1)})
	play(t, g, "blue.1 assault red.1 with fists")
	if g.score != [2]int{0, 0} {
		t.Errorf("a missed Assault scores: %v", g.score)
	}
}

// Strongholds (data sheet: zones held at round end; double the enemy's
// points wins, or most after the limit): a zone is held by the side with
// more unpinned models in it.
func TestStrongholdsScoring(t *testing.T) {
	g := scenarioPos(zoneArena, ScenarioStrongholds).
		model("blue.1 operator 1,0,0").
		model("blue.2 operator 2,1,0 activated").
		model("red.1 operator 2,1,0 activated").
		model("red.2 operator 3,2,0 activated pinned").
		model("blue.3 operator 0,0,0 activated").
		build(t)
	ev := endRoundWith(t, g)
	// Zone 1: blue. Zone 2: one each, nobody. Zone 3: red.2 is pinned.
	if g.score != [2]int{1, 0} || !hasEvent(ev, "zones-held", "blue holds 1 zone") || g.Over() {
		t.Fatalf("blue should hold one zone: %v\n%s", g.score, eventLog(ev))
	}
}

// Strongholds: double the enemy's points (with at least StrongholdsMin)
// wins at the end of a round.
func TestStrongholdsDoubleWins(t *testing.T) {
	g := scenarioPos(zoneArena, ScenarioStrongholds).
		with(func(p *positionJSON) { p.Score = [2]int{2, 3}; p.Round = 2 }).
		model("blue.1 operator 1,0,0").
		model("blue.2 operator 2,1,0 activated").
		model("blue.3 operator 3,2,0 activated").
		model("red.1 operator 4,0,0 activated").
		build(t)
	ev := endRoundWith(t, g)
	if r := g.Result(); r.Over || g.score != [2]int{5, 3} {
		t.Fatalf("5–3 is not double: the game goes on; got %+v\n%s", r, eventLog(ev))
	}
}

// Strongholds: 6–3 is double.
func TestStrongholdsDoubleWinsAtSix(t *testing.T) {
	g := scenarioPos(zoneArena, ScenarioStrongholds).
		with(func(p *positionJSON) { p.Score = [2]int{3, 3}; p.Round = 2 }).
		model("blue.1 operator 1,0,0").
		model("blue.2 operator 2,1,0 activated").
		model("blue.3 operator 3,2,0 activated").
		model("red.1 operator 4,0,0 activated").
		build(t)
	ev := endRoundWith(t, g)
	if r := g.Result(); !r.Over || r.Winner != rules.Blue || r.Reason != "double the enemy's points" {
		t.Fatalf("6–3 should win: %+v\n%s", r, eventLog(ev))
	}
}

// The round limit of the objective scenarios: most points wins, equal is a
// draw (data sheet "Round limit"; RULES-SCENARIOS.md).
func TestScenarioRoundLimitTieBreak(t *testing.T) {
	for _, c := range []struct {
		name   string
		score  [2]int
		winner rules.Seat
		reason string
	}{
		{ScenarioStrongholds, [2]int{3, 4}, rules.Red, "more points after 6 rounds"},
		{ScenarioTotalControl, [2]int{1, 1}, rules.NoSeat, "equal points after 8 rounds"},
		{ScenarioCTF, [2]int{2, 1}, rules.Blue, "more captures after 8 rounds"},
		{ScenarioOddball, [2]int{4, 4}, rules.NoSeat, "equal points after 6 rounds"},
		{ScenarioVIP, [2]int{0, 1}, rules.Red, "more VIP kills after 8 rounds"},
		{ScenarioAttrition, [2]int{2, 1}, rules.Blue, "more kills after 10 rounds"},
	} {
		rule, _ := scenarioNamed(c.name)
		g := scenarioPos(flatArena, c.name).
			with(func(p *positionJSON) { p.Score = c.score; p.Round = rule.Rounds }).
			model("blue.1 operator 1,0,0").
			model("red.1 operator 4,0,0 activated").
			build(t)
		ev := endRoundWith(t, g)
		if r := g.Result(); !r.Over || r.Winner != c.winner || r.Reason != c.reason || g.score != c.score {
			t.Errorf("%s %v after the last round: %+v, want %v (%s)\n%s", c.name, c.score, r, c.winner, c.reason, eventLog(ev))
		}
	}
}

// Total Control (data sheet: a point per round in which you hold all three
// zones; first to 3): a zone held at a round end becomes its holder's and
// stays so until the enemy holds it; owning every zone scores a point and
// the zones turn neutral; the third point wins.
func TestTotalControl(t *testing.T) {
	g := scenarioPos(zoneArena, ScenarioTotalControl).
		model("blue.1 operator 1,0,0").
		model("blue.2 operator 2,1,0 activated").
		model("red.1 operator 3,2,0 activated").
		build(t)
	ev := endRoundWith(t, g)
	if g.score != [2]int{0, 0} || fmt.Sprint(g.owners) != "[blue blue red]" || !hasEvent(ev, "zone-taken", "red takes zone 3") {
		t.Fatalf("two zones of three score nothing: score %v owners %v\n%s", g.score, g.owners, eventLog(ev))
	}
	g = scenarioPos(zoneArena, ScenarioTotalControl).
		with(func(p *positionJSON) { p.ZoneOwners = []string{"blue", "blue", "red"} }).
		model("blue.1 operator 0,0,0").
		model("blue.2 operator 3,2,0 activated").
		model("red.1 operator 4,0,0 activated").
		build(t)
	ev = endRoundWith(t, g)
	if g.score != [2]int{1, 0} || fmt.Sprint(g.owners) != "[none none none]" || !hasEvent(ev, "zones-held", "blue holds every zone") {
		t.Fatalf("taking zone 3 while owning 1 and 2 scores and resets: score %v owners %v\n%s", g.score, g.owners, eventLog(ev))
	}
	data, _ := g.Save()
	if !strings.Contains(string(data), `"zone_owners": [`) {
		t.Errorf("the save lacks zone_owners:\n%s", data)
	}
	g = scenarioPos(zoneArena, ScenarioTotalControl).
		with(func(p *positionJSON) { p.Score = [2]int{2, 0} }).
		model("blue.1 operator 1,0,0").
		model("blue.2 operator 2,1,0 activated").
		model("blue.3 operator 3,2,0 activated").
		model("red.1 operator 4,0,0 activated").
		build(t)
	ev = endRoundWith(t, g)
	if r := g.Result(); !r.Over || r.Winner != rules.Blue || r.Reason != "first to 3 points" {
		t.Fatalf("all three zones a third time wins: %+v\n%s", r, eventLog(ev))
	}
	for _, c := range []struct {
		owners []string
		want   string
	}{{[]string{"blue"}, "the arena has 3 zones, not 1"}, {[]string{"blue", "green", "red"}, "zone_owners[1]"}} {
		tp := scenarioPos(zoneArena, ScenarioTotalControl).
			with(func(p *positionJSON) { p.ZoneOwners = c.owners }).
			model("blue.1 operator 1,0,0").model("red.1 operator 4,0,0")
		data, _ := jsonOf(tp)
		if _, err := testRuleset().LoadGame(data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("zone_owners %v: %v, want %q", c.owners, err, c.want)
		}
	}
}

// VIP (data sheet: 4 kills of the enemy VIP; other kills do not count):
// each side's model 1 (the first of its roster) is its VIP.
func TestVIPOnlyVIPKillsScore(t *testing.T) {
	g, ev := killShot(t, scenarioPos(flatArena, ScenarioVIP).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		model("red.2 operator 4,2,0").
		active("blue.1"))
	// red.1 is listed first: it is red's VIP.
	if g.vip(rules.Red) != 1 || g.score != [2]int{1, 0} {
		t.Fatalf("killing the VIP red.2 scores: vip %d score %v\n%s", g.vip(rules.Red), g.score, eventLog(ev))
	}
	g = scenarioPos(flatArena, ScenarioVIP).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,2,0").
		model("red.2 operator 2,0,0 wounds=3 shields=0").
		active("blue.1").build(t)
	s := dice(g, 4, 4, 4, 4, 4, 1, 1, 1)
	play(t, g, "blue.1 shoot red.2 with assault-rifle")
	usedUp(t, s)
	if g.score != [2]int{0, 0} || g.m("red.2").OnBoard {
		t.Fatalf("killing a model that is not the VIP scores nothing: %v", g.score)
	}
	g, ev = killShot(t, scenarioPos(flatArena, ScenarioVIP).
		with(func(p *positionJSON) { p.Score = [2]int{3, 0} }).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		active("blue.1"))
	if r := g.Result(); !r.Over || r.Winner != rules.Blue || r.Reason != "first to 4 VIP kills" {
		t.Fatalf("the fourth VIP kill wins: %+v\n%s", r, eventLog(ev))
	}
}

// Attrition (data sheet: the enemy has no models left; no respawns): a
// killed model scores a kill and never comes back; it is not offered for
// activation in later rounds.
func TestAttritionNoRespawn(t *testing.T) {
	g, _ := killShot(t, scenarioPos(flatArena, ScenarioAttrition).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		model("red.2 operator 4,2,0").
		active("blue.1"))
	if g.score != [2]int{1, 0} || g.Over() || !g.m("red.1").Activated {
		t.Fatalf("red.1 dies for good: score %v over %v", g.score, g.Over())
	}
	play(t, g, "blue.1 end")
	play(t, g, "red.2 activate")
	play(t, g, "red.2 crouch")
	play(t, g, "red.2 end")
	// Round 2.
	if isLegal(g, "red.1 activate") || g.m("red.1").OnBoard {
		t.Fatalf("dead red.1 must not activate in Attrition: %v", texts(g.Legal()))
	}
	if g.Round() != 2 {
		t.Fatalf("round %d, want 2", g.Round())
	}
}

// Attrition: killing the last enemy model wins at once.
func TestAttritionWipeWins(t *testing.T) {
	g, ev := killShot(t, scenarioPos(flatArena, ScenarioAttrition).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 2,0,0 wounds=3 shields=0").
		model("red.2 operator 4,2,0 dead activated").
		active("blue.1"))
	if r := g.Result(); !r.Over || r.Winner != rules.Blue || r.Reason != "the enemy has no models left" {
		t.Fatalf("the last kill wins: %+v\n%s", r, eventLog(ev))
	}
}

// Objective scenarios: kills do not score (Slayer and Attrition count
// them, VIP counts the VIP's).
func TestObjectiveScenariosKillsDoNotScore(t *testing.T) {
	for _, name := range []string{ScenarioCTF, ScenarioOddball, ScenarioStrongholds, ScenarioTotalControl} {
		arena := flatArena
		if name == ScenarioStrongholds || name == ScenarioTotalControl {
			arena = zoneArena
		}
		g, _ := killShot(t, scenarioPos(arena, name).
			model("blue.1 operator 0,0,0").
			model("red.1 operator 2,0,0 wounds=3 shields=0").
			active("blue.1"))
		if g.score != [2]int{0, 0} || g.m("red.1").OnBoard {
			t.Errorf("%s: a kill scored %v", name, g.score)
		}
	}
}

// Attrition: a side with no model on the board at the end of a round (a
// hand-written position) loses.
func TestAttritionWipedSideLosesAtRoundEnd(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioAttrition).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,0,0 dead").
		build(t)
	play(t, g, "blue.1 activate")
	play(t, g, "blue.1 crouch")
	play(t, g, "blue.1 end")
	ev := play(t, g, "red.1 activate") // it cannot respawn: its activation ends, and the round
	if r := g.Result(); !r.Over || r.Winner != rules.Blue {
		t.Fatalf("red has no model left: %+v\n%s", r, eventLog(ev))
	}
}

// Who goes first (G13, RULES-SCENARIOS.md "Who goes first"): the seat that
// took the round's last activation goes second next round, but in
// Strongholds, Total Control, VIP and Oddball it goes first, so the last move of a
// round passes from side to side.
func TestStrongholdsLastMoverGoesFirst(t *testing.T) {
	next := func(scenario string) rules.Seat {
		g := scenarioPos(zoneArena, scenario).
			model("blue.1 operator 1,0,0").
			model("red.1 operator 4,0,0 activated").
			build(t)
		ev := endRoundWith(t, g) // blue.1 takes the round's last activation
		if g.round != 2 {
			t.Fatalf("%s: the round should end:\n%s", scenario, eventLog(ev))
		}
		return g.turn
	}
	for _, sc := range []string{ScenarioStrongholds, ScenarioTotalControl, ScenarioVIP, ScenarioOddball} {
		if s := next(sc); s != rules.Blue {
			t.Errorf("%s: the last mover should go first, got %v", sc, s)
		}
	}
	for _, sc := range []string{ScenarioSlayer, ScenarioAttrition, ScenarioCTF} {
		if s := next(sc); s != rules.Red {
			t.Errorf("%s: the last mover should go second, got %v first", sc, s)
		}
	}
}

// The top bar and the result read right in the singular: "first to 1
// kill", "after 1 round".
func TestScenarioWordsSingular(t *testing.T) {
	if got := countUnit(1, "kills"); got != "kill" {
		t.Errorf("countUnit(1, kills) = %q", got)
	}
	if got := countUnit(1, "VIP kills"); got != "VIP kill" {
		t.Errorf("countUnit(1, VIP kills) = %q", got)
	}
	if got := countUnit(3, "captures"); got != "captures" {
		t.Errorf("countUnit(3, captures) = %q", got)
	}
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 operator 4,1,0").
		with(func(p *positionJSON) { p.Options = map[string]string{"kills": "1"} }).
		build(t)
	if note := g.View().Notes[0]; !strings.Contains(note, "first to 1 kill,") {
		t.Errorf("the scenario line reads %q", note)
	}
}

// Every scenario offers its round limit, and its score target where it
// has one, with the data sheet's defaults; a setup with those options
// starts a game that uses them.
func TestScenarioOptionsOffered(t *testing.T) {
	rs := NewRuleset()
	for _, name := range rs.Scenarios() {
		opts := rs.ScenarioOptions(name)
		rule, _ := scenarioNamed(name)
		if len(opts) == 0 || opts[len(opts)-1].Key != "rounds" || opts[len(opts)-1].Default != rule.Rounds {
			t.Errorf("%s: options %+v, want the round limit %d last", name, opts, rule.Rounds)
		}
		if (rule.Option != "") != (len(opts) == 2) {
			t.Errorf("%s: %d options, target option %q", name, len(opts), rule.Option)
		}
		setup := rs.DefaultSetup("beginner")
		setup.Scenario = name
		setup.Options = map[string]string{}
		for _, o := range opts {
			setup.Options[o.Key] = strconv.Itoa(o.Max)
		}
		g, err := rs.NewGame(setup, 1)
		if err != nil {
			t.Fatalf("%s with every option at its most: %v", name, err)
		}
		if g.b.setup.Rounds != MaxRounds {
			t.Errorf("%s: rounds %d, want %d", name, g.b.setup.Rounds, MaxRounds)
		}
	}
	if got := rs.ScenarioOptions("slayer")[0]; got.Title != "Kills to win" || got.Default != DefaultKills {
		t.Errorf("slayer's target option: %+v", got)
	}
	if rs.ScenarioOptions("king-of-the-hill") != nil {
		t.Error("an unknown scenario has options")
	}
}
