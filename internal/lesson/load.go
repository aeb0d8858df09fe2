package lesson

import (
	"errors"
	"fmt"
	"io/fs"
	"path"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Lesson is the tutorial of one ruleset.
type Lesson struct {
	Ruleset string // the ruleset it teaches, as registered
	Title   string // message ID of its title
	Steps   []Step
}

// file is lesson.json as written.
type file struct {
	Ruleset string     `json:"ruleset"`
	Title   string     `json:"title"`
	Steps   []fileStep `json:"steps"`
}

type fileStep struct {
	ID       string    `json:"id"`
	Position string    `json:"position"`
	Dice     []int     `json:"dice"`
	Text     string    `json:"text"`
	Done     string    `json:"done"`
	Allow    []Pattern `json:"allow"`
	Goal     Pattern   `json:"goal"`
	Reply    []Pattern `json:"reply"`
	Marks    []string  `json:"marks"`
	Seat     string    `json:"seat"`
}

// Load reads dir/lesson.json from fsys and the position files its steps
// name (relative to dir). Errors name the file and the step.
func Load(fsys fs.FS, dir string) (*Lesson, error) {
	name := path.Join(dir, "lesson.json")
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("lesson: %w", err)
	}
	var f file
	if err := rules.DecodeStrict(name, data, &f); err != nil {
		return nil, fmt.Errorf("lesson %w", err)
	}
	if f.Ruleset == "" || f.Title == "" {
		return nil, fmt.Errorf("lesson %s: ruleset and title are required", name)
	}
	if len(f.Steps) == 0 {
		return nil, fmt.Errorf("lesson %s: no steps", name)
	}
	l := &Lesson{Ruleset: f.Ruleset, Title: f.Title}
	seen := map[string]bool{}
	for i, fs_ := range f.Steps {
		s, err := fs_.step(fsys, dir)
		if err != nil {
			return nil, fmt.Errorf("lesson %s: step %d: %w", name, i+1, err)
		}
		if seen[s.ID] {
			return nil, fmt.Errorf("lesson %s: step %d: id %q is used twice", name, i+1, s.ID)
		}
		seen[s.ID] = true
		l.Steps = append(l.Steps, s)
	}
	return l, nil
}

// step checks a step as written and reads its position.
func (f fileStep) step(fsys fs.FS, dir string) (Step, error) {
	s := Step{ID: f.ID, Dice: f.Dice, Text: f.Text, Done: f.Done, Allow: f.Allow, Goal: f.Goal, Reply: f.Reply}
	switch {
	case f.ID == "":
		return s, errors.New("id is required")
	case f.Position == "":
		return s, fmt.Errorf("%s: position is required", f.ID)
	case f.Text == "" || f.Done == "":
		return s, fmt.Errorf("%s: text and done are required", f.ID)
	case f.Goal == (Pattern{}):
		return s, fmt.Errorf("%s: a goal is required", f.ID)
	}
	for _, d := range f.Dice {
		if d < 1 {
			return s, fmt.Errorf("%s: die face %d", f.ID, d)
		}
	}
	switch f.Seat {
	case "", "blue":
		s.Seat = rules.Blue
	case "red":
		s.Seat = rules.Red
	default:
		return s, fmt.Errorf("%s: seat %q is neither blue nor red", f.ID, f.Seat)
	}
	for _, m := range f.Marks {
		p, err := world.ParsePos(m)
		if err != nil {
			return s, fmt.Errorf("%s: mark %q: %w", f.ID, m, err)
		}
		s.Marks = append(s.Marks, p)
	}
	data, err := fs.ReadFile(fsys, path.Join(dir, f.Position))
	if err != nil {
		return s, fmt.Errorf("%s: %w", f.ID, err)
	}
	s.Position = data
	return s, nil
}
