package necromunda

import "testing"

// NEC-SHT-1, A7: the nearest Active enemy is a free target; a farther one
// is free only when it is no harder to hit than every nearer Active
// enemy; others need the Willpower (target priority) test, and on a
// failed test the shooter fires at the nearest free target instead.
// Enemies that are not Active never bind the choice.
func TestTargetPriority(t *testing.T) {
	g := position(t, coverArena,
		fx{id: "blue.1", at: "0,1,0"},
		fx{id: "red.1", at: "6,1,0"}, // behind the low wall: light cover, needs 5
		fx{id: "red.2", at: "3,2,0"}, // nearest, in the open: needs 4
		fx{id: "red.3", at: "7,2,0"}) // farther than red.2 and no easier: needs the test
	if !legal(g, "blue.1 shoot red.2 with autogun") || !legal(g, "blue.1 shoot red.1 with autogun (priority)") || !legal(g, "blue.1 shoot red.3 with autogun (priority)") {
		t.Fatalf("want red.2 free, red.1 and red.3 by the priority test: %v", texts(g.Legal()))
	}
	// A failed test (2+3 against Wil 7+): the shot goes at red.2 instead.
	s := script(g, 2, 3, 1, 1)
	ev := apply(t, g, "blue.1 shoot red.3 with autogun (priority)")
	used(t, s)
	found := false
	for _, e := range ev {
		found = found || e.Kind == "retarget" && e.Target == "red.2"
	}
	if !found {
		t.Fatal("a failed priority test should turn the shot to the nearest free target")
	}
	// Pinned red.2 no longer binds: red.3 is free.
	g2 := position(t, coverArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.2", at: "3,2,0", status: Pinned}, fx{id: "red.3", at: "7,2,0"})
	if !legal(g2, "blue.1 shoot red.3 with autogun") {
		t.Fatalf("a Pinned nearer enemy should not bind the choice: %v", texts(g2.Legal()))
	}
}

// NEC-SHT-9, A8: a hit on an Engaged target strikes it on 4+, otherwise
// the shooter's own fighter engaged with it.
func TestShootingIntoMelee(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "5,1,0"}, fx{id: "blue.2", at: "5,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s := script(g, 4, 1, 3, 4, 3) // hit, 1 hit; melee die 3: blue.2; wound 4; injury 3
	apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	if f := fighterOf(t, g, "blue.2"); f.Status != SeriouslyInjured {
		t.Fatalf("the stray into melee should strike blue.2: %v", f.Status)
	}
	if f := fighterOf(t, g, "red.1"); f.Status != Active {
		t.Fatalf("red.1 should be untouched: %v", f.Status)
	}
}

// NEC-SHT-12: an Engaged fighter hit by a shot is not Pinned.
func TestEngagedNotPinned(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", typ: "tough", at: "5,1,0"}, fx{id: "blue.2", at: "5,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s := script(g, 4, 1, 5, 1) // hit, melee die 5: red.1; wound 1: no wound
	apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != Active {
		t.Fatalf("an Engaged fighter was %v by a hit", f.Status)
	}
}

// NEC-SHT-10, A9: a missed shot checks the fighters near its line, the
// nearest first: a Pinned one (+2) is hit only on a 1, the next in the
// open on 1-3; one stray at most.
func TestStrayShots(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "blue.2", at: "2,1,0", status: Pinned}, fx{id: "red.3", at: "3,1,0"}, fx{id: "red.4", at: "4,1,0"}, fx{id: "red.1", at: "6,1,0"})
	// blue.2 Pinned in the way: no cover; red.3 nearer than red.1.
	// red.3 and red.4 in the way give red.1 light cover: it needs the
	// priority test (6+6). Miss, FP 1; stray on blue.2: 2+2 miss; red.3:
	// 3 hit; wound 4; injury 3.
	s := script(g, 6, 6, 1, 1, 2, 3, 4, 3)
	apply(t, g, "blue.1 shoot red.1 with autogun (priority)")
	used(t, s)
	if f := fighterOf(t, g, "red.3"); f.Status != SeriouslyInjured {
		t.Fatalf("the stray shot should hit red.3: %v", f.Status)
	}
	if f := fighterOf(t, g, "red.4"); f.Status != Active {
		t.Fatal("a second stray was checked")
	}
}

// NEC-SHT-11: two pistols fire at once at one target, each at -1, both
// hit rolls made before either hit is resolved.
func TestTwoPistols(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", typ: "viper-matriarch", weapons: []string{"stub-gun", "needle-pistol"}, at: "0,1,0"},
		fx{id: "red.1", typ: "tough", at: "1,1,0"}, fx{id: "red.2", at: "7,2,0"})
	// BS 3+, short range: stub gun +1 -1 = 3+, needle pistol +2 -1 = 2+.
	// Hit 3, FP 1; hit 2, FP 1; then the stub's wound 4 (S3 vs T3), save 6;
	// the needle's wound 6 (S2 vs T3 needs 5+), save 5 -1 = 4: fails, a wound.
	s := script(g, 3, 1, 2, 1, 4, 6, 6, 5)
	ev := apply(t, g, "blue.1 shoot red.1 with stub-gun (both)")
	used(t, s)
	rolls := 0
	for _, e := range ev {
		if e.Kind == "roll" && e.Test == "BS" {
			rolls++
		}
		if e.Kind == "roll" && e.Test == "wound" && rolls < 2 {
			t.Fatal("a hit was resolved before both hit rolls")
		}
	}
	if f := fighterOf(t, g, "red.1"); f.Wounds != 1 || f.Status != Pinned {
		t.Fatalf("red.1: %d wounds, %v; want 1 wound left, Pinned", f.Wounds, f.Status)
	}
}
