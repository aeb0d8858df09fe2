package urban

import (
	"fmt"
	"strconv"
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
	_ rules.Revealer         = (*Game)(nil)
	_ rules.SeatViewer       = (*Game)(nil)
	_ rules.ScenarioOptioner = (*Ruleset)(nil)
	_ rules.ScenarioTitler   = (*Ruleset)(nil)
)

// testArenas are the shipped arenas the tests play on: those that fit
// Night Streets (UF-GEN-2).
var testArenas = [...]string{"streets", "underhive"}

// maxSteps bounds the actions of one game in the tests.
const maxSteps = 6000

// newRuleset reads the shipped data or fails the test.
func newRuleset(t testing.TB) *Ruleset {
	t.Helper()
	rs := NewRuleset()
	if err := rs.Err(); err != nil {
		t.Fatal(err)
	}
	return rs
}

// grid builds a one-level arena from rows of cube letters: '.' open
// ground, '#' a cube walled on every side (a pillar); low walls are given
// as "x,y side" (side n, e, s or w), full walls as "x,y side wall". Blue deploys on the first row, red
// on the last; the first cube of each is the side's respawn cube, which
// the arena format requires and the game does not use.
func grid(t testing.TB, rows []string, lowWalls ...string) string {
	t.Helper()
	w, d := len(rows[0]), len(rows)
	a := world.New("test", w, d, 1)
	for y, row := range rows {
		for x, c := range row {
			p := world.Pos{X: x, Y: y}
			a.SetFloor(p, world.FloorSolid)
			if c == '#' {
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
		kind := world.LowWall
		if strings.HasSuffix(lw, " wall") {
			kind = world.Wall
		}
		a.SetSide(world.Pos{X: x, Y: y}, dir, kind)
	}
	return withDeployRows(a, w, d)
}

// withDeployRows is the text of arena a (w columns, d rows) with blue's
// deployment zone on level 0's first row and red's on its last, each
// with its respawn cube at the row's west end.
func withDeployRows(a *world.Arena, w, d int) string {
	lines := strings.Split(string(a.Format()), "\n")
	y := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "level 1") {
			break
		}
		if !strings.HasPrefix(l, "|") {
			continue
		}
		y++
		zone := byte(0)
		switch y {
		case 0:
			zone = 'b'
		case d - 1:
			zone = 'r'
		}
		if zone != 0 {
			row := []byte(l)
			for x := 0; x < w; x++ {
				row[3*x+2] = zone
			}
			row[2] = zone - 'a' + 'A'
			lines[i] = string(row)
		}
	}
	return strings.Join(lines, "\n")
}

// place is one model of a test position: "blue.1 adept 2,3" and flags:
// sit, lie, burning, stunned, rest, shield, fury=N, gear=a+b,
// spells=a+b, wounds=N.
type place string

// position builds a game on a grid arena with the given models: round 1
// of the activation phase, blue to activate, blue first; the Event is
// card c01 alone (lucky 2, no table condition), hands are empty and the
// deck holds the other cards in data order.
func position(t testing.TB, rows []string, lowWalls []string, models ...place) *Game {
	t.Helper()
	return positionOn(t, grid(t, rows, lowWalls...), models...)
}

