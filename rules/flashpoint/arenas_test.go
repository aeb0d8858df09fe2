package flashpoint

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// corridorArena is a 6x1 corridor: blue deploys at 0 and respawns at 1, red
// respawns at 4 and deploys at 5. A model cannot walk around another.
const corridorArena = `arena Corridor
size 6 1 1
level 0
+--+--+--+--+--+--+
|#b #B #  #  #R #r|
+--+--+--+--+--+--+
`

// climbArena is a corridor with a roof at x=3, one level up; the wall west
// of x=3 at ground level can be climbed (HF-MOV-2), the open east side not.
const climbArena = `arena Climb
size 6 1 2
level 0
+--+--+--+--+--+--+
|#b #B # |#  #R #r|
+--+--+--+--+--+--+
level 1
+--+--+--+--+--+--+
|.  .  .  #  .  . |
+--+--+--+--+--+--+
`

// tiersArena has ledges to fall from. Row 0: a roof two levels up at x=1..2
// with a two-level drop east of it, and a wall west of x=4 on the ground.
// Row 1: the same roof with a girder one level down east of it (3,1,1).
// Row 2: a step one level up at x=1..2 with a one-level drop east of it.
// Weapon-drop spot A (W) lies at 3,1,0.
const tiersArena = `arena Tiers
size 6 3 3
level 0
+--+--+--+--+--+--+
|#b #  #  # |#  #r|
+  +  +  +  +  +  +
|#B #  #  #W #  #R|
+  +  +  +  +  +  +
|#b #  #  #  #  #r|
+--+--+--+--+--+--+
level 1
+--+--+--+--+--+--+
|.  .  .  .  .  . |
+  +  +  +  +  +  +
|.  .  .  =  .  . |
+  +  +  +  +  +  +
|.  #  #  .  .  . |
+--+--+--+--+--+--+
level 2
+--+--+--+--+--+--+
|.  #  #  .  .  . |
+  +  +  +  +  +  +
|.  #  #  .  .  . |
+  +  +  +  +  +  +
|.  .  .  .  .  . |
+--+--+--+--+--+--+
`

// dropsArena is the flat yard with four weapon-drop spots (W), labelled in
// reading order: A 2,0,0, B 3,0,0, C 2,1,0, D 2,2,0.
const dropsArena = `arena Drops
size 5 3 1
level 0
+--+--+--+--+--+
|#b #  #W #W #r|
+  +  +  +  +  +
|#B #  #W #  #R|
+  +  +  +  +  +
|#b #  #W #  #r|
+--+--+--+--+--+
`

// The test arenas parse and have the features the tests rely on.
func TestTestArenas(t *testing.T) {
	for name, text := range map[string]string{"flat": flatArena, "corridor": corridorArena, "climb": climbArena, "tiers": tiersArena, "drops": dropsArena} {
		if _, err := world.Parse(name, []byte(text)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	a, err := world.Parse("tiers", []byte(tiersArena))
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		p    world.Pos
		want world.Floor
	}{
		{world.Pos{X: 2, Y: 0, Z: 2}, world.FloorSolid},
		{world.Pos{X: 3, Y: 0, Z: 2}, world.FloorNone},
		{world.Pos{X: 3, Y: 1, Z: 1}, world.FloorGirder},
		{world.Pos{X: 2, Y: 2, Z: 1}, world.FloorSolid},
	}
	for _, c := range checks {
		if got := a.Floor(c.p); got != c.want {
			t.Errorf("tiers floor at %s = %v, want %v", c.p, got, c.want)
		}
	}
	if a.Side(world.Pos{X: 3, Y: 0, Z: 0}, world.East) != world.Wall {
		t.Error("tiers: want a wall east of 3,0,0")
	}
}
