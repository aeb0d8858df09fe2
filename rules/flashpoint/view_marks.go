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
		out = append(out, rules.Mark{Text: markOnFire, Tone: rules.ToneDanger, Icon: rules.IconFlame, Msg: rules.Say("FpMarkOnFire")})
	}
	if g.isVIP(m) {
		out = append(out, rules.Mark{Text: markVIP, Msg: rules.Say("FpMarkVIP")})
	}
	return out
}
