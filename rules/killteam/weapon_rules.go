package killteam

import "errors"

// FireContext is what the weapon-type rules need to know about a shooter
// this round and its target (KT-SHT-1..7, KT-WPN-1..5). Distances are in
// cubes.
type FireContext struct {
	Distance int // cubes from the shooter to the target

	Moved           bool // made any move this round (Normal Move, Advance, Fall Back, charge)
	Advanced        bool
	AttemptedCharge bool
	ChargedAt       bool // the target of a successful charge this round
	FellBack        bool
	Retreated       bool
	Fly             bool // the FLY keyword (G5)

	InEnemyCube      bool // within 1 inch of an enemy model
	TargetNearFriend bool // the target shares a cube with a friend of the shooter (KT-SHT-4)
	TargetIsNearest  bool // the target is the nearest enemy (pistols in melee, KT-WPN-5)
	Visible          bool

	GrenadeThrownThisPhase bool // a model of the team already threw a grenade this phase
	HeavySpecialist        bool // no Heavy or Assault penalty (KT-SPEC)
	HeavyStratagem         bool // +1 attack for weapons with more than 1 (KT-SPEC)

	// Obscured: the target is seen but not in a clear shot, or another
	// model stands between (KT-SHT-8, A9).
	Obscured bool
	// ObscuredByNearTerrain: the target is obscured by terrain on a face of
	// its own cube, within 1 inch of it (−1 to each injury die, KT-SHT-12).
	ObscuredByNearTerrain bool
	FleshWounds           int  // on the shooter
	Broken                bool // the shooter's team is broken (A6)
	Bonus                 int  // Comms passive, Sniper stratagem: +1 each
}

// Why a model may not fire a weapon (CanFire).
var (
	ErrNotRanged          = errors.New("a melee weapon does not shoot")
	ErrOutOfRange         = errors.New("the target is out of range")
	ErrNotVisible         = errors.New("the target is not visible")
	ErrCharged            = errors.New("a model that attempted a charge this round may not shoot")
	ErrFellBack           = errors.New("a model that fell back or retreated this round may not shoot unless it can fly")
	ErrAdvanced           = errors.New("after an Advance only Assault weapons shoot")
	ErrInMelee            = errors.New("within 1 inch of an enemy only a pistol shoots")
	ErrPistolCharge       = errors.New("a pistol does not shoot in melee after attempting a charge or being charged this round")
	ErrPistolNotNearest   = errors.New("a pistol in melee shoots only at the nearest enemy")
	ErrTargetNearFriend   = errors.New("the target is within 1 inch of a friendly model")
	ErrGrenadeAlreadyUsed = errors.New("the team has already thrown a grenade this phase")
)

// CanFire reports whether a model may fire profile p at the target ctx
// describes, and why not (KT-SHT-1, KT-SHT-3, KT-SHT-4, KT-WPN-3..5).
func CanFire(p Profile, ctx FireContext) error {
	switch {
	case p.Type == Melee:
		return ErrNotRanged
	case ctx.AttemptedCharge:
		return ErrCharged
	case (ctx.FellBack || ctx.Retreated) && !ctx.Fly:
		return ErrFellBack
	case ctx.Advanced && p.Type != Assault:
		return ErrAdvanced
	case !ctx.Visible:
		return ErrNotVisible
	case ctx.Distance > InchesToCubes(p.Range):
		return ErrOutOfRange
	case p.Type == Grenade && ctx.GrenadeThrownThisPhase:
		return ErrGrenadeAlreadyUsed
	}
	if ctx.InEnemyCube {
		switch {
		case p.Type != Pistol:
			return ErrInMelee
		case ctx.ChargedAt:
			return ErrPistolCharge
		case !ctx.TargetIsNearest:
			return ErrPistolNotNearest
		}
		return nil
	}
	if ctx.TargetNearFriend {
		return ErrTargetNearFriend
	}
	return nil
}

// LongRange reports whether the target is beyond half the weapon's range
// (KT-SHT-7).
func LongRange(p Profile, distance int) bool {
	return p.Type != Melee && distance > HalfRangeCubes(p.Range)
}

