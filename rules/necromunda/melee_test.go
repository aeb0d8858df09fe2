package necromunda

import "testing"

// RULES.md "Melee", G4: a Fight rolls A dice against WS; a hit wounds on
// S against T; a Seriously Injured defender does not strike back.
func TestFight(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "3,1,0"}, fx{id: "red.1", at: "3,1,0"}, fx{id: "red.2", at: "7,2,0"})
	if legal(g, "blue.1 move 4,1,0") {
		t.Fatal("an Engaged fighter was offered a Move")
	}
	s := script(g, 4, 4, 3) // attack 4 (WS 4+); wound 4 (S3 vs T3); injury 3
	apply(t, g, "blue.1 fight red.1 with knife")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != SeriouslyInjured {
		t.Fatalf("red.1 is %v", f.Status)
	}
	s = script(g)
	apply(t, g, "blue.1 coup red.1")
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != OutOfAction {
		t.Fatalf("the coup de grâce left red.1 %v", f.Status)
	}
}

// RULES.md "Melee": an Active defender strikes back after the attacks.
func TestFightReaction(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "3,1,0"}, fx{id: "red.1", at: "3,1,0"}, fx{id: "blue.2", at: "0,0,0"}, fx{id: "red.2", at: "7,2,0"})
	s := script(g, 1, 4, 4, 5) // the attack misses; red.1 strikes back: 4, wound 4, injury 5
	apply(t, g, "blue.1 fight red.1 with knife")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Status != OutOfAction {
		t.Fatalf("blue.1 is %v", f.Status)
	}
}

// RULES.md "Melee", G3: a Charge (Double) moves M + D3 into the enemy's
// cube and fights at +1; a roll too short leaves the charger where it
// was, its action points spent.
func TestCharge(t *testing.T) {
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "2,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s := script(g, 3, 3, 1, 1) // D3 = 2: 6" reach the cube 6" away; attack 3 hits at WS 3+; wound 1; red.1 strikes back: 1
	apply(t, g, "blue.1 charge red.1 2,1,0")
	used(t, s)
	if f := fighterOf(t, g, "blue.1"); f.Pos != fighterOf(t, g, "red.1").Pos || g.st.Active >= 0 {
		t.Fatalf("the charger at %s, active %d", f.Pos, g.st.Active)
	}
	g2 := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "2,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s = script(g2, 1) // D3 = 1: 5" fall short
	apply(t, g2, "blue.1 charge red.1 2,1,0")
	used(t, s)
	if f := fighterOf(t, g2, "blue.1"); f.Pos.X != 0 || g2.st.Active >= 0 {
		t.Fatal("a short charge should leave the charger in place, its points spent")
	}
}

// G4: the wound table, the save and the injury dice: a D2 hit on a W1
// fighter rolls two injury dice (the worst counts); flesh wounds as many
// as T take a fighter out of action.
func TestWoundsAndInjuries(t *testing.T) {
	for _, c := range []struct{ s, t, want int }{{6, 3, 2}, {4, 3, 3}, {3, 3, 4}, {2, 3, 5}, {2, 4, 6}, {1, 3, 6}} {
		if got := WoundNeed(c.s, c.t); got != c.want {
			t.Errorf("WoundNeed(%d, %d) = %d, want %d", c.s, c.t, got, c.want)
		}
	}
	g := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", at: "3,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s := script(g, 6, 1, 3)
	g.strike(1, blow{S: 3, D: 2, What: "test"})
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != SeriouslyInjured || f.Flesh != 1 {
		t.Fatalf("two injury dice (1, 3): %v with %d flesh wounds", f.Status, f.Flesh)
	}
	s = script(g, 6, 1, 6, 2)
	g.strike(1, blow{S: 3, D: 1, What: "test"})
	g.strike(1, blow{S: 3, D: 1, What: "test"})
	used(t, s)
	if f := fighterOf(t, g, "red.1"); f.Status != OutOfAction {
		t.Fatalf("three flesh wounds on T3: %v", f.Status)
	}
	g2 := position(t, flatArena, fx{id: "blue.1", at: "0,1,0"}, fx{id: "red.1", typ: "tough", at: "3,1,0"}, fx{id: "red.2", at: "7,2,0"})
	s = script(g2, 4, 5)
	g2.strike(1, blow{S: 3, AP: 0, D: 1, What: "test"})
	used(t, s)
	if f := fighterOf(t, g2, "red.1"); f.Wounds != 2 {
		t.Fatal("a save of 5 against Sv 5+ should stop the wound")
	}
}
