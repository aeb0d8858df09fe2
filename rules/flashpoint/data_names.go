package flashpoint

import (
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// DataNames lists the names of the game's units, weapons and items
// (rules.DataNamer), sorted by kind and ID, so a screen shows them in the
// player's language.
func (g *Game) DataNames() []rules.DataName {
	d := g.Data()
	var out []rules.DataName
	for id, u := range d.Units {
		out = append(out, rules.DataName{Kind: "unit", ID: id, Name: u.Name})
	}
	for id, w := range d.Weapons {
		out = append(out, rules.DataName{Kind: "weapon", ID: id, Name: w.Name})
	}
	for _, it := range itemInfos {
		out = append(out, rules.DataName{Kind: "item", ID: it.ID, Name: it.Name})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		return out[i].ID < out[j].ID
	})
	return out
}
