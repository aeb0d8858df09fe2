package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// NEC-SHT-3: a target beyond the weapon's Long range may be declared: the
// stub gun (L 12", 4 cubes) at an enemy 6 cubes away rolls no hit die,
// misses, and still rolls the Firepower die: its Ammo face calls an Ammo
// check, whose 3 against Am 4+ leaves the gun Out of Ammo.
func TestShotBeyondLongRange(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"stub-gun"}}, fx{id: "red.1", at: "6,1,0"})
	if n := g.hitNeed(0, g.weapon("stub-gun"), 1); n != BeyondNeed {
		t.Fatalf("beyond Long range the stub gun needs %d", n)
	}
	s := script(g, 6, 3) // the Firepower die's Ammo face, the Ammo check
	apply(t, g, "blue.1 shoot red.1 with stub-gun")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != Active {
		t.Fatalf("a shot beyond Long range left red.1 %v", f.Status)
	}
	if !fighterOf(t, g, "blue.1").Empty[0] {
		t.Fatal("the failed Ammo check of a shot beyond Long range left the gun loaded")
	}
}

// NEC-SHT-3: the forecast of a shot beyond Long range gives no effect
// for certain.
func TestShotBeyondLongRangeForecast(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"stub-gun"}}, fx{id: "red.1", at: "6,1,0"})
	a, err := rules.Find(g.Legal(), "blue.1 shoot red.1 with stub-gun")
	if err != nil {
		t.Fatal(err)
	}
	fc, ok := g.Forecast(a)
	if !ok || len(fc.Outcomes) != 1 || fc.Outcomes[0].Label != outcomeNone || fc.Outcomes[0].P < 0.999 {
		t.Fatalf("forecast beyond Long range: %v %+v", ok, fc.Outcomes)
	}
}

// NEC-BLST-2 step 3: a frag grenade (range S × 3", 3 cubes for S 3)
// thrown at an enemy 5 cubes away: the centre slides back along the line
// to 3 cubes from the thrower, the shot is a miss with no hit roll, the
// Firepower die is rolled, and the blast scatters from there (D6 2 → 1
// cube, D8 3 → east) onto red.2, not onto red.1.
func TestBlastBeyondLongRangeSlides(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"frag-grenade"}},
		fx{id: "red.1", at: "5,1,0"}, fx{id: "red.2", at: "4,1,0", status: Pinned})
	s := script(g, 1, 2, 3, 1) // Firepower 1; scatter 2 (1 cube) east; red.2's wound roll 1
	ev := apply(t, g, "blue.1 shoot red.1 with frag-grenade")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != Active {
		t.Fatalf("red.1 beyond range was hit: %v", f.Status)
	}
	var landed bool
	for _, e := range ev {
		if e.Kind == "blast" && e.To != nil && e.To.X == 4 && e.To.Y == 1 {
			landed = true
		}
	}
	if !landed {
		t.Fatal("the slid centre 3,1,0 did not scatter to 4,1,0")
	}
}
