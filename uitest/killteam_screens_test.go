package uitest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// unitKey is the digit key that adds a Kill Team unit on the roster
// screen: 1 for the catalog's first, 0 for its tenth.
func unitKey(t *testing.T, id string) ebiten.Key {
	t.Helper()
	rs, err := all.Registry().Get("killteam")
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range rs.(rules.RosterBuilder).RosterCatalog().Units {
		if u.ID == id && i < 10 {
			return ebiten.Key0 + ebiten.Key((i+1)%10)
		}
	}
	t.Fatalf("no key adds %s", id)
	return 0
}

// resize gives the game an outside screen of w×h, as a resized window.
func (g *guest) resize(w, h int) {
	g.t.Helper()
	g.do(func() error {
		g.screen = ebiten.NewImage(w, h)
		return g.s.SetOutsideScreen(g.screen)
	})
	g.ticks(5)
}

// Kill Team's screens, driven from the title with keys: the Kill teams
// screen shows the shipped elite team and the 20-model horde and builds a
// new team, the setup screen follows the ruleset, a battle starts with the
// shipped teams, and the rules reference shows Kill Team's rules; at
// 1280×720 and at 800×600. Each key changes the frame. With
// FLASHPOINT_SHOTS set the frames are written there (kt-*.png).
func TestUIKillTeamScreens(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-ruleset", "killteam", "-arena", "beginner")
	for _, size := range []struct {
		name string
		w, h int
	}{{"1280", 1280, 720}, {"800", 800, 600}} {
		g.resize(size.w, size.h)
		g.ticks(20)
		prev := g.snap("kt-" + size.name + "-00-title")
		step := func(name string, keys ...ebiten.Key) {
			t.Helper()
			for _, k := range keys {
				g.key(k)
			}
			g.ticks(10)
			img := g.snap("kt-" + size.name + "-" + name)
			if differs(prev, img, float64(size.w)/2, float64(size.h)/2, 40) == 0 && differs(prev, img, float64(size.w)/4, float64(size.h)/4, 40) == 0 {
				t.Errorf("%s: the frame did not change after %v", name, keys)
			}
			prev = img
		}
		step("01-teams", ebiten.KeyF)
		step("02-horde", ebiten.KeyPageDown)
		step("03-new", ebiten.KeyN)
		// A Militia Boss, three Troopers and a Gunner; the Boss made the
		// Leader with →.
		boss, trooper, gunner := unitKey(t, "militia-boss"), unitKey(t, "militia-trooper"), unitKey(t, "militia-gunner")
		step("04-built", boss, trooper, trooper, trooper, gunner, ebiten.KeyUp, ebiten.KeyUp, ebiten.KeyUp, ebiten.KeyUp, ebiten.KeyRight)
		step("05-title", ebiten.KeyEscape)
		step("06-rules", ebiten.KeyR)
		step("07-rules-next", ebiten.KeyArrowRight)
		step("08-title", ebiten.KeyEscape)
		step("09-setup", ebiten.KeyN)
		step("10-handover", ebiten.KeyEnter)
		g.ticks(20) // the hand-over takes no key in its first 15 ticks
		g.key(ebiten.KeySpace)
		g.ticks(150)
		step("11-battle")
		prev = g.snap("kt-" + size.name + "-12-battle-later")
		step("13-menu", ebiten.KeyEscape)
		// The menu's last button quits to the title (scene/battle_menu.go:
		// five buttons under a 64-pixel title, a 44-pixel note).
		pitch := min(54, (float64(size.h)-16-64-44)/5)
		ph := 64 + 5*pitch + 44 - 10
		g.click(float64(size.w)/2, float64(size.h)/2-ph/2+64+4*pitch+max(24, pitch-10)/2)
		g.ticks(10)
	}
}
