// Package uitest drives the real game headless through Ebitengine's
// exp/vmhost: a hidden host window runs the game (built with the
// ebitenginevmguest tag) as a guest, steps its ticks, injects mouse and
// keyboard input and reads the frames back as pixels. The tests need an X
// display; on a machine without one, run them under a virtual screen:
//
//	xvfb-run -a -s "-screen 0 1280x720x24" go test ./uitest/
//
// Without a display (or with -short) they skip. With FLASHPOINT_SHOTS set to
// a directory, every frame the tests look at is also written there as PNG.
package uitest
