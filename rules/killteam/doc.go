// Package killteam is the Kill Team (2018) ruleset (rule IDs KT-… in the
// shared rules digest) on the cube arena. Game is a rules.Game that plays a
// whole game; the ruleset is not registered anywhere yet.
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
//   - ruleset.go, setup.go, deploy.go: the Ruleset, a new game and the
//     deployment areas, with the automatic placing (deploy=auto).
//   - deploy_players.go: the players' deployment before round 1: the
//     roll-off, placing one model at a time, the refusals that say why.
//   - game.go, game_state.go: the Game and the state it saves and hashes.
//   - phase.go, legal.go: the round and phase sequence, who decides,
//     Legal, Prompt and Apply.
//   - charge_reaction.go: a charge's declaration, its target's reaction
//     (Overwatch, Retreat, stand), the charge roll and a failed charger's
//     move closer.
//   - split_fire.go: a shooting's attacks split among enemies near the
//     primary target.
//   - command_reroll.go: the Command Re-roll of an Advance or a failed
//     charge, and the Scout's free Advance re-roll.
//   - stratagem.go: the specialists' stratagems the game plays (Scout,
//     Sniper, Demolitions, Heavy).
//   - leader_stratagem.go: the Leader's order to a friend to fight.
//   - comms.go: the Comms passive's +1 to hit.
//   - jump.go: moves that end by jumping down, and the drop's dice.
//   - consolidate.go: a fighter's consolidation after its fight.
//   - move.go, shoot.go, fight.go, attack_events.go, morale_phase.go: the
//     phases' actions and the events they write.
//   - cube.go, score.go: cube capacity; the mission and the end of the game.
//   - save.go, hash.go, view.go: Save and Load; Hash and PositionHash,
//     an FNV digest of every field; the View.
//   - eval*.go, harm.go, odds_chain.go: Evaluate (rules.Evaluator), the
//     position's value for the computer players in models out of action,
//     with its weights in eval_weights.go.
//   - forecast.go, attack_spec.go: Forecast (rules.Forecaster), the exact
//     odds of a shooting or a fight, from the same attack specs the game
//     rolls.
//   - determinize.go, memo.go: Determinize (rules.Determinizer), a copy
//     with dice of its own for a search, and the memo its copies share.
//
// Nothing here keeps package-level mutable state or a random source: dice
// come in as a rules.Dice parameter.
package killteam
