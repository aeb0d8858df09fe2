package flashpoint

// Dice added by the assault modifiers (HF-ASL-4, HF-ASL-5, keywords).
const (
	ChargeDice          = 2
	FriendInCubeDice    = 1
	TargetWoundedDice   = 1
	TargetPinnedDice    = 1
	AttackerWoundedDice = 1
	ImposingDice        = 1
)

// AssaultContext is what an assault's pools depend on besides the two units
// and the close-combat profile.
type AssaultContext struct {
	Charged              bool // triggered by the attacker moving into the cube (+2)
	AttackerFriendInCube bool // +1 FI
	DefenderFriendInCube bool // +1 SV
	TargetWounded        bool // +1 FI
	AttackerWounded      bool // +1 SV
	TargetPinned         bool // +1 FI (target was pinned at the start of the action)
}

// AssaultPools builds the pools of an Assault with close-combat profile w:
//
//   - attacker: FI, base 3; charged +2, friend in cube +1, target wounded
//     +1, target pinned +1 (HF-ASL-4); Imposing +1; Smash n; headshots on 8
//     unless the target is Guarded; no rerolls (Weight of Fire is for
//     ranged tests).
//   - defender: SV, base 3; friend in cube +1, attacker wounded +1
//     (HF-ASL-5); Imposing +1. Crouch does not help in an Assault.
//
// A nil unit is read as one whose dice succeed only on headshots.
func AssaultPools(att *Unit, w Profile, def *Unit, c AssaultContext) (attack, defence Pool) {
	return assaultPools(new(poolMods), att, w, def, c)
}

// withMod appends the modifier name of dice to mods when it is on and
// counts for something.
func withMod(mods []Mod, on bool, name string, dice int) []Mod {
	if on && dice != 0 {
		return append(mods, Mod{name, dice})
	}
	return mods
}

// assaultPools is AssaultPools with the modifiers written in buf.
func assaultPools(buf *poolMods, att *Unit, w Profile, def *Unit, c AssaultContext) (attack, defence Pool) {
	att, def = unitOrBlank(att), unitOrBlank(def)
	attack = Pool{Test: PoolFI, Need: att.FI, Headshot: Die, Mods: buf[:1:poolModsCap]}
	defence = Pool{Test: PoolSV, Need: def.SV, Mods: buf[poolModsCap : poolModsCap+1 : 2*poolModsCap]}
	attack.Mods[0] = Mod{ModBase, BaseDice}
	defence.Mods[0] = Mod{ModBase, BaseDice}
	attack.Mods = withMod(attack.Mods, c.Charged, ModCharged, ChargeDice)
	attack.Mods = withMod(attack.Mods, c.AttackerFriendInCube, ModFriendInCube, FriendInCubeDice)
	attack.Mods = withMod(attack.Mods, c.TargetWounded, ModTargetWounded, TargetWoundedDice)
	attack.Mods = withMod(attack.Mods, c.TargetPinned, ModTargetPinned, TargetPinnedDice)
	attack.Mods = withMod(attack.Mods, att.Imposing, ModImposing, ImposingDice)
	attack.Mods = withMod(attack.Mods, true, ModSmash, w.Smash)
	defence.Mods = withMod(defence.Mods, c.DefenderFriendInCube, ModFriendInCube, FriendInCubeDice)
	defence.Mods = withMod(defence.Mods, c.AttackerWounded, ModAttackerWounded, AttackerWoundedDice)
	defence.Mods = withMod(defence.Mods, def.Imposing, ModImposing, ImposingDice)
	if def.Guarded {
		attack.Headshot = 0
	}
	return attack, defence
}
