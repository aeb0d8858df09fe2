package scene

import (
	"context"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// clockedPlayer plays the first legal action and says its clock cut the
// decision short, as a search out of time does (ai.ClockReporter).
type clockedPlayer struct{ cut *int }

func (clockedPlayer) Name() string { return "clocked" }

func (p clockedPlayer) Choose(_ context.Context, g rules.Game) (rules.Action, error) {
	*p.cut++
	return g.Legal()[0], nil
}

func (p clockedPlayer) TimedOut() int { return *p.cut }

// The battle's status reports the computer's last decision: which, by
// whom, its action, and that its clock cut it short.
func TestStatusReportsTheComputersDecision(t *testing.T) {
	a := newTestApp(t)
	b := startFrom(t, a, 2, nil)
	if s := a.status(); s.Battle == nil || s.Battle.Computer != nil {
		t.Fatalf("a decision reported before the first: %+v", s.Battle)
	}
	var cut int
	b.cpu.players = [2]ai.Player{clockedPlayer{&cut}, clockedPlayer{&cut}}
	defer b.cpu.stop()
	seat := b.g.ToMove()
	want := b.g.Legal()[0].Text()
	deadline := time.Now().Add(10 * time.Second)
	for len(b.cfg.recorder.Replay.Actions) == 0 && time.Now().Before(deadline) {
		in := input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Millisecond)
	}
	s := a.status()
	if s.Battle == nil || s.Battle.Computer == nil {
		t.Fatalf("no decision reported after the computer played: %+v", s.Battle)
	}
	d := *s.Battle.Computer
	if d.Number != 1 || d.Seat != seat.String() || d.Level != "clocked" || d.Action != want || !d.CutShort || d.ThinkMS < 0 {
		t.Fatalf("reported %+v, want decision 1 of %s (clocked), %q, cut short", d, seat, want)
	}
}

// -think replaces the levels' budgets for every computer seat; a person's
// seat has none.
func TestThinkSetsTheComputersBudget(t *testing.T) {
	c, err := newComputer([2]string{"", "hard"}, 1, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if c.budget(rules.Red) != 5*time.Second || c.budget(rules.Blue) != 0 {
		t.Fatalf("budgets %v and %v, want 5s for the computer and none for the person", c.budget(rules.Red), c.budget(rules.Blue))
	}
	c, err = newComputer([2]string{"easy", "hard"}, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	if c.budget(rules.Blue) != ai.EasyBudget || c.budget(rules.Red) != ai.HardBudget {
		t.Fatalf("budgets %v and %v, want the levels' own", c.budget(rules.Blue), c.budget(rules.Red))
	}
}
