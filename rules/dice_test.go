package rules

import "testing"

func TestRNGIsDeterministicAndInRange(t *testing.T) {
	a, b := NewRNG(42), NewRNG(42)
	counts := make([]int, 9)
	for i := 0; i < 8000; i++ {
		x, y := a.Roll(8), b.Roll(8)
		if x != y {
			t.Fatalf("roll %d: same seed gave %d and %d", i, x, y)
		}
		if x < 1 || x > 8 {
			t.Fatalf("roll %d: face %d outside 1..8", i, x)
		}
		counts[x]++
	}
	for f := 1; f <= 8; f++ {
		if counts[f] < 850 || counts[f] > 1150 {
			t.Errorf("face %d came up %d times in 8000 d8 rolls; want about 1000", f, counts[f])
		}
	}
	if NewRNG(1).Roll(8) == NewRNG(2).Roll(8) && NewRNG(1).Next() == NewRNG(2).Next() {
		t.Error("different seeds gave the same stream")
	}
}

func TestScriptedDiceRollInOrderThenFallBack(t *testing.T) {
	s := &Scripted{Faces: []int{3, 8, 1}, Fallback: NewRNG(7)}
	for i, want := range []int{3, 8, 1} {
		if got := s.Roll(8); got != want {
			t.Fatalf("roll %d = %d, want %d", i, got, want)
		}
	}
	if s.Left() != 0 || s.Used() != 3 {
		t.Fatalf("used %d left %d, want 3 and 0", s.Used(), s.Left())
	}
	if f := s.Roll(8); f < 1 || f > 8 {
		t.Fatalf("fallback face %d outside 1..8", f)
	}
}

func TestScriptedDicePanicWhenExhaustedWithoutFallback(t *testing.T) {
	s := NewScripted(2)
	s.Roll(8)
	defer func() {
		if recover() == nil {
			t.Fatal("exhausted scripted dice did not panic")
		}
	}()
	s.Roll(8)
}

func TestScriptedFaceMustFitTheDie(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("a scripted 8 on a d6 did not panic")
		}
	}()
	NewScripted(8).Roll(6)
}
