package rulestest

import (
	"bufio"
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

// Coverage says how a ruleset's rule coverage is checked: testdata/
// rule-coverage.txt lists every rule ID, answer and default (one entry a
// line, "terms | not implemented: why"), and every entry must be cited by
// a Test or Fuzz function of the package (CheckCoverage).
type Coverage struct {
	// IDPrefix starts the ruleset's rule IDs ("HF-", "KT-"): an ID is
	// cited only whole, never run together like a name.
	IDPrefix string
	// Titled says every entry ends in " -- title", shown in the table
	// and never counted as a citation.
	Titled bool
	// MinEntries is how many entries the list has at least, and Want says
	// which they are ("the digest's 69 rule IDs, A1…A21 and G1…G9").
	MinEntries int
	Want       string
}

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
func readCoverageList(t *testing.T, titled bool) []coverageEntry {
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
		if titled {
			line, e.Title, _ = strings.Cut(line, " -- ")
			e.Title = strings.TrimSpace(e.Title)
			if e.Title == "" {
				t.Fatalf("rule-coverage.txt: %q has no title (\"terms -- title\")", line)
			}
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
// "KT-SHT-1" is not found in "KT-SHT-10"), or, for names (terms not
// starting with idPrefix), the name run
// together as in a test name ("RapidFire").
func cites(text, term, idPrefix string) bool {
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
	if strings.HasPrefix(term, idPrefix) || len(term) < 4 {
		return false
	}
	joined := strings.NewReplacer(" ", "", "-", "", "+", "").Replace(term)
	return len(joined) >= 4 && joined != term && strings.Contains(text, joined)
}

// citingTests lists the tests citing any of the entry's terms.
func citingTests(e coverageEntry, funcs []testFunc, idPrefix string) []string {
	var out []string
	for _, f := range funcs {
		for _, term := range e.Terms {
			if cites(f.Text, term, idPrefix) {
				out = append(out, f.Name)
				break
			}
		}
	}
	return out
}

// Check checks that every entry of testdata/rule-coverage.txt is cited by
// at least one test of the package in the working directory (all its
// *_test.go files but coverage_test.go), unless it is marked not
// implemented; with write it rewrites the generated table of
// RULES-COVERAGE.md between its markers.
func (c Coverage) Check(t *testing.T, write bool) {
	t.Helper()
	entries := readCoverageList(t, c.Titled)
	funcs := readTestFuncs(t)
	if len(entries) < c.MinEntries {
		t.Fatalf("rule-coverage.txt has %d entries, want at least %s", len(entries), c.Want)
	}
	var table strings.Builder
	section := ""
	for _, e := range entries {
		tests := citingTests(e, funcs, c.IDPrefix)
		switch {
		case len(tests) == 0 && e.Missing == "":
			t.Errorf("%s: no test cites it (name the rule in a test's name or comment)", strings.Join(e.Terms, " / "))
		case len(tests) > 0 && e.Missing != "":
			t.Logf("%s is marked %q but is cited by %s", e.Terms[0], e.Missing, strings.Join(tests, ", "))
		}
		if e.Section != section {
			section = e.Section
			if c.Titled {
				fmt.Fprintf(&table, "\n### %s\n\n| Rule | Title | Tests |\n|---|---|---|\n", section)
			} else {
				fmt.Fprintf(&table, "\n### %s\n\n| Rule | Tests |\n|---|---|\n", section)
			}
		}
		cell := "missing"
		if len(tests) > 0 {
			cell = "`" + strings.Join(tests, "`, `") + "`"
		}
		if e.Missing != "" {
			cell = strings.TrimSpace(e.Missing + "; " + strings.TrimPrefix(cell, "missing"))
			cell = strings.TrimSuffix(cell, ";")
		}
		rule := strings.ReplaceAll(strings.Join(e.Terms, " / "), "|", "\\|")
		if c.Titled {
			fmt.Fprintf(&table, "| %s | %s | %s |\n", rule, strings.ReplaceAll(e.Title, "|", "\\|"), cell)
		} else {
			fmt.Fprintf(&table, "| %s | %s |\n", rule, cell)
		}
	}
	if write {
		writeCoverageTable(t, table.String())
	}
}

// writeCoverageTable puts table between the markers of RULES-COVERAGE.md.
func writeCoverageTable(t *testing.T, table string) {
	t.Helper()
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
	out := head + begin + "\n" + table + "\n" + end + tail
	if err := os.WriteFile("RULES-COVERAGE.md", []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
}
