package scene

// tr is the screen's own words in the player's language: message id of
// the translation files filled with the named arguments given as pairs
// ("Name", value, ...), as App.t gives them. Layout and drawing helpers
// that have no App take one.
type tr func(id string, args ...any) string
