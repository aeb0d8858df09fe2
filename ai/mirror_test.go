package ai

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
	"github.com/flashpoint-arena/flashpoint/world"
)

// mirrorer turns a saved Flashpoint position into its mirror image: the
// arena reflected across its middle row (the shipped arenas are the same
// both ways, world.TestShippedArenasMirror) and the two sides swapping
// colours. Both players face the same game in a position and its mirror,
// so a fair player values them alike.
type mirrorer struct {
	a *world.Arena
}

// seatArrays are the position fields that list one value per seat.
var seatArrays = map[string]bool{"score": true, "kills": true, "rosters": true, "roster_texts": true, "extra": true, "extra_for": true}

// posText matches a cube written "x,y,z"; posJSON a cube written as a
// JSON object.
var (
	posText = regexp.MustCompile(`\b(\d+),(\d+),(\d+)\b`)
	posJSON = regexp.MustCompile(`"y":(\d+)`)
)

// seatWord matches a side's name as a word.
var seatWord = regexp.MustCompile(`\b(blue|red)\b`)

// flipDirs swaps the compass directions that point north and south.
var flipDirs = map[string]string{"n": "s", "s": "n", "ne": "se", "se": "ne", "nw": "sw", "sw": "nw", "e": "e", "w": "w"}

// position returns the mirror image of saved position data.
func (m mirrorer) position(t testing.TB, data []byte) []byte {
	t.Helper()
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber() // the dice state is a uint64
	if err := dec.Decode(&v); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(m.value("", v))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// value mirrors one JSON value found under key.
func (m mirrorer) value(key string, v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[m.text(k)] = m.value(k, e)
		}
		if pos, ok := out["pos"].(string); ok && x["spot"] != nil {
			out["spot"] = m.spot(pos)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = m.value(key, e)
		}
		if seatArrays[key] && len(out) == 2 {
			out[0], out[1] = out[1], out[0]
		}
		return out
	case string:
		if key == "dir" {
			return flipDirs[x]
		}
		return m.text(x)
	}
	return v
}

// spot is the label of the drop spot at cube pos ("x,y,z").
func (m mirrorer) spot(pos string) string {
	p, err := world.ParsePos(pos)
	if err != nil {
		return ""
	}
	if z, ok := m.a.ZoneAt(p); ok && z.Kind == world.ZoneDrop {
		return z.Label
	}
	return ""
}

// text mirrors every side name and cube in s (an ID, a seat, an action's
// text).
func (m mirrorer) text(s string) string {
	s = posText.ReplaceAllStringFunc(s, func(c string) string {
		p := posText.FindStringSubmatch(c)
		x, _ := strconv.Atoi(p[1])
		y, _ := strconv.Atoi(p[2])
		z, _ := strconv.Atoi(p[3])
		return fmt.Sprintf("%d,%d,%d", x, m.a.D-1-y, z)
	})
	s = posJSON.ReplaceAllStringFunc(s, func(c string) string {
		y, _ := strconv.Atoi(posJSON.FindStringSubmatch(c)[1])
		return fmt.Sprintf(`"y":%d`, m.a.D-1-y)
	})
	s = seatWord.ReplaceAllStringFunc(s, func(w string) string {
		if w == "blue" {
			return "red"
		}
		return "blue"
	})
	if i := strings.LastIndex(s, " ("); i >= 0 && strings.HasSuffix(s, ")") {
		if d, ok := flipDirs[s[i+2:len(s)-1]]; ok {
			s = s[:i+2] + d + ")"
		}
	}
	return s
}

// mirrorGame loads the mirror image of game g.
func mirrorGame(t testing.TB, r rules.Ruleset, g rules.Game) rules.Game {
	t.Helper()
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	mg, err := r.Load(mirrorer{a: g.Arena()}.position(t, data))
	if err != nil {
		t.Fatalf("loading the mirror image: %v", err)
	}
	return mg
}

// mirrorAction is the text of action a in the mirror image, with its route.
func (m mirrorer) action(a rules.Action) string {
	s := m.text(a.Text())
	for _, p := range a.Path {
		s += " " + m.text(p.String())
	}
	return s
}

// actionKey is the text of action a with its route.
func actionKey(a rules.Action) string {
	s := a.Text()
	for _, p := range a.Path {
		s += " " + p.String()
	}
	return s
}

