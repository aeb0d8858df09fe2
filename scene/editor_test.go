package scene

import (
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/internal/arenaedit"
	"github.com/flashpoint-arena/flashpoint/world"
)

// clickCube clicks the middle of cube c of the level edited, where the
// editor's board draws it.
func clickCube(t *testing.T, a *App, s *editorScreen, c world.Pos, keys ...ebiten.Key) {
	t.Helper()
	s.layout(a)
	x, y := s.brd.ScreenOf(c)
	tap(t, a, s, rect{x - 0.5, y - 0.5, 1, 1}, keys...)
}

// press sends keys to the editor for one tick.
func press(t *testing.T, a *App, sc screen, keys ...ebiten.Key) {
	t.Helper()
	tap(t, a, sc, rect{}, keys...)
}

// The editor, driven as a player would: from the title's menu to a new
// blank arena, zones placed with the mouse, a wall with the keys, a
// platform on level 1 that the Check panel finds breaks the mirror until
// its twin is built, a refused girder on the ground, saved, opened again
// from the list, and played: the setup screen gets the saved arena's text.
func TestEditorBuildSaveReopenPlay(t *testing.T) {
	store := &MemoryStorage{}
	a := rosterTestApp(t, store)
	title := newTitleScreen(a)
	press(t, a, title, ebiten.KeyE)
	start, ok := a.cur.(*editorStartScreen)
	if !ok {
		t.Fatalf("E on the title opened %T", a.cur)
	}
	start.layout(a)
	press(t, a, start, ebiten.KeyN) // a blank 8×8×3 arena
	s, ok := a.cur.(*editorScreen)
	if !ok {
		t.Fatalf("N opened %T", a.cur)
	}
	if w, d, h := s.ed.Size(); w != 8 || d != 8 || h != 3 || s.level != 1 {
		t.Fatalf("new arena %d×%d×%d, editing level %d", w, d, h, s.level)
	}
	press(t, a, s, a.settings.Key(cmdCutDown)) // down to the ground
	if s.level != 0 {
		t.Fatalf("PageDown: level %d", s.level)
	}
	// The zones, by mouse; the respawn cubes with Shift and the letter.
	press(t, a, s, ebiten.KeyB)
	clickCube(t, a, s, world.Pos{X: 0, Y: 0})
	clickCube(t, a, s, world.Pos{X: 1, Y: 0})
	press(t, a, s, ebiten.KeyR)
	clickCube(t, a, s, world.Pos{X: 0, Y: 7})
	clickCube(t, a, s, world.Pos{X: 1, Y: 7})
	press(t, a, s, ebiten.KeyShift, ebiten.KeyB)
	if s.tool != arenaedit.RespawnBlue {
		t.Fatalf("Shift+B chose %v", s.tool)
	}
	clickCube(t, a, s, world.Pos{X: 7, Y: 0})
	press(t, a, s, ebiten.KeyShift, ebiten.KeyR)
	clickCube(t, a, s, world.Pos{X: 7, Y: 7})
	press(t, a, s, ebiten.Key3) // scenario zone 3
	clickCube(t, a, s, world.Pos{X: 3, Y: 3})
	clickCube(t, a, s, world.Pos{X: 3, Y: 4})
	for c, want := range map[world.Pos]byte{{X: 1}: 'b', {X: 1, Y: 7}: 'r', {X: 7}: 'B', {X: 7, Y: 7}: 'R', {X: 3, Y: 4}: '3', {X: 4, Y: 3}: ' '} {
		if got := s.ed.ZoneAt(c); got != want {
			t.Errorf("zone of %v is %q, want %q", c, got, want)
		}
	}
	// A wall by the keys: the cursor is where the last click was; Shift
	// and an arrow build a wall on that side.
	before := s.ed.Arena()
	press(t, a, s, ebiten.KeyShift, ebiten.KeyArrowDown)
	after := s.ed.Arena()
	walls := 0
	for d := world.North; d <= world.West; d++ {
		if before.Side(world.Pos{X: 3, Y: 4}, d) != after.Side(world.Pos{X: 3, Y: 4}, d) {
			walls++
			if after.Side(world.Pos{X: 3, Y: 4}, d) != world.Wall {
				t.Fatalf("Shift+Down built %v on side %v", after.Side(world.Pos{X: 3, Y: 4}, d), d)
			}
		}
	}
	if walls != 1 {
		t.Fatalf("Shift+Down changed %d sides of 3,4,0", walls)
	}
	press(t, a, s, ebiten.KeyControl, ebiten.KeyZ) // and taken back
	if string(s.ed.Arena().Format()) != string(before.Format()) {
		t.Fatal("Ctrl+Z did not take the wall back")
	}
	// A girder on the ground is refused, saying why.
	press(t, a, s, ebiten.KeyG)
	clickCube(t, a, s, world.Pos{X: 5, Y: 5})
	if !strings.Contains(a.toast, "level 0") {
		t.Fatalf("refused girder says %q", a.toast)
	}
	// A platform on level 1: the Check panel finds it breaks the mirror.
	press(t, a, s, a.settings.Key(cmdCutUp))
	press(t, a, s, ebiten.KeyF)
	clickCube(t, a, s, world.Pos{X: 5, Y: 2, Z: 1})
	if f := s.ed.Arena().Floor(world.Pos{X: 5, Y: 2, Z: 1}); f != world.FloorSolid {
		t.Fatalf("floor of 5,2,1 is %v", f)
	}
	press(t, a, s, ebiten.KeyC)
	rep := s.currentReport()
	if !s.check || rep.Problem != nil || len(rep.Gaps) != 0 {
		t.Fatalf("check open %v, report %+v", s.check, rep)
	}
	mirror := rep.Symmetries[arenaedit.MirrorRows]
	if mirror.Same || mirror.Diffs[0].At != (world.Pos{X: 5, Y: 2, Z: 1}) {
		t.Fatalf("mirror north–south: %+v", mirror)
	}
	clickCube(t, a, s, world.Pos{X: 5, Y: 5, Z: 1})
	if rep := s.currentReport(); !rep.Symmetries[arenaedit.MirrorRows].Same || !rep.Fair() {
		t.Fatalf("with the twin platform: %+v", rep.Symmetries)
	}
	// Named and saved.
	press(t, a, s, ebiten.KeyN)
	s.name = []rune("Twin Decks")
	press(t, a, s, ebiten.KeyEnter)
	s.layout(a)
	tap(t, a, s, s.lay.acts[actSave].r)
	text, err := store.Load(arenaDoc("twin-decks"))
	if err != nil {
		t.Fatalf("saved as %v: %v", store.Docs, err)
	}
	saved, err := world.Parse("twin-decks.arena", text)
	if err != nil || saved.Name != "Twin Decks" || saved.Floor(world.Pos{X: 5, Y: 5, Z: 1}) != world.FloorSolid {
		t.Fatalf("saved arena (%v):\n%s", err, text)
	}
	if z, ok := saved.Zone(world.ZoneObjective, -1, "3"); !ok || len(z.Cells) != 2 {
		t.Fatalf("scenario zone 3: %+v", z)
	}
	// Opened again from the list of the editor's first screen.
	press(t, a, s, ebiten.KeyEscape)
	start, ok = a.cur.(*editorStartScreen)
	if !ok {
		t.Fatalf("Esc after saving opened %T", a.cur)
	}
	start.from.set(mineArena + "twin-decks")
	if start.from.value() != mineArena+"twin-decks" {
		t.Fatalf("the saved arena is not offered: %v", start.from.options)
	}
	press(t, a, start, ebiten.KeyO)
	s, ok = a.cur.(*editorScreen)
	if !ok || s.id != "twin-decks" || string(s.ed.Arena().Format()) != string(text) {
		t.Fatalf("reopened %T (id %q)", a.cur, s.id)
	}
	// Played: the setup screen starts with it, and a game starts on it.
	press(t, a, s, ebiten.KeyP)
	su, ok := a.cur.(*setupScreen)
	if !ok {
		t.Fatalf("P opened %T (%s)", a.cur, a.toast)
	}
	if su.arena.value() != mineArena+"twin-decks" {
		t.Fatalf("the setup's arena is %q of %v", su.arena.value(), su.arena.options)
	}
	setup := su.setup(a)
	if setup.ArenaText != string(text) || setup.Arena != "Twin Decks" {
		t.Fatalf("setup arena %q, text\n%s", setup.Arena, setup.ArenaText)
	}
	b, err := su.start(a)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.g.Arena(); got.Floor(world.Pos{X: 5, Y: 2, Z: 1}) != world.FloorSolid || got.Name != "Twin Decks" {
		t.Fatalf("the game plays on %q", got.Name)
	}
}

