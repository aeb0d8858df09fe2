package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// taskKind names one pending step of an action being resolved. Steps wait
// on a stack because some need a decision of either seat in the middle of
// an action (who makes a free Assault, where a pushed model goes); the
// stack is part of the saved state.
type taskKind uint8

// The pending steps.
const (
	taskNone        taskKind = iota
	taskWalk                 // Actor walks Path (a Move or Sprint), then HF-MOV-4
	taskLeave                // HF-MOV-5: the opponent may make a free Assault on Actor before it leaves
	taskCharge               // HF-MOV-4/HF-MOV-6: Actor, in an enemy cube, makes a free Assault (+2)
	taskPinned               // HF-PIN-6: an enemy of the pinned Actor makes a free Assault on it
	taskStand                // HF-STD-3: the opponent may make a free Assault on Actor that just stood up
	taskPush                 // knockback: Other pushes Actor one cube in Dir (-1: Other chooses)
	taskLoot                 // HF-WPN-3: Actor takes or drops the weapon of the model it killed
	taskEvade                // Evade: Actor, shot and still unpinned, may make a free one-cube Move
	taskScout                // Scout: Actor may make a free one-cube Move before round 1
	taskTransition           // Fast Transition: Actor may shoot a second weapon (not Weapon) in its Shoot action
	taskStick                // Sticky: Actor picks the model in Cube its Weapon (Profile) sticks to
	taskReroll               // HF-CMD-2: Actor's side rerolls up to Used command dice
	taskCarry                // HF-CMD-3: Actor's side picks up to Used unspent dice to carry over
	taskBid                  // HF-CMD-4, A7: Actor's side may bid a +1 Model die for the first turn
	taskInitiative           // HF-CMD-4: Actor's side, the last bidder, goes first or second
	taskBoost                // HF-CMD-5: Actor's side may add Extra d8 dice to the held attack
	taskSnap                 // Snap Shot: Actor, charged by Other, may shoot it first
	taskResume               // the held attack (command_hold.go) is rolled
	taskReturn               // Return to Sender: Actor's side may catch the grenade Other aims at Cube
	taskBlastBoost           // HF-CMD-5: Actor's side may add Extra d8 dice to a Survive test of its model in Cube against Other's cube attack
	taskBlast                // the cube attack of Actor (Weapon, Profile) detonates in Cube, Other stuck (-1 none), after taskBlastBoost
	taskHazardBoost          // HF-CMD-5: Actor's side may add Extra d8 dice to its Survive test against a wall (Used hazardWall) or gravity (Used levels)
	taskHazard               // Actor takes the held wall or gravity test (Used as taskHazardBoost) with the Extra d8 dice declared
	taskRelocate             // A10: Actor, pushed in Dir, landed in the full cube Cube; it scatters from there with Used tries left
	taskScatter              // Frag: Actor, a survivor, scatters (after a held test of another survivor)
)

// taskName is a kind as the position format writes it.
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
	case taskEvade:
		return "evade"
	case taskScout:
		return "scout"
	case taskTransition:
		return "transition"
	case taskStick:
		return "stick"
	case taskReroll:
		return "reroll"
	case taskCarry:
		return "carry"
	case taskBid:
		return "bid"
	case taskInitiative:
		return "initiative"
	case taskBoost:
		return "extra-d8"
	case taskSnap:
		return "snap-shot"
	case taskResume:
		return "resume"
	case taskReturn:
		return "return-to-sender"
	case taskBlastBoost:
		return "extra-d8-blast"
	case taskBlast:
		return "blast"
	case taskHazardBoost:
		return "extra-d8-hazard"
	case taskHazard:
		return "hazard"
	case taskRelocate:
		return "relocate"
	case taskScatter:
		return "scatter"
	}
	return ""
}

// taskKindNames lists every kind name the position format accepts, in
// order. The kinds after taskNone are contiguous and all named.
func taskKindNames() []string {
	var out []string
	for k := taskWalk; taskName(k) != ""; k++ {
		out = append(out, taskName(k))
	}
	return out
}

