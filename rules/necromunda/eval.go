package necromunda

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Fighter values for Evaluate, in fighters: a fighter standing counts
// whole, less for each wound lost and each flesh wound; Pinned and
// Seriously Injured fighters count less, as they may yet be lost.
const (
	valuePinned   = 0.8
	valueInjured  = 0.3
	valueWound    = 0.1  // per wound lost
	valueFlesh    = 0.1  // per flesh wound
	valueCredits  = 0.01 // per credit
	valueWin      = 20
	valueThreat   = 0.3  // per fighter, times its best chance to hit and wound an enemy now
	valueApproach = 0.01 // per cube between a fighter and its nearest enemy, taken off
	valueCasket   = 0.05 // per fighter standing on a casket it could open
	// valueBottleRisk is what a gang loses, times its chance to fail, for a
	// bottle test due at the next End phase.
	valueBottleRisk = 3
	// valueThreatWaiting scales the shots of the side that does not decide
	// next: the other side may act on its own shots first.
	valueThreatWaiting = 0.25
)

// Evaluate values the position for seat in fighters (rules.Evaluator):
// its gang's worth less the other's, and the bottle tests ahead; a
// finished game is worth the win. Right after an End phase it values the
// bottle tests just taken at their odds (bottleOdds).
func (g *Game) Evaluate(seat rules.Seat) float64 {
	if g.bottlesRolled && (!g.st.Over || g.bottledOut) {
		return g.bottleOdds(seat)
	}
	if g.st.Over {
		switch g.st.Winner {
		case seat:
			return valueWin
		case seat.Other():
			return -valueWin
		}
		return 0
	}
	return g.worth(seat)
}

// worth is Evaluate of a game that goes on.
func (g *Game) worth(seat rules.Seat) float64 {
	v := 0.0
	for i := range g.st.Fighters {
		f := &g.st.Fighters[i]
		w := 0.0
		switch f.Status {
		case Active:
			w = 1
		case Pinned:
			w = valuePinned
		case SeriouslyInjured:
			w = valueInjured
		}
		if f.onBoard() {
			w -= valueWound*float64(g.ftype(i).W-f.Wounds) + valueFlesh*float64(f.Flesh)
		}
		if f.Seat == seat {
			v += w
		} else {
			v -= w
		}
	}
	v += valueCredits * float64(g.st.Credits[seat]-g.st.Credits[seat.Other()])
	v += valueBottleRisk * (g.bottleFail(seat.Other()) - g.bottleFail(seat))
	return v + g.positional(seat) - g.positional(seat.Other())
}

// positional is what seat's standing fighters make of where they stand:
// the best shot each has now (its chance to hit and wound), how near each
// is to the enemy, and caskets under them to open.
func (g *Game) positional(seat rules.Seat) float64 {
	v := 0.0
	for i := range g.st.Fighters {
		f := &g.st.Fighters[i]
		if f.Seat != seat || !f.standing() {
			continue
		}
		best, near := 0.0, -1
		for j := range g.st.Fighters {
			t := &g.st.Fighters[j]
			if t.Seat == seat || !t.onBoard() || t.Status == SeriouslyInjured {
				continue
			}
			if d := world.Distance(f.Pos, t.Pos); near < 0 || d < near {
				near = d
			}
			if f.Status != Active {
				continue
			}
			for k, id := range f.Weapons {
				w := g.weapon(id)
				if w.Melee || f.Empty[k] || !g.canTarget(i, w, j) || !g.inRange(i, w, j) {
					continue
				}
				p := HitChance(g.hitNeed(i, w, j), g.ftype(i).BS, false) * dieAtLeast(WoundNeed(g.strength(i, w), g.ftype(j).T))
				best = max(best, p)
			}
		}
		if seat != g.ToMove() {
			best *= valueThreatWaiting // the other side acts first
		}
		v += valueThreat * best
		if near > 0 {
			v -= valueApproach * float64(near)
		}
		if g.casketAt(f.Pos) >= 0 && !g.st.Caskets[g.casketAt(f.Pos)].Cache {
			v += valueCasket
		}
	}
	return v
}
