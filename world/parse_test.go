package world

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// tinyArena is a valid 2x2 arena on one level; the error cases below each
// break one thing in it.
const tinyArena = `arena Tiny
size 2 2 1
level 0
+--+--+
|#b #B|
+  +  +
|#r #R|
+--+--+
`

// twoLevels is a valid 2x2 arena on two levels.
const twoLevels = `arena Two
size 2 2 2
level 0
+--+--+
|#b #B|
+  +  +
|#r #R|
+--+--+
level 1
+--+--+
|.  # |
+  +  +
|.  . |
+--+--+
`

func TestParseTinyArena(t *testing.T) {
	a, err := Parse("tiny.arena", []byte(tinyArena))
	if err != nil {
		t.Fatal(err)
	}
	if a.Name != "Tiny" || a.W != 2 || a.D != 2 || a.H != 1 {
		t.Fatalf("got %q %dx%dx%d", a.Name, a.W, a.D, a.H)
	}
	want := []Zone{
		{Kind: ZoneDeploy, Team: 0, Cells: []Pos{pos(0, 0, 0)}},
		{Kind: ZoneDeploy, Team: 1, Cells: []Pos{pos(0, 1, 0)}},
		{Kind: ZoneRespawn, Team: 0, Cells: []Pos{pos(1, 0, 0)}},
		{Kind: ZoneRespawn, Team: 1, Cells: []Pos{pos(1, 1, 0)}},
	}
	if !reflect.DeepEqual(a.Zones, want) {
		t.Fatalf("zones %+v, want %+v", a.Zones, want)
	}
	for _, d := range []Dir{North, West} {
		if a.Side(pos(0, 0, 0), d) != Wall {
			t.Errorf("board edge %v of 0,0,0 is %v, want a wall", d, a.Side(pos(0, 0, 0), d))
		}
	}
	if a.Side(pos(0, 0, 0), East) != Open || a.Side(pos(1, 0, 0), West) != Open {
		t.Errorf("inner face between 0,0,0 and 1,0,0 should be open on both sides")
	}
}

func TestParseFacesFloorsAndZones(t *testing.T) {
	a := parseArena(t, `
arena Faces
note first line
note
note third line # a comment
size 3 2 2
level 0
+--+--+--+
|#b:#B|#W|
+..+--+  +
|#1 #r #R|
+--+--+--+
level 1
+--+--+--+
|.  =  #2|
+  +  +..+
|.  .  # |
+--+--+--+
`)
	if a.Notes != "first line\n\nthird line" {
		t.Errorf("notes %q", a.Notes)
	}
	checks := []struct {
		p    Pos
		d    Dir
		want Side
	}{
		{pos(0, 0, 0), East, LowWall}, {pos(1, 0, 0), West, LowWall},
		{pos(1, 0, 0), East, Wall}, {pos(2, 0, 0), West, Wall},
		{pos(0, 0, 0), South, LowWall}, {pos(0, 1, 0), North, LowWall},
		{pos(1, 0, 0), South, Wall}, {pos(1, 1, 0), North, Wall},
		{pos(2, 0, 0), South, Open}, {pos(2, 0, 1), South, LowWall},
		{pos(2, 1, 1), North, LowWall}, {pos(2, 1, 0), East, Wall},
	}
	for _, c := range checks {
		if got := a.Side(c.p, c.d); got != c.want {
			t.Errorf("side %v of %v = %v, want %v", c.d, c.p, got, c.want)
		}
	}
	floors := map[Pos]Floor{pos(0, 0, 1): FloorNone, pos(1, 0, 1): FloorGirder, pos(2, 0, 1): FloorSolid, pos(2, 1, 0): FloorSolid}
	for p, f := range floors {
		if a.Floor(p) != f {
			t.Errorf("floor of %v = %v, want %v", p, a.Floor(p), f)
		}
	}
	if z, ok := a.Zone(ZoneDrop, -1, "A"); !ok || !reflect.DeepEqual(z.Cells, []Pos{pos(2, 0, 0)}) {
		t.Errorf("drop A = %+v %v", z, ok)
	}
	if z, ok := a.Zone(ZoneObjective, -1, "2"); !ok || !reflect.DeepEqual(z.Cells, []Pos{pos(2, 0, 1)}) {
		t.Errorf("objective 2 = %+v %v", z, ok)
	}
	var kinds []string
	for _, z := range a.Zones {
		kinds = append(kinds, z.Kind.String()+z.Label)
	}
	if got := strings.Join(kinds, " "); got != "deploy deploy respawn respawn dropA objective1 objective2" {
		t.Errorf("zone order %q", got)
	}
}

