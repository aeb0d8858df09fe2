package flashpoint

import (
	"fmt"
	"sort"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// Reading the turn, the weapons on the board and the pending steps of a
// position (POSITION.md).

// loadTurn reads the round, the turn, the active model and the score.
func (g *Game) loadTurn(p *positionJSON) error {
	info := g.b.setup
	if g.round == 0 {
		g.round = 1
	}
	if g.round < 1 || g.round > info.Rounds {
		return fmt.Errorf("round: %d is not from 1 to %d", g.round, info.Rounds)
	}
	for i, s := range p.Score {
		if s < 0 || s > info.Kills || (s == info.Kills && !p.Over) {
			return fmt.Errorf("score[%d]: %d is not from 0 to %d", i, s, info.Kills-1)
		}
	}
	for i, k := range p.Kills {
		switch {
		case k < 0:
			return fmt.Errorf("kills[%d]: %d is negative", i, k)
		case k > 0 && !g.rule().KillsBreakTies:
			return fmt.Errorf("kills[%d]: %s counts kills in its score; only Capture the Flag, Oddball, Strongholds and Total Control keep kills apart", i, g.rule().Title)
		}
	}
	if p.Over {
		g.over, g.reason = true, p.Reason
		if p.Winner != "" {
			w, err := parseSeatOrNone(p.Winner)
			if err != nil {
				return fmt.Errorf("winner: %v", err)
			}
			g.winner = w
		}
		if p.Active != "" || len(p.Pending) > 0 {
			return fmt.Errorf("over: a finished game has no active model and no pending steps")
		}
	} else if p.Winner != "" || p.Reason != "" {
		return fmt.Errorf("winner: only a finished game (\"over\": true) has a winner")
	}
	if p.ToMove == "" {
		if p.Active == "" && !p.Over {
			return fmt.Errorf("to_move: missing (blue or red)")
		}
	} else {
		s, err := rules.ParseSeat(p.ToMove)
		if err != nil {
			return fmt.Errorf("to_move: %v", err)
		}
		g.turn = s
	}
	if p.Last != "" {
		s, err := parseSeatOrNone(p.Last)
		if err != nil {
			return fmt.Errorf("last: %v", err)
		}
		g.last = s
	}
	if p.Active == "" {
		if len(p.Used) > 0 || p.Spent != nil || p.Respawned || p.NoMove || p.CanPickup {
			return fmt.Errorf("active: used, spent, respawned, no_move and can_pickup need an active model")
		}
		return nil
	}
	mi := g.modelIndex(p.Active)
	if mi < 0 {
		return fmt.Errorf("active: no model %q", p.Active)
	}
	m := &g.models[mi]
	// A model killed in its own activation stays active while the steps its
	// death started are pending; in Attrition its death also marks it
	// activated, as it will not come back.
	diedActing := !m.OnBoard && len(p.Pending) > 0
	if m.Activated && !diedActing {
		return fmt.Errorf("active: %s has already activated this round", m.ID)
	}
	if p.ToMove != "" && g.turn != m.Seat {
		return fmt.Errorf("to_move: %s, but the active model %s is %s's", g.turn, m.ID, m.Seat)
	}
	g.turn = m.Seat
	g.act = activation{Model: mi, Respawned: p.Respawned, NoMove: p.NoMove, Pickup: p.CanPickup}
	spent := 0
	for i, name := range p.Used {
		t := actionTypeNamed(name)
		if t == 0 {
			return fmt.Errorf("used[%d]: %q is not move, sprint, crouch, stand, shoot or assault", i, name)
		}
		if g.act.Used.has(t) {
			return fmt.Errorf("used[%d]: %q is listed twice", i, name)
		}
		g.act.Used |= t
		spent++
		if t == actSprint || t == actAssault {
			spent++
		}
	}
	if p.Spent != nil {
		spent = *p.Spent
	}
	if spent < 0 || spent > ActionPoints || spent < len(p.Used) {
		return fmt.Errorf("spent: %d action points do not fit the %d actions used (at most %d)", spent, len(p.Used), ActionPoints)
	}
	g.act.Spent = spent
	if !m.OnBoard && (spent > 0 || p.Respawned) && !diedActing {
		return fmt.Errorf("active: %s is dead and no step is pending, so it has not acted yet", m.ID)
	}
	return nil
}

// actionTypeNamed reads an action type name; 0 if unknown.
func actionTypeNamed(s string) actionSet {
	for _, t := range allActionTypes() {
		if actionTypeName(t) == s {
			return t
		}
	}
	return 0
}

// parseSeatOrNone reads "blue", "red" or "none".
func parseSeatOrNone(s string) (rules.Seat, error) {
	if s == "none" {
		return rules.NoSeat, nil
	}
	return rules.ParseSeat(s)
}

// loadTokens reads the weapons on the board and the supply.
func (g *Game) loadTokens(p *positionJSON) error {
	a := g.b.arena
	d := g.b.data
	for i, tj := range p.Weapons {
		field := fmt.Sprintf("weapons[%d]", i)
		w := d.Weapons[tj.Weapon]
		if w == nil {
			return fmt.Errorf("%s.weapon: unknown weapon %q", field, tj.Weapon)
		}
		q, err := world.ParsePos(tj.Pos)
		if err != nil {
			return fmt.Errorf("%s.pos: %v", field, err)
		}
		if !a.In(q) {
			return fmt.Errorf("%s.pos: cube %s is outside the %dx%dx%d arena", field, q, a.W, a.D, a.H)
		}
		if !a.Standable(q) {
			return fmt.Errorf("%s.pos: cube %s has no floor for a weapon to lie on", field, q)
		}
		if tj.Used < 0 || w.Uses == 0 && tj.Used != 0 || w.Uses > 0 && tj.Used >= w.Uses {
			return fmt.Errorf("%s.used: %d uses of %q (it has %d)", field, tj.Used, tj.Weapon, w.Uses)
		}
		if tj.Spot != "" {
			found := false
			for _, s := range g.b.spots {
				if s.Label == tj.Spot {
					found = true
					if s.Pos != q {
						return fmt.Errorf("%s.spot: spot %s is at %s, not %s", field, s.Label, s.Pos, q)
					}
				}
			}
			if !found {
				return fmt.Errorf("%s.spot: the arena has no weapon-drop spot %q", field, tj.Spot)
			}
			if g.tokenOnSpot(tj.Spot) >= 0 {
				return fmt.Errorf("%s.spot: spot %s already holds a weapon", field, tj.Spot)
			}
		}
		g.tokens = append(g.tokens, floorWeapon{Weapon: tj.Weapon, Used: tj.Used, Pos: q, Spot: tj.Spot})
	}
	if p.Supply != nil {
		for i, id := range *p.Supply {
			if !contains(g.b.power, id) {
				return fmt.Errorf("supply[%d]: %q is not a power weapon the drops deal", i, id)
			}
			if contains(g.supply, id) {
				return fmt.Errorf("supply[%d]: %q is listed twice", i, id)
			}
			g.supply = append(g.supply, id)
		}
		sort.Strings(g.supply)
		return nil
	}
	// Default: every power weapon that is neither on the board nor carried.
	for _, id := range g.b.power {
		inPlay := false
		for _, t := range g.tokens {
			inPlay = inPlay || t.Weapon == id
		}
		for i := range g.models {
			inPlay = inPlay || g.models[i].weaponSlot(id) != nil
		}
		if !inPlay {
			g.supply = append(g.supply, id)
		}
	}
	return nil
}

// loadTasks reads the pending steps (bottom of the stack first).
func (g *Game) loadTasks(ts []taskJSON) error {
	a := g.b.arena
	for i, tj := range ts {
		field := fmt.Sprintf("pending[%d]", i)
		t := task{Kind: taskKindNamed(tj.Kind), Other: -1, Weapon: tj.Weapon, Used: tj.Used, Sprint: tj.Sprint}
		if t.Kind == taskNone {
			return fmt.Errorf("%s.kind: %q is not one of %s", field, tj.Kind, strings.Join(taskKindNames(), ", "))
		}
		t.Actor = g.modelIndex(tj.Model)
		if t.Actor < 0 {
			return fmt.Errorf("%s.model: no model %q", field, tj.Model)
		}
		if tj.By != "" {
			t.Other = g.modelIndex(tj.By)
			if t.Other < 0 {
				return fmt.Errorf("%s.by: no model %q", field, tj.By)
			}
		}
		switch t.Kind {
		case taskPush:
			if t.Other < 0 {
				return fmt.Errorf("%s.by: a push needs the model that pushes", field)
			}
			t.Dir = -1
			if tj.Dir != "" {
				d, ok := dirNamed(tj.Dir)
				if !ok {
					return fmt.Errorf("%s.dir: %q is not n, ne, e, se, s, sw, w or nw", field, tj.Dir)
				}
				t.Dir = int(d)
			}
		case taskLoot:
			w := g.b.data.Weapons[tj.Weapon]
			if w == nil {
				return fmt.Errorf("%s.weapon: unknown weapon %q", field, tj.Weapon)
			}
			if tj.Used < 0 || w.Uses == 0 && tj.Used != 0 || w.Uses > 0 && tj.Used >= w.Uses {
				return fmt.Errorf("%s.used: %d uses of %q (it has %d)", field, tj.Used, tj.Weapon, w.Uses)
			}
		case taskTransition:
			if err := g.checkTransitionTask(t, field); err != nil {
				return err
			}
		case taskReturn:
			if err := g.loadReturn(&t, tj, field); err != nil {
				return err
			}
		case taskStick:
			if err := g.loadStick(&t, tj, field); err != nil {
				return err
			}
		case taskBlast, taskBlastBoost:
			if err := g.loadBlast(&t, tj, field); err != nil {
				return err
			}
		case taskHazardBoost, taskHazard, taskRelocate, taskScatter:
			if err := g.loadForcedStep(&t, tj, field); err != nil {
				return err
			}
		case taskWalk:
			q, err := world.ParsePos(tj.Start)
			if err != nil || !a.In(q) {
				return fmt.Errorf("%s.start: %q is not a cube of the arena", field, tj.Start)
			}
			t.Start = q
			if len(tj.Path) == 0 {
				return fmt.Errorf("%s.path: a walk needs a path", field)
			}
			flyer := g.models[t.Actor].Unit.Flight // Flight passes cubes without a floor
			for j, s := range tj.Path {
				q, err := world.ParsePos(s)
				if err != nil || !a.In(q) || !a.Standable(q) && (!flyer || j == len(tj.Path)-1) {
					return fmt.Errorf("%s.path[%d]: %q is not a standable cube of the arena", field, j, s)
				}
				t.Path = append(t.Path, q)
			}
			last := t.Path[len(t.Path)-1]
			if !g.hasRoom(last, g.models[t.Actor].Seat, t.Actor) {
				return fmt.Errorf("%s.path[%d]: cube %s has no room for %s", field, len(t.Path)-1, last, tj.Model)
			}
		}
		if err := g.cmdCheckTask(&t); err != nil {
			return fmt.Errorf("%s.%v", field, err)
		}
		if t.Kind != taskPush && t.Kind != taskRelocate && tj.Dir != "" {
			return fmt.Errorf("%s.dir: only a push or a relocate step has a direction", field)
		}
		if !t.Kind.hasCube() && (tj.Profile != "" || tj.Cube != "" && t.Kind != taskRelocate) {
			return fmt.Errorf("%s: only a stick, return-to-sender, extra-d8-blast or blast step has a profile and a cube (a relocate step a cube)", field)
		}
		if !t.Kind.hasHazard() && (tj.Test != "" || tj.Levels != 0) {
			return fmt.Errorf("%s.test: only a hazard or extra-d8-hazard step has a test and levels", field)
		}
		if t.Kind != taskRelocate && tj.Tries != 0 {
			return fmt.Errorf("%s.tries: only a relocate step has tries", field)
		}
		g.tasks = append(g.tasks, t)
	}
	return nil
}
