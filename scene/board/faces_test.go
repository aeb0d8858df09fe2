package board

import (
	"bytes"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Texts as the game lays them out, and Ukrainian and Russian ones for the
// translations to come.
var faceSamples = []string{
	"FLASHPOINT ARENA",
	"Fireteam tactics on a battlefield of cubes",
	"Round 1 begins; red wins the roll-off and activates first.",
	"OP MK BW BR · Esc: save and return to the title — 3/4",
	"Привіт! Їжак, ґанок, єнот і щука.",
	"Съешь же ещё этих мягких французских булок, да выпей чаю.",
}

// A Faces face is as wide as GoTextFace (with its shaper) made the same
// text, Latin and Cyrillic, at the whole sizes the game uses, and its line
// height is the same within 1/64 pixel. At a size between two whole ones
// (the board's labels follow the zoom) GoTextFace draws the glyphs at that
// size but spaces them as at the next whole size; a Faces face spaces
// them at their own size, so the text is as wide as between the two.
func TestFacesMatchGoTextFace(t *testing.T) {
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		faces, err := NewFaces(ttf)
		if err != nil {
			t.Fatal(err)
		}
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []float64{4.55, 9.5, 14.95, 39.1} {
			lo, hi := faces.Face(math.Floor(size)), &text.GoTextFace{Source: src, Size: size}
			for _, s := range faceSamples {
				w := text.Advance(s, faces.Face(size))
				if wl, wh := text.Advance(s, lo), text.Advance(s, hi); w <= wl || w >= wh {
					t.Errorf("size %v: %q is %v wide, want between %v and %v", size, s, w, wl, wh)
				}
			}
		}
		for _, size := range []float64{4, 10, 11, 13, 15, 20, 24, 34, 44, 56} {
			got := faces.Face(size)
			want := &text.GoTextFace{Source: src, Size: size}
			gm, wm := got.Metrics(), want.Metrics()
			if d := (gm.HAscent + gm.HDescent) - (wm.HAscent + wm.HDescent); math.Abs(d) > 1.0/64 {
				t.Errorf("size %v: ascent+descent %v, GoTextFace's %v", size, gm.HAscent+gm.HDescent, wm.HAscent+wm.HDescent)
			}
			for _, s := range faceSamples {
				gw, ww := text.Advance(s, got), text.Advance(s, want)
				if math.Abs(gw-ww) > 1.0/64 {
					t.Errorf("size %v: %q is %v wide, with GoTextFace %v", size, s, gw, ww)
				}
				mw, mh := text.Measure(s, got, 0)
				if math.Abs(mw-gw) > 1.0/64 || math.Abs(mh-(gm.HAscent+gm.HDescent)) > 1.0/64 {
					t.Errorf("size %v: %q measures %v×%v", size, s, mw, mh)
				}
			}
		}
	}
}

// Every letter of the Ukrainian and Russian alphabets has a glyph of its
// own in both fonts, not the font's missing-glyph box.
func TestFacesHaveCyrillic(t *testing.T) {
	const letters = "АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯабвгґдеєжзиіїйклмнопрстуфхцчшщьюяЁёЪъЫыЭэ"
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		faces, err := NewFaces(ttf)
		if err != nil {
			t.Fatal(err)
		}
		face := faces.Face(15).UnsafeInternal()
		for _, r := range letters {
			if adv, ok := face.GlyphAdvance(r); !ok || adv <= 0 {
				t.Errorf("%q has no glyph", r)
			}
		}
		if _, ok := face.GlyphAdvance('\U0001F600'); ok {
			t.Error("a rune the font lacks reports a glyph: the check above proves nothing")
		}
	}
}

// Faces keeps one face a size; once it holds more than its limit, sizes
// not asked for lately go.
func TestFacesKeepsAFaceASize(t *testing.T) {
	faces, err := NewFaces(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	if faces.Face(15) != faces.Face(15) {
		t.Error("two faces for one size")
	}
	if faces.Face(15) == faces.Face(13) {
		t.Error("one face for two sizes")
	}
	for i := range 3 * facesSoftLimit {
		faces.Face(20 + float64(i))
	}
	// Outside a game loop the tick stands still: nothing is idle yet.
	if n := len(faces.faces); n != 3*facesSoftLimit+2 {
		t.Errorf("%d sizes kept, want all %d", n, 3*facesSoftLimit+2)
	}
	for _, e := range faces.faces {
		e.used -= facesIdleTicks + 1
	}
	faces.tick = -1
	faces.Face(16)
	if n := len(faces.faces); n != 1 {
		t.Errorf("%d sizes kept after all but one went idle, want 1", n)
	}
}

// Cyrillic text draws: its glyphs leave ink, as much as Latin text of the
// same length about.
func TestFacesDrawCyrillic(t *testing.T) {
	faces, err := NewFaces(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	ink := func(s string) int {
		var n int
		onGame(t, func() {
			img := ebiten.NewImage(320, 40)
			defer img.Deallocate()
			op := &text.DrawOptions{}
			op.GeoM.Translate(4, 8)
			text.Draw(img, s, faces.Face(20), op)
			px := make([]byte, 4*320*40)
			img.ReadPixels(px)
			for i := 3; i < len(px); i += 4 {
				if px[i] > 128 {
					n++
				}
			}
		})
		return n
	}
	latin, cyrillic := ink("Hello, world and tea"), ink("Привіт, світе і чай")
	if latin == 0 || cyrillic < latin/2 {
		t.Errorf("Cyrillic text left %d inked pixels, Latin %d", cyrillic, latin)
	}
}
