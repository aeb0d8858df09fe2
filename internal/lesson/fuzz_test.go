package lesson

import (
	"testing"
	"testing/fstest"

	lessondata "github.com/flashpoint-arena/flashpoint/assets/lessons"
)

// FuzzLoad: any lesson file is read or refused with an error, never a
// panic, and a lesson that reads has steps with IDs and goals.
func FuzzLoad(f *testing.F) {
	if data, err := lessondata.FS.ReadFile("flashpoint/lesson.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"ruleset": "x", "title": "T", "steps": [{"id": "a", "position": "p.json", "text": "T", "done": "D", "goal": {"kind": "move"}, "marks": ["1,2,0"]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{"x/lesson.json": {Data: data}, "x/p.json": {Data: []byte("{}")}, "x/move.json": {Data: []byte("{}")}}
		l, err := Load(fsys, "x")
		if err != nil {
			return
		}
		for _, s := range l.Steps {
			if s.ID == "" || s.Goal == (Pattern{}) || s.Text == "" || s.Done == "" {
				t.Fatalf("a step read without its id, goal or words: %+v", s)
			}
		}
	})
}
