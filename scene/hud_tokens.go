package scene

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// tokenTip explains what lies in a cube of the board: each token's name
// and, for the kinds a new player meets, what it is for. "" when nothing
// lies there. t gives the screen's words.
func tokenTip(v rules.View, c world.Pos, t tr) string {
	var lines []string
	zoneSeen := false
	for _, tok := range v.Tokens {
		if tok.Pos != c {
			continue
		}
		kind := strings.ToLower(tok.Kind)
		if kind == "area" && tok.Help == "" {
			continue // a side's tinted floor with nothing to add to the terrain's words
		}
		if kind == "zone" {
			if zoneSeen {
				continue
			}
			zoneSeen = true
		}
		if l := tokenLine(v, tok, kind, t); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// tokenLine is one token's line of a tokenTip: its label, who carries it,
// and the ruleset's word on what it is for (rules.Token.Help). A
// face-down item is named as such, whatever its label.
func tokenLine(v rules.View, tok rules.Token, kind string, t tr) string {
	if kind == "drop-spot" {
		return ""
	}
	l := tok.Label
	switch {
	case tok.Hidden && kind == "item":
		l = t("TipFaceDownItem")
	case tok.Hidden:
		l = t("TipFaceDown", "Kind", kind)
	case l == "":
		l = tok.Kind
	}
	if tok.Carrier != "" {
		l = t("TipCarriedBy", "Thing", l, "Model", pieceLabel(v, tok.Carrier, t))
	}
	if tok.Help != "" {
		l += ": " + tok.Help
	}
	return l
}

// pieceLabel names a model by ID as the screen does ("Blue Marksman"),
// in t's language.
func pieceLabel(v rules.View, id string, t tr) string {
	for _, p := range v.Pieces {
		if p.ID == id {
			return sideModel(t, p.Seat, p.Name)
		}
	}
	return id
}
