package scene

import (
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/world"
)

// actionInfo is the display name and help of an action kind.
type actionInfo struct{ title, help string }

// infoOf describes the action kinds the rulesets use; unknown kinds have
// no help and are shown by their own name.
func infoOf(kind string) (actionInfo, bool) {
	switch kind {
	case "activate":
		return actionInfo{"Activate", "Start this model's activation: one long action or two short actions."}, true
	case "move":
		return actionInfo{"Move", "Short action: move up to the first Speed value, climbing costs one cube per level. Click a highlighted cube."}, true
	case "sprint":
		return actionInfo{"Sprint", "Long action: move up to the second Speed value. Not allowed while sharing a cube with an enemy. Click a highlighted cube."}, true
	case "crouch":
		return actionInfo{"Crouch", "Short action: +1 die to ranged tests and +1 Survive die against shots, until the model moves."}, true
	case "stand":
		return actionInfo{"Stand up", "Short action: a pinned model must stand up before anything else."}, true
	case "shoot":
		return actionInfo{"Shoot", "Short action: ranged attack. The shooter's RA dice against the target's SV dice; each net success is a hit."}, true
	case "assault":
		return actionInfo{"Assault", "Long action: close combat against an enemy in the same cube. FI dice against SV dice."}, true
	case "pickup":
		return actionInfo{"Pick up", "Take the weapon or item lying in this cube."}, true
	case "drop":
		return actionInfo{"Drop", "Leave the picked-up weapon in this cube."}, true
	case "respawn":
		return actionInfo{"Respawn", "Return to the side's respawn cube with full shields; the first action is a Move."}, true
	case "end":
		return actionInfo{"End activation", "Finish this model's activation (Enter or Space)."}, true
	case "pass":
		return actionInfo{"Pass the turn", "Allowed when you have fewer unactivated models than your opponent."}, true
	case "command":
		return actionInfo{"Command die", "Spend a command die for its effect."}, true
	}
	return actionInfo{}, false
}

// kindTitle is the display name of an action kind.
func kindTitle(kind string) string {
	if info, ok := infoOf(kind); ok {
		return info.title
	}
	return titleCase(kind)
}

// titleCase turns "assault-rifle" into "Assault Rifle".
func titleCase(s string) string {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == ' ' })
	for i, p := range parts {
		if p != "" {
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, " ")
}

// isCellAction reports whether an action is chosen by clicking a cube.
func isCellAction(a rules.Action) bool { return a.Cell != nil && a.Target == "" }

// isEndAction reports whether an action ends the activation (Enter/Space).
func isEndAction(a rules.Action) bool { return a.Kind == "end" }

// barEntry is one button of the action bar: one action, or a group of
// cube-choosing actions of one kind (Move to any of 12 cubes).
type barEntry struct {
	label  string
	help   string
	action *rules.Action // nil for a group
	kind   string        // the action kind (of the group)
	actor  string
	count  int // actions in a group
}

// actionLabel names an action for the bar; withActor adds the acting model.
func actionLabel(a rules.Action, name func(string) string, withActor bool) string {
	var b strings.Builder
	switch a.Kind {
	case "activate":
		b.WriteString("Activate ")
		b.WriteString(name(a.Actor))
		withActor = false
	default:
		b.WriteString(kindTitle(a.Kind))
	}
	if a.Target != "" {
		b.WriteByte(' ')
		b.WriteString(name(a.Target))
	}
	if a.Cell != nil {
		b.WriteString(" to ")
		b.WriteString(a.Cell.String())
	}
	if a.Weapon != "" {
		b.WriteString(" · ")
		b.WriteString(titleCase(a.Weapon))
	}
	if a.Option != "" {
		b.WriteString(" (")
		b.WriteString(a.Option)
		b.WriteByte(')')
	}
	if withActor && a.Actor != "" {
		return name(a.Actor) + ": " + b.String()
	}
	return b.String()
}

