package necromunda

import "github.com/flashpoint-arena/flashpoint/rules"

// DataNames lists the names of the game's fighter types and weapons
// (rules.DataNamer), in the data's order, so a screen shows them in the
// player's language.
func (g *Game) DataNames() []rules.DataName {
	var out []rules.DataName
	for _, f := range g.data.Fighters {
		out = append(out, rules.DataName{Kind: "fighter", ID: f.ID, Name: f.Name})
	}
	for _, w := range g.data.Weapons {
		out = append(out, rules.DataName{Kind: "weapon", ID: w.ID, Name: w.Name})
	}
	return out
}
