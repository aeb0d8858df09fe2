package flashpoint

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The scenario names a setup accepts (rules.Setup.Scenario).
const (
	// ScenarioAttrition: no respawns; a side wins when the enemy has no
	// model left on the board.
	ScenarioAttrition = "attrition"
	// ScenarioCTF is Capture the Flag: carry the enemy flag to your own
	// flag's home cube.
	ScenarioCTF = "ctf"
	// ScenarioOddball: points for holding the ball at the end of a round and
	// for hitting with it in an Assault.
	ScenarioOddball = "oddball"
	// ScenarioStrongholds: a point per zone held at the end of a round; a
	// side with double the enemy's points wins.
	ScenarioStrongholds = "strongholds"
	// ScenarioTotalControl: a point per round in which a side holds every
	// zone.
	ScenarioTotalControl = "total-control"
	// ScenarioVIP: only kills of the enemy VIP score.
	ScenarioVIP = "vip"

	// NoTarget is the internal score target of a scenario that is not won
	// by reaching a score (Attrition, Strongholds).
	NoTarget = MaxKills

	// StrongholdsMin is the fewest points with which double the enemy's
	// points wins Strongholds before the round limit.
	StrongholdsMin = 4
)

// scenarioRule is a scenario's fixed facts: its title, its score target
// and round limit by default, and the option that sets the target.
type scenarioRule struct {
	Name   string
	Title  string
	Target int    // points to win; NoTarget when a score does not win
	Rounds int    // the round limit
	Option string // the option that sets Target ("kills", "captures", "points"); "" for none
	Unit   string // what the score counts, plural ("kills", "captures", "points")
	// KillsBreakTies: kills do not score, and an equal score after the
	// round limit goes to the side with more kills.
	KillsBreakTies bool
}

// scenarioRules lists the scenarios in the order Scenarios returns them
// (rules/flashpoint-data.md, "Scenarios"; RULES-SCENARIOS.md).
var scenarioRules = []scenarioRule{
	{Name: ScenarioSlayer, Title: "Slayer", Target: DefaultKills, Rounds: DefaultRounds, Option: "kills", Unit: "kills"},
	{Name: ScenarioAttrition, Title: "Attrition", Target: NoTarget, Rounds: 10, Unit: "kills"},
	{Name: ScenarioCTF, Title: "Capture the Flag", Target: 3, Rounds: 8, Option: "captures", Unit: "captures", KillsBreakTies: true},
	{Name: ScenarioOddball, Title: "Oddball", Target: 11, Rounds: 6, Option: "points", Unit: "points", KillsBreakTies: true},
	{Name: ScenarioStrongholds, Title: "Strongholds", Target: NoTarget, Rounds: 6, Unit: "points", KillsBreakTies: true},
	{Name: ScenarioTotalControl, Title: "Total Control", Target: 3, Rounds: 8, Option: "points", Unit: "points", KillsBreakTies: true},
	{Name: ScenarioVIP, Title: "VIP", Target: 4, Rounds: 8, Option: "kills", Unit: "VIP kills"},
}

// scenarioNamed returns the rule of a scenario name.
func scenarioNamed(name string) (scenarioRule, bool) {
	for _, s := range scenarioRules {
		if s.Name == name {
			return s, true
		}
	}
	return scenarioRule{}, false
}

// scenarioNames lists every scenario name.
func scenarioNames() []string {
	out := make([]string, len(scenarioRules))
	for i, s := range scenarioRules {
		out[i] = s.Name
	}
	return out
}

