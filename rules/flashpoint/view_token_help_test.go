package flashpoint

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Every token says what it is for in the ruleset's words (Token.Help), so
// the screen states no rules of its own: a flag whose side scores with it
// and who returns it (RULES-SCENARIOS.md), a carrier that may not shoot
// (its card's first line), zones by whose they are.
func TestViewTokenHelp(t *testing.T) {
	g := scenarioPos(flatArena, ScenarioCTF).
		model("blue.1 operator 3,1,0").
		model("red.1 operator 4,2,0").
		with(func(p *positionJSON) {
			p.Objectives = []objectiveJSON{{Kind: "flag", Team: "blue", Pos: "0,1,0"}, {Kind: "flag", Team: "red", Carrier: "blue.1"}}
		}).build(t)
	v := g.View()
	for _, f := range tokensOf(v, "flag") {
		want := map[rules.Seat]string{
			rules.Blue: "Red scores by carrying it into Red's half of the arena; Blue returns it home",
			rules.Red:  "Blue scores by carrying it into Blue's half of the arena; Red returns it home",
		}[f.Seat]
		if !strings.HasPrefix(f.Help, want) || !strings.Contains(f.Help, "may not shoot") {
			t.Errorf("%s: help %q, want it to start %q and say a carrier may not shoot", f.Label, f.Help, want)
		}
	}
	if c := pieceOf(t, v, "blue.1").Card[0].Text; c != "Carries the red flag: may not shoot; scores on reaching its side's half" {
		t.Errorf("the carrier's card starts %q", c)
	}
	if c := pieceOf(t, v, "red.1").Card[0].Text; strings.HasPrefix(c, "Carries") {
		t.Errorf("red.1 carries nothing, its card starts %q", c)
	}
	zones := scenarioPos(zoneArena, ScenarioTotalControl).
		model("blue.1 operator 1,0,0").
		model("red.1 operator 2,1,0").
		model("blue.2 operator 2,1,0").
		build(t).View()
	help := map[string]string{}
	for _, z := range tokensOf(zones, "zone") {
		help[z.Label] = z.Help
	}
	for label, want := range map[string]string{"Zone 1": "Blue's.", "Zone 2": "Contested", "Zone 3": "Nobody's."} {
		if !strings.HasPrefix(help[label], want) || !strings.Contains(help[label], "owns every zone") {
			t.Errorf("%s: help %q, want it to start %q and give Total Control's rule", label, help[label], want)
		}
	}
	for _, tk := range v.Tokens {
		if tk.Help == "" && tk.Kind != "drop-spot" {
			t.Errorf("token %+v has no help", tk)
		}
	}
}