// taskKindNamed reads a kind name; taskNone if unknown.
func taskKindNamed(s string) taskKind {
	for k := taskWalk; taskName(k) != ""; k++ {
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
	Dir    int         // taskPush: world.Dir8, or -1 when Other chooses; taskRelocate: the push's world.Dir8
	Sprint bool        // taskWalk: the walk is a Sprint
	Start  world.Pos   // taskWalk: where the walk begins
	Path   []world.Pos // taskWalk: the cubes walked, ending at the destination
	Walk   []world.Pos // taskWalk: Start then Path in one slice, when built together (nil: walked builds it)

	Profile string    // taskStick: the profile name of Weapon ("" the main one)
	Cube    world.Pos // taskStick: the cube the attack landed in; taskRelocate: the full cube the model landed in
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

// taskSeat is the seat that decides a pending step.
func (g *Game) taskSeat(t *task) rules.Seat {
	switch t.Kind {
	case taskLeave, taskStand, taskPinned:
		return g.seatOf(t.Actor).Other()
	case taskPush:
		if t.Other >= 0 {
			return g.seatOf(t.Other)
		}
		return g.seatOf(t.Actor).Other()
	}
	return g.seatOf(t.Actor)
}

// taskOptions returns the options of a pending step. auto is true when the
// step goes ahead without a decision: with no option (nothing to decide, or
// nothing to do) or with the one option it must take.
func (g *Game) taskOptions(t *task) (opts []rules.Action, auto bool) {
	if t.Actor < 0 || t.Actor >= len(g.models) {
		return nil, true
	}
	m := &g.models[t.Actor]
	seat := g.taskSeat(t)
	defer func() { g.keepScratch(opts) }()
	opts = g.scratch[:0]
	switch t.Kind {
	case taskLeave, taskStand:
		if !m.OnBoard {
			return nil, true
		}
		for _, e := range g.enemiesOf(t.Actor, true) {
			opts = g.freeAssaults(opts, seat, e, t.Actor)
		}
		if len(opts) == 0 {
			return nil, true
		}
		return append(opts, rules.Action{Seat: seat, Kind: "decline"}), false
	case taskCharge, taskPinned:
		if !m.OnBoard || (t.Kind == taskCharge && m.Pinned) {
			return nil, true
		}
		if t.Kind == taskCharge {
			for _, e := range g.enemiesOf(t.Actor, false) {
				opts = g.freeAssaults(opts, seat, t.Actor, e)
			}
		} else {
			for _, e := range g.enemiesOf(t.Actor, true) {
				opts = g.freeAssaults(opts, seat, e, t.Actor)
			}
		}
		return opts, len(opts) <= 1
	case taskPush:
		if !m.OnBoard || t.Dir >= 0 {
			return nil, true
		}
		by := seat.String()
		if t.Other >= 0 && t.Other < len(g.models) {
			by = g.models[t.Other].ID
		}
		for d := world.N; d <= world.NW; d++ {
			opts = append(opts, rules.Action{Seat: seat, Kind: "push", Actor: by, Target: m.ID, Option: dirName(d)})
		}
		return opts, false
	case taskLoot:
		if !m.OnBoard {
			return nil, true
		}
		return g.lootOptions(t), false
	case taskEvade, taskScout, taskTransition:
		return g.keywordTaskOptions(t)
	case taskStick:
		opts = g.stickOptions(t)
		return opts, len(opts) <= 1
	case taskReroll, taskCarry, taskBid, taskInitiative:
		return g.roundTaskOptions(t, seat, opts)
	case taskReturn:
		return g.returnOptions(t, seat)
	case taskBoost, taskSnap, taskResume:
		return g.holdTaskOptions(t, seat, opts)
	case taskBlastBoost:
		return g.blastBoostOptions(t, seat)
	case taskHazardBoost:
		return g.hazardBoostOptions(t, seat)
	}
	return nil, true
}

// runTask carries out a pending step that needs no choice.
func (g *Game) runTask(t task, l *log) {
	switch t.Kind {
	case taskWalk:
		g.runWalk(t, l)
	case taskPush:
		if t.Dir >= 0 && g.models[t.Actor].OnBoard {
			g.forcedPush(t.Actor, world.Dir8(t.Dir), l)
		}
	case taskLoot:
		// The killer is gone: the weapon stays where it is.
		if t.Actor >= 0 && t.Actor < len(g.models) {
			g.tokens = append(g.tokens, floorWeapon{Weapon: t.Weapon, Used: t.Used, Pos: g.models[t.Actor].Pos})
		}
	case taskStick:
		g.resolveStick(t, "", l) // no model in sight to stick to
	case taskReroll, taskCarry, taskBid, taskInitiative:
		g.runRoundTask(t, l)
	case taskResume:
		g.runHoldTask(t, l)
	case taskBlast:
		g.runBlast(t, l)
	case taskHazard:
		g.runHazard(t, l)
	case taskRelocate, taskScatter:
		g.runForcedStep(t, l)
	}
}

// resolveTask carries out the chosen option of a pending step (already
// taken off the stack).
func (g *Game) resolveTask(t task, a rules.Action, l *log) {
	switch t.Kind {
	case taskLeave, taskStand:
		if a.Kind == "decline" {
			e := l.sayf("decline", a.Seat, "FpLetsBe", "Seat Model", "%s lets %s be.", a.Seat, g.models[t.Actor].ID)
			e.Target = g.models[t.Actor].ID
			return
		}
		g.doAssault(a, assaultFlags{Free: true, Holds: t.Kind == taskLeave, WasPinned: t.Kind == taskStand}, l)
	case taskCharge:
		g.doAssault(a, assaultFlags{Free: true, Charged: true}, l)
	case taskPinned:
		g.doAssault(a, assaultFlags{Free: true}, l)
	case taskPush:
		if d, ok := dirNamed(a.Option); ok {
			g.forcedPush(t.Actor, d, l)
		}
	case taskLoot:
		g.doLoot(t, a, l)
	case taskEvade, taskScout, taskTransition:
		g.resolveKeywordTask(t, a, l)
	case taskStick:
		g.resolveStick(t, a.Target, l)
	case taskReroll, taskCarry, taskBid, taskInitiative:
		g.resolveRoundTask(t, a, l)
	case taskReturn:
		if a.Kind == "order" {
			g.resolveReturn(t, a, l)
		}
	case taskBoost, taskSnap:
		g.resolveHoldTask(t, a, l)
	case taskBlastBoost:
		g.resolveBlastBoost(t, a, l)
	case taskHazardBoost:
		g.resolveHazardBoost(t, a, l)
	}
}

// hasCube reports whether a step of kind k names a weapon profile and a
// cube (a cube attack's steps).
func (k taskKind) hasCube() bool {
	switch k {
	case taskStick, taskReturn, taskBlastBoost, taskBlast:
		return true
	}
	return false
}
