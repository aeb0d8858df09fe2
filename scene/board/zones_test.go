package board

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// ShowZones drops the floor marks of the zone kinds it refuses and keeps
// the others; nil shows every zone again.
func TestShowZones(t *testing.T) {
	a := shippedArena(t, "standard")
	drops := a.ZonesOf(world.ZoneDrop)
	deploy := a.ZonesOf(world.ZoneDeploy)
	if len(drops) == 0 || len(deploy) == 0 {
		t.Fatal("the standard arena has no weapon-drop spot or deployment zone")
	}
	spot, home := drops[0].Cells[0], deploy[0].Cells[0]
	b := New(a, DefaultPalette())
	if b.zones[cubeIndex(a, spot)].drop == "" {
		t.Fatalf("no drop mark at %s before the filter", spot)
	}
	b.ShowZones(func(k world.ZoneKind) bool { return k != world.ZoneDrop })
	if m := b.zones[cubeIndex(a, spot)]; m.drop != "" {
		t.Errorf("the drop at %s is still marked: %+v", spot, m)
	}
	if b.zones[cubeIndex(a, home)].deploy == 0 {
		t.Errorf("the deployment cube %s lost its mark", home)
	}
	b.ShowZones(nil)
	if b.zones[cubeIndex(a, spot)].drop == "" {
		t.Errorf("nil did not show the drop at %s again", spot)
	}
}
