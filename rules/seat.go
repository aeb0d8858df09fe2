package rules

import "fmt"

// Seat is one of the two sides at the table.
type Seat int

// The seats. NoSeat marks "nobody" (a game that is over, a draw).
const (
	NoSeat Seat = -1
	Blue   Seat = 0
	Red    Seat = 1
)

// Seats lists both seats in order.
var Seats = [2]Seat{Blue, Red}

// Other returns the opposing seat.
func (s Seat) Other() Seat {
	switch s {
	case Blue:
		return Red
	case Red:
		return Blue
	}
	return NoSeat
}

// String returns "blue", "red" or "none".
func (s Seat) String() string {
	switch s {
	case Blue:
		return "blue"
	case Red:
		return "red"
	}
	return "none"
}

// ParseSeat reads "blue" or "red".
func ParseSeat(s string) (Seat, error) {
	switch s {
	case "blue":
		return Blue, nil
	case "red":
		return Red, nil
	}
	return NoSeat, fmt.Errorf("unknown seat %q (want blue or red)", s)
}

// MarshalText writes the seat as its name.
func (s Seat) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a seat name; "none" reads as NoSeat.
func (s *Seat) UnmarshalText(b []byte) error {
	if string(b) == "none" {
		*s = NoSeat
		return nil
	}
	v, err := ParseSeat(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}
