package firepower

import (
	"fmt"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The game and the ruleset implement the engine interface and its
// optional parts.
var (
	_ rules.Game             = (*Game)(nil)
	_ rules.Ruleset          = (*Ruleset)(nil)
	_ rules.Quieter          = (*Game)(nil)
	_ rules.Silencer         = (*Game)(nil)
	_ rules.IndexApplier     = (*Game)(nil)
	_ rules.Determinizer     = (*Game)(nil)
	_ rules.PositionHasher   = (*Game)(nil)
	_ rules.Evaluator        = (*Game)(nil)
	_ rules.Describer        = (*Game)(nil)
	_ rules.Forecaster       = (*Game)(nil)
	_ rules.DiceDescriber    = (*Game)(nil)
	_ rules.TerrainDescriber = (*Game)(nil)
	_ rules.ScenarioOptioner = (*Ruleset)(nil)
	_ rules.ScenarioTitler   = (*Ruleset)(nil)
	_ rules.RosterBuilder    = (*Ruleset)(nil)
)

// testArenas are the shipped arenas the tests play on.
var testArenas = [...]string{"beginner", "standard", "tower", "underhive"}

// maxSteps bounds the actions of one game in the tests.
const maxSteps = 5000

// newRuleset reads the shipped data or fails the test.
func newRuleset(t testing.TB) *Ruleset {
	t.Helper()
	rs := NewRuleset()
	if err := rs.Err(); err != nil {
		t.Fatal(err)
	}
	return rs
}

// grid builds a one-level arena from rows of cube letters, one letter a
// cube: '.' open ground, 'T' trees, 'R' rough, 'S' scrub, 'H' a hedge,
// '#' a wall around the cube (a pillar), and the low walls given as
// "x,y side" (side n, e, s or w). Blue deploys on the first row, red on
// the last (the first cube of each is the side's respawn cube, which
// plays no part).
func grid(t testing.TB, rows []string, lowWalls ...string) (string, map[world.Pos]Terrain) {
	t.Helper()
	w, d := len(rows[0]), len(rows)
	a := world.New("test", w, d, 1)
	terr := map[world.Pos]Terrain{}
	for y, row := range rows {
		for x, c := range row {
			p := world.Pos{X: x, Y: y}
			a.SetFloor(p, world.FloorSolid)
			switch c {
			case 'T':
				terr[p] = Tree
			case 'R':
				terr[p] = Rough
			case 'S':
				terr[p] = Scrub
			case 'H':
				terr[p] = Hedge
			case '#':
				for _, s := range []world.Dir{world.North, world.East, world.South, world.West} {
					a.SetSide(p, s, world.Wall)
				}
			}
		}
	}
	for _, lw := range lowWalls {
		var x, y int
		var side string
		if _, err := fmt.Sscanf(lw, "%d,%d %s", &x, &y, &side); err != nil {
			t.Fatal(err)
		}
		dir := map[string]world.Dir{"n": world.North, "e": world.East, "s": world.South, "w": world.West}[side]
		a.SetSide(world.Pos{X: x, Y: y}, dir, world.LowWall)
	}
	text := string(a.Format())
	// Deployment zones: blue on row 0, red on the last row.
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "|") {
			row := []byte(l)
			y := -1
			for k := 0; k <= i; k++ {
				if strings.HasPrefix(lines[k], "|") {
					y++
				}
			}
			zone := byte(0)
			switch y {
			case 0:
				zone = 'b'
			case d - 1:
				zone = 'r'
			}
			if zone != 0 {
				for x := 0; x < w; x++ {
					row[3*x+2] = zone
				}
				row[2] = zone - 'a' + 'A' // the side's respawn cube, which the arena format requires

				lines[i] = string(row)
			}
		}
	}
	return strings.Join(lines, "\n"), terr
}

// place is one soldier of a test position: "blue.1 rifleman 2,3 S" with
// optional flags prone, suppressed, stunned, running.
type place string

