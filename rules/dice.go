package rules

import "fmt"

// Dice is a source of die rolls. Roll returns a face from 1 to sides.
type Dice interface {
	Roll(sides int) int
}

// RNG is the seeded dice generator that lives inside a game state
// (SplitMix64). Its whole state is one exported number, so saving a game
// saves the future of its dice too.
type RNG struct {
	State uint64 `json:"state"`
}

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) *RNG { return &RNG{State: seed} }

// Next returns the next 64 random bits.
func (r *RNG) Next() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Roll returns a face from 1 to sides, without modulo bias.
func (r *RNG) Roll(sides int) int {
	if sides <= 1 {
		return 1
	}
	n := uint64(sides)
	limit := ^uint64(0) - (^uint64(0) % n)
	for {
		v := r.Next()
		if v < limit {
			return int(v%n) + 1
		}
	}
}

// Intn returns a number in [0, n), for choices that are not die rolls
// (shuffles, computer players' own randomness).
func (r *RNG) Intn(n int) int { return r.Roll(n) - 1 }

// Scripted returns the given faces in order. When they run out it rolls
// Fallback; with no Fallback it panics, so a test that needs more dice than
// it scripted fails loudly.
type Scripted struct {
	Faces    []int
	Fallback Dice
	used     int
}

// NewScripted returns dice that roll faces in order and then panic.
func NewScripted(faces ...int) *Scripted { return &Scripted{Faces: faces} }

// Roll returns the next scripted face. A scripted face larger than sides is
// an error in the script and panics.
func (s *Scripted) Roll(sides int) int {
	if s.used < len(s.Faces) {
		f := s.Faces[s.used]
		s.used++
		if f < 1 || f > sides {
			panic(fmt.Sprintf("scripted die %d (face %d) does not fit a d%d", s.used, f, sides))
		}
		return f
	}
	if s.Fallback != nil {
		return s.Fallback.Roll(sides)
	}
	panic(fmt.Sprintf("scripted dice exhausted after %d rolls", len(s.Faces)))
}

// Used reports how many scripted faces have been consumed.
func (s *Scripted) Used() int { return s.used }

// Left reports how many scripted faces remain.
func (s *Scripted) Left() int { return len(s.Faces) - s.used }
