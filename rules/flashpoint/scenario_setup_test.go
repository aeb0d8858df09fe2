package flashpoint

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// shippedArenas are the arenas in assets/arenas.
var shippedArenas = []string{"beginner", "standard", "tower"}

// Every scenario sets up on every shipped arena (rules/flashpoint-data.md
// "Scenarios", RULES-SCENARIOS.md "Where things are"): flags at the front
// of the deployment zones away from the respawn cubes, the ball on a cube both sides reach, three zones, the VIPs, the
// top-bar line; a save loads back to the same hash.
func TestScenarioSetupEveryArena(t *testing.T) {
	rs := testRuleset()
	if got := strings.Join(rs.Scenarios(), " "); got != "slayer attrition ctf oddball strongholds total-control vip" {
		t.Fatalf("Scenarios() = %s", got)
	}
	for _, name := range rs.Scenarios() {
		rule, _ := scenarioNamed(name)
		for _, arena := range shippedArenas {
			setup := rs.DefaultSetup(arena)
			setup.Scenario = name
			g, err := rs.NewGame(setup, 7)
			if err != nil {
				t.Fatalf("%s on %s: %v", name, arena, err)
			}
			v := g.View()
			if len(v.Notes) == 0 || !strings.HasPrefix(v.Notes[0], rule.Title+":") || !strings.Contains(v.Notes[0], "round 1 of") {
				t.Errorf("%s on %s: notes %q", name, arena, v.Notes)
			}
			kinds := map[string]int{}
			for _, tok := range v.Tokens {
				kinds[tok.Kind]++
				if !g.b.arena.Standable(tok.Pos) {
					t.Errorf("%s on %s: token %+v lies on no floor", name, arena, tok)
				}
			}
			switch name {
			case ScenarioCTF:
				home := map[string]string{"beginner": "0,0,0 0,4,0", "standard": "7,1,0 7,6,0", "tower": "1,1,0 1,4,0"}[arena]
				if kinds["flag"] != 2 || g.objs[0].Pos.String()+" "+g.objs[1].Pos.String() != home {
					t.Errorf("%s on %s: flags %+v, tokens %v", name, arena, g.objs, kinds)
				}
			case ScenarioOddball:
				if kinds["ball"] != 1 || len(g.objs) != 1 || !slices.Contains(g.b.obj.ball, g.objs[0].Pos) {
					t.Errorf("%s on %s: ball %+v, tokens %v", name, arena, g.objs, kinds)
				}
			case ScenarioStrongholds, ScenarioTotalControl:
				if len(g.b.obj.zones) != 3 || kinds["zone"] == 0 {
					t.Errorf("%s on %s: zones %+v, tokens %v", name, arena, g.b.obj.zones, kinds)
				}
			case ScenarioVIP:
				if len(v.Notes) < 2 || !strings.HasPrefix(v.Notes[1], "VIPs: blue.1") {
					t.Errorf("%s on %s: notes %q", name, arena, v.Notes)
				}
				if card := v.Pieces[0].Card; !strings.Contains(card[len(card)-1].Text, "VIP") {
					t.Errorf("%s on %s: blue.1's card %q does not say VIP", name, arena, card)
				}
			}
			if name != ScenarioCTF && name != ScenarioOddball && len(g.objs) != 0 {
				t.Errorf("%s on %s: objectives %+v", name, arena, g.objs)
			}
			if g.b.setup.Rounds != rule.Rounds || g.b.setup.Kills != rule.Target {
				t.Errorf("%s: rounds %d target %d, want %d %d", name, g.b.setup.Rounds, g.b.setup.Kills, rule.Rounds, rule.Target)
			}
			data, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			back, err := rs.LoadGame(data)
			if err != nil {
				t.Fatalf("%s on %s: load of a save: %v", name, arena, err)
			}
			if back.Hash() != g.Hash() || back.b.setup.Scenario != name {
				t.Errorf("%s on %s: save/load changed the game", name, arena)
			}
		}
	}
}

// The zones of the shipped arenas: their objectives 1-3; Beginner Yard has
// one and gets the west and east ends of its middle row.
func TestScenarioZonesOfShippedArenas(t *testing.T) {
	rs := testRuleset()
	want := map[string]string{"beginner": "1 W E", "standard": "1 2 3", "tower": "1 2 3"}
	for _, arena := range shippedArenas {
		setup := rs.DefaultSetup(arena)
		setup.Scenario = ScenarioStrongholds
		g, err := rs.NewGame(setup, 1)
		if err != nil {
			t.Fatal(err)
		}
		var labels []string
		for _, z := range g.b.obj.zones {
			labels = append(labels, z.Label)
		}
		if got := strings.Join(labels, " "); got != want[arena] {
			t.Errorf("%s: zones %s, want %s", arena, got, want[arena])
		}
	}
}

