package rules

import "testing"

// Joins lets a unit join a roster led by a unit sharing one of its
// factions, any unit join an empty roster, a unit without factions join
// any roster, and an unknown unit join none.
func TestRosterCatalogJoins(t *testing.T) {
	cat := RosterCatalog{Units: []RosterUnit{
		{ID: "boss", Factions: []string{"Ironhide"}},
		{ID: "brute", Factions: []string{"ironhide", "Hive"}},
		{ID: "viper", Factions: []string{"Vipers"}},
		{ID: "drone"},
	}}
	led := func(unit string) RosterSpec { return RosterSpec{Models: []ModelSpec{{Unit: unit}}} }
	for _, c := range []struct {
		roster RosterSpec
		unit   string
		want   bool
	}{
		{RosterSpec{}, "viper", true},
		{led("boss"), "brute", true},
		{led("brute"), "boss", true},
		{led("boss"), "viper", false},
		{led("viper"), "brute", false},
		{led("boss"), "drone", true},
		{led("drone"), "viper", true},
		{led("gone"), "viper", true},
		{led("boss"), "gone", false},
		{RosterSpec{}, "gone", false},
	} {
		if got := cat.Joins(c.roster, c.unit); got != c.want {
			t.Errorf("%v joins %v: %v, want %v", c.unit, c.roster.Models, got, c.want)
		}
	}
}
