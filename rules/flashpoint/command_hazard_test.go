package flashpoint

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/ai"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// lastRoll is the last roll event of actor with test in ev, or nil.
func lastRoll(ev []rules.Event, actor, test string) *rules.Event {
	for i := len(ev) - 1; i >= 0; i-- {
		if ev[i].Kind == "roll" && ev[i].Actor == actor && ev[i].Test == test {
			return &ev[i]
		}
	}
	return nil
}

// eventAt is the index of the first event of kind whose text contains
// text, or -1.
func eventAt(ev []rules.Event, kind, text string) int {
	for i, e := range ev {
		if e.Kind == kind && strings.Contains(e.Text, text) {
			return i
		}
	}
	return -1
}

// wallKnockback is blue.1 shooting red.1 on the tiers arena with a
// Radiant Carbine (Knockback): the shot wins by 2 hits, both on shields,
// and pushes red.1 east into the wall west of 4,0,0. red holds the command
// dice reds; the shot is held for red's Extra d8 first when it has one
// (red done, before the shot's dice). more are the dice after the shot's.
func wallKnockback(t *testing.T, reds []string, more ...int) (*Game, []rules.Event) {
	t.Helper()
	g := position(tiersArena).
		model("blue.1 operator 0,0,0 weapons=radiant-carbine").
		model("red.1 operator 3,0,0").
		active("blue.1").commandDice([]string{"shoot"}, reds).build(t)
	s := dice(g, append([]int{4, 4, 1, 1, 1, 1, 1, 1, 1}, more...)...) // RA 6 dice: 2 successes; SV 3: none
	ev := play(t, g, "blue.1 shoot red.1 with radiant-carbine")
	if len(g.tasks) > 0 && g.tasks[len(g.tasks)-1].Kind == taskBoost {
		ev = play(t, g, "red done")
	}
	usedUp(t, s)
	return g, ev
}

// HF-CMD-5, HF-WALL-1, HF-WALL-2: a model knocked back into a wall in the
// opponent's turn makes an SV test, so its side is asked before the wall
// rolls; a spent Extra d8 die makes the Survive pool 4 dice, and a wall
// that wins still pins.
func TestCommandExtraD8WallKnockbackOpponentsTurn(t *testing.T) {
	g, ev := wallKnockback(t, []string{"extra d8"})
	if !hasEvent(ev, "push", "into a wall") || findRoll(ev, "", "wall") != nil {
		t.Fatalf("red should be asked before the wall rolls:\n%s", eventLog(ev))
	}
	if g.ToMove() != rules.Red || g.act.Model != g.modelIndex("blue.1") {
		t.Fatalf("red decides in blue's activation: to move %v", g.ToMove())
	}
	if !isLegal(g, "red.1 spend (extra d8)") || !isLegal(g, "red done") || len(g.Legal()) != 2 {
		t.Fatalf("spend or done: %v", texts(g.Legal()))
	}
	if p := g.Prompt(); p != "red: red.1 is pushed into a wall; add Extra d8 dice to its Survive test against the wall, or done." {
		t.Errorf("prompt %q", p)
	}
	spend, _ := rules.Find(g.Legal(), "red.1 spend (extra d8)")
	if h, _ := g.Describe(spend); !strings.Contains(h.Help, "Survive test of red.1 against the wall") {
		t.Errorf("spend help %q", h.Help)
	}
	s := dice(g, 4, 4, 1, 1, 1, 1, 1, 1) // the wall: 2 successes; SV 4 dice: none
	ev = play(t, g, "red.1 spend (extra d8)")
	usedUp(t, s)
	if !hasEvent(ev, "command", "spends an Extra d8 die on the Survive test of red.1 against the wall (+1)") {
		t.Errorf("the spend should name the test:\n%s", eventLog(ev))
	}
	sv := lastRoll(ev, "red.1", PoolSV)
	if sv == nil || len(sv.Dice) != 4 || !strings.Contains(sv.Text, "extra d8 +1") {
		t.Fatalf("red.1's Survive should roll 4 dice with the Extra d8:\n%s", eventLog(ev))
	}
	r := g.m("red.1")
	if r.Wounds != 2 || !r.Pinned || r.Pos != (world.Pos{X: 3}) {
		t.Errorf("the wall wins by 2: want 2 wounds, pinned, at 3,0,0; got %d wounds, pinned %v, at %s", r.Wounds, r.Pinned, r.Pos)
	}
	if g.unspent(rules.Red, faceExtra) != 0 || g.cmd.Extra != [2]int{} || len(g.tasks) != 0 || g.ToMove() != rules.Blue {
		t.Errorf("die spent, declaration cleared, blue's turn again: unspent %d, extra %v, tasks %d, to move %v",
			g.unspent(rules.Red, faceExtra), g.cmd.Extra, len(g.tasks), g.ToMove())
	}
}

