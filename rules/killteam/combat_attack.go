package killteam

// AttackSpec is everything the attack chain needs about one weapon's
// attacks at one target, the modifiers already summed (see
// ShootingHitModifier and MeleeHitModifier).
type AttackSpec struct {
	Skill     int  // BS or WS ("3+" is 3)
	HitMod    int  // the summed hit modifiers
	Overwatch bool // hits only on an unmodified 6 (KT-MOV-5)
	AutoHit   bool // no hit roll (a flamer)
	Overheat  bool // an unmodified hit roll of 1 takes the bearer out of action
	// RerollHitOnes re-rolls each hit roll of 1 once (the Sniper
	// passive, KT-SPEC; A17: a die is re-rolled once).
	RerollHitOnes bool
	// ExtraOnSix: each hit roll of 6+ (the die plus HitMod) of the first
	// attacks gives one extra attack, rolled after them; extra attacks
	// give none (the Zealot stratagem, KT-SPEC).
	ExtraOnSix bool
	Strength   int       // the attack's S, after User, +N or xN
	WoundMod   int       // the wound modifier (Demolitions +1)
	AP         int       // 0 or negative
	Damage     DiceValue // D
	Ranged     bool      // shooting (or psychic): the terrain injury modifier may apply
	// ObscuredByNearTerrain gives −1 to each injury die of a ranged attack
	// (KT-SHT-12).
	ObscuredByNearTerrain bool
}

// Target is the defender's state that the attack chain reads and changes.
type Target struct {
	T, Sv, Inv  int // toughness, armour and invulnerable saves (0: none)
	Wounds      int // wounds left (at least 1 for a model on the table)
	FleshWounds int
	OutOfAction bool
}

// StepKind names a step of a resolved attack.
type StepKind int

const (
	StepHit StepKind = iota
	StepWound
	StepSave
	StepDamage
	StepInjury
	StepMortal
)

// String is the step's name for logs and tests.
func (k StepKind) String() string {
	names := [...]string{"hit", "wound", "save", "damage", "injury", "mortal"}
	if k < 0 || int(k) >= len(names) {
		return "step"
	}
	return names[k]
}

// Step is one roll of a resolved attack: the faces rolled, what they
// needed and whether the step went the attacker's way (a hit, a wound, a
// failed save, damage dealt, an injury that took the model out).
type Step struct {
	Attack int // 0-based attack number
	Kind   StepKind
	Faces  []int
	Need   int // the D6 result needed (hit, wound, save); damage: the damage dealt
	Mod    int // the modifier added to each die
	Ok     bool
	// Rerolled: the roll is rolled again (a Sniper's hit roll of 1, or a
	// Command Re-roll); the next step is the new roll.
	Rerolled bool
	// Command: the re-roll is a Command Re-roll (KT-CP-3).
	Command bool
	// Extra: the hit roll of 6+ gives an extra attack (ExtraOnSix).
	Extra bool
}

// Result is what a batch of attacks did, step by step.
type Result struct {
	Steps      []Step
	Hits       int
	Wounds     int // successful wound rolls
	Unsaved    int // attacks that got through the save
	Damage     int // wounds taken off
	Overheated bool
	Target     Target // the target after the attacks
	NewFlesh   int    // flesh wounds suffered
}

// injure applies an injury roll of faces with modifier mod to target
// (KT-SHT-12, A11): out of action if any modified die is 4 or more, or on
// a flesh wound beyond MaxFleshWounds; otherwise a flesh wound and 1
// wound back.
func injure(target *Target, faces []int, mod int) (takenOut bool) {
	for _, f := range faces {
		if InjuryDieTakesOut(f, mod) {
			target.OutOfAction, target.Wounds = true, 0
			return true
		}
	}
	if target.FleshWounds >= MaxFleshWounds {
		target.OutOfAction, target.Wounds = true, 0
		return true
	}
	target.FleshWounds++
	target.Wounds = 1
	return false
}
