package rules

// DataName is a name a ruleset's data gives a thing a player reads about:
// a unit, a weapon, an item, a card. Kind and ID say which thing ("unit",
// "operator"); Name is its English name as the data file writes it.
type DataName struct {
	Kind string `json:"kind"`
	ID   string `json:"id"`
	Name string `json:"name"`
}

// DataNameMsg is the ID of the optional message that translates a data
// name: "data.<ruleset>.<kind>.<id>" ("data.flashpoint.unit.operator").
// Its English text is the data's name; a language without it shows the
// English name.
func DataNameMsg(ruleset string, n DataName) string {
	return "data." + ruleset + "." + n.Kind + "." + n.ID
}

// DataNamer is implemented by games that list the names their data gives
// things, so a screen shows them in the player's language where a
// translation file has them (DataNameMsg) and as the data writes them
// elsewhere. A player's own data files may rename anything: a name that
// differs from the shipped one has no translation and stays as written.
type DataNamer interface {
	DataNames() []DataName
}
