package necromunda

import "testing"

// coverArena has a low wall on the west side of cube 6,1,0 and a wall
// between cubes 5,0,0 and 5,1,0.
const coverArena = `arena Cover
size 8 3 1
level 0
+--+--+--+--+--+--+--+--+
|#b #B #  #  #  #  #R #r|
+  +  +  +  +  +--+  +  +
|#  #  #  #  #  # :#  # |
+  +  +  +  +  +  +  +  +
|#  #  #  #  #  #  #  # |
+--+--+--+--+--+--+--+--+
`

// NEC-SHT-4: a target behind a low wall is in light cover (−1), one
// partly hidden by a wall's corner in heavy cover (−2), and in heavy
// cover a natural 2 fails even when the roll needs less.
func TestCoverModifiers(t *testing.T) {
	g := position(t, coverArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "6,1,0"}, fx{id: "red.2", at: "7,2,0"})
	if c := g.cover(0, g.st.Fighters[0].Pos, 1); c != coverLight {
		t.Fatalf("behind the low wall: cover %d, want light", c)
	}
	if n := g.hitNeed(0, g.weapon("autogun"), 1); n != 5 {
		t.Fatalf("light cover at long range: needs %d, want 5", n)
	}
	g2 := position(t, coverArena, fx{id: "blue.1", at: "0,2,0", weapons: []string{"long-rifle"}}, fx{id: "red.1", at: "6,0,0"}, fx{id: "red.2", at: "7,2,0"})
	g2.st.Fighters[0].Type = "viper-sister" // BS 3+
	if c := g2.cover(0, g2.st.Fighters[0].Pos, 1); c != coverHeavy {
		t.Fatalf("by the wall's corner: cover %d, want heavy", c)
	}
	// BS 3+, heavy cover -2, the long rifle's +1 at long range: 4+.
	if n := g2.hitNeed(0, g2.weapon("long-rifle"), 1); n != 4 {
		t.Fatalf("heavy cover: needs %d, want 4", n)
	}
	g2.st.Fighters[0].Type = "ironhide-boss" // BS 4+: needs 5
	s := script(g2, 2, 1)                    // a natural 2 fails in heavy cover; nobody near the line
	apply(t, g2, "blue.1 shoot red.1 with long-rifle")
	used(t, s)
}

// NEC-SHT-5: other fighters in the way give light cover, not more, and
// never block sight; a Pinned fighter in the way gives none.
func TestCoverFromModels(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "5,1,0"}, fx{id: "blue.2", at: "2,1,0"})
	if c := g.cover(0, g.st.Fighters[0].Pos, 1); c != coverLight {
		t.Fatalf("a fighter in the way: cover %d, want light", c)
	}
	g.st.Fighters[2].Status = Pinned
	if c := g.cover(0, g.st.Fighters[0].Pos, 1); c != coverNone {
		t.Fatalf("a Pinned fighter in the way: cover %d, want none", c)
	}
}

// NEC-SHT-6: cover is ignored when shooter and target are within 3" (one
// cube) of each other.
func TestCoverIgnoredWithinThreeInches(t *testing.T) {
	g := position(t, coverArena, fx{id: "blue.1", at: "5,1,0"}, fx{id: "red.1", at: "6,1,0"}, fx{id: "red.2", at: "7,2,0"})
	if c := g.cover(0, g.st.Fighters[0].Pos, 1); c != coverNone {
		t.Fatalf("within 3\": cover %d, want none", c)
	}
}

// NEC-SHT-2: a Pinned or Seriously Injured enemy in cover cannot be
// targeted; in the open it can.
func TestPinnedInCoverCannotBeTargeted(t *testing.T) {
	g := position(t, coverArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "6,1,0", status: Pinned}, fx{id: "red.2", at: "3,2,0", status: Pinned}, fx{id: "red.3", at: "7,2,0"})
	if legal(g, "blue.1 shoot red.1 with autogun") {
		t.Fatal("a Pinned enemy behind a low wall was offered as a target")
	}
	if !legal(g, "blue.1 shoot red.2 with autogun") {
		t.Fatal("a Pinned enemy in the open should be a target")
	}
}

