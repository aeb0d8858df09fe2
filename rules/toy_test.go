package rules

import (
	"encoding/json"
	"fmt"
	"hash/fnv"

	"github.com/flashpoint-arena/flashpoint/world"
)

// toyGame is a minimal ruleset for testing the engine plumbing: seats take
// turns to add 1 or 2 plus a d6 to their total; the first to 30 wins. A
// round is two turns.
type toyGame struct {
	Totals [2]int `json:"totals"`
	Turn   int    `json:"turn"`
	Rng    RNG    `json:"rng"`
	dice   Dice
}

type toyRuleset struct{}

func (toyRuleset) Name() string                      { return "toy" }
func (toyRuleset) Title() string                     { return "Toy" }
func (toyRuleset) Scenarios() []string               { return []string{"race"} }
func (toyRuleset) Rosters() []string                 { return nil }
func (toyRuleset) DefaultSetup(string) Setup         { return Setup{Scenario: "race"} }
func (toyRuleset) LoadPosition([]byte) (Game, error) { return nil, fmt.Errorf("no positions") }
func (toyRuleset) New(s Setup, seed uint64) (Game, error) {
	if s.Scenario != "race" {
		return nil, fmt.Errorf("unknown scenario %q", s.Scenario)
	}
	return &toyGame{Rng: RNG{State: seed}}, nil
}
func (toyRuleset) Load(b []byte) (Game, error) {
	var g toyGame
	if err := json.Unmarshal(b, &g); err != nil {
		return nil, err
	}
	return &g, nil
}

func (g *toyGame) Ruleset() string     { return "toy" }
func (g *toyGame) Arena() *world.Arena { return nil }
func (g *toyGame) ToMove() Seat {
	if g.Over() {
		return NoSeat
	}
	return Seat(g.Turn % 2)
}
func (g *toyGame) Prompt() string { return "add" }
func (g *toyGame) Legal() []Action {
	if g.Over() {
		return nil
	}
	s := g.ToMove()
	return []Action{{Seat: s, Kind: "add", Option: "1"}, {Seat: s, Kind: "add", Option: "2"}}
}
func (g *toyGame) Apply(a Action) ([]Event, error) {
	if g.Over() {
		return nil, GameOverError{}
	}
	if _, err := Find(g.Legal(), a.Text()); err != nil {
		return nil, err
	}
	d := g.dice
	if d == nil {
		d = &g.Rng
	}
	f := d.Roll(6)
	n := f + 1
	if a.Option == "2" {
		n++
	}
	g.Totals[a.Seat] += n
	g.Turn++
	return []Event{{Kind: "roll", Seat: a.Seat, Dice: []int{f}, Text: fmt.Sprintf("%v rolls %d", a.Seat, f)}}, nil
}
func (g *toyGame) Clone() Game { c := *g; return &c }

// Reversible: every toy action rolls a die.
func (g *toyGame) Reversible() (bool, string) { return false, "it rolled a die" }
func (g *toyGame) Over() bool                 { return g.Totals[0] >= 30 || g.Totals[1] >= 30 }
func (g *toyGame) Result() Result {
	r := Result{Over: g.Over(), Winner: NoSeat, Score: g.Totals}
	if g.Totals[0] >= 30 {
		r.Winner = Blue
	} else if g.Totals[1] >= 30 {
		r.Winner = Red
	}
	return r
}
func (g *toyGame) Round() int { return g.Turn/2 + 1 }
func (g *toyGame) Hash() uint64 {
	b, _ := json.Marshal(g)
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}
func (g *toyGame) Save() ([]byte, error) { return json.Marshal(g) }
func (g *toyGame) SetDice(d Dice)        { g.dice = d }
func (g *toyGame) Dice() Dice {
	if g.dice != nil {
		return g.dice
	}
	return &g.Rng
}
func (g *toyGame) View() View { return View{Ruleset: "toy", Round: g.Round(), ToMove: g.ToMove()} }