// An arena without both sides' zones is not saved, and the message says
// what is missing; Esc with unsaved changes asks once before leaving.
func TestEditorRefusesToSaveAnIncompleteArena(t *testing.T) {
	store := &MemoryStorage{}
	a := rosterTestApp(t, store)
	ed, _ := arenaedit.New("Half", 4, 4, 1)
	s := newEditorScreen(a, ed, "")
	press(t, a, s, ebiten.KeyB)
	clickCube(t, a, s, world.Pos{X: 1, Y: 1})
	press(t, a, s, ebiten.KeyControl, ebiten.KeyS)
	if names, _ := store.List(); len(names) != 0 || !strings.Contains(a.toast, "Still needed: blue respawn cube, red deployment zone, red respawn cube.") {
		t.Fatalf("stored %v, said %q", names, a.toast)
	}
	press(t, a, s, ebiten.KeyEscape)
	if _, left := a.cur.(*editorStartScreen); left || !strings.Contains(a.toast, "Esc again") {
		t.Fatalf("the first Esc with unsaved changes: %T, %q", a.cur, a.toast)
	}
	press(t, a, s, ebiten.KeyEscape)
	if _, left := a.cur.(*editorStartScreen); !left {
		t.Fatalf("the second Esc stayed: %T", a.cur)
	}
}

