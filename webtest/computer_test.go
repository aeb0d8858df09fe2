//go:build !js

package webtest

import (
	"strings"
	"testing"
)

// choose steps the setup row labelled label with its arrow until it shows
// value.
func (p *page) choose(label, value string) status {
	p.t.Helper()
	for range 8 {
		s := p.state()
		for _, r := range s.Rows {
			if r.Label != label {
				continue
			}
			if strings.EqualFold(r.Value, value) || strings.HasPrefix(r.Value, value) {
				return s
			}
			p.click(r.Next)
		}
	}
	s := p.state()
	p.t.Fatalf("setup row %q never showed %q: %v", label, value, s.Rows)
	return s
}

// A newcomer sets up a game against the Hard computer from the menus: the
// setup screen offers the mode and the level, the battle plays them, and
// the Hurry button makes the thinking computer answer; the faster key
// changes the pace.
func TestSetupHardComputerAndHurry(t *testing.T) {
	p := openBrowser(t, 800, 600)
	p.open("?seed=11")
	s := p.waitScreen("title")
	p.clickButton(s, "New game")
	p.waitScreen("setup")
	p.choose("Mode", "Versus computer")
	p.choose("Computer", "hard")
	s = p.state()
	p.clickButton(s, "Start battle")
	s = p.waitState("the battle against the hard computer", func(s status) bool {
		return s.Screen == "battle" && s.Battle != nil && s.Battle.Mode == "versus"
	})
	if s.Battle.Levels != [2]string{"", "hard"} {
		t.Fatalf("the battle's levels are %q, want red played by hard", s.Battle.Levels)
	}
	s = passOpening(p) // the round's Tactician rerolls
	if s.Battle.ToMove == "blue" {
		crouchTurn(p)
	}
	// Click Hurry while the computer thinks. The computer may answer on
	// its own between the status read and the click landing (the button is
	// then off, or the click lands on the person's action bar in its
	// place); finish the person's turn and try again on the computer's
	// next decision, a few times at most.
	for try, turns := 1, 0; ; {
		s = p.waitState("the computer to think with Hurry on offer, or the person's turn", func(s status) bool {
			return s.Battle != nil && (s.Battle.Human || s.Battle.Thinking && hasButton(s, "Hurry"))
		})
		if s.Battle.Over {
			t.Fatalf("the game ended before Hurry was clicked in time (%d tries): %s", try, s)
		}
		if s.Battle.Human {
			if turns++; turns > 8 {
				t.Fatalf("the computer never thought long enough to hurry it (%d of the person's turns): %s", turns, s)
			}
			finishTurn(p)
			continue
		}
		before := s.Battle.Actions
		if try == 1 {
			p.shot("hard-thinking")
		}
		p.clickButton(s, "Hurry")
		s = p.waitState("the computer's action", func(s status) bool { return s.Battle.Actions > before })
		if s.Battle.Hurries > 0 {
			t.Logf("hurried on try %d after %d of the person's turns: actions %d -> %d", try, turns, before, s.Battle.Actions)
			break
		}
		if try == 4 || s.Battle.Over {
			t.Fatalf("clicking Hurry never hurried the computer (%d tries): %s", try, s)
		}
		try++
	}

	pace := s.Battle.Pace
	p.press(keyBracketRight)
	s = p.waitState("a faster pace", func(s status) bool { return s.Battle != nil && s.Battle.Pace != pace })
	t.Logf("pace %s -> %s", pace, s.Battle.Pace)
}

// hasButton reports an enabled button labelled label.
func hasButton(s status, label string) bool {
	for _, b := range s.Buttons {
		if b.Label == label && b.Enabled {
			return true
		}
	}
	return false
}

// finishTurn ends the person's activation: it clicks End activation when
// the activation is already under way (a click meant for the computer's
// Hurry button can start it), and plays a crouching turn otherwise.
func finishTurn(p *page) {
	p.t.Helper()
	s := p.waitState("blue to decide", func(s status) bool { return s.Battle.Human && len(s.Buttons) > 0 })
	if hasButton(s, "End activation") {
		p.clickButton(s, "End activation")
		p.waitState("the activation to end", func(s status) bool { return !hasButton(s, "End activation") })
		return
	}
	crouchTurn(p)
}

// crouchTurn plays the person's activation from the action bar: activate
// a model, crouch, end the activation (after declining a round's opening
// choices, if they come first).
func crouchTurn(p *page) {
	p.t.Helper()
	passOpening(p)
	s := p.waitState("blue to decide", func(s status) bool { return s.Battle.Human && len(s.Buttons) > 0 })
	// A click meant for Hurry that landed just after the computer answered
	// hits the button in its place, Activate: the activation is then
	// already under way.
	if !hasButton(s, "Crouch") {
		p.clickButton(s, "Activate")
	}
	s = p.waitState("crouching on offer", func(s status) bool { return hasButton(s, "Crouch") })
	p.clickButton(s, "Crouch")
	s = p.waitState("the end of the activation on offer", func(s status) bool { return hasButton(s, "End activation") })
	p.clickButton(s, "End activation")
}
