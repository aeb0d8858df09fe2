package uitest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kill Team's screens, driven from the title with keys: the Kill teams
// screen shows the shipped elite team and the 20-model horde and builds a
// new team, the setup screen follows the ruleset, a battle starts with the
// shipped teams, and the rules reference shows Kill Team's rules; at
// 1280×720 and at 800×600. Each key changes the frame. With
// FLASHPOINT_SHOTS set the frames are written there (kt-*.png).
func TestUIKillTeamScreens(t *testing.T) {
	h := needHost(t)
	g := startGuest(t, h, "-ruleset", "killteam", "-arena", "beginner")
	tourSizes(t, g, "kt", func(k *keyTour) {
		k.step("01-teams", ebiten.KeyF)
		k.step("02-horde", ebiten.KeyPageDown)
		k.step("03-new", ebiten.KeyN)
		// A Militia Boss, three Troopers and a Gunner; the Boss made the
		// Leader with →.
		boss, trooper, gunner := rosterKey(t, "killteam", "militia-boss"), rosterKey(t, "killteam", "militia-trooper"), rosterKey(t, "killteam", "militia-gunner")
		k.step("04-built", boss, trooper, trooper, trooper, gunner, ebiten.KeyUp, ebiten.KeyUp, ebiten.KeyUp, ebiten.KeyUp, ebiten.KeyRight)
		k.step("05-title", ebiten.KeyEscape)
		k.step("06-rules", ebiten.KeyR)
		k.step("07-rules-next", ebiten.KeyArrowRight)
		k.step("08-title", ebiten.KeyEscape)
		k.step("09-setup", ebiten.KeyN)
		k.step("10-handover", ebiten.KeyEnter)
		g.ticks(20) // the hand-over takes no key in its first 15 ticks
		g.key(ebiten.KeySpace)
		g.ticks(150)
		k.step("11-battle")
		k.snap("12-battle-later")
		k.step("13-menu", ebiten.KeyEscape)
		// The menu's last button quits to the title (scene/battle_menu.go:
		// five buttons under a 64-pixel title, a 44-pixel note).
		pitch := min(54, (float64(k.h)-16-64-44)/5)
		ph := 64 + 5*pitch + 44 - 10
		g.click(float64(k.w)/2, float64(k.h)/2-ph/2+64+4*pitch+max(24, pitch-10)/2)
		g.ticks(10)
	})
}