// HF-CMD-5, HF-DICE-4: declining (done) rolls the plain 3 Survive dice and
// spends nothing; the help of done says so.
func TestCommandExtraD8HazardDeclined(t *testing.T) {
	g, _ := wallKnockback(t, []string{"extra d8"})
	if h, _ := g.Describe(rules.Action{Seat: rules.Red, Kind: "done"}); h.Title != "No Extra d8" {
		t.Errorf("done reads %q", h.Title)
	}
	s := dice(g, 4, 1, 1, 1, 1, 1, 1) // the wall: 1 success; SV 3 dice: none
	ev := play(t, g, "red done")
	usedUp(t, s)
	if sv := lastRoll(ev, "red.1", PoolSV); sv == nil || len(sv.Dice) != 3 || strings.Contains(sv.Text, "extra d8") {
		t.Fatalf("a declined test rolls 3 dice:\n%s", eventLog(ev))
	}
	if g.unspent(rules.Red, faceExtra) != 1 || hasEvent(ev, "command", "spends") {
		t.Errorf("nothing spent: unspent %d\n%s", g.unspent(rules.Red, faceExtra), eventLog(ev))
	}
	if r := g.m("red.1"); r.Wounds != 1 || !r.Pinned {
		t.Errorf("HF-WALL-2: 1 wound and pinned, got %d wounds, pinned %v", r.Wounds, r.Pinned)
	}
}

// HF-CMD-5: a side without an unspent Extra d8 die is not asked: the wall
// test rolls at once, with exactly the events of a game without command
// dice.
func TestCommandExtraD8HazardNoDieNoHold(t *testing.T) {
	wall := []int{4, 4, 1, 1, 1, 1, 1} // the wall: 2 successes; SV 3 dice: none
	g, ev := wallKnockback(t, []string{"shoot", "extra d8*"}, wall...)
	if len(g.tasks) != 0 || findRoll(ev, "", "wall") == nil {
		t.Fatalf("no Extra d8 left: the wall test rolls at once:\n%s", eventLog(ev))
	}
	plain := position(tiersArena).
		model("blue.1 operator 0,0,0 weapons=radiant-carbine").
		model("red.1 operator 3,0,0").
		active("blue.1").build(t)
	dice(plain, append([]int{4, 4, 1, 1, 1, 1, 1, 1, 1}, wall...)...)
	want := play(t, plain, "blue.1 shoot red.1 with radiant-carbine")
	if eventLog(ev) != eventLog(want) {
		t.Errorf("events differ from a game without command dice:\n%s\nwant:\n%s", eventLog(ev), eventLog(want))
	}
}

// fallAmongEnemies is red.1 (a Breacher with a Gravity Maul) knocking
// blue.1 east off the roof at 2,0,2 of the tiers arena: blue.1 falls two
// levels into 3,0,0 where red.2 and red.3 stand. blue holds the command
// dice blues; the Assault is held for blue's Extra d8 (blue done).
func fallAmongEnemies(t *testing.T, blues []string) *Game {
	t.Helper()
	g := position(tiersArena).
		model("blue.1 operator 2,0,2").
		model("red.1 breacher 2,0,2 weapons=gravity-maul").
		model("red.2 operator 3,0,0").
		model("red.3 operator 3,0,0").
		active("red.1").commandDice(blues, nil).build(t)
	s := dice(g, 4, 4, 1, 1, 1, 5, 1, 1) // FI: 2 successes; SV: 1: one hit on a shield
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	play(t, g, "blue done") // the Assault was held for blue's Extra d8
	usedUp(t, s)
	return g
}

