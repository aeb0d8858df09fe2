package lesson

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

func TestPatternMatches(t *testing.T) {
	at := world.Pos{X: 3, Y: 0, Z: 0}
	move := rules.Action{Seat: rules.Blue, Kind: "move", Actor: "blue.1", Cell: &at}
	shot := rules.Action{Seat: rules.Blue, Kind: "shoot", Actor: "blue.1", Target: "red.1", Weapon: "assault-rifle", Option: "blaze"}
	for _, c := range []struct {
		p    Pattern
		a    rules.Action
		want bool
	}{
		{Pattern{}, move, true},
		{Pattern{Kind: "move"}, move, true},
		{Pattern{Kind: "sprint|move"}, move, true},
		{Pattern{Kind: "sprint"}, move, false},
		{Pattern{Kind: "move", Cell: "3,0,0"}, move, true},
		{Pattern{Kind: "move", Cell: "2,0,0"}, move, false},
		{Pattern{Cell: "3,0,0"}, shot, false},
		{Pattern{Actor: "blue.2"}, move, false},
		{Pattern{Target: "red.1", Weapon: "assault-rifle", Option: "blaze"}, shot, true},
		{Pattern{Target: "red.2"}, shot, false},
		{Pattern{Weapon: "frag-grenade"}, shot, false},
		{Pattern{Option: "scope"}, shot, false},
	} {
		if got := c.p.Matches(c.a); got != c.want {
			t.Errorf("%+v matches %s = %v, want %v", c.p, c.a.Text(), got, c.want)
		}
	}
}

// TestLoadRefusesBadLessons: a lesson file with a mistake is refused with
// the file, the step and what is wrong named.
func TestLoadRefusesBadLessons(t *testing.T) {
	good := `{"id": "a", "position": "p.json", "text": "T", "done": "D", "goal": {"kind": "move"}`
	step := func(extra string) string { return good + extra + "}" }
	lesson := func(steps ...string) string {
		return `{"ruleset": "flashpoint", "title": "X", "steps": [` + strings.Join(steps, ", ") + `]}`
	}
	for _, c := range []struct{ text, want string }{
		{`{"ruleset": `, "x/lesson.json"},
		{`{"ruleset": "flashpoint"}`, "ruleset and title are required"},
		{`{"ruleset": "flashpoint", "title": "X"}`, "no steps"},
		{lesson(step(`, "colour": "red"`)), `unknown field "colour"`},
		{lesson(strings.Replace(step(""), `"id": "a", `, "", 1)), "step 1: id is required"},
		{lesson(strings.Replace(step(""), "p.json", "q.json", 1)), "step 1: a:"},
		{lesson(strings.Replace(step(""), `, "goal": {"kind": "move"}`, "", 1)), "a goal is required"},
		{lesson(step(`, "marks": ["1,x,0"]`)), `mark "1,x,0"`},
		{lesson(step(`, "seat": "green"`)), `seat "green"`},
		{lesson(step(`, "dice": [0]`)), "die face 0"},
		{lesson(step(""), step("")), `step 2: id "a" is used twice`},
	} {
		fsys := fstest.MapFS{"x/lesson.json": {Data: []byte(c.text)}, "x/p.json": {Data: []byte("{}")}}
		_, err := Load(fsys, "x")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.text, err, c.want)
		}
	}
	fsys := fstest.MapFS{"x/lesson.json": {Data: []byte(lesson(step(`, "seat": "red", "marks": ["1,2,0"]`)))}, "x/p.json": {Data: []byte("{}")}}
	l, err := Load(fsys, "x")
	if err != nil {
		t.Fatal(err)
	}
	if s := l.Steps[0]; s.Seat != rules.Red || len(s.Marks) != 1 || s.Marks[0] != (world.Pos{X: 1, Y: 2}) || string(s.Position) != "{}" {
		t.Errorf("step read as %+v", s)
	}
}
