package rules

import (
	"errors"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

func TestActionText(t *testing.T) {
	c := world.Pos{X: 3, Y: 4, Z: 0}
	for _, tc := range []struct {
		a    Action
		want string
	}{
		{Action{Seat: Blue, Kind: "pass"}, "blue pass"},
		{Action{Seat: Blue, Kind: "activate", Actor: "blue.2"}, "blue.2 activate"},
		{Action{Seat: Blue, Kind: "move", Actor: "blue.1", Cell: &c}, "blue.1 move 3,4,0"},
		{Action{Seat: Blue, Kind: "shoot", Actor: "blue.2", Target: "red.1", Weapon: "assault-rifle"}, "blue.2 shoot red.1 with assault-rifle"},
		{Action{Seat: Red, Kind: "shoot", Actor: "red.3", Target: "blue.1", Weapon: "assault-rifle", Option: "blaze"}, "red.3 shoot blue.1 with assault-rifle (blaze)"},
	} {
		if got := tc.a.Text(); got != tc.want {
			t.Errorf("Text() = %q, want %q", got, tc.want)
		}
	}
}

func TestFindMatchesTextAndRefusesOthers(t *testing.T) {
	c := world.Pos{X: 1, Y: 1, Z: 0}
	legal := []Action{{Seat: Blue, Kind: "pass"}, {Seat: Blue, Kind: "move", Actor: "blue.1", Cell: &c}}
	a, err := Find(legal, "  blue.1   move 1,1,0 ")
	if err != nil || a.Kind != "move" {
		t.Fatalf("Find = %v, %v; want the move", a, err)
	}
	_, err = Find(legal, "blue.1 move 2,1,0")
	var ill *IllegalActionError
	if !errors.As(err, &ill) {
		t.Fatalf("Find of an unlisted action: err %v, want *IllegalActionError", err)
	}
}

func TestSeatText(t *testing.T) {
	if Blue.Other() != Red || Red.Other() != Blue || NoSeat.Other() != NoSeat {
		t.Fatal("Other is wrong")
	}
	for _, s := range []Seat{Blue, Red, NoSeat} {
		b, _ := s.MarshalText()
		var back Seat
		if err := back.UnmarshalText(b); err != nil || back != s {
			t.Fatalf("seat %v round trip gave %v, %v", s, back, err)
		}
	}
	if _, err := ParseSeat("green"); err == nil {
		t.Fatal("ParseSeat accepted green")
	}
}