// The two seats play the same game: in a position and its mirror image
// (the arena reflected, the sides swapping colours) the legal actions are
// mirror images, routes included; the evaluation is the same for the seat
// and its mirror; and every action that rolls no die is worth the same
// one ply ahead. Positions come from games between two Easy players on
// every shipped arena. A seat-dependent rule or evaluation fails it: every
// tie between equally cheap routes went north, blue's end, so a blue flag
// carrier captured on its way round a wall where a red one did not; smoke
// on a line exactly along a face blocked only one side's shots.
func TestMirrorImagesPlayAlike(t *testing.T) {
	r := flashpoint.NewRuleset()
	checked, valued := 0, 0
	for _, c := range []struct{ arena, scenario string }{
		{"beginner", "ctf"}, {"standard", "oddball"}, {"tower", "strongholds"}, {"beginner", "slayer"},
		{"tower", "ctf"}, {"standard", "total-control"}, {"beginner", "vip"}, {"standard", "attrition"},
		{"beginner", "oddball"}, {"tower", "oddball"},
	} {
		g, err := r.New(rules.Setup{Arena: c.arena, Scenario: c.scenario, Rosters: [2]string{"vanguard", "iron-wolves"}}, 7)
		if err != nil {
			t.Fatal(err)
		}
		m := mirrorer{a: g.Arena()}
		players := [2]Player{NewEasy(3, Options{}), NewEasy(4, Options{})}
		for step := 0; step < 250 && !g.Over(); step++ {
			seat := g.ToMove()
			mg := mirrorGame(t, r, g)
			where := fmt.Sprintf("%s on %s, action %d", c.scenario, c.arena, step)
			mirrored := map[string]bool{}
			for _, a := range mg.Legal() {
				mirrored[actionKey(a)] = true
			}
			legal := g.Legal()
			for _, a := range legal {
				if !mirrored[m.action(a)] {
					t.Fatalf("%s: %q (route %v) is legal, its mirror image %q is not", where, a.Text(), a.Path, m.action(a))
				}
			}
			if len(legal) != len(mirrored) {
				t.Fatalf("%s: %d legal actions, %d in the mirror image", where, len(legal), len(mirrored))
			}
			if v, mv := Value(g, seat), Value(mg, seat.Other()); math.Abs(v-mv) > 1e-9 {
				t.Fatalf("%s: %s values the position %v, %s its mirror image %v", where, seat, v, seat.Other(), mv)
			}
			checked++
			if step%5 == 0 && len(legal) > 1 {
				valued += quickAlike(t, where, g, mg, m)
			}
			a, err := players[seat].Choose(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 500 || valued < 100 {
		t.Fatalf("checked %d positions and valued %d actions; want more", checked, valued)
	}
}

// forecastsAlike checks that every attack of g the game forecasts has the
// same odds as its mirror image in mg (the odds read as text with the
// sides' names and the cubes mirrored), and returns how many it compared.
func forecastsAlike(t *testing.T, where string, g, mg rules.Game, m mirrorer) int {
	t.Helper()
	fg, ok := g.(rules.Forecaster)
	if !ok {
		return 0
	}
	mf := mg.(rules.Forecaster)
	byKey := map[string]rules.Action{}
	for _, a := range mg.Legal() {
		byKey[actionKey(a)] = a
	}
	n := 0
	for _, a := range g.Legal() {
		f, ok := fg.Forecast(a)
		if !ok {
			continue
		}
		ma, found := byKey[m.action(a)]
		if !found {
			t.Fatalf("%s: %q has no mirror image", where, a.Text())
		}
		mfc, _ := mf.Forecast(ma)
		want, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		// The models a cube attack touches are listed by the game's model
		// order (blue's first), which the mirror image turns round: compare
		// them as a set, by name.
		var mirrored rules.Forecast
		if err := json.Unmarshal([]byte(m.text(string(want))), &mirrored); err != nil {
			t.Fatal(err)
		}
		for _, fc := range []*rules.Forecast{&mirrored, &mfc} {
			sort.SliceStable(fc.Targets, func(i, j int) bool { return fc.Targets[i].Target < fc.Targets[j].Target })
		}
		if want, err = json.Marshal(mirrored); err != nil {
			t.Fatal(err)
		}
		got, err := json.Marshal(mfc)
		if err != nil {
			t.Fatal(err)
		}
		if string(want) != string(got) {
			t.Fatalf("%s: %q forecasts\n%s\nits mirror image %q\n%s", where, a.Text(), want, ma.Text(), got)
		}
		n++
	}
	return n
}

// quickAlike checks that each action of g that rolls no die is worth the
// same one ply ahead as its mirror image in mg, and returns how many it
// compared.
func quickAlike(t *testing.T, where string, g, mg rules.Game, m mirrorer) int {
	t.Helper()
	seat := g.ToMove()
	values := func(g rules.Game, seat rules.Seat) map[string]float64 {
		out := map[string]float64{}
		for _, a := range g.Legal() {
			c := g.Clone()
			ev, err := c.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			if !rolled(ev) {
				out[actionKey(a)] = Value(c, seat)
			}
		}
		return out
	}
	mine, theirs := values(g, seat), values(mg, seat.Other())
	n := forecastsAlike(t, where, g, mg, m)
	for _, a := range g.Legal() {
		v, ok := mine[actionKey(a)]
		if !ok {
			continue
		}
		mv, mok := theirs[m.action(a)]
		if !mok || math.Abs(v-mv) > 1e-9 {
			t.Fatalf("%s: %q is worth %v to %s; its mirror image %q is worth %v (rolls no die: %v)", where, a.Text(), v, seat, m.action(a), mv, mok)
		}
		n++
	}
	return n
}
