package scene

import (
	"strings"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/flashpoint"
	"github.com/flashpoint-arena/flashpoint/world"
)

// The board's markers have words: a girder, low walls, a respawn cube and
// a drop spot are explained when the pointer rests on them; a plain cube
// says nothing but what is unusual about it.
func TestTerrainTip(t *testing.T) {
	a, err := world.Parse("t", []byte(`arena T
size 3 2 2
level 0
+--+--+--+
|#b #B #W|
+  +..+  +
|#R #  #r|
+--+--+--+
level 1
+--+--+--+
|=  .  # |
+  +  +  +
|.  .  . |
+--+--+--+
`))
	if err != nil {
		t.Fatal(err)
	}
	fpWords := terrainWords(new(flashpoint.Game).TerrainHelp)
	for _, c := range []struct {
		at   world.Pos
		want string
	}{
		{world.Pos{X: 0, Y: 0, Z: 1}, "Girder"},
		{world.Pos{X: 1, Y: 0}, "Low wall on the south side"},
		{world.Pos{X: 1, Y: 0}, "Blue respawn cube"},
		{world.Pos{X: 0, Y: 1}, "Red respawn cube"},
		{world.Pos{X: 2, Y: 0}, "Weapon-drop spot A"},
		{world.Pos{X: 1, Y: 1, Z: 1}, "Open air"},
	} {
		if got := terrainTip(a, c.at, fpWords); !strings.Contains(got, c.want) {
			t.Errorf("%v: %q, want %q in it", c.at, got, c.want)
		}
	}
	if got := terrainTip(a, world.Pos{X: 1, Y: 1}, fpWords); got != "Low wall on the north side: blocks sight below half height; a model steps over it." {
		t.Errorf("a plain deployment cube: %q", got)
	}
	if got := cubeName(world.Pos{X: 5, Y: 3, Z: 1}); got != "Cube 5,3,1 (level 1)" {
		t.Errorf("cubeName: %q", got)
	}
}
