package flashpoint

import "github.com/flashpoint-arena/flashpoint/world"

// BlazeDice is the attacker's base pool when Blazing Away with a Rapid Fire
// weapon (the defender keeps its base 3).
const BlazeDice = 4

// Dice added by the shooting modifiers (HF-SHT-2, HF-SHT-3, keywords).
const (
	ClearShotDice    = 2
	HighGroundDice   = 1
	CrouchDice       = 1
	FriendlyFireDice = -2
	OpticsDice       = 1
	SniperScopeDice  = 2
)

// ShotContext is what a shot's pools depend on besides the two units and
// the weapon profile.
type ShotContext struct {
	Sight           world.Sight // Visible or ClearShot
	HighGround      bool        // the shooter's level is above the target's
	ShooterCrouched bool
	TargetCrouched  bool
	FriendlyFire    bool // a friend of the shooter shares the target's cube
	Blaze           bool // Rapid Fire "Blaze Away" mode
	Scoped          bool // Sniper Scope long-action shot (ignored without Sniper Scope)
	Lunge           bool // Lunge profile: FI test, only clear shot and high ground apply
	Ammo            bool // Explosive Ammo: +1 die (its Lethal 1 is in the profile)
}

// poolModsCap is room for the modifiers of one pool without growing.
const poolModsCap = 8

// ShotPools builds the attacker's and the defender's pools for a Shoot
// action (HF-SHT-2, HF-SHT-3) with profile w:
//
//   - normal shot: RA, base 3; clear shot +2, high ground +1, shooter
//     crouched +1 (A15), friendly fire -2, Optics +1, scoped Sniper Scope
//     +2; headshots on 8, on 7 with Optics or a scoped shot; Weight of Fire
//     rerolls. Defender: SV, base 3, crouched +1.
//   - Blaze Away (Rapid Fire): RA, base 4, with clear shot, high ground and
//     friendly fire but no crouch and no Optics bonus (headshots on 8 only),
//     Weight of Fire rerolls. Defender: SV, base 3, no crouch bonus.
//   - Lunge (w.Lunge or c.Lunge): FI, base 3, only clear shot and high
//     ground; no rerolls. Defender: SV, base 3, no crouch bonus.
//
// A Guarded target denies headshot dice (Headshot 0). Defence pools never
// headshot. A nil unit is read as one whose dice succeed only on headshots.
func ShotPools(att *Unit, w Profile, def *Unit, c ShotContext) (attack, defence Pool) {
	return shotPools(new(poolMods), att, w, def, c)
}

// poolMods is the room of an attack's and a defence's modifiers: a caller
// that reads the pools only while it runs (the evaluation, a roll) keeps
// it on its stack, and ShotPools and AssaultPools, whose pools outlive
// them, take a new one.
type poolMods [2 * poolModsCap]Mod

// shotPools is ShotPools with the modifiers written in buf.
func shotPools(buf *poolMods, att *Unit, w Profile, def *Unit, c ShotContext) (attack, defence Pool) {
	att, def = unitOrBlank(att), unitOrBlank(def)
	lunge := w.Lunge || c.Lunge
	scoped := c.Scoped && w.SniperScope && !c.Blaze && !lunge

	// One backing array holds both pools' modifiers.
	attack = Pool{Test: PoolRA, Need: att.RA, Headshot: Die, Rerolls: w.WeightOfFire, Mods: buf[:1:poolModsCap]}
	defence = Pool{Test: PoolSV, Need: def.SV, Mods: buf[poolModsCap : poolModsCap+1 : 2*poolModsCap]}
	defence.Mods[0] = Mod{ModBase, BaseDice}
	attack.Mods[0] = Mod{ModBase, BaseDice}
	switch {
	case lunge:
		attack.Test, attack.Need, attack.Rerolls = PoolFI, att.FI, 0
	case c.Blaze:
		attack.Mods[0] = Mod{ModBlaze, BlazeDice}
	}
	if c.Sight == world.ClearShot {
		attack.Mods = append(attack.Mods, Mod{ModClearShot, ClearShotDice})
	}
	if c.HighGround {
		attack.Mods = append(attack.Mods, Mod{ModHighGround, HighGroundDice})
	}
	if !lunge {
		if c.ShooterCrouched && !c.Blaze {
			attack.Mods = append(attack.Mods, Mod{ModCrouched, CrouchDice})
		}
		if c.FriendlyFire {
			attack.Mods = append(attack.Mods, Mod{ModFriendlyFire, FriendlyFireDice})
		}
		if w.Optics && !c.Blaze {
			attack.Mods = append(attack.Mods, Mod{ModOptics, OpticsDice})
			attack.Headshot = Die - 1
		}
		if scoped {
			attack.Mods = append(attack.Mods, Mod{ModSniperScope, SniperScopeDice})
			attack.Headshot = Die - 1
		}
		if c.TargetCrouched && !c.Blaze {
			defence.Mods = append(defence.Mods, Mod{ModCrouched, CrouchDice})
		}
	}
	if c.Ammo && !c.Blaze && !lunge {
		attack.Mods = append(attack.Mods, Mod{ModExplosiveAmmo, AmmoDice})
	}
	if def.Guarded {
		attack.Headshot = 0
	}
	return attack, defence
}

// IsBlaze reports whether an attack pool is a Blaze Away (its base is
// "blaze away").
func IsBlaze(attack Pool) bool {
	return len(attack.Mods) > 0 && attack.Mods[0].Name == ModBlaze
}

// unitOrBlank returns u, or for nil a unit whose dice never succeed.
func unitOrBlank(u *Unit) *Unit {
	if u != nil {
		return u
	}
	return &Unit{RA: Die + 1, FI: Die + 1, SV: Die + 1}
}
