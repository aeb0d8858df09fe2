package flashpoint

import (
	"fmt"
	"os"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

func TestZZEvalParts(t *testing.T) {
	for _, f := range []string{"/tmp/p1.json", "/tmp/p2.json"} {
		d, _ := os.ReadFile(f)
		g, err := NewRuleset().LoadGame(d)
		if err != nil {
			t.Fatal(err)
		}
		side := [2]float64{}
		for i := range g.models {
			m := &g.models[i]
			side[m.Seat] += g.modelWorth(m) + g.itemWorth(m)
		}
		run := evalRun{g: g, dists: &distMemo{}}
		th := run.threats()
		fmt.Println(f, "models", side, "threat", th, "itemsNear", g.itemsNear(), "weaponsNear", g.weaponsNear(), "cmd", g.commandWorth(), "scen", g.scenarioWorth(), "blue", g.Evaluate(rules.Blue))
	}
}

func TestZZThreatParts(t *testing.T) {
	for _, f := range []string{"/tmp/p1.json", "/tmp/p2.json"} {
		d, _ := os.ReadFile(f)
		g, _ := NewRuleset().LoadGame(d)
		r := &evalRun{g: g, dists: &distMemo{}}
		for ai := range g.models {
			a := &g.models[ai]
			if !a.OnBoard {
				continue
			}
			for ti := range g.models {
				tm := &g.models[ti]
				if !tm.OnBoard || tm.Seat == a.Seat {
					continue
				}
				s := r.sight(ai, ti)
				fmt.Println(f, a.ID, a.Pos, a.Crouched, "->", tm.ID, tm.Pos, tm.Crouched, "sight", s, "item", g.itemSight(ai, ti, s), "shot", g.shotWorth(ai, ti, g.itemSight(ai, ti, s), r), "w", g.threatWeight(ai))
			}
		}
	}
}
