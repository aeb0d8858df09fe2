package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// ebitenDir is the directory of the Ebitengine module the project builds
// with.
func ebitenDir(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", ebitenModule).Output()
	if err != nil {
		t.Fatalf("go list %s: %v", ebitenModule, err)
	}
	return strings.TrimSpace(string(out))
}

// stringValues lists, in file order, the string constants or the []byte
// conversions of string literals of src under the declaration named decl
// ("" for every declaration).
func stringValues(t *testing.T, src []byte, decl string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, s := range g.Specs {
			vs, ok := s.(*ast.ValueSpec)
			if !ok || (decl != "" && vs.Names[0].Name != decl) {
				continue
			}
			ast.Inspect(vs, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					v, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					out = append(out, v)
				}
				return true
			})
		}
	}
	return out
}

// The rewritten shader files hold, filter by filter, the nine sources
// that Ebitengine's own generator wrote into each package's defs.go from
// the same template, and nothing of the template remains.
func TestRewriteShaderMatchesEbitengineDefs(t *testing.T) {
	dir := ebitenDir(t)
	for _, pkg := range []string{"builtinshader", "colormshader"} {
		src, err := os.ReadFile(filepath.Join(dir, "internal", pkg, "shader.go"))
		if err != nil {
			t.Fatal(err)
		}
		out, err := rewriteShader(src)
		if err != nil {
			t.Fatalf("%s: %v", pkg, err)
		}
		defs, err := os.ReadFile(filepath.Join(dir, "internal", pkg, "defs.go"))
		if err != nil {
			t.Fatal(err)
		}
		want := stringValues(t, defs, "_")
		got := stringValues(t, out, "shaderSources")
		if len(want) != 9 || !slices.Equal(got, want) {
			t.Errorf("%s: the rewritten sources (%d) differ from defs.go's (%d)", pkg, len(got), len(want))
		}
		for _, gone := range []string{"text/template", "tmpl", "shadersM"} {
			if strings.Contains(string(out), gone) {
				t.Errorf("%s: the rewritten file still mentions %s", pkg, gone)
			}
		}
	}
}

// The rewritten caller.go imports nothing and reports no caller.
func TestRewriteCaller(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(ebitenDir(t), "internal", "debug", "caller.go"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := rewriteCaller(src)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "", out, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Imports) != 0 {
		t.Errorf("the rewritten caller.go imports %d packages, want none", len(f.Imports))
	}
	if !strings.Contains(string(out), "return \"\", 0, CallerTypeNone\n}") {
		t.Errorf("FirstCaller does not report no caller:\n%s", out)
	}
}

// A file that does not look as expected is an error.
func TestRewriteRefusesOtherFiles(t *testing.T) {
	other := []byte("package x\n\nfunc ShaderSource() {}\n")
	if _, err := rewriteShader(other); err == nil {
		t.Error("rewriteShader accepted a file without the template")
	}
	if _, err := rewriteCaller(other); err == nil {
		t.Error("rewriteCaller accepted a file without FirstCaller")
	}
}

// The game for the browser builds against the patched copy, and neither
// text/template nor go/build is linked into it any more.
func TestPatchedBrowserBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds the game for WebAssembly")
	}
	out := t.TempDir()
	var stdout, stderr strings.Builder
	if code := run([]string{"-ebiten", ebitenDir(t), "-modfile", "../../go.mod", "-out", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("webpatch exited %d: %s", code, stderr.String())
	}
	modfile := strings.TrimSpace(stdout.String())
	env := append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	list := exec.Command("go", "list", "-modfile", modfile, "-deps", "../..")
	list.Env = env
	deps, err := list.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, deps)
	}
	for _, gone := range []string{"text/template", "go/build"} {
		if slices.Contains(strings.Fields(string(deps)), gone) {
			t.Errorf("the browser build still links %s", gone)
		}
	}
	build := exec.Command("go", "build", "-modfile", modfile, "-o", filepath.Join(out, "game.wasm"), "../..")
	build.Env = env
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
}
