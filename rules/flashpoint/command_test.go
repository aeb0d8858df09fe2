package flashpoint

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// commandDice puts command dice in play with the given faces for blue and
// red ("shoot", "move +1", "extra d8", "+1 model", "assault", "special
// order"); a face ending in "*" is spent.
func (tp *testPos) commandDice(blue, red []string) *testPos {
	dice := func(fs []string) []cmdDieJSON {
		out := []cmdDieJSON{}
		for _, f := range fs {
			d := cmdDieJSON{Face: strings.TrimSuffix(f, "*"), Spent: strings.HasSuffix(f, "*")}
			out = append(out, d)
		}
		return out
	}
	tp.p.Command = &commandJSON{Blue: dice(blue), Red: dice(red)}
	return tp
}

// faces lists a seat's dice as "face" or "face*" when spent.
func (g *Game) faces(s rules.Seat) []string {
	var out []string
	for _, d := range g.cmd.Dice[s] {
		f := faceName(d.Face)
		if d.Spent {
			f += "*"
		}
		out = append(out, f)
	}
	return out
}

// sameFaces compares face lists.
func sameFaces(a, b []string) bool { return strings.Join(a, ",") == strings.Join(b, ",") }

// HF-CMD-1, HF-CMD-2: at the start of a round each side rolls 2 command
// dice plus its Tacticians' values (d6: 1 +1 Model, 2 Extra d8, 3 Move +1,
// 4 Shoot, 5 Assault, 6 Special Order); a side with a Tactician may then
// reroll that many dice and keeps the new faces.
func TestCommandRollAndTacticianReroll(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,0,0").
		model("red.1 brawler 4,2,0 activated").
		active("blue.1", "move").commandDice(nil, nil).build(t)
	s := dice(g, 4, 4, 2, 1, 6, 3)
	play(t, g, "blue.1 end")
	if g.round != 2 {
		t.Fatalf("round %d, want 2", g.round)
	}
	if got := g.faces(rules.Blue); !sameFaces(got, []string{"shoot", "shoot", "extra d8"}) {
		t.Errorf("blue rolled %v, want 2 + Tactician 1 dice", got)
	}
	if got := g.faces(rules.Red); !sameFaces(got, []string{"+1 model", "special order"}) {
		t.Errorf("red rolled %v, want 2 dice", got)
	}
	if g.ToMove() != rules.Blue || !isLegal(g, "blue reroll (shoot)") || !isLegal(g, "blue done") {
		t.Fatalf("blue's Tactician reroll is not offered: %v", texts(g.Legal()))
	}
	play(t, g, "blue reroll (shoot)")
	if got := g.faces(rules.Blue); !sameFaces(got, []string{"move +1", "shoot", "extra d8"}) {
		t.Errorf("after the reroll blue has %v", got)
	}
	if g.ToMove() != rules.Red || !isLegal(g, "red.1 activate") {
		t.Errorf("one reroll only (Tactician 1); red should start round 2: %s", g.Prompt())
	}
	usedUp(t, s)
}

// New games roll the command dice for round 1 after the roll-off, and the
// View shows both trays (rolled in the open).
func TestCommandNewGameAndView(t *testing.T) {
	rs := NewRuleset()
	gg, err := rs.New(rs.DefaultSetup("standard"), 7)
	if err != nil {
		t.Fatal(err)
	}
	g := gg.(*Game)
	for _, s := range rules.Seats {
		want := BaseCommandDice + g.tacticians(s) + g.roundOneExtra(s)
		if n := len(g.cmd.Dice[s]); n != want {
			t.Errorf("%s has %d command dice, want %d", s, n, want)
		}
		sv := g.View().Sides[s]
		if sv.Title != "Command dice" || len(sv.Chips) != want {
			t.Errorf("%s view %+v", s, sv)
		}
		for _, c := range sv.Chips {
			if c.Hidden || c.Label == "?" || c.Help == "" {
				t.Errorf("%s chip %+v: command dice are public and explained", s, c)
			}
		}
	}
}

