package world

import "testing"

// TestShippedDeploymentZonesMostlyHidden checks that no shipped arena lets
// the side that activates first shoot into the enemy's deployment zone
// from its own at will: fewer than a quarter of the pairs of a blue and a
// red deployment cube see each other at all, standing. Beginner Yard once
// let half of them see (8 of 16) and the first side won 56–59% of
// Attrition and VIP games between Normal players (RULES-SCENARIOS.md,
// "The Yard's sheltered deployment").
func TestShippedDeploymentZonesMostlyHidden(t *testing.T) {
	for _, s := range shipped {
		a := loadShipped(t, s.name)
		pairs := deployPairs(a)
		seen := 0
		for _, pq := range pairs {
			if a.CanSee(pq[0], false, pq[1], false) {
				seen++
			}
		}
		t.Logf("%s: %d of %d deployment pairs see each other", s.name, seen, len(pairs))
		if 4*seen >= len(pairs) {
			t.Errorf("%s: %d of %d pairs of deployment cubes see each other, want fewer than a quarter", s.name, seen, len(pairs))
		}
	}
}

// deployPairs lists every pair of a blue and a red deployment cube.
func deployPairs(a *Arena) [][2]Pos {
	blue, _ := a.Zone(ZoneDeploy, 0, "")
	red, _ := a.Zone(ZoneDeploy, 1, "")
	var out [][2]Pos
	for _, p := range blue.Cells {
		for _, q := range red.Cells {
			out = append(out, [2]Pos{p, q})
		}
	}
	return out
}
