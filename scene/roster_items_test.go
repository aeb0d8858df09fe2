package scene

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The Fireteams screen gives a model items (RULES-ROSTERS.md, item lines;
// the Items slot, Max 2, Shared): I sets the first, a click on the second
// cell the second, a right-click steps back to none, the cells' tooltip
// and the unit panel state the limits, and a third copy of one item
// across the fireteam is named as a problem.
func TestRosterScreenItems(t *testing.T) {
	store := &MemoryStorage{}
	a := rosterTestApp(t, store)
	s := newRosterScreen(a, func(a *App) screen { return newTitleScreen(a) }, "")
	s.layout(a)
	tap(t, a, s, s.newB.r)
	for i := 0; i < 2; i++ {
		s.layout(a)
		tap(t, a, s, s.addB[0].r) // two Operators
	}
	u, _ := s.cat.Unit("operator")
	si := slotNamed(u, "Items", -1)
	if si < 0 || u.Slots[si].Max != 2 || !u.Slots[si].Shared {
		t.Fatalf("no Items slot (Max 2, Shared): %+v", u.Slots)
	}
	items := u.Slots[si]
	first := items.Choices[0].ID
	s.model = 0
	tap(t, a, s, rect{}, ebiten.KeyI)
	if got := slotPicks(s.cur().Models[0], items); len(got) != 1 || got[0] != first {
		t.Fatalf("I gave %v, want [%s]", got, first)
	}
	s.layout(a)
	var cells []gearCell
	for _, c := range s.rows[0].cells {
		if c.slot == si {
			cells = append(cells, c)
		}
	}
	if len(cells) != 2 {
		t.Fatalf("%d item cells, want 2", len(cells))
	}
	tap(t, a, s, cells[1].r)
	if got := slotPicks(s.cur().Models[0], items); len(got) != 2 || got[1] != first {
		t.Fatalf("a click on the second cell gave %v", got)
	}
	// A right-click on the second cell steps back to none.
	in := input{settings: &a.settings, mx: cells[1].r.X + 4, my: cells[1].r.Y + 4, rightPressed: true}
	a.in = in
	if err := s.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if got := slotPicks(s.cur().Models[0], items); len(got) != 1 {
		t.Fatalf("right-click left %v", got)
	}
	// The tooltip names the item and the limits.
	tip := gearCellTip(u, items, first, "points", "model", false)
	if !strings.Contains(tip, "up to 2 a model") || !strings.Contains(tip, "across the fireteam") || !strings.Contains(tip, items.Choices[0].Name) {
		t.Errorf("tip %q", tip)
	}
	// Two more of the same item on the second model: three in the team.
	s.model = 1
	tap(t, a, s, rect{}, ebiten.KeyI)
	s.layout(a)
	for _, c := range s.rows[1].cells {
		if c.slot == si && c.k == 1 {
			tap(t, a, s, c.r)
		}
	}
	if s.report.OK() || !strings.Contains(s.report.Problems[0].Message, "items in one roster") {
		t.Fatalf("three %s in one fireteam: problems %+v", first, s.report.Problems)
	}
	text, err := store.Load("roster-new-fireteam.txt")
	if err != nil || !strings.Contains(string(text), first) {
		t.Errorf("saved %q (%v)", text, err)
	}
}
