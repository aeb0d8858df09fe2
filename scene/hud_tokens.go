package scene

import (
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/scene/board"
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

// tokenLine is one token's line of a tokenTip.
func tokenLine(v rules.View, t rules.Token, kind string) string {
	switch kind {
	case "item":
		if t.Hidden || t.Label == "?" || t.Label == "" {
			return "Face-down item: a model that moves into, out of or through this cube may pick it up, and it is revealed then."
		}
		return t.Label + " (item, face up): a model passing this cube may pick it up."
	case "weapon":
		return t.Label + " (weapon): a model passing this cube may pick it up."
	case "barrier":
		return t.Label + ": models in this cube spend its shields first against ranged attacks; it is gone when empty."
	case "smoke":
		return "Smoke: blocks sight into, out of and through this cube until the end of the round."
	case "flag":
		l := t.Label
		if t.Carrier != "" {
			l += ", carried by " + pieceLabel(v, t.Carrier)
		}
		owner, enemy := t.Seat, rules.NoSeat
		if owner == rules.Blue || owner == rules.Red {
			enemy = 1 - owner
			return l + ": " + seatName(enemy) + " scores by carrying it into " + seatName(enemy) + "'s base; " + seatName(owner) + " returns it home by touching it away from home. A carrier may not shoot."
		}
		return l + ": take the enemy flag to your base to score; a carrier may not shoot."
	case "ball":
		l := t.Label
		if t.Carrier != "" {
			l += ", held by " + pieceLabel(v, t.Carrier)
		}
		return l + ": the side holding it at the end of a round scores 1 (and 1 for each Assault its carrier hits with); a carrier may not shoot."
	case "zone":
		switch seat, contested := board.ZoneState(t); {
		case seat == rules.Blue || seat == rules.Red:
			return t.Label + ": " + seatName(seat) + "'s. Zones go to the side with more unpinned models in them at the end of a round."
		case contested:
			return t.Label + ": contested (as many models of each side). Zones go to the side with more unpinned models in them at the end of a round."
		default:
			return t.Label + ": nobody's. Zones go to the side with more unpinned models in them at the end of a round."
		}
	case "drop-spot":
		return ""
	}
	if t.Label == "" {
		return t.Kind
	}
	return t.Label
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
