package necromunda

import "github.com/flashpoint-arena/flashpoint/rules"

// The names of the special dice a screen shows (rules.Die.Kind).
const (
	DieFirepower = "Firepower"
	DieInjury    = "Injury"
)

// DieFaces is 6: every die of the game is a D6 (rules.DiceDescriber),
// the Firepower and injury dice too, which say what their faces show.
func (g *Game) DieFaces() int { return 6 }

// firepowerDie is the Firepower die as a screen shows it (NEC-SHT-8, G5):
// 1, 1, 2, 2, 3 and the Ammo symbol. Its words are the face, not hits:
// a weapon without Rapid Fire hits once whatever it shows, and a missed
// shot not at all.
func firepowerDie(face int) rules.Die {
	n := itoa(FirepowerHits(face))
	d := rules.Die{Face: face, Kind: DieFirepower, Mark: n, Label: n}
	if face == AmmoFace {
		d.Mark, d.Symbol, d.Label = "A", rules.DieSymbolAmmo, "Ammo"
	}
	return d
}

// injuryDie is an injury die as a screen shows it (G4): Flesh Wound on
// 1–2, Seriously Injured on 3–4, Out of Action on 5–6.
func injuryDie(face int) rules.Die {
	d := rules.Die{Face: face, Kind: DieInjury, Label: injuryOf(face)}
	switch d.Label {
	case injuryFlesh:
		d.Mark, d.Symbol = "FW", rules.DieSymbolWound
	case injurySerious:
		d.Mark, d.Symbol = "SI", rules.DieSymbolInjured
	default:
		d.Mark, d.Symbol = "OOA", rules.DieSymbolOut
	}
	return d
}

// recoveryDie is the End phase's recovery roll, an injury die (G11):
// Flesh Wound recovers, Seriously Injured stays, Out of Action goes out.
func recoveryDie(face int) rules.Die {
	d := injuryDie(face)
	switch d.Label {
	case injuryFlesh:
		d.Label += ": recovers"
	case injurySerious:
		d.Label += ": stays down"
	}
	return d
}

// dieEvent records a roll of special dice, each as a screen shows it,
// its words as emit writes them.
func (g *Game) dieEvent(i int, test string, dice []rules.Die, hits int, msg func() rules.Msg, format string, args ...any) {
	if g.silent {
		return
	}
	f := &g.st.Fighters[i]
	faces := make([]int, len(dice))
	for k, d := range dice {
		faces[k] = d.Face
	}
	g.emit(rules.Event{Kind: "roll", Seat: f.Seat, Actor: f.ID, Test: test, Dice: faces, Hits: hits, Rolled: dice}, msg, format, args...)
}
