package scene

import "github.com/flashpoint-arena/flashpoint/rules"

// tr is the screen's own words in the player's language: message id of
// the translation files filled with the named arguments given as pairs
// ("Name", value, ...), as App.t gives them. Layout and drawing helpers
// that have no App take one.
type tr func(id string, args ...any) string

// sideName is a seat's name as the side panel and the dice tray label a
// side: "Blue", "Сині".
func sideName(t tr, s rules.Seat) string { return t("PanelSide" + seatName(s)) }

// sideModel is a model's name with its side's ("Blue Marksman",
// "Marksman синіх"); a model of no side is its name alone.
func sideModel(t tr, s rules.Seat, name string) string {
	if s != rules.Blue && s != rules.Red {
		return name
	}
	return t("Name"+seatName(s), "Name", name)
}
