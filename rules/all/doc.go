// Package all builds the registry of every shipped ruleset. It is the one
// place that knows the list; the game, the computer players and the tools
// reach rulesets through it.
package all
