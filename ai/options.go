package ai

import "time"

// Options tune a player made by NewWithOptions.
type Options struct {
	// Budget caps the think time of one decision; 0 keeps the level's
	// default (LevelBudget). A search that reaches it answers with its best
	// choice so far.
	Budget time.Duration
	// Effort scales the work a searching level does per decision (1 is the
	// level's default; 0 means 1). Work, not time, ends a search that stays
	// within its budget, so a tournament replays identically from its seeds.
	Effort float64
}

// MaxEffort is the largest Options.Effort: a hundred times a level's work
// per decision. Larger values count as MaxEffort.
const MaxEffort = 100

// The think-time budgets of the levels: the most one decision may take.
const (
	EasyBudget   = 20 * time.Millisecond
	NormalBudget = 300 * time.Millisecond
	HardBudget   = 2 * time.Second
	UCTBudget    = 10 * time.Second
)

// LevelBudget is the default think-time budget of the named player (0 for
// a player that does not think, like random).
func LevelBudget(name string) time.Duration {
	switch name {
	case "easy":
		return EasyBudget
	case "normal":
		return NormalBudget
	case "hard":
		return HardBudget
	case "uct":
		return UCTBudget
	}
	return 0
}

// budget returns the options' budget, or def when none is set.
func (o Options) budget(def time.Duration) time.Duration {
	if o.Budget > 0 {
		return o.Budget
	}
	return def
}

// scale returns n scaled by the options' Effort, at least 1.
func (o Options) scale(n int) int {
	if !(o.Effort > 0) { // 0, negative or NaN
		return n
	}
	return max(1, int(float64(n)*min(o.Effort, MaxEffort)))
}
