package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// deployActs are two models' placements on two cubes each, as a ruleset
// offers them while the teams deploy.
func deployActs() []rules.Action {
	var out []rules.Action
	for _, id := range []string{"blue.1", "blue.2"} {
		for x := range 2 {
			c := world.Pos{X: x}
			out = append(out, rules.Action{Seat: rules.Blue, Kind: "deploy", Actor: id, Cell: &c})
		}
	}
	return out
}

// While every model that may act waits off the board (a deployment), the
// first is selected so its cubes show, and a model the player selected
// among them stays selected; a model on the board is picked by a click.
func TestOffBoardPick(t *testing.T) {
	v := rules.View{Pieces: []rules.Piece{{ID: "blue.1"}, {ID: "blue.2"}}}
	acts := deployActs()
	if got := offBoardPick(acts, v, ""); got != "blue.1" {
		t.Fatalf("picked %q, want blue.1", got)
	}
	if got := offBoardPick(acts, v, "blue.2"); got != "blue.2" {
		t.Fatalf("picked %q, want the selected blue.2", got)
	}
	v.Pieces[1].OnBoard = true
	if got := offBoardPick(acts, v, ""); got != "" {
		t.Fatalf("picked %q with a model on the board", got)
	}
}

// The top bar and the opening banner name the deployment before round 1
// by the ruleset's phase, not "Round 0"; the cyan cubes' legend names the
// only kind of cube action there is.
func TestRoundLabelBeforeRoundOne(t *testing.T) {
	if got := roundLabel(rules.View{Round: 0, Phase: "Deployment"}); got != "Deployment" {
		t.Fatalf("round 0: %q", got)
	}
	if got := roundLabel(rules.View{Round: 2, Phase: "Movement phase"}); got != "Round 2" {
		t.Fatalf("round 2: %q", got)
	}
	b := openingBanner(rules.View{Phase: "Deployment", Prompt: "blue: deploy a model"})
	if b.text != "Deployment" || b.sub != "Blue: deploy a model" {
		t.Fatalf("opening banner %+v", b)
	}
	d := describeBy(func(a rules.Action) (rules.ActionHelp, bool) {
		return rules.ActionHelp{Title: titleCase(a.Kind)}, true
	})
	if got := moveLegend(deployActs(), "", d); got != "Deploy" {
		t.Fatalf("legend %q, want Deploy", got)
	}
}

// A scenario option with words offers them by their titles, the first
// chosen; a numeric one its numbers at its default.
func TestOptionChooserWords(t *testing.T) {
	c := optionChooser(rules.ScenarioOption{Key: "deploy", Title: "Deployment", Help: "who places",
		Choices: []rules.OptionChoice{{Value: "players", Title: "Players place"}, {Value: "auto", Title: "Automatic"}}})
	if c.value() != "players" || c.show("auto") != "Automatic" || len(c.options) != 2 || c.help != "who places" {
		t.Fatalf("chooser %+v", c)
	}
	n := optionChooser(rules.ScenarioOption{Key: "rounds", Title: "Rounds", Default: 4, Min: 2, Max: 6})
	if n.value() != "4" || len(n.options) != 5 {
		t.Fatalf("numeric chooser %+v", n)
	}
}
