package lesson

import (
	"io/fs"
	"testing"

	lessondata "github.com/flashpoint-arena/flashpoint/assets/lessons"
	"github.com/flashpoint-arena/flashpoint/internal/lang"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// shipped loads every lesson of assets/lessons.
func shipped(t *testing.T) []*Lesson {
	t.Helper()
	dirs, err := fs.ReadDir(lessondata.FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	var out []*Lesson
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		l, err := Load(lessondata.FS, d.Name())
		if err != nil {
			t.Fatal(err)
		}
		if l.Ruleset != d.Name() {
			t.Errorf("%s/lesson.json teaches %q", d.Name(), l.Ruleset)
		}
		out = append(out, l)
	}
	if len(out) == 0 {
		t.Fatal("no lessons shipped")
	}
	return out
}

// TestShippedLessonsPlay: every step of every shipped lesson starts from
// its position, offers the player something, and its goal can be reached
// by the actions it offers (with its replies for the other side); every
// word it shows is a message in every language's files.
func TestShippedLessonsPlay(t *testing.T) {
	reg := all.Registry()
	cat, err := lang.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range shipped(t) {
		rs, err := reg.Get(l.Ruleset)
		if err != nil {
			t.Fatalf("lesson: %v", err)
		}
		ids := []string{l.Title}
		for i := range l.Steps {
			s := &l.Steps[i]
			ids = append(ids, s.Text, s.Done)
			g, err := s.Start(rs)
			if err != nil {
				t.Fatalf("%s: %v", l.Ruleset, err)
			}
			if g.ToMove() != s.Seat || len(s.Offered(g.Legal())) == 0 {
				t.Errorf("%s step %s: the player is offered nothing at the start", l.Ruleset, s.ID)
				continue
			}
			for _, m := range s.Marks {
				if !g.Arena().In(m) {
					t.Errorf("%s step %s: mark %v is off the arena", l.Ruleset, s.ID, m)
				}
			}
			if path, ok := reach(s, g, 4); !ok {
				t.Errorf("%s step %s: no way to the goal within 4 decisions", l.Ruleset, s.ID)
			} else {
				t.Logf("%s step %s: %v", l.Ruleset, s.ID, path)
			}
		}
		for _, code := range lang.Languages() {
			msgs := cat.Messages(code)
			for _, id := range ids {
				if msgs[id] == nil {
					t.Errorf("%s lesson: message %s is missing in %s", l.Ruleset, id, code)
				}
			}
		}
	}
}

// reach looks for actions that take the step from g to its goal, the
// player's from what the step offers and the other side's from its
// replies, within depth decisions.
func reach(s *Step, g rules.Game, depth int) ([]string, bool) {
	if depth == 0 || g.Over() {
		return nil, false
	}
	var options []rules.Action
	if g.ToMove() == s.Seat {
		options = s.Offered(g.Legal())
	} else if a, ok := s.ReplyTo(g); ok {
		options = []rules.Action{a}
	}
	for _, a := range options {
		if s.Reached(a) {
			c := g.Clone()
			if _, err := c.Apply(a); err != nil {
				return nil, false
			}
			return []string{a.Text()}, true
		}
	}
	for _, a := range options {
		c := g.Clone()
		if _, err := c.Apply(a); err != nil {
			continue
		}
		if rest, ok := reach(s, c, depth-1); ok {
			return append([]string{a.Text()}, rest...), true
		}
	}
	return nil, false
}

// TestStrayingIsCaught: in the items step, the move to the item leaves
// the step going (the take is offered next); in the moving step, a move
// elsewhere leaves the model no second Move, so the step says it is
// stuck and a screen starts it again. A scripted die shows first.
func TestStrayingIsCaught(t *testing.T) {
	steps := map[string]*Step{}
	for _, l := range shipped(t) {
		if l.Ruleset == "flashpoint" {
			for i := range l.Steps {
				steps[l.Steps[i].ID] = &l.Steps[i]
			}
		}
	}
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	start := func(id string) (*Step, rules.Game) {
		t.Helper()
		s := steps[id]
		if s == nil {
			t.Fatalf("no flashpoint step %s", id)
		}
		g, err := s.Start(rs)
		if err != nil {
			t.Fatal(err)
		}
		return s, g
	}
	apply := func(s *Step, g rules.Game, text string) {
		t.Helper()
		a, err := rules.Find(s.Offered(g.Legal()), text)
		if err != nil {
			t.Fatal(err)
		}
		if s.Reached(a) {
			t.Fatalf("%s reached the goal", text)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	s, g := start("items")
	apply(s, g, "blue.1 move 2,1,0")
	if s.Stuck(g) {
		t.Error("stuck on the item's cube, with the take offered")
	}
	s, g = start("move")
	apply(s, g, "blue.1 move 2,0,0")
	if !s.Stuck(g) {
		t.Errorf("not stuck after a move elsewhere (%s to move: %s)", g.ToMove(), g.Prompt())
	}
	s.Dice = []int{7}
	_, g = start("move")
	if got := g.Dice().Roll(8); got != 7 {
		t.Errorf("the first die rolled %d, want the scripted 7", got)
	}
}
