package killteam

import "strings"

// WeaponType is a weapon profile's type (KT-STAT-2, KT-WPN-1..5); Melee
// profiles have no range.
type WeaponType int

const (
	Melee WeaponType = iota
	HeavyWeapon
	RapidFire
	Assault
	Grenade
	Pistol
)

// weaponTypeNames are the names data files use, in WeaponType order (a
// fresh array each call).
func weaponTypeNames() [6]string {
	return [...]string{"Melee", "Heavy", "Rapid Fire", "Assault", "Grenade", "Pistol"}
}

// String is the type's name as the data files write it.
func (t WeaponType) String() string {
	names := weaponTypeNames()
	if t < 0 || int(t) >= len(names) {
		return ""
	}
	return names[t]
}

// parseWeaponType reads a ranged type name ("Rapid Fire", "heavy").
func parseWeaponType(name string) (WeaponType, bool) {
	for i, n := range weaponTypeNames() {
		if i > 0 && strings.EqualFold(n, name) {
			return WeaponType(i), true
		}
	}
	return Melee, false
}
