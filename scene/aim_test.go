package scene

import (
	"slices"
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// spotterReplay reaches a Flashpoint position where blue's Spotter may
// fire its Strike Designator (Blast, Frag 6: a cube attack, RULES-CUBE.md)
// at the cube 1,4,0 of red's Mercenary red.3, next to red's Brawler red.5
// (the round's Tactician reroll declined on the way).
var spotterReplay = rules.Replay{
	Ruleset: "flashpoint",
	Setup:   rules.Setup{Arena: "standard", Scenario: "slayer", Rosters: [2]string{"long-watch", "jackal-pack"}},
	Seed:    1,
	Actions: []string{"blue.3 skip", "blue.4 skip", "blue done", "blue.1 activate", "blue.1 crouch", "blue.1 end",
		"red.3 activate", "red.3 sprint 1,4,0", "red.3 end", "blue.2 activate", "blue.2 crouch", "blue.2 end",
		"red.5 activate", "red.5 sprint 0,3,0", "red.5 end", "blue.3 activate"},
}

// spotterBattle opens the hot-seat battle screen at spotterReplay, blue at
// the screen.
func spotterBattle(t *testing.T) (*App, *battleScreen) {
	t.Helper()
	a := newRealApp(t, "flashpoint", "", 1)
	g, rec, events, err := rebuild(a.cfg.Registry, spotterReplay)
	if err != nil {
		t.Fatal(err)
	}
	b := newBattleScreen(a, battleConfig{game: g, recorder: rec, mode: modeHotSeat, past: events})
	b.seen = rules.Blue
	if !b.humanDecides() || b.sel != "blue.3" {
		t.Fatalf("blue's Spotter does not decide: sel %q, prompt %q", b.sel, b.view.Prompt)
	}
	return a, b
}

// Choosing a cube attack on the bar (the Strike Designator) shows only
// its cubes, marks its button, and pointing at a cube rings every model
// the attack affects (the one in the cube and the one a Blast reaches)
// and forecasts each; a click off its cubes puts it down without acting.
func TestAimCubeAttack(t *testing.T) {
	a, b := spotterBattle(t)
	cube := world.Pos{X: 1, Y: 4, Z: 0}
	ai := slices.IndexFunc(b.entries, func(e barEntry) bool { return e.aim })
	if ai < 0 || !strings.Contains(b.entries[ai].label, "Strike Designator") || b.entries[ai].help == "" {
		t.Fatalf("no cube attack with help on the bar: %+v", b.entries)
	}
	o := b.overlay()
	if len(o.Move) == 0 || !slices.Contains(o.Aim, cube) {
		t.Fatalf("before aiming: move %v aim %v", o.Move, o.Aim)
	}
	b.choose(a, ai)
	o = b.overlay()
	if b.aim == nil || len(o.Move)+len(o.Sprint) != 0 || !slices.Contains(o.Aim, cube) {
		t.Fatalf("aiming: aim %v move %v sprint %v cubes %v", b.aim, o.Move, o.Sprint, o.Aim)
	}
	b.hover, b.hoverOK = bHit{Cell: cube}, true
	o = b.overlay()
	if !slices.Contains(o.Targets, "red.3") || !slices.Contains(o.Targets, "red.5") {
		t.Fatalf("aimed at %v: ringed %v, want red.3 and red.5", cube, o.Targets)
	}
	act, ok := b.forecastFor()
	if !ok || act.Cell == nil || *act.Cell != cube {
		t.Fatalf("forecast for %v, %v", act, ok)
	}
	if fc, ok := b.forecast(act); !ok || len(fc.Targets) != 2 {
		t.Fatalf("forecast %+v", fc)
	}
	before := b.g.Hash()
	b.hover = bHit{Cell: world.Pos{X: 7, Y: 7, Z: 0}}
	b.boardClick(a)
	if b.aim != nil || b.g.Hash() != before {
		t.Fatalf("a click off the cubes: aim %v, game changed %v", b.aim, b.g.Hash() != before)
	}
}

// A cube that is both a destination and a cube-attack target is a move
// until the attack is chosen on the bar: a click meant as a move never
// throws a grenade.
func TestMoveCubeBeforeAim(t *testing.T) {
	_, b := spotterBattle(t)
	c := world.Pos{X: 1, Y: 1, Z: 0}
	b.rel = []rules.Action{
		{Seat: rules.Blue, Kind: "move", Actor: "blue.3", Cell: &c},
		{Seat: rules.Blue, Kind: "shoot", Actor: "blue.3", Weapon: "strike-designator", Cell: &c},
	}
	if aims := b.aimsForClick(c); len(aims) != 0 {
		t.Fatalf("a move cube aims %v before the attack is chosen", aims)
	}
	b.aim = &b.rel[1]
	if aims := b.aimsForClick(c); len(aims) != 1 {
		t.Fatalf("chosen attack: aims %v", aims)
	}
}

// A model with a flame mark (a Fire token) gets the flame on the board;
// the others do not, whatever their card lines say.
func TestBurningOverlay(t *testing.T) {
	_, b := spotterBattle(t)
	if o := b.overlay(); len(o.Burning) != 0 {
		t.Fatalf("nobody burns yet: %v", o.Burning)
	}
	b.piece("red.1").Card = append(b.piece("red.1").Card, rules.CardLine{Text: "wounds 0/3, shields 3/3, on fire"})
	p := b.piece("red.3")
	p.Marks = append(p.Marks, rules.Mark{Text: "В ОГНІ", Tone: rules.ToneDanger, Icon: rules.IconFlame})
	if o := b.overlay(); len(o.Burning) != 1 || o.Burning[0] != "red.3" {
		t.Fatalf("burning %v, want [red.3]", o.Burning)
	}
}

// A bar entry that acts on a model wears that model's side's colour (the
// Sticky pick offers friends and foes alike); others the deciding side's.
func TestEntrySeat(t *testing.T) {
	_, b := spotterBattle(t)
	own := rules.Action{Kind: "stick", Actor: "blue.3", Target: "blue.2"}
	foe := rules.Action{Kind: "stick", Actor: "blue.3", Target: "red.1"}
	for _, c := range []struct {
		e    barEntry
		want rules.Seat
	}{
		{barEntry{action: &own}, rules.Blue},
		{barEntry{action: &foe}, rules.Red},
		{barEntry{kind: "move"}, rules.Blue},
	} {
		if got := b.entrySeat(c.e); got != c.want {
			t.Errorf("%+v: %v, want %v", c.e.action, got, c.want)
		}
	}
}
