package killteam

import (
	"fmt"
	"strconv"
	"strings"
)

// StrengthKind says how a weapon's strength depends on its user's S
// (KT-STAT-2).
type StrengthKind int

const (
	// StrengthFixed is a number: the weapon's own S.
	StrengthFixed StrengthKind = iota
	// StrengthUser is the user's S ("User").
	StrengthUser
	// StrengthPlus adds N to the user's S ("+N").
	StrengthPlus
	// StrengthTimes multiplies the user's S by N ("xN").
	StrengthTimes
)

// maxStrength bounds a weapon's written strength.
const maxStrength = 20

// Strength is a weapon's S column: a number, User, +N or xN.
type Strength struct {
	Kind StrengthKind
	N    int
}

// ParseStrength reads "4", "User", "+1" or "x2".
func ParseStrength(s string) (Strength, error) {
	bad := fmt.Errorf("%q is not a strength (a number, User, +N or xN)", s)
	switch {
	case strings.EqualFold(s, "User"):
		return Strength{Kind: StrengthUser}, nil
	case strings.HasPrefix(s, "+"):
		n, err := strconv.Atoi(s[1:])
		if err != nil || n < 1 || n > maxStrength {
			return Strength{}, bad
		}
		return Strength{Kind: StrengthPlus, N: n}, nil
	case strings.HasPrefix(s, "x") || strings.HasPrefix(s, "X"):
		n, err := strconv.Atoi(s[1:])
		if err != nil || n < 2 || n > 4 {
			return Strength{}, fmt.Errorf("%q: a multiplied strength is x2, x3 or x4", s)
		}
		return Strength{Kind: StrengthTimes, N: n}, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > maxStrength {
		return Strength{}, bad
	}
	return Strength{Kind: StrengthFixed, N: n}, nil
}

// Of is the strength of an attack by a user of strength user: a power
// fist (x2) in the hands of S5 strikes at S10 (KT-STAT-2).
func (s Strength) Of(user int) int {
	switch s.Kind {
	case StrengthUser:
		return user
	case StrengthPlus:
		return user + s.N
	case StrengthTimes:
		return user * s.N
	}
	return s.N
}

// String writes s as ParseStrength reads it.
func (s Strength) String() string {
	switch s.Kind {
	case StrengthUser:
		return "User"
	case StrengthPlus:
		return "+" + strconv.Itoa(s.N)
	case StrengthTimes:
		return "x" + strconv.Itoa(s.N)
	}
	return strconv.Itoa(s.N)
}
