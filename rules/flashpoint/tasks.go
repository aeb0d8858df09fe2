package flashpoint

import "github.com/flashpoint-arena/flashpoint/world"

// taskKind names one pending step of an action being resolved. Steps wait
// on a stack because some need a decision of either seat in the middle of
// an action (who makes a free Assault, where a pushed model goes); the
// stack is part of the saved state.
type taskKind uint8

// The pending steps.
const (
	taskNone   taskKind = iota
	taskWalk            // Actor walks Path (a Move or Sprint), then HF-MOV-4
	taskLeave           // HF-MOV-5: the opponent may make a free Assault on Actor before it leaves
	taskCharge          // HF-MOV-4/HF-MOV-6: Actor, in an enemy cube, makes a free Assault (+2)
	taskPinned          // HF-PIN-6: an enemy of the pinned Actor makes a free Assault on it
	taskStand           // HF-STD-3: the opponent may make a free Assault on Actor that just stood up
	taskPush            // knockback: Other pushes Actor one cube in Dir (-1: Other chooses)
	taskLoot            // HF-WPN-3: Actor takes or drops the weapon of the model it killed
)

// taskNames are the kinds as the position format writes them.
func taskName(k taskKind) string {
	switch k {
	case taskWalk:
		return "walk"
	case taskLeave:
		return "leave"
	case taskCharge:
		return "charge"
	case taskPinned:
		return "pinned-assault"
	case taskStand:
		return "stand-assault"
	case taskPush:
		return "push"
	case taskLoot:
		return "loot"
	}
	return ""
}

// taskKindNamed reads a kind name; taskNone if unknown.
func taskKindNamed(s string) taskKind {
	for k := taskWalk; k <= taskLoot; k++ {
		if taskName(k) == s {
			return k
		}
	}
	return taskNone
}

// task is one pending step. Which fields are used depends on Kind.
type task struct {
	Kind   taskKind
	Actor  int         // the model the step is about
	Other  int         // taskPush: the attacker; -1 when unused
	Weapon string      // taskLoot: the weapon; taskPush: the weapon that knocked back
	Used   int         // taskLoot: uses already spent of the weapon
	Dir    int         // taskPush: world.Dir8, or -1 when Other chooses
	Sprint bool        // taskWalk: the walk is a Sprint
	Start  world.Pos   // taskWalk: where the walk begins
	Path   []world.Pos // taskWalk: the cubes walked, ending at the destination
}

// push adds a step on top of the stack.
func (g *Game) push(t task) { g.tasks = append(g.tasks, t) }

// cancelWalk drops the pending walk of model mi (HF-MOV-5: it stays).
func (g *Game) cancelWalk(mi int) {
	for i := len(g.tasks) - 1; i >= 0; i-- {
		if g.tasks[i].Kind == taskWalk && g.tasks[i].Actor == mi {
			g.tasks = append(g.tasks[:i], g.tasks[i+1:]...)
			return
		}
	}
}
