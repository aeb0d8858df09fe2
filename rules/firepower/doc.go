// Package firepower is the Firepower Basic Game ruleset (rule IDs FP-…
// in the shared rules digest) on the cube arena: sequence chips drawn
// from a cup, Impulse Phases of two impulses in which the soldiers of one
// cube spend Movement Factors, D10 roll-under fire where every hit kills,
// automatic fire that suppresses a whole cube, grenades that spread and
// blast, and melee. RULES.md says how the hex rules are read on cubes and
// every decision where the sources are silent; RULES-COVERAGE.md lists
// the test of every rule.
//
// # Pieces of the package
//
//   - data*.go: the Basic Game card, weapons, soldier types, squads and
//     arena terrain read from assets/firepower (format:
//     assets/firepower/README.md).
//   - ruleset.go, check.go: the Ruleset, a new game with its deployment,
//     Save and Load, and the check of a loaded state.
//   - game.go, state.go: the Game and the state it saves and hashes.
//   - turn.go: the cup and its chips, Impulse Phases and impulses, markers
//     coming and going, the end of a turn and victory.
//   - legal.go: Legal, Prompt, Apply and ApplyIndex.
//   - move.go: entering cubes, turning, posture.
//   - sight.go, mods.go: fire arc, line of sight, cover and concealment,
//     the firing modifiers.
//   - fire.go, grenade.go, melee.go: fire, suppression and stun, grenade
//     throws, spread and blast, melee.
//   - hash.go, view.go, describe.go, eval.go, forecast.go: Hash,
//     PositionHash, Determinize; the View with the cup; Describe for
//     screens; Evaluate for the computer players; Forecast with the exact
//     chance to kill.
//
// Nothing here keeps package-level mutable state or a random source: dice
// and chip draws come from the game's own seeded generator or a
// rules.Dice substitute.
package firepower
