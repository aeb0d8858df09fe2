package scene

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// roundLabel names the part of the game a view is in for the top bar and
// the banners: "Round 3", or before round 1 (round 0: the teams deploy)
// the ruleset's name for that phase, "Deployment".
func roundLabel(v rules.View) string {
	switch {
	case v.Round > 0:
		return fmt.Sprintf("Round %d", v.Round)
	case v.Phase != "":
		return v.Phase
	}
	return "Before round 1"
}

// roundText is roundLabel in the screens' language (a phase's name is the
// ruleset's own and stays as it is).
func (a *App) roundText(v rules.View) string {
	if v.Round > 0 {
		return a.t("HudRound", "Round", v.Round)
	}
	return roundLabel(v)
}

// openingBanner is the banner a battle opens with: the round and the
// scenario's line, or before round 1 the phase and what the deciding
// side must do in it.
func openingBanner(v rules.View) banner {
	if v.Round > 0 {
		return banner{text: roundLabel(v), sub: firstNote(v), c: colAccent, round: v.Round}
	}
	return banner{text: roundLabel(v), sub: promptSentence(v.Prompt), c: colAccent}
}
