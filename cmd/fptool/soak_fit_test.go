package main

import (
	"strings"
	"testing"
)

// A ruleset plays only the arenas it fits (rules.ArenaChecker): Night
// Streets' soak names the arenas it skips and why (UF-GEN-2) and plays
// the others, and its sim plays Market Row when no -arena is given.
func TestToolsSkipArenasARulesetRefuses(t *testing.T) {
	code, out, errs := fptool(t, "soak", "-ruleset", "urban", "-games", "1", "-players", "random")
	if code != 0 {
		t.Fatalf("soak: exit %d: %s%s", code, out, errs)
	}
	want := `soak: skipping arena standard: urban: arena "standard": deployment zones 15 inches apart, the rules want at least 24 (UF-GEN-2)`
	if !strings.Contains(out, want) || strings.Contains(out, "skipping arena streets") || !strings.Contains(out, "soak: 1 games") {
		t.Fatalf("soak output:\n%s", out)
	}
	if sum := simJSON(t, "-ruleset", "urban", "-games", "1"); sum.Arena != "streets" {
		t.Fatalf("sim plays urban on %q", sum.Arena)
	}
	if sum := simJSON(t, "-ruleset", "flashpoint", "-games", "1"); sum.Arena != "standard" {
		t.Fatalf("sim plays flashpoint on %q", sum.Arena)
	}
}
