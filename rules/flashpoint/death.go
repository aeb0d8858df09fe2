package flashpoint

import (
	"fmt"
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// kill removes model mi from the board to await respawn (DESIGN 5). A
// picked-up weapon goes to its killer's choice after an Assault (HF-WPN-3)
// and back to the supply otherwise (HF-WPN-4). Slayer: the other side
// scores, whoever caused the death (a fall or a wall too); the other
// scenarios score as scoreKill says. A carried flag or ball drops.
func (g *Game) kill(mi int, killer int, byAssault bool, l *log) {
	m := &g.models[mi]
	if !m.OnBoard {
		return
	}
	e := l.sayf("kill", m.Seat, "FpKilled", "Model", "%s is killed.", labelled{m})
	e.Target, e.From = m.ID, posPtr(m.Pos)
	if killer >= 0 {
		e.Actor = g.models[killer].ID
		if !l.quiet {
			e.Text, e.Msg = say("FpKilledBy", "Model Other", "%s is killed by %s.", m.label(), g.models[killer].ID)
		}
	}
	g.dropItemsOnDeath(mi, l) // HF-ITM-6
	if m.Pickup.ID != "" {
		if byAssault && killer >= 0 && g.models[killer].OnBoard {
			g.push(task{Kind: taskLoot, Actor: killer, Other: -1, Weapon: m.Pickup.ID, Used: m.Pickup.Used})
		} else {
			g.toSupply(m.Pickup.ID, l)
		}
		m.Pickup = slot{}
	}
	g.dropObjective(mi, l)
	m.OnBoard, m.Pinned, m.Crouched, m.Fire = false, false, false, false
	m.Wounds, m.Shields = 0, 0
	g.scoreKill(mi, l)
}

// finish ends the game for reason; winner NoSeat is a draw.
func (g *Game) finish(winner rules.Seat, reason endReason, l *log) {
	g.over, g.winner, g.reason = true, winner, reason.text
	g.tasks = g.tasks[:0]
	g.act = activation{Model: -1}
	g.cmdActivate() // nothing of the last activation is left over
	g.cmd.Hold, g.cmd.Extra, g.cmd.ExtraFor, g.cmd.Second = cmdHold{}, [2]int{}, [2]int{}, false
	g.why, g.whyKind = rules.Msg{}, ""
	if !l.quiet {
		g.why, g.whyKind = sayArgs(reason.id, reason.names, reason.args[:reason.n]), reason.kind
	}
	if winner == rules.NoSeat {
		e := l.event("over", winner)
		if !l.quiet {
			e.Text = fmt.Sprintf("The game is a draw %d–%d (%s).", g.score[rules.Blue], g.score[rules.Red], reason.text)
			e.Msg = g.overMsg("FpOverDraw")
		}
		return
	}
	e := l.event("over", winner)
	if !l.quiet {
		e.Text = fmt.Sprintf("%s wins %d–%d (%s).", winner, g.score[rules.Blue], g.score[rules.Red], reason.text)
		e.Msg = g.overMsg("FpOverWin")
	}
}

// respawnActions lists the respawn cubes of model mi's side that have room
// and hold no enemy.
func (g *Game) respawnActions(mi int, out []rules.Action) []rules.Action {
	m := &g.models[mi]
	if g.noRespawn() {
		return out // Attrition: no respawns
	}
	cubes := g.b.respawn[m.Seat]
	for i := range cubes {
		if g.hasRoom(cubes[i], m.Seat, mi) && !g.enemiesIn(cubes[i], m.Seat) {
			out = append(out, rules.Action{Seat: m.Seat, Kind: "respawn", Actor: m.ID, Cell: posPtr(cubes[i])})
		}
	}
	return out
}

// doRespawn puts a dead model back in its respawn cube with full shields
// and no wounds; its first action is a Move (DESIGN 5, HF-ACT-9).
func (g *Game) doRespawn(mi int, p world.Pos, l *log) {
	m := &g.models[mi]
	m.OnBoard, m.Pos, m.Wounds, m.Shields, m.Pinned, m.Crouched = true, p, 0, m.Unit.ES, false, false
	g.act.Respawned = true
	restock(m)
	e := l.event("respawn", m.Seat)
	if !l.quiet {
		e.Text, e.Msg = say("FpRespawns", "Model Cube", "%s respawns at %s.", labelled{m}, p)
	}
	e.Actor, e.To = m.ID, posPtr(p)
}