// HF-CMD-5, HF-FALL-1, HF-FALL-3, HF-PIN-6: a model that falls 2 levels
// makes an SV test against gravity, so its side may add Extra d8 dice
// (here two, one at a time); the model is then pinned by the fall and,
// landing among enemies, the pinned-assault step follows as before.
func TestCommandExtraD8GravityFall(t *testing.T) {
	g := fallAmongEnemies(t, []string{"extra d8", "extra d8", "extra d8"})
	ev := play(t, g, "red.1 push blue.1 (e)")
	if !hasEvent(ev, "fall", "falls 2 levels") || findRoll(ev, "", "gravity") != nil || g.ToMove() != rules.Blue {
		t.Fatalf("blue should be asked before gravity rolls:\n%s", eventLog(ev))
	}
	if p := g.Prompt(); p != "blue: blue.1 falls 2 levels; add Extra d8 dice to its Survive test against gravity, or done." {
		t.Errorf("prompt %q", p)
	}
	if b := g.m("blue.1"); b.Pos != (world.Pos{X: 3}) || b.Pinned {
		t.Errorf("blue.1 has landed at 3,0,0 and is not pinned yet: %s pinned %v", b.Pos, b.Pinned)
	}
	play(t, g, "blue.1 spend (extra d8)")
	play(t, g, "blue.1 spend (extra d8)")
	if g.cmd.Extra[rules.Blue] != 2 || !strings.Contains(g.commandView(rules.Blue).Lines[0], "+2") {
		t.Fatalf("two declared: %v %v", g.cmd.Extra, g.commandView(rules.Blue).Lines)
	}
	s := dice(g, 4, 4, 4, 1, 5, 5, 1, 1, 1) // gravity: 3 successes; SV 5 dice: 2
	ev = play(t, g, "blue done")
	usedUp(t, s)
	sv := lastRoll(ev, "blue.1", PoolSV)
	if sv == nil || len(sv.Dice) != 5 || !strings.Contains(sv.Text, "extra d8 +2") {
		t.Fatalf("blue.1's Survive should roll 5 dice:\n%s", eventLog(ev))
	}
	b := g.m("blue.1")
	if b.Wounds != 1 || !b.Pinned || !hasEvent(ev, "pin", "pinned by the fall") {
		t.Fatalf("HF-FALL-3: 1 wound and pinned by the fall; got %d wounds, pinned %v:\n%s", b.Wounds, b.Pinned, eventLog(ev))
	}
	if g.ToMove() != rules.Red || !isLegal(g, "red.2 assault blue.1 with fists") || !isLegal(g, "red.3 assault blue.1 with fists") {
		t.Fatalf("HF-PIN-6: red picks who assaults the pinned blue.1: %s %v", g.Prompt(), texts(g.Legal()))
	}
	if g.unspent(rules.Blue, faceExtra) != 1 || g.cmd.Extra != [2]int{} {
		t.Errorf("two of three dice spent and the declaration cleared: unspent %d, extra %v", g.unspent(rules.Blue, faceExtra), g.cmd.Extra)
	}
}

// HF-CMD-5, HF-FALL-1: a model killed by the held gravity test leaves
// nothing more to do: no pin, no pinned-assault step; the kill scores.
func TestCommandExtraD8GravityKills(t *testing.T) {
	g := fallAmongEnemies(t, []string{"extra d8"})
	play(t, g, "red.1 push blue.1 (e)")
	s := dice(g, 4, 4, 4, 4, 1, 1, 1, 1) // gravity: 4 successes; SV 4 dice: none
	ev := play(t, g, "blue.1 spend (extra d8)")
	usedUp(t, s)
	if g.m("blue.1").OnBoard || !hasEvent(ev, "kill", "blue.1") || g.score != [2]int{0, 1} {
		t.Fatalf("blue.1 should die of the fall and red score:\n%s", eventLog(ev))
	}
	if len(g.tasks) != 0 || hasEvent(ev, "pin", "blue.1") || !hasEvent(ev, "end", "red.1 ends") {
		t.Errorf("nothing follows the death, red.1's activation ends: tasks %d\n%s", len(g.tasks), eventLog(ev))
	}
}

