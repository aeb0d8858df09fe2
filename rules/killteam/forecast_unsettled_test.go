package killteam

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// A shot's forecast is Unsettled, and says why, exactly while a player
// holds a command point for a Command Re-roll (KT-CP-3): a failed roll
// may then stop the shot for an offer, so the events of one Apply need not
// show its outcome. Without a point to spend the odds are the whole story.
func TestForecastUnsettledByCommandReroll(t *testing.T) {
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
		if f.Unsettled != c.want || noted != c.want {
			t.Errorf("command points %v: Unsettled %v, noted %v; want both %v", c.cp, f.Unsettled, noted, c.want)
		}
	}
}
