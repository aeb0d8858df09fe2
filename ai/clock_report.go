package ai

// ClockReporter is implemented by players whose searches a clock can cut
// short. A decision cut short by its think-time budget or by its context
// depends on how fast the machine was, so a game with such decisions may
// not replay from its seed; one without them does.
type ClockReporter interface {
	// TimedOut counts the player's decisions so far whose search the
	// budget or the context ended before its work limit.
	TimedOut() int
}

// timedOutOf is a player's TimedOut count, or 0 for a player without a
// clock.
func timedOutOf(p Player) int {
	if r, ok := p.(ClockReporter); ok {
		return r.TimedOut()
	}
	return 0
}
