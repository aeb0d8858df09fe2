package scene

import (
	"testing"
)

// The title screen's team button and the battle's team list are named as
// the chosen ruleset calls its rosters.
func TestTitleNamesTheRulesetsTeams(t *testing.T) {
	for _, c := range []struct{ ruleset, want string }{{"flashpoint", "Fireteams"}, {"killteam", "Kill teams"}} {
		a := newRealApp(t, c.ruleset, "", 1)
		title := newTitleScreen(a)
		title.layout(a)
		if got := title.buttons[titleFireteams].label; got != c.want {
			t.Errorf("%s: the title's team button says %q, want %q", c.ruleset, got, c.want)
		}
		if got := a.teamsTitleOf(c.ruleset); got != c.want {
			t.Errorf("%s: the team list is titled %q, want %q", c.ruleset, got, c.want)
		}
	}
}
