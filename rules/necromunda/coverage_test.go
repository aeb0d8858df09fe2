package necromunda

import (
	"flag"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// writeCoverage rewrites the generated table of RULES-COVERAGE.md.
var writeCoverage = flag.Bool("write-coverage", false, "rewrite the table in RULES-COVERAGE.md")

// TestRuleCoverage checks that every rule ID of the Necromunda digest and
// every answer and default (testdata/rule-coverage.txt, "terms -- title"
// a line) is cited by at least one test, unless it is marked not
// implemented; with -write-coverage it rewrites the table in
// RULES-COVERAGE.md.
func TestRuleCoverage(t *testing.T) {
	rulestest.Coverage{
		IDPrefix:   "NEC-",
		Titled:     true,
		MinEntries: 51 + 14 + 13,
		Want:       "the digest's 51 rule IDs, A1…A14 and G1…G13",
	}.Check(t, *writeCoverage)
}
