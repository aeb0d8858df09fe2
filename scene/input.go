package scene

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// input is one tick's mouse and keyboard state in logical pixels, read
// once by the App and handed to the current screen.
type input struct {
	mx, my       float64 // cursor
	leftPressed  bool    // left button went down this tick
	leftReleased bool    // left button went up this tick
	leftDown     bool
	rightDown    bool
	rightPressed bool
	// rightClicked: the right button went up this tick near where it went
	// down (a click, not the end of a pan).
	rightClicked bool
	rightFromX   float64 // where the right button went down
	rightFromY   float64
	dragX, dragY float64 // cursor movement while the right button is held
	wheel        float64 // vertical wheel movement
	keys         []ebiten.Key
	consumed     bool // a widget took the click
	settings     *Settings
	lastX, lastY float64
	chars        []rune // text typed this tick (name fields)
	shift        bool   // a Shift key is held
	focus        focusRing
}

// read fills in from the devices. The pointer is already in the screen's
// logical pixels: Ebitengine gives the cursor in the size Layout returned
// (the window divided by the interface scale), so it is not divided again.
func (in *input) read() {
	x, y := ebiten.CursorPositionF()
	in.lastX, in.lastY = in.mx, in.my
	in.mx, in.my = x, y
	in.leftPressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	in.leftReleased = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	in.leftDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	in.rightPressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
	in.rightDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight)
	if in.rightPressed {
		in.rightFromX, in.rightFromY = in.mx, in.my
	}
	in.rightClicked = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight) &&
		absf(in.mx-in.rightFromX) < 6 && absf(in.my-in.rightFromY) < 6
	in.dragX, in.dragY = 0, 0
	if in.rightDown && !in.rightPressed {
		in.dragX, in.dragY = in.mx-in.lastX, in.my-in.lastY
	}
	_, in.wheel = ebiten.Wheel()
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	in.chars = ebiten.AppendInputChars(in.chars[:0])
	in.shift = ebiten.IsKeyPressed(ebiten.KeyShift)
	in.consumed = false
}

// click reports a fresh left click inside r that no widget took yet, and
// takes it.
func (in *input) click(r rect) bool {
	if in.consumed || !in.leftPressed || !r.contains(in.mx, in.my) {
		return false
	}
	in.consumed = true
	return true
}

// hover reports whether the cursor is inside r.
func (in *input) hover(r rect) bool { return r.contains(in.mx, in.my) }

// pressed reports whether key went down this tick and the focus ring
// did not take it (focus.go).
func (in *input) pressed(key ebiten.Key) bool {
	for _, k := range in.focus.taken {
		if k == key {
			return false
		}
	}
	return in.rawPressed(key)
}

// rawPressed reports whether key went down this tick.
func (in *input) rawPressed(key ebiten.Key) bool {
	for _, k := range in.keys {
		if k == key {
			return true
		}
	}
	return false
}

// command reports whether the key bound to cmd went down this tick.
func (in *input) command(cmd string) bool {
	if in.settings == nil {
		return false
	}
	return in.pressed(in.settings.Key(cmd))
}

// held reports whether the key bound to cmd is held down.
func (in *input) held(cmd string) bool {
	if in.settings == nil {
		return false
	}
	return ebiten.IsKeyPressed(in.settings.Key(cmd))
}

// digit returns the bar key (barKey) of a number key that went down this
// tick: n for 1..9, 10 for 0, 10+n for Shift and 1..9; else 0.
func (in *input) digit() int {
	shift := 0
	if in.shift {
		shift = 10
	}
	for _, k := range in.keys {
		switch {
		case k >= ebiten.KeyDigit1 && k <= ebiten.KeyDigit9:
			return int(k-ebiten.KeyDigit1) + 1 + shift
		case k >= ebiten.KeyNumpad1 && k <= ebiten.KeyNumpad9:
			return int(k-ebiten.KeyNumpad1) + 1 + shift
		case k == ebiten.KeyDigit0 || k == ebiten.KeyNumpad0:
			return 10
		}
	}
	return 0
}
