package rulestest

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// opener is a game that reports events of its own making before the
// first action (the Kill Team scouting phase, for one).
type opener interface{ Opening() []rules.Event }

// DefaultTranscript is Transcript of a game of rs's default setup on the
// named arena, titled "TITLE SCENARIO on "ARENA", seed N, BLUE (blue)
// against RED (red)." with the game's opening events first.
func DefaultTranscript(t testing.TB, rs rules.Ruleset, title, arena string, seed uint64, maxSteps int) string {
	t.Helper()
	setup := rs.DefaultSetup(arena)
	g, err := rs.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	var opening []rules.Event
	if o, ok := g.(opener); ok {
		opening = o.Opening()
	}
	full := fmt.Sprintf("%s %s on %q, seed %d, %s (blue) against %s (red).", title, setup.Scenario, arena, seed, setup.Rosters[0], setup.Rosters[1])
	return Transcript(t, g, opening, full, seed, maxSteps)
}
