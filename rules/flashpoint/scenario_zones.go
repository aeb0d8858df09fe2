package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Total Control keeps who owns each zone (RULES-SCENARIOS.md): a zone held
// at the end of a round becomes its holder's and stays so until the other
// side holds it at a round end; a side that owns every zone scores a point
// and every zone turns neutral again.

// startOwners is the zone owners at the start: nobody, in Total Control;
// nil in the other scenarios.
func (g *Game) startOwners() []rules.Seat {
	if !g.is(ScenarioTotalControl) {
		return nil
	}
	out := make([]rules.Seat, len(g.b.obj.zones))
	for i := range out {
		out[i] = rules.NoSeat
	}
	return out
}

// scoreTotalControl updates the owners at the end of a round and scores a
// side that owns every zone.
func (g *Game) scoreTotalControl(l *log) {
	zs := g.b.obj.zones
	for i := range zs {
		if h := g.holder(&zs[i]); h != rules.NoSeat && g.owners[i] != h {
			g.owners[i] = h
			e := l.sayf("zone-taken", h, "FpTakesZone", "Seat Zone", "%s takes zone %s.", h, zs[i].Label)
			e.To = posPtr(zs[i].Cells[0])
		}
	}
	for _, s := range rules.Seats {
		if g.ownsAll(s) && !g.over {
			l.sayf("zones-held", s, "FpHoldsEveryZone", "Seat Round", "%s holds every zone at the end of round %d; the zones turn neutral.", s, g.round)
			g.owners = g.startOwners()
			g.addScore(s, 1, l)
		}
	}
}

// ownsAll reports whether seat owns every zone.
func (g *Game) ownsAll(s rules.Seat) bool {
	if len(g.owners) == 0 {
		return false
	}
	for _, o := range g.owners {
		if o != s {
			return false
		}
	}
	return true
}

// zoneSide is the side a zone counts for now: its holder, else (Total
// Control) its owner.
func (g *Game) zoneSide(i int) rules.Seat {
	if h := g.holder(&g.b.obj.zones[i]); h != rules.NoSeat {
		return h
	}
	if i < len(g.owners) {
		return g.owners[i]
	}
	return rules.NoSeat
}

// zoneState is how a zone shows (rules.Token Seat and State): held by the
// side with more unpinned models in it; else owned by its Total Control
// owner; else contested when both sides have as many models in it (at
// least one each); else nobody's.
func (g *Game) zoneState(i int) (rules.Seat, string) {
	z := &g.b.obj.zones[i]
	if h := g.holder(z); h != rules.NoSeat {
		return h, rules.ZoneHeld
	}
	if i < len(g.owners) && g.owners[i] != rules.NoSeat {
		return g.owners[i], rules.ZoneOwned
	}
	if n := g.zoneCount(z); n[rules.Blue] > 0 && n[rules.Blue] == n[rules.Red] {
		return rules.NoSeat, rules.ZoneContested
	}
	return rules.NoSeat, ""
}

// hashOwners adds the zone owners to the state's hash (nothing outside
// Total Control).
func (g *Game) hashOwners(h *rules.Hasher) {
	if len(g.owners) == 0 {
		return
	}
	h.Int(len(g.owners))
	for _, o := range g.owners {
		h.Int(int(o))
	}
}

// saveOwners writes the owners for the position's "zone_owners".
func (g *Game) saveOwners() []string {
	var out []string
	for _, o := range g.owners {
		out = append(out, o.String())
	}
	return out
}

// loadOwners reads "zone_owners": one entry per zone ("blue", "red",
// "none"), only in Total Control; left out, nobody owns a zone.
func (g *Game) loadOwners(list []string) error {
	g.owners = g.startOwners()
	if list == nil {
		return nil
	}
	if !g.is(ScenarioTotalControl) {
		return fmt.Errorf("zone_owners: only total-control keeps zone owners")
	}
	if len(list) != len(g.owners) {
		return fmt.Errorf("zone_owners: the arena has %d zones, not %d", len(g.owners), len(list))
	}
	for i, s := range list {
		seat, err := parseSeatOrNone(s)
		if err != nil {
			return fmt.Errorf("zone_owners[%d]: %v", i, err)
		}
		g.owners[i] = seat
	}
	return nil
}
