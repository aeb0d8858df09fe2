package flashpoint

// Gravity and walls roll their own pools at 4+ against the model's Survive
// pool (HF-FALL-1, HF-WALL-1, DESIGN section 5).
const (
	ForcedNeed = 4 // gravity and walls succeed on 4+
	WallDice   = 4 // the wall's pool
)

// GravityPool returns gravity's pool for a fall of levels levels: 2 levels
// 4 dice, 3 levels 5, 4 or more 6, succeeding on 4+, no headshots. A fall
// of fewer than 2 levels has no test (false).
func GravityPool(levels int) (Pool, bool) {
	if levels < 2 {
		return Pool{}, false
	}
	dice := min(levels, 4) + 2
	return Pool{Test: PoolGravity, Need: ForcedNeed, Mods: []Mod{{ModGravity, dice}}}, true
}

// WallPool returns a wall's pool: 4 dice at 4+, no headshots.
func WallPool() Pool {
	return Pool{Test: PoolWall, Need: ForcedNeed, Mods: []Mod{{ModWall, WallDice}}}
}

// SurvivePool returns the Survive pool of a model against gravity or a wall
// (or any test where only extra mods apply): SV, base 3 plus mods, no
// headshots. A nil unit never succeeds.
func SurvivePool(u *Unit, mods ...Mod) Pool {
	u = unitOrBlank(u)
	p := Pool{Test: PoolSV, Need: u.SV, Mods: []Mod{{ModBase, BaseDice}}}
	p.Mods = append(p.Mods, mods...)
	return p
}
