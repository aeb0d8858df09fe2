package killteam

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// maxDiceCount and maxFixedValue bound what a data file may write, so that
// the odds stay small.
const (
	maxDiceCount  = 4
	maxFixedValue = 20
)

// DiceValue is a number that may be rolled: Count dice of Sides (3 or 6)
// plus Add, or the fixed number Add when Count is 0. "2", "D3", "D6",
// "2D6" and "D3+1" are DiceValues (KT-STAT-2, KT-SHT-5).
type DiceValue struct {
	Count int
	Sides int
	Add   int
}

// Fixed returns the DiceValue that is always n.
func Fixed(n int) DiceValue { return DiceValue{Add: n} }

// ParseDiceValue reads "N", "D3", "D6", "nD6" or "D3+N".
func ParseDiceValue(s string) (DiceValue, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	before, after, isDice := strings.Cut(t, "D")
	if !isDice {
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 || n > maxFixedValue {
			return DiceValue{}, fmt.Errorf("%q is not a number from 0 to %d or dice like D3, D6, 2D6, D3+1", s, maxFixedValue)
		}
		return Fixed(n), nil
	}
	v := DiceValue{Count: 1}
	if before != "" {
		n, err := strconv.Atoi(before)
		if err != nil || n < 1 || n > maxDiceCount {
			return DiceValue{}, fmt.Errorf("%q: the number of dice must be 1 to %d", s, maxDiceCount)
		}
		v.Count = n
	}
	sides, add, hasAdd := strings.Cut(after, "+")
	switch sides {
	case "3":
		v.Sides = 3
	case "6":
		v.Sides = 6
	default:
		return DiceValue{}, fmt.Errorf("%q: dice are D3 or D6", s)
	}
	if hasAdd {
		n, err := strconv.Atoi(add)
		if err != nil || n < 1 || n > maxFixedValue {
			return DiceValue{}, fmt.Errorf("%q: what is added to the dice must be 1 to %d", s, maxFixedValue)
		}
		v.Add = n
	}
	return v, nil
}

// String writes v as ParseDiceValue reads it.
func (v DiceValue) String() string {
	if v.Count == 0 {
		return strconv.Itoa(v.Add)
	}
	s := fmt.Sprintf("D%d", v.Sides)
	if v.Count > 1 {
		s = strconv.Itoa(v.Count) + s
	}
	if v.Add > 0 {
		s += "+" + strconv.Itoa(v.Add)
	}
	return s
}

// IsRandom reports whether v rolls dice.
func (v DiceValue) IsRandom() bool { return v.Count > 0 }

// Max is the largest value v can take.
func (v DiceValue) Max() int { return v.Count*v.Sides + v.Add }

// Roll rolls v with dice: one roll of Sides faces per die (a D3 is a
// roll of 3 faces; rules.RNG rolls it directly).
func (v DiceValue) Roll(dice rules.Dice) int {
	total := v.Add
	for range v.Count {
		total += dice.Roll(v.Sides)
	}
	return total
}

// Dist is the exact distribution of v: Dist()[n] is the chance of n.
func (v DiceValue) Dist() []float64 {
	dist := make([]float64, v.Add+1)
	dist[v.Add] = 1
	for range v.Count {
		next := make([]float64, len(dist)+v.Sides)
		for n, p := range dist {
			for f := 1; f <= v.Sides; f++ {
				next[n+f] += p / float64(v.Sides)
			}
		}
		dist = next
	}
	return dist
}
