package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// The title screen's team button and the battle's team list are named as
// the chosen ruleset calls its rosters.
func TestTitleNamesTheRulesetsTeams(t *testing.T) {
	for _, c := range []struct{ ruleset, want string }{{"flashpoint", "Fireteams"}, {"killteam", "Kill teams"}} {
		a, err := New(Config{Registry: all.Registry(), Ruleset: c.ruleset, Arenas: assets.ArenaNames(), Storage: &MemoryStorage{}, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
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
