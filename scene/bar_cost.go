package scene

// entryCost is what a bar entry's action spends, as the ruleset words it
// (rules.ActionHelp.Cost), for its button; a group's is its first
// action's. "" when the ruleset says nothing.
func entryCost(e barEntry, desc describer) string {
	switch {
	case e.action != nil:
		return desc.of(*e.action).Cost
	case e.first != nil:
		return desc.of(*e.first).Cost
	}
	return ""
}