// HF-CMD-5, HF-SCAT-5, A10: a model that falls into a full cube scatters
// from it; a scatter into a wall is a wall test, held for the side's Extra
// d8, and the relocation then goes on with the tries left (a scatter south
// finds room) and ends with the 2-level fall's gravity test, asked again.
func TestCommandExtraD8WallDuringRelocation(t *testing.T) {
	g, ev := relocationAsked(t)
	if !hasEvent(ev, "push", "scatters east into a wall") || findRoll(ev, "", "wall") != nil || g.ToMove() != rules.Blue {
		t.Fatalf("blue should be asked before the wall rolls:\n%s", eventLog(ev))
	}
	if n := len(g.tasks); n < 3 || g.tasks[n-3].Kind != taskRelocate || g.tasks[n-3].Used != LandingRetries-1 {
		t.Fatalf("a relocate step with %d tries left should wait under the test: %+v", LandingRetries-1, g.tasks)
	}
	play(t, g, "blue.1 spend (extra d8)")
	s := dice(g,
		4, 1, 1, 1, 1, 1, 1, 1, // the wall: 1 success; SV 4 dice: none
		5, // the next scatter: south, 3,1,0 has room
	)
	ev = play(t, g, "blue done")
	usedUp(t, s)
	w, sc := eventAt(ev, "roll", "The wall"), eventAt(ev, "roll", "scatters: 5")
	if w < 0 || sc < w || !hasEvent(ev, "pin", "pinned against the wall") {
		t.Fatalf("the wall test (won: pinned), then the relocation goes on:\n%s", eventLog(ev))
	}
	if sv := lastRoll(ev, "blue.1", PoolSV); sv == nil || len(sv.Dice) != 4 {
		t.Fatalf("the wall test with one Extra d8:\n%s", eventLog(ev))
	}
	if b := g.m("blue.1"); b.Pos != (world.Pos{X: 3, Y: 1}) || g.ToMove() != rules.Blue || !strings.Contains(g.Prompt(), "falls 2 levels") {
		t.Fatalf("blue.1 lands at 3,1,0 (at %s) and blue is asked for the gravity test: %s", b.Pos, g.Prompt())
	}
	s = dice(g, 1, 1, 1, 1, 1, 1, 1, 1) // gravity 4 dice, SV 4 dice
	ev = play(t, g, "blue.1 spend (extra d8)")
	usedUp(t, s)
	if sv := lastRoll(ev, "blue.1", PoolSV); sv == nil || len(sv.Dice) != 4 || g.unspent(rules.Blue, faceExtra) != 0 {
		t.Fatalf("the gravity test with the last Extra d8:\n%s", eventLog(ev))
	}
	if b := g.m("blue.1"); b.Wounds != 1 || !b.Pinned || len(g.tasks) != 0 || !hasEvent(ev, "end", "red.1 ends") {
		t.Errorf("blue.1: 1 wound, pinned, nothing pending, red.1's activation over: %d %v %d\n%s", b.Wounds, b.Pinned, len(g.tasks), eventLog(ev))
	}
}

