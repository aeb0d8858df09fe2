package flashpoint

// The tunable numbers of the game engine, in one place. Numbers that belong
// to a unit or a weapon live in the data files (assets/flashpoint/);
// numbers of the dice pools live with the combat functions.
const (
	// RulesetName is the registry key of the Flashpoint ruleset.
	RulesetName = "flashpoint"
	// RulesetTitle is its display name.
	RulesetTitle = "Flashpoint"

	// ScenarioSlayer is the Slayer scenario: +1 point per enemy killed.
	ScenarioSlayer = "slayer"
	// DefaultKills is Slayer's default kill target (option "kills").
	DefaultKills = 8
	// DefaultRounds is Slayer's default round limit (option "rounds").
	DefaultRounds = 10
	// MaxKills and MaxRounds bound the scenario options.
	MaxKills  = 99
	MaxRounds = 99

	// CubeCapacity is how many models fit in one cube (DESIGN section 4).
	CubeCapacity = 4
	// TeamCapacity is how many models of one side fit in one cube.
	TeamCapacity = 2

	// ActionPoints is an activation's budget: a short action costs 1, a
	// long action costs 2 (HF-ACT-2).
	ActionPoints = 2

	// RollOffDie is the die of the round-1 roll-off (reroll ties).
	RollOffDie = 8
	// ScatterDie is the die of a scatter roll (world.ScatterDir reads it).
	ScatterDie = 8
	// DropDie picks the weapon-drop spot at the start of a round (HF-SET-6).
	DropDie = 8
	// GirderDie is the die of a partial-floor check (HF-FALL-5).
	GirderDie = 8

	// LandingRetries is how many scatter rolls a model that lands in a full
	// cube makes before it stays in the cube it was pushed from (A10).
	LandingRetries = 3
	// MaxDropRerolls bounds the rerolls of an occupied weapon-drop spot; after
	// it the rolled spot is replaced (HF-SET-6).
	MaxDropRerolls = 32

	// MaxModelsPerSide bounds a roster or a position's side.
	MaxModelsPerSide = 12
	// MaxCarried is how many weapons of its own a model carries (its roster
	// weapons and Fists), not counting the PICKUP slot.
	MaxCarried = 5

	// ContinuousFireNeed is how many Survive successes a Continuous Fire
	// shooter needs after shooting to avoid its wound.
	ContinuousFireNeed = 2

	// PositionFormat is the "format" value of the position JSON.
	PositionFormat = "flashpoint-position/1"
)
