package all

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

func TestRegistryHasFlashpoint(t *testing.T) {
	reg := Registry()
	if got := reg.Names(); len(got) != 1 || got[0] != "flashpoint" {
		t.Fatalf("Names() = %v, want [flashpoint]", got)
	}
	rs, err := reg.Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.New(rs.DefaultSetup("beginner"), 1)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	if g.Ruleset() != "flashpoint" || g.Over() || len(g.Legal()) == 0 || g.ToMove() == rules.NoSeat {
		t.Fatalf("a new game should be running with a decision: over=%v legal=%d to move %v", g.Over(), len(g.Legal()), g.ToMove())
	}
	if _, err := reg.Get("chess"); err == nil {
		t.Fatal("Get(chess) should fail")
	}
}
