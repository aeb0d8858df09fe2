package flashpoint

import (
	"flag"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules/rulestest"
)

// writeCoverage rewrites the generated table of RULES-COVERAGE.md.
var writeCoverage = flag.Bool("write-coverage", false, "rewrite the table in RULES-COVERAGE.md")

// TestRuleCoverage checks that every rule ID of the digest, every answer
// and default, and every keyword, item, command-die face, special order and
// scenario of the data sheet (testdata/rule-coverage.txt) is cited by at
// least one test, unless it is marked not implemented; with -write-coverage
// it rewrites the table in RULES-COVERAGE.md.
func TestRuleCoverage(t *testing.T) {
	rulestest.Coverage{
		IDPrefix:   "HF-",
		MinEntries: 90 + 21 + 15,
		Want:       "the digest's 90 rule IDs, A1…A21 and G1…G15",
	}.Check(t, *writeCoverage)
}
