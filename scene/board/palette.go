package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Palette is every colour the board draws with. Colours are
// alpha-premultiplied like color.RGBA; translucency is added where drawn.
type Palette struct {
	Team       [2]color.RGBA // figures, deploy zones and respawn marks, by seat
	Background color.RGBA    // behind the arena (the board does not fill it; screens may)
	Floor      color.RGBA    // solid floor tiles
	FloorAlt   color.RGBA    // every other floor tile, for the checker
	Grid       color.RGBA    // cube outlines on floors
	Plinth     color.RGBA    // the ground slab's sides
	Girder     color.RGBA    // girder beams
	LowWall    color.RGBA    // low walls
	Wall       color.RGBA    // solid walls' sides
	WallTop    color.RGBA    // solid walls' tops
	Drop       color.RGBA    // weapon-drop spots
	Objective  color.RGBA    // objectives
	Move       color.RGBA    // cubes reachable with Move
	Sprint     color.RGBA    // cubes reachable only with Sprint
	Path       color.RGBA    // the path under the cursor
	Hover      color.RGBA    // the cube under the cursor
	Selected   color.RGBA    // ring of the selected model
	Target     color.RGBA    // brackets of targetable models
	Danger     color.RGBA    // reachable cubes enemies could shoot at (the threat view)
	Goal       color.RGBA    // cubes a lesson marks: where to go, what to aim at
	Sight      [3]color.RGBA // sight line by world.Sight: none, visible, clear shot
	Shield     color.RGBA    // shield pips
	Wound      color.RGBA    // remaining wounds pips
	WoundLost  color.RGBA    // wounds taken pips
	Plate      color.RGBA    // role plate background
	PlateText  color.RGBA    // role plate text
	Weapon     color.RGBA    // weapon tokens
	Item       color.RGBA    // item tokens
}

// DefaultPalette is blue against red on grey concrete.
func DefaultPalette() Palette {
	return Palette{
		Team:       [2]color.RGBA{rgb(0x3d7be6), rgb(0xdc4238)},
		Background: rgb(0x1b2028),
		Floor:      rgb(0x8b95a1),
		FloorAlt:   rgb(0x838d99),
		Grid:       rgb(0x5d6570),
		Plinth:     rgb(0x3a4049),
		Girder:     rgb(0xc07a3a),
		LowWall:    rgb(0xb9a27a),
		Wall:       rgb(0x505a69),
		WallTop:    rgb(0xa8b2bf),
		Drop:       rgb(0xf2b233),
		Objective:  rgb(0xe8e04a),
		Move:       rgb(0x38d0ff),
		Sprint:     rgb(0xff9a2e),
		Path:       rgb(0xffffff),
		Hover:      rgb(0xffffff),
		Selected:   rgb(0xfff36b),
		Target:     rgb(0xff4a3d),
		Danger:     rgb(0xc0308a),
		Goal:       rgb(0x9dff3a),
		Sight:      [3]color.RGBA{rgb(0xff4a3d), rgb(0xffd23f), rgb(0x52e36b)},
		Shield:     rgb(0x5fd8ff),
		Wound:      rgb(0x62d96b),
		WoundLost:  rgb(0x6b2a2a),
		Plate:      rgb(0x14181f),
		PlateText:  rgb(0xffffff),
		Weapon:     rgb(0xf2b233),
		Item:       rgb(0xb48cff),
	}
}

// ColourBlindPalette uses the Okabe–Ito colours, which stay apart for the
// common kinds of colour blindness: blue against orange teams, sky blue
// against yellow highlights. Sight lines also differ by dash style.
func ColourBlindPalette() Palette {
	p := DefaultPalette()
	p.Team = [2]color.RGBA{rgb(0x1f78c8), rgb(0xe69f00)}
	p.Move = rgb(0x56b4e9)
	p.Sprint = rgb(0xf0e442)
	p.Selected = rgb(0xffffff)
	p.Target = rgb(0xd55e00)
	p.Danger = rgb(0xcc79a7)
	p.Goal = rgb(0x009e73)
	p.Sight = [3]color.RGBA{rgb(0xd55e00), rgb(0xf0e442), rgb(0x56b4e9)}
	p.Shield = rgb(0x56b4e9)
	p.Wound = rgb(0x009e73)
	p.WoundLost = rgb(0x5a2a10)
	p.Drop = rgb(0xf0e442)
	p.Objective = rgb(0xcc79a7)
	p.Weapon = rgb(0xf0e442)
	p.Item = rgb(0xcc79a7)
	return p
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// shade scales an opaque colour's brightness by f (f > 1 lightens).
func shade(c color.RGBA, f float64) color.RGBA {
	s := func(v uint8) uint8 {
		x := float64(v) * f
		if f > 1 {
			x = float64(v) + (255-float64(v))*(f-1)
		}
		return uint8(min(max(x, 0), 255))
	}
	return color.RGBA{s(c.R), s(c.G), s(c.B), c.A}
}

// fade makes an opaque colour translucent with opacity a (0..1), keeping it
// alpha-premultiplied.
func fade(c color.RGBA, a float64) color.RGBA {
	a = min(max(a, 0), 1)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// mix blends two opaque colours: t 0 gives a, t 1 gives b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// scaleBy multiplies a colour scale by an alpha-premultiplied colour
// (ColorScale.ScaleWithColor without boxing the colour in an interface).
func scaleBy(cs *ebiten.ColorScale, c color.RGBA) {
	if c.A == 0 {
		cs.Scale(0, 0, 0, 0)
		return
	}
	a := float32(c.A)
	cs.Scale(float32(c.R)/a, float32(c.G)/a, float32(c.B)/a, a/255)
}
