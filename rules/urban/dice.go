package urban

import (
	"strconv"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// The dice colours (UF-DICE-1, G3) and the weapon every model has.
const (
	DieWhite = "white"
	DieBlue  = "blue"
	DieRed   = "red"
	Fist     = "fist"
)

// die is a die of the data by colour; the three colours exist (Check).
func (g *Game) die(colour string) *Die {
	d, _ := g.data.DieByID(colour)
	return d
}

// face is the value of a die's face index (1..6).
func (g *Game) face(colour string, i int) int { return g.die(colour).Faces[i-1] }

// symbols is the number of symbols on a die's face index.
func (g *Game) symbols(colour string, i int) int { return g.die(colour).Symbols[i-1] }

// baseDice are the dice of a base roll (UF-DICE-1): two white, or one
// white and the boost colour when boosted (UF-ACT-4).
func baseDice(boost string) []string {
	if boost == DieBlue || boost == DieRed {
		return []string{DieWhite, boost}
	}
	return []string{DieWhite, DieWhite}
}

// rollDice rolls the dice and returns their face indices.
func (g *Game) rollDice(colours []string) []int {
	out := make([]int, len(colours))
	for i := range colours {
		out[i] = g.rollIndex()
	}
	return out
}

// sum is the total of the dice's values (UF-DICE-2, before modifiers).
func (g *Game) sum(colours []string, faces []int) int {
	s := 0
	for i, c := range colours {
		s += g.face(c, faces[i])
	}
	return s
}

// symbolCount counts the symbols the dice show.
func (g *Game) symbolCount(colours []string, faces []int) int {
	s := 0
	for i, c := range colours {
		s += g.symbols(c, faces[i])
	}
	return s
}

// opposite is the face index opposite i on a d6 (1↔6, 2↔5, 3↔4; UF-EVT-6).
func opposite(i int) int { return 7 - i }

// lucky reports whether the dice show a lucky number of the Event, as one
// die's value or as their sum, modifiers left out (UF-EVT-5).
func (g *Game) lucky(colours []string, faces []int) bool {
	s := g.sum(colours, faces)
	for _, n := range g.st.Lucky {
		if n == s {
			return true
		}
		for i, c := range colours {
			if g.face(c, faces[i]) == n {
				return true
			}
		}
	}
	return false
}

// rolled describes dice for an event, as the screen draws them: each die
// with its colour and value.
func (g *Game) rolled(colours []string, faces []int) ([]int, []rules.Die) {
	vals := make([]int, len(faces))
	ds := make([]rules.Die, len(faces))
	for i, c := range colours {
		v := g.face(c, faces[i])
		vals[i] = v
		mark := strconv.Itoa(v)
		if g.symbols(c, faces[i]) > 0 {
			mark += "♦"
		}
		ds[i] = rules.Die{Face: v, Kind: g.die(c).Name, Mark: mark, Colour: c} // the dice's IDs are their colours (dice.json)
	}
	return vals, ds
}
