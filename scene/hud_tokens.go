package scene

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// tokenTip explains what lies in a cube of the board: each token's name
// and, for the kinds a new player meets, what it is for. "" when nothing
// lies there.
func tokenTip(v rules.View, c world.Pos) string {
	var lines []string
	zoneSeen := false
	for _, t := range v.Tokens {
		if t.Pos != c {
			continue
		}
		kind := strings.ToLower(t.Kind)
		if kind == "area" && t.Help == "" {
			continue // a side's tinted floor with nothing to add to the terrain's words
		}
		if kind == "zone" {
			if zoneSeen {
				continue
			}
			zoneSeen = true
		}
		if l := tokenLine(v, t, kind); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// tokenLine is one token's line of a tokenTip: its label, who carries it,
// and the ruleset's word on what it is for (rules.Token.Help). A
// face-down item is named as such, whatever its label.
func tokenLine(v rules.View, t rules.Token, kind string) string {
	if kind == "drop-spot" {
		return ""
	}
	l := t.Label
	switch {
	case t.Hidden:
		l = "Face-down " + kind
	case l == "":
		l = t.Kind
	}
	if t.Carrier != "" {
		l += ", carried by " + pieceLabel(v, t.Carrier)
	}
	if t.Help != "" {
		l += ": " + t.Help
	}
	return l
}

// pieceLabel names a model by ID as the screen does ("Blue Marksman").
func pieceLabel(v rules.View, id string) string {
	for _, p := range v.Pieces {
		if p.ID == id {
			return seatName(p.Seat) + " " + p.Name
		}
	}
	return id
}
