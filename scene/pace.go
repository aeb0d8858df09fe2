package scene

// pace is one speed at which the computer's turns are shown: how many
// ticks of normal speed each tick plays. Instant (speed 0) plays no
// animation and waits for nothing.
type pace struct {
	name  string // as stored in the settings
	label string // as shown on the speed control
	speed float64
}

// paces are the speeds the speed control steps through, slowest first.
var paces = [...]pace{
	{"slow", "½×", 0.5},
	{"normal", "1×", 1},
	{"fast", "2×", 2},
	{"faster", "4×", 4},
	{"instant", "Instant", 0},
}

// defaultPace is the index of the pace of a fresh install.
const defaultPace = 1

// paceIndex is the index of the pace named name; an unknown or missing
// name gives the default.
func paceIndex(name string) int {
	for i, p := range paces {
		if p.name == name {
			return i
		}
	}
	return defaultPace
}

// stepPace moves the pace named name d steps (clamped to the ends) and
// returns the new pace's name.
func stepPace(name string, d int) string {
	i := max(0, min(len(paces)-1, paceIndex(name)+d))
	return paces[i].name
}
