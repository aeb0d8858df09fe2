package killteam

import (
	"fmt"
	"slices"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// startDeployment begins the players' deployment before round 1 (KT-DEP-1,
// RULES.md "Deployment"): every model waits off the table, the players
// roll off (2D6 each, ties rolled again) and the loser places first. The
// deployment zones stay with the seats (the shipped arenas are mirror
// images), so the winner's choice of table side is not asked.
func (g *Game) startDeployment() []rules.Event {
	g.st.Round = 0
	g.enterPhase(PhaseDeploy)
	for i := range g.st.Models {
		g.st.Models[i].Undeployed = true
		g.st.Models[i].Pos = world.Pos{}
	}
	winner, ev := g.rollOff("deployment", "for the deployment roll-off", "KT-DEP-1", "KtRollOffDeployment")
	loser := winner.Other()
	g.st.First, g.st.Turn = loser, loser
	ev = append(ev, rules.Event{Kind: "deployment", Seat: winner,
		Text: g.textf("%s wins the deployment roll-off; each side keeps its own deployment zone, so %s, the loser, deploys first (KT-DEP-1).", winner, loser),
		Msg:  g.say("KtDeployRollOff", "Seat", seatRef(winner), "Loser", seatRef(loser))})
	return append(ev, g.phaseEvent())
}

// deployAuto reports whether the setup asks the game to place both teams
// itself (the option deploy=auto) instead of the players.
func deployAuto(s rules.Setup) bool { return s.Options[DeployOption] == DeployAuto }

// deployArea lists the cubes seat may deploy into (KT-DEP-2), as
// setDeployAreas worked them out.
func (g *Game) deployArea(seat rules.Seat) []world.Pos { return g.areas[seat] }

// setDeployAreas works out both seats' deployment areas (workOutDeployArea)
// once the game's models are known: an area depends only on the arena and
// the size of the team, so Legal need not work it out for every model.
func (g *Game) setDeployAreas() {
	for seat := range g.areas {
		g.areas[seat] = g.workOutDeployArea(rules.Seat(seat))
	}
}

// workOutDeployArea lists the cubes seat may deploy into (KT-DEP-2): its
// deployment cubes (deployCubes) as far as its deployment and respawn
// zones go and, when its team does not fit them at SideCapacity a cube,
// as many of the nearest further cubes as it needs.
func (g *Game) workOutDeployArea(seat rules.Seat) []world.Pos {
	cubes := deployCubes(g.arena, int(seat))
	zone := 0
	for _, p := range cubes {
		if g.inOwnZone(p, seat) {
			zone++
		}
	}
	team := 0
	for i := range g.st.Models {
		if g.st.Models[i].Seat == seat {
			team++
		}
	}
	need := (team + SideCapacity - 1) / SideCapacity
	return cubes[:min(len(cubes), max(zone, need))]
}

// inOwnZone reports whether cube p is in one of seat's deployment or
// respawn zones.
func (g *Game) inOwnZone(p world.Pos, seat rules.Seat) bool {
	for _, kind := range []world.ZoneKind{world.ZoneDeploy, world.ZoneRespawn} {
		for _, z := range g.arena.ZonesOf(kind) {
			if z.Team == int(seat) && z.Has(p) {
				return true
			}
		}
	}
	return false
}

// mayDeploy reports whether model i may be placed now: it waits off the
// table, its side places now and, in the Assassination mission, it is its
// side's Leader or that Leader is already placed.
func (g *Game) mayDeploy(i int) bool {
	m := &g.st.Models[i]
	if !m.Undeployed || m.Seat != g.st.Turn {
		return false
	}
	return m.Spec == Leader || !g.leaderToPlace(m.Seat)
}

// leaderToPlace reports whether, in the Assassination mission, seat's
// Leader still waits to be placed: it is placed first.
func (g *Game) leaderToPlace(seat rules.Seat) bool {
	if g.setup.Scenario != ScenarioAssassination {
		return false
	}
	for k := range g.st.Models {
		if o := &g.st.Models[k]; o.Seat == seat && o.Spec == Leader && o.Undeployed {
			return true
		}
	}
	return false
}

// deployActions lists model i's placements (KT-DEP-2): "blue.3 deploy
// 2,7,0" for every cube of its side's deployment area with room; in the
// Assassination mission its Leader goes in one of its side's respawn
// cubes, at the back of its zone, when it has any.
func (g *Game) deployActions(i int) []rules.Action {
	if !g.mayDeploy(i) {
		return nil
	}
	m := &g.st.Models[i]
	cubes := g.deployArea(m.Seat)
	if g.setup.Scenario == ScenarioAssassination && m.Spec == Leader {
		if back, ok := g.arena.Zone(world.ZoneRespawn, int(m.Seat), ""); ok && len(back.Cells) > 0 {
			cubes = back.Cells
		}
	}
	var out []rules.Action
	for _, p := range cubes {
		if !g.arena.Standable(p) || !g.roomFor(i, p) {
			continue
		}
		c := p
		out = append(out, rules.Action{Seat: m.Seat, Kind: "deploy", Actor: m.ID, Cell: &c})
	}
	return out
}

// applyDeploy places model i where legal action a says (KT-DEP-2); its
// placement ends its side's turn to place (an "end" event).
func (g *Game) applyDeploy(i int, a rules.Action) []rules.Event {
	m := &g.st.Models[i]
	m.Pos, m.Undeployed = *a.Cell, false
	p := m.Pos
	left := g.undeployed(m.Seat)
	return []rules.Event{
		{Kind: "deploy", Seat: m.Seat, Actor: m.ID, To: &p, Text: g.textf("%s deploys at %s.", m.ID, p), Msg: g.say("KtDeploys", "Model", m.ID, "At", g.posArg(p))},
		{Kind: "end", Seat: m.Seat, Actor: m.ID, Text: g.textf("%s has %d %s still to place.", m.Seat, left, plural(left, "model", "models")),
			Msg: g.say("KtToPlace", "Seat", seatRef(m.Seat), "Count", rules.Num(left))},
	}
}

// undeployed counts seat's models still off the table, waiting to deploy.
func (g *Game) undeployed(seat rules.Seat) int {
	n := 0
	for i := range g.st.Models {
		if g.st.Models[i].Seat == seat && g.st.Models[i].Undeployed {
			n++
		}
	}
	return n
}

// deployTurn picks the side that places next (KT-DEP-2): the sides
// alternate after prev, one placing the rest when the other has none
// left. It reports false once every model is placed.
func (g *Game) deployTurn(prev rules.Seat) bool {
	next := g.st.Turn
	if prev == rules.Blue || prev == rules.Red {
		next = prev.Other()
	}
	for _, s := range [2]rules.Seat{next, next.Other()} {
		if g.undeployed(s) > 0 {
			g.st.Turn = s
			return true
		}
	}
	return false
}

// endDeployment closes the deployment once every model is placed; round
// 1 begins.
func (g *Game) endDeployment() []rules.Event {
	ev := []rules.Event{{Kind: "deployment", Seat: rules.NoSeat, Text: g.words("Both teams are deployed (KT-DEP-2)."), Msg: g.say("KtDeployed")}}
	return append(ev, g.startRound(1)...)
}

// deployPrompt says who places now and how many each side has left, and
// its message.
func (g *Game) deployPrompt() (string, rules.Msg) {
	seat := g.st.Turn
	what, id := "a model in", "KtPromptDeploy"
	if g.leaderToPlace(seat) {
		what, id = "the Leader first, at the back of", "KtPromptDeployLeader"
	}
	return fmt.Sprintf("%s: deploy %s the %s deployment zone (KT-DEP-2); %s has %d to place, %s %d", seat, what, seat, seat, g.undeployed(seat), seat.Other(), g.undeployed(seat.Other())),
		rules.Say(id, "Seat", seatRef(seat), "Left", rules.Num(g.undeployed(seat)), "Other", seatRef(seat.Other()), "OtherLeft", rules.Num(g.undeployed(seat.Other())))
}

// deployRefusal says why a deploy action that is not legal is refused
// (KT-DEP-2); "" for any other action or outside the deployment.
func (g *Game) deployRefusal(a rules.Action) string {
	if a.Kind != "deploy" || g.st.Phase != PhaseDeploy {
		return ""
	}
	i := g.modelIndex(a.Actor)
	switch {
	case i < 0:
		return fmt.Sprintf("there is no model %q", a.Actor)
	case a.Cell == nil:
		return "a deploy names the cube the model goes to"
	}
	m := &g.st.Models[i]
	switch {
	case !m.Undeployed:
		return fmt.Sprintf("%s is on the table already", m.ID)
	case m.Seat != g.st.Turn:
		return fmt.Sprintf("%s places its next model now, not %s", g.st.Turn, m.Seat)
	case !g.mayDeploy(i):
		return fmt.Sprintf("%s places its Leader first (RULES.md \"The missions\")", m.Seat)
	case !slices.Contains(g.deployArea(m.Seat), *a.Cell):
		return fmt.Sprintf("%s is not in %s's deployment zone (KT-DEP-2)", *a.Cell, m.Seat)
	case !g.roomFor(i, *a.Cell):
		return fmt.Sprintf("%s holds %d models of %s already, the most a cube takes", *a.Cell, SideCapacity, m.Seat)
	}
	return ""
}
