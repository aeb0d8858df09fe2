package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// A shot's forecast says its odds keep every failed roll exactly while a
// player holds a command point for a Command Re-roll (KT-CP-3), which
// could better them; without a point the odds are the whole story.
func TestForecastNotesTheCommandReroll(t *testing.T) {
	for _, c := range []struct {
		cp   [2]int
		want bool
	}{{[2]int{0, 0}, false}, {[2]int{CommandRerollCost, 0}, true}, {[2]int{0, CommandRerollCost}, true}} {
		g := duel(t, PhaseShooting, SectionSecond, map[string]world.Pos{"blue.3": posAt(3, 2, 0), "red.1": posAt(3, 5, 0)})
		g.st.CP = c.cp
		a, err := rules.Find(g.Legal(), "blue.3 shoot red.1 with plasma-gun")
		if err != nil {
			t.Fatalf("%v: %v", err, texts(g.Legal()))
		}
		f, ok := g.Forecast(a)
		if !ok {
			t.Fatal("no forecast of a shot")
		}
		noted := false
		for _, n := range f.Notes {
			noted = noted || strings.Contains(n, "Command Re-roll")
		}
		if noted != c.want {
			t.Errorf("command points %v: the Command Re-roll noted %v, want %v", c.cp, noted, c.want)
		}
	}
}
