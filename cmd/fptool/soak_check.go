package main

import (
	"encoding/json"
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// checkState checks what must hold in every state a game reaches:
//   - the legal list is empty exactly when the game is over, and every
//     listed action applies (each on its own clone);
//   - a clone has the same hash and is independent: playing on it leaves
//     the game untouched;
//   - Save then Load gives a state with the same hash and legal list;
//   - the View is the same for the game and for a copy whose hidden
//     information is re-drawn (rules.Determinizer), so it shows none.
func checkState(r rules.Ruleset, g rules.Game, salt uint64) error {
	legal := g.Legal()
	if g.Over() != (len(legal) == 0) {
		return fmt.Errorf("over %v with %d legal actions", g.Over(), len(legal))
	}
	before := g.Hash()
	for _, a := range legal {
		c := g.Clone()
		if c.Hash() != before {
			return fmt.Errorf("a clone's hash differs from the game's")
		}
		if _, err := c.Apply(a); err != nil {
			return fmt.Errorf("legal action %q does not apply: %v", a.Text(), err)
		}
		if g.Hash() != before {
			return fmt.Errorf("playing %q on a clone changed the game", a.Text())
		}
	}
	data, err := g.Save()
	if err != nil {
		return fmt.Errorf("save: %v", err)
	}
	back, err := r.Load(data)
	if err != nil {
		return fmt.Errorf("load of its own save: %v", err)
	}
	if back.Hash() != before {
		return fmt.Errorf("save and load changed the hash")
	}
	if got, want := actionTexts(back.Legal()), actionTexts(legal); got != want {
		return fmt.Errorf("save and load changed the legal actions")
	}
	if d, ok := g.(rules.Determinizer); ok {
		seen, err := json.Marshal(g.View())
		if err != nil {
			return fmt.Errorf("view: %v", err)
		}
		other, err := json.Marshal(d.Determinize(salt).View())
		if err != nil {
			return fmt.Errorf("view of a re-drawn copy: %v", err)
		}
		if string(seen) != string(other) {
			return fmt.Errorf("the view changes when hidden information is re-drawn: %s", firstDifference(seen, other))
		}
		if g.Hash() != before {
			return fmt.Errorf("Determinize changed the game")
		}
	}
	return nil
}

// actionTexts joins the texts of actions, in order.
func actionTexts(as []rules.Action) string {
	s := ""
	for _, a := range as {
		s += a.Text() + "\n"
	}
	return s
}

// firstDifference quotes both texts around the first byte where they
// differ, at most 60 bytes each side.
func firstDifference(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	cut := func(s []byte) string {
		lo, hi := max(0, i-60), min(len(s), i+60)
		return string(s[lo:hi])
	}
	return fmt.Sprintf("%q against %q", cut(a), cut(b))
}

// checkReplay plays the recorded actions again from the setup and seed and
// compares the hash after each with the one the game had.
func checkReplay(r rules.Ruleset, setup rules.Setup, seed uint64, actions []string, hashes []uint64) error {
	g, err := r.New(setup, seed)
	if err != nil {
		return fmt.Errorf("replay: setup: %v", err)
	}
	for i, text := range actions {
		a, err := rules.Find(g.Legal(), text)
		if err != nil {
			return fmt.Errorf("replay action %d %q: %v", i+1, text, err)
		}
		if _, err := g.Apply(a); err != nil {
			return fmt.Errorf("replay action %d %q: %v", i+1, text, err)
		}
		if g.Hash() != hashes[i] {
			return fmt.Errorf("replay action %d %q: the hash differs from the game's", i+1, text)
		}
	}
	return nil
}
