package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The results screen's per-model statistics are gathered from the events:
// hits and the wounds they deal go to the attacker the engine names;
// wounds taken and deaths go to the target, kills to the killer; a wound
// that names nobody (a wall's, after a push) counts only as taken.
func TestStatsFromEvents(t *testing.T) {
	s := newStatsBook()
	s.add([]rules.Event{
		{Kind: "roll", Actor: "blue.1", Hits: 3},
		{Kind: "hit", Actor: "blue.1", Target: "red.1", Hits: 2},
		{Kind: "shield", Actor: "blue.1", Target: "red.1", Hits: 1},
		{Kind: "wound", Actor: "blue.1", Target: "red.1", Hits: 1},
		{Kind: "kill", Actor: "blue.1", Target: "red.1"},
	})
	s.add([]rules.Event{
		{Kind: "hit", Actor: "red.1", Target: "blue.2", Hits: 1},
		{Kind: "push", Target: "blue.2"},
		{Kind: "wound", Target: "blue.2", Hits: 2},
	})
	v := rules.View{Pieces: []rules.Piece{
		{ID: "red.1", Seat: rules.Red, Name: "Operator"},
		{ID: "blue.1", Seat: rules.Blue, Name: "Marksman"},
		{ID: "blue.2", Seat: rules.Blue, Name: "Breacher"},
	}}
	got := s.table(v)
	if len(got) != 3 || got[0].ID != "blue.1" || got[1].ID != "blue.2" || got[2].ID != "red.1" {
		t.Fatalf("order: %+v", got)
	}
	want := map[string]modelStats{
		"blue.1": {ID: "blue.1", Name: "Marksman", Seat: rules.Blue, Kills: 1, Hits: 2, WoundsDealt: 1},
		"blue.2": {ID: "blue.2", Name: "Breacher", Seat: rules.Blue, WoundsTaken: 2},
		"red.1":  {ID: "red.1", Name: "Operator", Seat: rules.Red, Hits: 1, Deaths: 1, WoundsTaken: 1},
	}
	for _, m := range got {
		if m != want[m.ID] {
			t.Errorf("%s: got %+v, want %+v", m.ID, m, want[m.ID])
		}
	}
}
