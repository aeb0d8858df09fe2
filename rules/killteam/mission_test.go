package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// newMissionGame starts the first and last shipped rosters in the mission
// on the arena, with the options; the game places both teams (deploy=auto)
// unless the options say who deploys.
func newMissionGame(t testing.TB, arena, mission string, opts map[string]string, seed uint64) *Game {
	t.Helper()
	rs := newRuleset(t)
	s := rs.DefaultSetup(arena)
	s.Scenario, s.Options = mission, map[string]string{DeployOption: DeployAuto}
	for k, v := range opts {
		s.Options[k] = v
	}
	g, err := rs.NewGame(s, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The ruleset lists both missions with their titles, the round limit a
// setup may set and who deploys (KT-DEP-2: the players by default).
func TestMissionsListed(t *testing.T) {
	rs := newRuleset(t)
	if got := rs.Scenarios(); len(got) != 2 || got[0] != ScenarioSkirmish || got[1] != ScenarioAssassination {
		t.Fatalf("scenarios %v", got)
	}
	if rs.ScenarioTitle(ScenarioAssassination) != "Assassination" || rs.ScenarioTitle("nope") != "nope" {
		t.Fatal("titles")
	}
	for _, m := range rs.Scenarios() {
		o := rs.ScenarioOptions(m)
		if len(o) != 2 || o[0].Key != RoundsOption || o[0].Default != MaxRounds || o[0].Min != MinRounds || o[0].Max != MaxRoundsOption {
			t.Fatalf("%s options %+v", m, o)
		}
		if d := o[1]; d.Key != DeployOption || len(d.Choices) != 2 || d.Choices[0].Value != DeployPlayers || d.Choices[1].Value != DeployAuto || d.Help == "" {
			t.Fatalf("%s deployment option %+v", m, d)
		}
	}
	if rs.ScenarioOptions("nope") != nil {
		t.Fatal("an unknown mission has options")
	}
}

// A setup's round limit ends the game after that round; a limit out of
// range, an unknown option and an unknown mission are refused.
func TestMissionRounds(t *testing.T) {
	g := newMissionGame(t, "standard", ScenarioAssassination, map[string]string{RoundsOption: "2"}, 1)
	g.st.Round = 1
	g.endRound()
	if g.Over() || g.st.Round != 2 {
		t.Fatalf("over %v round %d after round 1 of 2", g.Over(), g.st.Round)
	}
	g.endRound()
	if !g.Over() || !strings.Contains(g.Result().Reason, "after 2 rounds") {
		t.Fatalf("not over after round 2 of 2: %+v", g.Result())
	}
	rs := newRuleset(t)
	for _, bad := range []rules.Setup{
		{Arena: "standard", Scenario: ScenarioSkirmish, Rosters: [2]string{"iron-wardens", "ash-militia"}, Options: map[string]string{RoundsOption: "1"}},
		{Arena: "standard", Scenario: ScenarioSkirmish, Rosters: [2]string{"iron-wardens", "ash-militia"}, Options: map[string]string{RoundsOption: "x"}},
		{Arena: "standard", Scenario: ScenarioSkirmish, Rosters: [2]string{"iron-wardens", "ash-militia"}, Options: map[string]string{"kills": "3"}},
		{Arena: "standard", Scenario: "slayer", Rosters: [2]string{"iron-wardens", "ash-militia"}},
	} {
		if _, err := rs.NewGame(bad, 1); err == nil {
			t.Errorf("setup %+v accepted", bad)
		}
	}
}

// Assassination: the enemy Leader out of action scores LeaderVP, each
// full quarter of the enemy's starting team out of action 1, a broken
// enemy 1; the tally is kept as models fall (here at the round's end, as
// the test takes them out by hand) and decides the game.
func TestAssassinationScoring(t *testing.T) {
	g := newMissionGame(t, "standard", ScenarioAssassination, nil, 1)
	out := func(id string) {
		m := &g.st.Models[g.modelIndex(id)]
		m.Out, m.Wounds = true, 0
	}
	g.st.Round = 1
	// Red (the horde of 20) loses 5 models, a quarter; blue (6) loses its
	// Leader: a sixth of the team, no full quarter.
	for _, id := range []string{"red.2", "red.3", "red.4", "red.5", "red.6"} {
		out(id)
	}
	out("blue.1")
	ev := g.endRound()
	if g.st.Score != [2]int{1, LeaderVP} {
		t.Fatalf("score %v, want 1–%d", g.st.Score, LeaderVP)
	}
	if n := countKind(ev, "score"); n != 2 {
		t.Fatalf("%d score events, want 2", n)
	}
	// Nothing new: no event, the same score.
	if n := countKind(g.endRound(), "score"); n != 0 || g.st.Score != [2]int{1, LeaderVP} {
		t.Fatalf("score %v with %d events after a quiet round", g.st.Score, n)
	}
	// Round 4: red is broken, half of it is out, its Leader too.
	for _, id := range []string{"red.1", "red.7", "red.8", "red.9", "red.10"} {
		out(id)
	}
	g.st.Broken[rules.Red] = true
	g.st.Round = MaxRounds
	g.endRound()
	want := LeaderVP + 2 + BrokenBonus
	if !g.Over() || g.st.Score != [2]int{want, LeaderVP} || g.Result().Winner != rules.Blue {
		t.Fatalf("score %v over %v result %+v, want %d–%d blue", g.st.Score, g.Over(), g.Result(), want, LeaderVP)
	}
}

// Skirmish keeps scoring the objectives; Assassination scores none and
// shows none.
func TestAssassinationHasNoObjectives(t *testing.T) {
	for _, arena := range testArenas {
		g := newMissionGame(t, arena, ScenarioAssassination, nil, 1)
		if len(g.objectiveZones()) != 0 {
			t.Fatalf("%s: objectives %v", arena, g.objectiveZones())
		}
		for _, tok := range g.View().Tokens {
			if strings.HasPrefix(tok.Label, "Objective") {
				t.Fatalf("%s: the view shows %s", arena, tok.Label)
			}
		}
		s := newMissionGame(t, arena, ScenarioSkirmish, nil, 1)
		if len(s.objectiveZones()) == 0 {
			t.Fatalf("%s: skirmish has no objectives", arena)
		}
	}
}

// Assassination deploys each Leader first, in its side's respawn cube at
// the back of its zone, on every arena; the rest of the team deploys as
// in Skirmish, in its own half.
func TestAssassinationDeployment(t *testing.T) {
	for _, arena := range testArenas {
		g := newMissionGame(t, arena, ScenarioAssassination, nil, 3)
		for seat := range 2 {
			respawn, ok := g.arena.Zone(world.ZoneRespawn, seat, "")
			if !ok {
				t.Fatalf("%s: no %s respawn zone", arena, rules.Seat(seat))
			}
			leaders := 0
			for i := range g.st.Models {
				m := &g.st.Models[i]
				if int(m.Seat) != seat {
					continue
				}
				if !g.arena.Standable(m.Pos) {
					t.Fatalf("%s: %s on %v", arena, m.ID, m.Pos)
				}
				if m.Spec == Leader {
					leaders++
					if !respawn.Has(m.Pos) {
						t.Fatalf("%s: the %s Leader %s deploys at %v, not in its respawn cube %v", arena, rules.Seat(seat), m.ID, m.Pos, respawn.Cells)
					}
				}
			}
			if leaders != 1 {
				t.Fatalf("%s: %d %s Leaders", arena, leaders, rules.Seat(seat))
			}
		}
		if err := checkInvariants(newRuleset(t), g); err != nil {
			t.Fatalf("%s: %v", arena, err)
		}
	}
}

// Random games of the Assassination mission end on every arena, with the
// invariants kept and the score equal to the tally after every action.
func TestAssassinationPlayouts(t *testing.T) {
	rs := newRuleset(t)
	seeds := 4
	if testing.Short() {
		seeds = 1
	}
	for _, arena := range testArenas {
		for seed := range uint64(seeds) {
			g := newMissionGame(t, arena, ScenarioAssassination, map[string]string{RoundsOption: "3", DeployOption: DeployPlayers}, seed)
			pick := rules.NewRNG(seed + 77)
			steps := 0
			for ; !g.Over() && steps < maxSteps; steps++ {
				legal := g.Legal()
				a := legal[pick.Intn(len(legal))]
				if _, err := g.Apply(a); err != nil {
					t.Fatalf("%s seed %d step %d: %s: %v", arena, seed, steps, a.Text(), err)
				}
				if err := checkInvariants(rs, g); err != nil {
					t.Fatalf("%s seed %d step %d after %s: %v", arena, seed, steps, a.Text(), err)
				}
				for seat := range 2 {
					if tally := g.assassinationScore(rules.Seat(seat)); g.st.Score[seat] != tally {
						t.Fatalf("%s seed %d step %d after %s: %s has %d, its tally is %d", arena, seed, steps, a.Text(), rules.Seat(seat), g.st.Score[seat], tally)
					}
				}
			}
			if !g.Over() || g.Round() > 3 {
				t.Fatalf("%s seed %d: over %v in round %d of 3", arena, seed, g.Over(), g.Round())
			}
		}
	}
}

// countKind counts the events of a kind.
func countKind(ev []rules.Event, kind string) int {
	n := 0
	for _, e := range ev {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

// Assassination scores a kill in the action that makes it: a Warden's
// bolt pistol takes the militia Leader out (hit 5, wound 6, save 1,
// injury 6), and the same action's events score the Leader's 3 and a
// full half of red's two models, 2 more.
func TestAssassinationScoresAtOnce(t *testing.T) {
	text := `{"arena": "beginner", "scenario": "assassination", "phase": "shooting", "section": "second", "models": [
	  {"id": "blue.1", "unit": "warden", "pos": "0,1,0"},
	  {"id": "red.1", "unit": "militia-boss", "specialism": "Leader", "pos": "0,3,0", "wounds": 1},
	  {"id": "red.2", "unit": "militia-trooper", "pos": "4,4,0", "done": true}]}`
	g, err := newRuleset(t).loadPosition([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var shot rules.Action
	for _, a := range g.Legal() {
		if a.Text() == "blue.1 shoot red.1 with bolt-pistol" {
			shot = a
		}
	}
	if shot.Kind == "" {
		t.Fatalf("no pistol shot: %v", g.Legal())
	}
	// The shot's dice, then whatever the rest of the round rolls.
	faces := []int{5, 6, 1, 6}
	for i := range 60 {
		faces = append(faces, 1+i%6)
	}
	g.SetDice(rules.NewScripted(faces...))
	ev, err := g.Apply(shot)
	if err != nil {
		t.Fatal(err)
	}
	if !g.st.Models[g.modelIndex("red.1")].Out || g.st.Score != [2]int{LeaderVP + 2, 0} || countKind(ev, "score") != 1 {
		t.Fatalf("score %v, events %v", g.st.Score, ev)
	}
	// The score comes with the kill, before the round ends.
	for _, e := range ev {
		if e.Kind == "round" {
			t.Fatalf("the round ended before the score: %v", ev)
		}
		if e.Kind == "score" {
			break
		}
	}
}