// ShotsOf is the number of attacks profile p makes at the target
// (KT-SHT-5): Rapid Fire doubles them within half range (KT-WPN-2); the
// Heavy stratagem adds 1 to a weapon that has more than 1 (KT-SPEC).
func ShotsOf(p Profile, ctx FireContext) DiceValue {
	n := p.Attacks
	if p.Type == RapidFire && !LongRange(p, ctx.Distance) {
		n = DiceValue{Count: 2 * n.Count, Sides: n.Sides, Add: 2 * n.Add}
	}
	if ctx.HeavyStratagem && (p.Attacks.IsRandom() || p.Attacks.Add > 1) {
		n.Add++
	}
	return n
}

// ShootingHitModifier sums the hit modifiers of a shot (KT-SHT-7): −1
// obscured, −1 long range (not grenades, KT-WPN-4), −1 per flesh wound on
// the shooter, −1 broken, −1 Heavy after moving (KT-WPN-1) and −1 Assault
// after advancing (KT-WPN-3) unless a Heavy specialist, −1 Unwieldy, and
// the bonuses.
func ShootingHitModifier(p Profile, ctx FireContext) int {
	mod := ctx.Bonus - ctx.FleshWounds
	if ctx.Obscured {
		mod--
	}
	if p.Type != Grenade && LongRange(p, ctx.Distance) {
		mod--
	}
	if ctx.Broken {
		mod--
	}
	if p.Type == HeavyWeapon && ctx.Moved && !ctx.HeavySpecialist {
		mod--
	}
	if p.Type == Assault && ctx.Advanced && !ctx.HeavySpecialist {
		mod--
	}
	if p.Abilities.Unwieldy {
		mod--
	}
	return mod
}

// MeleeContext is what the melee hit and attack rules need (KT-FGT-6,
// KT-FGT-10).
type MeleeContext struct {
	FleshWounds      int  // on the attacker
	Broken           bool // the attacker's team is broken
	TerrainBetween   bool // never on the arena (fighters share a cube, RULES.md)
	Specialism       Specialism
	ChargedThisRound bool // Zealot passive
	MedicStim        bool // the Medic stratagem: +1 A
}

// MeleeHitModifier sums the melee hit modifiers (KT-FGT-6): −1 per flesh
// wound on the attacker, −1 broken, −1 terrain between, −1 Unwieldy.
func MeleeHitModifier(p Profile, ctx MeleeContext) int {
	mod := -ctx.FleshWounds
	if ctx.Broken {
		mod--
	}
	if ctx.TerrainBetween {
		mod--
	}
	if p.Abilities.Unwieldy {
		mod--
	}
	return mod
}

// MeleeAttacks is how many attacks a model of characteristic a makes
// with p (KT-FGT-10): A, plus the weapon's extra attacks, +1 for the
// Combat specialist, +1 for a Zealot that charged this round, +1 from the
// Medic stratagem.
func MeleeAttacks(a int, p Profile, ctx MeleeContext) int {
	n := a + p.Abilities.ExtraAttacks
	if ctx.Specialism == Combat {
		n++
	}
	if ctx.Specialism == Zealot && ctx.ChargedThisRound {
		n++
	}
	if ctx.MedicStim {
		n++
	}
	return n
}

// MeleeStrength is the strength of a melee attack by a model of
// strength s (KT-STAT-2): a Zealot that charged this round gets +1 S
// before the weapon's User, +N or xN applies.
func MeleeStrength(s int, p Profile, ctx MeleeContext) int {
	if ctx.Specialism == Zealot && ctx.ChargedThisRound {
		s++
	}
	return p.S.Of(s)
}

// RifleButt is the melee profile every model has (KT-FGT-5): S User,
// AP 0, D 1.
func RifleButt() Profile {
	return Profile{Name: "rifle-butt", Type: Melee, S: Strength{Kind: StrengthUser}, D: Fixed(1)}
}

// FiringChoices lists the groups of ranged weapons a model may fire in
// one shooting (KT-SHT-2, KT-WPN-4, KT-WPN-5): all its pistols, or all
// its other non-grenade weapons, or one grenade alone. Each group holds
// indexes into profiles; melee profiles are left out.
func FiringChoices(profiles []Profile) [][]int {
	var pistols, others, out [][]int
	var p, o []int
	for i, pr := range profiles {
		switch pr.Type {
		case Melee:
		case Pistol:
			p = append(p, i)
		case Grenade:
			out = append(out, []int{i})
		default:
			o = append(o, i)
		}
	}
	if len(p) > 0 {
		pistols = append(pistols, p)
	}
	if len(o) > 0 {
		others = append(others, o)
	}
	return append(append(others, pistols...), out...)
}
