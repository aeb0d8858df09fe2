package killteam

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// SetQuiet makes Apply build events without their text, or with it again
// (rules.Quieter). Clone and Determinize copies keep the setting; Hash,
// Save and the way the game plays do not depend on it. Computer players
// quiet their search copies; a game a person watches stays loud.
func (g *Game) SetQuiet(quiet bool) { g.quiet = quiet }

// textf is an event's text, formatted, or "" when the game is quiet.
func (g *Game) textf(format string, args ...any) string {
	if g.quiet {
		return ""
	}
	return fmt.Sprintf(format, args...)
}

// words is an event's text made beforehand, or "" when the game is quiet.
func (g *Game) words(text string) string {
	if g.quiet {
		return ""
	}
	return text
}

// say is an event's message (rules.Msg) with its arguments as name, value
// pairs, or the zero Msg when the game is quiet. It copies the arguments,
// so a quiet game's call allocates nothing.
func (g *Game) say(id string, args ...string) rules.Msg {
	if g.quiet {
		return rules.Msg{}
	}
	return rules.Msg{ID: id, Args: slices.Clone(args)}
}
