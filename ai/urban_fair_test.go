package ai

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/urban"
)

// urbanHiddenSwapped returns a copy of g, saved and loaded, whose
// opponent's hand (of the seat to move) and deck hold other cards in
// another order, with another future of the dice: what the seat to move
// cannot see is changed, nothing else.
func urbanHiddenSwapped(t *testing.T, rs *urban.Ruleset, g rules.Game) rules.Game {
	t.Helper()
	data, err := g.(interface{ Save() ([]byte, error) }).Save()
	if err != nil {
		t.Fatal(err)
	}
	var p map[string]json.RawMessage
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	var st map[string]json.RawMessage
	if err := json.Unmarshal(p["state"], &st); err != nil {
		t.Fatal(err)
	}
	var hands [2][]string
	var deck []string
	var rng rules.RNG
	for key, v := range map[string]any{"hands": &hands, "deck": &deck, "rng": &rng} {
		if err := json.Unmarshal(st[key], v); err != nil {
			t.Fatalf("%s: %v", key, err)
		}
	}
	other := g.ToMove().Other()
	pool := append(slices.Clone(hands[other]), deck...)
	slices.Reverse(pool)
	n := len(hands[other])
	hands[other], deck = pool[:n], pool[n:]
	rng.State ^= 0xfeed
	for key, v := range map[string]any{"hands": hands, "deck": deck, "rng": rng} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		st[key] = b
	}
	if p["state"], err = json.Marshal(st); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	h, err := rs.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// Fair play (DESIGN 3) at the urban card game: a computer player's
// decision does not depend on the opponent's hand or the deck order. Two
// games that differ only there, and in the future of their dice, get the
// same answer from the same player at every level, decision after
// decision.
func TestFairPlayUrbanIgnoresHiddenCards(t *testing.T) {
	rs := urban.NewRuleset()
	if err := rs.Err(); err != nil {
		t.Fatal(err)
	}
	for _, level := range []string{"easy", "normal"} {
		g, err := rs.New(rs.DefaultSetup("streets"), 21)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 12 && !g.Over(); step++ {
			h := urbanHiddenSwapped(t, rs, g)
			if g.Hash() == h.Hash() {
				t.Fatal("the swap changed nothing")
			}
			pa, _ := NewWithOptions(level, 5, Options{Budget: time.Minute, Effort: 0.2})
			pb, _ := NewWithOptions(level, 5, Options{Budget: time.Minute, Effort: 0.2})
			a, err := pa.Choose(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			b, err := pb.Choose(context.Background(), h)
			if err != nil {
				t.Fatal(err)
			}
			if a.Text() != b.Text() {
				t.Fatalf("%s step %d: %q with one hidden deal, %q with another", level, step, a.Text(), b.Text())
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}