// Tab walks the keyboard focus through every control and back to the
// board; Enter on a focused tool chooses it.
func TestEditorFocusReachesEveryControl(t *testing.T) {
	a := rosterTestApp(t, &MemoryStorage{})
	ed, _ := arenaedit.New("Keys", 4, 4, 2)
	s := newEditorScreen(a, ed, "")
	s.layout(a)
	n := len(s.focusables())
	seen := map[int]bool{}
	for i := 0; i <= n; i++ {
		press(t, a, s, ebiten.KeyTab)
		seen[s.focus] = true
	}
	if len(seen) != n+1 || !seen[-1] {
		t.Fatalf("Tab reached %d of %d places", len(seen), n+1)
	}
	for s.focus != int(arenaedit.Girder) {
		press(t, a, s, ebiten.KeyTab)
	}
	press(t, a, s, ebiten.KeyEnter)
	if s.tool != arenaedit.Girder {
		t.Fatalf("Enter on the focused Girder chose %v", s.tool)
	}
}

// Play on it respects rules.ArenaChecker: Night Streets wants the
// deployment zones 24 inches (8 cubes) apart, so a 5-row yard is refused
// with the rules' reason and nothing is saved; the setup screen of those
// rules does not offer a saved arena it cannot play either.
func TestEditorPlayRespectsTheArenaChecker(t *testing.T) {
	store := &MemoryStorage{}
	a := rosterTestApp(t, store)
	a.cfg.Ruleset = "urban"
	ar, err := world.ParseFile("../assets/arenas/beginner.arena")
	if err != nil {
		t.Fatal(err)
	}
	s := newEditorScreen(a, arenaedit.Open(ar), "")
	press(t, a, s, ebiten.KeyP)
	if _, left := a.cur.(*setupScreen); left || !strings.Contains(a.toast, "inches apart") {
		t.Fatalf("P on a yard too small for Night Streets: %T, %q", a.cur, a.toast)
	}
	if names, _ := store.List(); len(names) != 0 {
		t.Fatalf("saved %v", names)
	}
	press(t, a, s, ebiten.KeyControl, ebiten.KeyS)
	su := newSetupScreen(a)
	for _, o := range su.arena.options {
		if strings.HasPrefix(o, mineArena) {
			t.Fatalf("Night Streets offers %q", o)
		}
	}
	a.cfg.Ruleset = "flashpoint"
	su = newSetupScreen(a)
	found := false
	for _, o := range su.arena.options {
		found = found || o == mineArena+"beginner-yard"
	}
	if !found {
		t.Fatalf("Flashpoint does not offer the saved yard: %v", su.arena.options)
	}
}