// NEC-SHT-7: a shot needing 7+ is improbable: a 6, then an unmodified BS
// test; anything else misses.
func TestImprobableShot(t *testing.T) {
	g := position(t, coverArena, fx{id: "blue.1", at: "0,2,0"}, fx{id: "red.1", at: "6,0,0"}, fx{id: "red.2", at: "7,2,0"})
	g.st.Fighters[0].Flesh = 1 // BS 4+, heavy cover -2, a flesh wound -1: 7+
	g.legal = nil
	if n := g.hitNeed(0, g.weapon("autogun"), 1); n != 7 {
		t.Fatalf("needs %d, want 7", n)
	}
	s := script(g, 6, 4, 1, 4, 3)
	apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != SeriouslyInjured {
		t.Fatalf("the improbable shot (6, then 4 against BS 4+) should hit: red.1 %v", f.Status)
	}
	g2 := position(t, coverArena, fx{id: "blue.1", at: "0,2,0"}, fx{id: "red.1", at: "6,0,0"}, fx{id: "red.2", at: "7,2,0"})
	g2.st.Fighters[0].Flesh = 1
	g2.legal = nil
	s = script(g2, 5, 2)
	apply(t, g2, "blue.1 shoot red.1 with autogun")
	used(t, s)
	if f := fighterOf(t, g2, "red.1"); f.Status != Active {
		t.Fatalf("a 5 should miss an improbable shot: %v", f.Status)
	}
}

// NEC-SHT-5, G10: against a Hard Target (the Viper Matriarch's skill
// Slippery) cover from another fighter in the way is heavy, not light;
// once it is Pinned it is no Hard Target and the cover from models is
// light again.
func TestHardTargetCoverFromModels(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", typ: "viper-matriarch", at: "5,1,0"}, fx{id: "blue.2", at: "2,1,0"})
	if c := g.cover(0, g.st.Fighters[0].Pos, 1); c != coverHeavy {
		t.Fatalf("a fighter in the way of a Hard Target: cover %d, want heavy", c)
	}
	// BS 4+, heavy cover -2, the autogun at Long range: 6+; a natural 2
	// fails in heavy cover whatever it needs.
	if n := g.hitNeed(0, g.weapon("autogun"), 1); n != 6 {
		t.Fatalf("a Hard Target behind a fighter: needs %d, want 6", n)
	}
	s := script(g, 5, 1, 4) // a 5 misses; the Firepower die; blue.2's stray check 4+0 misses
	apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	g.st.Fighters[1].Status = Pinned
	if c := g.cover(0, g.st.Fighters[0].Pos, 1); c != coverLight {
		t.Fatalf("a Pinned fighter is no Hard Target: cover %d, want light", c)
	}
}

// NEC-SHT-6: within 3" cover is ignored, but a Hard Target keeps its
// cover, at most light: the Matriarch behind the low wall one cube away
// is in light cover, a fighter without the skill in none.
func TestHardTargetWithinThreeInches(t *testing.T) {
	g := position(t, coverArena, fx{id: "blue.1", at: "5,1,0"}, fx{id: "red.1", typ: "viper-matriarch", at: "6,1,0"}, fx{id: "red.2", at: "7,2,0"})
	if c := g.cover(0, g.st.Fighters[0].Pos, 1); c != coverLight {
		t.Fatalf("a Hard Target within 3\" behind a low wall: cover %d, want light", c)
	}
	g.st.Fighters[1].Type = "tester"
	if c := g.cover(0, g.st.Fighters[0].Pos, 1); c != coverNone {
		t.Fatalf("within 3\" without the skill: cover %d, want none", c)
	}
}
