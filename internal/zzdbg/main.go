package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

func main() {
	rs, _ := all.Registry().Get("urban")
	stats := map[string][2]int{}
	for seed := uint64(1); seed <= 10; seed++ {
		g, _ := rs.New(rs.DefaultSetup(""), seed)
		p := [2]ai.Player{ai.NewEasy(seed, ai.Options{}), ai.NewEasy(seed+100, ai.Options{})}
		for !g.Over() {
			seat := g.ToMove()
			legal := g.Legal()
			a, _ := p[seat].Choose(context.Background(), g)
			attack := false
			for _, b := range legal {
				s := b.String()
				if b.Kind == "attack" || (b.Kind == "cast" && b.Target != "" && !strings.Contains(s, "ward")) {
					attack = true
				}
			}
			k := seat.String()
			st := stats[k]
			if attack {
				st[0]++
				if a.Kind == "attack" || (a.Kind == "cast" && a.Target != "") {
					st[1]++
				}
			}
			stats[k] = st
			if _, err := g.Apply(a); err != nil {
				panic(err)
			}
		}
		_ = rules.Blue
	}
	fmt.Println(stats)
}
