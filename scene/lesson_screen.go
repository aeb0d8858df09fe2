package scene

import (
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	lessondata "github.com/flashpoint-arena/flashpoint/assets/lessons"
	"github.com/flashpoint-arena/flashpoint/internal/lesson"
	"github.com/flashpoint-arena/flashpoint/rules"
)

// lessonEntry is one lesson on the lesson screen, with its ruleset and
// how far the player got.
type lessonEntry struct {
	l    *lesson.Lesson
	rs   rules.Ruleset
	done int // steps finished
}

// lessonScreen lists the lessons: each starts, or resumes where the player
// left it, or starts over.
type lessonScreen struct {
	entries []lessonEntry
	open    []button // start or resume, one per entry
	over    []button // start over, one per entry
	back    button
}

// newLessonScreen lists the shipped lessons of the registry's rulesets,
// in the registry's order. A lesson that does not load is reported and
// left out.
func newLessonScreen(a *App) *lessonScreen {
	s := &lessonScreen{}
	progress := loadLessonProgress(a.store)
	for _, name := range a.cfg.Registry.Names() {
		if _, err := fs.Stat(lessondata.FS, name+"/lesson.json"); err != nil {
			continue
		}
		l, err := lesson.Load(lessondata.FS, name)
		if err != nil {
			a.notify(err.Error())
			continue
		}
		rs, err := a.cfg.Registry.Get(name)
		if err != nil {
			continue
		}
		s.entries = append(s.entries, lessonEntry{l: l, rs: rs, done: min(progress[name], len(l.Steps))})
	}
	return s
}

// resumeAt is the step entry e opens at: the first unfinished one, or the
// first when the lesson is finished.
func (e lessonEntry) resumeAt() int {
	if e.done >= len(e.l.Steps) {
		return 0
	}
	return e.done
}

func (s *lessonScreen) layout(a *App) {
	w, h := a.size()
	bw := min(520, w-60-180)
	top := s.helpBottom(a) + 24
	s.back = button{r: rect{w/2 - 110, h - 70, 220, 44}, label: a.t("LessonBack"), hint: "Esc"}
	pitch, bh := 56.0, 46.0
	if titleShort(h) {
		top = s.helpBottom(a) + 10
		s.back.r = rect{w/2 - 110, h - 44, 220, 36}
	}
	if n := float64(len(s.entries)); n > 0 && top+n*pitch > s.back.r.Y-10 {
		// A short window: the rows close up to stand above Back.
		pitch = max(30, (s.back.r.Y-10-top)/n)
		bh = pitch - 6
	}
	s.open, s.over = s.open[:0], s.over[:0]
	for i, e := range s.entries {
		y := top + float64(i)*pitch
		x := (w - bw - 188) / 2
		label := a.t(e.l.Title)
		switch {
		case e.done >= len(e.l.Steps):
			label += "  ·  " + a.t("LessonDoneMark")
		case e.done > 0:
			label += "  ·  " + a.t("LessonResume", "Step", e.done+1)
		}
		s.open = append(s.open, button{r: rect{x, y, bw, bh}, label: label, hint: string(rune('1' + i))})
		s.over = append(s.over, button{r: rect{x + bw + 8, y, 180, bh}, label: a.t("LessonRestart"), disabled: e.done == 0})
	}
}

// heading is the screen's title face and where its title and help stand:
// in a short window (200% interface size) a smaller title, higher, and
// the help in the small face; a title wider than the window in a smaller
// face still.
func (s *lessonScreen) heading(a *App) (title text.Face, titleY float64, help text.Face, helpY float64) {
	w, h := a.size()
	size, titleY, help := float64(sizeTitle), 40.0, a.fonts.face(sizeNormal)
	if titleShort(h) {
		size, titleY, help = sizeTitle-12, 8, a.fonts.face(sizeSmall)
	}
	for size > sizeLarge && textWidth(a.t("LessonPick"), a.fonts.boldFace(size)) > w-24 {
		size -= 4
	}
	title = a.fonts.boldFace(size)
	return title, titleY, help, titleY + lineHeight(title) + 8
}

// helpBottom is where the screen's title and help end.
func (s *lessonScreen) helpBottom(a *App) float64 {
	w, _ := a.size()
	_, _, face, y := s.heading(a)
	return y + float64(len(wrap(a.t("LessonPickHelp"), face, min(760, w-60))))*lineHeight(face)
}

func (s *lessonScreen) update(a *App, in *input) error {
	s.layout(a)
	if s.back.clicked(in) || in.command(cmdMenu) {
		a.switchTo(newTitleScreen(a))
		return nil
	}
	for i, e := range s.entries {
		key := ebiten.Key1 + ebiten.Key(i)
		switch {
		case s.open[i].clicked(in), i < 9 && in.pressed(key):
			s.start(a, e, e.resumeAt())
			return nil
		case s.over[i].clicked(in):
			if err := saveLessonProgress(a.store, e.l.Ruleset, 0); err != nil {
				a.notify(err.Error())
			}
			s.start(a, e, 0)
			return nil
		}
	}
	return nil
}

// start opens lesson e at step i.
func (s *lessonScreen) start(a *App, e lessonEntry, i int) {
	b, err := startLessonStep(a, e.l, e.rs, i)
	if err != nil {
		a.notify(err.Error())
		return
	}
	a.switchTo(b)
}

func (s *lessonScreen) draw(a *App, dst *ebiten.Image) {
	s.layout(a)
	w, _ := a.size()
	a.drawBackdrop(dst)
	title, titleY, face, y := s.heading(a)
	drawText(dst, a.t("LessonPick"), title, w/2, titleY, colText, text.AlignCenter)
	for _, line := range wrap(a.t("LessonPickHelp"), face, min(760, w-60)) {
		drawText(dst, line, face, w/2, y, colDim, text.AlignCenter)
		y += lineHeight(face)
	}
	for i := range s.entries {
		s.open[i].draw(dst, a.fonts, &a.in)
		s.over[i].draw(dst, a.fonts, &a.in)
	}
	s.back.draw(dst, a.fonts, &a.in)
}