// Each scenario's options: its target option and "rounds"; others refused.
func TestScenarioOptionsEach(t *testing.T) {
	rs := testRuleset()
	for _, rule := range scenarioRules {
		setup := rs.DefaultSetup("beginner")
		setup.Scenario = rule.Name
		setup.Options = map[string]string{"rounds": "5"}
		if rule.Option != "" {
			setup.Options[rule.Option] = "2"
		}
		g, err := rs.NewGame(setup, 1)
		if err != nil {
			t.Fatalf("%s: %v", rule.Name, err)
		}
		if g.b.setup.Rounds != 5 || rule.Option != "" && g.b.setup.Kills != 2 {
			t.Errorf("%s: options not applied: %+v", rule.Name, g.b.setup)
		}
		setup.Options = map[string]string{"lives": "3"}
		if _, err := rs.NewGame(setup, 1); err == nil || !strings.Contains(err.Error(), rule.Name) {
			t.Errorf("%s: option lives: %v", rule.Name, err)
		}
	}
}

// The position format's objectives: read, written, and refused with a
// clear error when wrong.
func TestScenarioPositionObjectives(t *testing.T) {
	base := func() *testPos {
		return position(flatArena).
			with(func(p *positionJSON) { p.Scenario = ScenarioCTF }).
			model("blue.1 operator 2,0,0").
			model("red.1 operator 3,0,0")
	}
	g := base().with(func(p *positionJSON) {
		p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "2,2,0"}, {Kind: "flag", Team: "red", Carrier: "blue.1"}}
	}).build(t)
	if g.objs[0].Pos.String() != "2,2,0" || g.objs[1].Carrier != 0 {
		t.Fatalf("objectives %+v", g.objs)
	}
	saved := g.saveObjectives()
	if len(saved) != 2 || saved[1].Carrier != "blue.1" || saved[0].Pos != "2,2,0" {
		t.Errorf("saved %+v", saved)
	}
	for _, c := range []struct {
		objs []objectiveJSON
		want string
	}{
		{[]objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}}, "has 2 objectives"},
		{[]objectiveJSON{{Kind: "ball", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Pos: "4,1,0"}}, "objectives[0]: ctf has no ball"},
		{[]objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "blue", Pos: "4,1,0"}}, "listed twice"},
		{[]objectiveJSON{{Kind: "flag", Team: "blue", Carrier: "blue.1"}, {Kind: "flag", Team: "red", Pos: "4,1,0"}}, "cannot carry its own flag"},
		{[]objectiveJSON{{Kind: "flag", Team: "blue", Pos: "9,1,0"}, {Kind: "flag", Team: "red", Pos: "4,1,0"}}, "objectives[0].pos: cube 9,1,0 is outside"},
		{[]objectiveJSON{{Kind: "flag", Team: "green", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Pos: "4,1,0"}}, "objectives[0].team"},
		{[]objectiveJSON{{Kind: "cup", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Pos: "4,1,0"}}, "objectives[0].kind"},
		{[]objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: "red.7"}}, "objectives[1].carrier: no model"},
	} {
		tp := base().with(func(p *positionJSON) { p.Objectives = c.objs })
		data, _ := jsonOf(tp)
		_, err := testRuleset().LoadGame(data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("objectives %+v: error %v, want %q", c.objs, err, c.want)
		}
	}
}

