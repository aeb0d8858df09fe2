package flashpoint

import (
	"fmt"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// objective is a flag (Capture the Flag) or the ball (Oddball): lying in a
// cube, or carried by a model.
type objective struct {
	Kind    string     // "flag" or "ball"
	Team    rules.Seat // a flag's side; NoSeat for the ball
	Pos     world.Pos  // where it lies; zero while carried (objectivePos)
	Carrier int        // index of the carrying model; -1 when it lies
}

// name is the objective as a text says it: "the blue flag", "the ball".
func (o *objective) name() string {
	if o.Kind == "flag" {
		return "the " + o.Team.String() + " flag"
	}
	return "the ball"
}

// placeObjectives puts the scenario's flags on their home cubes and the
// ball on one of its start cubes (a die picks among equally central ones).
func (g *Game) placeObjectives(l *log) {
	g.objs = g.startObjectives(true)
	g.owners = g.startOwners()
	for i := range g.objs {
		o := &g.objs[i]
		e := l.sayf("objective", o.Team, "FpObjectPlaced", "Object Cube", "%s is placed at %s.", objWord(o, true), cube(o.Pos))
		e.To = posPtr(o.Pos)
	}
}

// startObjectives is the objectives at the start of the game; roll says
// whether a die may pick the ball's cube (a position without objectives
// takes the first).
func (g *Game) startObjectives(roll bool) []objective {
	sb := &g.b.obj
	switch g.b.setup.Scenario {
	case ScenarioCTF:
		return []objective{
			{Kind: "flag", Team: rules.Blue, Pos: sb.home[rules.Blue], Carrier: -1},
			{Kind: "flag", Team: rules.Red, Pos: sb.home[rules.Red], Carrier: -1},
		}
	case ScenarioOddball:
		if len(sb.ball) == 0 {
			return nil
		}
		p := sb.ball[0]
		if roll && len(sb.ball) > 1 {
			p = sb.ball[g.roll(len(sb.ball))-1]
		}
		return []objective{{Kind: "ball", Team: rules.NoSeat, Pos: p, Carrier: -1}}
	}
	return nil
}

// capital upper-cases the first letter of an ASCII text.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// carrying returns the index of the objective model mi carries, or -1.
func (g *Game) carrying(mi int) int {
	if mi < 0 {
		return -1
	}
	for i := range g.objs {
		if g.objs[i].Carrier == mi {
			return i
		}
	}
	return -1
}

// objectivePos is where an objective is: its carrier's cube while carried.
func (g *Game) objectivePos(o *objective) world.Pos {
	if o.Carrier >= 0 {
		return g.models[o.Carrier].Pos
	}
	return o.Pos
}

// dropObjective leaves what model mi carries in its cube (a drop, or its
// death: RULES-SCENARIOS.md).
func (g *Game) dropObjective(mi int, l *log) {
	oi := g.carrying(mi)
	if oi < 0 {
		return
	}
	m := &g.models[mi]
	o := &g.objs[oi]
	o.Carrier, o.Pos = -1, m.Pos
	e := l.sayf("objective-drop", m.Seat, "FpDropsObject", "Model Object Cube", "%s drops %s at %s.", labelled{m}, objWord(o, false), cube(m.Pos))
	e.Actor, e.To = m.ID, posPtr(m.Pos)
}

// objectivesAlong lets model mi pick up, return and capture objectives in
// the cubes it moved out of, through and into (HF-ITM-2: at most one
// scenario objective per action, never in a cube with an enemy).
func (g *Game) objectivesAlong(mi int, cubes []world.Pos, l *log) {
	if len(g.objs) == 0 {
		return
	}
	m := &g.models[mi]
	picked := false
	for _, p := range cubes {
		if !m.OnBoard || g.over {
			return
		}
		if g.enemiesIn(p, m.Seat) {
			continue
		}
		for i := range g.objs {
			o := &g.objs[i]
			if o.Carrier >= 0 || o.Pos != p {
				continue
			}
			switch {
			case o.Kind == "flag" && o.Team == m.Seat:
				if p != g.b.obj.home[m.Seat] {
					o.Pos = g.b.obj.home[m.Seat]
					e := l.sayf("flag-return", m.Seat, "FpReturnsFlag", "Model Object Cube", "%s returns %s to its home at %s.", labelled{m}, objWord(o, false), cube(o.Pos))
					e.Actor, e.From, e.To = m.ID, posPtr(p), posPtr(o.Pos)
				}
			case !picked && g.carrying(mi) < 0:
				o.Carrier, o.Pos, picked = mi, world.Pos{}, true
				e := l.sayf("objective-pickup", m.Seat, "FpPicksObject", "Model Object Cube", "%s picks up %s at %s.", labelled{m}, objWord(o, false), cube(p))
				e.Actor, e.From = m.ID, posPtr(p)
			}
		}
		if oi := g.carrying(mi); oi >= 0 && g.objs[oi].Kind == "flag" && g.b.obj.inBase(g.b.arena, int(m.Seat), p) {
			g.capture(mi, oi, l)
		}
	}
}

// capture scores a Capture the Flag point: model mi carried the enemy
// flag into its own base (a deployment or respawn cube of its side). The
// flag goes back to its home.
func (g *Game) capture(mi, oi int, l *log) {
	m := &g.models[mi]
	o := &g.objs[oi]
	o.Carrier, o.Pos = -1, g.b.obj.home[o.Team]
	e := l.sayf("capture", m.Seat, "FpCaptures", "Model Object Cube", "%s captures %s; it returns to %s.", labelled{m}, objWord(o, false), cube(o.Pos))
	e.Actor, e.To = m.ID, posPtr(o.Pos)
	g.addScore(m.Seat, 1, l)
}

// addScore gives seat n points and ends the game when it reaches the
// scenario's target.
func (g *Game) addScore(seat rules.Seat, n int, l *log) {
	g.score[seat] += n
	s := l.sayf("score", seat, "FpScores", "Seat Blue Red", "%s scores: blue %d, red %d.", seat, g.score[rules.Blue], g.score[rules.Red])
	s.Hits = n
	t := g.b.setup.Kills
	if t != NoTarget && g.score[seat] >= t && !g.over {
		g.finish(seat, g.firstTo(t), l)
	}
}

// ballHit scores an Oddball point when the ball's carrier hits in an
// Assault (rules/flashpoint-data.md: "hitting with it in an Assault").
func (g *Game) ballHit(attacker, net int, l *log) {
	if net < 1 || !g.is(ScenarioOddball) || g.over {
		return
	}
	if oi := g.carrying(attacker); oi >= 0 && g.objs[oi].Kind == "ball" {
		m := &g.models[attacker]
		e := l.sayf("ball-hit", m.Seat, "FpBallHit", "Model", "%s hits with the ball.", labelled{m})
		e.Actor = m.ID
		g.addScore(m.Seat, 1, l)
	}
}

// scenarioActions adjusts the activating model's options for what it
// carries: a carrier does not Shoot, its hands are full (RULES-SCENARIOS.md),
// and it may drop what it carries as a free action, though not while the
// free action of a spent command die waits to be taken.
func (g *Game) scenarioActions(out []rules.Action) []rules.Action {
	if len(g.objs) == 0 || len(out)+g.routes.n() == 0 || g.act.Model < 0 || g.cmd.Free != freeNone {
		return out
	}
	mi := g.act.Model
	oi := g.carrying(mi)
	if oi < 0 {
		return out
	}
	kept := out[:0]
	for _, a := range out {
		if a.Kind != "shoot" {
			kept = append(kept, a)
		}
	}
	if len(kept)+g.routes.n() == 0 {
		return kept
	}
	m := &g.models[mi]
	return append(kept, rules.Action{Seat: m.Seat, Kind: "drop-" + g.objs[oi].Kind, Actor: m.ID})
}

// objectiveTokens shows the flags, the ball and the zones' cubes
// (rules.View.Tokens). A flag is its side's (Seat); the ball is nobody's.
// A carried one names its Carrier and lies in the carrier's cube. A zone's
// cubes say who the zone counts for (Seat) and how (State: zoneState).
func (g *Game) objectiveTokens(v *rules.View) {
	for i := range g.objs {
		o := &g.objs[i]
		t := rules.Token{Kind: o.Kind, Label: capital(o.name()[4:]), LabelMsg: rules.Say("FpTokenBall"), Pos: g.objectivePos(o), Seat: rules.NoSeat}
		if o.Kind == "flag" {
			t.Seat = o.Team
			t.LabelMsg = rules.Say("FpTokenFlagRed")
			if o.Team == rules.Blue {
				t.LabelMsg = rules.Say("FpTokenFlagBlue")
			}
		}
		if o.Carrier >= 0 {
			t.Carrier = g.models[o.Carrier].ID
		}
		v.Tokens = append(v.Tokens, t)
	}
	if g.is(ScenarioCTF) {
		g.halfTokens(v)
		return
	}
	if !g.is(ScenarioStrongholds) && !g.is(ScenarioTotalControl) {
		return
	}
	for i := range g.b.obj.zones {
		z := &g.b.obj.zones[i]
		seat, state := g.zoneState(i)
		for _, c := range z.Cells {
			v.Tokens = append(v.Tokens, rules.Token{Kind: "zone", Label: "Zone " + z.Label, LabelMsg: rules.Say("FpTokenZone", "Zone", z.Label), Pos: c, Seat: seat, State: state})
		}
	}
}

// halfTokens marks where each side's half begins in Capture the Flag: an
// "area" token in the side's colour on every standable cube of its half
// that has a cube of the arena outside the half beside it on its level.
func (g *Game) halfTokens(v *rules.View) {
	a := g.b.arena
	for _, s := range rules.Seats {
		for _, p := range g.b.obj.base[s] {
			if !a.Standable(p) {
				continue
			}
			edge := false
			for d := world.N; d <= world.NW && !edge; d++ {
				q := p.Add(d.Delta())
				edge = a.In(q) && !g.b.obj.inBase(a, int(s), q)
			}
			if edge {
				v.Tokens = append(v.Tokens, rules.Token{Kind: "area", Label: seatTitle(s) + " half", LabelMsg: rules.Say(seatMsgID("FpTokenHalf", s)), Pos: p, Seat: s})
			}
		}
	}
}

// hashObjectives adds the flags and the ball to the state's hash.
// A game without any (Slayer) hashes as it did before scenarios had them.
func (g *Game) hashObjectives(h *rules.Hasher) {
	g.hashOwners(h)
	if len(g.objs) == 0 {
		return
	}
	h.Int(len(g.objs))
	for i := range g.objs {
		o := &g.objs[i]
		h.String(o.Kind)
		h.Int(int(o.Team))
		h.Pos(o.Pos)
		h.Int(o.Carrier)
	}
}

// vipNote names the VIPs for the top bar ("" outside VIP).
func (g *Game) vipNote() string {
	b, r := g.vip(rules.Blue), g.vip(rules.Red)
	if b < 0 || r < 0 {
		return ""
	}
	return fmt.Sprintf("VIPs: %s (%s), %s (%s)", g.models[b].ID, g.models[b].Name, g.models[r].ID, g.models[r].Name)
}
