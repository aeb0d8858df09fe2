package firepower

import "github.com/flashpoint-arena/flashpoint/world"

// Chart is the Basic Game card (chart.txt): range bands, Movement Factor
// costs, firing modifiers, the grenade blast and melee.
type Chart struct {
	Bands []int // upper limit of each range band, in cubes, rising
	MF    int   // Movement Factors a soldier spends in one impulse (FP-MF-2)

	// Movement Factor costs (FP-MF-4, A1, A6, G5).
	Enter, EnterProne, Turn, Cross, Climb, Rough, Prone, Stand, Fire, Melee int

	// Firing modifiers (FP-MOD-1).
	ModSuppressed, ModCover, ModConcealment, ModProne, ModHindrance, ModRunning, ModMoving, ModMovingMax int

	ThrowStanding, ThrowProne int    // furthest grenade throw (FP-RNG-3)
	Blast                     int    // the blast's hit number (FP-GREN-5)
	Rings                     [3]int // blast modifier by ring: epicentre, first, second (A11, G4)
	MeleeHit, MeleeOdds       int    // melee hit number and modifier per soldier (FP-MEL-2/3)
	Stack                     int    // soldiers of one side in one cube at most
}

// MaxRange is the furthest any band reaches.
func (c *Chart) MaxRange() int { return c.Bands[len(c.Bands)-1] }

// Band is the index of the range band of a distance, or -1 beyond the
// last band (or at distance 0).
func (c *Chart) Band(d int) int {
	if d < 1 {
		return -1
	}
	for i, top := range c.Bands {
		if d <= top {
			return i
		}
	}
	return -1
}

// Row is one line of a weapon's chart: its rate of fire and a hit number
// by range band (0 where the weapon does not reach).
type Row struct {
	Bursts int   // bursts per impulse (automatic fire); 0 for single shots
	Shots  int   // shots per burst, or shots of semi-automatic fire
	Hit    []int // hit number by band, 0 out of range
}

// Has reports whether the weapon has this row.
func (r *Row) Has() bool { return len(r.Hit) > 0 }

// HitAt is the hit number at a band, 0 out of range.
func (r *Row) HitAt(band int) int {
	if band < 0 || band >= len(r.Hit) {
		return 0
	}
	return r.Hit[band]
}

// Weapon is one row group of the firing chart (weapons.txt).
type Weapon struct {
	ID, Name, Short string
	Auto, Semi      Row // automatic and semi-automatic fire (FP-ROF-2/3)
	Throw           Row // a grenade's throw (FP-GREN-1); rate 1
}

// Grenade reports whether the weapon is thrown.
func (w *Weapon) Grenade() bool { return w.Throw.Has() }

// Soldier is a soldier type (soldiers.txt).
type Soldier struct {
	ID, Name, Role string
	Weapons        []string
}

// Squad is a shipped squad (squads.txt).
type Squad struct {
	ID, Name string
	Members  []string // soldier type IDs
}

// Terrain is what a cube holds under the Firepower rules (G7).
type Terrain uint8

// The terrain kinds of a cube.
const (
	Clear Terrain = iota
	Tree          // cover and concealment; hinders sight through it
	Rough         // cover; costs more to enter
	Scrub         // concealment
	Hedge         // concealment; hinders sight; crossing costs
)

// String names the terrain as arenas.txt writes it.
func (t Terrain) String() string {
	switch t {
	case Tree:
		return "tree"
	case Rough:
		return "rough"
	case Scrub:
		return "scrub"
	case Hedge:
		return "hedge"
	}
	return "clear"
}

// ArenaTerrain is the terrain of one shipped arena (arenas.txt).
type ArenaTerrain struct {
	Arena string
	Cubes map[world.Pos]Terrain
}

// Data is everything the ruleset reads from its data files. It is
// read-only once loaded.
type Data struct {
	Chart    Chart
	Weapons  []Weapon
	Soldiers []Soldier
	Squads   []Squad
	Arenas   []ArenaTerrain
}

// Weapon finds a weapon by ID.
func (d *Data) Weapon(id string) (*Weapon, bool) {
	for i := range d.Weapons {
		if d.Weapons[i].ID == id {
			return &d.Weapons[i], true
		}
	}
	return nil, false
}

// Soldier finds a soldier type by ID.
func (d *Data) Soldier(id string) (*Soldier, bool) {
	for i := range d.Soldiers {
		if d.Soldiers[i].ID == id {
			return &d.Soldiers[i], true
		}
	}
	return nil, false
}

// Squad finds a squad by ID.
func (d *Data) Squad(id string) (*Squad, bool) {
	for i := range d.Squads {
		if d.Squads[i].ID == id {
			return &d.Squads[i], true
		}
	}
	return nil, false
}

// TerrainOf is the terrain of a shipped arena; an arena not listed has
// none.
func (d *Data) TerrainOf(arena string) ArenaTerrain {
	for _, a := range d.Arenas {
		if a.Arena == arena {
			return a
		}
	}
	return ArenaTerrain{Arena: arena}
}