// TestParseErrors checks every kind of error with its exact line and column.
func TestParseErrors(t *testing.T) {
	edit := func(base string, line int, text string) string {
		lines := strings.Split(base, "\n")
		lines[line-1] = text
		return strings.Join(lines, "\n")
	}
	insert := func(base string, line int, text string) string {
		lines := strings.Split(base, "\n")
		lines = append(lines[:line-1], append([]string{text}, lines[line-1:]...)...)
		return strings.Join(lines, "\n")
	}
	nineDrops := "arena Drops\nsize 9 2 1\nlevel 0\n+--+--+--+--+--+--+--+--+--+\n|#W #W #W #W #W #W #W #W #W|\n+  +  +  +  +  +  +  +  +  +\n|#b #B #r #R #  #  #  #  #  |\n+--+--+--+--+--+--+--+--+--+\n"
	cases := []struct {
		name, text, want string
	}{
		{"empty file", "", "1:1: no \"arena NAME\" line"},
		{"only comments", "# nothing\n\n", "3:1: no \"arena NAME\" line"},
		{"unknown directive", edit(tinyArena, 1, "arenas Tiny"), "1:1: unknown directive \"arenas\""},
		{"directive before arena", insert(tinyArena, 1, "size 2 2 1"), "1:1: \"size\" before the \"arena NAME\" line"},
		{"arena without name", edit(tinyArena, 1, "arena   # no name"), "1:1: \"arena\" needs a name"},
		{"second arena", insert(tinyArena, 2, "  arena Again"), "2:3: second \"arena\" line (the first is on line 1)"},
		{"control character", edit(tinyArena, 1, "arena Ti\x01ny"), "1:9: control character '\\x01' in the name"},
		{"invalid utf-8", edit(tinyArena, 1, "arena Ti\xffny"), "1:9: name is not valid UTF-8"},
		{"size not a number", edit(tinyArena, 2, "size 2 x 1"), "2:8: depth \"x\" is not a whole number"},
		{"size too big", edit(tinyArena, 2, "size 33 2 1"), "2:6: width 33 is out of range 1..32"},
		{"size zero", edit(tinyArena, 2, "size 2 2 0"), "2:10: height 0 is out of range 1..8"},
		{"size too few", edit(tinyArena, 2, "size 2 2"), "2:1: \"size\" wants 3 numbers"},
		{"size too many", edit(tinyArena, 2, "size 2 2 1 4"), "2:12: \"size\" wants 3 numbers"},
		{"second size", insert(tinyArena, 3, "size 2 2 1"), "3:1: second \"size\" line (the first is on line 2)"},
		{"level before size", edit(tinyArena, 2, "level 0"), "2:1: \"level\" before the \"size W D H\" line"},
		{"level not a number", edit(tinyArena, 3, "level zero"), "3:7: level \"zero\" is not a whole number"},
		{"level out of range", edit(tinyArena, 3, "level 1"), "3:7: level 1 is out of range: size says 1 levels (0..0)"},
		{"level out of order", edit(twoLevels, 3, "level 1"), "3:7: level 1 before level 0"},
		{"level twice", edit(twoLevels, 9, "level 0"), "9:7: level 0 appears twice"},
		{"missing level", strings.Join(strings.Split(twoLevels, "\n")[:8], "\n") + "\n", "9:1: level 1 is missing: size says 2 levels"},
		{"file ends in a level", strings.Join(strings.Split(tinyArena, "\n")[:6], "\n") + "\n", "7:1: level 0 ends after 3 grid lines, want 5"},
		{"level cut short", edit(twoLevels, 8, ""), "8:1: level 0 ends after 4 grid lines, want 5"},
		{"next level too soon", edit(twoLevels, 8, "level 1"), "8:1: level 0 ends after 4 grid lines, want 5"},
		{"grid line after a level", insert(tinyArena, 9, "+--+--+"), "9:1: grid line after the end of level 0"},
		{"grid line before a level", insert(tinyArena, 3, "|#b #B|"), "3:1: grid line outside a level block"},
		{"bad corner", edit(tinyArena, 6, "+  *  +"), "6:4: want a corner '+', got '*'"},
		{"unknown edge face", edit(tinyArena, 6, "+  +xx+"), "6:5: unknown face 'x'"},
		{"mixed edge face", edit(tinyArena, 6, "+ -+  +"), "6:3: face \" -\" mixes two kinds"},
		{"open north edge", edit(tinyArena, 4, "+--+  +"), "4:5: the board edge must be a wall \"--\""},
		{"low south edge", edit(tinyArena, 8, "+..+--+"), "8:2: the board edge must be a wall \"--\""},
		{"open west edge", edit(tinyArena, 5, " #b #B|"), "5:1: the board edge must be a wall '|'"},
		{"low east edge", edit(tinyArena, 7, "|#r #R:"), "7:7: the board edge must be a wall '|'"},
		{"unknown cell face", edit(tinyArena, 5, "|#b/#B|"), "5:4: unknown face '/'"},
		{"unknown floor", edit(tinyArena, 5, "|#b x |"), "5:5: unknown floor 'x'"},
		{"hole in level 0", edit(tinyArena, 5, "|.b #B|"), "5:2: level 0 floors must be solid '#'"},
		{"girder in level 0", edit(tinyArena, 5, "|#b =B|"), "5:5: level 0 floors must be solid '#'"},
		{"unknown zone", edit(tinyArena, 5, "|#b #X|"), "5:6: unknown zone 'X'"},
		{"zone without floor", edit(twoLevels, 13, "|.r . |"), "13:3: zone 'r' on a cube without a floor"},
		{"short line", edit(tinyArena, 5, "|#b #B"), "5:7: line is too short: 6 characters, want 7"},
		{"long line", edit(tinyArena, 5, "|#b #B|#"), "5:8: line is too long: 8 characters, want 7"},
		{"no blue deploy", edit(tinyArena, 5, "|#  #B|"), "9:1: no blue deployment zone 'b'"},
		{"no red deploy", edit(tinyArena, 7, "|#  #R|"), "9:1: no red deployment zone 'r'"},
		{"no blue respawn", edit(tinyArena, 5, "|#b # |"), "9:1: no blue respawn cube 'B'"},
		{"no red respawn", edit(tinyArena, 7, "|#r # |"), "9:1: no red respawn cube 'R'"},
		{"nine drops", nineDrops, "5:27: more than 8 weapon-drop spots 'W'"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, err := Parse("t.arena", []byte(c.text))
			if err == nil {
				t.Fatalf("parsed %+v, want error %q", a, c.want)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T %v is not a *ParseError", err, err)
			}
			if !strings.HasPrefix(err.Error(), "t.arena:"+c.want) {
				t.Fatalf("error\n  %q\nwant prefix\n  %q", err.Error(), "t.arena:"+c.want)
			}
		})
	}
}

