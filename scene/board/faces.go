package board

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// Faces is one font at any size: the text faces of the sizes asked for,
// made on first use and kept while they are used.
//
// The faces are text.GoXFace over golang.org/x/image/font/opentype, not
// text.GoTextFace: the game's texts are Latin (and, translated, Cyrillic)
// laid out left to right glyph by glyph, which needs no shaping, and
// GoTextFace's shaper (go-text/typesetting) is 2 MB of the browser module.
// The glyphs are not hinted, as GoTextFace's are not, so a text is as wide
// as GoTextFace makes it (the Go fonts have no kerning pairs) and the
// ascent and descent differ by less than 1/64 pixel.
//
// Faces is safe for concurrent use.
type Faces struct {
	font *opentype.Font

	mu    sync.Mutex
	faces map[float64]*sizedFace
	tick  int64 // the last game tick a face was made in
}

// sizedFace is one size's face and the last game tick it was asked for.
type sizedFace struct {
	face *text.GoXFace
	used int64
}

// facesSoftLimit is how many sizes Faces keeps before it drops the ones
// not asked for in the last facesIdleTicks ticks (their glyph images go
// with them, to the garbage collector). The board's labels follow the
// zoom, so their sizes change with it.
const (
	facesSoftLimit = 16
	facesIdleTicks = 60
)

// NewFaces parses an OpenType or TrueType font.
func NewFaces(ttf []byte) (*Faces, error) {
	f, err := opentype.Parse(ttf)
	if err != nil {
		return nil, err
	}
	return &Faces{font: f, faces: map[float64]*sizedFace{}}, nil
}

// Face is the font at size pixels (an em of size pixels).
func (f *Faces) Face(size float64) *text.GoXFace {
	now := ebiten.Tick()
	f.mu.Lock()
	defer f.mu.Unlock()
	if e, ok := f.faces[size]; ok {
		e.used = now
		return e.face
	}
	// NewFace fails for no options (it only records them).
	of, _ := opentype.NewFace(f.font, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	e := &sizedFace{face: text.NewGoXFace(of), used: now}
	f.faces[size] = e
	if len(f.faces) > facesSoftLimit && f.tick < now {
		for s, old := range f.faces {
			if old.used < now-facesIdleTicks {
				delete(f.faces, s)
			}
		}
	}
	f.tick = now
	return e.face
}
