package rules

// Sighting is whether one model could attack another with one weapon
// where both stand now, whoever's turn it is: what a screen shows when a
// player looks at an enemy it cannot attack, at a cube it might move to,
// or at who threatens a model there.
type Sighting struct {
	Attacker string `json:"attacker"` // model ID
	Target   string `json:"target"`   // model ID
	Weapon   string `json:"weapon"`   // weapon ID
	Title    string `json:"title"`    // the weapon's display name ("Marksman Rifle")
	// Sight is as in Forecast ("visible", "clear shot"), "" when there is
	// none.
	Sight string `json:"sight,omitempty"`
	// Dice is the attack pool the attack would roll, 0 when it cannot be
	// made.
	Dice int `json:"dice,omitempty"`
	// Why is empty when the attack could be made (turn and actions aside);
	// else why not, in words a player reads: "out of range: R4 at 6
	// cubes", "no line of sight", "shares a cube with an enemy: only an
	// Assault".
	Why string `json:"why,omitempty"`
	// SightMsg and WhyMsg are Sight and Why as messages (see Msg); zero
	// where the ruleset gives none, and the screen shows the English.
	SightMsg Msg `json:"sight_msg,omitzero"`
	WhyMsg   Msg `json:"why_msg,omitzero"`
}

// Sighter is implemented by games that can say whether a model could
// attack another where they stand, and why not: one Sighting for each of
// the attacker's ranged weapons (none when it has none, or either model is
// off the board). It is a question about the position, not a legal action:
// the screen uses it to explain, never to act.
type Sighter interface {
	Sightings(attacker, target string) []Sighting
}
