package killteam_test

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/killteam"
)

// strengthGames is how many games each pairing of the strength test plays
// unless KILLTEAM_GAMES says otherwise.
const strengthGames = 40

// tally counts a pairing's results from the first player's side.
type tally struct {
	wins, losses, draws int
	winsAs              [2]int // the first player's wins by the team it commanded (seat)
	vp                  [2]int // victory points: the first player's, then the second's
}

// playPairing plays games between players a and b on the default setup:
// game k uses seed seed+k, a plays blue in even games and red in odd ones
// (so it commands each team as often), and the players' own seeds follow
// the game's as in the simulation tool (seed·2+1 for blue, seed·2+2 for
// red before the swap).
func playPairing(t *testing.T, a, b string, games int, seed uint64) tally {
	t.Helper()
	rs := killteam.NewRuleset()
	if err := rs.Err(); err != nil {
		t.Fatal(err)
	}
	var out tally
	for k := 0; k < games; k++ {
		s := seed + uint64(k)
		g, err := rs.New(rs.DefaultSetup(killteam.DefaultArena), s)
		if err != nil {
			t.Fatal(err)
		}
		pa, err := ai.New(a, s*2+1)
		if err != nil {
			t.Fatal(err)
		}
		pb, err := ai.New(b, s*2+2)
		if err != nil {
			t.Fatal(err)
		}
		seatA := rules.Blue
		players := [2]ai.Player{pa, pb}
		if k%2 == 1 {
			seatA = rules.Red
			players = [2]ai.Player{pb, pa}
		}
		st, err := ai.PlayMatch(context.Background(), g, players, 0, nil)
		if err != nil {
			t.Fatalf("game %d (seed %d): %v", k+1, s, err)
		}
		r := st.Result
		out.vp[0] += r.Score[seatA]
		out.vp[1] += r.Score[seatA.Other()]
		switch r.Winner {
		case seatA:
			out.wins++
			out.winsAs[seatA]++
		case seatA.Other():
			out.losses++
		default:
			out.draws++
		}
	}
	return out
}

// The computer players' strength at Kill Team, measured: Easy against
// Random and Normal against Easy, each over strengthGames games with the
// seats (and so the teams) swapped every other game. Easy must win more
// games and more victory points than Random. Normal against Easy is only
// reported: its goal (65% of 200 games) and the 200-game figures are in
// README.md, measured with fptool sim; 40 games cannot tell 60% from
// 65%. It takes a minute or more, so it runs only when
// KILLTEAM_STRENGTH=1 and never under -short (KILLTEAM_GAMES sets the
// number of games):
//
//	KILLTEAM_STRENGTH=1 go test ./rules/killteam -run Strength -v -timeout 30m
func TestStrength(t *testing.T) {
	if testing.Short() || os.Getenv("KILLTEAM_STRENGTH") != "1" {
		t.Skip("set KILLTEAM_STRENGTH=1 (and not -short) to measure the players' strength")
	}
	games := strengthGames
	if n, err := strconv.Atoi(os.Getenv("KILLTEAM_GAMES")); err == nil && n > 0 {
		games = n
	}
	for _, pair := range [][2]string{{"easy", "random"}, {"normal", "easy"}} {
		r := playPairing(t, pair[0], pair[1], games, 1)
		t.Logf("%s against %s, %d games, teams swapped every other game: %d wins (%d as blue, %d as red), %d losses, %d draws; victory points %d to %d",
			pair[0], pair[1], games, r.wins, r.winsAs[rules.Blue], r.winsAs[rules.Red], r.losses, r.draws, r.vp[0], r.vp[1])
		if pair[1] == "random" && (r.wins <= r.losses || r.vp[0] <= r.vp[1]) {
			t.Errorf("%s does not beat %s: %d wins, %d losses, victory points %d to %d", pair[0], pair[1], r.wins, r.losses, r.vp[0], r.vp[1])
		}
	}
}
