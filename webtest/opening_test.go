//go:build !js

package webtest

import (
	"strings"
	"time"
)

// passOpening declines the choices that open a round before any model
// activates (the Tacticians' command dice rerolls: the "Keep the dice" button)
// wherever a person decides, going through hot-seat hand-overs, and
// returns the state once a person may activate a model or the computer
// is thinking.
func passOpening(p *page) status {
	p.t.Helper()
	for i := 0; ; i++ {
		// After an action the board lingers before the hand-over, counted in
		// ticks: a software-drawn page on a loaded machine ticks a few times
		// a second, so this wait is longer than waitState's.
		s := p.waitStateFor(60*time.Second, "a decision on the battle screen", func(s status) bool {
			return s.Screen == "handover" && len(s.Buttons) > 0 || s.Screen == "battle" && s.Battle != nil && (s.Battle.Thinking || s.Battle.Human && len(s.Buttons) > 0)
		})
		if i >= 12 {
			p.t.Fatalf("the round's opening choices never ended: %s", s)
		}
		switch {
		case s.Screen == "handover":
			p.clickButton(s, "I am")
			p.waitState("the battle after the hand-over", func(s status) bool { return s.Screen == "battle" })
		case s.Battle.Human && opening(s):
			before := s.Battle.Actions
			p.press(keySpace) // Space takes "Keep the dice" (it may sit on another bar page)
			p.waitState("the choice declined", func(s status) bool { return s.Battle != nil && s.Battle.Actions > before })
		default:
			return s
		}
	}
}

// opening reports whether the bar offers a round's opening choice: a
// command die to reroll or keep, or the "Keep the dice" that declines it.
func opening(s status) bool {
	for _, b := range s.Buttons {
		if b.Enabled && (b.Label == "Keep the dice" || strings.HasPrefix(b.Label, "Reroll die") || strings.HasPrefix(b.Label, "Keep die")) {
			return true
		}
	}
	return false
}
