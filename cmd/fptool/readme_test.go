package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The patterns the README test reads commands with.
var (
	codeSpan     = regexp.MustCompile("`([^`]+)`")
	commandStart = regexp.MustCompile(`^(go (run|test) |make [a-z]|scripts/\S+\.sh|xvfb-run |[A-Z_]+=\S+ go )`)
	optionalPart = regexp.MustCompile(`\s*\[[^]]*\]`)
)

// readmeCommands lists the commands the README shows: every line of its
// ```sh blocks and every inline `code` span that starts like a command.
func readmeCommands(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var cmds []string
	inBlock := false
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			inBlock = !inBlock && strings.TrimPrefix(line, "```") == "sh"
			continue
		case inBlock:
			if c, _, _ := strings.Cut(line, "  #"); strings.TrimSpace(c) != "" {
				cmds = append(cmds, strings.TrimSpace(c))
			}
			continue
		}
		for _, m := range codeSpan.FindAllStringSubmatch(line, -1) {
			if commandStart.MatchString(m[1]) {
				cmds = append(cmds, m[1])
			}
		}
	}
	return cmds
}

// words splits a command line as a shell would for these commands: on
// spaces, with '…' and "…" quoting.
func words(line string) []string {
	var out []string
	var cur strings.Builder
	quote := byte(0)
	inWord := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			cur.WriteByte(c)
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == ' ':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out
}

// Every command the README shows can run as written:
//   - fptool commands run in-process and exit 0, with -games cut to 1 and
//     the searching players' effort to 5% so the test stays short,
//     placeholders (-scenario S, -arena A, FILE, DIR) filled in, and
//     [optional] parts dropped;
//   - make targets exist in the Makefile, scripts exist and are executable;
//   - go test commands name packages that exist, and their -run, -bench
//     and -fuzz patterns match functions of those packages.
func TestReadmeCommandsRun(t *testing.T) {
	cmds := readmeCommands(t)
	if len(cmds) < 20 {
		t.Fatalf("found only %d commands in the README: %q", len(cmds), cmds)
	}
	makefile, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// The replay example reads DIR/game-1.json: record it first.
	if code, _, errs := fptool(t, "sim", "-games", "1", "-seed", "1", "-arena", "beginner", "-record", dir); code != 0 {
		t.Fatalf("recording a game: %s", errs)
	}
	for _, line := range cmds {
		w := words(optionalPart.ReplaceAllString(line, ""))
		for len(w) > 0 && strings.Contains(w[0], "=") { // VAR=value prefixes
			w = w[1:]
		}
		if len(w) > 0 && w[0] == "xvfb-run" {
			for len(w) > 0 && w[0] != "go" {
				w = w[1:]
			}
		}
		switch {
		case len(w) == 0:
			t.Errorf("%q: no command", line)
		case w[0] == "make":
			for _, target := range w[1:] {
				if !strings.Contains(target, "=") && !regexp.MustCompile(`(?m)^`+regexp.QuoteMeta(target)+`:`).Match(makefile) {
					t.Errorf("%q: the Makefile has no target %q", line, target)
				}
			}
		case strings.HasPrefix(w[0], "scripts/"):
			if fi, err := os.Stat(filepath.Join("../..", w[0])); err != nil || fi.Mode()&0o111 == 0 {
				t.Errorf("%q: %s is missing or not executable", line, w[0])
			}
		case len(w) > 2 && w[0] == "go" && w[1] == "run" && w[2] == "./cmd/fptool":
			runReadmeFptool(t, line, w[3:], dir)
		case len(w) > 2 && w[0] == "go" && w[1] == "run":
			if _, err := os.Stat(filepath.Join("../..", w[2])); err != nil {
				t.Errorf("%q: no %s", line, w[2])
			}
		case len(w) > 1 && w[0] == "go" && w[1] == "test":
			checkReadmeGoTest(t, line, w[2:])
		default:
			t.Errorf("%q: the test does not know how to check this command", line)
		}
	}
}

// runReadmeFptool runs one README fptool command in-process.
func runReadmeFptool(t *testing.T, line string, args []string, dir string) {
	t.Helper()
	var out []string
	games := "1"
	if slices.Contains(args, "-paired") {
		games = "2" // one pair
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-games" && i+1 < len(args):
			if _, err := strconv.Atoi(args[i+1]); err != nil {
				t.Errorf("%q: -games %s", line, args[i+1])
				return
			}
			out = append(out, a, games, "-effort", "0.01")
			i++
			continue
		case a == "S":
			a = "vip"
		case a == "A":
			a = "beginner"
		case a == "FILE":
			a = filepath.Join(dir, "cpu.prof")
		case strings.HasPrefix(a, "DIR/"):
			a = filepath.Join(dir, strings.TrimPrefix(a, "DIR/"))
		case !strings.HasPrefix(a, "-") && strings.Contains(a, "/"):
			a = filepath.Join("../..", a) // a path from the repository's root
		}
		out = append(out, a)
	}
	if code, _, errs := fptool(t, out...); code != 0 {
		t.Errorf("%q: exit %d: %s", line, code, errs)
	}
}

// checkReadmeGoTest checks that a README go test command names existing
// packages and that its patterns match test functions there.
func checkReadmeGoTest(t *testing.T, line string, args []string) {
	t.Helper()
	var pkgs []string
	patterns := map[string]string{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-run" || a == "-bench" || a == "-fuzz":
			if i+1 < len(args) {
				patterns[a] = args[i+1]
				i++
			}
		case strings.HasPrefix(a, "-"):
		case strings.HasPrefix(a, "./"):
			pkgs = append(pkgs, a)
		}
	}
	if len(pkgs) == 0 {
		t.Errorf("%q: names no package", line)
		return
	}
	for _, pkg := range pkgs {
		files, _ := filepath.Glob(filepath.Join("../..", pkg, "*_test.go"))
		if len(files) == 0 {
			t.Errorf("%q: %s has no tests", line, pkg)
			continue
		}
		var src strings.Builder
		for _, f := range files {
			data, _ := os.ReadFile(f)
			src.Write(data)
		}
		for flag, pat := range patterns {
			if pat == "^$" || pat == "." {
				continue
			}
			re, err := regexp.Compile(pat)
			if err != nil {
				t.Errorf("%q: %s %q: %v", line, flag, pat, err)
				continue
			}
			kind := map[string]string{"-run": "Test", "-bench": "Benchmark", "-fuzz": "Fuzz"}[flag]
			found := false
			for _, m := range regexp.MustCompile(`(?m)^func (`+kind+`\w*)\(`).FindAllStringSubmatch(src.String(), -1) {
				found = found || re.MatchString(m[1])
			}
			if !found {
				t.Errorf("%q: %s %q matches no %s function in %s", line, flag, pat, kind, pkg)
			}
		}
	}
}