func TestParseAcceptsCRLFAndTrailingSpace(t *testing.T) {
	text := strings.ReplaceAll(tinyArena, "\n", "  \r\n")
	a, err := Parse("crlf.arena", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Parse("tiny.arena", []byte(tinyArena))
	if !reflect.DeepEqual(a, b) {
		t.Fatal("CRLF and trailing spaces changed the arena")
	}
}

func TestCommentsInDirectives(t *testing.T) {
	a := parseArena(t, "arena Yard #1   # the name\n"+strings.TrimPrefix(tinyArena, "arena Tiny\n"))
	if a.Name != "Yard #1" {
		t.Fatalf("name %q, want \"Yard #1\"", a.Name)
	}
}

func TestFormatRoundTrip(t *testing.T) {
	texts := map[string]string{"tiny": tinyArena, "two": twoLevels}
	for _, n := range []string{"beginner", "standard", "tower"} {
		data, err := os.ReadFile(filepath.Join("..", "assets", "arenas", n+".arena"))
		if err != nil {
			t.Fatal(err)
		}
		texts[n] = string(data)
	}
	for name, text := range texts {
		a, err := Parse(name, []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		out := a.Format()
		b, err := Parse(name, out)
		if err != nil {
			t.Fatalf("%s: canonical form does not parse: %v\n%s", name, err, out)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: Parse(Format(a)) differs from a", name)
		}
		if again := b.Format(); string(again) != string(out) {
			t.Fatalf("%s: Format is not stable:\n%s\n---\n%s", name, out, again)
		}
	}
	// The canonical form of the tiny arena, exactly.
	a, _ := Parse("tiny", []byte("# comment\narena   Tiny  \n\n"+strings.TrimPrefix(tinyArena, "arena Tiny\n")))
	want := "arena Tiny\nsize 2 2 1\n\nlevel 0\n+--+--+\n|#b #B|\n+  +  +\n|#r #R|\n+--+--+\n"
	if got := string(a.Format()); got != want {
		t.Fatalf("canonical form\n%s\nwant\n%s", got, want)
	}
}

func TestParseFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "broken.arena")
	if err := os.WriteFile(path, []byte(strings.Replace(tinyArena, "|#b", "|.b", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ParseFile(path)
	if err == nil || !strings.HasPrefix(err.Error(), "broken.arena:5:2: ") {
		t.Fatalf("error %v, want one at broken.arena:5:2", err)
	}
	if _, err := ParseFile(filepath.Join(dir, "missing.arena")); err == nil {
		t.Fatal("a missing file parsed")
	}
}

func TestNewBuildsAnArenaThatFormatsAndParses(t *testing.T) {
	a := New("Built", 3, 2, 2)
	a.SetFloor(pos(1, 0, 1), FloorSolid)
	a.SetFloor(pos(2, 0, 1), FloorGirder)
	a.SetSide(pos(1, 0, 0), North, Open) // the board edge stays a wall
	a.SetSide(pos(1, 0, 0), East, LowWall)
	a.SetSide(pos(0, 1, 0), North, Wall)
	a.SetFloor(pos(5, 5, 5), FloorSolid) // outside: ignored
	if a.Side(pos(1, 0, 0), North) != Wall {
		t.Error("SetSide opened the board edge")
	}
	if a.Side(pos(2, 0, 0), West) != LowWall || a.Side(pos(0, 0, 0), South) != Wall {
		t.Error("SetSide did not set both sides of the face")
	}
	a.Zones = []Zone{
		{Kind: ZoneDeploy, Team: 0, Cells: []Pos{pos(0, 0, 0)}},
		{Kind: ZoneDeploy, Team: 1, Cells: []Pos{pos(0, 1, 0)}},
		{Kind: ZoneRespawn, Team: 0, Cells: []Pos{pos(2, 0, 0)}},
		{Kind: ZoneRespawn, Team: 1, Cells: []Pos{pos(2, 1, 0)}},
	}
	b, err := Parse("built", a.Format())
	if err != nil {
		t.Fatalf("%v\n%s", err, a.Format())
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("Parse(Format(New(...))) differs:\n%s", a.Format())
	}
}

// TestReadmeExampleParses keeps the worked example of the arena guide
// valid, with the meaning the guide gives it.
func TestReadmeExampleParses(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "assets", "arenas", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.SplitN(string(data), "```", 3)
	if len(parts) < 3 {
		t.Fatal("no example in the guide")
	}
	a, err := Parse("README.md", []byte(strings.TrimPrefix(parts[1], "\n")))
	if err != nil {
		t.Fatal(err)
	}
	if a.Side(pos(0, 0, 0), South) != LowWall || a.Side(pos(1, 0, 0), South) != Wall || a.Side(pos(2, 0, 0), South) != Open {
		t.Error("the faces between the rows are not as the guide says")
	}
	if z, ok := a.Zone(ZoneDrop, -1, "A"); !ok || z.Cells[0] != pos(2, 0, 0) {
		t.Error("drop spot A is not where the guide says")
	}
	if s, ok := stepSet(a.Steps(pos(1, 0, 0)))[pos(2, 0, 1)]; !ok || !s.Climb || s.Cost != 1 {
		t.Error("the climb onto the platform is not as the guide says")
	}
	if _, ok := stepSet(a.Steps(pos(2, 1, 0)))[pos(2, 0, 0)]; !ok {
		t.Error("the drop spot cannot be entered from the south")
	}
}

// An arena saved with a UTF-8 byte-order mark parses as without one (it
// was refused as `unknown directive "\ufeff#"`), and an oversized input is
// refused before it is read.
func TestParseAcceptsAByteOrderMarkAndRefusesOversizedInput(t *testing.T) {
	a, err := Parse("tiny.arena", append([]byte("\ufeff"), tinyArena...))
	if err != nil || a.Name != "Tiny" {
		t.Fatalf("with a byte-order mark: %v", err)
	}
	_, err = Parse("huge.arena", make([]byte, MaxArenaBytes+1))
	if err == nil || !strings.HasPrefix(err.Error(), "huge.arena:1:1: ") || len(err.Error()) > 200 {
		t.Fatalf("oversized arena: %v", err)
	}
}
