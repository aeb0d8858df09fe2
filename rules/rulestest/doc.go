// Package rulestest holds what the rulesets' tests share: a readable
// transcript of a seeded random game and its comparison with a golden file
// in testdata/. Only tests import it.
package rulestest
