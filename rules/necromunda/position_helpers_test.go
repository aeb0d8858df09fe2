package necromunda

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// flatArena is an open yard, 8 cubes by 3, one level.
const flatArena = `arena Flat
size 8 3 1
level 0
+--+--+--+--+--+--+--+--+
|#b #B #  #  #  #  #R #r|
+  +  +  +  +  +  +  +  +
|#  #  #  #  #  #  #  # |
+  +  +  +  +  +  +  +  +
|#  #  #  #  #  #  #  # |
+--+--+--+--+--+--+--+--+
`

// fx places a fighter in a test position: its ID ("blue.1"), type
// (default "tester"), cube, weapons (default autogun, knife) and status.
type fx struct {
	id, typ, at string
	weapons     []string
	status      Status
}

// addTester adds the fighter type of the digest's profile G1 (M4" WS4+
// BS4+ S3 T3 W1 I4+ A1 Ld7+ Cl7+ Wil7+ Int7+, no save) to the data, a
// tough one with W2 and Sv 5+, and a second Template pistol, the hand
// scorcher under another ID, for a fighter with two of them.
func addTester(d *Data) {
	if w, ok := d.Weapon("hand-scorcher"); ok {
		twin := *w
		twin.ID, twin.Name = "twin-scorcher", "Twin Scorcher"
		d.Weapons = append(d.Weapons, twin)
	}
	d.Fighters = append(d.Fighters,
		Fighter{ID: "tester", Name: "Tester", Role: "T", M: 4, WS: 4, BS: 4, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 7, Cl: 7, Wil: 7, Int: 7},
		Fighter{ID: "tough", Name: "Tough", Role: "TO", M: 4, WS: 4, BS: 4, S: 3, T: 3, W: 2, I: 4, A: 1, Ld: 7, Cl: 7, Wil: 7, Int: 7, Sv: 5})
}

// position builds a game in round 1 on the arena text with the fighters,
// the first of them activating with 2 action points.
func position(t *testing.T, arena string, fs ...fx) *Game {
	t.Helper()
	rs := newRuleset(t)
	addTester(rs.data)
	g, err := rs.prepare(rules.Setup{ArenaText: arena, Scenario: ScenarioSkirmish, Rosters: [2]string{"ironhide", "vipers"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range fs {
		seat, err := rules.ParseSeat(strings.Split(x.id, ".")[0])
		if err != nil {
			t.Fatal(err)
		}
		typ := x.typ
		if typ == "" {
			typ = "tester"
		}
		ws := x.weapons
		if ws == nil {
			ws = []string{"autogun", "knife"}
		}
		p, err := world.ParsePos(x.at)
		if err != nil {
			t.Fatal(err)
		}
		ft, ok := g.data.Fighter(typ)
		if !ok {
			t.Fatalf("no fighter type %q", typ)
		}
		w := ft.W
		if x.status == SeriouslyInjured {
			w = 0
		}
		g.st.Fighters = append(g.st.Fighters, fighter{ID: x.id, Seat: seat, Type: typ, Weapons: ws, Empty: make([]bool, len(ws)), Pos: p, Status: x.status, Wounds: w})
	}
	g.st.Step, g.st.Round, g.st.Priority = stepPlay, 1, g.st.Fighters[0].Seat
	g.st.Turn = g.st.Fighters[0].Seat
	g.activate(0)
	g.events = nil
	if err := g.checkState(); err != nil {
		t.Fatal(err)
	}
	return g
}

// script makes the game roll the faces given, then fail the test if it
// rolls more.
func script(g *Game, faces ...int) *rules.Scripted {
	s := rules.NewScripted(faces...)
	g.SetDice(s)
	return s
}

// apply applies the legal action of that text or fails the test.
func apply(t *testing.T, g *Game, text string) []rules.Event {
	t.Helper()
	a, err := rules.Find(g.Legal(), text)
	if err != nil {
		t.Fatalf("%v; legal: %v", err, texts(g.Legal()))
	}
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// legal reports whether an action of that text is legal.
func legal(g *Game, text string) bool {
	_, err := rules.Find(g.Legal(), text)
	return err == nil
}

// texts lists actions' texts.
func texts(as []rules.Action) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Text()
	}
	return out
}

// fighterOf returns the fighter with the ID.
func fighterOf(t *testing.T, g *Game, id string) *fighter {
	t.Helper()
	i := g.index(id)
	if i < 0 {
		t.Fatalf("no fighter %s", id)
	}
	return &g.st.Fighters[i]
}

// used checks that the script was used up.
func used(t *testing.T, s *rules.Scripted) {
	t.Helper()
	if s.Left() != 0 {
		t.Fatalf("%d scripted dice left unrolled", s.Left())
	}
}
