package scene

import (
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// modelStats is one model's record for the results screen, gathered from
// the events of the game.
type modelStats struct {
	ID          string
	Name        string
	Seat        rules.Seat
	Kills       int // enemies it killed
	Deaths      int // times it was killed
	Hits        int // hits it scored with attacks
	WoundsDealt int // wounds its attacks caused
	WoundsTaken int // wounds it suffered, from any source
}

// statsBook gathers modelStats from events.
type statsBook struct {
	byID map[string]*modelStats
}

func newStatsBook() *statsBook { return &statsBook{byID: map[string]*modelStats{}} }

func (s *statsBook) of(id string) *modelStats {
	m, ok := s.byID[id]
	if !ok {
		m = &modelStats{ID: id, Seat: rules.NoSeat}
		s.byID[id] = m
	}
	return m
}

// amount is an event's count: its Hits field, or 1 when the engine left it
// zero (one hit, one wound).
func amount(e rules.Event) int {
	if e.Hits > 0 {
		return e.Hits
	}
	return 1
}

// add counts the events of one action. The engine names who dealt a wound
// or a kill (Event.Actor); wounds from falls, walls and a model's own
// weapon name nobody and count only as taken.
func (s *statsBook) add(events []rules.Event) {
	for _, e := range events {
		switch e.Kind {
		case "hit":
			if e.Actor != "" {
				s.of(e.Actor).Hits += amount(e)
			}
		case "wound":
			if e.Actor != "" && e.Actor != e.Target {
				s.of(e.Actor).WoundsDealt += amount(e)
			}
			if e.Target != "" {
				s.of(e.Target).WoundsTaken += amount(e)
			}
		case "kill":
			if e.Actor != "" && e.Actor != e.Target {
				s.of(e.Actor).Kills++
			}
			if e.Target != "" {
				s.of(e.Target).Deaths++
			}
		}
	}
}

// table returns every model of the view with its record, blue first, in
// the view's order.
func (s *statsBook) table(v rules.View) []modelStats {
	out := make([]modelStats, 0, len(v.Pieces))
	seen := map[string]bool{}
	for _, p := range v.Pieces {
		m := *s.of(p.ID)
		m.Name, m.Seat = p.Name, p.Seat
		out = append(out, m)
		seen[p.ID] = true
	}
	for id, m := range s.byID {
		if !seen[id] {
			out = append(out, *m)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Seat < out[j].Seat })
	return out
}
