package urban

import (
	"flag"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// writeCoverage rewrites the generated table of RULES-COVERAGE.md.
var writeCoverage = flag.Bool("write-coverage", false, "rewrite the table in RULES-COVERAGE.md")

// TestRuleCoverage checks that every rule ID of the digest and every
// answer and default (testdata/rule-coverage.txt) is cited by at least
// one test, unless it is marked not implemented; with -write-coverage it
// rewrites the table in RULES-COVERAGE.md.
func TestRuleCoverage(t *testing.T) {
	rulestest.Coverage{
		IDPrefix:   "UF-",
		Titled:     true,
		MinEntries: 76 + 22 + 11,
		Want:       "the digest's 76 rule IDs, A1…A22 and G1…G11",
	}.Check(t, *writeCoverage)
}
