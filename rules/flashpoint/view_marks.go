package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// Words of a model's status badges (rules.Piece.Marks).
const (
	markOnFire = "ON FIRE"
	markVIP    = "VIP"
)

// marks are a model's status badges, most urgent first: ON FIRE in the
// danger tone with a flame while it carries a Fire token (RULES-CUBE.md,
// Fire tokens), VIP for its side's VIP (RULES-SCENARIOS.md).
func (g *Game) marks(m *model) []rules.Mark {
	var out []rules.Mark
	if m.Fire {
		out = append(out, rules.Mark{Text: markOnFire, Tone: rules.ToneDanger, Icon: rules.IconFlame})
	}
	if mi := g.modelIndex(m.ID); mi >= 0 && g.vip(m.Seat) == mi {
		out = append(out, rules.Mark{Text: markVIP})
	}
	return out
}
