package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// cardWindowKinds are the urban ruleset's choices in a roll's card window
// (rules/urban/legal.go): a model's reroll, a card played, discarded for
// a symbol or played for its combinations.
var cardWindowKinds = map[string]bool{"reroll": true, "play": true, "symbol": true, "combo": true}

// In the urban card game's card windows every choice stands on the
// action bar with a key (no more entries than keys), and pressing the key
// of a card's entry plays it. Played with the first legal actions until
// a window opens.
func TestUrbanCardWindowByKeys(t *testing.T) {
	a := shippedApp(t, "urban", "streets", &MemoryStorage{})
	b := openHotSeat(t, a)
	windows := 0
	for n := 0; n < 400 && !b.g.Over() && windows < 3; n++ {
		legal := b.g.Legal()
		card := false
		for _, act := range legal {
			card = card || cardWindowKinds[act.Kind]
		}
		if !card {
			b.apply(a, towardFight(b, legal))
			continue
		}
		b.anim.skip(b.started)
		b.seen = b.g.ToMove() // the hand-over is not what is tested here
		b.refresh()
		windows++
		if len(b.entries) > 19 {
			t.Fatalf("a card window offers %d entries: those past the 19th have no key", len(b.entries))
		}
		entry := -1
		for i, e := range b.entries {
			if e.action != nil && cardWindowKinds[e.action.Kind] {
				entry = i
				break
			}
		}
		if entry < 0 {
			t.Fatalf("a card window's bar shows no card choice: %+v", b.entries)
		}
		want := b.entries[entry].action.Text()
		before := len(b.cfg.recorder.Replay.Actions)
		k := barKey(entry)
		in := input{settings: &a.settings, shift: k > 10}
		switch {
		case k < 10:
			in.keys = []ebiten.Key{ebiten.KeyDigit1 + ebiten.Key(k-1)}
		case k == 10:
			in.keys = []ebiten.Key{ebiten.KeyDigit0}
		default:
			in.keys = []ebiten.Key{ebiten.KeyDigit1 + ebiten.Key(k-11)}
		}
		b.playerInput(a, &in)
		got := b.cfg.recorder.Replay.Actions
		if len(got) != before+1 || got[before] != want {
			t.Fatalf("the key %s of %q recorded %v", barKeyLabel(k), want, got[before:])
		}
	}
	if windows == 0 {
		t.Fatal("no card window opened: the test checked nothing")
	}
}

// towardFight is an action that leads to a roll: an attack or a spell,
// else the move that ends nearest an enemy, else the first.
func towardFight(b *battleScreen, legal []rules.Action) rules.Action {
	best, bestD := legal[0], 1<<30
	for _, act := range legal {
		if act.Kind == "attack" || act.Kind == "cast" {
			return act
		}
		if act.Kind != "move" || act.Cell == nil {
			continue
		}
		for _, p := range b.view.Pieces {
			if p.OnBoard && p.Seat != act.Seat {
				if d := world.Distance(*act.Cell, p.Pos); d < bestD {
					best, bestD = act, d
				}
			}
		}
	}
	return best
}