// HF-CMD-3: at the end of the round a side with Tactician n keeps up to n
// unspent dice (its choice when it has more); the rest are discarded and
// the next round's dice are rolled beside the kept ones.
func TestCommandCarryOver(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,0,0").
		model("red.1 brawler 4,2,0 activated").
		active("blue.1", "move").commandDice([]string{"shoot", "move +1", "assault*"}, []string{"shoot"}).build(t)
	play(t, g, "blue.1 end")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue carry (move +1)") || isLegal(g, "blue carry (assault)") {
		t.Fatalf("blue should choose 1 of its 2 unspent dice to keep: %v", texts(g.Legal()))
	}
	s := dice(g, 5, 5, 5, 6, 6)
	play(t, g, "blue carry (move +1)")
	if g.ToMove() == rules.Blue && isLegal(g, "blue reroll (assault)") {
		play(t, g, "blue done")
	}
	if got := g.faces(rules.Blue); !sameFaces(got, []string{"move +1", "assault", "assault", "assault"}) {
		t.Errorf("blue kept Move +1 and rolled 3: %v", got)
	}
	if got := g.faces(rules.Red); !sameFaces(got, []string{"special order", "special order"}) {
		t.Errorf("red without a Tactician keeps nothing: %v", got)
	}
	usedUp(t, s)
}

// HF-CMD-6: Move +1 is a free Move of exactly one cube, even after the
// model moved; it costs no action point.
func TestCommandMovePlusOne(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 brawler 4,2,0").
		active("blue.1", "move").commandDice([]string{"move +1"}, nil).build(t)
	play(t, g, "blue.1 spend (move +1)")
	if isLegal(g, "blue.1 move 3,1,0") || !isLegal(g, "blue.1 move 2,1,0") || isLegal(g, "blue.1 end") {
		t.Fatalf("the free move is one cube and must be taken: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 move 2,1,0")
	if p := g.m("blue.1").Pos; p != (world.Pos{X: 2, Y: 1}) {
		t.Errorf("blue.1 at %s", p)
	}
	if g.act.Model != g.modelIndex("blue.1") || g.act.Spent != 1 {
		t.Errorf("spent %d action points, want the 1 it had", g.act.Spent)
	}
	if got := g.faces(rules.Blue); !sameFaces(got, []string{"move +1*"}) {
		t.Errorf("dice %v", got)
	}
}

// HF-CMD-7, HF-CMD-10: a Shoot die gives a free Shoot even after the
// model shot; afterwards no other Move +1, Shoot or Assault die may be used
// on it this activation.
func TestCommandShootOncePerActivation(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 brawler 3,1,0").
		active("blue.1", "shoot").commandDice([]string{"shoot", "move +1", "shoot"}, nil).build(t)
	if !isLegal(g, "blue.1 spend (shoot)") || !isLegal(g, "blue.1 spend (move +1)") {
		t.Fatalf("spends not offered: %v", texts(g.Legal()))
	}
	play(t, g, "blue.1 spend (shoot)")
	g.SetDice(constDice(1))
	ev := play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if !hasEvent(ev, "shoot", "shoots at red.1") {
		t.Errorf("no shot:\n%s", eventLog(ev))
	}
	if isLegal(g, "blue.1 spend (move +1)") || isLegal(g, "blue.1 spend (shoot)") {
		t.Errorf("HF-CMD-10: a second Move/Shoot/Assault die in one activation: %v", texts(g.Legal()))
	}
	if g.act.Spent != 1 {
		t.Errorf("the free shot cost action points: spent %d", g.act.Spent)
	}
}

// HF-CMD-8: an Assault die gives a free Assault on an enemy in the cube,
// even after the model assaulted.
func TestCommandAssault(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 2,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1", "assault").commandDice([]string{"assault"}, nil).build(t)
	play(t, g, "blue.1 spend (assault)")
	g.SetDice(constDice(1))
	ev := play(t, g, "blue.1 assault red.1 with energy-blade")
	if !hasEvent(ev, "assault", "makes a free Assault on red.1") {
		t.Errorf("no free assault:\n%s", eventLog(ev))
	}
}

// HF-CMD-10 exception: after the order One Man Army the Commander may use
// a Move +1 and a Shoot die in one activation; another model may not give
// that order.
func TestCommandOneManArmy(t *testing.T) {
	g := position(flatArena).
		model("blue.1 commander 1,1,0").
		model("blue.2 operator 0,0,0").
		model("red.1 brawler 4,2,0").
		active("blue.1", "move").commandDice([]string{"special order", "shoot", "move +1"}, nil).build(t)
	play(t, g, "blue.1 order (one man army)")
	play(t, g, "blue.1 spend (move +1)")
	play(t, g, "blue.1 move 2,1,0")
	if !isLegal(g, "blue.1 spend (shoot)") {
		t.Fatalf("One Man Army: a Shoot die after Move +1: %v", texts(g.Legal()))
	}
	if len(g.View().Sides[rules.Blue].Lines) == 0 {
		t.Errorf("the held order is not shown")
	}
	g2 := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 brawler 4,2,0").
		active("blue.1", "move").commandDice([]string{"special order"}, nil).build(t)
	if isLegal(g2, "blue.1 order (one man army)") {
		t.Errorf("only the Commander has One Man Army")
	}
}

// HF-CMD-4: +1 Model lets the side activate a second model after this one,
// but not in the first turn of a round, and at most two models a turn.
func TestCommandPlusOneModel(t *testing.T) {
	first := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("blue.2 operator 0,0,0").
		model("red.1 brawler 4,2,0").
		active("blue.1", "move").commandDice([]string{"+1 model"}, nil).build(t)
	if isLegal(first, "blue.1 spend (+1 model)") {
		t.Errorf("+1 Model in the first turn of the round")
	}
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("blue.2 operator 0,0,0").
		model("blue.3 operator 0,2,0").
		model("red.1 brawler 4,2,0 activated").
		model("red.2 brawler 4,0,0").
		active("blue.1", "move").commandDice([]string{"+1 model", "+1 model"}, nil).build(t)
	play(t, g, "blue.1 spend (+1 model)")
	play(t, g, "blue.1 end")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.2 activate") {
		t.Fatalf("blue activates a second model: %s", g.Prompt())
	}
	play(t, g, "blue.2 activate")
	play(t, g, "blue.2 move 1,0,0")
	if isLegal(g, "blue.2 spend (+1 model)") {
		t.Errorf("at most two models a turn")
	}
	play(t, g, "blue.2 end")
	if g.ToMove() != rules.Red {
		t.Errorf("red's turn after the second model: %s", g.Prompt())
	}
}

