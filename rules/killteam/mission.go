package killteam

import (
	"fmt"
	"strconv"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The missions (G3, RULES.md "The missions").
const (
	// ScenarioSkirmish holds the arena's objectives: the digest's mission
	// proposal (G3).
	ScenarioSkirmish = "skirmish"
	// ScenarioAssassination is scored by taking enemy models, and above
	// all the enemy Leader, out of action.
	ScenarioAssassination = "assassination"
)

// Mission numbers (RULES.md "The missions").
const (
	// RoundsOption is the Setup.Options key of the round limit.
	RoundsOption = "rounds"
	// DeployOption is the Setup.Options key of who places the teams:
	// DeployPlayers (the rule, KT-DEP-1/2, and the default) or DeployAuto
	// (the game places both at once, RULES.md "Deployment").
	DeployOption  = "deploy"
	DeployPlayers = "players"
	DeployAuto    = "auto"
	// MinRounds and MaxRoundsOption bound the round limit a setup may set;
	// MaxRounds is the missions' own (KT-RND-2).
	MinRounds       = 2
	MaxRoundsOption = 6
	// LeaderVP is what taking the enemy Leader out of action scores in
	// the Assassination mission.
	LeaderVP = 3
	// CasualtyShares is how many shares of the enemy's starting team the
	// Assassination mission scores: 1 victory point for each full share
	// out of action (a quarter).
	CasualtyShares = 4
)

// missionInfo is a mission as a screen names it.
type missionInfo struct {
	name, title string
	objectives  bool // scores the arena's objective zones
	help        string
}

// missions lists the missions in the order a screen offers them.
func missions() []missionInfo {
	return []missionInfo{
		{name: ScenarioSkirmish, title: "Skirmish", objectives: true,
			help: "Hold the objectives: from round 2, each objective held at a round's end scores 1; a broken enemy scores 1 at the end."},
		{name: ScenarioAssassination, title: "Assassination",
			help: "Take them out: the enemy Leader out of action scores 3, each full quarter of the enemy team out of action 1, a broken enemy 1."},
	}
}

// missionNamed returns the mission of that name.
func missionNamed(name string) (missionInfo, bool) {
	for _, m := range missions() {
		if m.name == name {
			return m, true
		}
	}
	return missionInfo{}, false
}

// Scenarios lists the missions New accepts.
func (r *Ruleset) Scenarios() []string {
	var out []string
	for _, m := range missions() {
		out = append(out, m.name)
	}
	return out
}

// ScenarioTitle is a mission's display name (rules.ScenarioTitler); the
// name itself if it is unknown.
func (r *Ruleset) ScenarioTitle(name string) string {
	if m, ok := missionNamed(name); ok {
		return m.title
	}
	return name
}

// ScenarioOptions lists what a mission lets the players set
// (rules.ScenarioOptioner): its round limit and who deploys the teams.
func (r *Ruleset) ScenarioOptions(name string) []rules.ScenarioOption {
	if _, ok := missionNamed(name); !ok {
		return nil
	}
	return []rules.ScenarioOption{
		{Key: RoundsOption, Title: "Rounds", Default: MaxRounds, Min: MinRounds, Max: MaxRoundsOption},
		{Key: DeployOption, Title: "Deployment", Help: "Players: a roll-off, then the players place their models one at a time, alternating (KT-DEP-1/2). Automatic: the game places both teams at once.",
			Choices: []rules.OptionChoice{{Value: DeployPlayers, Title: "Players place"}, {Value: DeployAuto, Title: "Automatic"}}},
	}
}

// The Ruleset names its missions and their options for the setup screen.
var (
	_ rules.ScenarioTitler   = (*Ruleset)(nil)
	_ rules.ScenarioOptioner = (*Ruleset)(nil)
)

// missionRounds reads the setup's round limit: MaxRounds when it gives
// none.
func missionRounds(s rules.Setup) (int, error) {
	v, ok := s.Options[RoundsOption]
	if !ok {
		return MaxRounds, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < MinRounds || n > MaxRoundsOption {
		return 0, fmt.Errorf("option %s=%q: want a whole number from %d to %d", RoundsOption, v, MinRounds, MaxRoundsOption)
	}
	return n, nil
}

// checkOptions refuses options no mission knows and a deployment that is
// neither the players' nor automatic.
func checkOptions(s rules.Setup) error {
	for k, v := range s.Options {
		switch k {
		case RoundsOption:
		case DeployOption:
			if v != DeployPlayers && v != DeployAuto {
				return fmt.Errorf("option %s=%q: want %q or %q", DeployOption, v, DeployPlayers, DeployAuto)
			}
		default:
			return fmt.Errorf("unknown option %q (the missions have %q and %q)", k, RoundsOption, DeployOption)
		}
	}
	return nil
}

// maxRounds is how many rounds this game lasts.
func (g *Game) maxRounds() int {
	if g.rounds == 0 {
		return MaxRounds
	}
	return g.rounds
}

// mission is the game's mission.
func (g *Game) mission() missionInfo {
	m, _ := missionNamed(g.setup.Scenario)
	return m
}

// objectiveZones are the arena's objectives the mission scores: none in
// the Assassination mission.
func (g *Game) objectiveZones() []world.Zone {
	if !g.mission().objectives {
		return nil
	}
	return g.arena.ZonesOf(world.ZoneObjective)
}

// missionNote is the mission's line in the view's notes, and its message.
func (g *Game) missionNote() (string, rules.Msg) {
	rounds := rules.Num(g.maxRounds())
	if g.st.Phase == PhaseDeploy {
		if g.setup.Scenario == ScenarioAssassination {
			return fmt.Sprintf("Assassination: take out the enemy Leader, %d rounds; deployment before round 1", g.maxRounds()), rules.Say("KtNoteAssassinationDeploy", "Rounds", rounds)
		}
		return fmt.Sprintf("Skirmish: hold the objectives, %d rounds; deployment before round 1", g.maxRounds()), rules.Say("KtNoteSkirmishDeploy", "Rounds", rounds)
	}
	args := []string{"Round", rules.Num(g.st.Round), "Rounds", rounds, "Phase", phaseRef(g.st.Phase)}
	if g.setup.Scenario == ScenarioAssassination {
		return fmt.Sprintf("Assassination: take out the enemy Leader, round %d of %d, %s phase", g.st.Round, g.maxRounds(), g.st.Phase), rules.Msg{ID: "KtNoteAssassination", Args: args}
	}
	return fmt.Sprintf("Skirmish: hold the objectives, round %d of %d, %s phase", g.st.Round, g.maxRounds(), g.st.Phase), rules.Msg{ID: "KtNoteSkirmish", Args: args}
}

// assassinationScore is what seat has scored in the Assassination
// mission so far: LeaderVP if the enemy's Leader is out of action, 1 for
// each full quarter of the enemy's starting models out of action, and
// BrokenBonus if the enemy team is broken. Models never come back and a
// broken team stays broken, so it never falls.
func (g *Game) assassinationScore(seat rules.Seat) int {
	enemy := seat.Other()
	out, leader := 0, false
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Seat != enemy || !m.Out {
			continue
		}
		out++
		if m.Spec == Leader {
			leader = true
		}
	}
	vp := 0
	if leader {
		vp += LeaderVP
	}
	if started := g.st.Started[enemy]; started > 0 {
		vp += CasualtyShares * out / started
	}
	if g.st.Broken[enemy] {
		vp += BrokenBonus
	}
	return vp
}

// scoreAssassination sets both sides' scores to their tally at a round's
// end, with an event for each side whose score rose.
func (g *Game) scoreAssassination() []rules.Event {
	var ev []rules.Event
	var now [2]int
	for seat := range 2 {
		now[seat] = g.assassinationScore(rules.Seat(seat))
	}
	for seat := range 2 {
		if gain := now[seat] - g.st.Score[seat]; gain > 0 {
			s := rules.Seat(seat)
			ev = append(ev, rules.Event{Kind: "score", Seat: s, Text: g.textf("%s has taken %s: %d victory %s (%d–%d).", s, g.casualtyText(s.Other()), now[seat], plural(now[seat], "point", "points"), now[0], now[1]),
				Msg: g.sayWith("KtAssassinationScore", []string{"Seat", seatRef(s), "Count", rules.Num(now[seat]), "Blue", rules.Num(now[0]), "Red", rules.Num(now[1])}, g.casualtyArgs(s.Other()))})
		}
	}
	g.st.Score = now
	return ev
}

// casualtyText says what of seat's team is out of action: "the Leader
// and 3 of 6 models out of action".
func (g *Game) casualtyText(seat rules.Seat) string {
	out, leader := 0, false
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Seat == seat && m.Out {
			out++
			leader = leader || m.Spec == Leader
		}
	}
	s := fmt.Sprintf("%d of %d %s models out of action", out, g.st.Started[seat], seat)
	if leader {
		s = "the Leader and " + s
	}
	if g.st.Broken[seat] {
		s += ", the team broken"
	}
	return s
}

