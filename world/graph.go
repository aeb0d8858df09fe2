package world

// The movement graph is kept ready in the arena: for every cube, its steps
// in the order Steps lists them, packed as to | cost<<16 | climb<<24.
// Parse and New build it; SetFloor and SetSide update the part they change,
// so two arenas with the same cubes always have the same graph.

const (
	stepCostShift  = 16
	stepClimbShift = 24
	stepToMask     = 1<<stepCostShift - 1
)

// packStep packs a step for the graph.
func (a *Arena) packStep(s Step) uint32 {
	v := uint32(a.idx(s.To)) | uint32(s.Cost)<<stepCostShift
	if s.Climb {
		v |= 1 << stepClimbShift
	}
	return v
}

// unpackStep reverses packStep.
func (a *Arena) unpackStep(v uint32) Step {
	return Step{
		To:    a.posAt(int(v & stepToMask)),
		Cost:  int(v >> stepCostShift & 0xff),
		Climb: v>>stepClimbShift&1 == 1,
	}
}

// buildGraph computes the steps of every cube.
func (a *Arena) buildGraph() {
	n := a.Cubes()
	a.cubes = make([]Pos, n)
	for i := range a.cubes {
		a.cubes[i] = a.PosAt(i)
	}
	a.graph = make([]uint32, n*maxSteps)
	a.degree = make([]uint8, n)
	for i := 0; i < n; i++ {
		a.graphCube(i)
	}
	a.resetSight()     // the cubes are new: so is their sight
	a.resetReachMemo() // and their searches
}

// graphCube computes the steps of cube i.
func (a *Arena) graphCube(i int) {
	var buf [maxSteps]Step
	steps := a.appendSteps(buf[:0], a.PosAt(i))
	row := a.graph[i*maxSteps : (i+1)*maxSteps]
	clear(row)
	for k, s := range steps {
		row[k] = a.packStep(s)
	}
	a.degree[i] = uint8(len(steps))
}

// updateGraph recomputes the steps of every cube whose moves a change in
// column (x, y) can affect: the columns within two of it, at every level
// (a climb looks at the faces and floors of a whole column pair, and a
// diagonal step at the faces around its corner).
func (a *Arena) updateGraph(x, y int) {
	if a.graph == nil {
		return
	}
	for z := 0; z < a.H; z++ {
		for cy := max(y-2, 0); cy <= min(y+2, a.D-1); cy++ {
			for cx := max(x-2, 0); cx <= min(x+2, a.W-1); cx++ {
				a.graphCube(a.index(cx, cy, z))
			}
		}
	}
}

// posAt is PosAt from the table kept with the graph.
func (a *Arena) posAt(i int) Pos { return a.cubes[i] }

// stepsOf returns the packed steps of cube i.
func (a *Arena) stepsOf(i int) []uint32 {
	return a.graph[i*maxSteps : i*maxSteps+int(a.degree[i])]
}

// CubePtr returns a pointer to cube p in the arena's own table of cubes,
// which never changes and is shared by everyone using the arena, so that a
// caller may keep it (as an action's Cell) without allocating; it must
// never write through it. A cube outside the arena gets a pointer to a
// copy of its own.
func (a *Arena) CubePtr(p Pos) *Pos {
	if !a.In(p) || a.cubes == nil {
		own := p // on the heap only on this rare way
		return &own
	}
	return &a.cubes[a.idx(p)]
}
