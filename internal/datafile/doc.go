// Package datafile reads the line format that every ruleset's data files
// share (units, weapons, rosters; see assets/flashpoint/README.md and
// assets/killteam/README.md): '#' starts a comment that runs to the end of
// the line, blank lines are ignored, a record starts with "<kind> <id>"
// and every following line up to the next record is "<key> <value>".
// Spaces and tabs separate the words; a byte-order mark and the "\r" of
// CRLF endings are dropped.
//
// SplitLines turns a file into Lines, each a key and a value Token with its
// Pos (file, line and rune column), so that every error can say
// "file:line:col: what is wrong". SplitWords and SplitList cut a value into
// positioned words or comma-separated items, SplitRecords groups lines into
// Records, and ErrorList collects a file's errors up to MaxErrors. What a
// record means stays with the ruleset that reads it.
//
// The package has no state and imports nothing of the game, so any ruleset
// and any headless tool may use it.
package datafile
