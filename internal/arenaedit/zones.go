package arenaedit

import "github.com/flashpoint-arena/flashpoint/world"

// blankZones is a zone character for every cube of a, all ' ' (none).
func blankZones(a *world.Arena) []byte {
	z := make([]byte, a.Cubes())
	for i := range z {
		z[i] = ' '
	}
	return z
}

// zoneCharOf is the text format's character of a zone, 0 when it has none.
func zoneCharOf(z world.Zone) byte {
	switch {
	case z.Kind == world.ZoneDeploy && z.Team == 0:
		return 'b'
	case z.Kind == world.ZoneDeploy && z.Team == 1:
		return 'r'
	case z.Kind == world.ZoneRespawn && z.Team == 0:
		return 'B'
	case z.Kind == world.ZoneRespawn && z.Team == 1:
		return 'R'
	case z.Kind == world.ZoneDrop:
		return 'W'
	case z.Kind == world.ZoneObjective && len(z.Label) == 1 && z.Label[0] >= '1' && z.Label[0] <= '9':
		return z.Label[0]
	}
	return 0
}

// countZone counts the cubes marked c.
func countZone(zone []byte, c byte) int {
	n := 0
	for _, z := range zone {
		if z == c {
			n++
		}
	}
	return n
}

// buildZones turns zone characters into zones in the order the parser
// gives them (deploy blue, deploy red, respawn blue, respawn red, drops A..,
// objectives 1..), so an arena edited here equals the one its text reads
// back as. A side's deployment or respawn zone with no cube yet is left
// out until it has one.
func buildZones(a *world.Arena, zone []byte) []world.Zone {
	var deploy, respawn [2]world.Zone
	for t := 0; t < 2; t++ {
		deploy[t] = world.Zone{Kind: world.ZoneDeploy, Team: t}
		respawn[t] = world.Zone{Kind: world.ZoneRespawn, Team: t}
	}
	var drops []world.Zone
	var objectives [9]world.Zone
	for i, c := range zone {
		p := a.PosAt(i)
		switch c {
		case 'b':
			deploy[0].Cells = append(deploy[0].Cells, p)
		case 'r':
			deploy[1].Cells = append(deploy[1].Cells, p)
		case 'B':
			respawn[0].Cells = append(respawn[0].Cells, p)
		case 'R':
			respawn[1].Cells = append(respawn[1].Cells, p)
		case 'W':
			drops = append(drops, world.Zone{Kind: world.ZoneDrop, Team: -1, Label: string(rune('A' + len(drops))), Cells: []world.Pos{p}})
		default:
			if c >= '1' && c <= '9' {
				o := &objectives[c-'1']
				if o.Cells == nil {
					*o = world.Zone{Kind: world.ZoneObjective, Team: -1, Label: string(rune(c))}
				}
				o.Cells = append(o.Cells, p)
			}
		}
	}
	var out []world.Zone
	for _, z := range []world.Zone{deploy[0], deploy[1], respawn[0], respawn[1]} {
		if len(z.Cells) > 0 {
			out = append(out, z)
		}
	}
	out = append(out, drops...)
	for _, o := range objectives {
		if o.Cells != nil {
			out = append(out, o)
		}
	}
	return out
}