// scenarioGame starts a game of a scenario on a shipped arena.
func scenarioGame(t *testing.T, name, arena string, seed uint64) *Game {
	t.Helper()
	rs := testRuleset()
	setup := rs.DefaultSetup(arena)
	setup.Scenario = name
	g, err := rs.NewGame(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The random-playout invariant test (DESIGN 7) over every scenario and
// shipped arena: every game ends, within its round limit, and the
// scenario's state survives clone, replay and save/load.
func TestScenarioRandomPlayouts(t *testing.T) {
	games := 8
	if testing.Short() {
		games = 2
	}
	rs := testRuleset()
	reg := rules.NewRegistry(rs)
	for _, name := range rs.Scenarios() {
		if name == ScenarioSlayer {
			continue // TestRandomPlayouts
		}
		for ai, arena := range shippedArenas {
			for i := 0; i < games; i++ {
				seed := uint64(100*ai + i + 1)
				g, rec := randomScenarioGame(t, rs, name, arena, seed)
				if !g.Over() || g.Round() > g.b.setup.Rounds {
					t.Fatalf("%s on %s seed %d: over %v round %d", name, arena, seed, g.Over(), g.Round())
				}
				if _, err := rec.Replay.Play(reg); err != nil {
					t.Fatalf("%s on %s seed %d: replay: %v", name, arena, seed, err)
				}
				data, err := g.Save()
				if err != nil {
					t.Fatal(err)
				}
				back, err := rs.LoadGame(data)
				if err != nil || back.Hash() != g.Hash() {
					t.Fatalf("%s on %s seed %d: save/load: %v", name, arena, seed, err)
				}
			}
		}
	}
}

// randomScenarioGame plays one random game of a scenario with the
// invariant checks, and checks the carried objectives after every action.
func randomScenarioGame(t *testing.T, rs *Ruleset, name, arena string, seed uint64) (*Game, *rules.Recorder) {
	t.Helper()
	setup := rs.DefaultSetup(arena)
	setup.Scenario = name
	g, err := rs.NewGame(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	rec := rules.NewRecorder(g, setup, seed)
	pick := rules.NewRNG(seed*31 + 7)
	for step := 0; !g.Over(); step++ {
		if step > maxSteps {
			t.Fatalf("%s on %s seed %d: no end after %d decisions", name, arena, seed, maxSteps)
		}
		if err := checkInvariants(g); err != nil {
			t.Fatalf("%s on %s seed %d step %d: %v", name, arena, seed, step, err)
		}
		for i := range g.objs {
			o := &g.objs[i]
			if o.Carrier >= 0 && (!g.models[o.Carrier].OnBoard || o.Kind == "flag" && g.models[o.Carrier].Seat == o.Team) {
				t.Fatalf("%s seed %d step %d: %s carried by %s", name, seed, step, o.name(), g.models[o.Carrier].ID)
			}
			if o.Carrier < 0 && !g.b.arena.Standable(o.Pos) {
				t.Fatalf("%s seed %d step %d: %s lies on no floor", name, seed, step, o.name())
			}
		}
		if name == ScenarioAttrition {
			for i := range g.models {
				if m := &g.models[i]; !m.OnBoard && g.act.Model == i && len(g.Legal()) > 0 && g.Legal()[0].Kind == "respawn" {
					t.Fatalf("attrition seed %d: %s may respawn", seed, m.ID)
				}
			}
		}
		legal := g.Legal()
		for _, a := range legal {
			if _, ok := g.Describe(a); !ok {
				t.Fatalf("%s: no description of %q", name, a.Text())
			}
		}
		if step%7 == 0 {
			if err := checkRefusals(g); err != nil {
				t.Fatalf("%s seed %d step %d: %v", name, seed, step, err)
			}
			c := g.Clone().(*Game)
			if c.Hash() != g.Hash() {
				t.Fatalf("%s seed %d step %d: clone hash differs", name, seed, step)
			}
		}
		a := legal[pick.Intn(len(legal))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s seed %d step %d: %q: %v", name, seed, step, a.Text(), err)
		}
		rec.Record(g, a)
	}
	return g, rec
}

// jsonOf is a test position's JSON.
func jsonOf(tp *testPos) ([]byte, error) { return json.Marshal(tp.p) }

// The ruleset names its scenarios for the setup screen (rules.ScenarioTitler).
func TestScenarioTitles(t *testing.T) {
	var rs rules.Ruleset = testRuleset()
	st, ok := rs.(rules.ScenarioTitler)
	if !ok {
		t.Fatal("the Flashpoint ruleset names no scenarios")
	}
	for name, want := range map[string]string{"ctf": "Capture the Flag", "total-control": "Total Control", "vip": "VIP", "slayer": "Slayer", "duel": "duel"} {
		if got := st.ScenarioTitle(name); got != want {
			t.Errorf("ScenarioTitle(%q) = %q, want %q", name, got, want)
		}
	}
}

// FuzzLoadScenarioPosition: positions of the scenarios with objectives
// and zone owners; no input panics, a loaded one saves and loads back to
// the same hash and plays a legal action.
func FuzzLoadScenarioPosition(f *testing.F) {
	f.Add([]byte(`{"arena":"beginner","scenario":"ctf","to_move":"blue","models":[{"id":"blue.1","unit":"operator","pos":"2,1,0"},{"id":"red.1","unit":"operator","pos":"2,3,0"}],"objectives":[{"kind":"flag","team":"blue","pos":"2,0,0"},{"kind":"flag","team":"red","carrier":"blue.1"}]}`))
	f.Add([]byte(`{"arena":"standard","scenario":"oddball","score":[3,4],"to_move":"red","models":[{"id":"blue.1","unit":"operator","pos":"3,3,0"},{"id":"red.1","unit":"brawler","pos":"3,3,0"}],"objectives":[{"kind":"ball","carrier":"red.1"}]}`))
	f.Add([]byte(`{"arena":"tower","scenario":"total-control","round":3,"to_move":"blue","models":[{"id":"blue.1","unit":"operator","pos":"0,2,0"},{"id":"red.1","unit":"operator","pos":"0,3,0"}],"zone_owners":["blue","none","red"]}`))
	f.Add([]byte(`{"arena":"beginner","scenario":"attrition","to_move":"red","models":[{"id":"blue.1","unit":"operator","pos":"0,0,0","dead":true},{"id":"red.1","unit":"operator","pos":"4,4,0"}]}`))
	f.Add([]byte(`{"arena":"beginner","scenario":"vip","options":{"kills":"2"},"score":[1,1],"to_move":"blue","models":[{"id":"blue.1","unit":"operator","pos":"1,1,0"},{"id":"red.1","unit":"operator","pos":"1,1,0"}]}`))
	rs := NewRuleset()
	f.Fuzz(func(t *testing.T, data []byte) { checkLoadedPosition(t, rs, data) })
}
