package urban

import (
	"slices"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// A new game (UF-PH-0, UF-PH-1): the first player is drawn at random,
// reveals the top card as the main Event and draws 3; the second draws 4
// and must use one: laid over the Event shifted up (its lucky number,
// its condition, both bottom zones: 4 combinations) or down (both lucky
// numbers, its condition, its bottom zone: 2 combinations), or discarded
// (UF-EVT-1, UF-EVT-2, UF-PH-2a).
func TestEventFormation(t *testing.T) {
	rs := newRuleset(t)
	for _, shift := range []string{ShiftUp, ShiftDown, ""} {
		g, err := rs.NewGame(rs.DefaultSetup("streets"), 3)
		if err != nil {
			t.Fatal(err)
		}
		first, second := g.st.First, g.st.First.Other()
		if g.st.Phase != PhaseEvent || g.ToMove() != second || len(g.st.Hands[first]) != 3 || len(g.st.Hands[second]) != 4 || len(g.st.EventCards) != 1 {
			t.Fatalf("phase %s, %s to move, hands %d and %d", g.st.Phase, g.ToMove(), len(g.st.Hands[first]), len(g.st.Hands[second]))
		}
		if n := len(g.Legal()); n != 12 {
			t.Fatalf("the second player has %d options, want 12 (4 cards × up, down, discard)", n)
		}
		main, _ := g.data.Card(g.st.EventCards[0])
		card := g.st.Hands[second][0]
		over, _ := g.data.Card(card)
		text := second.String() + " event " + card + " (" + shift + ")"
		if shift == "" {
			text = second.String() + " discard " + card
		}
		do(t, g, text)
		switch shift {
		case ShiftUp:
			if !slices.Equal(g.st.Lucky, []int{over.Lucky}) || len(g.st.EventCombo) != 4 {
				t.Fatalf("shifted up: lucky %v, %d combinations", g.st.Lucky, len(g.st.EventCombo))
			}
		case ShiftDown:
			if !slices.Equal(g.st.Lucky, []int{main.Lucky, over.Lucky}) || !slices.Equal(g.st.EventCombo, over.Combos) {
				t.Fatalf("shifted down: lucky %v, combinations %v", g.st.Lucky, g.st.EventCombo)
			}
		default:
			if !slices.Equal(g.st.Lucky, []int{main.Lucky}) || !slices.Contains(g.st.Discard, card) {
				t.Fatalf("discarded: lucky %v", g.st.Lucky)
			}
		}
		if want := ""; over.Zone == ZoneEvent && shift != "" {
			want = over.Condition
			if g.st.EventCond != want {
				t.Fatalf("condition %q, want %q", g.st.EventCond, want)
			}
		}
		if g.st.Phase != PhaseActivate || g.ToMove() != first {
			t.Fatalf("after the Event %s decides in phase %s", g.ToMove(), g.st.Phase)
		}
	}
}

// Cards added to the Event Zone in a player's own turn add their table
// conditions for the round (UF-EVT-3); two that contradict each other
// both lapse (UF-EVT-4). Rain gives ranged hit rolls −1.
func TestEventZoneConditions(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife", "red.1 warden 2,4")
	give(t, g, rules.Blue, "c03", "c11") // Downpour (rain), Heat Haze (heatwave)
	do(t, g, "blue condition c03")
	ms, _ := g.rangedMods(mdl(t, g, "blue.1"), mdl(t, g, "red.1"))
	if n, _ := modSum(ms); n != -1 {
		t.Fatalf("rain: modifiers %v", ms)
	}
	do(t, g, "blue condition c11")
	if c := g.conditions(); len(c) != 0 {
		t.Fatalf("rain and heatwave both in force: %v", c)
	}
	do(t, g, "blue.1 activate")
	dice(g, 3, 4)
	do(t, g, "blue.1 attack red.1 with rifle")
	wantWounds(t, g, "red.1", 3)
}

// The round end clears the Event Zone (UF-PH-3) and cuts hands to the
// limit of 7 (G6); a round begins with the losing player first (A19).
func TestRoundEnd(t *testing.T) {
	g := position(t, open5, nil, "blue.1 warden 0,0", "red.1 warden 4,4")
	give(t, g, rules.Blue, "c03", "c05", "c06", "c07", "c09", "c10", "c12", "c13", "c14")
	do(t, g, "blue condition c03")
	g.st.VP = [2]int{2, 1}
	do(t, g, "blue pass")
	do(t, g, "red pass")
	if g.st.Round != 2 || len(g.st.Zone) != 0 || g.st.First != rules.Red {
		t.Fatalf("round %d, zone %v, first %s", g.st.Round, g.st.Zone, g.st.First)
	}
	// Blue held 8 at the end (the limit cut it to 7), then drew 4 as the
	// second player.
	if n := len(g.st.Hands[rules.Blue]); n != 7+4 {
		t.Fatalf("blue holds %d cards", n)
	}
}

// At the start of an activation a player may discard a card for a
// reroll of the model's rolls (UF-EVT-7); not once the model has acted.
// Discarding a card gives one symbol of choice (UF-EVT-7) and a card
// played for its combinations adds them for the player alone.
func TestHandCardUses(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife", "red.1 warden 2,4")
	give(t, g, rules.Blue, "c05", "c06", "c07")
	do(t, g, "blue.1 activate")
	do(t, g, "blue.1 reroll-card c05")
	if has(g, "blue.1 reroll-card c06") {
		t.Fatal("a second card is discarded for a second reroll")
	}
	dice(g, 1, 1, 4, 4)
	do(t, g, "blue.1 attack red.1 with rifle")
	if has(g, "blue.1 reroll-card c06") {
		t.Fatal("a card is discarded for a reroll after the model acted")
	}
	do(t, g, "blue.1 reroll")
	if mdl(t, g, "blue.1").Rerolls != 0 {
		t.Fatal("the reroll was not spent")
	}
	// c06 (Fog) holds Overload and Spark Ward... its combinations, and a
	// discarded c07 gives one more symbol.
	do(t, g, "blue combo c06")
	do(t, g, "blue symbol c07")
	if p := g.st.Pending; p.Extra != 1 || len(p.Combos) != 2 {
		t.Fatalf("pending %+v", p)
	}
	do(t, g, "blue keep")
	wantWounds(t, g, "red.1", 3)
}

// A combination on the roll (UF-DICE-3, G3): two ♦ (white 5 and 6)
// complete the Event's Spark Ward and the shooter gains a Shield token;
// three ♦ with a discarded card complete Overload, +3 wounds.
func TestSymbolCombinations(t *testing.T) {
	g := position(t, open5, nil, "blue.1 lamplighter 2,0 gear=rifle+knife", "red.1 warden 2,4")
	do(t, g, "blue.1 activate")
	dice(g, 5, 6)
	do(t, g, "blue.1 attack red.1 with rifle")
	if !mdl(t, g, "blue.1").Shield {
		t.Fatal("no Shield from Spark Ward")
	}
	setEvent(t, g, "c02", "", "") // kindle, overload
	give(t, g, rules.Blue, "c05")
	dice(g, 5, 6)
	do(t, g, "blue.1 attack red.1 with rifle")
	do(t, g, "blue symbol c05")
	do(t, g, "blue keep")
	wantWounds(t, g, "red.1", 3+3+3)
}
