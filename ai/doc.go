// Package ai holds the computer players. A player looks at a game through
// the ruleset-neutral engine interface (rules.Game) and answers with one of
// its legal actions; it never changes the game it is given.
package ai
