package firepower

import (
	"flag"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// writeCoverage rewrites the generated table of RULES-COVERAGE.md.
var writeCoverage = flag.Bool("write-coverage", false, "rewrite the table in RULES-COVERAGE.md")

// TestRuleCoverage checks that every rule ID of the Firepower digest and
// every answer and default (testdata/rule-coverage.txt, "terms -- title"
// a line) is cited by at least one test, unless it is marked not
// implemented; with -write-coverage it rewrites the table in
// RULES-COVERAGE.md.
func TestRuleCoverage(t *testing.T) {
	rulestest.Coverage{
		IDPrefix:   "FP-",
		Titled:     true,
		MinEntries: 66 + 16 + 9,
		Want:       "the digest's 66 rule IDs, A1…A16 and G1…G9",
	}.Check(t, *writeCoverage)
}
