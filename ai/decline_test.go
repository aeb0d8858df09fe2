package ai

import (
	"context"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A sample of an attack that stops at a Command Re-roll offer (KT-CP-3)
// plays on, the offers declined, so that it shows how the attack ends:
// the samples of a shooting never wait for an answer, though applied
// plainly some of them do.
func TestSamplesDeclineOffers(t *testing.T) {
	g := killTeamDecision(t, 7, "shoot")
	if g == nil {
		t.Fatal("no shooting in the game")
	}
	var shot rules.Action
	for _, a := range g.Legal() {
		if a.Kind == "shoot" {
			shot = a
			break
		}
	}
	s := &search{seat: g.ToMove(), clock: newClock(context.Background(), 0, 0)}
	halted := 0
	for seed := uint64(1); seed <= 40; seed++ {
		plain := workingCopy(g, seed)
		if _, err := plain.Apply(shot); err != nil {
			t.Fatal(err)
		}
		if _, waits := plain.(rules.Decliner).Decline(); waits {
			halted++
		}
		b, ok := s.try(g, shot, seed)
		if !ok {
			t.Fatalf("seed %d: %s failed", seed, shot.Text())
		}
		if _, waits := b.g.(rules.Decliner).Decline(); waits {
			t.Fatalf("seed %d: the sample of %s waits for an offer's answer", seed, shot.Text())
		}
	}
	if halted == 0 {
		t.Fatal("no plain shot stopped at an offer: the test shows nothing")
	}
}
