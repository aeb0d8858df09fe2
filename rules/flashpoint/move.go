package flashpoint

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// doMove starts a Move or Sprint along the action's path. Leaving a cube
// that holds unpinned enemies first gives the opponent a free Assault
// (HF-MOV-5); the walk itself is the next pending step.
func (g *Game) doMove(mi int, a rules.Action, l *log) {
	m := &g.models[mi]
	var walk []world.Pos
	if a.Path == nil { // a Move of the current list: its path is built now
		if walk = g.lazyWalk(a, []world.Pos{m.Pos}); walk != nil {
			a.Path = walk[1:]
		}
	}
	if !(m.Unit.Scout && a.Kind == "move") {
		m.Crouched = false // A15: Crouched ends when the model moves (Scout keeps it on a Move)
	}
	g.push(task{Kind: taskWalk, Actor: mi, Other: -1, Start: m.Pos, Path: a.Path, Walk: walk, Sprint: a.Kind == "sprint"})
	g.act.Item.Thrust = false // a Thruster serves one move
	if len(g.enemiesOf(mi, true)) > 0 {
		g.push(task{Kind: taskLeave, Actor: mi, Other: -1})
		e := l.sayf("leave", m.Seat, "FpTriesToLeave", "Model", "%s tries to leave a cube held by the enemy.", labelled{m})
		e.Actor, e.From = m.ID, posPtr(m.Pos)
	}
}

// runWalk moves the model along its path, unless something stopped it on
// the way out (killed, pinned, pushed, or held by HF-MOV-5). Entering a
// cube with enemies ends the move with a free Assault (HF-MOV-4).
func (g *Game) runWalk(t task, l *log) {
	m := &g.models[t.Actor]
	if !m.OnBoard || m.Pinned || m.Pos != t.Start || len(t.Path) == 0 {
		return
	}
	to := t.Path[len(t.Path)-1]
	if l.silent {
		l.noteKind("move")
	} else {
		e := rules.Event{Kind: "move", Seat: m.Seat, Actor: m.ID, From: posPtr(m.Pos), To: posPtr(to), Path: t.Path}
		if !l.quiet {
			verb, id := "moves", "FpMoves"
			if t.Sprint {
				verb, id = "sprints", "FpSprints"
			}
			e.Text = m.label() + " " + verb + " to " + cube(to) + "."
			e.Msg = rules.Say(id, "Model", m.label(), "Cube", cube(to))
		}
		l.add(e)
	}
	m.Pos = to
	passed := walked(t) // never changed once made: the pickup rules keep it
	if g.act.Model == t.Actor {
		g.act.Pickup = true
		g.act.Item.Passed = passed
	}
	if g.enemiesIn(to, m.Seat) {
		g.push(task{Kind: taskCharge, Actor: t.Actor, Other: -1})
	}
	g.objectivesAlong(t.Actor, passed, l)
}

// walked lists every cube of a walk: its start, then its path (Walk when
// doMove built them together).
func walked(t task) []world.Pos {
	if len(t.Walk) == len(t.Path)+1 {
		return t.Walk
	}
	return append(append(make([]world.Pos, 0, len(t.Path)+1), t.Start), t.Path...)
}

// doCrouch is the Crouch action (A15): +1 ranged die and +1 Survive die
// against ranged attacks until the model moves, assaults or is pinned.
func (g *Game) doCrouch(mi int, l *log) {
	m := &g.models[mi]
	m.Crouched = true
	g.act.Pickup = true
	e := l.sayf("crouch", m.Seat, "FpCrouches", "Model", "%s crouches.", labelled{m})
	e.Actor = m.ID
	g.objectivesAlong(mi, []world.Pos{m.Pos}, l)
}

// doStand is the Stand Up action (HF-STD-1..4): the Pinned status ends;
// an enemy in the cube may then make a free Assault with +1 (HF-STD-3).
func (g *Game) doStand(mi int, l *log) {
	m := &g.models[mi]
	m.Pinned = false
	e := l.sayf("stand", m.Seat, "FpStandsUp", "Model", "%s stands up.", labelled{m})
	e.Actor = m.ID
	if len(g.enemiesOf(mi, true)) > 0 {
		g.push(task{Kind: taskStand, Actor: mi, Other: -1})
	}
}
