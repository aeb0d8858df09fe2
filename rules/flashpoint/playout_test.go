package flashpoint

import (
	"errors"
	"fmt"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// maxSteps bounds the decisions of one game: 10 rounds of 8 activations
// with reactions stay far below it.
const maxSteps = 5000

// checkInvariants checks what must hold after every action.
func checkInvariants(g *Game) error {
	seen := map[string]bool{}
	type cube struct {
		p    world.Pos
		seat rules.Seat
	}
	perCube := map[world.Pos]int{}
	perTeam := map[cube]int{}
	for i := range g.models {
		m := &g.models[i]
		if seen[m.ID] {
			return fmt.Errorf("model %s is listed twice", m.ID)
		}
		seen[m.ID] = true
		if m.Wounds < 0 || m.Wounds >= m.Unit.HP {
			return fmt.Errorf("%s has %d wounds (HP %d)", m.ID, m.Wounds, m.Unit.HP)
		}
		if m.Shields < 0 || m.Shields > m.Unit.ES {
			return fmt.Errorf("%s has %d shields (ES %d)", m.ID, m.Shields, m.Unit.ES)
		}
		if !m.OnBoard {
			if m.Pinned || m.Crouched || m.Pickup.ID != "" {
				return fmt.Errorf("dead %s is pinned, crouched or carries a pickup", m.ID)
			}
			continue
		}
		if !g.b.arena.Standable(m.Pos) {
			return fmt.Errorf("%s stands in %s, which has no floor", m.ID, m.Pos)
		}
		perCube[m.Pos]++
		perTeam[cube{m.Pos, m.Seat}]++
		if perCube[m.Pos] > CubeCapacity || perTeam[cube{m.Pos, m.Seat}] > TeamCapacity {
			return fmt.Errorf("cube %s is over capacity", m.Pos)
		}
	}
	if err := checkCommandInvariants(g); err != nil {
		return err
	}
	legal := g.Legal()
	if g.Over() != (len(legal) == 0) || g.Over() != (g.ToMove() == rules.NoSeat) {
		return fmt.Errorf("over %v, %d legal actions, to move %v", g.Over(), len(legal), g.ToMove())
	}
	texts := map[string]bool{}
	for _, a := range legal {
		if a.Seat != g.ToMove() {
			return fmt.Errorf("legal action %q belongs to %v, but %v decides", a.Text(), a.Seat, g.ToMove())
		}
		if texts[a.Text()] {
			return fmt.Errorf("two legal actions read %q", a.Text())
		}
		texts[a.Text()] = true
	}
	if g.score[0] > g.b.setup.Kills || g.score[1] > g.b.setup.Kills {
		return fmt.Errorf("score %v beyond the kill target", g.score)
	}
	return nil
}

// checkRefusals checks that a made-up action and an action of the seat
// that is not deciding are refused without changing the state.
func checkRefusals(g *Game) error {
	before := g.Hash()
	to := g.ToMove()
	bad := []rules.Action{
		{Seat: to, Kind: "teleport", Actor: "blue.1"},
		{Seat: to.Other(), Kind: "pass"},
		{Seat: to, Kind: "move", Actor: "red.9", Cell: &world.Pos{X: 99, Y: 0, Z: 0}},
	}
	for _, a := range g.Legal() {
		other := a
		other.Seat = to.Other()
		bad = append(bad, other)
		break
	}
	for _, a := range bad {
		_, err := g.Apply(a)
		var ie *rules.IllegalActionError
		if !errors.As(err, &ie) {
			return fmt.Errorf("illegal %q: got %v, want *rules.IllegalActionError", a.Text(), err)
		}
		if g.Hash() != before {
			return fmt.Errorf("refusing %q changed the state", a.Text())
		}
	}
	return nil
}

// randomGame plays one seeded random game, checking invariants; it returns
// the final state and its recording.
func randomGame(t *testing.T, rs *Ruleset, arena string, seed uint64, deep bool) (*Game, *rules.Recorder) {
	t.Helper()
	setup := rs.DefaultSetup(arena)
	g, err := rs.NewGame(setup, seed)
	if err != nil {
		t.Fatalf("%s seed %d: %v", arena, seed, err)
	}
	rec := rules.NewRecorder(g, setup, seed)
	pick := rules.NewRNG(seed*7919 + 13)
	for step := 0; !g.Over(); step++ {
		if step > maxSteps {
			t.Fatalf("%s seed %d: no end after %d decisions (round %d)", arena, seed, maxSteps, g.Round())
		}
		if deep {
			if err := checkInvariants(g); err != nil {
				t.Fatalf("%s seed %d step %d: %v", arena, seed, step, err)
			}
		}
		legal := g.Legal()
		if deep && step%5 == 0 {
			if err := checkRefusals(g); err != nil {
				t.Fatalf("%s seed %d step %d: %v", arena, seed, step, err)
			}
			for i := 0; i < len(legal); i += 1 + len(legal)/3 {
				c := g.Clone().(*Game)
				if _, err := c.Apply(legal[i]); err != nil {
					t.Fatalf("%s seed %d step %d: legal %q refused on a clone: %v", arena, seed, step, legal[i].Text(), err)
				}
			}
		}
		a := legal[pick.Intn(len(legal))]
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s seed %d step %d: %q: %v", arena, seed, step, a.Text(), err)
		}
		rec.Record(g, a)
	}
	if err := checkInvariants(g); err != nil {
		t.Fatalf("%s seed %d at the end: %v", arena, seed, err)
	}
	return g, rec
}

