package scene

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// newTestApp is an App on the fake ruleset with in-memory storage.
func newTestApp(t *testing.T) *App {
	t.Helper()
	a, err := New(Config{Registry: rules.NewRegistry(fakeRuleset{}), Ruleset: "fake", Arenas: []string{"yard"}, Storage: &MemoryStorage{}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// startHotSeat goes from the setup screen to the battle and past the first
// hand-over, as a player would.
func startHotSeat(t *testing.T, a *App) *battleScreen {
	t.Helper()
	b, err := newSetupScreen(a).start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	var in input
	in.settings = &a.settings
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	h, ok := a.cur.(*handoverScreen)
	if !ok || h.seat != rules.Blue {
		t.Fatalf("a hot-seat game opens with the hand-over to blue, got %T", a.cur)
	}
	b.seen = rules.Blue
	a.switchTo(b)
	return b
}

// A hot-seat turn through the battle screen's own handlers: clicking a
// model activates it, the bar offers its moves grouped and its shot,
// clicking a highlighted cube moves it there, clicking the enemy shoots,
// Enter ends the activation, and the hand-over to red follows. The saved
// game rebuilds the same state.
func TestBattleHotSeatTurn(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)

	activateByClicks(b, a, "blue.1")
	if p := b.piece("blue.1"); p == nil || !p.Active {
		t.Fatalf("clicking blue.1 did not activate it: %+v", p)
	}
	var labels []string
	for _, e := range b.entries {
		labels = append(labels, e.label)
	}
	if got := strings.Join(labels, " | "); got != "Move… | Shoot Red Trooper · Rifle" {
		t.Fatalf("action bar: %s", got)
	}
	o := b.overlay()
	if len(o.Move) != 8 || len(o.Targets) != 1 || o.Targets[0] != "red.1" {
		t.Fatalf("overlay: %d move cubes, targets %v", len(o.Move), o.Targets)
	}

	dest := world.Pos{X: 2, Y: 1}
	b.hover, b.hoverOK = bHit{Cell: dest}, true
	if o := b.overlay(); len(o.Path) != 2 || o.Path[1] != dest {
		t.Fatalf("path under the cursor: %v", o.Path)
	}
	b.boardClick(a)
	if p := b.piece("blue.1"); p.Pos != dest {
		t.Fatalf("blue.1 at %v, want %v", p.Pos, dest)
	}
	if !b.anim.busy() {
		t.Fatal("the move is not animated")
	}

	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	if act, ok := b.forecastFor(); !ok || act.Kind != "shoot" {
		t.Fatalf("hovering the enemy gives no shot forecast: %v %v", act, ok)
	}
	b.boardClick(a)
	if got := len(b.cfg.recorder.Replay.Actions); got != 3 {
		t.Fatalf("recorded %d actions, want activate, move, shoot: %v", got, b.cfg.recorder.Replay.Actions)
	}
	for b.anim.busy() {
		b.anim.update(b.started)
	}
	if len(b.dice.rolls) != 1 || len(b.dice.rolls[0].Dice) != 3 {
		t.Fatalf("dice tray: %+v", b.dice.rolls)
	}

	var in input
	in.settings = &a.settings
	in.keys = append(in.keys, a.settings.Key(cmdEndAction))
	b.playerInput(a, &in)
	if b.g.ToMove() != rules.Red {
		t.Fatalf("after Enter %v decides, want red", b.g.ToMove())
	}
	// The board stays a moment so blue sees the result, then hands over.
	for i := 0; i <= lingerTicks+ticksFlash*4 && a.cur == screen(b); i++ {
		in = input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
		if i == 0 && a.cur != screen(b) {
			t.Fatal("the hand-over came at once, before blue could see the result")
		}
	}
	if h, ok := a.cur.(*handoverScreen); !ok || h.seat != rules.Red {
		t.Fatalf("no hand-over to red: %T", a.cur)
	}

	sg, err := readSavedGame(a.store)
	if err != nil {
		t.Fatal(err)
	}
	g, _, events, err := rebuild(a.cfg.Registry, sg.Replay)
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash() != b.g.Hash() || len(events) == 0 {
		t.Fatalf("the saved game rebuilds a different state")
	}
}

// startVersusEasy starts a game of blue against an Easy computer.
func startVersusEasy(t *testing.T, a *App) *battleScreen {
	t.Helper()
	su := newSetupScreen(a)
	su.mode.index = 1
	su.level.set("easy")
	b, err := su.start(a)
	if err != nil {
		t.Fatal(err)
	}
	a.switchTo(b)
	return b
}

// endAndAwaitComputer ends blue's activation with the end key and runs
// the battle until the computer has played red's turn, failing on a
// hand-over.
func endAndAwaitComputer(t *testing.T, a *App, b *battleScreen) {
	t.Helper()
	in := input{settings: &a.settings, keys: []ebiten.Key{a.settings.Key(cmdEndAction)}}
	b.playerInput(a, &in)
	if len(b.actionsLeft()) > 0 {
		// Actions are left: the first Enter asked, the second ends.
		if !b.endAsk || b.g.ToMove() != rules.Blue {
			t.Fatalf("Enter with %v left did not ask first", b.actionsLeft())
		}
		in = input{settings: &a.settings, keys: []ebiten.Key{a.settings.Key(cmdEndAction)}}
		b.playerInput(a, &in)
	}
	if b.g.ToMove() != rules.Red {
		t.Fatalf("red should decide, got %v", b.g.ToMove())
	}
	deadline := time.Now().Add(5 * time.Second)
	for b.g.ToMove() == rules.Red && time.Now().Before(deadline) {
		time.Sleep(100 * time.Microsecond)
		in = input{settings: &a.settings}
		if err := b.update(a, &in); err != nil {
			t.Fatal(err)
		}
		if _, ok := a.cur.(*handoverScreen); ok {
			t.Fatal("hand-over shown against the computer")
		}
	}
	if b.g.ToMove() != rules.Blue {
		t.Fatalf("the computer did not finish its turn: %v to decide, %v", b.g.ToMove(), b.cfg.recorder.Replay.Actions)
	}
}

// Against the computer, the computer's seat is played off the UI
// goroutine with legal actions only, and no hand-over is shown.
func TestVersusComputerPlays(t *testing.T) {
	a := newTestApp(t)
	b := startVersusEasy(t, a)
	activateByClicks(b, a, "blue.1")
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	b.boardClick(a)
	endAndAwaitComputer(t, a, b)
}

// With several attacks on one model the click asks which, and the bar then
// lists only those.
func TestBarGroupsAndFilters(t *testing.T) {
	c := world.Pos{X: 1, Y: 1}
	d := world.Pos{X: 2, Y: 1}
	acts := []rules.Action{
		{Kind: "move", Actor: "blue.1", Cell: &c},
		{Kind: "move", Actor: "blue.1", Cell: &d},
		{Kind: "sprint", Actor: "blue.1", Cell: &d},
		{Kind: "shoot", Actor: "blue.1", Target: "red.1", Weapon: "rifle"},
		{Kind: "shoot", Actor: "blue.1", Target: "red.1", Weapon: "pistol"},
		{Kind: "shoot", Actor: "blue.1", Target: "red.2", Weapon: "rifle"},
		{Kind: "end", Actor: "blue.1"},
		{Kind: "crouch", Actor: "blue.1"},
	}
	name := func(id string) string { return id }
	var got []string
	for _, e := range buildBar(acts, "", name, describer{}) {
		got = append(got, e.label)
	}
	want := "Move… | Sprint | Shoot red.1 · Rifle | Shoot red.1 · Pistol | Shoot red.2 · Rifle | Crouch | End activation"
	if strings.Join(got, " | ") != want {
		t.Fatalf("bar:\n got %s\nwant %s", strings.Join(got, " | "), want)
	}
	if n := len(buildBar(acts, "red.1", name, describer{})); n != 2 {
		t.Fatalf("filtered bar has %d entries, want 2", n)
	}
	if a, ok := actionAt(acts, d, "", describer{}); !ok || a.Kind != "move" {
		t.Fatalf("a cube reachable by Move and Sprint is a Move: %v", a)
	}
	if a, ok := actionAt(acts, d, "sprint", describer{}); !ok || a.Kind != "sprint" {
		t.Fatalf("with Sprint focused the cube is a Sprint: %v", a)
	}
	mv, sp := cellsOf(acts, "", describer{})
	if len(mv) != 2 || len(sp) != 1 {
		t.Fatalf("cells: move %v sprint %v", mv, sp)
	}
}

// "Continue" on the title screen rebuilds the saved game: same state, the
// log and statistics filled from the replayed events, same play mode.
func TestContinueSavedGame(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	activateByClicks(b, a, "blue.1")
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	b.boardClick(a)
	want := b.g.Hash()

	title := newTitleScreen(a)
	if !title.canResume {
		t.Fatal("the title screen offers no Continue after a game was saved")
	}
	r, err := resumeGame(a)
	if err != nil {
		t.Fatal(err)
	}
	if r.g.Hash() != want || r.cfg.mode != modeHotSeat || len(r.cfg.recorder.Replay.Actions) != 2 {
		t.Fatalf("resumed a different game: %v", r.cfg.recorder.Replay.Actions)
	}
	if len(r.log.entries) == 0 || r.stats.of("blue.1").Hits != b.stats.of("blue.1").Hits {
		t.Fatal("the resumed game's log or statistics are empty")
	}
	if err := a.store.Save(saveFile, []byte("{not json")); err != nil {
		t.Fatal(err)
	}
	if _, err := resumeGame(a); err == nil || !strings.Contains(err.Error(), saveFile) {
		t.Fatalf("a broken saved game gives %v", err)
	}
}

// Cube attacks (a grenade aimed at a cube) are grouped by weapon, are not
// Move destinations, and are found by the cube they aim at.
func TestBarAimedAttacks(t *testing.T) {
	c := world.Pos{X: 1, Y: 1}
	d := world.Pos{X: 2, Y: 1}
	acts := []rules.Action{
		{Kind: "move", Actor: "blue.1", Cell: &c},
		{Kind: "shoot", Actor: "blue.1", Weapon: "frag-grenade", Cell: &c},
		{Kind: "shoot", Actor: "blue.1", Weapon: "frag-grenade", Cell: &d},
		{Kind: "shoot", Actor: "blue.1", Weapon: "sticky-grenade", Cell: &d},
		{Kind: "end", Actor: "blue.1"},
	}
	desc := describeBy(func(a rules.Action) (rules.ActionHelp, bool) {
		if a.Kind == "shoot" && a.Cell != nil {
			return rules.ActionHelp{Title: "Throw", Help: "a grenade", Attack: true}, true
		}
		return rules.ActionHelp{}, false
	})
	name := func(id string) string { return id }
	var got []string
	for _, e := range buildBar(acts, "", name, desc) {
		got = append(got, e.label)
	}
	want := "Move | Throw · Frag Grenade… | Throw · Sticky Grenade | End activation"
	if strings.Join(got, " | ") != want {
		t.Fatalf("bar:\n got %s\nwant %s", strings.Join(got, " | "), want)
	}
	// One cube to choose: choosing the group does it; two: it highlights.
	bar := buildBar(acts, "", name, desc)
	if act, ok := soleChoice(bar[2]); !ok || act.Weapon != "sticky-grenade" {
		t.Fatalf("the one-cube Sticky Grenade group is no single choice: %v %v", act, ok)
	}
	if _, ok := soleChoice(bar[1]); ok {
		t.Fatal("the two-cube Frag Grenade group counts as a single choice")
	}
	if _, ok := soleChoice(bar[3]); ok {
		t.Fatal("a plain action counts as a group's single choice")
	}
	if mv, sp := cellsOf(acts, "", desc); len(mv) != 1 || len(sp) != 0 {
		t.Fatalf("aimed cubes must not be move cubes: move %v sprint %v", mv, sp)
	}
	if a, ok := actionAt(acts, d, "", desc); ok {
		t.Fatalf("a cube only aimed at is no destination, got %v", a)
	}
	if n := len(aimCells(acts, nil, desc)); n != 2 {
		t.Fatalf("aim cells: %d, want 2", n)
	}
	focus := acts[3]
	if cells := aimCells(acts, &focus, desc); len(cells) != 1 || cells[0] != d {
		t.Fatalf("focused aim cells: %v, want [%v]", cells, d)
	}
	if aims := aimsAt(acts, d, nil, desc); len(aims) != 2 {
		t.Fatalf("aims at %v: %d, want 2", d, len(aims))
	}
	if aims := aimsAt(acts, d, &focus, desc); len(aims) != 1 || aims[0].Weapon != "sticky-grenade" {
		t.Fatalf("focused aims at %v: %v", d, aims)
	}
}
