// Package urban is the urban-fantasy card skirmish (seed 002, rule IDs
// UF-… in the shared rules digest) on the cube arena: 2d6 tests with
// coloured boost dice, activations of one to three models spending AP
// (or Fury), ranged attacks with flat POW and range multiples, melee as
// an opposed roll against a red die with counter-attacks, postures,
// cover and duels, Burning, Rest, Stun and the Shield token, and an event
// deck: the round's main Event with its lucky numbers, table condition
// and symbol combinations, and hands of cards played on rolls.
//
// The ruleset is registered in rules/all as "urban". It implements
// rules.Ruleset and rules.Game in full.
//
// RULES.md says how the rules are read on cubes and every decision where
// the sources are silent; RULES-COVERAGE.md lists what is played and
// tested and what is not yet (a dense city table, the Triple blade
// template, cards on damage rolls). Walls, floors, masts and cars struck
// by Heavy weapons or spells break, throw debris and stay broken: the
// game plays on an arena rebuilt with them open (terrain.go, wreck.go);
// models on a broken floor fall (fall.go), and a lucky Fire Bolt leaves
// terrain Burning for its debris to carry (terrain_fire.go).
//
// # Pieces of the package
//
//   - data*.go: dice, profiles, weapons, spells, crews and the event deck
//     read from assets/urban (format: assets/urban/README.md).
//   - ruleset.go, check.go: the Ruleset, a new game with its deployment,
//     Save and Load, and the check of a loaded state.
//   - roster_builder.go: the crew builder (rules.RosterBuilder).
//   - game.go, state.go: the Game and the state it saves and hashes.
//   - round.go: rounds, the Event, drawing and discarding, victory.
//   - activate.go, legal.go, apply.go: groups of activations, AP and
//     Fury, Legal, Prompt and Apply.
//   - move.go, sight.go: moves and postures, sight, cover, melee reach and
//     duels.
//   - attack.go, spell.go, harm.go: ranged and melee attacks, spells,
//     wounds, Shield, Burning, Stun.
//   - dice.go, influence.go: the coloured dice, lucky numbers, symbol
//     combinations and the window in which players play cards on a roll.
//   - damage.go: the damage rolls of spells and blows, which wait for
//     cards too.
//   - spell_template.go, spell_spray.go, spell_blade.go: the templates
//     (AOE 3" and 4", the Spray, the Triple blade) and their names.
//   - furniture.go, wreck.go: masts and difficult terrain; destroying
//     them.
//   - terrain.go, terrain_break.go, terrain_fire.go, spell_terrain.go:
//     terrain parts, materials, Heavy blows and spells at walls and
//     floors, destruction and debris, Burning terrain, the arena as it
//     stands.
//   - fall.go: models falling through a destroyed floor.
//   - view.go, determinize.go: the View with hidden hands, Determinize
//     and PositionHash for computer players.
//   - describe.go, forecast.go, eval.go: Describe and Forecast for
//     screens, Evaluate for computer players.
//
// Nothing here keeps package-level mutable state or a random source: dice
// and shuffles come from the game's own seeded generator or a rules.Dice
// substitute.
package urban
