package killteam

import (
	"fmt"
	"strconv"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// NewGame starts a game from the setup with the seed (KT-DEP, KT-RND):
// it loads the arena and the two rosters and gives the starting command
// points; then the players' deployment begins with its roll-off
// (KT-DEP-1/2), or with the option deploy=auto the game places both
// teams and plays round 1's Initiative phase.
func (r *Ruleset) NewGame(s rules.Setup, seed uint64) (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	if s.Scenario == "" {
		s.Scenario = ScenarioSkirmish
	}
	if _, ok := missionNamed(s.Scenario); !ok {
		return nil, fmt.Errorf("killteam: unknown scenario %q (have %v)", s.Scenario, r.Scenarios())
	}
	if err := checkOptions(s); err != nil {
		return nil, fmt.Errorf("killteam: %w", err)
	}
	rounds, err := missionRounds(s)
	if err != nil {
		return nil, fmt.Errorf("killteam: %w", err)
	}
	arena, err := r.loadArena(s)
	if err != nil {
		return nil, fmt.Errorf("killteam: %w", err)
	}
	g := &Game{setup: s, setupHash: setupDigest(s), seed: seed, arena: arena, data: r.data, rounds: rounds}
	g.st.RNG = rules.RNG{State: seed}
	g.st.Winner = rules.NoSeat
	var rosters [2]*Roster
	for seat := range 2 {
		ro, err := r.roster(s, seat)
		if err != nil {
			return nil, err
		}
		rosters[seat] = ro
		for i, rm := range ro.Models {
			u, _ := r.data.Unit(rm.Unit)
			g.st.Models = append(g.st.Models, model{
				ID:      fmt.Sprintf("%s.%d", rules.Seat(seat), i+1),
				Seat:    rules.Seat(seat),
				Unit:    u.ID,
				Spec:    rm.Specialism,
				Weapons: append([]string(nil), ModelWeapons(rm, u)...),
				Wounds:  u.Stats.W,
			})
		}
		g.st.Started[seat] = len(ro.Models)
	}
	g.setDeployAreas()
	auto := deployAuto(s)
	var ev []rules.Event
	if auto {
		ev, err = g.deploy()
	} else {
		err = g.checkFits()
	}
	if err != nil {
		return nil, err
	}
	points := [2]int{r.data.RosterPoints(rosters[0]), r.data.RosterPoints(rosters[1])}
	for seat := range 2 {
		g.st.CP[seat] = StartingCommandPoints(points[seat], points[1-seat])
		if g.st.CP[seat] > 0 {
			ev = append(ev, rules.Event{Kind: "cp", Seat: rules.Seat(seat), Text: g.textf("%s starts with %d command %s: its roster (%d points) is below the other's (%d) (KT-CP-2).", rules.Seat(seat), g.st.CP[seat], plural(g.st.CP[seat], "point", "points"), points[seat], points[1-seat]),
				Msg: g.say("KtStartCP", "Seat", seatRef(rules.Seat(seat)), "Count", rules.Num(g.st.CP[seat]), "Points", strconv.Itoa(points[seat]), "Other", strconv.Itoa(points[1-seat]))})
		}
	}
	if auto {
		ev = append(ev, g.startRound(1)...)
	} else {
		ev = append(ev, g.startDeployment()...)
	}
	ev = append(ev, g.settle(rules.NoSeat)...)
	g.opening = ev
	g.rolls = 0
	return g, nil
}

// roster returns the seat's roster: its own text if the setup gives one,
// else the shipped roster of that name, checked against the data.
func (r *Ruleset) roster(s rules.Setup, seat int) (*Roster, error) {
	var ro *Roster
	if seat < len(s.RosterTexts) && s.RosterTexts[seat] != "" {
		list, err := ParseRosters(fmt.Sprintf("%s roster", rules.Seat(seat)), []byte(s.RosterTexts[seat]))
		if err != nil {
			return nil, fmt.Errorf("killteam: %w", err)
		}
		if len(list) != 1 {
			return nil, fmt.Errorf("killteam: the %s roster text holds %d rosters, want 1", rules.Seat(seat), len(list))
		}
		ro = &list[0]
	} else {
		var ok bool
		ro, ok = r.data.Roster(s.Rosters[seat])
		if !ok {
			return nil, fmt.Errorf("killteam: unknown %s roster %q (have %v)", rules.Seat(seat), s.Rosters[seat], r.Rosters())
		}
	}
	if err := r.data.CheckRoster(ro); err != nil {
		return nil, fmt.Errorf("killteam: %s roster: %w", rules.Seat(seat), err)
	}
	return ro, nil
}

// loadArena reads the setup's arena: its text if given, else the shipped
// arena of that name, read once and shared (assets.ArenaCache).
func (r *Ruleset) loadArena(s rules.Setup) (*world.Arena, error) {
	return r.arenas.Load(s.Arena, s.ArenaText, DefaultArena)
}

// plural picks the singular or plural word for n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
