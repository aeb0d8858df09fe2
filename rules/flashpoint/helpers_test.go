package flashpoint

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// flatArena is a 5x3 single-level yard with no walls: blue deploys and
// respawns on the west column, red on the east.
const flatArena = `arena Flat Yard
size 5 3 1
level 0
+--+--+--+--+--+
|#b #  #  #  #r|
+  +  +  +  +  +
|#B #  #  #  #R|
+  +  +  +  +  +
|#b #  #  #  #r|
+--+--+--+--+--+
`

// testRuleset is the ruleset with the shipped data.
func testRuleset() *Ruleset { return NewRuleset() }

// testPos is a position under construction for a test.
type testPos struct {
	p positionJSON
}

// position starts a position on arena text with blue to move.
func position(arena string) *testPos {
	return &testPos{p: positionJSON{ArenaText: arena, Arena: "test", ToMove: "blue", Seed: 1}}
}

// model adds a model: "blue.1 operator 1,1,0" followed by flags: pinned,
// crouched, activated, dead, wounds=N, shields=N, weapons=a+b, pickup=w.
func (tp *testPos) model(spec string) *testPos {
	f := strings.Fields(spec)
	m := modelJSON{ID: f[0], Unit: f[1], Pos: f[2]}
	for _, flag := range f[3:] {
		k, v, _ := strings.Cut(flag, "=")
		switch k {
		case "pinned":
			m.Pinned = true
		case "crouched":
			m.Crouched = true
		case "activated":
			m.Activated = true
		case "dead":
			m.Dead = true
		case "wounds":
			m.Wounds = atoi(v)
		case "shields":
			n := atoi(v)
			m.Shields = &n
		case "weapons":
			m.Weapons = strings.Split(v, "+")
		case "pickup":
			m.Pickup = v
		default:
			panic("unknown model flag " + flag)
		}
	}
	tp.p.Models = append(tp.p.Models, m)
	return tp
}

// with changes the raw position.
func (tp *testPos) with(f func(p *positionJSON)) *testPos {
	f(&tp.p)
	return tp
}

// active makes a model the active one with the given actions used.
func (tp *testPos) active(id string, used ...string) *testPos {
	tp.p.Active = id
	tp.p.Used = used
	tp.p.ToMove = strings.Split(id, ".")[0]
	return tp
}

// build loads the position (through its JSON form) and fails the test on
// an error.
func (tp *testPos) build(t *testing.T) *Game {
	t.Helper()
	data, err := json.Marshal(tp.p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := testRuleset().LoadGame(data)
	if err != nil {
		t.Fatalf("LoadGame: %v\n%s", err, data)
	}
	return g
}

// atoi reads a small whole number.
func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

// play applies the legal action whose text is text, failing the test if it
// is not legal.
func play(t *testing.T, g *Game, text string) []rules.Event {
	t.Helper()
	a, err := rules.Find(g.Legal(), text)
	if err != nil {
		t.Fatalf("%v\nprompt: %s\nlegal:\n  %s", err, g.Prompt(), strings.Join(texts(g.Legal()), "\n  "))
	}
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("Apply(%s): %v", text, err)
	}
	return ev
}

// texts lists action texts.
func texts(as []rules.Action) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Text()
	}
	return out
}

// isLegal reports whether an action with this text is legal now.
func isLegal(g *Game, text string) bool {
	_, err := rules.Find(g.Legal(), text)
	return err == nil
}

// dice scripts the game's dice and returns the script, to check it was
// used up.
func dice(g *Game, faces ...int) *rules.Scripted {
	s := rules.NewScripted(faces...)
	g.SetDice(s)
	return s
}

// usedUp fails if the script has faces left.
func usedUp(t *testing.T, s *rules.Scripted) {
	t.Helper()
	if s.Left() != 0 {
		t.Errorf("%d scripted dice were not rolled", s.Left())
	}
}

// m returns a model by ID.
func (g *Game) m(id string) *model {
	i := g.modelIndex(id)
	if i < 0 {
		panic("no model " + id)
	}
	return &g.models[i]
}

// hasEvent reports whether an event of kind mentions text.
func hasEvent(ev []rules.Event, kind, text string) bool {
	for _, e := range ev {
		if e.Kind == kind && strings.Contains(e.Text, text) {
			return true
		}
	}
	return false
}

// eventLog joins the events' texts, for failure messages.
func eventLog(ev []rules.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString("  ")
		b.WriteString(e.Kind)
		b.WriteString(": ")
		b.WriteString(e.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// cardText is a model card's lines as text, one a line.
func cardText(card []rules.CardLine) string {
	var b strings.Builder
	for i, l := range card {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l.Text)
	}
	return b.String()
}
