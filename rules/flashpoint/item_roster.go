package flashpoint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// Roster item limits (flashpoint-data.md "Units": per model at most 2
// items; at most 2 of one item type per team).
const (
	MaxItemsPerModel   = MaxItems
	MaxItemTypePerTeam = 2
)

// SlotItems is the gear slot of a model's starting items.
const SlotItems = "Items"

// parseRosterItems reads "item <id>[, <id>]": items the model written
// just before starts with.
func parseRosterItems(l datafile.Line, r *Roster, errs *datafile.ErrorList) {
	if len(r.Models) == 0 {
		errs.Add(l.Key.At.Errorf("\"item\" must follow the \"model\" line it belongs to"))
		return
	}
	if l.Value.Text == "" {
		errs.Add(l.Key.At.Errorf("\"item\" needs at least one item id, e.g. \"item overshield\""))
		return
	}
	m := &r.Models[len(r.Models)-1]
	m.Items = append(m.Items, parseIDList(l.Value, "item id", &m.itemRefs, errs)...)
}

// checkRosterItems adds the broken item limits of a roster: unknown items,
// more than MaxItemsPerModel on a model, more than MaxItemTypePerTeam of
// one type in the roster.
func checkRosterItems(r *Roster, add func(int, datafile.Pos, string, ...any)) {
	count := map[string]int{}
	for i, m := range r.Models {
		for j, id := range m.Items {
			at := m.at
			if j < len(m.itemRefs) {
				at = m.itemRefs[j].At
			}
			it := itemInfo(id)
			if it == nil {
				add(i, at, "unknown item %q (items: %s)", id, itemIDsText())
				continue
			}
			if j == MaxItemsPerModel {
				add(i, at, "%d items: at most %d per model", len(m.Items), MaxItemsPerModel)
			}
			count[id]++
			if count[id] == MaxItemTypePerTeam+1 {
				add(i, at, "more than %d %s items in one roster", MaxItemTypePerTeam, it.Name)
			}
		}
	}
}

// itemIDsText lists every item ID for messages.
func itemIDsText() string {
	ids := make([]string, len(itemInfos))
	for i := range itemInfos {
		ids[i] = itemInfos[i].ID
	}
	return strings.Join(ids, ", ")
}

// writeRosterItems writes a model's "item" line, if it has items.
func writeRosterItems(b *strings.Builder, m RosterModel) {
	if len(m.Items) > 0 {
		fmt.Fprintf(b, "item %s\n", strings.Join(m.Items, ", "))
	}
}

// itemSlot is the roster builder's slot of starting items: up to two,
// from every item type, limited across the team (Shared).
func itemSlot() rules.GearSlot {
	s := rules.GearSlot{Name: SlotItems, Min: 0, Max: MaxItemsPerModel, Shared: true}
	for i := range itemInfos {
		it := &itemInfos[i]
		s.Choices = append(s.Choices, rules.GearChoice{ID: it.ID, Name: it.Name, Points: PointsPerItem, Profile: itemTypeName(it.Type) + ": " + it.Help})
	}
	return s
}

// itemTypeName is "Type I", "Type II" or "Type III".
func itemTypeName(t int) string {
	switch t {
	case ItemPassive:
		return "Type I"
	case ItemUse:
		return "Type II"
	}
	return "Type III"
}

// splitGearItems separates a neutral model's gear into weapons and items:
// an item ID that is not one of the unit's own weapons (main, upgrade or
// carried) is an item.
func (d *Data) splitGearItems(unit string, gear []string) (weapons, items []string) {
	u := d.Units[unit]
	for _, id := range gear {
		own := u != nil && (u.mainWeapon(id) || slices.Contains(u.Upgrades, id) || slices.Contains(u.Carries, id))
		if itemInfo(id) != nil && !own {
			items = append(items, id)
		} else {
			weapons = append(weapons, id)
		}
	}
	return weapons, items
}
