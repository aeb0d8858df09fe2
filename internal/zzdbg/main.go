package main

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules/all"
)

func main() {
	rs, _ := all.Registry().Get("urban")
	g, _ := rs.New(rs.DefaultSetup(""), 3)
	v := g.View()
	for _, p := range v.Pieces {
		fmt.Println(p.ID, p.Name, p.Pos)
	}
	for _, a := range g.Legal() {
		fmt.Println(a.String())
	}
	for _, seat := range []string{"blue.1", "red.1"} {
		_ = seat
	}
	// activate blue.1 and red.1 in turn and list their moves
	for step := 0; step < 6; step++ {
		l := g.Legal()
		var pick = l[0]
		for _, a := range l {
			if strings.HasSuffix(a.String(), "activate") {
				pick = a
				break
			}
		}
		g.Apply(pick)
		fmt.Println(">>", pick.String())
		for _, a := range g.Legal() {
			if strings.Contains(a.String(), "move") {
				fmt.Print(a.String(), "; ")
			}
		}
		fmt.Println()
	}
}
