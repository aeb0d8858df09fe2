package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// TestLegalLendsItsCache checks Legal's contract (rules.Game): it hands out
// the cached list without copying it, and a caller that appends to it gets
// its own array, leaving the cache alone.
func TestLegalLendsItsCache(t *testing.T) {
	rs := NewRuleset()
	g, err := rs.NewGame(rs.DefaultSetup("standard"), 3)
	if err != nil {
		t.Fatal(err)
	}
	pick := rules.NewRNG(3)
	for i := 0; i < 40; i++ {
		legal := g.Legal()
		if _, err := g.Apply(legal[pick.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	legal := g.Legal()
	if len(legal) < 2 {
		t.Fatalf("want a decision with options, got %d", len(legal))
	}
	if n := testing.AllocsPerRun(10, func() { _ = g.Legal() }); n != 0 {
		t.Errorf("Legal allocates %v times once the list is cached", n)
	}
	if cap(legal) != len(legal) {
		t.Errorf("Legal's capacity %d runs past its length %d", cap(legal), len(legal))
	}
	first := legal[0].Text()
	more := append(legal, rules.Action{Seat: rules.Blue, Kind: "pass"})
	more[0] = rules.Action{Seat: rules.Blue, Kind: "pass"}
	if got := g.Legal()[0].Text(); got != first {
		t.Errorf("changing an appended copy changed the cache: %q, want %q", got, first)
	}
}
