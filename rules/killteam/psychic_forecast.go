package killteam

import (
	"fmt"
	"math"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// psyboltForecast is Forecast for psyker i's Psybolt at model j
// (KT-PSY-3..7): the psychic test as Attack (2D6 against warp charge 5),
// the deny as Defence when an enemy psyker would try one, and the exact
// chance of each outcome over the 36 test rolls and the deny's. Perils'
// burst (which could strike the target beside a slain psyker) is not
// counted; a note gives the chance of Perils.
func (g *Game) psyboltForecast(i, j int) (rules.Forecast, bool) {
	t := &g.st.Models[j]
	f := rules.Forecast{Sight: g.sight(g.st.Models[i].Pos, t.Pos).String(),
		Attack: rules.PoolInfo{Test: "PSY", Dice: 2, Need: PsyboltWarpCharge, Mods: []string{fmt.Sprintf("warp charge %d", PsyboltWarpCharge), "a double 1 fails"}}}
	m := &g.st.Models[i]
	near := g.sight(m.Pos, t.Pos) == world.Visible && g.nearCover(m.Pos, t.Pos)
	k := g.denier(i)
	if k >= 0 {
		f.Defence = rules.PoolInfo{Test: "DENY", Dice: 2, Mods: []string{fmt.Sprintf("%s must beat the test", g.st.Models[k].ID)}}
	}
	var none, wound, kill float64
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			cast, _ := PsychicTest(a, b, PsyboltWarpCharge)
			p := 1.0 / 36
			if !cast {
				none += p
				continue
			}
			if k >= 0 {
				denied := twoDiceAbove(a + b)
				none += p * denied
				p *= 1 - denied
			}
			ns := map[int]float64{1: 1}
			if a+b >= PsyboltStrongTotal {
				ns = map[int]float64{1: 1.0 / 3, 2: 1.0 / 3, 3: 1.0 / 3}
			}
			for n := 1; n <= 3; n++ {
				out := mortalOutChance(n, t.Wounds, t.Flesh, near)
				kill += p * ns[n] * out
				wound += p * ns[n] * (1 - out)
			}
		}
	}
	f.Outcomes = []rules.Outcome{{Label: OutcomeNoDamage, P: none}, {Label: OutcomeWound, P: wound}, {Label: OutcomeKill, P: kill}}
	f.Notes = append(f.Notes, "Perils of the Warp on a double 1 or 6 (2 in 36): D3 mortal wounds on the psyker (KT-PSY-5).",
		fmt.Sprintf("1 mortal wound, D3 on a test of %d or more (KT-PSY-3).", PsyboltStrongTotal))
	if near {
		f.Notes = append(f.Notes, nearCoverNote)
	}
	return f, true
}

// twoDiceAbove is the chance that 2D6 roll more than total.
func twoDiceAbove(total int) float64 {
	n := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b > total {
				n++
			}
		}
	}
	return float64(n) / 36
}

// mortalOutChance is the chance that n mortal wounds take out a model
// with wounds and flesh wounds (KT-SHT-14, A12): none when they leave it
// a wound; else its injury dice (one for the wound that did it and one
// for each left over, +1 each per flesh wound, −1 each when near marks
// terrain on the target's own cube obscuring it, KT-SHT-12) or the
// flesh-wound limit.
func mortalOutChance(n, wounds, flesh int, near bool) float64 {
	k := MortalInjuryDice(n, wounds)
	if k == 0 {
		return 0
	}
	if flesh >= MaxFleshWounds {
		return 1
	}
	mod := InjuryModifier(flesh, true, near)
	stay := chance(func(f int) bool { return !InjuryDieTakesOut(f, mod) })
	return 1 - math.Pow(stay, float64(k))
}
