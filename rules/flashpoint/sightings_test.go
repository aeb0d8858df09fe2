package flashpoint

import (
	"strconv"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// sightingsText lists the sightings as "weapon: why" ("weapon: N dice,
// sight" when the shot could be made), one per weapon.
func sightingsText(ss []rules.Sighting) string {
	var out []string
	for _, s := range ss {
		if s.Why != "" {
			out = append(out, s.Weapon+": "+s.Why)
			continue
		}
		out = append(out, s.Weapon+": "+strconv.Itoa(s.Dice)+" dice, "+s.Sight)
	}
	return strings.Join(out, "; ")
}

// HF-SHT-1 in words: a shot needs range and sight, and no enemy in the
// shooter's cube; Sightings says which is missing, for any two models
// whoever's turn it is.
func TestSightingsSayWhyNot(t *testing.T) {
	g := position(corridorArena).
		model("blue.1 operator 0,0,0").
		model("red.1 operator 4,0,0").
		model("red.2 operator 5,0,0").
		active("blue.1").build(t)
	if got := sightingsText(g.Sightings("blue.1", "red.1")); !strings.Contains(got, "assault-rifle: ") || strings.Contains(got, "assault-rifle: out") {
		t.Errorf("blue.1 at red.1 (4 cubes, Assault Rifle R4): %s", got)
	}
	if got := sightingsText(g.Sightings("blue.1", "red.2")); !strings.Contains(got, "assault-rifle: out of range: R4 at 5 cubes") {
		t.Errorf("blue.1 at red.2 (5 cubes): %s", got)
	}
	// The enemy's side too: red.2 could shoot blue.1? No, the same range.
	if got := sightingsText(g.Sightings("red.2", "blue.1")); !strings.Contains(got, "out of range: R4 at 5 cubes") {
		t.Errorf("red.2 at blue.1: %s", got)
	}
	// Every legal shot's target has a sighting without a reason, with the
	// dice the forecast rolls.
	for _, a := range g.Legal() {
		if _, mode := splitShotOption(a.Option); a.Kind != "shoot" || a.Target == "" || mode != "" {
			continue // the plain shot: Blaze Away and the scope roll other pools
		}
		f, _ := g.Forecast(a)
		found := false
		for _, s := range g.Sightings(a.Actor, a.Target) {
			if s.Weapon == a.Weapon && s.Why == "" && s.Dice == f.Attack.Dice {
				found = true
			}
		}
		if !found {
			t.Errorf("legal %s: no matching sighting in %s", a.Text(), sightingsText(g.Sightings(a.Actor, a.Target)))
		}
	}

	g = position(climbArena).
		model("blue.1 operator 1,0,0").
		model("red.1 operator 4,0,0").
		active("blue.1").build(t)
	if got := sightingsText(g.Sightings("blue.1", "red.1")); !strings.Contains(got, "assault-rifle: no line of sight") {
		t.Errorf("behind the wall: %s", got)
	}

	g = leavePosition(false).build(t)
	if got := sightingsText(g.Sightings("blue.1", "red.1")); !strings.Contains(got, "in the same cube: only an Assault") {
		t.Errorf("sharing a cube: %s", got)
	}
	if got := g.Sightings("blue.1", "blue.1"); got != nil {
		t.Errorf("a model at itself: %v", got)
	}
}

// HF-ASL-1: an Assault is fought in one cube; its forecast says nothing of
// line of sight (Sight is empty), a shot's always does.
func TestAssaultForecastHasNoSight(t *testing.T) {
	g := leavePosition(false).build(t)
	n := 0
	for _, a := range g.Legal() {
		if a.Kind != "assault" {
			continue
		}
		f, ok := g.Forecast(a)
		if !ok || f.Sight != "" {
			t.Errorf("%s: forecast %v, sight %q", a.Text(), ok, f.Sight)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no Assault is legal in the shared cube")
	}
}