// HF-CMD-5, HF-SCAT-1, HF-SCAT-3, HF-FALL-1, HF-PIN-6: the survivors of a
// Frag scatter one after another. When the first one's gravity test is
// held, the second waits until it is rolled; the pinned-assault step the
// first one brings (it lands among enemies) still comes once every scatter
// is done (RULES-CUBE.md).
func TestCommandExtraD8FragScatterHeld(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 gunner 1,1,2").
		model("blue.2 operator 3,0,0").
		model("red.1 operator 2,0,2").
		model("red.2 operator 2,0,2").
		active("blue.1").commandDice(nil, []string{"extra d8", "extra d8"}).build(t)
	s := dice(g, 4, 1, 1) // accuracy: lands
	play(t, g, "blue.1 shoot 2,0,2 with grenade-launcher")
	usedUp(t, s)
	s = dice(g,
		1, 1, 1, 1, 1, // Frag 5: nothing
		1, 1, 1, // red.1 Survive
		1, 1, 1, // red.2 Survive
		3, // red.1 is thrown east: off the roof, 2 levels down to 3,0,0
	)
	ev := play(t, g, "red done") // no Extra d8 on the blast
	usedUp(t, s)
	if g.ToMove() != rules.Red || !strings.Contains(g.Prompt(), "red.1 falls 2 levels") {
		t.Fatalf("red is asked for red.1's gravity test: %s\n%s", g.Prompt(), eventLog(ev))
	}
	if hasEvent(ev, "roll", "red.2 is thrown") || g.m("red.2").Pos != (world.Pos{X: 2, Z: 2}) {
		t.Fatalf("red.2 must not scatter before red.1's test:\n%s", eventLog(ev))
	}
	if g.tasks[0].Kind != taskScatter || g.tasks[0].Actor != g.modelIndex("red.2") {
		t.Fatalf("red.2's scatter waits at the bottom: %+v", g.tasks)
	}
	s = dice(g,
		1, 1, 1, 1, // gravity: nothing
		1, 1, 1, 1, // red.1 Survive, 4 dice
		7, // red.2 is thrown west, onto the roof at 1,0,2
	)
	if ev = play(t, g, "red.1 spend (extra d8)"); findRoll(ev, "", "gravity") != nil {
		t.Fatalf("the spend only declares:\n%s", eventLog(ev))
	}
	ev = play(t, g, "red done")
	usedUp(t, s)
	grav, thrown := eventAt(ev, "roll", "The gravity"), eventAt(ev, "roll", "red.2 is thrown")
	if grav < 0 || thrown < grav {
		t.Fatalf("red.1's gravity test, then red.2's scatter:\n%s", eventLog(ev))
	}
	if sv := lastRoll(ev[:thrown], "red.1", PoolSV); sv == nil || len(sv.Dice) != 4 {
		t.Fatalf("red.1's Survive with one Extra d8:\n%s", eventLog(ev))
	}
	if g.m("red.2").Pos != (world.Pos{X: 1, Z: 2}) || g.m("red.1").Pos != (world.Pos{X: 3}) {
		t.Fatalf("red.1 at %s, red.2 at %s", g.m("red.1").Pos, g.m("red.2").Pos)
	}
	// HF-PIN-6 after every scatter: blue.2's free Assault on the pinned
	// red.1 (its only option) is held for red's last Extra d8.
	if h := g.cmd.Hold; !h.On || h.Act.Actor != "blue.2" || h.Act.Target != "red.1" || !h.Flags.Free {
		t.Fatalf("blue.2's free Assault on red.1 should follow the scatters: %s %v\n%s", g.Prompt(), texts(g.Legal()), eventLog(ev))
	}
}

// relocationAsked plays the start of TestCommandExtraD8WallDuringRelocation:
// blue is asked for blue.1's wall test in the middle of its relocation. It
// returns the game and the events of the push.
func relocationAsked(t *testing.T) (*Game, []rules.Event) {
	t.Helper()
	g := position(tiersArena).
		model("blue.1 operator 2,0,2").
		model("blue.2 operator 3,0,0").
		model("blue.3 operator 3,0,0").
		model("red.1 breacher 2,0,2 weapons=gravity-maul").
		active("red.1").commandDice([]string{"extra d8", "extra d8"}, nil).build(t)
	s := dice(g, 4, 4, 1, 1, 1, 5, 1, 1,
		3, // blue.1 lands in the full 3,0,0 and scatters east, into the wall
	)
	play(t, g, "red.1 assault blue.1 with gravity-maul")
	play(t, g, "blue done") // the Assault was held for blue's Extra d8
	ev := play(t, g, "red.1 push blue.1 (e)")
	usedUp(t, s)
	return g, ev
}

