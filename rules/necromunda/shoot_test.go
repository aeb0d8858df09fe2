package necromunda

import "testing"

// NEC-SHT-4, NEC-SHT-8, NEC-SHT-12, NEC-SHT-13, G2, G4, G5, G8: a BS 4+
// tester shoots an autogun (S 8" L 24" +1/-, S3, Rapid Fire 1) at an
// enemy in the open 5 cubes (15") away, at Long range: it needs a 4; the
// Firepower die's 3 is 2 hits; the first Pins the target and wounds it
// (S3 against T3 needs 4+), which takes its only wound; its injury die 3
// is Seriously Injured; the second hit's wound and injury die (5) take it
// out of action.
func TestShootingSequence(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "5,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s := script(g, 4, 3, 4, 3, 4, 5)
	apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != OutOfAction {
		t.Fatalf("red.1 is %v", f.Status)
	}
	if g.st.AP != 1 {
		t.Fatalf("a Shoot is a Basic action: AP %d left", g.st.AP)
	}
}

// NEC-SHT-4: a 3 misses at Long range (needs 4+); at Short range (8",
// 3 cubes or less) the autogun's +1 makes a 3 hit.
func TestHitRollShortRangeAccuracy(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "3,1,0"}, fx{id: "red.2", at: "7,2,0"})
	if n := g.hitNeed(0, g.weapon("autogun"), 1); n != 3 {
		t.Fatalf("at short range the autogun needs %d, want 3", n)
	}
	g2 := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "4,1,0"}, fx{id: "red.2", at: "7,2,0"})
	if n := g2.hitNeed(0, g2.weapon("autogun"), 1); n != 4 {
		t.Fatalf("at long range the autogun needs %d, want 4", n)
	}
	s := script(g2, 3, 1)
	apply(t, g2, "blue.1 shoot red.1 with autogun")
	used(t, s) // a miss with no fighter near the line: no strays
	if f := fighterOf(t, g2, "red.1"); f.Status != Active {
		t.Fatalf("a miss left red.1 %v", f.Status)
	}
}

// NEC-SHT-8, G3, G10: the Firepower die's Ammo face calls an Ammo check;
// a 3 against Am 4+ fails and the weapon is Out of Ammo once the shot is
// resolved; Reload (Simple) loads it again; a Scarce weapon cannot be.
func TestAmmoCheckAndReload(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "5,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s := script(g, 1, 6, 3)
	apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	f := fighterOf(t, g, "blue.1")
	if !f.Empty[0] || legal(g, "blue.1 shoot red.1 with autogun") {
		t.Fatal("the autogun should be Out of Ammo")
	}
	apply(t, g, "blue.1 reload with autogun")
	if f.Empty[0] {
		t.Fatal("Reload did not load the autogun")
	}
	g2 := position(t, flatArena, fx{id: "blue.1", typ: "ironhide-boss", weapons: []string{"rivet-cannon"}, at: "0,1,0"}, fx{id: "red.1", at: "3,1,0"})
	g2.st.Fighters[0].Empty[0] = true
	g2.legal = nil
	if legal(g2, "blue.1 reload with rivet-cannon") {
		t.Fatal("a Scarce weapon was offered a Reload away from an ammo cache (G10)")
	}
}

// NEC-AMMO-1, NEC-AMMO-2, A5: an Active fighter at an ammo cache adds 2
// to its Ammo check (a 2 passes Am 4+), may reload a Scarce weapon there,
// and a natural 6 on the check empties the cache.
func TestAmmoCache(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "5,1,0"}, fx{id: "red.2", at: "7,2,0"})
	g.st.Caskets = []casket{{Pos: g.st.Fighters[0].Pos, Cache: true}}
	g.legal = nil
	s := script(g, 1, 6, 2)
	apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	if fighterOf(t, g, "blue.1").Empty[0] {
		t.Fatal("2 + 2 at the cache should pass Am 4+")
	}
	s = script(g, 1, 6, 6)
	apply(t, g, "blue.1 shoot red.1 with autogun")
	used(t, s)
	if len(g.st.Caskets) != 0 {
		t.Fatal("a natural 6 at the cache should empty it")
	}
	g2 := position(t, flatArena, fx{id: "blue.1", typ: "ironhide-boss", weapons: []string{"rivet-cannon"}, at: "0,1,0"}, fx{id: "red.1", at: "3,1,0"})
	g2.st.Fighters[0].Empty[0] = true
	g2.st.Caskets = []casket{{Pos: g2.st.Fighters[0].Pos, Cache: true}}
	g2.legal = nil
	apply(t, g2, "blue.1 reload with rivet-cannon")
	g2.st.Fighters[0].Status = Pinned
	if g2.cacheFor(0) >= 0 {
		t.Fatal("a Pinned fighter used the cache (A5)")
	}
}

// NEC-AMMO-1: at an ammo cache a grenade Out of Ammo may be reloaded;
// elsewhere it may not.
func TestGrenadeReloadAtCache(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0", weapons: []string{"frag-grenade"}}, fx{id: "red.1", at: "7,1,0"})
	g.st.Fighters[0].Empty[0] = true
	g.legal = nil
	if legal(g, "blue.1 reload with frag-grenade") {
		t.Fatal("a grenade was reloaded away from a cache")
	}
	g.st.Caskets = []casket{{Pos: g.st.Fighters[0].Pos, Cache: true}}
	g.legal = nil
	apply(t, g, "blue.1 reload with frag-grenade")
	if g.st.Fighters[0].Empty[0] {
		t.Fatal("the grenade was not reloaded at the cache")
	}
}
