package killteam

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// CommsInches is how near to its Comms specialist a model must be to get
// the Comms passive's +1 to hit (KT-SPEC).
const CommsInches = 6

// commsActions lists model i's use of its team's Comms passive (KT-SPEC),
// "blue.5 comms": once per Shooting phase, before it shoots, a model
// within 6" (2 cubes) of a Comms specialist of its team on the table,
// itself included, gets +1 to hit this phase.
func (g *Game) commsActions(i int) []rules.Action {
	m := &g.st.Models[i]
	if g.st.Phase != PhaseShooting || g.st.Comms[m.Seat] || m.Comms || m.Done || g.st.Pending != "" {
		return nil
	}
	for k := range g.st.Models {
		c := &g.st.Models[k]
		if c.Seat == m.Seat && c.Spec == Comms && c.onTable() && world.Distance(c.Pos, m.Pos) <= InchesToCubes(CommsInches) {
			return []rules.Action{g.simple(i, "comms")}
		}
	}
	return nil
}

// applyComms gives model i the Comms passive's +1 to hit for this phase,
// uses up its team's Comms passive for the phase and makes the model act
// next (a pending choice of its seat among its actions).
func (g *Game) applyComms(i int) []rules.Event {
	m := &g.st.Models[i]
	g.st.Comms[m.Seat], m.Comms = true, true
	g.st.Pending, g.st.PendingKind = m.ID, PendingStratagem
	return []rules.Event{{Kind: "comms", Seat: m.Seat, Actor: m.ID,
		Text: g.textf("%s's Comms specialist guides %s: +1 to hit this phase (KT-SPEC).", m.Seat, m.ID),
		Msg:  g.say("KtComms", "Seat", seatRef(m.Seat), "Model", m.ID)}}
}
