package ai

import (
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// trapGame is a two-turn game for the reply look: blue may "grab" a point
// or "wait"; then red, if blue grabbed, may "punish" it (blue loses three)
// or "idle"; then the game ends. Every action ends its seat's turn. short
// says whether it reports short turns (rules.Pacer).
type trapGame struct {
	score   [2]int
	turn    int
	grabbed bool
	short   bool
}

func (g *trapGame) Ruleset() string     { return "trap" }
func (g *trapGame) Arena() *world.Arena { return nil }
func (g *trapGame) ToMove() rules.Seat {
	if g.Over() {
		return rules.NoSeat
	}
	return rules.Seat(g.turn)
}
func (g *trapGame) Prompt() string { return "" }
func (g *trapGame) Legal() []rules.Action {
	switch {
	case g.Over():
		return nil
	case g.turn == 0:
		return []rules.Action{{Seat: rules.Blue, Kind: "grab"}, {Seat: rules.Blue, Kind: "wait"}}
	case g.grabbed:
		return []rules.Action{{Seat: rules.Red, Kind: "punish"}, {Seat: rules.Red, Kind: "idle"}}
	}
	return []rules.Action{{Seat: rules.Red, Kind: "idle"}, {Seat: rules.Red, Kind: "idle", Option: "again"}}
}
func (g *trapGame) Apply(a rules.Action) ([]rules.Event, error) {
	if g.Over() || a.Seat != g.ToMove() {
		return nil, fmt.Errorf("not %s's turn", a.Seat)
	}
	switch a.Kind {
	case "grab":
		g.score[rules.Blue]++
		g.grabbed = true
	case "punish":
		g.score[rules.Blue] -= 3
	}
	g.turn++
	return []rules.Event{{Kind: eventEnd, Seat: a.Seat}}, nil
}
func (g *trapGame) Clone() rules.Game { c := *g; return &c }
func (g *trapGame) Over() bool        { return g.turn >= 2 }
func (g *trapGame) Result() rules.Result {
	return rules.Result{Over: g.Over(), Winner: rules.NoSeat, Score: g.score}
}
func (g *trapGame) Round() int                 { return 1 }
func (g *trapGame) Hash() uint64               { return uint64(g.turn)<<8 | uint64(g.score[0]+8) }
func (g *trapGame) Save() ([]byte, error)      { return nil, fmt.Errorf("no saves") }
func (g *trapGame) SetDice(rules.Dice)         {}
func (g *trapGame) Dice() rules.Dice           { return nil }
func (g *trapGame) View() rules.View           { return rules.View{} }
func (g *trapGame) Reversible() (bool, string) { return true, "" }
func (g *trapGame) ShortTurns() bool           { return g.short }
func (g *trapGame) Evaluate(s rules.Seat) float64 {
	v := float64(g.score[rules.Blue] - g.score[rules.Red])
	if s == rules.Red {
		return -v
	}
	return v
}

// Normal looks past the end of its turn at the opponent's reply only in a
// game whose turns are single actions (rules.Pacer): there it leaves the
// point that red would punish; elsewhere it searches its own turn alone,
// as it always has, and grabs it.
func TestNormalMeetsTheReplyWhereTurnsAreShort(t *testing.T) {
	for _, tc := range []struct {
		short bool
		want  string
	}{{true, "wait"}, {false, "grab"}} {
		a := choose(t, "normal", 1, Options{}, &trapGame{short: tc.short})
		if a.Kind != tc.want {
			t.Errorf("short turns %v: Normal chose %s, want %s", tc.short, a.Kind, tc.want)
		}
	}
	if a := choose(t, "easy", 1, Options{}, &trapGame{short: true}); a.Kind != "grab" {
		t.Errorf("Easy chose %s: it looks one ply ahead and should grab", a.Kind)
	}
}
