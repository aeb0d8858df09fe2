package flashpoint

import (
	"io/fs"
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
)

func seedFile(f *testing.F, name string) {
	data, err := fs.ReadFile(assets.FS(), "flashpoint/"+name)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
}

func FuzzParseUnits(f *testing.F) {
	seedFile(f, "units.txt")
	f.Add([]byte("unit a\nstats RA 4+ FI\nspeed -\nkeywords ES 2,,Tactician x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		u, err := ParseUnits("units.txt", data)
		if err == nil && u == nil {
			t.Fatal("nil units without an error")
		}
	})
}

func FuzzParseWeapons(f *testing.F) {
	seedFile(f, "weapons.txt")
	f.Add([]byte("weapon a\nprofile R\nprofile x CC AP\nprofile :,\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := ParseWeapons("weapons.txt", data)
		if err == nil && w == nil {
			t.Fatal("nil weapons without an error")
		}
	})
}

func FuzzParseRoster(f *testing.F) {
	seedFile(f, "rosters/vanguard.txt")
	f.Add([]byte("roster X\nmodel a with b, c as D\nmodel a with , as\n"))
	f.Add([]byte("roster X\nlimit 250\nmodel a with b,c as  D  E\nmodel b\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseRoster("rosters/x.txt", data)
		if err == nil && r == nil {
			t.Fatal("nil roster without an error")
		}
		if err != nil {
			return
		}
		// What the writer makes of a roster reads back the same.
		out := FormatRoster(r)
		back, err := ParseRoster("rosters/x.txt", out)
		if err != nil {
			t.Fatalf("%q written as %q: %v", data, out, err)
		}
		if !sameRoster(r, back) {
			t.Fatalf("%q written as %q reads back as %+v, want %+v", data, out, back, r)
		}
	})
}

func FuzzParseGlossary(f *testing.F) {
	seedFile(f, GlossaryFile)
	f.Add([]byte("= x\nSP =\nSP = a\nSP = b\nno equals\n\xef\xbb\xbfAP = y # c\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		terms, err := ParseGlossary("glossary.txt", data)
		if err != nil {
			return
		}
		for _, term := range terms {
			if term.Term == "" || term.Meaning == "" {
				t.Fatalf("an empty term or meaning without an error: %+v", term)
			}
		}
	})
}

func FuzzParseReference(f *testing.F) {
	seedFile(f, ReferenceFile)
	f.Add([]byte("x\n## \n## A\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		pages, err := ParseReference("reference.txt", data)
		if err != nil {
			return
		}
		for _, p := range pages {
			if p.Title == "" || p.Body == "" {
				t.Fatalf("a page without a title or text and no error: %+v", p)
			}
		}
	})
}
