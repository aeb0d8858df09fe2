package scene

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// Every character the game's own text can put on screen has a glyph in
// both fonts: the string literals of the screen's and the rulesets' code
// (no missing-glyph boxes, as a "✕" once showed in the kill feed).
func TestEveryTextCharacterHasAGlyph(t *testing.T) {
	var fonts []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	if i, _ := fonts[0].GlyphIndex(&buf, '✕'); i != 0 {
		t.Fatal("the check cannot tell a missing glyph: ✕ is found")
	}
	missing := map[rune]string{}
	checked := 0
	for _, dir := range []string{".", "../rules"} {
		err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			fset := token.NewFileSet()
			var s scanner.Scanner
			s.Init(fset.AddFile(path, -1, len(src)), src, nil, 0)
			for {
				pos, tok, lit := s.Scan()
				if tok == token.EOF {
					break
				}
				if tok != token.STRING && tok != token.CHAR {
					continue
				}
				v := lit
				if tok == token.STRING {
					if u, err := strconv.Unquote(lit); err == nil {
						v = u
					}
				}
				for _, r := range v {
					if r < 0x80 || r == 0xFFFD {
						continue
					}
					checked++
					for _, f := range fonts {
						if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
							missing[r] = fset.Position(pos).String()
						}
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d non-ASCII characters found in the code's text: the scan misses them", checked)
	}
	for r, where := range missing {
		t.Errorf("%q (U+%04X) has no glyph in the fonts; used at %s", r, r, where)
	}
}
