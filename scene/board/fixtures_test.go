package board

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/assets"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// yardArena is a flat 4×4 yard with one floating upper floor (1,2,1): room
// for models on two levels with nothing in front of them.
const yardArena = `arena Test Yard
size 4 4 2
level 0
+--+--+--+--+
|#b #b #B #b|
+  +  +  +  +
|#  #  #  # |
+  +  +  +  +
|#  #  #  # |
+  +  +  +  +
|#r #R #r #r|
+--+--+--+--+
level 1
+--+--+--+--+
|.  .  .  . |
+  +  +  +  +
|.  .  .  . |
+  +  +  +  +
|.  #  .  . |
+  +  +  +  +
|.  .  .  . |
+--+--+--+--+
`

// parseArena parses an arena literal.
func parseArena(tb testing.TB, text string) *world.Arena {
	tb.Helper()
	a, err := world.Parse("test.arena", []byte(text))
	if err != nil {
		tb.Fatal(err)
	}
	return a
}

// shippedArena parses one of the shipped arenas.
func shippedArena(tb testing.TB, name string) *world.Arena {
	tb.Helper()
	data, err := assets.Arena(name)
	if err != nil {
		tb.Fatal(err)
	}
	a, err := world.Parse(name+".arena", data)
	if err != nil {
		tb.Fatal(err)
	}
	return a
}

// piece is a model for test views.
func piece(id string, seat rules.Seat, role string, at world.Pos) rules.Piece {
	return rules.Piece{ID: id, Seat: seat, Name: role, Role: role, Pos: at, OnBoard: true,
		HP: 4, Shields: 2, MaxShields: 2}
}

// battleView is a standard-arena position with eight models, tokens and
// every kind of model state.
func battleView() rules.View {
	ps := []rules.Piece{
		piece("blue.1", rules.Blue, "OP", world.Pos{X: 1, Y: 1, Z: 0}),
		piece("blue.2", rules.Blue, "MK", world.Pos{X: 5, Y: 3, Z: 1}),
		piece("blue.3", rules.Blue, "BR", world.Pos{X: 3, Y: 2, Z: 0}),
		piece("blue.4", rules.Blue, "GN", world.Pos{X: 3, Y: 2, Z: 0}),
		piece("red.1", rules.Red, "OP", world.Pos{X: 6, Y: 6, Z: 0}),
		piece("red.2", rules.Red, "SK", world.Pos{X: 3, Y: 4, Z: 1}),
		piece("red.3", rules.Red, "BC", world.Pos{X: 1, Y: 5, Z: 0}),
		piece("red.4", rules.Red, "JP", world.Pos{X: 6, Y: 4, Z: 2}),
	}
	ps[0].Active = true
	ps[1].Crouched = true
	ps[2].Wounds, ps[2].Shields = 1, 0
	ps[4].Activated = true
	ps[5].Pinned = true
	ps[6].Wounds, ps[6].Shields = 2, 1
	return rules.View{
		Ruleset: "flashpoint", Round: 2, Pieces: ps,
		Tokens: []rules.Token{
			{Kind: "weapon", Label: "Sniper Rifle", Pos: world.Pos{X: 2, Y: 2, Z: 0}, Seat: rules.NoSeat},
			{Kind: "item", Label: "?", Hidden: true, Pos: world.Pos{X: 4, Y: 6, Z: 0}, Seat: rules.NoSeat},
			{Kind: "item", Label: "Overshield", Pos: world.Pos{X: 0, Y: 3, Z: 0}, Seat: rules.NoSeat},
			{Kind: "objective", Label: "flag", Pos: world.Pos{X: 4, Y: 3, Z: 0}, Seat: rules.NoSeat},
		},
	}
}

// objectivesView is battleView with the tokens of items and scenarios:
// a barrier, smoke, both flags (the red one carried by blue.1), the ball,
// and zones held by blue, contested and nobody's.
func objectivesView() rules.View {
	v := battleView()
	v.Pieces = append(v.Pieces, piece("red.5", rules.Red, "BW", world.Pos{X: 0, Y: 6, Z: 0}), piece("blue.5", rules.Blue, "BW", world.Pos{X: 0, Y: 6, Z: 0}))
	v.Tokens = append(v.Tokens,
		rules.Token{Kind: "barrier", Label: "Energy Shield Barrier 2", Pos: world.Pos{X: 3, Y: 2, Z: 0}, Seat: rules.NoSeat},
		rules.Token{Kind: "smoke", Label: "Smoke", Pos: world.Pos{X: 2, Y: 5, Z: 0}, Seat: rules.NoSeat},
		rules.Token{Kind: "flag", Label: "Red flag", Pos: world.Pos{X: 1, Y: 1, Z: 0}, Seat: rules.Red, Carrier: "blue.1"},
		rules.Token{Kind: "flag", Label: "Blue flag", Pos: world.Pos{X: 0, Y: 1, Z: 0}, Seat: rules.Blue},
		rules.Token{Kind: "ball", Label: "Ball", Pos: world.Pos{X: 0, Y: 6, Z: 0}, Seat: rules.NoSeat, Carrier: "red.5"},
		rules.Token{Kind: "zone", Label: "Zone 1", Pos: world.Pos{X: 1, Y: 1, Z: 0}, Seat: rules.Blue, State: rules.ZoneHeld},
		rules.Token{Kind: "zone", Label: "Zone 1", Pos: world.Pos{X: 2, Y: 1, Z: 0}, Seat: rules.Blue, State: rules.ZoneHeld},
		rules.Token{Kind: "zone", Label: "Zone 2", Pos: world.Pos{X: 0, Y: 6, Z: 0}, Seat: rules.NoSeat, State: rules.ZoneContested},
		rules.Token{Kind: "zone", Label: "Zone 3", Pos: world.Pos{X: 7, Y: 0, Z: 0}, Seat: rules.NoSeat},
	)
	return v
}

// battleOverlay selects blue.1 and shows its moves, a path, a target and a
// sight line.
func battleOverlay() Overlay {
	var move, sprint []world.Pos
	for y := 0; y <= 3; y++ {
		for x := 0; x <= 3; x++ {
			c := world.Pos{X: x, Y: y, Z: 0}
			if max(x-1, 1-x, y-1, 1-y) <= 1 {
				move = append(move, c)
			} else {
				sprint = append(sprint, c)
			}
		}
	}
	hover := world.Pos{X: 2, Y: 3, Z: 0}
	return Overlay{
		Move: move, Sprint: sprint,
		Path:     []world.Pos{{X: 2, Y: 2, Z: 0}, {X: 2, Y: 3, Z: 0}},
		Hover:    &hover,
		Selected: "blue.1",
		Targets:  []string{"red.3", "red.2"},
		Sight:    &SightLine{From: world.Pos{X: 1, Y: 1, Z: 0}, To: world.Pos{X: 1, Y: 5, Z: 0}, Sight: world.Visible},
		Flash:    map[string]float64{"red.3": 0.5},
	}
}
