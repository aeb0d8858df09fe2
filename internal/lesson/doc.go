// Package lesson is the interactive tutorial of a ruleset: a Lesson is a
// list of steps, each one idea taught on a small position. A step loads a
// position (the ruleset's LoadPosition), scripts the first dice so the
// outcome is the one its text explains, offers the player only the
// actions its Allow patterns name, and is done when the player applies an
// action its Goal matches. A screen shows the step's text (message IDs
// of the translation files) and, when the player strays, starts the step
// again: a lesson cannot be failed into a dead end.
//
// Lessons are data (assets/lessons/<ruleset>/lesson.json and the
// positions beside it) and know no ruleset: they reach the rules only
// through package rules, like the screen and the computer players.
package lesson