// HF-CMD-5, A10: a position saved while a side is asked for a held wall
// test in the middle of a relocation (extra-d8-hazard, hazard and relocate
// steps, one die declared) loads back with the same hash, prompt and
// choices, and plays on identically.
func TestCommandExtraD8HazardPositionRoundTrip(t *testing.T) {
	g, _ := relocationAsked(t)
	play(t, g, "blue.1 spend (extra d8)")
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"kind": "relocate"`, `"tries": 2`, `"dir": "e"`, `"cube": "3,0,0"`, `"kind": "hazard"`, `"kind": "extra-d8-hazard"`, `"test": "wall"`} {
		if !strings.Contains(string(data), want) {
			t.Fatalf("the save lacks %s:\n%s", want, data)
		}
	}
	h, err := testRuleset().LoadGame(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	same := func(step string) {
		t.Helper()
		if h.Hash() != g.Hash() || h.Prompt() != g.Prompt() || strings.Join(texts(h.Legal()), "|") != strings.Join(texts(g.Legal()), "|") {
			t.Fatalf("%s: hash %x vs %x, prompt %q vs %q, legal %v vs %v", step, h.Hash(), g.Hash(), h.Prompt(), g.Prompt(), texts(h.Legal()), texts(g.Legal()))
		}
	}
	same("after Save/Load")
	for _, step := range []struct {
		action string
		dice   []int
	}{
		{"blue done", []int{4, 1, 1, 1, 1, 1, 1, 1, 5}}, // the wall, SV 4 dice, a scatter south: gravity asked
		{"blue.1 spend (extra d8)", []int{4, 4, 4, 1, 5, 1, 1, 1}},
	} {
		dice(g, step.dice...)
		dice(h, step.dice...)
		ev, eh := play(t, g, step.action), play(t, h, step.action)
		if eventLog(ev) != eventLog(eh) {
			t.Fatalf("%s: the loaded game plays differently:\n%s\nwant:\n%s", step.action, eventLog(eh), eventLog(ev))
		}
		same(step.action)
	}
	if b := h.m("blue.1"); b.Pos != (world.Pos{X: 3, Y: 1}) || b.Wounds != 3 || !b.Pinned { // 1 from the wall, 2 from gravity
		t.Errorf("blue.1 at %s, %d wounds, pinned %v", b.Pos, b.Wounds, b.Pinned)
	}
}

// A position saved while a Frag survivor's held test waits (its scatter
// step under it) loads back the same; a position with a gravity step
// loads and asks the same question.
func TestCommandExtraD8HazardScatterPosition(t *testing.T) {
	g := position(tiersArena).
		model("blue.1 gunner 1,1,2").
		model("red.1 operator 2,0,2").
		model("red.2 operator 2,0,2").
		active("blue.1").commandDice(nil, []string{"extra d8"}).build(t)
	dice(g, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3)
	play(t, g, "blue.1 shoot 2,0,2 with grenade-launcher")
	play(t, g, "red done")
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"kind": "scatter"`) || !strings.Contains(string(data), `"test": "gravity"`) || !strings.Contains(string(data), `"levels": 2`) {
		t.Fatalf("the save should hold the scatter step and the gravity test:\n%s", data)
	}
	h, err := testRuleset().LoadGame(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if h.Hash() != g.Hash() || h.Prompt() != g.Prompt() || h.Prompt() != "red: red.1 falls 2 levels; add Extra d8 dice to its Survive test against gravity, or done." {
		t.Fatalf("after Save/Load: %q vs %q", h.Prompt(), g.Prompt())
	}
}

