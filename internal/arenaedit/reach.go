package arenaedit

import "github.com/flashpoint-arena/flashpoint/world"

// Gap is a zone one side's deployment zone cannot get to: no model
// walking and climbing (world.Arena.Reach with no limits) from any of its
// deployment cubes reaches the zone's cube At. Missing counts the zone's
// cubes out of reach; At is the first of them in reading order.
type Gap struct {
	Team    int            // the deploying side: 0 blue, 1 red
	Kind    world.ZoneKind // the zone out of reach
	ZTeam   int            // its side for deployment and respawn zones, else -1
	Label   string         // its label for drops and objectives
	At      world.Pos
	Missing int
}

// Gaps lists, for each side with a deployment zone, every other zone with
// cubes that side's models cannot walk or climb to from their deployment
// zone: respawn cubes, weapon drops, objectives and the other side's
// deployment zone. None means every zone can be reached from both sides.
func Gaps(a *world.Arena) []Gap {
	var out []Gap
	budget := 2 * a.Cubes() // more than any path through the arena costs
	for team := 0; team < 2; team++ {
		home, ok := a.Zone(world.ZoneDeploy, team, "")
		if !ok {
			continue
		}
		seen := make([]bool, a.Cubes())
		for _, p := range home.Cells {
			if !a.Standable(p) || seen[a.Index(p)] {
				continue
			}
			seen[a.Index(p)] = true
			for _, r := range a.Reach(p, budget, world.MoveRules{}) {
				seen[a.Index(r.To)] = true
			}
		}
		for _, z := range a.Zones {
			if z.Kind == world.ZoneDeploy && z.Team == team {
				continue
			}
			g := Gap{Team: team, Kind: z.Kind, ZTeam: z.Team, Label: z.Label}
			for _, p := range z.Cells {
				if !seen[a.Index(p)] {
					if g.Missing == 0 {
						g.At = p
					}
					g.Missing++
				}
			}
			if g.Missing > 0 {
				out = append(out, g)
			}
		}
	}
	return out
}
