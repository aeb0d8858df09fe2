package world

// maxFlightSteps bounds the steps of a flying model out of one cube: 8
// horizontal neighbours, one up, one down and the climbs of the graph.
const maxFlightSteps = 8 + 2 + maxSteps

// appendFlightSteps appends the packed steps of a flying model out of cube
// i (MoveRules.Flight): every step costs 1. It may step to any of the eight
// horizontal neighbours that no wall or corner blocks, whether or not the
// neighbour has a floor; rise into the cube above when that cube has no
// floor; sink into the cube below when its own cube has no floor; and take
// every climb of the movement graph, a climb of any height costing 1 like
// a flat move.
func (a *Arena) appendFlightSteps(buf []uint32, i int) []uint32 {
	p := a.posAt(i)
	for d := N; d <= NW; d++ {
		q := p.Add(d.Delta())
		if a.In(q) && !a.crossingBlocked(p, d) {
			buf = append(buf, a.packStep(Step{To: q, Cost: 1}))
		}
	}
	if up := (Pos{X: p.X, Y: p.Y, Z: p.Z + 1}); a.In(up) && a.cells[a.idx(up)].Floor == FloorNone {
		buf = append(buf, a.packStep(Step{To: up, Cost: 1}))
	}
	if p.Z > 0 && a.cells[i].Floor == FloorNone {
		buf = append(buf, a.packStep(Step{To: Pos{X: p.X, Y: p.Y, Z: p.Z - 1}, Cost: 1}))
	}
	for _, s := range a.stepsOf(i) {
		if s>>stepClimbShift&1 == 1 {
			buf = append(buf, s&^(0xff<<stepCostShift)|1<<stepCostShift)
		}
	}
	return buf
}
