// Package rulestest holds what the rulesets' tests share: a readable
// transcript of a seeded random game and its comparison with a golden file
// in testdata/, and the check that every rule of a ruleset is cited by a
// test (Coverage). Only tests import it.
package rulestest
