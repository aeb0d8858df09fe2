package flashpoint

import (
	"sort"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// board is what a game shares with its clones and never changes: the arena,
// the data and the cubes the rules look up often.
type board struct {
	arena     *world.Arena
	data      *Data
	setup     setupInfo
	deploy    [2][]world.Pos  // standable cubes of each side's deployment zone
	respawn   [2][]world.Pos  // standable cubes of each side's respawn zone
	spots     []dropSpot      // weapon-drop spots in label order (HF-SET-5)
	power     []string        // every power weapon the engine can fire, sorted
	arms      map[string]*arm // every weapon of the data, with what Legal asks of it
	arenaHash uint64          // digest of the arena's canonical text
	obj       scenarioBoard   // flag homes, ball starts, zones (scenario_board.go)
	// homeward is, by side, how its moves break ties between equally cheap
	// routes: toward its own end of the arena (homewardTies).
	homeward [2]world.MoveRules
}

// homewardTies is, by side, the tie-break flips of its routes
// (RULES-COVERAGE.md, HF-MOV-1): where two routes to a cube cost the same, a
// model takes the one that keeps nearer its own deployment zone. A side
// whose zone lies further south (east) than the enemy's breaks ties from
// the south (east); along an axis where the two zones lie level, both
// sides break ties the same way. Without it every tie went north and west:
// on an arena mirrored north to south a blue flag carrier went round a wall
// through its own half, and captured there, where a red one, the mirror
// image, went round through blue's half.
func homewardTies(deploy [2][]world.Pos) [2]world.MoveRules {
	var out [2]world.MoveRules
	if len(deploy[0]) == 0 || len(deploy[1]) == 0 {
		return out
	}
	var sx, sy [2]int // by side: sums of X and of Y
	n := [2]int{len(deploy[0]), len(deploy[1])}
	for s, cubes := range deploy {
		for _, p := range cubes {
			sx[s] += p.X
			sy[s] += p.Y
		}
	}
	for s := range out {
		e := 1 - s // mean of s beyond mean of e, compared without division
		out[s].FlipX = sx[s]*n[e] > sx[e]*n[s]
		out[s].FlipY = sy[s]*n[e] > sy[e]*n[s]
	}
	return out
}

// arm is a weapon with what the rules ask of it often, worked out once.
type arm struct {
	w        *Weapon
	playable []bool // by profile: the engine plays it as a shot at a model (playable)
	maxRange int    // the longest range of a playable ranged profile
	cube     []bool // by profile: it attacks a whole cube (cubeProfile)
	cubeMax  int    // the longest range of a cube-attack profile
}

// setupInfo is the part of rules.Setup a game keeps, plus the scenario's
// parsed options.
type setupInfo struct {
	Arena     string
	ArenaText string
	Scenario  string
	Rosters   [2]string
	Options   map[string]string // as given; never changed after setup
	Kills     int
	Rounds    int

	Texts [2]string // rosters given as text (rules.Setup.RosterTexts); "" plays Rosters
}

// dropSpot is one weapon-drop spot: its label and the cube a weapon lies in.
type dropSpot struct {
	Label string
	Pos   world.Pos
}

// newBoard gathers the arena's zones and the power weapons of the data.
func newBoard(a *world.Arena, d *Data, s setupInfo) *board {
	b := &board{arena: a, data: d, setup: s}
	for team := 0; team < 2; team++ {
		if z, ok := a.Zone(world.ZoneDeploy, team, ""); ok {
			b.deploy[team] = standable(a, z.Cells)
		}
		if z, ok := a.Zone(world.ZoneRespawn, team, ""); ok {
			b.respawn[team] = standable(a, z.Cells)
		}
	}
	b.obj = newScenarioBoard(b)
	b.homeward = homewardTies(b.deploy)
	for _, z := range a.ZonesOf(world.ZoneDrop) {
		cells := standable(a, z.Cells)
		if len(cells) == 0 {
			continue
		}
		b.spots = append(b.spots, dropSpot{Label: z.Label, Pos: cells[0]})
	}
	sort.Slice(b.spots, func(i, j int) bool { return b.spots[i].Label < b.spots[j].Label })
	b.arms = make(map[string]*arm, len(d.Weapons))
	for id, w := range d.Weapons {
		if w.Power && fireable(w) {
			b.power = append(b.power, id)
		}
		a := &arm{w: w, playable: make([]bool, len(w.Profiles)), cube: make([]bool, len(w.Profiles))}
		for i, p := range w.Profiles {
			a.playable[i] = playable(p)
			if a.playable[i] && p.Range > a.maxRange {
				a.maxRange = p.Range
			}
			a.cube[i] = cubeProfile(p)
			if a.cube[i] && p.Range > a.cubeMax {
				a.cubeMax = p.Range
			}
		}
		b.arms[id] = a
	}
	sort.Strings(b.power)
	b.arenaHash = rules.HashBytes(a.Format())
	return b
}

// standable keeps the cubes a model can stand in.
func standable(a *world.Arena, cells []world.Pos) []world.Pos {
	var out []world.Pos
	for _, p := range cells {
		if a.Standable(p) {
			out = append(out, p)
		}
	}
	return out
}

// playable reports whether the engine plays a profile as an attack on one
// model: cube attacks (Explosive, Grenade, Frag, Implosion, Incendiary) are
// played by cube_attack.go instead (cubeProfile).
func playable(p Profile) bool {
	return !(p.Has("Explosive") || p.Has("Grenade") || p.Has("Frag") || p.Has("Implosion") || p.Has("Incendiary"))
}

// fireable reports whether the engine plays the weapon's main profile, as a
// shot at a model or as a cube attack; only such power weapons are dealt by
// weapon drops.
func fireable(w *Weapon) bool {
	return len(w.Profiles) > 0 && (playable(w.Profiles[0]) || cubeProfile(w.Profiles[0]))
}
