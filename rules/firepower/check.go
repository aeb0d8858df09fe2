package firepower

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// checkState refuses a loaded state the game cannot play, saying why.
func (g *Game) checkState() error {
	st := &g.st
	c := g.chart()
	if len(st.Soldiers) == 0 || len(st.Soldiers) > 2*MaxSquad {
		return fmt.Errorf("%d soldiers, want 1 to %d", len(st.Soldiers), 2*MaxSquad)
	}
	if st.Turn < 1 || st.Turn > g.turns {
		return fmt.Errorf("turn %d, want 1 to %d", st.Turn, g.turns)
	}
	if st.Side != rules.Blue && st.Side != rules.Red {
		return fmt.Errorf("side %v", st.Side)
	}
	if st.Impulses < 0 || st.Impulses > 2 {
		return fmt.Errorf("impulses %d", st.Impulses)
	}
	var count [2]int
	seen := map[string]bool{}
	stack := map[world.Pos][2]int{}
	for i := range st.Soldiers {
		s := &st.Soldiers[i]
		if s.Seat != rules.Blue && s.Seat != rules.Red {
			return fmt.Errorf("soldier %q: seat %v", s.ID, s.Seat)
		}
		count[s.Seat]++
		t, ok := g.data.Soldier(s.Type)
		switch {
		case s.ID == "" || seen[s.ID]:
			return fmt.Errorf("soldier ID %q twice or empty", s.ID)
		case !ok:
			return fmt.Errorf("%s: unknown soldier type %q", s.ID, s.Type)
		case s.Facing > world.NW:
			return fmt.Errorf("%s: facing %d", s.ID, s.Facing)
		case s.MF < 0 || s.MF > c.MF || s.Moved < 0 || s.Moved > c.MF || s.Entered < 0 || s.Entered > c.MF || s.Spent < 0 || s.Spent > c.MF:
			return fmt.Errorf("%s: %d MF left, %d moved, %d entered, %d spent", s.ID, s.MF, s.Moved, s.Entered, s.Spent)
		case s.InImpulse && (st.Stack == nil || s.Seat != st.Side || s.Dead || !s.Acted):
			return fmt.Errorf("%s: in an impulse that cannot be", s.ID)
		case !s.InImpulse && s.MF != 0:
			return fmt.Errorf("%s: Movement Factors outside an impulse", s.ID)
		case s.Stunned && s.Suppressed:
			return fmt.Errorf("%s: both Stunned and Suppressed", s.ID)
		}
		seen[s.ID] = true
		if err := g.checkWeapons(s, t); err != nil {
			return err
		}
		if !s.Dead {
			if !g.arena.Standable(s.Pos) {
				return fmt.Errorf("%s: %s is not a cube of the arena with a floor", s.ID, s.Pos)
			}
			n := stack[s.Pos]
			n[s.Seat]++
			stack[s.Pos] = n
		}
	}
	for p, n := range stack {
		if n[0] > 0 && n[1] > 0 || n[0] > c.Stack || n[1] > c.Stack {
			return fmt.Errorf("cube %s holds %d blue and %d red soldiers", p, n[0], n[1])
		}
	}
	for _, seat := range rules.Seats {
		if st.Start[seat] != count[seat] {
			return fmt.Errorf("%s started with %d soldiers but has %d", seat, st.Start[seat], count[seat])
		}
		if st.Cup[seat] < 0 || st.Cup[seat] > MaxSquad {
			return fmt.Errorf("%d %s chips in the cup", st.Cup[seat], seat)
		}
		if st.DrawnBy[seat] < 0 || st.DrawnBy[seat] > MaxSquad {
			return fmt.Errorf("%d %s chips drawn", st.DrawnBy[seat], seat)
		}
	}
	if st.Stack != nil && !g.arena.In(*st.Stack) {
		return fmt.Errorf("impulse in %s, outside the arena", *st.Stack)
	}
	for _, p := range st.FiredFrom {
		if !g.arena.In(p) {
			return fmt.Errorf("fired from %s, outside the arena", p)
		}
	}
	if st.Over {
		if st.Winner != rules.NoSeat && st.Winner != rules.Blue && st.Winner != rules.Red {
			return fmt.Errorf("winner %v", st.Winner)
		}
		return nil
	}
	if st.Winner != rules.NoSeat {
		return fmt.Errorf("a winner of a game still running")
	}
	if st.Stack == nil && (st.Impulses >= 2 || len(g.impulseCubes()) == 0) {
		return fmt.Errorf("%s decides with no impulse to make", st.Side)
	}
	if st.Stack != nil && g.impulseDone() {
		return fmt.Errorf("an impulse with no Movement Factor left")
	}
	return nil
}

// checkWeapons checks that a soldier carries what its type carries.
func (g *Game) checkWeapons(s *soldier, t *Soldier) error {
	var weapon, grenade string
	for _, id := range t.Weapons {
		if w, _ := g.data.Weapon(id); w.Grenade() {
			grenade = id
		} else {
			weapon = id
		}
	}
	if s.Weapon != weapon || s.Grenade != grenade {
		return fmt.Errorf("%s: carries %q and %q, a %s carries %q and %q", s.ID, s.Weapon, s.Grenade, t.ID, weapon, grenade)
	}
	return nil
}
