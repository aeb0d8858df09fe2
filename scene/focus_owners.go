package scene

// The screens that keep keys from the focus ring (focus.go).

// focusKeys: the battle's Tab picks the next model and its arrows move
// the board cursor (keyboard_cursor.go); its menu is a list of buttons
// like any screen's, and a name being typed for Save as takes every key.
func (b *battleScreen) focusKeys() focusKeys {
	switch {
	case b.menu != nil && b.menu.saveAs != nil:
		return focusNone
	case b.menu != nil:
		return focusAll
	}
	return focusNone
}

// focusKeys: while a command waits for its new key, every key is the
// binding's.
func (s *settingsScreen) focusKeys() focusKeys {
	if s.binding >= 0 {
		return focusNone
	}
	return focusAll
}

// focusKeys: the fireteam editor has a key for everything (Tab and the
// page keys step the rosters, the arrows the models and their gear, a
// letter or F2 each button) and a name typed in place.
func (s *rosterScreen) focusKeys() focusKeys { return focusNone }

// focusKeys: the arena editor keeps its own focus (Tab walks its controls
// and the board), its arrows move the cube cursor, Space uses the tool
// and a name is typed in place.
func (s *editorScreen) focusKeys() focusKeys { return focusNone }
