package killteam

import "github.com/flashpoint-arena/flashpoint/rules"

// A game explains the terms of its model cards (rules.Glossary).
var _ rules.Glossary = (*Game)(nil)

// Glossary is what each stat, weapon type, ability and status of a model
// card means (rules.Glossary), in plain words.
func (g *Game) Glossary() []rules.Term { return glossaryTerms() }

// glossaryTerms lists the card terms and their meanings, each with its
// messages (glossaryWords).
func glossaryTerms() []rules.Term {
	return glossaryWords([]rules.Term{
		{Term: "M", Meaning: "Move: how far the model moves, in inches; a cube stepped or a level climbed costs 3\"."},
		{Term: "WS", Meaning: "Weapon Skill: the D6 roll a melee attack needs to hit."},
		{Term: "BS", Meaning: "Ballistic Skill: the D6 roll a ranged attack needs to hit."},
		{Term: "S", Meaning: "Strength: against the target's Toughness it sets the roll to wound."},
		{Term: "T", Meaning: "Toughness: the higher, the harder the model is to wound."},
		{Term: "W", Meaning: "Wounds: damage the model takes before its injury roll."},
		{Term: "A", Meaning: "Attacks: how many melee attacks the model makes."},
		{Term: "Ld", Meaning: "Leadership: break and nerve tests must not roll more than this."},
		{Term: "Sv", Meaning: "Save: the D6 roll, plus the weapon's AP, that stops an attack."},
		{Term: "Inv", Meaning: "Invulnerable save: a save that AP does not change."},
		{Term: "AP", Meaning: "Armour Penetration: added to the target's save roll (-1 makes a 3+ save need 4+)."},
		{Term: "D", Meaning: "Damage: wounds each unsaved attack takes off."},
		{Term: "Rapid Fire", Meaning: "Twice the attacks at a target within half range."},
		{Term: "Heavy", Meaning: "-1 to hit if the model moved this round."},
		{Term: "Assault", Meaning: "May fire after an Advance, at -1 to hit."},
		{Term: "Grenade", Meaning: "Thrown instead of firing other weapons; one a team each phase; no long-range penalty."},
		{Term: "Pistol", Meaning: "May fire from an enemy's cube, at an enemy there; fired alone, not with other guns."},
		{Term: "Melee", Meaning: "A close combat weapon: it strikes with the model's attacks."},
		{Term: "Auto-hit", Meaning: "Hits without a hit roll."},
		{Term: "Overheat", Meaning: "An unmodified hit roll of 1 takes the bearer out of action."},
		{Term: "Unwieldy", Meaning: "-1 to hit."},
		{Term: "Extra Attacks", Meaning: "Attacks made with this weapon on top of the model's A."},
		{Term: "Rifle butt", Meaning: "Every model's melee weapon: S User, AP 0, D 1."},
		{Term: "flesh wound", Meaning: "-1 to hit for each, +1 to later injury rolls; a fourth takes the model out of action; it must test its nerve."},
		{Term: "ready", Meaning: "Stayed put in the Movement phase to shoot first, in Ready, Fire!"},
		{Term: "advanced", Meaning: "Moved M + D6: no charge, and only Assault weapons may fire, at -1."},
		{Term: "fell back", Meaning: "Left an enemy's cube: it may not shoot this round."},
		{Term: "retreated", Meaning: "Moved away from a charge: it may not react again this phase nor shoot this round."},
		{Term: "charged", Meaning: "Attempted a charge: it may not shoot this round and fights only its target or its chargers."},
		{Term: "stratagem", Meaning: "Its specialist's stratagem is in effect this phase (1 command point)."},
		{Term: "comms", Meaning: "+1 to hit this Shooting phase from a Comms specialist within 6\"."},
		{Term: "Shaken", Meaning: "Failed a nerve test: no action until the next Morale phase."},
		{Term: "Broken", Meaning: "The team failed its break test: -1 to hit, and every model tests its nerve each Morale phase."},
		{Term: "Leader", Meaning: "Specialist: +1 command point a round while on the table and not shaken; 1 CP: a friend within 3\" fights after it."},
		{Term: "Combat", Meaning: "Specialist: +1 Attack; 1 CP: fights at once after a friend fought."},
		{Term: "Comms", Meaning: "Specialist: once a Shooting phase +1 to hit for a friend within 6\"; 1 CP: -1 to nerve tests within 2\"."},
		{Term: "Demolitions", Meaning: "Specialist: +1 to wound an obscured target; 1 CP: +1 to wound this phase."},
		{Term: "Medic", Meaning: "Specialist: never counts as shaken for others; 1 CP: a friend within 2\" has +1 Advance, charge and attacks."},
		{Term: "Scout", Meaning: "Specialist: re-rolls its Advance; 1 CP: +2\" to its Move this phase."},
		{Term: "Sniper", Meaning: "Specialist: re-rolls ranged hit rolls of 1; 1 CP: +1 to hit this phase."},
		{Term: "Veteran", Meaning: "Specialist: ignores the penalties to its nerve tests; 1 CP, once a game: moves before round 1."},
		{Term: "Zealot", Meaning: "Specialist: +1 A and S in a round it charged; 1 CP: hit rolls of 6 make one more attack."},
		{Term: "Command points", Meaning: "Spent on stratagems and re-rolls: 1 a round, 2 while the Leader is on the table and not shaken."},
	})
}
