// Package killteam is the foundation of the Kill Team (2018) ruleset (rule
// IDs KT-… in the shared rules digest) on the cube arena. It is not a
// playable rules.Game yet and is not registered anywhere.
//
// # Pieces of the package
//
//   - RULES.md: how the rules are read on the arena: every inch-to-cube
//     conversion, how a Move is spent, and every decision where the sources
//     are silent, each tagged with the rule it serves.
//   - scale.go: inches to cubes, the movement budget, climbing and jumping
//     down.
//   - data_*.go, specialism.go, weapon_type.go: unit profiles, weapons and
//     rosters read from assets/killteam (the format is in
//     assets/killteam/README.md), with the roster limits.
//   - dice_value.go, strength.go: numbers that may be dice (D3, 2D6) and a
//     weapon's strength relative to its user.
//   - combat_*.go: the attack chain as pure functions (hit, wound, save,
//     damage, injury, mortal wounds), a step-by-step resolver that takes a
//     rules.Dice, and the exact odds of an attack.
//   - weapon_rules.go: Heavy, Rapid Fire, Assault, Grenade and Pistol as
//     functions of a FireContext; who may shoot; hit modifiers; melee
//     attacks.
//   - morale.go: the Morale phase: break tests, nerve tests, shaken.
//   - psychic.go, command_points.go: psychic tests, Deny the Witch,
//     Psybolt, jumping down; command points per round and at the start.
//
// Nothing here keeps package-level mutable state or a random source: dice
// come in as a rules.Dice parameter.
package killteam
