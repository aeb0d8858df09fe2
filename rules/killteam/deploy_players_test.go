package killteam

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// newDeployGame starts a default game on the arena in which the players
// deploy (the rule, KT-DEP-1/2), in the mission.
func newDeployGame(t testing.TB, arena, mission string, seed uint64) *Game {
	t.Helper()
	rs := newRuleset(t)
	s := rs.DefaultSetup(arena)
	s.Scenario = mission
	g, err := rs.NewGame(s, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// KT-DEP-1: each player rolls 2 dice, a tie is rolled again, the higher
// wins and the loser deploys first; the deployment zones stay with the
// seats. The game waits before round 1 with every model off the table.
func TestDeploymentRollOff(t *testing.T) {
	g := newDeployGame(t, "standard", ScenarioSkirmish, 1)
	// 3+3 against 4+2 is a tie; then 6+5 against 1+2: blue wins, red deploys first.
	g.SetDice(rules.NewScripted(3, 3, 4, 2, 6, 5, 1, 2))
	ev := g.startDeployment()
	g.SetDice(nil)
	if len(ev) != 7 || ev[2].Kind != "tie" || ev[5].Kind != "deployment" || ev[5].Seat != rules.Blue || ev[6].Kind != "phase" {
		t.Fatalf("events %+v", ev)
	}
	for _, k := range []int{0, 1, 3, 4} {
		if e := ev[k]; e.Kind != "roll" || e.Test != "deployment" || len(e.Dice) != 2 {
			t.Fatalf("event %d: %+v, want a 2-dice deployment roll", k, e)
		}
	}
	if !strings.Contains(ev[5].Text, "red, the loser, deploys first") {
		t.Fatalf("the roll-off says %q", ev[5].Text)
	}
	if g.ToMove() != rules.Red || g.Phase() != PhaseDeploy || g.Round() != 0 {
		t.Fatalf("%s to move in the %s phase of round %d, want red deploying before round 1", g.ToMove(), g.Phase(), g.Round())
	}
	for _, m := range g.st.Models {
		if m.onTable() || m.Out || !m.Undeployed {
			t.Fatalf("%s is on the table (%v) or out (%v) before it deploys", m.ID, m.onTable(), m.Out)
		}
	}
	for _, a := range g.Legal() {
		if a.Kind != "deploy" || a.Seat != rules.Red || !strings.HasPrefix(a.Actor, "red.") {
			t.Fatalf("legal %q while red deploys first", a.Text())
		}
	}
	if v := g.View(); v.Phase != "Deployment" || v.Round != 0 || v.Pieces[0].OnBoard || v.Pieces[0].Status != "to deploy" {
		t.Fatalf("view: phase %q round %d, first piece %+v", v.Phase, v.Round, v.Pieces[0])
	}
}

// KT-DEP-2: the players alternate placing one model at a time, the
// loser of the roll-off first; when one side has placed its whole team
// the other places the rest. Then round 1 begins with its Initiative
// phase (KT-INI-1). Every placement ends the side's turn (an "end"
// event) and, but the last, rolls no die.
func TestDeploymentAlternates(t *testing.T) {
	g := newDeployGame(t, "standard", ScenarioSkirmish, 2)
	first := g.ToMove()
	var blue, red int // iron-wardens 6, ash-militia 20
	for i := range g.st.Models {
		if g.st.Models[i].Seat == rules.Blue {
			blue++
		} else {
			red++
		}
	}
	left := [2]int{blue, red}
	want := first
	for step := 0; g.Phase() == PhaseDeploy; step++ {
		if g.ToMove() != want {
			t.Fatalf("step %d: %s places, want %s (left %v)", step, g.ToMove(), want, left)
		}
		legal := g.Legal()
		ev := apply(t, g, legal[len(legal)/2].Text())
		if ev[0].Kind != "deploy" || ev[1].Kind != "end" {
			t.Fatalf("step %d: events %+v", step, ev[:2])
		}
		if ok, _ := g.Reversible(); !ok && g.Phase() == PhaseDeploy {
			t.Fatalf("step %d: a placement rolled dice", step) // the last one begins round 1 and rolls its initiative
		}
		left[want]--
		if left[want.Other()] > 0 {
			want = want.Other()
		}
		if err := checkInvariants(newRuleset(t), g); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	if left != [2]int{} || g.Round() != 1 || g.Phase() != PhaseMovement {
		t.Fatalf("after deployment: left %v, round %d, %s phase", left, g.Round(), g.Phase())
	}
	for _, m := range g.st.Models {
		if !m.onTable() || m.Undeployed {
			t.Fatalf("%s is not on the table after deployment", m.ID)
		}
	}
}

// KT-DEP-2: a model deploys only inside its own side's deployment zone,
// at most 2 of a side in a cube; placing outside it, placing a model
// twice, placing on the other side's turn and placing in a full cube are
// refused with an IllegalActionError that says why, and change nothing.
func TestDeploymentZoneAndCapacity(t *testing.T) {
	g := newDeployGame(t, "standard", ScenarioSkirmish, 2)
	seat := g.ToMove()
	area := g.deployArea(seat)
	zone, _ := g.arena.Zone(world.ZoneDeploy, int(seat), "")
	for _, p := range area {
		if !g.inOwnZone(p, seat) {
			t.Fatalf("%s's deployment area holds %s, outside its zones", seat, p)
		}
	}
	if len(area) < len(zone.Cells) {
		t.Fatalf("%s's area has %d cubes, its deployment zone %d", seat, len(area), len(zone.Cells))
	}
	var mine []string
	for _, m := range g.st.Models {
		if m.Seat == seat {
			mine = append(mine, m.ID)
		}
	}
	for _, a := range g.Legal() {
		if !slices.Contains(area, *a.Cell) {
			t.Fatalf("legal %q outside the deployment area", a.Text())
		}
	}
	refused := func(text, why string) {
		t.Helper()
		before := g.Hash()
		_, err := g.Apply(mustParse(t, g, text))
		var ill *rules.IllegalActionError
		if !errors.As(err, &ill) || !strings.Contains(err.Error(), why) {
			t.Fatalf("%q: got %v, want an illegal action saying %q", text, err, why)
		}
		if g.Hash() != before {
			t.Fatalf("%q changed the state", text)
		}
	}
	enemyZone, _ := g.arena.Zone(world.ZoneDeploy, int(seat.Other()), "")
	refused(mine[0]+" deploy "+enemyZone.Cells[0].String(), enemyZone.Cells[0].String()+" is not in "+seat.String()+"'s deployment zone (KT-DEP-2)")
	refused(mine[0]+" deploy 3,4,0", "3,4,0 is not in "+seat.String()+"'s deployment zone")
	cube := zone.Cells[0]
	apply(t, g, mine[0]+" deploy "+cube.String())
	refused(mine[1]+" deploy "+cube.String(), "places its next model now, not "+seat.String())
	var theirs string
	for _, m := range g.st.Models {
		if m.Seat != seat {
			theirs = m.ID
			break
		}
	}
	apply(t, g, theirs+" deploy "+enemyZone.Cells[0].String())
	refused(mine[0]+" deploy "+zone.Cells[1].String(), mine[0]+" is on the table already")
	apply(t, g, mine[1]+" deploy "+cube.String())
	apply(t, g, g.Legal()[0].Text())
	refused(mine[2]+" deploy "+cube.String(), "holds 2 models of "+seat.String()+" already")
	for _, a := range g.Legal() {
		if *a.Cell == cube {
			t.Fatalf("legal %q into a cube with 2 of its side", a.Text())
		}
	}
}

// mustParse finds the action a text names among every deploy action of
// the game's models, legal now or not: an action a player might type.
func mustParse(t *testing.T, g *Game, text string) rules.Action {
	t.Helper()
	f := strings.Fields(text)
	if len(f) != 3 {
		t.Fatalf("bad action text %q", text)
	}
	p, err := world.ParsePos(f[2])
	if err != nil {
		t.Fatal(err)
	}
	i := g.modelIndex(f[0])
	if i < 0 {
		t.Fatalf("no model %s", f[0])
	}
	return rules.Action{Seat: g.st.Models[i].Seat, Kind: f[1], Actor: f[0], Cell: &p}
}

// KT-DEP-2 with the Assassination mission (RULES.md "The missions"): each
// side places its Leader first, in its respawn cubes at the back of its
// zone; the rest follow.
func TestDeploymentLeaderFirst(t *testing.T) {
	g := newDeployGame(t, "standard", ScenarioAssassination, 2)
	for range 2 {
		seat := g.ToMove()
		respawn, _ := g.arena.Zone(world.ZoneRespawn, int(seat), "")
		legal := g.Legal()
		for _, a := range legal {
			i := g.modelIndex(a.Actor)
			if g.st.Models[i].Spec != Leader || !respawn.Has(*a.Cell) {
				t.Fatalf("legal %q before %s's Leader is placed", a.Text(), seat)
			}
		}
		if !strings.Contains(g.Prompt(), "Leader first") {
			t.Fatalf("prompt %q", g.Prompt())
		}
		h, _ := g.Describe(legal[0])
		if h.Title != "Deploy" || !strings.Contains(h.Help, "Leader first") {
			t.Fatalf("describe %+v", h)
		}
		apply(t, g, legal[0].Text())
	}
	if got := g.Legal(); len(got) <= len(g.deployArea(g.ToMove())) {
		t.Fatalf("after both Leaders: %d placements, want every model's", len(got))
	}
}

// KT-DEP-2: the screen's words for a placement (rules.Describer) and a
// deployment in the middle saved, loaded and hashed alike; a model still
// to deploy keeps its full worth in the evaluation and threatens nothing.
func TestDeploymentDescribedSavedValued(t *testing.T) {
	g := newDeployGame(t, "standard", ScenarioSkirmish, 3)
	a := g.Legal()[0]
	if h, ok := g.Describe(a); !ok || h.Title != "Deploy" || !strings.Contains(h.Help, "KT-DEP-2") || h.Attack {
		t.Fatalf("describe %q: %+v", a.Text(), h)
	}
	full := g.newEvalRun().material()
	if th := g.newEvalRun().threats(); th != [2]float64{} {
		t.Fatalf("threats before anyone is placed: %v", th)
	}
	apply(t, g, a.Text())
	apply(t, g, g.Legal()[0].Text())
	if got := g.newEvalRun().material(); got != full {
		t.Fatalf("material %v after two placements, %v before", got, full)
	}
	back, data := reload(t, g)
	if back.Hash() != g.Hash() || back.Prompt() != g.Prompt() {
		t.Fatalf("loaded: hash %x prompt %q, saved: %x %q", back.Hash(), back.Prompt(), g.Hash(), g.Prompt())
	}
	// A saved deployment with a model placed outside the deployment is refused.
	var s saved
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	s.State.Phase, s.State.Round = PhaseMovement, 1
	bad, _ := json.Marshal(s)
	if _, err := newRuleset(t).Load(bad); err == nil || !strings.Contains(err.Error(), "waits to be deployed") {
		t.Fatalf("undeployed models in the Movement phase: %v", err)
	}
}

// KT-DEP-2 in a hand-written position (POSITION.md): the phase
// "deployment" with models marked undeployed; the side to move places
// next; an undeployed model with a cube, one outside the deployment and
// a placed model outside its side's zone are refused, saying where.
func TestDeploymentPosition(t *testing.T) {
	rs := newRuleset(t)
	pos := `{"arena": "beginner", "phase": "deployment", "to_move": "red", "models": [
		{"id": "blue.1", "unit": "warden", "pos": "0,0,0"},
		{"id": "blue.2", "unit": "warden", "undeployed": true},
		{"id": "red.1", "unit": "militia-trooper", "undeployed": true},
		{"id": "red.2", "unit": "militia-trooper", "undeployed": true}]}`
	rg, err := rs.LoadPosition([]byte(pos))
	if err != nil {
		t.Fatal(err)
	}
	g := rg.(*Game)
	if g.ToMove() != rules.Red || g.Phase() != PhaseDeploy || g.Round() != 0 {
		t.Fatalf("%s to move in %s round %d", g.ToMove(), g.Phase(), g.Round())
	}
	apply(t, g, g.Legal()[0].Text())
	if g.ToMove() != rules.Blue {
		t.Fatalf("after red's placement %s places", g.ToMove())
	}
	for bad, want := range map[string]string{
		strings.Replace(pos, `"unit": "warden", "undeployed": true`, `"unit": "warden", "undeployed": true, "pos": "1,0,0"`, 1): "models[1].pos: a model waiting to deploy is off the table",
		strings.Replace(pos, `"phase": "deployment"`, `"phase": "movement"`, 1):                                                 "models[1].undeployed:",
		strings.Replace(pos, `"phase": "deployment"`, `"phase": "deployment", "round": 2`, 1):                                   "round: 2, the deployment comes before round 1",
		strings.Replace(pos, `"pos": "0,0,0"`, `"pos": "2,2,0"`, 1):                                                             "blue.1: deployed at 2,2,0, outside blue's deployment zone",
	} {
		if _, err := rs.LoadPosition([]byte(bad)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %q", err, want)
		}
	}
}

// Random games in which the players deploy (KT-DEP-2), on every shipped
// arena and both missions, keep the invariants through the deployment
// and to the end (checkInvariants: placed models inside their side's
// deployment area, capacity, no undeployed model after it).
func TestRandomPlayoutsDeploying(t *testing.T) {
	rs := newRuleset(t)
	for _, arena := range testArenas {
		for _, mission := range rs.Scenarios() {
			s := rs.DefaultSetup(arena)
			s.Scenario = mission
			s.Options = map[string]string{DeployOption: DeployPlayers}
			playout(t, rs, s, 5)
		}
	}
}
