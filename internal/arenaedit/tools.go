package arenaedit

// Tool is one of the editor's tools: what a click on a cube (or on one of
// its faces) does.
type Tool int

// The tools, in palette order.
const (
	Floor       Tool = iota // a solid floor
	Girder                  // a girder floor (a beam)
	LowWall                 // a low wall on one face; again on a low wall opens the face
	Wall                    // a wall on one face; again on a wall opens the face
	Erase                   // removes the cube's zone, else its floor (above the ground)
	DeployBlue              // a blue deployment cube
	DeployRed               // a red deployment cube
	RespawnBlue             // a blue respawn cube
	RespawnRed              // a red respawn cube
	Drop                    // a weapon-drop spot (labelled A, B... in reading order)
	Objective               // a cube of a scenario zone (objective 1–9)
	toolCount
)

// Tools lists every tool in palette order.
func Tools() []Tool {
	out := make([]Tool, toolCount)
	for i := range out {
		out[i] = Tool(i)
	}
	return out
}

// String is the tool's stable name, e.g. "low-wall": the screen builds
// its message keys and tests their names from it.
func (t Tool) String() string {
	switch t {
	case Floor:
		return "floor"
	case Girder:
		return "girder"
	case LowWall:
		return "low-wall"
	case Wall:
		return "wall"
	case Erase:
		return "erase"
	case DeployBlue:
		return "deploy-blue"
	case DeployRed:
		return "deploy-red"
	case RespawnBlue:
		return "respawn-blue"
	case RespawnRed:
		return "respawn-red"
	case Drop:
		return "drop"
	case Objective:
		return "objective"
	}
	return "?"
}

// OnFace reports whether the tool works on a face of a cube (the walls)
// rather than on the cube.
func (t Tool) OnFace() bool { return t == LowWall || t == Wall }

// zoneChar is the zone character a zone tool marks a cube with; 0 for the
// tools that mark no zone. label is the objective's digit, 1–9.
func (t Tool) zoneChar(label int) byte {
	switch t {
	case DeployBlue:
		return 'b'
	case DeployRed:
		return 'r'
	case RespawnBlue:
		return 'B'
	case RespawnRed:
		return 'R'
	case Drop:
		return 'W'
	case Objective:
		return byte('0' + min(max(label, 1), 9))
	}
	return 0
}
