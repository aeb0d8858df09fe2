package flashpoint

// SetQuiet makes Apply build events without their text, or with it again
// (rules.Quieter): a quiet game's events keep everything but Text and
// Mods. Clone and Determinize copies keep the setting; Hash, Save and the
// way the game plays do not depend on it. Computer players quiet their
// search copies; a game a person watches stays loud.
func (g *Game) SetQuiet(quiet bool) { g.quiet = quiet }

// SetSilent makes Apply return no events and build none, or return them
// again (rules.Silencer). A silent game is also quiet while it is silent;
// SetSilent(false) leaves it quiet only if SetQuiet made it so. Clone and
// Determinize copies keep the setting; Hash, Save, Reversible and the way
// the game plays do not depend on it.
func (g *Game) SetSilent(silent bool) { g.silent = silent }