// casualtyArgs are casualtyText's words as the message arguments Leader
// (the words of KtTheLeaderAnd with the Leader out, else ""), Out,
// Started, Side and Broken (the words of KtTeamBrokenToo or ""); nil
// when the game is quiet.
func (g *Game) casualtyArgs(seat rules.Seat) []string {
	if g.quiet {
		return nil
	}
	out, leader := 0, false
	for i := range g.st.Models {
		m := &g.st.Models[i]
		if m.Seat == seat && m.Out {
			out++
			leader = leader || m.Spec == Leader
		}
	}
	casualties, broken := "", ""
	if leader {
		casualties = rules.MsgRef + "KtTheLeaderAnd"
	}
	if g.st.Broken[seat] {
		broken = rules.MsgRef + "KtTeamBrokenToo"
	}
	return []string{"Leader", casualties, "Out", rules.Num(out), "Started", rules.Num(g.st.Started[seat]), "Side", seatRef(seat), "Broken", broken}
}

// leaderAtBack orders a side's deployment for the Assassination mission:
// its respawn cubes (the back of its zone on every shipped arena) come
// first and its Leader is placed first, so the Leader starts at the back
// with its team in front of it. The other models keep their order.
func (g *Game) leaderAtBack(seat int, cubes []world.Pos, idx []int) ([]world.Pos, []int) {
	respawn, _ := g.arena.Zone(world.ZoneRespawn, seat, "")
	var back, rest []world.Pos
	for _, p := range cubes {
		if respawn.Has(p) {
			back = append(back, p)
		} else {
			rest = append(rest, p)
		}
	}
	var leader, others []int
	for _, i := range idx {
		if g.st.Models[i].Spec == Leader {
			leader = append(leader, i)
		} else {
			others = append(others, i)
		}
	}
	return append(back, rest...), append(leader, others...)
}
