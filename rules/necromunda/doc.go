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
//   - ruleset.go: the Ruleset, a new game with its deployment, Save and
//     Load (POSITION.md).
//   - game.go, state.go: the Game and the state it saves and hashes.
//   - round.go: casket placing, the priority roll, activations, the End
//     phase, bottle tests and victory.
//   - legal.go: Legal, Prompt, Apply and ApplyIndex.
//   - reach.go, move.go: movement in inches: walking, low walls, climbing
//     (mid-climb too), jumping down, leaping gaps; leap_far.go: a leap
//     longer than M, which falls.
//   - fall.go: falls, falling onto fighters, platform edges.
//   - cover.go, shoot_targets.go, shoot.go: sight and cover, target
//     priority, the shooting sequence (beyond Long range too), blasts,
//     templates, two pistols, vents; skills.go: skills (Slippery, the
//     Hard Target condition).
//   - harm.go: wound, save, damage, injury dice, Pinned, Knockback.
//   - melee.go: Fight, Charge (from a wall too), coup de grâce;
//     retreat.go: Retreat from a fight.
//   - loot.go: caskets, ammo caches, reloading.
//   - hash.go, view.go: Hash, PositionHash, Determinize; the View.
//   - eval.go, describe.go: Evaluate for the computer players (fighters
//     standing, in fighters, with small terms for the shots each fighter
//     has now, its distance to the enemy and caskets under it);
//     eval_bottle.go: a bottle test due at the next End phase, and those
//     an End phase has just taken valued at their odds; Describe for
//     screens.
//   - odds.go, forecast.go: Forecast (rules.Forecaster), the exact odds of
//     a shot or a fight for its target; PartialForecasts
//     (rules.PartialForecaster) says they leave out much else.
//   - roster_*.go: the gang builder (rules.RosterBuilder): the lists of
//     lists.txt, the catalog, CheckRoster, the gang text format and games
//     from a built gang.
//   - dice_faces.go: the Firepower and injury dice as a screen shows them
//     (rules.Die's kind, mark, symbol and words).
//
// Nothing here keeps package-level mutable state or a random source: dice
// come from the game's own seeded generator or a rules.Dice substitute.
package necromunda
