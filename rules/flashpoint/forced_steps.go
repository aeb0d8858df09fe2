package flashpoint

import (
	"slices"

	"github.com/flashpoint-arena/flashpoint/world"
)

// The pending steps of a forced move that waits for a held test
// (command_hazard.go): a model that scattered into a wall while looking for
// room goes on looking (taskRelocate), and the survivors of a Frag that have
// not scattered yet scatter in turn (taskScatter). Games where no test is
// held never push them, so they play as they always did.

// runForcedStep carries out a relocate or scatter step; a model no longer
// on the board (killed by the held test) does nothing.
func (g *Game) runForcedStep(t task, l *log) {
	if !g.models[t.Actor].OnBoard {
		return
	}
	switch t.Kind {
	case taskRelocate:
		g.relocate(t.Actor, world.Dir8(t.Dir), t.Cube, t.Used, l)
	case taskScatter:
		g.scatterModel(t.Actor, l)
	}
}

// deferScatters is called when the scatter of a Frag survivor held a test:
// the survivors still to scatter (rest, in order) become scatter steps
// under the steps of the held test (which lie above mark), so the test and
// the rest of that survivor's move are resolved before the next one
// scatters.
func (g *Game) deferScatters(mark int, rest []int) {
	if len(rest) == 0 || mark < 0 || mark > len(g.tasks) {
		return
	}
	steps := make([]task, 0, len(rest))
	for i := len(rest) - 1; i >= 0; i-- { // the next survivor on top
		steps = append(steps, task{Kind: taskScatter, Actor: rest[i], Other: -1})
	}
	g.tasks = slices.Insert(g.tasks, mark, steps...)
}

// pushAfterScatters adds step t under the scatter steps on top of the
// stack, so that it waits for every Frag survivor to scatter (the free
// Assaults of RULES-CUBE.md follow every scatter); with none there it is
// push.
func (g *Game) pushAfterScatters(t task) {
	i := len(g.tasks)
	for i > 0 && g.tasks[i-1].Kind == taskScatter {
		i--
	}
	g.tasks = slices.Insert(g.tasks, i, t)
}
