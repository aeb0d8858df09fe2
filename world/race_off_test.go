//go:build !race

package world

// raceEnabled reports whether the tests run with the race detector, which
// makes allocation counts meaningless.
const raceEnabled = false
