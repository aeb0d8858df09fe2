//go:build !js

package webtest

import (
	"testing"
	"time"
)

// Every ruleset plays in the browser: a game the computer plays on both
// sides at Easy starts on the battle screen with the ruleset asked for,
// and its computer players make their moves (the action count grows,
// shown at the instant pace) while the page keeps answering.
func TestRulesetsPlayInBrowser(t *testing.T) {
	for _, ruleset := range []string{"killteam", "necromunda", "firepower", "urban"} {
		t.Run(ruleset, func(t *testing.T) {
			p := openBrowser(t, 800, 600) // the smaller window draws faster in software WebGL
			begun := time.Now()
			p.open("?quick&watch&level=easy&seed=5&ruleset=" + ruleset)
			s := p.waitState("the "+ruleset+" battle", func(s status) bool {
				return s.Screen == "battle" && s.Battle != nil && s.Battle.Mode == "watch"
			})
			if s.Battle.Ruleset != ruleset {
				t.Fatalf("the battle plays %q, want %q", s.Battle.Ruleset, ruleset)
			}
			for i := 0; i < 4 && s.Battle.Pace != "instant"; i++ {
				pace := s.Battle.Pace
				p.press(keyBracketRight) // Faster, up to instant: no animations to wait for
				s = p.waitState("a faster pace than "+pace, func(s status) bool { return s.Battle != nil && s.Battle.Pace != pace })
			}
			start := s.Battle.Actions
			t.Logf("%s: the battle plays at the instant pace %.1f s after the page opened", ruleset, time.Since(begun).Seconds())
			const moves = 4
			s = p.waitStateFor(busyMachineSlack*40*time.Second, "the computer to play on", func(s status) bool {
				return s.Battle != nil && (s.Battle.Actions >= start+moves || s.Battle.Over)
			})
			p.shot("ruleset-" + ruleset)
			t.Logf("%s: %d -> %d actions, round %d, %s to move", ruleset, start, s.Battle.Actions, s.Battle.Round, s.Battle.ToMove)
		})
	}
}
