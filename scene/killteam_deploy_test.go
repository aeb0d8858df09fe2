package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A Kill Team battle opens with the players' deployment (KT-DEP-1/2):
// the top bar says Deployment, not Round 0; the side that lost the
// roll-off places first with its first model already selected (it waits
// off the board, where no click could pick it), its list word "to
// deploy", the bar's Deploy group and the lit cubes all its own; a click
// on a lit cube places it and Esc does not leave the player with nothing
// selected (while models with several cubes are left to choose from;
// then the bar and the board offer them all), and once both teams are placed round 1 begins with its
// banner.
func TestBattleKillTeamDeployment(t *testing.T) {
	a := newRealApp(t, "killteam", "beginner", 6)
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	if got := roundLabel(b.view); got != "Deployment" {
		t.Fatalf("the top bar reads %q", got)
	}
	if len(b.ban.queue) == 0 || b.ban.queue[0].text != "Deployment" {
		t.Fatalf("the opening banners %+v", b.ban.queue)
	}
	for step := 0; b.view.Round == 0; step++ {
		if step > 100 {
			t.Fatal("the deployment does not end")
		}
		b.seen = b.g.ToMove()
		var cell *rules.Action
		if !pickFirst(b.legal) {
			// The last models, or each with one cube left: the bar and
			// the board offer them all, a click on a cube places the first.
			cell = &b.rel[0]
		} else {
			p := b.piece(b.sel)
			if p == nil || p.OnBoard || p.Seat != b.g.ToMove() || p.Status != "to deploy" {
				t.Fatalf("step %d: %s places, selected %+v; legal %v", step, b.g.ToMove(), p, b.legal)
			}
			if b.backOut() || b.sel != p.ID {
				t.Fatalf("step %d: Esc left nothing selected", step)
			}
			if len(b.entries) != 1 || b.entries[0].kind != "deploy" || !strings.HasPrefix(b.entries[0].label, "Deploy") {
				t.Fatalf("step %d: bar %+v", step, b.entries)
			}
			if got := moveLegend(b.rel, b.focus, b.describe()); got != "Deploy" {
				t.Fatalf("step %d: legend %q", step, got)
			}
			for i := range b.rel {
				if b.rel[i].Actor != p.ID || b.rel[i].Kind != "deploy" {
					t.Fatalf("step %d: %q offered with %s selected", step, b.rel[i].Text(), p.ID)
				}
				cell = &b.rel[i]
			}
		}
		before := len(b.cfg.recorder.Replay.Actions)
		b.hover, b.hoverOK = bHit{Cell: *cell.Cell}, true
		b.boardClick(a)
		if n := len(b.cfg.recorder.Replay.Actions); n != before+1 || b.cfg.recorder.Replay.Actions[n-1] != cell.Text() {
			t.Fatalf("step %d: a click on %s recorded %v", step, cell.Cell, b.cfg.recorder.Replay.Actions[before:])
		}
		if q := b.piece(cell.Actor); q == nil || !q.OnBoard || q.Pos != *cell.Cell {
			t.Fatalf("step %d: %s is not on %s", step, cell.Actor, cell.Cell)
		}
		a.switchTo(b)
	}
	if b.view.Round != 1 || roundLabel(b.view) != "Round 1" {
		t.Fatalf("after the deployment: %q", roundLabel(b.view))
	}
	found := false
	for _, x := range b.ban.queue {
		found = found || x.text == "Round 1"
	}
	if !found {
		t.Fatalf("no Round 1 banner in %+v", b.ban.queue)
	}
}
