package arenaedit

import (
	"errors"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// step is one use of a tool.
type step struct {
	tool  Tool
	p     world.Pos
	d     world.Dir
	label int
}

// Each tool changes a blank 3×2×2 arena as the text format shows it.
func TestToolsOnABlankArena(t *testing.T) {
	for _, tc := range []struct {
		name  string
		steps []step
		want  string
	}{
		{"floors", []step{{tool: Floor, p: at(2, 0, 1)}, {tool: Girder, p: at(0, 1, 1)}}, `
arena Yard
size 3 2 2
level 0
+--+--+--+
|#  #  # |
+  +  +  +
|#  #  # |
+--+--+--+
level 1
+--+--+--+
|.  .  # |
+  +  +  +
|=  .  . |
+--+--+--+
`},
		{"walls", []step{{tool: LowWall, p: at(0, 0, 0), d: world.East}, {tool: Wall, p: at(1, 0, 0), d: world.South}, {tool: Wall, p: at(2, 1, 1), d: world.North}}, `
arena Yard
size 3 2 2
level 0
+--+--+--+
|# :#  # |
+  +--+  +
|#  #  # |
+--+--+--+
level 1
+--+--+--+
|.  .  . |
+  +  +--+
|.  .  . |
+--+--+--+
`},
		{"the same wall again opens the face", []step{{tool: Wall, p: at(1, 0, 0), d: world.South}, {tool: Wall, p: at(1, 1, 0), d: world.North}, {tool: LowWall, p: at(2, 0, 0), d: world.West}, {tool: Wall, p: at(1, 0, 0), d: world.East}}, `
arena Yard
size 3 2 2
level 0
+--+--+--+
|#  # |# |
+  +  +  +
|#  #  # |
+--+--+--+
level 1
+--+--+--+
|.  .  . |
+  +  +  +
|.  .  . |
+--+--+--+
`},
		{"zones, a drop in the air gets a floor", []step{
			{tool: DeployBlue, p: at(0, 0, 0)}, {tool: DeployRed, p: at(0, 1, 0)},
			{tool: RespawnBlue, p: at(2, 0, 0)}, {tool: RespawnRed, p: at(2, 1, 0)},
			{tool: Drop, p: at(1, 0, 1)}, {tool: Objective, p: at(1, 1, 0), label: 3},
		}, `
arena Yard
size 3 2 2
level 0
+--+--+--+
|#b #  #B|
+  +  +  +
|#r #3 #R|
+--+--+--+
level 1
+--+--+--+
|.  #W . |
+  +  +  +
|.  .  . |
+--+--+--+
`},
		{"erase takes the zone, then the floor, never the ground", []step{
			{tool: Drop, p: at(1, 0, 1)}, {tool: Erase, p: at(1, 0, 1)}, {tool: Girder, p: at(2, 1, 1)}, {tool: Erase, p: at(2, 1, 1)},
			{tool: DeployBlue, p: at(0, 0, 0)}, {tool: Erase, p: at(0, 0, 0)}, {tool: Erase, p: at(0, 0, 0)},
		}, `
arena Yard
size 3 2 2
level 0
+--+--+--+
|#  #  # |
+  +  +  +
|#  #  # |
+--+--+--+
level 1
+--+--+--+
|.  #  . |
+  +  +  +
|.  .  . |
+--+--+--+
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := New("Yard", 3, 2, 2)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range tc.steps {
				if _, err := e.Apply(s.tool, s.p, s.d, s.label); err != nil {
					t.Fatalf("%v at %v: %v", s.tool, s.p, err)
				}
			}
			sameText(t, e.Arena().Format(), tc.want)
		})
	}
}

// Edits the text format cannot hold are refused with the reason, and
// change nothing.
func TestRefusedEdits(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    step
		want Reason
	}{
		{"a girder on the ground", step{tool: Girder, p: at(1, 1, 0)}, GroundFloor},
		{"a wall on the board edge", step{tool: Wall, p: at(0, 0, 0), d: world.West}, BoardEdge},
		{"a low wall on the south edge", step{tool: LowWall, p: at(2, 1, 1), d: world.South}, BoardEdge},
		{"a floor outside", step{tool: Floor, p: at(3, 0, 0)}, Outside},
		{"a zone above the top level", step{tool: DeployBlue, p: at(0, 0, 2)}, Outside},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, _ := New("Yard", 3, 2, 2)
			before := string(e.Arena().Format())
			changed, err := e.Apply(tc.s.tool, tc.s.p, tc.s.d, tc.s.label)
			var ee *EditError
			if !errors.As(err, &ee) || ee.Reason != tc.want || changed {
				t.Fatalf("changed %v, error %v; want reason %d", changed, err, tc.want)
			}
			if string(e.Arena().Format()) != before || e.CanUndo() {
				t.Fatal("a refused edit changed the arena or the history")
			}
		})
	}
}

// At most eight weapon-drop spots, the most the text format labels.
func TestNinthDropIsRefused(t *testing.T) {
	e, _ := New("Drops", 3, 3, 1)
	for i := 0; i < MaxDrops; i++ {
		if _, err := e.Apply(Drop, at(i%3, i/3, 0), 0, 0); err != nil {
			t.Fatal(err)
		}
	}
	_, err := e.Apply(Drop, at(2, 2, 0), 0, 0)
	var ee *EditError
	if !errors.As(err, &ee) || ee.Reason != TooManyDrops || ee.At != at(2, 2, 0) {
		t.Fatalf("ninth drop: %v", err)
	}
	if n := len(e.Arena().ZonesOf(world.ZoneDrop)); n != MaxDrops {
		t.Fatalf("%d drops", n)
	}
}

func TestNewRefusesSizesTheFormatCannotHold(t *testing.T) {
	for _, s := range [][3]int{{0, 5, 2}, {33, 5, 2}, {5, 33, 2}, {5, 5, 9}, {5, 5, 0}} {
		if _, err := New("Big", s[0], s[1], s[2]); err == nil {
			t.Errorf("New %v: no error", s)
		}
	}
	if _, err := New("Largest", MaxSide, MaxSide, MaxLevels); err != nil {
		t.Fatal(err)
	}
}

// Undo takes edits back in order and Redo makes them again; a new edit
// forgets what was taken back.
func TestUndoRedo(t *testing.T) {
	e, _ := New("Yard", 3, 2, 1)
	blank := string(e.Arena().Format())
	e.Apply(Wall, at(0, 0, 0), world.East, 0)
	one := string(e.Arena().Format())
	e.Apply(DeployBlue, at(2, 0, 0), 0, 0)
	two := string(e.Arena().Format())
	if !e.Undo() || string(e.Arena().Format()) != one {
		t.Fatalf("undo once:\n%s", e.Arena().Format())
	}
	if !e.Undo() || string(e.Arena().Format()) != blank || e.Undo() {
		t.Fatalf("undo twice:\n%s", e.Arena().Format())
	}
	if !e.Redo() || !e.Redo() || string(e.Arena().Format()) != two || e.Redo() {
		t.Fatalf("redo twice:\n%s", e.Arena().Format())
	}
	e.Undo()
	e.Apply(Floor, at(1, 1, 0), 0, 0) // the ground is solid already: no edit
	if !e.CanRedo() {
		t.Fatal("an edit that changed nothing forgot the redo")
	}
	e.Apply(DeployRed, at(1, 1, 0), 0, 0)
	if e.CanRedo() {
		t.Fatal("a new edit kept the redo")
	}
	if z, ok := e.Arena().Zone(world.ZoneDeploy, 0, ""); ok {
		t.Fatalf("the undone blue zone is back: %v", z)
	}
	e.Rename("Renamed")
	if !e.Undo() || e.Name() != "Renamed" || len(e.Arena().ZonesOf(world.ZoneDeploy)) != 0 {
		t.Fatalf("undo after renaming: %q, zones %v", e.Name(), e.Arena().Zones)
	}
}

// A copy of an arena edits without touching the arena, reads back as it
// was before any edit, and is a playable file once both sides have their
// zones.
func TestOpenCopiesAndTextReadsBack(t *testing.T) {
	a := parseArena(t, `
arena Tiny Yard
note Two rows.
size 3 2 2
level 0
+--+--+--+
|#b #B|#W|
+..+--+  +
|#r #R #1|
+--+--+--+
level 1
+--+--+--+
|.  .  # |
+  +  +  +
|.  .  . |
+--+--+--+
`)
	orig := string(a.Format())
	e := Open(a)
	text, err := e.Text()
	if err != nil || string(text) != orig {
		t.Fatalf("text of the copy (%v):\n%s\nwant\n%s", err, text, orig)
	}
	e.Apply(Erase, at(0, 1, 0), 0, 0) // red's only deployment cube
	if string(a.Format()) != orig {
		t.Fatal("editing the copy changed the arena")
	}
	if _, err := e.Text(); err == nil {
		t.Fatal("an arena without a red deployment zone gave its text")
	}
	if r := e.Check(); r.Problem == nil || len(r.Missing) != 1 || r.Missing[0] != (Need{Kind: world.ZoneDeploy, Team: 1}) {
		t.Fatalf("Check of an arena missing red's deployment zone: %v, missing %v", r.Problem, r.Missing)
	}
	blank, _ := New("Blank", 2, 2, 1)
	if m := blank.Check().Missing; len(m) != 4 || m[0] != (Need{Kind: world.ZoneDeploy, Team: 0}) || m[3] != (Need{Kind: world.ZoneRespawn, Team: 1}) {
		t.Fatalf("a blank arena misses %v", m)
	}
	e.Undo()
	back, err := world.Parse("back.arena", mustText(t, e))
	if err != nil || len(back.Zones) != len(a.Zones) {
		t.Fatalf("read back: %v, %d zones", err, len(back.Zones))
	}
}

func mustText(t *testing.T, e *Editor) []byte {
	t.Helper()
	b, err := e.Text()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"  Yard #2\t": "Yard 2",
		"Двір  Бурі":  "Двір Бурі",
		"#":           "Unnamed",
		"":            "Unnamed",
		"line\nbreak": "linebreak",
	} {
		if got := CleanName(in, "Unnamed"); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

// A level added on top is open air with walls at the edge only; removing
// the top level takes its floors and zones with it; both are undone like
// any edit, and the ground is never removed.
func TestAddAndRemoveLevels(t *testing.T) {
	e, _ := New("Tall", 2, 2, 1)
	e.Apply(DeployBlue, at(0, 0, 0), 0, 0)
	if err := e.AddLevel(); err != nil {
		t.Fatal(err)
	}
	e.Apply(Drop, at(1, 1, 1), 0, 0)
	sameText(t, e.Arena().Format(), `
arena Tall
size 2 2 2
level 0
+--+--+
|#b # |
+  +  +
|#  # |
+--+--+
level 1
+--+--+
|.  . |
+  +  +
|.  #W|
+--+--+
`)
	if err := e.RemoveLevel(); err != nil {
		t.Fatal(err)
	}
	if w, d, h := e.Size(); w != 2 || d != 2 || h != 1 || len(e.Arena().ZonesOf(world.ZoneDrop)) != 0 {
		t.Fatalf("after removing: %d×%d×%d, zones %v", w, d, h, e.Arena().Zones)
	}
	var ee *EditError
	if err := e.RemoveLevel(); !errors.As(err, &ee) || ee.Reason != BadSize {
		t.Fatalf("removing the ground: %v", err)
	}
	if !e.Undo() {
		t.Fatal("nothing to undo")
	}
	if _, _, h := e.Size(); h != 2 || e.ZoneAt(at(1, 1, 1)) != 'W' {
		t.Fatalf("undo gave %d levels, zone %q", h, e.ZoneAt(at(1, 1, 1)))
	}
	for e.Undo() {
	}
	if w, d, h := e.Size(); w != 2 || d != 2 || h != 1 || e.ZoneAt(at(0, 0, 0)) != ' ' {
		t.Fatalf("all undone: %d×%d×%d", w, d, h)
	}
	full, _ := New("Full", 2, 2, MaxLevels)
	if err := full.AddLevel(); !errors.As(err, &ee) || ee.Reason != BadSize {
		t.Fatalf("a ninth level: %v", err)
	}
}
