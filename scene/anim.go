package scene

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// How long the animations take, in ticks (60 a second).
const (
	ticksPerStep  = 9  // one cube of a move
	ticksPerLevel = 7  // one level of a fall
	ticksFlash    = 24 // a hit, wound or kill flash
	ticksRoll     = 14 // a dice roll appearing in the tray
	ticksBeat     = 4  // any other event
)

// animStep shows one event. The game state is already final; a step only
// shows how it got there.
type animStep struct {
	ev    rules.Event
	piece string      // the model it moves or flashes
	path  []world.Pos // cubes from start to end, for moves and falls
	ticks int
	flash bool
	cue   cue // the sound it starts with
}

// animator plays the events of applied actions one after another.
type animator struct {
	steps []animStep
	t     float64 // ticks into steps[0]
	rate  float64 // ticks of animation per tick; 0 plays at normal speed
	fresh bool
	heard []cue // sounds of the steps started since takeCues
	// still is reduced motion (setMotion): a model moved, pushed or
	// fallen stands at once where it ends, the step only a beat long.
	still bool
}

// setMotion makes the battle's animations play, or, with reduced motion,
// show every change at once: pieces jump to their places, dice show
// settled, banners without fading. It is the one place the setting
// reaches the battle's animation.
func (b *battleScreen) setMotion(reduced bool) {
	b.anim.still = reduced
	b.dice.still = reduced
	b.ban.still = reduced
}

// push queues the events of one action.
func (an *animator) push(events []rules.Event) { an.pushCued(events, nil) }

// pushCued queues the events of one action with their sounds (cues[i]
// belongs to events[i]; missing ones are silent).
func (an *animator) pushCued(events []rules.Event, cues []cue) {
	for i, e := range events {
		s := stepFor(e)
		if an.still && len(s.path) >= 2 {
			s.path, s.ticks = nil, ticksBeat // the model is drawn where it ends
		}
		if i < len(cues) {
			s.cue = cues[i]
		}
		an.steps = append(an.steps, s)
	}
	if len(an.steps) == len(events) {
		an.t = 0
		an.fresh = true
	}
}

func stepFor(e rules.Event) animStep {
	s := animStep{ev: e, ticks: ticksBeat}
	switch e.Kind {
	case "move", "sprint", "respawn", "push", "scatter", "knockback":
		path := movePath(e)
		if len(path) >= 2 && e.Actor+e.Target != "" {
			s.piece = e.Actor
			if e.Kind != "move" && e.Kind != "sprint" && e.Target != "" {
				s.piece = e.Target
			}
			s.path = path
			s.ticks = ticksPerStep * (len(path) - 1)
		}
	case "fall":
		path := movePath(e)
		id := e.Target
		if id == "" {
			id = e.Actor
		}
		if len(path) >= 2 && id != "" {
			s.piece = id
			s.path = []world.Pos{path[0], path[len(path)-1]}
			s.ticks = ticksPerLevel * max(1, path[0].Z-path[len(path)-1].Z)
		}
	case "hit", "wound", "shield", "kill", "pin":
		if e.Target != "" {
			s.piece = e.Target
			s.flash = true
			s.ticks = ticksFlash
		}
	case "roll":
		s.ticks = ticksRoll
	}
	return s
}

// movePath is the event's route from its start to its end.
func movePath(e rules.Event) []world.Pos {
	var out []world.Pos
	if e.From != nil {
		out = append(out, *e.From)
	}
	for _, p := range e.Path {
		if len(out) == 0 || out[len(out)-1] != p {
			out = append(out, p)
		}
	}
	if e.To != nil && (len(out) == 0 || out[len(out)-1] != *e.To) {
		out = append(out, *e.To)
	}
	return out
}

// busy reports whether anything is still playing.
func (an *animator) busy() bool { return len(an.steps) > 0 }

// update advances one tick; started gets every event whose step begins now,
// and the step's sound is queued for takeCues.
func (an *animator) update(started func(rules.Event)) {
	for len(an.steps) > 0 {
		if an.fresh {
			an.fresh = false
			started(an.steps[0].ev)
			if c := an.steps[0].cue; c.s != soundNone {
				an.heard = append(an.heard, c)
			}
		}
		if an.t < float64(an.steps[0].ticks) {
			an.t += an.speed()
			return
		}
		an.steps = an.steps[1:]
		an.t = 0
		an.fresh = true
	}
}

// speed is how many ticks of animation one tick plays.
func (an *animator) speed() float64 {
	if an.rate <= 0 {
		return 1
	}
	return an.rate
}

// takeCues returns the sounds of the steps started since the last call.
func (an *animator) takeCues() []cue {
	c := an.heard
	an.heard = nil
	return c
}

// skip finishes every step at once, reporting the events not yet started.
// Skipped steps make no sound: a burst of every pending sound at once
// would only be noise.
func (an *animator) skip(started func(rules.Event)) {
	for i, s := range an.steps {
		if i > 0 || an.fresh {
			started(s.ev)
		}
	}
	an.steps, an.t, an.fresh = nil, 0, false
}

// pose returns where the animation shows a piece now: at is the point
// between two cubes (from, to, t), ok false when the piece is not animated.
func (an *animator) pose(id string) (from, to world.Pos, t float64, ok bool) {
	for i, s := range an.steps {
		if s.piece != id || len(s.path) < 2 {
			continue
		}
		if i > 0 {
			// Waiting for its turn: hold it at the start of its first step.
			return s.path[0], s.path[0], 0, true
		}
		f := min(1, an.t/float64(max(1, s.ticks))) * float64(len(s.path)-1)
		k := min(int(f), len(s.path)-2)
		return s.path[k], s.path[k+1], f - float64(k), true
	}
	return world.Pos{}, world.Pos{}, 0, false
}

// flash returns the current flash strength of every flashing piece.
func (an *animator) flash() map[string]float64 {
	if len(an.steps) == 0 || !an.steps[0].flash {
		return nil
	}
	s := an.steps[0]
	x := max(0, 1-an.t/float64(max(1, s.ticks)))
	return map[string]float64{s.piece: x}
}

// pieces lists the pieces that have pending motion.
func (an *animator) pieces() []string {
	var out []string
	for _, s := range an.steps {
		if len(s.path) >= 2 {
			out = append(out, s.piece)
		}
	}
	return out
}
