package killteam

import (
	"errors"
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Sightings says, for each ranged weapon of attacker, whether it could
// shoot target where both stand now (rules.Sighter), and why not in the
// words of the weapon rules (KT-SHT-1..4, KT-WPN-3..5): each weapon by its
// longest-ranged profile, with the attacks it would roll when it could
// fire. A screen uses it to explain and to show the cubes under fire.
func (g *Game) Sightings(attacker, target string) []rules.Sighting {
	i, j := g.modelIndex(attacker), g.modelIndex(target)
	if i < 0 || j < 0 || i == j {
		return nil
	}
	m, t := &g.st.Models[i], &g.st.Models[j]
	if !m.onTable() || !t.onTable() || m.Seat == t.Seat {
		return nil
	}
	sight := g.sight(m.Pos, t.Pos)
	ctx := g.fireContext(i, j, sight)
	var out []rules.Sighting
	for _, a := range g.weaponsOf(i) {
		p, ok := longestRanged(a.Weapon)
		if !ok {
			continue
		}
		sg := rules.Sighting{Attacker: attacker, Target: target, Weapon: a.ID, Title: a.Weapon.Name}
		if sight != world.NoSight {
			shown := shownSight(sight, ctx)
			sg.Sight, sg.SightMsg = shown.String(), refMsg(sightRef(shown))
		}
		if err := CanFire(p, ctx); err != nil {
			sg.Why, sg.WhyMsg = err.Error(), refMsg(g.errRef(err))
			if errors.Is(err, ErrOutOfRange) {
				sg.Why = fmt.Sprintf("out of range: %d\" (%d cubes) at %d cubes", p.Range, InchesToCubes(p.Range), ctx.Distance)
				sg.WhyMsg = rules.Say("KtWhyOutOfRange", "Range", rules.Num(p.Range), "Cubes", rules.Num(InchesToCubes(p.Range)), "Dist", rules.Num(ctx.Distance))
			}
		} else if f, ok := g.Forecast(rules.Action{Seat: m.Seat, Kind: "shoot", Actor: attacker, Target: target, Weapon: a.ID, Option: p.Name}); ok {
			sg.Dice = f.Attack.Dice
		}
		out = append(out, sg)
	}
	return out
}

// longestRanged is a weapon's ranged profile of the longest range; false
// for a melee weapon.
func longestRanged(w *Weapon) (Profile, bool) {
	best, ok := Profile{}, false
	for _, p := range w.Profiles {
		if p.Type != Melee && (!ok || p.Range > best.Range) {
			best, ok = p, true
		}
	}
	return best, ok
}

// refMsg is the message an argument value names (rules.MsgRef, "#ID"), so
// words made for an argument stand as a text of their own; the zero Msg
// for a value that names none.
func refMsg(ref string) rules.Msg {
	if id, ok := strings.CutPrefix(ref, rules.MsgRef); ok {
		return rules.Say(id)
	}
	return rules.Msg{}
}