// parseScenario checks the scenario name and reads its options into info
// (Kills is the score target, Rounds the round limit).
func parseScenario(info *setupInfo, options map[string]string) error {
	rule, ok := scenarioNamed(info.Scenario)
	if !ok {
		return fmt.Errorf("scenario %q: unknown (want one of %s)", info.Scenario, strings.Join(scenarioNames(), ", "))
	}
	info.Kills, info.Rounds = rule.Target, rule.Rounds
	if len(options) > 0 {
		info.Options = make(map[string]string, len(options))
	}
	want := "rounds"
	if rule.Option != "" {
		want = rule.Option + ", rounds"
	}
	for k, v := range options {
		info.Options[k] = v
		var limit int
		var dst *int
		switch {
		case k == "rounds":
			dst, limit = &info.Rounds, MaxRounds
		case k == rule.Option:
			dst, limit = &info.Kills, MaxKills
		default:
			return fmt.Errorf("option %q: unknown for %s (want %s)", k, rule.Name, want)
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > limit {
			return fmt.Errorf("option %s: %q is not a whole number from 1 to %d", k, v, limit)
		}
		*dst = n
	}
	return nil
}

// rule is the game's scenario rule.
func (g *Game) rule() scenarioRule {
	r, _ := scenarioNamed(g.b.setup.Scenario)
	return r
}

// is reports whether the game plays scenario name.
func (g *Game) is(name string) bool { return g.b.setup.Scenario == name }

// scenarioNote is the scenario's line for the top bar.
func (g *Game) scenarioNote() string {
	s := g.b.setup
	r := g.rule()
	round := fmt.Sprintf("round %d of %d", g.round, s.Rounds)
	target := fmt.Sprintf("%d %s", s.Kills, countUnit(s.Kills, r.Unit))
	switch s.Scenario {
	case ScenarioAttrition:
		return "Attrition: no respawns, wipe out the enemy, " + round
	case ScenarioStrongholds:
		return fmt.Sprintf("Strongholds: zones score at round end, double the enemy's points (at least %d) wins, %s", StrongholdsMin, round)
	case ScenarioTotalControl:
		return fmt.Sprintf("Total Control: hold every zone at round end, first to %s, %s", target, round)
	case ScenarioVIP:
		return fmt.Sprintf("VIP: first to %s, %s", target, round)
	}
	return fmt.Sprintf("%s: first to %s, %s", r.Title, target, round)
}

// countUnit is a scenario's unit ("kills", "VIP kills") for a count of
// n: singular for one ("first to 1 kill").
func countUnit(n int, unit string) string {
	if n == 1 {
		return strings.TrimSuffix(unit, "s")
	}
	return unit
}

// tieNote is the line that says how an equal score is broken and where
// the kills stand, where kills break ties.
func (g *Game) tieNote() string {
	return fmt.Sprintf("Tie after round %d: more kills wins (blue %d, red %d)", g.b.setup.Rounds, g.kills[rules.Blue], g.kills[rules.Red])
}

// ScenarioOptions lists what a scenario lets the players set
// (rules.ScenarioOptioner): its score target, where it has one, and its
// round limit, with the defaults of the data sheet.
func (r *Ruleset) ScenarioOptions(name string) []rules.ScenarioOption {
	s, ok := scenarioNamed(name)
	if !ok {
		return nil
	}
	var out []rules.ScenarioOption
	if s.Option != "" {
		out = append(out, rules.ScenarioOption{Key: s.Option, Title: titleUnit(s.Unit) + " to win", Default: s.Target, Min: 1, Max: MaxKills})
	}
	return append(out, rules.ScenarioOption{Key: "rounds", Title: "Rounds", Default: s.Rounds, Min: 1, Max: MaxRounds})
}

// titleUnit is a scenario's unit as a title: "Kills", "VIP kills".
func titleUnit(u string) string {
	if u == "" {
		return u
	}
	return strings.ToUpper(u[:1]) + u[1:]
}

// ScenarioTitle is a scenario's display name (rules.ScenarioTitler):
// "Capture the Flag" for "ctf"; the name itself if it is unknown.
func (r *Ruleset) ScenarioTitle(name string) string {
	if s, ok := scenarioNamed(name); ok {
		return s.Title
	}
	return name
}