// position builds a game on a grid arena with the given soldiers; blue's
// Impulse Phase is under way, no impulse begun, and one red chip is left
// in the cup (so the next phase is red's, drawn without a die).
func position(t testing.TB, rows []string, lowWalls []string, soldiers ...place) *Game {
	t.Helper()
	rs := newRuleset(t)
	text, terr := grid(t, rows, lowWalls...)
	s := rules.Setup{Arena: "test", ArenaText: text, Scenario: ScenarioFirefight, Rosters: [2]string{"rifle-section", "fire-team"}}
	g, err := rs.prepare(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	g.terrain = ArenaTerrain{Arena: "test", Cubes: terr}
	for _, p := range soldiers {
		f := strings.Fields(string(p))
		id, typ := f[0], f[1]
		seat := rules.Blue
		if strings.HasPrefix(id, "red") {
			seat = rules.Red
		}
		pos, err := world.ParsePos(f[2] + ",0")
		if err != nil {
			t.Fatal(err)
		}
		facing, ok := dirByName(f[3])
		if !ok {
			t.Fatalf("facing %q", f[3])
		}
		s := soldier{ID: id, Seat: seat, Type: typ, Pos: pos, Facing: facing}
		st, ok := g.data.Soldier(typ)
		if !ok {
			t.Fatalf("soldier type %q", typ)
		}
		for _, w := range st.Weapons {
			if wp, _ := g.data.Weapon(w); wp.Grenade() {
				s.Grenade = w
			} else {
				s.Weapon = w
			}
		}
		for _, flag := range f[4:] {
			switch flag {
			case "prone":
				s.Prone = true
			case "suppressed":
				s.Suppressed = true
			case "stunned":
				s.Stunned = true
			case "running":
				s.Running = true
			default:
				t.Fatalf("flag %q", flag)
			}
		}
		g.st.Soldiers = append(g.st.Soldiers, s)
		g.st.Start[seat]++
	}
	g.st.Turn = 1
	g.st.Cup = [2]int{0, 1}
	g.st.Side = rules.Blue
	return g
}

// do applies the legal action with the given text or fails the test.
func do(t testing.TB, g *Game, text string) []rules.Event {
	t.Helper()
	a, err := rules.Find(g.Legal(), text)
	if err != nil {
		var all []string
		for _, l := range g.Legal() {
			all = append(all, l.Text())
		}
		t.Fatalf("%v\nlegal:\n  %s", err, strings.Join(all, "\n  "))
	}
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// has reports whether the legal list holds an action with the text.
func has(g *Game, text string) bool {
	_, err := rules.Find(g.Legal(), text)
	return err == nil
}

// sol is a soldier by ID.
func sol(t testing.TB, g *Game, id string) *soldier {
	t.Helper()
	i := g.index(id)
	if i < 0 {
		t.Fatalf("no soldier %s", id)
	}
	return &g.st.Soldiers[i]
}

// checkInvariants checks what must hold after every action.
func checkInvariants(rs *Ruleset, g *Game) error {
	count := map[world.Pos][2]int{}
	for i := range g.st.Soldiers {
		s := &g.st.Soldiers[i]
		if s.Dead {
			continue
		}
		if !g.arena.Standable(s.Pos) {
			return fmt.Errorf("%s stands in %s, which has no floor", s.ID, s.Pos)
		}
		if s.MF < 0 || s.MF > g.chart().MF {
			return fmt.Errorf("%s has %d MF", s.ID, s.MF)
		}
		if s.Stunned && s.Suppressed {
			return fmt.Errorf("%s is Stunned and Suppressed", s.ID)
		}
		c := count[s.Pos]
		c[s.Seat]++
		count[s.Pos] = c
	}
	for p, c := range count {
		if c[0] > 0 && c[1] > 0 || c[0] > g.chart().Stack || c[1] > g.chart().Stack {
			return fmt.Errorf("%s holds %v soldiers", p, c)
		}
	}
	if g.Over() != (len(g.Legal()) == 0) {
		return fmt.Errorf("over %v with %d legal actions", g.Over(), len(g.Legal()))
	}
	if !g.Over() && g.ToMove() == rules.NoSeat {
		return fmt.Errorf("no seat decides a running game")
	}
	if g.Clone().Hash() != g.Hash() {
		return fmt.Errorf("a clone hashes differently")
	}
	data, err := g.Save()
	if err != nil {
		return err
	}
	back, err := rs.Load(data)
	if err != nil {
		return fmt.Errorf("load: %v", err)
	}
	if back.Hash() != g.Hash() {
		return fmt.Errorf("save and load change the hash")
	}
	seen := map[string]bool{}
	for _, a := range g.Legal() {
		if seen[a.Text()] {
			return fmt.Errorf("two legal actions read %q", a.Text())
		}
		seen[a.Text()] = true
	}
	return nil
}
