package ai

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
)

// byAction hides a player's ChooseIndex, so PlayMatch asks it for actions.
type byAction struct{ Player }

// A random player chooses by index in PlayMatch, and the match it plays —
// every action applied, its events and the end — is the one it plays when
// asked for actions, on the standard arena where moves carry long paths.
func TestRandomChoosesByIndexAsByAction(t *testing.T) {
	rs := flashpoint.NewRuleset()
	if _, ok := Player(NewRandom(1)).(IndexChooser); !ok {
		t.Fatal("Random does not implement IndexChooser")
	}
	for seed := uint64(1); seed <= 4; seed++ {
		play := func(hide bool) ([]string, [][]rules.Event, uint64) {
			g, err := rs.New(rs.DefaultSetup("standard"), seed)
			if err != nil {
				t.Fatal(err)
			}
			players := [2]Player{NewRandom(seed), NewRandom(seed + 100)}
			if hide {
				players = [2]Player{byAction{players[0]}, byAction{players[1]}}
			}
			var texts []string
			var events [][]rules.Event
			obs := func(_ rules.Game, a rules.Action, ev []rules.Event) {
				texts = append(texts, a.Text()+" "+pathText(a))
				events = append(events, append([]rules.Event(nil), ev...))
			}
			if _, err := PlayMatch(context.Background(), g, players, 0, obs); err != nil {
				t.Fatal(err)
			}
			return texts, events, g.Hash()
		}
		t1, e1, h1 := play(false)
		t2, e2, h2 := play(true)
		if !reflect.DeepEqual(t1, t2) || !reflect.DeepEqual(e1, e2) || h1 != h2 {
			t.Fatalf("seed %d: by index %d actions (hash %x), by action %d (hash %x)", seed, len(t1), h1, len(t2), h2)
		}
		moves := 0
		for _, s := range t1 {
			if strings.HasSuffix(s, ";") {
				moves++
			}
		}
		if len(t1) < 50 || moves == 0 {
			t.Fatalf("seed %d: %d actions in a full game, %d of them along a path", seed, len(t1), moves)
		}
	}
}

// pathText writes out an action's path, so that a move handed out by
// index must carry the same path as the listed one.
func pathText(a rules.Action) string {
	s := ""
	for _, p := range a.Path {
		s += p.String() + ";"
	}
	return s
}
