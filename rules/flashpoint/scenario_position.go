package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// objectiveJSON is a flag or the ball in a position (POSITION.md
// "Objectives"): where it lies, or who carries it.
type objectiveJSON struct {
	Kind    string `json:"kind"`              // "flag" or "ball"
	Team    string `json:"team,omitempty"`    // a flag's side
	Pos     string `json:"pos,omitempty"`     // where it lies; none while carried
	Carrier string `json:"carrier,omitempty"` // the carrying model's ID
}

// saveObjectives writes the flags and the ball.
func (g *Game) saveObjectives() []objectiveJSON {
	var out []objectiveJSON
	for i := range g.objs {
		o := &g.objs[i]
		oj := objectiveJSON{Kind: o.Kind}
		if o.Kind == "flag" {
			oj.Team = o.Team.String()
		}
		if o.Carrier >= 0 {
			oj.Carrier = g.models[o.Carrier].ID
		} else {
			oj.Pos = o.Pos.String()
		}
		out = append(out, oj)
	}
	return out
}

// loadObjectives reads the flags and the ball. A position that lists none
// has them where the scenario starts them (the first ball cube); one that
// lists them must list exactly the scenario's: both flags in Capture the
// Flag, the ball in Oddball, nothing in the others.
func (g *Game) loadObjectives(list []objectiveJSON) error {
	want := g.startObjectives(false)
	if list == nil {
		g.objs = want
		return nil
	}
	if len(list) != len(want) {
		return fmt.Errorf("objectives: %s has %d objectives, not %d", g.b.setup.Scenario, len(want), len(list))
	}
	a := g.b.arena
	for i, oj := range list {
		field := fmt.Sprintf("objectives[%d]", i)
		o := objective{Kind: oj.Kind, Team: rules.NoSeat, Carrier: -1}
		switch oj.Kind {
		case "flag":
			s, err := rules.ParseSeat(oj.Team)
			if err != nil || s == rules.NoSeat {
				return fmt.Errorf("%s.team: %q is not blue or red", field, oj.Team)
			}
			o.Team = s
		case "ball":
			if oj.Team != "" {
				return fmt.Errorf("%s.team: the ball has no side", field)
			}
		default:
			return fmt.Errorf("%s.kind: %q is not flag or ball", field, oj.Kind)
		}
		found := false
		for _, w := range want {
			found = found || w.Kind == o.Kind && w.Team == o.Team
		}
		for _, had := range g.objs {
			found = found && !(had.Kind == o.Kind && had.Team == o.Team)
		}
		if !found {
			return fmt.Errorf("%s: %s has no %s here (or it is listed twice)", field, g.b.setup.Scenario, o.name()[4:])
		}
		switch {
		case oj.Carrier != "" && oj.Pos != "":
			return fmt.Errorf("%s: give pos or carrier, not both", field)
		case oj.Carrier != "":
			mi := g.modelIndex(oj.Carrier)
			if mi < 0 {
				return fmt.Errorf("%s.carrier: no model %q", field, oj.Carrier)
			}
			m := &g.models[mi]
			if !m.OnBoard {
				return fmt.Errorf("%s.carrier: %s is dead and carries nothing", field, m.ID)
			}
			if o.Kind == "flag" && m.Seat == o.Team {
				return fmt.Errorf("%s.carrier: %s cannot carry its own flag", field, m.ID)
			}
			if g.carrying(mi) >= 0 {
				return fmt.Errorf("%s.carrier: %s already carries an objective", field, m.ID)
			}
			o.Carrier = mi
		default:
			q, err := world.ParsePos(oj.Pos)
			if err != nil {
				return fmt.Errorf("%s.pos: %v", field, err)
			}
			if !a.In(q) {
				return fmt.Errorf("%s.pos: cube %s is outside the %dx%dx%d arena", field, q, a.W, a.D, a.H)
			}
			if !a.Standable(q) {
				return fmt.Errorf("%s.pos: cube %s has no floor for it to lie on", field, q)
			}
			o.Pos = q
		}
		g.objs = append(g.objs, o)
	}
	return nil
}
