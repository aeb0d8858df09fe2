package urban

import (
	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// moveInches is how far one Move action takes a model (UF-ACT-1): its SPD
// less 1 inch Sitting or 2 Lying (UF-POS-3, A15) and 1 inch Stunned
// (UF-ST-2).
func (g *Game) moveInches(m *model) int {
	d := g.profile(m).SPD
	switch m.Posture {
	case Sitting:
		d--
	case Lying:
		d -= 2
	}
	if m.Stunned {
		d--
	}
	return max(d, 0)
}

// moveCubes is the movement budget of one Move in cubes: 3 inches a cube
// stepped or a level climbed; a spare inch is lost.
func (g *Game) moveCubes(m *model) int { return g.moveInches(m) / inchesPerCube }

// closedCubes are the cubes a model may not enter: full cubes (4 models,
// or 2 of its side), cubes with a Burning model (UF-EFF-1: no model
// moves within 1 inch of one) and difficult pieces (UF-TER-2).
func (g *Game) closedCubes(m *model) []world.Pos {
	count := map[world.Pos][2]int{}
	var out []world.Pos
	for i := range g.st.Models {
		o := &g.st.Models[i]
		if o.Dead || o == m {
			continue
		}
		c := count[o.Pos]
		c[o.Seat]++
		count[o.Pos] = c
		if o.Burning {
			out = append(out, o.Pos)
		}
	}
	for p, c := range count {
		if c[m.Seat] >= perTeam || c[0]+c[1] >= perCube {
			out = append(out, p)
		}
	}
	for p := range g.furn.difficult {
		if g.isDifficult(p) {
			out = append(out, p) // difficult pieces are crossed, not entered (UF-TER-2)
		}
	}
	return out
}

// room reports whether a model could stand in cube p as things are.
func (g *Game) room(m *model, p world.Pos) bool {
	for _, c := range g.closedCubes(m) {
		if c == p {
			return false
		}
	}
	return true
}

// moves lists a model's Move actions (UF-ACT-1, UF-POS-2): every cube in
// reach, ending in each posture, and a move of 0 inches that only
// changes posture.
func (g *Game) moves(m *model) []rules.Action {
	var out []rules.Action
	postures := []Posture{Standing, Sitting, Lying}
	add := func(to world.Pos, path []world.Pos) {
		for _, p := range postures {
			if to == m.Pos && p == m.Posture {
				continue
			}
			a := rules.Action{Seat: m.Seat, Kind: KindMove, Actor: m.ID, Cell: &to, Path: path}
			if p != m.Posture {
				a.Option = p.String()
			}
			out = append(out, a)
		}
	}
	add(m.Pos, nil)
	if n := g.moveCubes(m); n > 0 {
		for _, r := range g.arena.Reach(m.Pos, n, world.MoveRules{Closed: g.closedCubes(m)}) {
			add(r.To, r.Path)
		}
	}
	return out
}

// postureOf reads a move's posture option; "" keeps the model's.
func postureOf(opt string, keep Posture) Posture {
	switch opt {
	case "stand":
		return Standing
	case "sit":
		return Sitting
	case "lie":
		return Lying
	}
	return keep
}

// move carries out a Move.
func (g *Game) move(m *model, a rules.Action) {
	defer g.spend(m, 1)
	from := m.Pos
	m.Pos = *a.Cell
	m.Posture = postureOf(a.Option, m.Posture)
	g.emit(rules.Event{Kind: "move", Seat: m.Seat, Actor: m.ID, From: &from, To: a.Cell, Path: a.Path},
		func() rules.Msg {
			return rules.Say("UrbMoves", "Model", m.ID, "At", a.Cell.String(), "Posture", postureRef(m.Posture))
		}, "%s moves to %s, %s", m.ID, a.Cell, m.Posture)
}
