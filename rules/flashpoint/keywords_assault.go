package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// freeAssaults appends the free Assaults attacker ai may make on target ti,
// decided by seat: one per close-combat weapon profile that is a real
// choice, so the attacker chooses its weapon (HF-ASL-2) as in a voluntary
// Assault. A profile that another one beats or equals in everything (AP,
// Lethal, ESD, Smash, every keyword, no use limit) is left out: the Fists
// beside an Energy Blade are no choice. A model with one CC profile (or
// bare hands) has one option.
func (g *Game) freeAssaults(out []rules.Action, seat rules.Seat, ai, ti int) []rules.Action {
	a, t := &g.models[ai], &g.models[ti]
	var room ccRoom
	opts := g.ccOptions(a, room[:0])
	for i, o := range opts {
		dominated := false
		for j, p := range opts {
			if i == j || !g.ccCovers(p, o) {
				continue
			}
			// Two equal profiles: keep the first.
			if !g.ccCovers(o, p) || j < i {
				dominated = true
				break
			}
		}
		if !dominated {
			out = append(out, freeAssault(seat, a, t, o))
		}
	}
	return out
}

// ccCovers reports whether fighting with b is at least as good as with a in
// every respect: AP, Lethal, ESD and Smash at least as high, every keyword
// of a also on b, and b's weapon has no use limit unless a's has one too.
func (g *Game) ccCovers(b, a ccOption) bool {
	pb, pa := b.profile, a.profile
	if pb.AP < pa.AP || pb.Lethal < pa.Lethal || pb.ESD < pa.ESD || pb.Smash < pa.Smash {
		return false
	}
	for _, k := range pa.Keywords {
		name, _, _ := splitKeyword(k)
		if !pb.Has(name) {
			return false
		}
	}
	return g.weaponUses(a.weapon) != 0 || g.weaponUses(b.weapon) == 0
}

// weaponUses is the use limit of a weapon (0: none, also for bare hands).
func (g *Game) weaponUses(id string) int {
	if w := g.b.data.Weapons[id]; w != nil {
		return w.Uses
	}
	return 0
}
