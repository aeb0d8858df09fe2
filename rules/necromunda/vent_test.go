package necromunda

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// ventPosition is the flat arena with a vent from 0,0,0 to 7,2,0.
func ventPosition(t *testing.T, fs ...fx) *Game {
	g := position(t, flatArena, fs...)
	g.features.Vents = [][2]world.Pos{{{X: 0, Y: 0}, {X: 7, Y: 2}}}
	g.legal = nil
	return g
}

// NEC-VENT-1, NEC-VENT-2: a fighter at a vent end shoots an enemy at the
// other end; it hits on 5+ whatever the modifiers (three flesh wounds
// here).
func TestVentShot(t *testing.T) {
	g := ventPosition(t, fx{id: "blue.1", at: "0,0,0"}, fx{id: "red.1", at: "7,2,0"}, fx{id: "red.2", at: "3,2,0"})
	g.st.Fighters[0].Flesh = 2
	g.legal = nil
	s := script(g, 5, 1, 4, 3)
	apply(t, g, "blue.1 shoot red.1 with autogun (vent)")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != SeriouslyInjured {
		t.Fatalf("red.1 is %v", f.Status)
	}
}

// NEC-VENT-3: a Template weapon through a vent hits everyone within 2"
// (a cube) of the far end, no roll.
func TestVentTemplate(t *testing.T) {
	g := ventPosition(t, fx{id: "blue.1", at: "0,0,0", weapons: []string{"scorcher"}}, fx{id: "red.1", at: "7,2,0"}, fx{id: "red.2", at: "6,1,0"}, fx{id: "red.3", at: "4,2,0"})
	s := script(g, 1, 1, 1)
	apply(t, g, "blue.1 shoot red.1 with scorcher (vent)")
	used(t, s)
	if fighterOf(t, g, "red.2").Status != Pinned || fighterOf(t, g, "red.3").Status != Active {
		t.Fatal("the vent template should hit red.2 beside the far end and not red.3")
	}
}

// NEC-VENT-4, NEC-VENT-5, A3: Blast weapons may not fire into a vent,
// grenades may: on 2+ the blast is centred on the far end (or a cube the
// thrower chose within 2" of it), on a 1 on the thrower.
func TestVentGrenade(t *testing.T) {
	g := ventPosition(t, fx{id: "blue.1", at: "0,0,0", weapons: []string{"blast-launcher", "frag-grenade"}}, fx{id: "red.1", at: "7,2,0"}, fx{id: "red.2", at: "3,2,0"})
	if legal(g, "blue.1 shoot red.1 with blast-launcher (vent)") {
		t.Fatal("a blast launcher was offered a shot into the vent")
	}
	s := script(g, 2, 1, 1)
	apply(t, g, "blue.1 shoot red.1 7,2,0 with frag-grenade (vent)")
	used(t, s)
	if fighterOf(t, g, "red.1").Status != Pinned {
		t.Fatal("the grenade on 2+ should land on the far end")
	}
	g2 := ventPosition(t, fx{id: "blue.1", at: "0,0,0", weapons: []string{"frag-grenade"}}, fx{id: "red.1", at: "7,2,0"}, fx{id: "red.2", at: "3,2,0"})
	s = script(g2, 1, 1, 1)
	apply(t, g2, "blue.1 shoot red.1 7,2,0 with frag-grenade (vent)")
	used(t, s)
	if fighterOf(t, g2, "blue.1").Status != Pinned || fighterOf(t, g2, "red.1").Status != Active {
		t.Fatal("the grenade on a 1 should land on the thrower")
	}
}

// NEC-VENT-5, A3: the thrower picks the centre within 2" (a cube) of the
// far end: on 2+ the 3" blast lands on 6,1,0 beside it and hits red.2
// there, not red.1 at the far end; the far end's own neighbours only.
func TestVentGrenadeChosenCentre(t *testing.T) {
	g := ventPosition(t, fx{id: "blue.1", at: "0,0,0", weapons: []string{"frag-grenade"}}, fx{id: "red.1", at: "7,2,0"}, fx{id: "red.2", at: "6,1,0"})
	if legal(g, "blue.1 shoot red.1 5,1,0 with frag-grenade (vent)") {
		t.Fatal("a centre two cubes from the far end was offered")
	}
	s := script(g, 4, 1, 1) // the vent roll; Firepower 1; red.2's wound roll
	apply(t, g, "blue.1 shoot red.1 6,1,0 with frag-grenade (vent)")
	used(t, s)
	if fighterOf(t, g, "red.2").Status != Pinned || fighterOf(t, g, "red.1").Status != Active {
		t.Fatal("the grenade should land on the chosen cube beside the far end")
	}
}