// The random-playout invariant test (DESIGN 7): many full games with random
// legal actions; invariants after every action, refusals, clones, replays
// and save/load.
func TestRandomPlayouts(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 30
	}
	rs := NewRuleset()
	reg := rules.NewRegistry(rs)
	arenas := []string{"beginner", "standard", "tower"}
	for i := 0; i < games; i++ {
		seed := uint64(i + 1)
		arena := arenas[i%len(arenas)]
		g, rec := randomGame(t, rs, arena, seed, true)
		if !g.Over() {
			t.Fatalf("%s seed %d: not over", arena, seed)
		}
		if _, err := rec.Replay.Play(reg); err != nil {
			t.Fatalf("%s seed %d: replay: %v", arena, seed, err)
		}
		data, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		back, err := rs.LoadGame(data)
		if err != nil {
			t.Fatalf("%s seed %d: load of a save: %v", arena, seed, err)
		}
		if back.Hash() != g.Hash() {
			t.Fatalf("%s seed %d: save/load changed the hash", arena, seed)
		}
	}
}

// Save then Load in the middle of games gives an equal hash and plays on
// identically.
func TestSaveLoadMidGame(t *testing.T) {
	rs := NewRuleset()
	for seed := uint64(1); seed <= 6; seed++ {
		setup := rs.DefaultSetup([]string{"beginner", "standard", "tower"}[seed%3])
		g, err := rs.NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := rules.NewRNG(seed)
		for step := 0; !g.Over() && step < 400; step++ {
			if step%13 == 0 {
				data, err := g.Save()
				if err != nil {
					t.Fatal(err)
				}
				back, err := rs.LoadGame(data)
				if err != nil {
					t.Fatalf("seed %d step %d: %v\n%s", seed, step, err, data)
				}
				if back.Hash() != g.Hash() {
					t.Fatalf("seed %d step %d: hash changed by save/load\n%s", seed, step, data)
				}
				if fmt.Sprint(texts(back.Legal())) != fmt.Sprint(texts(g.Legal())) {
					t.Fatalf("seed %d step %d: legal actions changed by save/load", seed, step)
				}
			}
			legal := g.Legal()
			a := legal[pick.Intn(len(legal))]
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}