// HF-CMD-5: Extra d8 in the opponent's turn: before red's shot is rolled
// blue may add a die to blue.1's Survive test.
func TestCommandExtraD8OpponentsTurn(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 3,1,0").
		active("red.1").commandDice([]string{"extra d8", "extra d8"}, nil).build(t)
	g.m("red.1").Carried[0].ID = "marksman-rifle"
	g.invalidate()
	g.settle(&log{})
	play(t, g, "red.1 shoot blue.1 with marksman-rifle")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.1 spend (extra d8)") {
		t.Fatalf("blue is not asked for Extra d8: %s %v", g.Prompt(), texts(g.Legal()))
	}
	play(t, g, "blue.1 spend (extra d8)")
	if g.ToMove() != rules.Blue || !isLegal(g, "blue done") {
		t.Fatalf("blue may stop or spend another: %v", texts(g.Legal()))
	}
	// red: 3 base + clear shot 2 + optics 1 = 6 dice; blue: 3 + 2 = 5. With
	// no Extra d8 left the shot is rolled at once.
	s := dice(g, 1, 1, 1, 1, 1, 1, 5, 5, 5, 5, 5)
	ev := play(t, g, "blue.1 spend (extra d8)")
	usedUp(t, s)
	found := false
	for _, e := range ev {
		if e.Kind == "roll" && e.Actor == "blue.1" && strings.Contains(e.Text, "5 dice") && strings.Contains(e.Text, "extra d8 +2") {
			found = true
		}
	}
	if !found {
		t.Errorf("blue's Survive test has no 2 extra dice:\n%s", eventLog(ev))
	}
}

// HF-CMD-5: the attacker may add Extra d8 to its own test too; a side
// with no Extra d8 is never asked.
func TestCommandExtraD8OwnTest(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 brawler 2,1,0").
		active("blue.1").commandDice([]string{"extra d8"}, []string{"shoot"}).build(t)
	play(t, g, "blue.1 move 2,1,0") // charges red.1
	if g.ToMove() != rules.Blue || !isLegal(g, "blue.1 spend (extra d8)") {
		t.Fatalf("blue is not asked: %s %v", g.Prompt(), texts(g.Legal()))
	}
	// blue FI: 3 + charged 2 + extra 1 = 6; red SV 3.
	s := dice(g, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "blue.1 spend (extra d8)")
	usedUp(t, s)
	if !hasEvent(ev, "roll", "extra d8 +1") {
		t.Errorf("no extra die:\n%s", eventLog(ev))
	}
}

