package scene

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// noteLines fits the View's notes under the top bar in at most two lines
// of width w: the scenario line (the first note) whole when it can be,
// the rest after it, the second line cut with an ellipsis.
func noteLines(notes []string, face text.Face, w float64) []string {
	if len(notes) == 0 || w <= 0 {
		return nil
	}
	all := strings.Join(notes, " · ")
	if textWidth(all, face) <= w {
		return []string{all}
	}
	var lines []string
	if first := notes[0]; textWidth(first, face) <= w {
		// Break after the scenario line rather than inside it.
		lines = []string{first, strings.Join(notes[1:], " · ")}
	} else {
		// The scenario line alone in two lines; the rest must wait
		// for a wider window.
		lines = wrap(first, face, w)
	}
	if len(lines) > 2 {
		lines = append(lines[:1], strings.Join(lines[1:], " "))
	}
	if len(lines) == 2 {
		lines[1] = ellipsis(lines[1], face, w)
	}
	return lines
}
