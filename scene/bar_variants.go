package scene

import "github.com/flashpoint-arena/flashpoint/rules"

// variantsAt lists the relevant actions of act's actor and kind aimed at
// act's cube: more than one when they differ only in their option ("take
// 2,1,0 (item.1 leave overshield)" and "(item.1 leave grapple-hook)").
func variantsAt(acts []rules.Action, act rules.Action) []rules.Action {
	var out []rules.Action
	for _, a := range acts {
		if a.Kind == act.Kind && a.Actor == act.Actor && a.Cell != nil && act.Cell != nil && *a.Cell == *act.Cell {
			out = append(out, a)
		}
	}
	return out
}

// variantBar is the bar that asks which of several actions in one cube
// to take: one entry each, named with its option.
func variantBar(acts []rules.Action, name func(string) string, desc describer) []barEntry {
	out := make([]barEntry, 0, len(acts))
	for i := range acts {
		a := acts[i]
		info := desc.of(a)
		help := info.Help
		if help == "" {
			help = a.Text()
		}
		out = append(out, barEntry{label: actionLabel(a, name, desc, false), help: help, action: &acts[i], kind: a.Kind, actor: a.Actor})
	}
	return out
}
