// Package necromunda is the Necromunda ruleset (rule IDs NEC-… in the
// shared rules digest) on the cube arena. RULES.md says how the rules are
// read on cubes and every decision where the sources are silent;
// RULES-COVERAGE.md lists the test of every rule.
//
// # Pieces of the package
//
//   - scale.go: inches to cubes, movement costs, the fall table.
//   - data*.go: fighter types, weapons, gangs and arena features read from
//     assets/necromunda (format: assets/necromunda/README.md).
//
// Nothing here keeps package-level mutable state or a random source: dice
// come from the game's own seeded generator or a rules.Dice substitute.
package necromunda
