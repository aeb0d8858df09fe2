package urban

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Each crew deploys the same way in its own zone (UF-PH-0): the k-th
// model of either side stands as far from its own edge, in the same
// column, on Market Row (whose zones mirror each other across the middle
// row), so no side starts nearer the objectives.
func TestDeploymentMirrors(t *testing.T) {
	rs := newRuleset(t)
	g, err := rs.NewGame(rs.DefaultSetup(""), 1)
	if err != nil {
		t.Fatal(err)
	}
	d := g.Arena().D
	var blue, red []model
	for _, m := range g.st.Models {
		if m.Seat == rules.Blue {
			blue = append(blue, m)
		} else {
			red = append(red, m)
		}
	}
	if len(blue) != len(red) || len(blue) == 0 {
		t.Fatalf("%d blue and %d red models", len(blue), len(red))
	}
	for k := range blue {
		b, r := blue[k].Pos, red[k].Pos
		if b.X != r.X || b.Z != r.Z || b.Y != d-1-r.Y {
			t.Errorf("model %d: blue at %s, red at %s: not mirrored", k+1, b, r)
		}
	}
}