// Pending hazard, extra-d8-hazard, relocate and scatter steps are checked
// when a position is loaded; errors name the field.
func TestCommandExtraD8HazardPositionErrors(t *testing.T) {
	base := func(steps ...taskJSON) *testPos {
		return position(tiersArena).
			model("blue.1 operator 2,0,2").
			model("blue.2 operator 3,0,0 dead").
			model("red.1 breacher 2,0,2").
			active("red.1", "assault").commandDice([]string{"extra d8"}, nil).
			with(func(p *positionJSON) { p.Pending = steps })
	}
	hazard := func(test string, levels int) []taskJSON {
		return []taskJSON{
			{Kind: "hazard", Model: "blue.1", Test: test, Levels: levels},
			{Kind: "extra-d8-hazard", Model: "blue.1", Test: test, Levels: levels},
		}
	}
	good := base(append([]taskJSON{{Kind: "relocate", Model: "blue.1", Dir: "e", Cube: "3,0,0", Tries: 1}}, hazard("wall", 0)...)...).build(t)
	if good.Prompt() != "blue: blue.1 is pushed into a wall; add Extra d8 dice to its Survive test against the wall, or done." {
		t.Errorf("prompt %q", good.Prompt())
	}
	for _, c := range []struct {
		name  string
		steps []taskJSON
		want  string
	}{
		{"test", hazard("fire", 0), `pending[0].test: "fire" is not wall or gravity`},
		{"wall levels", hazard("wall", 2), "pending[0].levels: a wall test has no levels"},
		{"one level", hazard("gravity", 1), "pending[0].levels: 1 is not a fall of 2 or more levels"},
		{"too high", hazard("gravity", 3), "pending[0].levels: 3 is not a fall of 2 or more levels"},
		{"boost alone", hazard("wall", 0)[1:], "pending[0]: an extra-d8-hazard step lies right on the hazard step"},
		{"boost other model", []taskJSON{hazard("wall", 0)[0], {Kind: "extra-d8-hazard", Model: "red.1", Test: "wall"}}, "pending[1]: an extra-d8-hazard step lies right on"},
		{"dead", []taskJSON{{Kind: "scatter", Model: "blue.2"}}, "pending[0].model: blue.2 is not on the board"},
		{"by", []taskJSON{{Kind: "scatter", Model: "blue.1", By: "red.1"}}, "pending[0].by: a scatter step has no by"},
		{"used", []taskJSON{{Kind: "hazard", Model: "blue.1", Test: "wall", Used: 1}}, "pending[0].used: a hazard step has no used"},
		{"dir", []taskJSON{{Kind: "relocate", Model: "blue.1", Dir: "up", Cube: "3,0,0"}}, `pending[0].dir: "up" is not n, ne`},
		{"edge", []taskJSON{{Kind: "relocate", Model: "blue.1", Dir: "n", Cube: "2,0,0"}}, "pending[0].dir: blue.1 cannot be pushed north from 2,0,2 (hit edge)"},
		{"cube", []taskJSON{{Kind: "relocate", Model: "blue.1", Dir: "e", Cube: "3,1,0"}}, `pending[0].cube: "3,1,0" is not a cube with a floor below 3,0,2`},
		{"tries", []taskJSON{{Kind: "relocate", Model: "blue.1", Dir: "e", Cube: "3,0,0", Tries: 3}}, "pending[0].tries: 3 is not from 0 to 2"},
		{"tries elsewhere", []taskJSON{{Kind: "scatter", Model: "blue.1", Tries: 1}}, "pending[0].tries: only a relocate step has tries"},
		{"test elsewhere", []taskJSON{{Kind: "scatter", Model: "blue.1", Test: "wall"}}, "pending[0].test: only a hazard or extra-d8-hazard step"},
		{"cube elsewhere", []taskJSON{{Kind: "scatter", Model: "blue.1", Cube: "3,0,0"}}, "pending[0]: only a stick"},
	} {
		data, _ := json.Marshal(base(c.steps...).p)
		if _, err := testRuleset().LoadGame(data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

// HF-CMD-5: random play with command dice (every new game has them)
// reaches the Extra d8 step of a wall or gravity test, and every computer
// player answers it with a legal action that plays; the position saves and
// loads back at that step.
func TestCommandExtraD8HazardRandomPlayouts(t *testing.T) {
	rs := NewRuleset()
	names := []string{"random", "easy", "normal", "hard"}
	asked := 0
	for seed := uint64(1); seed <= 200 && asked < 2*len(names); seed++ {
		g, err := rs.NewGame(rs.DefaultSetup([]string{"beginner", "standard", "tower"}[seed%3]), seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := rules.NewRNG(seed)
		for step := 0; !g.Over() && step < maxSteps; step++ {
			a := g.Legal()[pick.Intn(len(g.Legal()))]
			if n := len(g.tasks); n > 0 && g.tasks[n-1].Kind == taskHazardBoost {
				p, err := ai.NewWithOptions(names[asked%len(names)], seed, ai.Options{Effort: 0.05, Budget: 200 * time.Millisecond})
				if err != nil {
					t.Fatal(err)
				}
				if a, err = p.Choose(context.Background(), g.Clone()); err != nil {
					t.Fatalf("seed %d: %s: %v", seed, p.Name(), err)
				}
				data, err := g.Save()
				if err != nil {
					t.Fatal(err)
				}
				if back, err := rs.LoadGame(data); err != nil || back.Hash() != g.Hash() {
					t.Fatalf("seed %d: save/load at the hazard step: %v\n%s", seed, err, data)
				}
				asked++
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d step %d: %q: %v", seed, step, a.Text(), err)
			}
			if err := checkInvariants(g); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
		}
	}
	if asked < len(names) {
		t.Fatalf("random play reached the Extra d8 step of a wall or gravity test %d times, want every player to answer one", asked)
	}
}
