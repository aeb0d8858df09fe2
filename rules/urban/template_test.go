package urban

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The Triple blade (UF-TPL-1): applied at the caster's cube and facing
// south, three parallel lines of 2 cubes start in the row beyond it: from
// 2,0 they cover x 1..3 of rows 1 and 2. One damage roll strikes every
// model there, friends too (A7), but not the caster; a wall stops its
// line like a Spray's. Damage 3 + 3 + POW 2 + INT 3 − ARM 6 = 5. Its
// range is the template's, not INT's (UF-TPL-2).
func TestBladeTemplate(t *testing.T) {
	models := []place{"blue.1 adept 2,0 spells=blade-storm", "blue.2 warden 2,2",
		"red.1 warden 1,1", "red.2 warden 3,2", "red.3 warden 2,3", "red.4 warden 0,1"}
	g := position(t, open5, nil, models...)
	do(t, g, "blue.1 activate")
	for _, a := range g.Legal() {
		if a.Weapon == "blade-storm" && a.Cell.String() != "2,0,0" {
			t.Fatalf("the normal blade is applied away from its caster: %s", a.Text())
		}
	}
	dice(g, 4, 4, 3, 3)
	do(t, g, "blue.1 cast 2,0,0 with blade-storm (s)")
	wantWounds(t, g, "red.1", 5)
	wantWounds(t, g, "red.2", 5)
	wantWounds(t, g, "blue.2", 5)
	wantWounds(t, g, "red.3", 0)
	wantWounds(t, g, "red.4", 0)

	g = position(t, open5, []string{"3,1 s wall"}, models...)
	do(t, g, "blue.1 activate")
	dice(g, 4, 4, 3, 3)
	do(t, g, "blue.1 cast 2,0,0 with blade-storm (s)")
	wantWounds(t, g, "red.1", 5)
	wantWounds(t, g, "red.2", 0) // behind the wall across its line
}

// The enlarged Triple blade (UF-TPL-1: "the application point is
// anywhere within 2 inches of the source"): on cubes, the caster's cube
// or a neighbour it could step to, never 2 cubes off. Applied at 2,0
// facing south from a caster at 2,1, its lines start in the caster's own
// row: the friend beside it is struck, the caster is not. Casts that
// strike no enemy, or the same models as an earlier one, are left out.
func TestEnlargedBlade(t *testing.T) {
	g := position(t, open5, nil, "blue.1 adept 2,1 spells=whirling-blades", "blue.2 warden 1,1",
		"red.1 warden 2,2", "red.2 warden 3,4")
	do(t, g, "blue.1 activate")
	seen := map[string]bool{}
	for _, a := range g.Legal() {
		if a.Weapon != "whirling-blades" {
			continue
		}
		if d := a.Cell.X - 2; d < -1 || d > 1 || a.Cell.Y < 0 || a.Cell.Y > 2 {
			t.Fatalf("a blade applied beyond 2 inches: %s", a.Text())
		}
		seen[a.Cell.String()] = true
	}
	if !seen["2,1,0"] || !seen["2,0,0"] || len(seen) < 3 {
		t.Fatalf("application points %v lack a neighbour of the caster", seen)
	}
	if !has(g, "blue.1 cast 2,0,0 with whirling-blades (s)") {
		t.Fatal("the blade may not be applied at the cube behind its caster")
	}
	dice(g, 5, 5, 3, 3) // 10 against 9; 6 + 2 + 3 = 11
	do(t, g, "blue.1 cast 2,0,0 with whirling-blades (s)")
	wantWounds(t, g, "blue.1", 0)
	wantWounds(t, g, "blue.2", 5)
	wantWounds(t, g, "red.1", 5)
	wantWounds(t, g, "red.2", 0)
}

// The enlarged AOE 4" (UF-TPL-1): the target's cube and its 8
// neighbours, friends too; a wall shelters the cube beyond it; its range
// stays RNG × INT (A6). Damage 3 + 3 + POW 1 + INT 3 − ARM 6 = 4.
func TestEnlargedAOE(t *testing.T) {
	g := position(t, open5, []string{"2,2 w wall"}, "blue.1 adept 2,0 spells=thunderclap",
		"red.1 warden 2,2", "red.2 warden 3,3", "red.3 warden 2,4", "red.4 warden 1,2", "blue.2 warden 3,1")
	do(t, g, "blue.1 activate")
	a, err := rules.Find(g.Legal(), "blue.1 cast red.1 with thunderclap")
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := g.Describe(a); !strings.Contains(h.Help, `AOE 4"`) {
		t.Fatalf("the cast's help %q does not name its template", h.Help)
	}
	dice(g, 5, 5, 3, 3)
	do(t, g, "blue.1 cast red.1 with thunderclap")
	wantWounds(t, g, "red.1", 4)
	wantWounds(t, g, "red.2", 4)
	wantWounds(t, g, "blue.2", 4)
	wantWounds(t, g, "red.3", 0) // two cubes off
	wantWounds(t, g, "red.4", 0) // behind the wall
}

// The enlarged Spray is the universal ruler's full length (UF-TPL-1, G7):
// 8 inches reach into a third cube where the normal Spray's 6 stop at two
// (TestSpraySpell). Damage 3 + 3 + POW 2 + INT 2 − ARM 6 = 4.
func TestEnlargedSpray(t *testing.T) {
	g := position(t, open5, nil, "blue.1 hedge-witch 0,0 spells=inferno",
		"red.1 warden 1,1", "red.2 warden 2,2", "red.3 warden 3,3", "red.4 warden 4,4")
	do(t, g, "blue.1 activate")
	dice(g, 5, 5, 3, 3)
	do(t, g, "blue.1 cast 1,1,0 with inferno")
	wantWounds(t, g, "red.1", 4)
	wantWounds(t, g, "red.2", 4)
	wantWounds(t, g, "red.3", 4)
	wantWounds(t, g, "red.4", 0)
}
