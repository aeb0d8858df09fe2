package datafile

import "strconv"

// ParseInt reads a whole number in [lo, hi]; what names it in the error.
func ParseInt(t Token, what string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(t.Text)
	if err != nil {
		return 0, t.At.Errorf("%s %q is not a whole number", what, t.Text)
	}
	if n < lo || n > hi {
		return 0, t.At.Errorf("%s %d is out of range %d..%d", what, n, lo, hi)
	}
	return n, nil
}