// Snap Shot: the model being charged may spend a Special Order die to
// shoot the charger before the charge is rolled.
func TestCommandSnapShot(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 1,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").commandDice(nil, []string{"special order"}).build(t)
	play(t, g, "blue.1 move 2,1,0")
	if g.ToMove() != rules.Red || !isLegal(g, "red.1 order blue.1 with assault-rifle (snap shot)") || !isLegal(g, "red done") {
		t.Fatalf("red is not offered Snap Shot: %s %v", g.Prompt(), texts(g.Legal()))
	}
	// Snap shot: red RA 3 dice, blue SV 3; then the charge: FI 5, SV 3.
	s := dice(g, 8, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	ev := play(t, g, "red.1 order blue.1 with assault-rifle (snap shot)")
	if !hasEvent(ev, "order", "Snap Shot") || !hasEvent(ev, "hit", "blue.1 takes") || !hasEvent(ev, "assault", "charges red.1") {
		t.Errorf("snap shot then charge:\n%s", eventLog(ev))
	}
	_ = s
	if got := g.faces(rules.Red); !sameFaces(got, []string{"special order*"}) {
		t.Errorf("dice %v", got)
	}
}

// Alliance: the model may repeat the same short action once.
func TestCommandAlliance(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,1,0").
		model("red.1 brawler 4,2,0").
		active("blue.1", "move").commandDice([]string{"special order"}, nil).build(t)
	if isLegal(g, "blue.1 move 2,1,0") {
		t.Fatalf("a second Move without Alliance")
	}
	play(t, g, "blue.1 order (alliance move)")
	play(t, g, "blue.1 move 2,1,0")
	if g.m("blue.1").Pos != (world.Pos{X: 2, Y: 1}) {
		t.Errorf("blue.1 at %s", g.m("blue.1").Pos)
	}
}

// Reinforcements Incoming: a killed model that already activated this
// round may activate again (and respawn).
func TestCommandReinforcements(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,0,0").
		model("blue.2 operator 0,1,0 dead activated").
		model("red.1 brawler 4,2,0").
		model("red.2 brawler 4,0,0 activated").
		commandDice([]string{"special order"}, nil).build(t)
	if isLegal(g, "blue.2 activate") || !isLegal(g, "blue.2 order (reinforcements)") {
		t.Fatalf("legal %v", texts(g.Legal()))
	}
	play(t, g, "blue.2 order (reinforcements)")
	if !isLegal(g, "blue.2 activate") {
		t.Errorf("blue.2 may activate again: %v", texts(g.Legal()))
	}
}

// Return to Sender: the hook the grenade resolution calls catches a
// grenade with 2 successes of 3 Survive dice and spends the order die.
func TestCommandReturnToSenderHook(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 3,1,0").
		active("red.1").commandDice([]string{"special order", "special order"}, nil).build(t)
	cube := world.Pos{X: 1, Y: 1}
	if !g.CanReturnToSender(rules.Blue, cube) || g.CanReturnToSender(rules.Red, cube) || g.CanReturnToSender(rules.Blue, world.Pos{X: 2, Y: 1}) {
		t.Fatal("CanReturnToSender")
	}
	dice(g, 5, 6, 1)
	var l log
	ci, caught := g.ReturnToSender(rules.Blue, cube, &l)
	if ci != g.modelIndex("blue.1") || !caught {
		t.Errorf("2 successes catch: %d %v\n%s", ci, caught, eventLog(l.events))
	}
	if g.CanReturnToSender(rules.Blue, cube) {
		t.Errorf("one special order per activation (A18)")
	}
	g.cmd.Ordered = false
	dice(g, 5, 1, 1)
	if _, caught := g.ReturnToSender(rules.Blue, cube, &l); caught {
		t.Errorf("1 success does not catch")
	}
	if got := g.faces(rules.Blue); !sameFaces(got, []string{"special order*", "special order*"}) {
		t.Errorf("dice %v", got)
	}
}

// HF-CMD-4, A7: at round end the side that would go second may bid a
// +1 Model die for the initiative; the other may counter; the last bidder
// chooses to go first or second.
func TestCommandInitiativeBidding(t *testing.T) {
	g := position(flatArena).
		model("blue.1 brawler 0,0,0").
		model("red.1 brawler 4,2,0 activated").
		active("blue.1", "move").commandDice([]string{"+1 model"}, []string{"+1 model", "+1 model"}).build(t)
	play(t, g, "blue.1 end")
	// blue took the last activation, so it would go second: it bids first.
	play(t, g, "blue spend (+1 model)")
	play(t, g, "red spend (+1 model)")
	// blue has no die left to counter: red, the last bidder, chooses.
	if g.ToMove() != rules.Red || !isLegal(g, "red initiative (second)") {
		t.Fatalf("red won the bidding: %v", texts(g.Legal()))
	}
	dice(g, 2, 2, 2, 2)
	play(t, g, "red initiative (second)")
	if g.round != 2 || g.turn != rules.Blue {
		t.Errorf("round %d, %s first; red chose to go second", g.round, g.turn)
	}
}

// Positions keep the command dice: Save and Load give the same hash, and
// bad faces are refused with the field named.
func TestCommandPositionRoundTrip(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 operator 3,1,0").
		active("red.1").commandDice([]string{"extra d8", "shoot*"}, []string{"special order"}).build(t)
	g.m("red.1").Carried[0].ID = "marksman-rifle"
	g.invalidate()
	g.settle(&log{})
	play(t, g, "red.1 shoot blue.1 with marksman-rifle") // held for blue's Extra d8
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	h, err := testRuleset().LoadGame(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if h.Hash() != g.Hash() {
		t.Errorf("hash differs after Save/Load\n%s", data)
	}
	if c := g.clone(); c.Hash() != g.Hash() {
		t.Errorf("clone hash differs")
	}
	bad := position(flatArena).model("blue.1 operator 1,1,0").model("red.1 operator 3,1,0").
		commandDice([]string{"lucky"}, nil)
	if _, err := testRuleset().LoadGame(mustJSON(t, bad.p)); err == nil || !strings.Contains(err.Error(), "command.blue[0].face") {
		t.Errorf("bad face: %v", err)
	}
}

// mustJSON encodes a position.
func mustJSON(t *testing.T, p positionJSON) []byte {
	t.Helper()
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Unspent command dice are worth a little in the evaluation, symmetric
// between the seats.
func TestCommandEvaluation(t *testing.T) {
	build := func(blue []string) *Game {
		return position(flatArena).
			model("blue.1 operator 0,0,0").
			model("red.1 brawler 4,2,0").
			commandDice(blue, nil).build(t)
	}
	with, without := build([]string{"shoot", "assault"}), build([]string{"shoot*", "assault*"})
	d := with.Evaluate(rules.Blue) - without.Evaluate(rules.Blue)
	if d < 2*EvalCommandDie-1e-9 || d > 2*EvalCommandDie+1e-9 {
		t.Errorf("two unspent dice add %v, want %v", d, 2*EvalCommandDie)
	}
	if with.Evaluate(rules.Red) != -with.Evaluate(rules.Blue) {
		t.Errorf("not symmetric")
	}
}

// The prompt names the free action a spent die grants.
func TestCommandPromptFreeAction(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 brawler 4,2,0").
		active("blue.1", "move").commandDice([]string{"move +1"}, nil).build(t)
	play(t, g, "blue.1 spend (move +1)")
	if p := g.Prompt(); !strings.Contains(p, "free move") {
		t.Errorf("prompt %q", p)
	}
	h, ok := g.Describe(rules.Action{Kind: "spend", Actor: "blue.1", Option: "shoot"})
	if !ok || h.Title != "Spend die (shoot)" || !h.NamesOption || !strings.Contains(h.Help, "free Shoot") {
		t.Errorf("describe %+v", h)
	}
}

// HF-CMD-2: the dice a Tactician rerolls are chosen first and rolled
// together; the choice may stop early.
func TestCommandRerollTogether(t *testing.T) {
	g := position(flatArena).
		model("blue.1 commander 0,0,0").
		model("red.1 brawler 4,2,0 activated").
		active("blue.1", "move").commandDice(nil, nil).build(t)
	s := dice(g, 1, 1, 2, 2, 3, 4, 4)
	play(t, g, "blue.1 end")
	if got := g.faces(rules.Blue); len(got) != 5 {
		t.Fatalf("Commander (Tactician 3): 5 dice, got %v", got)
	}
	usedUp(t, s)
	play(t, g, "blue reroll (+1 model)")
	play(t, g, "blue reroll (+1 model)")
	if got := g.faces(rules.Blue); !sameFaces(got, []string{"+1 model", "+1 model", "extra d8", "extra d8", "move +1"}) {
		t.Fatalf("marked dice are not rolled yet: %v", got)
	}
	s = dice(g, 6, 5)
	ev := play(t, g, "blue done")
	usedUp(t, s)
	if got := g.faces(rules.Blue); !sameFaces(got, []string{"special order", "assault", "extra d8", "extra d8", "move +1"}) {
		t.Errorf("after the reroll: %v", got)
	}
	if !hasEvent(ev, "roll", "rerolls 2 command dice") {
		t.Errorf("one roll of both dice:\n%s", eventLog(ev))
	}
}

// Reinforcements Incoming may also be given during an activation of the
// side: its last model to activate revives a killed one.
func TestCommandReinforcementsInActivation(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 0,0,0").
		model("blue.2 operator 0,1,0 dead activated").
		model("red.1 brawler 4,2,0 activated").
		active("blue.1", "move").commandDice([]string{"special order"}, nil).build(t)
	play(t, g, "blue.1 order blue.2 (reinforcements)")
	play(t, g, "blue.1 end")
	if g.round != 1 || !isLegal(g, "blue.2 activate") {
		t.Errorf("blue.2 activates again in round 1: round %d, %v", g.round, texts(g.Legal()))
	}
}

// HF-CMD-9: no command die is used on a model off the board, except an
// order that is not an action at the start of its activation: the
// Commander may give One Man Army before it respawns.
func TestCommandOffBoard(t *testing.T) {
	g := position(flatArena).
		model("blue.1 commander 0,1,0 dead").
		model("blue.2 operator 0,1,0 dead").
		model("red.1 brawler 4,2,0").
		commandDice([]string{"special order", "move +1"}, nil).build(t)
	play(t, g, "blue.2 activate")
	for _, a := range g.Legal() {
		if a.Kind == "spend" || a.Kind == "order" {
			t.Errorf("%s off the board", a.Text())
		}
	}
	g = position(flatArena).
		model("blue.1 commander 0,1,0 dead").
		model("red.1 brawler 4,2,0").
		commandDice([]string{"special order", "move +1"}, nil).build(t)
	play(t, g, "blue.1 activate")
	play(t, g, "blue.1 order (one man army)")
	play(t, g, "blue.1 respawn 0,1,0")
	if isLegal(g, "blue.1 spend (move +1)") {
		t.Errorf("after respawning the first action is a Move")
	}
	if !g.cmd.OMA {
		t.Errorf("One Man Army not in force")
	}
}

// checkCommandInvariants checks the command dice state during random play:
// faces in range, a side has at most its fresh roll plus what it may carry
// (plus spent dice), activation flags only with an active model, a held
// attack only with its resume step, and Extra d8 declared only while an
// attack is held, a cube attack waits to detonate (a blast step; then for
// a model of the side in its cube) or a wall or gravity test of a model of
// the side waits to be rolled (a hazard step).
func checkCommandInvariants(g *Game) error {
	c := &g.cmd
	if !c.On {
		return nil
	}
	var blast *task
	var hazard [2]bool // a held wall or gravity test of a model of the seat waits
	for i := range g.tasks {
		switch t := &g.tasks[i]; t.Kind {
		case taskBlast:
			blast = t
		case taskHazard:
			hazard[g.models[t.Actor].Seat] = true
		}
	}
	for _, s := range rules.Seats {
		if mi := c.ExtraFor[s] - 1; mi >= 0 {
			if blast == nil || mi >= len(g.models) || g.models[mi].Seat != s || g.models[mi].Pos != blast.Cube || c.Extra[s] == 0 {
				return fmt.Errorf("%s's Extra d8 go to model %d with no cube attack waiting for it (or none declared)", s, mi)
			}
		}
		for _, d := range c.Dice[s] {
			if d.Face < facePlus || d.Face > faceOrder {
				return fmt.Errorf("%s has a command die with face %d", s, d.Face)
			}
		}
		// 2 + the largest Tactician total possible, fresh and carried.
		if n := len(c.Dice[s]); n > 2*(BaseCommandDice+3*MaxModelsPerSide) {
			return fmt.Errorf("%s holds %d command dice", s, n)
		}
		if c.Extra[s] > 0 && !c.Hold.On && blast == nil && !hazard[s] {
			return fmt.Errorf("%s declared %d Extra d8 with no held attack or test", s, c.Extra[s])
		}
	}
	if g.act.Model < 0 && (c.Used || c.Ordered || c.OMA || c.Free != freeNone || c.Plus || c.Allied || c.Acted) {
		return fmt.Errorf("activation command flags with no active model: %+v", *c)
	}
	resume := false
	for _, t := range g.tasks {
		resume = resume || t.Kind == taskResume
	}
	if resume != c.Hold.On {
		return fmt.Errorf("held attack %v, resume step %v", c.Hold.On, resume)
	}
	return nil
}

// HF-ACT-7 with a free action first: a model that used a Move +1 die
// before any action has acted (it may end), and if the free move kills it
// the activation ends; it does not respawn at once.
func TestCommandFreeActionFirst(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 breacher 1,1,0").
		active("blue.1").commandDice([]string{"move +1"}, nil).build(t)
	g.m("blue.1").Wounds = 3
	g.m("blue.1").Shields = 0
	play(t, g, "blue.1 spend (move +1)")
	play(t, g, "blue.1 move 2,1,0")
	// red.1 makes the free Assault on the leaving blue.1 (HF-MOV-5).
	g.SetDice(constDice(8))
	ev := play(t, g, "red.1 assault blue.1 with energy-blade")
	if !hasEvent(ev, "kill", "blue.1") {
		t.Fatalf("blue.1 should die:\n%s", eventLog(ev))
	}
	if g.act.Model >= 0 || !g.m("blue.1").Activated {
		t.Errorf("the killed model's activation ends; active %d", g.act.Model)
	}
	g2 := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 brawler 4,2,0").
		active("blue.1").commandDice([]string{"move +1"}, nil).build(t)
	play(t, g2, "blue.1 spend (move +1)")
	play(t, g2, "blue.1 move 2,1,0")
	if !isLegal(g2, "blue.1 end") || g2.act.Spent != 0 {
		t.Errorf("after a free move the model has acted and may end: %v", texts(g2.Legal()))
	}
}

// Snap Shot declined: the charge goes ahead and the die is kept; a pinned
// model is not offered the order.
func TestCommandSnapShotDeclined(t *testing.T) {
	g := position(flatArena).
		model("blue.1 breacher 1,1,0").
		model("red.1 operator 2,1,0").
		active("blue.1").commandDice(nil, []string{"special order"}).build(t)
	play(t, g, "blue.1 move 2,1,0")
	g.SetDice(constDice(1))
	ev := play(t, g, "red done")
	if !hasEvent(ev, "assault", "charges red.1") {
		t.Errorf("the charge goes ahead:\n%s", eventLog(ev))
	}
	if got := g.faces(rules.Red); !sameFaces(got, []string{"special order"}) {
		t.Errorf("dice %v", got)
	}
	p := position(flatArena).
		model("blue.1 breacher 1,1,0").
		model("red.1 operator 2,1,0 pinned").
		active("blue.1").commandDice(nil, []string{"special order"}).build(t)
	p.SetDice(constDice(1))
	play(t, p, "blue.1 move 2,1,0")
	if p.ToMove() == rules.Red {
		t.Errorf("a pinned model cannot snap-shoot: %v", texts(p.Legal()))
	}
}

// HF-CMD-4: a +1 Model die may also be spent at round end to go second:
// when the side that would go second does not bid, the other side may.
func TestCommandInitiativeChooseSecond(t *testing.T) {
	g := position(flatArena).
		model("blue.1 brawler 0,0,0").
		model("red.1 brawler 4,2,0 activated").
		active("blue.1", "move").commandDice(nil, []string{"+1 model"}).build(t)
	play(t, g, "blue.1 end")
	// blue would go second and has no die; red, going first, may bid.
	if g.ToMove() != rules.Red || !isLegal(g, "red spend (+1 model)") {
		t.Fatalf("red may bid: %s %v", g.Prompt(), texts(g.Legal()))
	}
	play(t, g, "red spend (+1 model)")
	g.SetDice(constDice(2))
	play(t, g, "red initiative (second)")
	if g.round != 2 || g.turn != rules.Blue {
		t.Errorf("round %d, %s first; red chose to go second", g.round, g.turn)
	}
	// Nobody bids: the order stands (red first, as blue activated last).
	g = position(flatArena).
		model("blue.1 brawler 0,0,0").
		model("red.1 brawler 4,2,0 activated").
		active("blue.1", "move").commandDice([]string{"+1 model"}, []string{"+1 model"}).build(t)
	play(t, g, "blue.1 end")
	play(t, g, "blue done")
	g.SetDice(constDice(2))
	play(t, g, "red done")
	if g.round != 2 || g.turn != rules.Red {
		t.Errorf("round %d, %s first; want red", g.round, g.turn)
	}
}

// Alliance after a Shoot: the model shoots a second time with its second
// short action; it is not offered when no shot is possible.
func TestCommandAllianceShoot(t *testing.T) {
	g := position(flatArena).
		model("blue.1 operator 1,1,0").
		model("red.1 brawler 3,1,0").
		active("blue.1", "shoot").commandDice([]string{"special order"}, nil).build(t)
	if isLegal(g, "blue.1 shoot red.1 with assault-rifle") {
		t.Fatalf("a second Shoot without Alliance")
	}
	play(t, g, "blue.1 order (alliance shoot)")
	g.SetDice(constDice(1))
	play(t, g, "blue.1 shoot red.1 with assault-rifle")
	if g.act.Model >= 0 && g.act.Spent != 2 {
		t.Errorf("the repeated Shoot is the second short action: spent %d", g.act.Spent)
	}
	far := position(flatArena).
		model("blue.1 operator 0,0,0").
		model("red.1 brawler 4,2,0 crouched").
		active("blue.1", "shoot").commandDice([]string{"special order"}, nil).build(t)
	far.m("red.1").Pos = world.Pos{X: 0, Y: 0}
	far.invalidate()
	if isLegal(far, "blue.1 order (alliance shoot)") {
		t.Errorf("Alliance shoot offered with no shot possible")
	}
}

// RULES-SCENARIOS.md "Who goes first": in round 1 of Attrition the side
// that goes second rolls RoundOneExtraDice more command dice than HF-CMD-1's
// 2 plus Tacticians, in Slayer, Strongholds, Total Control and VIP the
// side that goes first; in later rounds, and in the other scenarios, nobody
// does.
func TestCommandRoundOneExtraDie(t *testing.T) {
	rs := NewRuleset()
	for _, c := range []struct {
		scenario      string
		second, first int
	}{
		{ScenarioAttrition, RoundOneExtraDice, 0},
		{ScenarioStrongholds, 0, RoundOneExtraDice},
		{ScenarioTotalControl, 0, RoundOneExtraDice},
		{ScenarioSlayer, 0, RoundOneExtraDice},
		{ScenarioVIP, 0, RoundOneExtraDice},
		{ScenarioCTF, 0, 0},
	} {
		firsts := map[rules.Seat]bool{}
		for seed := uint64(1); seed <= 6; seed++ {
			setup := rs.DefaultSetup("beginner")
			setup.Scenario = c.scenario
			g, err := rs.NewGame(setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			first := g.turn
			firsts[first] = true
			for _, s := range rules.Seats {
				want := BaseCommandDice + g.tacticians(s)
				if s != first {
					want += c.second
				} else {
					want += c.first
				}
				if n := len(g.cmd.Dice[s]); n != want {
					t.Errorf("%s seed %d: %s (first: %s) rolled %d dice in round 1, want %d", c.scenario, seed, s, first, n, want)
				}
			}
		}
		if !firsts[rules.Blue] || !firsts[rules.Red] {
			t.Errorf("%s: seeds 1-6 should let each seat go first once: %v", c.scenario, firsts)
		}
		g := scenarioPos(flatArena, c.scenario).
			model("blue.1 operator 0,0,0").
			model("red.1 brawler 4,2,0 activated").
			active("blue.1", "move").commandDice(nil, nil).build(t)
		dice(g, 4, 4, 2, 1, 6, 3)
		play(t, g, "blue.1 end") // blue took round 1's last activation: red goes first (G13), blue where the last mover does
		want := rules.Red
		if g.lastMoverFirst() {
			want = rules.Blue
		}
		if g.round != 2 || g.turn != want {
			t.Fatalf("%s: round %d, %s first; want round 2, %s first", c.scenario, g.round, g.turn, want)
		}
		if n := len(g.faces(rules.Blue)); n != 2+1 {
			t.Errorf("%s: blue, with a Tactician 1, rolled %d dice in round 2, want 3", c.scenario, n)
		}
	}
}
