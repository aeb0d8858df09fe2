package scene

// motionChooser is the settings row of the motion setting (Settings.Motion):
// as the system asks, full or reduced.
func motionChooser(a *App) chooser {
	c := chooser{label: a.t("SettingsMotion"), help: a.t("SettingsMotionHelp"),
		options: []string{MotionSystem, MotionFull, MotionReduced}}
	c.set(a.settings.Motion)
	word := func(reduced bool) string {
		if reduced {
			return a.t("SettingsMotionReduced")
		}
		return a.t("SettingsMotionFull")
	}
	c.show = func(v string) string {
		switch v {
		case MotionFull:
			return word(false)
		case MotionReduced:
			return word(true)
		}
		return a.t("SettingsMotionSystem", "Value", word(a.cfg.ReducedMotion))
	}
	return c
}
