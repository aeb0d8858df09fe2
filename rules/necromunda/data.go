package necromunda

import "github.com/flashpoint-arena/flashpoint/world"

// Fighter is a fighter type (fighters.txt, G1): its profile. WS, BS, I and
// Sv are D6 results (4 for 4+; Sv 0 for none); Ld, Cl, Wil and Int are
// 2D6 results; M is in inches.
type Fighter struct {
	ID, Name, Role string
	Leader         bool
	Skills         []string // skill IDs (skills.go)
	M, WS, BS      int
	S, T, W        int
	I, A           int
	Ld, Cl         int
	Wil, Int, Sv   int
}

// Weapon is a weapon profile (weapons.txt, G8). Ranges are in inches (0
// for none); Str is the strength, added to the fighter's S when StrUser;
// AP is 0 or negative; Am is the Ammo value (0: never runs out).
type Weapon struct {
	ID, Name          string
	Short, Long       int
	AccShort, AccLong int
	Str               int
	StrUser           bool
	AP, D, Am         int
	RapidFire         int // Rapid Fire N; 0 for none
	Blast             int // Blast 3 or 5 (inches); 0 for none
	Pistol, Melee     bool
	Grenade, Template bool
	Knockback, Scarce bool
}

// Member is one fighter of a shipped gang: its type and its weapons.
type Member struct {
	Type    string
	Weapons []string
}

// Gang is a shipped gang (gangs.txt).
type Gang struct {
	ID, Name string
	Members  []Member
}

// Ladder is a ladder on a wall face: At is the foot of the climb and Dir
// the side climbed (arenas.txt).
type Ladder struct {
	At  world.Pos
	Dir world.Dir
}

// Features are the ladders and vents of one arena (arenas.txt).
type Features struct {
	Arena   string
	Ladders []Ladder
	Vents   [][2]world.Pos
}

// Data is everything the ruleset reads from assets/necromunda. It is
// read-only once loaded and shared by every game.
type Data struct {
	Fighters []Fighter
	Weapons  []Weapon
	Gangs    []Gang
	Arenas   []Features
	Lists    GangLists // the gang builder's lists
}

// Fighter returns the fighter type with the ID.
func (d *Data) Fighter(id string) (*Fighter, bool) {
	for i := range d.Fighters {
		if d.Fighters[i].ID == id {
			return &d.Fighters[i], true
		}
	}
	return nil, false
}

// Weapon returns the weapon with the ID.
func (d *Data) Weapon(id string) (*Weapon, bool) {
	for i := range d.Weapons {
		if d.Weapons[i].ID == id {
			return &d.Weapons[i], true
		}
	}
	return nil, false
}

// Gang returns the gang with the ID.
func (d *Data) Gang(id string) (*Gang, bool) {
	for i := range d.Gangs {
		if d.Gangs[i].ID == id {
			return &d.Gangs[i], true
		}
	}
	return nil, false
}

// FeaturesOf returns the ladders and vents of the named arena (none for an
// arena the file does not list).
func (d *Data) FeaturesOf(arena string) Features {
	for _, f := range d.Arenas {
		if f.Arena == arena {
			return f
		}
	}
	return Features{Arena: arena}
}
