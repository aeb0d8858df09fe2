package scene

import (
	"encoding/json"
	"fmt"
	"hash/fnv"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// fakeRuleset is a tiny ruleset for the scene's tests: one model a side on
// a 4×4 yard; a model activates, may move up to 2 cubes, shoot the enemy
// (RA 3 dice at 4+, each success a wound, 2 wounds kill) and end. Three
// rounds; most kills wins.
type fakeRuleset struct{}

func (fakeRuleset) Name() string        { return "fake" }
func (fakeRuleset) Title() string       { return "Fake" }
func (fakeRuleset) Scenarios() []string { return []string{"duel"} }
func (fakeRuleset) Rosters() []string   { return []string{"alpha", "bravo"} }
func (fakeRuleset) DefaultSetup(arena string) rules.Setup {
	return rules.Setup{Arena: arena, Scenario: "duel", Rosters: [2]string{"alpha", "bravo"}}
}
func (fakeRuleset) New(s rules.Setup, seed uint64) (rules.Game, error) {
	if s.Scenario != "duel" {
		return nil, fmt.Errorf("unknown scenario %q", s.Scenario)
	}
	g := &fakeGame{Rng: rules.RNG{State: seed}, RoundN: 1, Active: -1}
	g.Models = []fakeModel{
		{ID: "blue.1", Seat: rules.Blue, Pos: world.Pos{X: 0, Y: 0}},
		{ID: "red.1", Seat: rules.Red, Pos: world.Pos{X: 3, Y: 3}},
	}
	return g, nil
}
func (fakeRuleset) Load(b []byte) (rules.Game, error) {
	var g fakeGame
	return &g, json.Unmarshal(b, &g)
}
func (r fakeRuleset) LoadPosition(b []byte) (rules.Game, error) { return r.Load(b) }

type fakeModel struct {
	ID        string
	Seat      rules.Seat
	Pos       world.Pos
	Wounds    int
	Activated bool
	Moved     bool
	Shot      bool
}

type fakeGame struct {
	Models []fakeModel
	Turn   rules.Seat
	Active int
	RoundN int
	Score  [2]int
	Rng    rules.RNG
	dice   rules.Dice
	why    string // why the last action may not be taken back; "" if it may
	acted  bool   // an action has been applied
}

func fakeArena() *world.Arena {
	a := world.New("Test Yard", 4, 4, 1)
	return a
}

func (g *fakeGame) Ruleset() string     { return "fake" }
func (g *fakeGame) Arena() *world.Arena { return fakeArena() }
func (g *fakeGame) Over() bool          { return g.RoundN > 3 }
func (g *fakeGame) ToMove() rules.Seat {
	if g.Over() {
		return rules.NoSeat
	}
	return g.Turn
}
func (g *fakeGame) Prompt() string {
	if g.Active >= 0 {
		return g.Models[g.Active].ID + ": choose an action"
	}
	return "activate a model"
}
func (g *fakeGame) Legal() []rules.Action {
	if g.Over() {
		return nil
	}
	if g.Active < 0 {
		var out []rules.Action
		for _, m := range g.Models {
			if m.Seat == g.Turn && !m.Activated {
				out = append(out, rules.Action{Seat: g.Turn, Kind: "activate", Actor: m.ID})
			}
		}
		return out
	}
	m := g.Models[g.Active]
	var out []rules.Action
	if !m.Moved {
		for y := 0; y < 4; y++ {
			for x := 0; x < 4; x++ {
				to := world.Pos{X: x, Y: y}
				d := world.Distance(m.Pos, to)
				if d == 0 || d > 2 || g.occupied(to) {
					continue
				}
				out = append(out, rules.Action{Seat: m.Seat, Kind: "move", Actor: m.ID, Cell: &to, Path: straight(m.Pos, to)})
			}
		}
	}
	if !m.Shot {
		for _, e := range g.Models {
			if e.Seat != m.Seat {
				out = append(out, rules.Action{Seat: m.Seat, Kind: "shoot", Actor: m.ID, Target: e.ID, Weapon: "rifle"})
			}
		}
	}
	if m.Moved || m.Shot {
		out = append(out, rules.Action{Seat: m.Seat, Kind: "end", Actor: m.ID})
	}
	return out
}

func (g *fakeGame) occupied(p world.Pos) bool {
	for _, m := range g.Models {
		if m.Pos == p {
			return true
		}
	}
	return false
}

func straight(from, to world.Pos) []world.Pos {
	var out []world.Pos
	p := from
	for p != to {
		p.X += sign(to.X - p.X)
		p.Y += sign(to.Y - p.Y)
		out = append(out, p)
	}
	return out
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func (g *fakeGame) index(id string) int {
	for i, m := range g.Models {
		if m.ID == id {
			return i
		}
	}
	return -1
}

func (g *fakeGame) Apply(a rules.Action) ([]rules.Event, error) {
	if g.Over() {
		return nil, rules.GameOverError{}
	}
	if _, err := rules.Find(g.Legal(), a.Text()); err != nil {
		return nil, err
	}
	d := g.dice
	if d == nil {
		d = &g.Rng
	}
	var ev []rules.Event
	g.acted, g.why = true, ""
	switch a.Kind {
	case "activate":
		g.Active = g.index(a.Actor)
		ev = append(ev, rules.Event{Kind: "activate", Seat: a.Seat, Actor: a.Actor, Text: a.Actor + " activates"})
	case "move":
		m := &g.Models[g.Active]
		from := m.Pos
		m.Pos, m.Moved = *a.Cell, true
		ev = append(ev, rules.Event{Kind: "move", Seat: a.Seat, Actor: a.Actor, From: &from, To: a.Cell, Path: a.Path, Text: a.Actor + " moves to " + a.Cell.String()})
	case "shoot":
		m := &g.Models[g.Active]
		m.Shot = true
		g.why = "it rolled dice"
		faces := []int{d.Roll(8), d.Roll(8), d.Roll(8)}
		hits := 0
		for _, f := range faces {
			if f >= 4 {
				hits++
			}
		}
		ev = append(ev, rules.Event{Kind: "roll", Seat: a.Seat, Actor: a.Actor, Test: "RA", Dice: faces, Need: 4, Hits: hits, Text: fmt.Sprintf("%s rolls RA %v", a.Actor, faces)})
		t := &g.Models[g.index(a.Target)]
		if hits > 0 {
			ev = append(ev, rules.Event{Kind: "hit", Seat: a.Seat, Actor: a.Actor, Target: t.ID, Hits: hits, Text: fmt.Sprintf("%d hits", hits)})
			ev = append(ev, rules.Event{Kind: "wound", Seat: a.Seat, Actor: a.Actor, Target: t.ID, Hits: hits, Text: fmt.Sprintf("%s takes %d wounds", t.ID, hits)})
			t.Wounds += hits
			if t.Wounds >= 2 {
				t.Wounds = 0
				g.Score[a.Seat]++
				ev = append(ev, rules.Event{Kind: "kill", Seat: a.Seat, Actor: a.Actor, Target: t.ID, Text: a.Actor + " kills " + t.ID})
			}
		}
	case "end":
		m := &g.Models[g.Active]
		m.Activated, m.Moved, m.Shot = true, false, false
		g.Active = -1
		g.Turn = g.Turn.Other()
		all := true
		for _, x := range g.Models {
			all = all && x.Activated
		}
		if all {
			g.RoundN++
			for i := range g.Models {
				g.Models[i].Activated = false
			}
			ev = append(ev, rules.Event{Kind: "round", Text: fmt.Sprintf("Round %d begins", g.RoundN)})
		}
	}
	return ev, nil
}

// Reversible: an activation or a move may be taken back, a shot not.
func (g *fakeGame) Reversible() (bool, string) {
	if !g.acted {
		return false, "nothing to take back"
	}
	return g.why == "", g.why
}

func (g *fakeGame) Clone() rules.Game {
	c := *g
	c.Models = append([]fakeModel(nil), g.Models...)
	return &c
}

func (g *fakeGame) Result() rules.Result {
	r := rules.Result{Over: g.Over(), Winner: rules.NoSeat, Score: g.Score}
	if g.Over() {
		switch {
		case g.Score[0] > g.Score[1]:
			r.Winner = rules.Blue
		case g.Score[1] > g.Score[0]:
			r.Winner = rules.Red
		}
	}
	return r
}

func (g *fakeGame) Hash() uint64 {
	b, _ := json.Marshal(g)
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}

func (g *fakeGame) Round() int            { return g.RoundN }
func (g *fakeGame) Save() ([]byte, error) { return json.Marshal(g) }
func (g *fakeGame) SetDice(d rules.Dice)  { g.dice = d }
func (g *fakeGame) Dice() rules.Dice {
	if g.dice != nil {
		return g.dice
	}
	return &g.Rng
}

func (g *fakeGame) View() rules.View {
	v := rules.View{Ruleset: "fake", Round: g.RoundN, ToMove: g.ToMove(), Prompt: g.Prompt(), Score: g.Score}
	for i, m := range g.Models {
		v.Pieces = append(v.Pieces, rules.Piece{ID: m.ID, Seat: m.Seat, Name: "Trooper", Role: "TR", Pos: m.Pos, OnBoard: true,
			Active: i == g.Active, Activated: m.Activated, Wounds: m.Wounds, HP: 2, Shields: 1, MaxShields: 1,
			Card: rules.Lines("Speed 2", "Rifle R6")})
	}
	return v
}

// Forecast explains a shot: 3 dice at 4+ against nothing.
func (g *fakeGame) Forecast(a rules.Action) (rules.Forecast, bool) {
	if a.Kind != "shoot" {
		return rules.Forecast{}, false
	}
	return rules.Forecast{Sight: "clear shot",
		Attack:   rules.PoolInfo{Test: "RA", Dice: 3, Need: 4, Mods: []string{"base 3"}},
		Defence:  rules.PoolInfo{Test: "SV", Dice: 0, Need: 5},
		Outcomes: []rules.Outcome{{Label: "no damage", P: 0.125}, {Label: "wound", P: 0.375}, {Label: "kill", P: 0.5}}}, true
}

// activateByClicks activates model id as a player does: a first click
// selects it, a second activates it.
func activateByClicks(b *battleScreen, a *App, id string) {
	b.clickPiece(a, id)
	b.clickPiece(a, id)
}

// Sightings: the rifle reaches 3 cubes and rolls one die more for each
// cube nearer than that (rules.Sighter); sight is always clear.
func (g *fakeGame) Sightings(attacker, target string) []rules.Sighting {
	i, j := g.index(attacker), g.index(target)
	if i < 0 || j < 0 || g.Models[i].Seat == g.Models[j].Seat {
		return nil
	}
	s := rules.Sighting{Attacker: attacker, Target: target, Weapon: "rifle", Title: "Rifle", Sight: "clear shot"}
	d := world.Distance(g.Models[i].Pos, g.Models[j].Pos)
	if d > 3 {
		s.Why = fmt.Sprintf("out of range: R3 at %d cubes", d)
	} else {
		s.Dice = 4 - d
	}
	return []rules.Sighting{s}
}