// relevant is the part of the legal actions the bar and the board offer:
// the selected model's, or every action when it has none (another model's
// turn, a reaction, the choice of whom to activate).
func relevant(legal []rules.Action, selected string) []rules.Action {
	if selected != "" {
		var own []rules.Action
		for _, a := range legal {
			if a.Actor == selected {
				own = append(own, a)
			}
		}
		if len(own) > 0 {
			for _, a := range legal {
				if a.Actor == "" {
					own = append(own, a)
				}
			}
			return own
		}
	}
	return legal
}

// buildBar turns the relevant actions into bar entries: cube-choosing
// actions grouped by actor and kind, the rest one entry each, ending and
// passing last. target, when set, keeps only the attacks on that model.
func buildBar(acts []rules.Action, target string, name func(string) string) []barEntry {
	actors := map[string]bool{}
	for _, a := range acts {
		actors[a.Actor] = true
	}
	withActor := len(actors) > 1
	var out, last []barEntry
	groups := map[string]int{}
	for i := range acts {
		a := acts[i]
		if target != "" && a.Target != target {
			continue
		}
		info, _ := infoOf(a.Kind)
		if isCellAction(a) {
			key := a.Actor + "\x00" + a.Kind
			if gi, ok := groups[key]; ok {
				out[gi].count++
				continue
			}
			groups[key] = len(out)
			out = append(out, barEntry{kind: a.Kind, actor: a.Actor, count: 1, help: info.help})
			continue
		}
		e := barEntry{label: actionLabel(a, name, withActor), help: info.help, action: &acts[i], kind: a.Kind, actor: a.Actor}
		if e.help == "" {
			e.help = a.Text()
		}
		if a.Kind == "end" || a.Kind == "pass" {
			last = append(last, e)
			continue
		}
		out = append(out, e)
	}
	for i := range out {
		if out[i].action == nil {
			cubes := "cubes"
			if out[i].count == 1 {
				cubes = "cube"
			}
			l := kindTitle(out[i].kind)
			if withActor {
				l = name(out[i].actor) + ": " + l
			}
			out[i].label = l + " – " + strconv.Itoa(out[i].count) + " " + cubes
		}
	}
	return append(out, last...)
}

// cellsOf splits the relevant cube-choosing actions into Move-like and
// Sprint highlights; focus, when set, keeps only that kind.
func cellsOf(acts []rules.Action, focus string) (move, sprint []world.Pos) {
	for _, a := range acts {
		if !isCellAction(a) || (focus != "" && a.Kind != focus) {
			continue
		}
		if a.Kind == "sprint" {
			sprint = append(sprint, *a.Cell)
		} else {
			move = append(move, *a.Cell)
		}
	}
	return move, sprint
}

// actionAt is the cube-choosing action for cell: a Move before a Sprint
// (the cheaper action first), respecting focus.
func actionAt(acts []rules.Action, cell world.Pos, focus string) (rules.Action, bool) {
	var found *rules.Action
	for i := range acts {
		a := &acts[i]
		if !isCellAction(*a) || *a.Cell != cell || (focus != "" && a.Kind != focus) {
			continue
		}
		if found == nil || (found.Kind == "sprint" && a.Kind != "sprint") {
			found = a
		}
	}
	if found == nil {
		return rules.Action{}, false
	}
	return *found, true
}

// attacksOn lists the relevant actions aimed at a model.
func attacksOn(acts []rules.Action, target string) []rules.Action {
	var out []rules.Action
	for _, a := range acts {
		if a.Target == target {
			out = append(out, a)
		}
	}
	return out
}

// targetsOf lists the models the relevant actions aim at.
func targetsOf(acts []rules.Action) []string {
	var out []string
	seen := map[string]bool{}
	for _, a := range acts {
		if a.Target != "" && !seen[a.Target] {
			seen[a.Target] = true
			out = append(out, a.Target)
		}
	}
	return out
}
