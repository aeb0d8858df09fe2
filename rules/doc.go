// Package rules is the ruleset-neutral engine interface shared by every
// ruleset of Flashpoint Arena.
//
// One place changes game state: Game.Apply with one of the actions that
// Game.Legal lists. Human input, computer players, replays and tests all go
// through it. At every moment exactly one seat must decide (Game.ToMove), or
// the game is over; the rules may ask the other seat mid-turn (a reaction),
// and that is just another decision with its own legal actions.
//
// Dice live inside the game state (a seeded RNG that is saved with it), so a
// replay of ruleset + setup + seed + actions rebuilds the identical state.
// Tests substitute Scripted dice through Game.SetDice.
//
// Rulesets register in a Registry (see package rules/all for the one that
// holds every shipped ruleset); the scene, the computer players and the
// headless tools reach rulesets only through this package.
package rules
