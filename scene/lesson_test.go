package scene

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// lessonBattle is the battle screen the App shows, which must teach a
// lesson's step.
func lessonBattle(t *testing.T, a *App) *battleScreen {
	t.Helper()
	b, ok := a.cur.(*battleScreen)
	if !ok || b.lesson == nil {
		t.Fatalf("the App shows %T, not a lesson's step", a.cur)
	}
	return b
}

// towardsGoal is an action of the battle's offer that reaches the step's
// goal, or else one that goes to a cube the step marks.
func towardsGoal(t *testing.T, b *battleScreen) rules.Action {
	t.Helper()
	s := b.lesson.cur()
	for _, act := range b.legal {
		if s.Reached(act) {
			return act
		}
	}
	for _, act := range b.legal {
		if act.Cell != nil && slices.Contains(s.Marks, *act.Cell) {
			return act
		}
	}
	if len(b.legal) == 0 {
		t.Fatalf("step %s: nothing offered", s.ID)
	}
	return b.legal[0] // a step on the way: activating, picking the impulse's cube
}

// TestLessonsPlayThrough: every lesson listed is played from the title's
// lesson list to its end on the real rules: each step offers only its own
// actions, its goal shows the step's result and Enter opens the next; the
// progress is saved step by step, and the last step leads back to the
// list with the lesson finished.
func TestLessonsPlayThrough(t *testing.T) {
	a := newRealApp(t, "flashpoint", "", 1)
	ls := newLessonScreen(a)
	if len(ls.entries) < 4 || ls.entries[0].l.Ruleset != "flashpoint" {
		t.Fatalf("lessons listed: %+v", ls.entries)
	}
	for k := range ls.entries {
		playLesson(t, a, k)
	}
}

// playLesson plays the k-th lesson of the list through.
func playLesson(t *testing.T, a *App, k int) {
	t.Helper()
	ls := newLessonScreen(a)
	a.switchTo(ls)
	name := ls.entries[k].l.Ruleset
	steps := len(ls.entries[k].l.Steps)
	press(t, a, ls, ebiten.Key1+ebiten.Key(k))
	for i := 0; i < steps; i++ {
		b := lessonBattle(t, a)
		if b.lesson.step != i || b.lesson.l.Ruleset != name {
			t.Fatalf("%s step %d shown, want %s step %d", b.lesson.l.Ruleset, b.lesson.step, name, i)
		}
		for _, act := range b.legal {
			if act.Seat != rules.Blue {
				t.Fatalf("step %d offers the other side's %s", i, act.Text())
			}
		}
		for n := 0; b.lesson.state == lessonPlaying; n++ {
			if n == 4 {
				t.Fatalf("step %s: no goal after 4 actions", b.lesson.cur().ID)
			}
			b.apply(a, towardsGoal(t, b))
		}
		if b.lesson.state != lessonDone {
			t.Fatalf("step %s: state %d after the goal", b.lesson.cur().ID, b.lesson.state)
		}
		if len(b.legal) != 0 {
			t.Fatalf("step %s: still offers %v once done", b.lesson.cur().ID, b.legal)
		}
		press(t, a, b, ebiten.KeyEnter)
		if got := loadLessonProgress(a.store)[name]; got != i+1 {
			t.Fatalf("%s: after step %d the progress is %d", name, i+1, got)
		}
	}
	back, ok := a.cur.(*lessonScreen)
	if !ok {
		t.Fatalf("after the last step the App shows %T", a.cur)
	}
	if e := back.entries[k]; e.done != steps || e.resumeAt() != 0 {
		t.Fatalf("finished lesson listed as done %d, resuming at %d", e.done, e.resumeAt())
	}
}

// TestLessonStrayRestartsAndResumes: a move that leaves the goal out of
// reach ends the step with nothing offered, and Enter starts it again
// from its position; Esc leaves the lesson, which resumes at the step the
// player reached.
func TestLessonStrayRestartsAndResumes(t *testing.T) {
	a := newRealApp(t, "flashpoint", "", 1)
	if err := saveLessonProgress(a.store, "flashpoint", 0); err != nil {
		t.Fatal(err)
	}
	ls := newLessonScreen(a)
	press(t, a, ls, ebiten.Key1)
	b := lessonBattle(t, a)
	start := b.g.Hash()
	var wrong *rules.Action
	for i := range b.legal {
		if !b.lesson.cur().Reached(b.legal[i]) {
			wrong = &b.legal[i]
			break
		}
	}
	if wrong == nil {
		t.Fatal("the first step offers nothing but its goal")
	}
	b.apply(a, *wrong)
	if b.lesson.state != lessonStrayed || len(b.legal) != 0 {
		t.Fatalf("after %s: state %d, offered %v", wrong.Text(), b.lesson.state, b.legal)
	}
	press(t, a, b, ebiten.KeyEnter)
	again := lessonBattle(t, a)
	if again == b || again.lesson.step != 0 || again.g.Hash() != start || again.lesson.state != lessonPlaying {
		t.Fatalf("the step did not start again from its position")
	}
	again.apply(a, towardsGoal(t, again))
	press(t, a, again, ebiten.KeyEnter) // step 2 opens
	press(t, a, lessonBattle(t, a), a.settings.Key(cmdMenu))
	ls, ok := a.cur.(*lessonScreen)
	if !ok {
		t.Fatalf("Esc in a lesson shows %T", a.cur)
	}
	if at := ls.entries[0].resumeAt(); at != 1 {
		t.Fatalf("the lesson resumes at step %d, want 1 (the second)", at)
	}
	press(t, a, ls, ebiten.Key1)
	if b := lessonBattle(t, a); b.lesson.step != 1 {
		t.Fatalf("resumed at step %d", b.lesson.step)
	}
}