// A saved arena is deleted from the editor's first screen after a second
// press, and Tab passes over Delete while a shipped arena is chosen.
func TestEditorStartDeletesASavedArena(t *testing.T) {
	store := &MemoryStorage{}
	text, err := os.ReadFile("../assets/arenas/beginner.arena")
	if err != nil {
		t.Fatal(err)
	}
	store.Save(arenaDoc("yard"), text)
	a := rosterTestApp(t, store)
	s := newEditorStartScreen(a)
	s.layout(a)
	for i := 0; i < 2*len(s.controls()); i++ {
		press(t, a, s, ebiten.KeyTab)
		if s.controls()[s.focus].b == &s.del {
			t.Fatal("Tab stopped on Delete with a shipped arena chosen")
		}
	}
	s.from.set(mineArena + "yard")
	if s.from.value() != mineArena+"yard" {
		t.Fatalf("the saved arena is not offered: %v", s.from.options)
	}
	press(t, a, s, ebiten.KeyDelete)
	if _, err := store.Load(arenaDoc("yard")); err != nil || !strings.Contains(a.toast, "again") {
		t.Fatalf("the first Delete: %v, %q", err, a.toast)
	}
	press(t, a, s, ebiten.KeyDelete)
	if _, err := store.Load(arenaDoc("yard")); err == nil {
		t.Fatal("the second Delete kept the arena")
	}
	if n, ok := a.cur.(*editorStartScreen); !ok || len(n.names) != 0 {
		t.Fatalf("after deleting: %T", a.cur)
	}
}

func TestArenaSlug(t *testing.T) {
	taken := map[string]bool{"arena": true, "twin-decks": true}
	for name, want := range map[string]string{"Twin Decks": "twin-decks-2", "Двір": "arena-2", "Sump #3": "sump-3", "  ": "arena-2"} {
		if got := arenaSlug(name, func(id string) bool { return taken[id] }); got != want {
			t.Errorf("arenaSlug(%q) = %q, want %q", name, got, want)
		}
	}
}

// Ctrl+PgUp adds a level on top and goes up to it, the palette's button
// takes it away again, and the level edited stays inside the arena.
func TestEditorAddsAndRemovesLevels(t *testing.T) {
	a := rosterTestApp(t, &MemoryStorage{})
	ed, _ := arenaedit.New("Levels", 4, 4, 2)
	s := newEditorScreen(a, ed, "")
	press(t, a, s, ebiten.KeyControl, a.settings.Key(cmdCutUp))
	if _, _, h := s.ed.Size(); h != 3 || s.level != 2 || s.brd.Camera().CutLevel != 2 {
		t.Fatalf("Ctrl+PgUp: %d levels, editing %d", h, s.level)
	}
	s.layout(a)
	tap(t, a, s, s.lay.cutLevel.r)
	if _, _, h := s.ed.Size(); h != 2 || s.level != 1 {
		t.Fatalf("Cut top level: %d levels, editing %d", h, s.level)
	}
	press(t, a, s, ebiten.KeyControl, ebiten.KeyZ)
	if _, _, h := s.ed.Size(); h != 3 {
		t.Fatalf("undo: %d levels", h)
	}
	press(t, a, s, a.settings.Key(cmdCutUp)) // up to the top level
	press(t, a, s, ebiten.KeyControl, ebiten.KeyZ)
	if _, _, h := s.ed.Size(); h != 2 || s.level != 1 || s.cursor.Z != 1 {
		t.Fatalf("undoing the level edited: %d levels, editing %d, cursor %v", h, s.level, s.cursor)
	}
}
