package rulestest

import "testing"

// TestCoverageCites checks the citation matcher: whole rule IDs, names
// run together in test names, answers never found inside longer ones.
func TestCoverageCites(t *testing.T) {
	for _, c := range []struct {
		text, term, prefix string
		want               bool
	}{
		{"// HF-ACT-10: +1 Model", "HF-ACT-1", "HF-", false},
		{"// HF-ACT-10: +1 Model", "HF-ACT-10", "HF-", true},
		{"// HF-ACT-10: +1 Model", "+1 Model", "HF-", true},
		{"func TestRapidFireBlazeAway", "Rapid Fire", "HF-", true},
		{"// A10: a full cube", "A1", "HF-", false},
		{"// (A1) net hits", "A1", "HF-", true},
		{"// Longer", "Long", "HF-", false},
		{"// KT-SHT-10: save", "KT-SHT-1", "KT-", false},
		{"// KT-SHT-10: save", "KT-SHT-10", "KT-", true},
		{"// KT-SHT-7..12", "KT-SHT-12", "KT-", false},
		{"func TestFallBackKTMOV2", "KT-MOV-2", "KT-", false},
		{"func TestRuleCoverage", "Rule Coverage", "KT-", true},
	} {
		if got := cites(c.text, c.term, c.prefix); got != c.want {
			t.Errorf("cites(%q, %q, %q) = %v, want %v", c.text, c.term, c.prefix, got, c.want)
		}
	}
}
