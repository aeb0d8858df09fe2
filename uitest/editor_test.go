package uitest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/world"
)

// chord presses key while mod is held (Shift+B, Ctrl+S).
func (g *guest) chord(mod, key ebiten.Key) {
	g.t.Helper()
	g.do(func() error { g.s.PressKey(mod); return nil })
	g.ticks(2)
	g.key(key)
	g.do(func() error { g.s.ReleaseKey(mod); return nil })
	g.ticks(2)
}

// The arena editor with the keyboard alone, in the real game: from the
// title (E) to a new blank arena (N), down to the ground (PgDn), both
// sides' zones placed by moving the yellow cube with the arrows (Right
// is east, Down is south in the first view) and Space, a wall built with
// Shift+Up, saved with Ctrl+S into the config directory in the shipped
// text format, and Play on it (P) opening the setup screen, whose Enter
// starts a battle on it. Each step is checked to change the frame.
func TestUIArenaEditorByKeys(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h)
	g.ticks(20)
	k := &keyTour{t: t, g: g, prefix: "editor", w: screenW, h: screenH}
	k.snap("00-title")
	k.step("01-start", ebiten.KeyE)
	k.step("02-blank", ebiten.KeyN)
	k.step("03-ground", ebiten.KeyPageDown)
	// Blue deploys on the north row's two west cubes, red on the south
	// row's; the respawn cubes go to the east corners.
	g.key(ebiten.KeyB)
	g.key(ebiten.KeySpace) // 0,0,0
	g.key(ebiten.KeyArrowRight)
	g.key(ebiten.KeySpace) // 1,0,0
	for i := 0; i < 6; i++ {
		g.key(ebiten.KeyArrowRight)
	}
	g.chord(ebiten.KeyShiftLeft, ebiten.KeyB)
	g.key(ebiten.KeySpace) // 7,0,0
	for i := 0; i < 7; i++ {
		g.key(ebiten.KeyArrowDown)
	}
	g.chord(ebiten.KeyShiftLeft, ebiten.KeyR)
	g.key(ebiten.KeySpace) // 7,7,0
	g.key(ebiten.KeyR)
	for i := 0; i < 7; i++ {
		g.key(ebiten.KeyArrowLeft)
	}
	g.key(ebiten.KeySpace) // 0,7,0
	g.key(ebiten.KeyArrowRight)
	g.key(ebiten.KeySpace) // 1,7,0
	// A wall north of 1,7,0.
	g.chord(ebiten.KeyShiftLeft, ebiten.KeyArrowUp)
	k.snap("04-built")
	g.chord(ebiten.KeyControlLeft, ebiten.KeyS)
	text, err := os.ReadFile(filepath.Join(g.config, "arena-new-arena.arena"))
	if err != nil {
		t.Fatalf("Ctrl+S wrote no arena: %v", err)
	}
	a, err := world.Parse("arena-new-arena.arena", text)
	if err != nil {
		t.Fatalf("the saved arena does not read: %v\n%s", err, text)
	}
	for _, c := range []struct {
		kind world.ZoneKind
		team int
		want []world.Pos
	}{
		{world.ZoneDeploy, 0, []world.Pos{{X: 0}, {X: 1}}},
		{world.ZoneDeploy, 1, []world.Pos{{X: 0, Y: 7}, {X: 1, Y: 7}}},
		{world.ZoneRespawn, 0, []world.Pos{{X: 7}}},
		{world.ZoneRespawn, 1, []world.Pos{{X: 7, Y: 7}}},
	} {
		z, _ := a.Zone(c.kind, c.team, "")
		if len(z.Cells) != len(c.want) {
			t.Fatalf("%v of team %d: %v, want %v", c.kind, c.team, z.Cells, c.want)
		}
		for i := range c.want {
			if z.Cells[i] != c.want[i] {
				t.Fatalf("%v of team %d: %v, want %v", c.kind, c.team, z.Cells, c.want)
			}
		}
	}
	if a.Side(world.Pos{X: 1, Y: 7}, world.North) != world.Wall {
		t.Fatalf("no wall north of 1,7,0:\n%s", text)
	}
	k.step("05-setup", ebiten.KeyP)
	k.step("06-battle", ebiten.KeyEnter)
}
