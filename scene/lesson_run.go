package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/internal/lesson"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// The states of a lesson's step.
const (
	lessonPlaying = iota // the player works towards the goal
	lessonDone           // the goal was reached: the step's Done words show
	lessonStrayed        // the player's moves left the goal out of reach
)

// lessonRun is a lesson in progress, riding on a battle screen: it offers
// the player only the step's actions, makes the other side's replies,
// notices the goal or a stray move, and shows the step's words with the
// buttons to go on, try again or leave.
type lessonRun struct {
	l     *lesson.Lesson
	rs    rules.Ruleset
	step  int
	state int

	panel              rect // where the words were drawn last frame
	next, again, leave button
}

// startLessonStep opens step i of lesson l on a new battle screen, or
// reports why it cannot start.
func startLessonStep(a *App, l *lesson.Lesson, rs rules.Ruleset, i int) (*battleScreen, error) {
	s := &l.Steps[i]
	g, err := s.Start(rs)
	if err != nil {
		return nil, err
	}
	cfg := battleConfig{game: g, recorder: rules.NewRecorder(g, rules.Setup{}, 0), mode: modeVersus, human: s.Seat, scratch: true}
	cfg.levels[s.Seat.Other()] = "easy" // never asked: the lesson makes the other side's decisions
	run := &lessonRun{l: l, rs: rs, step: i}
	b := newBattleScreenWith(a, cfg, run)
	return b, nil
}

// cur is the step being played.
func (r *lessonRun) cur() *lesson.Step { return &r.l.Steps[r.step] }

// offered is the part of legal the battle offers: the step's actions for
// the player while the step is played, nothing once it is done or lost.
func (r *lessonRun) offered(legal []rules.Action) []rules.Action {
	if r.state != lessonPlaying {
		return nil
	}
	return r.cur().Offered(legal)
}

// applied notes an action the player took in g.
func (r *lessonRun) applied(g rules.Game, act rules.Action) {
	s := r.cur()
	switch {
	case s.Reached(act):
		r.state = lessonDone
	case s.Stuck(g):
		r.state = lessonStrayed
	}
}

// update runs the lesson's part of a battle's tick: the other side's
// replies, the panel's buttons and keys. It reports true when the battle
// must take no other input this tick.
func (r *lessonRun) update(a *App, b *battleScreen, in *input) bool {
	r.layout(a, b)
	switch {
	case r.leave.clicked(in), in.command(cmdMenu):
		a.switchTo(newLessonScreen(a))
		return true
	case r.state == lessonDone && (r.next.clicked(in) || in.pressed(ebiten.KeyEnter) || in.pressed(ebiten.KeyNumpadEnter)):
		r.goOn(a)
		return true
	case r.again.clicked(in) || (r.state == lessonStrayed && (in.pressed(ebiten.KeyEnter) || in.pressed(ebiten.KeyNumpadEnter))):
		r.restart(a)
		return true
	}
	if r.state != lessonPlaying {
		b.hoverOK = false
		return true
	}
	if b.g.ToMove() != r.cur().Seat {
		b.hoverOK = false
		if b.anim.busy() {
			return true
		}
		if act, ok := r.cur().ReplyTo(b.g); ok {
			b.apply(a, act)
		} else {
			r.state = lessonStrayed
			b.refresh()
		}
		return true
	}
	return false
}

// goOn records the finished step and opens the next, or ends the lesson.
func (r *lessonRun) goOn(a *App) {
	if err := saveLessonProgress(a.store, r.l.Ruleset, r.step+1); err != nil {
		a.notify(err.Error())
	}
	if r.step+1 >= len(r.l.Steps) {
		a.notify(a.t("LessonComplete"))
		a.switchTo(newLessonScreen(a))
		return
	}
	r.open(a, r.step+1)
}

// restart opens the step again from its position.
func (r *lessonRun) restart(a *App) { r.open(a, r.step) }

// open switches to step i on a new battle screen.
func (r *lessonRun) open(a *App, i int) {
	b, err := startLessonStep(a, r.l, r.rs, i)
	if err != nil {
		a.notify(err.Error())
		a.switchTo(newLessonScreen(a))
		return
	}
	a.switchTo(b)
}