// positionOn is position on an arena's text; a model's cube may name its
// level ("blue.1 adept 2,3,1"), else it stands on level 0.
func positionOn(t testing.TB, arena string, models ...place) *Game {
	t.Helper()
	rs := newRuleset(t)
	s := rules.Setup{Arena: "test", ArenaText: arena, Scenario: ScenarioSkirmish,
		Rosters: [2]string{"lantern-circle", "ashfang-pack"}}
	g, err := rs.prepare(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range models {
		f := strings.Fields(string(p))
		seat := rules.Blue
		if strings.HasPrefix(f[0], "red") {
			seat = rules.Red
		}
		at := f[2]
		if strings.Count(at, ",") == 1 {
			at += ",0"
		}
		pos, err := world.ParsePos(at)
		if err != nil {
			t.Fatal(err)
		}
		prof, ok := g.data.Profile(f[1])
		if !ok {
			t.Fatalf("profile %q", f[1])
		}
		m := model{ID: f[0], Seat: seat, Name: prof.Name, Profile: f[1], Pos: pos, Fury: prof.FUR}
		for _, flag := range f[3:] {
			k, v, _ := strings.Cut(flag, "=")
			switch k {
			case "sit":
				m.Posture = Sitting
			case "lie":
				m.Posture = Lying
			case "burning":
				m.Burning = true
			case "stunned":
				m.Stunned = true
			case "rest":
				m.Rest = true
			case "shield":
				m.Shield = true
			case "fury":
				m.Fury, _ = strconv.Atoi(v)
			case "wounds":
				m.Wounds, _ = strconv.Atoi(v)
			case "gear":
				m.Gear = strings.Split(v, "+")
			case "spells":
				m.Spells = strings.Split(v, "+")
			default:
				t.Fatalf("flag %q", flag)
			}
		}
		g.st.Models = append(g.st.Models, m)
	}
	g.st.Round, g.st.Phase, g.st.Turn, g.st.First = 1, PhaseActivate, rules.Blue, rules.Blue
	for _, c := range g.data.Deck.Cards[1:] {
		g.st.Deck = append(g.st.Deck, c.ID)
	}
	g.st.EventCards = []string{g.data.Deck.Cards[0].ID}
	g.formEvent()
	if err := g.checkState(); err != nil {
		t.Fatal(err)
	}
	return g
}

// give moves cards from the deck to a seat's hand.
func give(t testing.TB, g *Game, seat rules.Seat, ids ...string) {
	t.Helper()
	for _, id := range ids {
		k := -1
		for i, c := range g.st.Deck {
			if c == id {
				k = i
			}
		}
		if k < 0 {
			t.Fatalf("card %s is not in the deck", id)
		}
		g.st.Deck = append(g.st.Deck[:k], g.st.Deck[k+1:]...)
		g.st.Hands[seat] = append(g.st.Hands[seat], id)
	}
	g.legal = nil
}

// setEvent lays the Event: the main card, and a card over it shifted up
// or down; the cards are taken from the deck.
func setEvent(t testing.TB, g *Game, main, over, shift string) {
	t.Helper()
	g.st.Deck = append(g.st.Deck, g.st.EventCards...)
	g.st.EventCards = nil
	for _, id := range []string{main, over} {
		if id == "" {
			continue
		}
		give(t, g, rules.Blue, id)
		g.removeFromHand(rules.Blue, id)
		g.st.EventCards = append(g.st.EventCards, id)
	}
	g.st.EventShift = shift
	g.formEvent()
	g.legal = nil
}

// dice scripts the next die faces (face indices 1–6: for the red die 6
// is its 9).
func dice(g *Game, faces ...int) *rules.Scripted {
	s := rules.NewScripted(faces...)
	g.SetDice(s)
	return s
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

// mdl is a model by ID.
func mdl(t testing.TB, g *Game, id string) *model {
	t.Helper()
	m := g.model(id)
	if m == nil {
		t.Fatalf("no model %s", id)
	}
	return m
}

// wantWounds checks a model's wounds.
func wantWounds(t testing.TB, g *Game, id string, want int) {
	t.Helper()
	if got := mdl(t, g, id).Wounds; got != want {
		t.Fatalf("%s has %d wounds, want %d", id, got, want)
	}
}

// checkInvariants checks what must hold after every action: a state that
// loads (checkState), a legal list exactly when the game runs, no two
// legal actions alike, clones and saves hashing alike.
func checkInvariants(rs *Ruleset, g *Game) error {
	if err := g.clone().checkState(); err != nil {
		return err
	}
	if g.Over() != (len(g.Legal()) == 0) {
		return fmt.Errorf("over %v with %d legal actions", g.Over(), len(g.Legal()))
	}
	if !g.Over() && g.ToMove() == rules.NoSeat {
		return fmt.Errorf("no seat decides a running game")
	}
	seen := map[string]bool{}
	for _, a := range g.Legal() {
		if seen[a.Text()] {
			return fmt.Errorf("two legal actions read %q", a.Text())
		}
		seen[a.Text()] = true
		if a.Seat != g.ToMove() {
			return fmt.Errorf("%s is offered to %s, but %s decides", a.Text(), a.Seat, g.ToMove())
		}
	}
	h := g.Hash() // a digest of the state's JSON: taken once
	if g.Clone().Hash() != h {
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
	if back.Hash() != h {
		return fmt.Errorf("save and load change the hash")
	}
	return nil
}

// posOf reads a cube "x,y,z".
func posOf(t testing.TB, s string) world.Pos {
	t.Helper()
	p, err := world.ParsePos(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The game describes its actions and values positions.
var (
	_ rules.Describer = (*Game)(nil)
	_ rules.Evaluator = (*Game)(nil)
)

// The game forecasts its attacks.
var (
	_ rules.Forecaster        = (*Game)(nil)
	_ rules.PartialForecaster = (*Game)(nil)
	_ rules.RosterBuilder     = (*Ruleset)(nil)
)

// roomy pads rows of a test grid with open rows to 9, so that its
// deployment rows stand 24 inches apart and a save of a game on it loads
// (UF-GEN-2): the cubes named in the rows keep their places.
func roomy(rows []string) []string {
	out := append([]string(nil), rows...)
	for len(out) < 9 {
		out = append(out, strings.Repeat(".", len(rows[0])))
	}
	return out
}
