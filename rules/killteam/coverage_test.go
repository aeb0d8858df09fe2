package killteam

import (
	"bufio"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// writeCoverage rewrites the generated table of RULES-COVERAGE.md.
var writeCoverage = flag.Bool("write-coverage", false, "rewrite the table in RULES-COVERAGE.md")

// coverageEntry is one line of testdata/rule-coverage.txt: a rule ID, an
// answer or a default of the digest, with the terms a test may cite it
// by and its title.
type coverageEntry struct {
	Section string
	Terms   []string
	Title   string // the digest's short title, not a term
	Missing string // "not implemented: …" when the engine does not play it
}

// testFunc is one Test or Fuzz function of the package with the text that
// may cite rules: its name, doc comment and body.
type testFunc struct {
	Name string
	Text string
}

// readCoverageList reads testdata/rule-coverage.txt.
func readCoverageList(t *testing.T) []coverageEntry {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "rule-coverage.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []coverageEntry
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "":
			continue
		case strings.HasPrefix(line, "## "):
			section = strings.TrimPrefix(line, "## ")
			continue
		case strings.HasPrefix(line, "#"):
			continue
		}
		e := coverageEntry{Section: section}
		if terms, note, ok := strings.Cut(line, "|"); ok {
			line = terms
			e.Missing = strings.TrimSpace(note)
			if !strings.HasPrefix(e.Missing, "not implemented") {
				t.Fatalf("rule-coverage.txt: note %q must start with \"not implemented\"", e.Missing)
			}
		}
		line, e.Title, _ = strings.Cut(line, " -- ")
		e.Title = strings.TrimSpace(e.Title)
		if e.Title == "" {
			t.Fatalf("rule-coverage.txt: %q has no title (\"terms -- title\")", line)
		}
		for _, term := range strings.Split(line, " / ") {
			e.Terms = append(e.Terms, strings.TrimSpace(term))
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// readTestFuncs parses the package's test files (all but this one) into
// their Test and Fuzz functions.
func readTestFuncs(t *testing.T) []testFunc {
	t.Helper()
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []testFunc
	fset := gotoken.NewFileSet()
	for _, name := range files {
		if name == "coverage_test.go" {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !(strings.HasPrefix(fd.Name.Name, "Test") || strings.HasPrefix(fd.Name.Name, "Fuzz")) {
				continue
			}
			start := fd.Pos()
			if fd.Doc != nil {
				start = fd.Doc.Pos()
			}
			text := string(src[fset.Position(start).Offset:fset.Position(fd.End()).Offset])
			out = append(out, testFunc{Name: fd.Name.Name, Text: text})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// isWordChar reports whether c continues a word or rule ID.
func isWordChar(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// cites reports whether text cites term: the term as a whole word (so
// "KT-SHT-1" is not found in "KT-SHT-10"), or, for names, the name run
// together as in a test name ("RapidFire").
func cites(text, term string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], term)
		if j < 0 {
			break
		}
		at := i + j
		end := at + len(term)
		before := at == 0 || !isWordChar(text[at-1]) || !isWordChar(term[0])
		after := end == len(text) || !isWordChar(text[end]) || !isWordChar(term[len(term)-1])
		if before && after {
			return true
		}
		i = at + 1
	}
	if strings.HasPrefix(term, "KT-") || len(term) < 4 {
		return false
	}
	joined := strings.NewReplacer(" ", "", "-", "", "+", "").Replace(term)
	return len(joined) >= 4 && joined != term && strings.Contains(text, joined)
}

// citingTests lists the tests citing any of the entry's terms.
func citingTests(e coverageEntry, funcs []testFunc) []string {
	var out []string
	for _, f := range funcs {
		for _, term := range e.Terms {
			if cites(f.Text, term) {
				out = append(out, f.Name)
				break
			}
		}
	}
	return out
}

// TestRuleCoverage checks that every rule ID of the Kill Team digest and
// every answer and default (testdata/rule-coverage.txt) is cited by at
// least one test, unless it is marked not implemented; with -write-coverage
// it rewrites the table in RULES-COVERAGE.md.
func TestRuleCoverage(t *testing.T) {
	entries := readCoverageList(t)
	funcs := readTestFuncs(t)
	if len(entries) < 69+21+9 {
		t.Fatalf("rule-coverage.txt has %d entries, want at least the digest's 69 rule IDs, A1…A21 and G1…G9", len(entries))
	}
	var table strings.Builder
	section := ""
	for _, e := range entries {
		tests := citingTests(e, funcs)
		switch {
		case len(tests) == 0 && e.Missing == "":
			t.Errorf("%s: no test cites it (name the rule in a test's name or comment)", strings.Join(e.Terms, " / "))
		case len(tests) > 0 && e.Missing != "":
			t.Logf("%s is marked %q but is cited by %s", e.Terms[0], e.Missing, strings.Join(tests, ", "))
		}
		if e.Section != section {
			section = e.Section
			fmt.Fprintf(&table, "\n### %s\n\n| Rule | Title | Tests |\n|---|---|---|\n", section)
		}
		cell := "missing"
		if len(tests) > 0 {
			cell = "`" + strings.Join(tests, "`, `") + "`"
		}
		if e.Missing != "" {
			cell = strings.TrimSpace(e.Missing + "; " + strings.TrimPrefix(cell, "missing"))
			cell = strings.TrimSuffix(cell, ";")
		}
		fmt.Fprintf(&table, "| %s | %s | %s |\n", strings.ReplaceAll(strings.Join(e.Terms, " / "), "|", "\\|"), strings.ReplaceAll(e.Title, "|", "\\|"), cell)
	}
	if *writeCoverage {
		const begin, end = "<!-- coverage table: begin -->", "<!-- coverage table: end -->"
		doc, err := os.ReadFile("RULES-COVERAGE.md")
		if err != nil {
			t.Fatal(err)
		}
		head, rest, ok1 := strings.Cut(string(doc), begin)
		_, tail, ok2 := strings.Cut(rest, end)
		if !ok1 || !ok2 {
			t.Fatalf("RULES-COVERAGE.md lacks the %s … %s markers", begin, end)
		}
		out := head + begin + "\n" + table.String() + "\n" + end + tail
		if err := os.WriteFile("RULES-COVERAGE.md", []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCoverageCites checks the citation matcher: whole rule IDs, names
// run together in test names.
func TestCoverageCites(t *testing.T) {
	for _, c := range []struct {
		text, term string
		want       bool
	}{
		{"// KT-SHT-10: save", "KT-SHT-1", false},
		{"// KT-SHT-10: save", "KT-SHT-10", true},
		{"// KT-SHT-7..12", "KT-SHT-12", false},
		{"func TestFallBackKTMOV2", "KT-MOV-2", false},
		{"func TestRuleCoverage", "Rule Coverage", true},
		{"// A10: a full cube", "A1", false},
		{"// (A1) net hits", "A1", true},
		{"// Longer", "Long", false},
	} {
		if got := cites(c.text, c.term); got != c.want {
			t.Errorf("cites(%q, %q) = %v, want %v", c.text, c.term, got, c.want)
		}
	}
}
