package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// introEvents is room for the events of a game's setup (about 50 on the
// standard arena), made at once rather than grown.
const introEvents = 64

// NewGame is New returning the concrete game. The setup is played
// silently: Game.Opening plays it again, from the same seed, when its
// events are wanted.
func (r *Ruleset) NewGame(s rules.Setup, seed uint64) (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	info, err := scenarioInfo(s)
	if err != nil {
		return nil, err
	}
	g, err := r.setUp(info, seed, &log{quiet: true, silent: true})
	if err != nil {
		return nil, err
	}
	g.opener, g.openSeed = r, seed
	return g, nil
}

// setUp builds a game from info and seed, writing the events of the setup
// (deployment, drops, items, roll-off) in l.
func (r *Ruleset) setUp(info setupInfo, seed uint64, l *log) (*Game, error) {
	b, err := r.boardFor(info)
	if err != nil {
		return nil, err
	}
	g := &Game{b: b, rng: rules.RNG{State: seed}, seed: seed, round: 1, last: rules.NoSeat, winner: rules.NoSeat, act: activation{Model: -1}}
	var models [len(rules.Seats) * MaxModelsPerSide]model // gathered here, then copied out in one allocation
	n := 0
	for si, seat := range rules.Seats {
		ros, err := r.setupRoster(info, si)
		if err != nil {
			return nil, err
		}
		if len(ros.Models) == 0 || len(ros.Models) > MaxModelsPerSide {
			return nil, fmt.Errorf("rosters[%d]: roster %q has %d models (want 1 to %d)", si, ros.ID, len(ros.Models), MaxModelsPerSide)
		}
		for i, rm := range ros.Models {
			m, err := r.rosterModel(seat, i+1, rm)
			if err != nil {
				return nil, fmt.Errorf("rosters[%d]: roster %q model %d: %w", si, ros.ID, i+1, err)
			}
			models[n] = m
			n++
		}
	}
	g.models = append(make([]model, 0, n), models[:n]...)
	if err := checkScenarioBoard(b); err != nil {
		return nil, err
	}
	if err := g.deploy(l); err != nil {
		return nil, err
	}
	g.placeObjectives(l)
	g.supply = append([]string(nil), b.power...)
	g.placeStartingDrops(l)
	g.setupItems(l)
	g.rollOff(l)
	g.cmd.On = true
	g.cmdRoundStart(l)
	// Scout: a free one-cube Move before round 1. The Scout steps go on
	// top of the round's command steps, so they are decided first.
	g.scheduleScouts()
	g.settle(l)
	return g, nil
}

// opening plays the setup of a game made by NewGame again, loud, and
// returns its events: the same seed and setup roll the same dice.
func (r *Ruleset) opening(info setupInfo, seed uint64) []rules.Event {
	l := log{events: make([]rules.Event, 0, introEvents)}
	if _, err := r.setUp(info, seed, &l); err != nil {
		return nil // NewGame made this game from the same setup
	}
	return l.events
}

// rosterModel builds model number n of a seat from its roster entry.
func (r *Ruleset) rosterModel(seat rules.Seat, n int, rm RosterModel) (model, error) {
	u := r.data.Units[rm.Unit]
	if u == nil {
		return model{}, fmt.Errorf("unknown unit %q", rm.Unit)
	}
	m := model{ID: fmt.Sprintf("%s.%d", seat, n), Seat: seat, Unit: u, Name: rm.Name, Shields: u.ES}
	if m.Name == "" {
		m.Name = u.Name
	}
	var ids []string
	for _, id := range r.data.ModelWeapons(rm) {
		if !contains(ids, id) { // a roster may list what the unit carries anyway
			ids = append(ids, id)
		}
	}
	if len(ids) > MaxCarried {
		return model{}, fmt.Errorf("%d weapons (at most %d)", len(ids), MaxCarried)
	}
	for i, id := range ids {
		if r.data.Weapons[id] == nil {
			return model{}, fmt.Errorf("unknown weapon %q", id)
		}
		m.Carried[i] = slot{ID: id}
	}
	for i, id := range rm.Items {
		if itemInfo(id) == nil || i >= MaxItems {
			return model{}, fmt.Errorf("item %q: unknown or more than %d items", id, MaxItems)
		}
		m.Items[i] = slot{ID: id} // starting items are carried face up
	}
	return m, nil
}

// deploy places every model, in order, on a random cube of its side's
// deployment zone that has room (blue first, then red).
func (g *Game) deploy(l *log) error {
	for i := range g.models {
		m := &g.models[i]
		var buf [64]int
		room := buf[:0] // on the stack for a zone of up to 64 cubes
		cubes := g.b.deploy[m.Seat]
		for ci, p := range cubes {
			if g.hasRoom(p, m.Seat, i) {
				room = append(room, ci)
			}
		}
		if len(room) == 0 {
			return fmt.Errorf("arena %q: the %s deployment zone has no room for %s", g.b.arena.Name, m.Seat, m.ID)
		}
		m.Pos = cubes[room[g.roll(len(room))-1]]
		m.OnBoard = true
		if !l.silent { // a silent log keeps no events: build none
			e := l.sayf("deploy", m.Seat, "FpDeploys", "Model Cube", "%s deploys at %s.", labelled{m}, m.Pos)
			e.Actor, e.To = m.ID, posPtr(m.Pos)
		}
	}
	return nil
}

// rollOff decides who activates first in round 1: a d8 each, ties
// rerolled; the higher roll starts.
func (g *Game) rollOff(l *log) {
	for {
		b, r := g.roll(RollOffDie), g.roll(RollOffDie)
		l.add(l.dieEvent(rules.Blue, "", "roll-off", b, 0, "FpRollOffBlue", "Roll", "Roll-off: blue rolls %d.", b))
		l.add(l.dieEvent(rules.Red, "", "roll-off", r, 0, "FpRollOffRed", "Roll", "Roll-off: red rolls %d.", r))
		if b == r {
			l.sayf("roll-off", rules.NoSeat, "FpRollOffTie", "", "A tie: roll again.")
			continue
		}
		g.turn = rules.Blue
		if r > b {
			g.turn = rules.Red
		}
		e := l.sayf("round", g.turn, "FpRoundOneBegins", "Seat", "Round 1 begins; %s wins the roll-off and activates first.", g.turn)
		e.Hits = 1
		return
	}
}
