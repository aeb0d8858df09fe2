package rules

// SameAction reports whether two actions name the same option: the same
// seat, kind, actor, target, weapon, option and cell. A ruleset whose
// actions carry nothing else finds an action among its legal ones with
// LegalIndex.
func SameAction(a, b Action) bool {
	if a.Seat != b.Seat || a.Kind != b.Kind || a.Actor != b.Actor || a.Target != b.Target || a.Weapon != b.Weapon || a.Option != b.Option {
		return false
	}
	if (a.Cell == nil) != (b.Cell == nil) {
		return false
	}
	return a.Cell == nil || *a.Cell == *b.Cell
}

// LegalIndex is the index of the first action of legal that names the
// same option as a (SameAction), or -1.
func LegalIndex(legal []Action, a Action) int {
	for k, l := range legal {
		if SameAction(l, a) {
			return k
		}
	}
	return -1
}
