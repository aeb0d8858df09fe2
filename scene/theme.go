package scene

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/scene/board"
)

// The interface colours.
var (
	colBackground = color.RGBA{14, 17, 24, 255}
	colPanel      = color.RGBA{20, 25, 35, 236}
	colPanelEdge  = color.RGBA{64, 76, 98, 255}
	colText       = color.RGBA{226, 232, 240, 255}
	colDim        = color.RGBA{140, 152, 170, 255}
	colAccent     = color.RGBA{255, 196, 64, 255}
	colButton     = color.RGBA{38, 48, 66, 255}
	colButtonHot  = color.RGBA{58, 74, 102, 255}
	colButtonOff  = color.RGBA{30, 34, 44, 255}
	colGood       = color.RGBA{96, 210, 120, 255}
	colBad        = color.RGBA{235, 90, 80, 255}
	colShield     = color.RGBA{90, 200, 255, 255}
	colWound      = color.RGBA{230, 70, 60, 255}
)

// teamColours are the two seats' colours, normal and colour-blind safe
// (blue/orange, distinguishable with every common colour-vision deficiency).
// They are the board palette's, so the HUD and the figures agree.
func teamColours(colourBlind bool) [2]color.RGBA {
	if colourBlind {
		return board.ColourBlindPalette().Team
	}
	return board.DefaultPalette().Team
}

// seatName is the seat's display name.
func seatName(s rules.Seat) string {
	switch s {
	case rules.Blue:
		return "Blue"
	case rules.Red:
		return "Red"
	}
	return "Nobody"
}

// fonts holds the regular and the bold font; each keeps its faces by size.
type fonts struct {
	regular *board.Faces
	bold    *board.Faces
	least   float64 // the smallest size drawn, in logical pixels (readableSize); 0 for none
}

func loadFonts() (*fonts, error) {
	r, err := board.NewFaces(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("loading the regular font: %w", err)
	}
	b, err := board.NewFaces(gobold.TTF)
	if err != nil {
		return nil, fmt.Errorf("loading the bold font: %w", err)
	}
	return &fonts{regular: r, bold: b}, nil
}

// face returns the regular face at size pixels.
func (f *fonts) face(size float64) *text.GoXFace {
	return f.regular.Face(max(size, f.least))
}

// boldFace returns the bold face at size pixels.
func (f *fonts) boldFace(size float64) *text.GoXFace {
	return f.bold.Face(max(size, f.least))
}

// The standard text sizes.
const (
	sizeSmall  = 13
	sizeNormal = 15
	sizeLarge  = 20
	sizeTitle  = 44
	sizeBanner = 34
)
