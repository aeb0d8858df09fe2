package necromunda

import (
	"fmt"
	"strconv"
	"strings"
)

// parseNum reads a whole number.
func parseNum(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a whole number", s)
	}
	return n, nil
}

// parseRoll reads a die result like "4+" (2..6 for a D6, 2..12 for 2D6);
// with orNone, "-" reads as 0.
func parseRoll(s string, lo, hi int, orNone bool) (int, error) {
	if orNone && s == "-" {
		return 0, nil
	}
	v, ok := strings.CutSuffix(s, "+")
	if !ok {
		return 0, fmt.Errorf("wants a result like %d+, not %q", (lo+hi)/2, s)
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("wants a result from %d+ to %d+, not %q", lo, hi, s)
	}
	return n, nil
}

// parseInches reads a distance like 8" or 8; with orNone "-" is 0.
func parseInches(s string, orNone bool) (int, error) {
	if orNone && s == "-" {
		return 0, nil
	}
	n, err := strconv.Atoi(strings.TrimSuffix(s, `"`))
	if err != nil || n < 0 || n > 99 {
		return 0, fmt.Errorf("wants inches from 0 to 99, like 8\", not %q", s)
	}
	return n, nil
}

// parseMod reads a signed modifier like +1 or -2; "-" is 0.
func parseMod(s string) (int, error) {
	if s == "-" {
		return 0, nil
	}
	if len(s) < 2 || (s[0] != '+' && s[0] != '-') {
		return 0, fmt.Errorf("wants a modifier like +1 or -1, or -, not %q", s)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < -5 || n > 5 {
		return 0, fmt.Errorf("wants a modifier from -5 to +5, not %q", s)
	}
	return n, nil
}

// pairs reads "name value name value ..." into a map, refusing unknown
// and repeated names.
func pairs(s string, known []string) (map[string]string, error) {
	f := strings.Fields(s)
	if len(f)%2 != 0 {
		return nil, fmt.Errorf("wants name and value pairs, and %q has no value", f[len(f)-1])
	}
	out := map[string]string{}
	for i := 0; i < len(f); i += 2 {
		name := f[i]
		ok := false
		for _, k := range known {
			ok = ok || k == name
		}
		if !ok {
			return nil, fmt.Errorf("unknown value %q (want %s)", name, strings.Join(known, ", "))
		}
		if _, dup := out[name]; dup {
			return nil, fmt.Errorf("%s given twice", name)
		}
		out[name] = f[i+1]
	}
	return out, nil
}
