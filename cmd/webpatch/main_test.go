package main

import (
	"encoding/binary"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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

// The game for the browser builds against the patched copy; neither
// text/template nor go/build is among its dependencies any more, nor the
// packages that compile shaders but are not the browser build's, nor a
// virtualization guest's audio device and messages (encoding/gob), nor
// the libraries internal/lang checks itself against in its tests
// (BurntSushi/toml, x/text's language and plural rules), and the shader
// compiler, regexp, the image dumps and GoTextFace are not linked (but
// for their packages' initialisation).
func TestPatchedBrowserBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds the game for WebAssembly")
	}
	out := t.TempDir()
	var stdout, stderr strings.Builder
	if code := run([]string{"-ebiten", ebitenDir(t), "-modfile", "../../go.mod", "-out", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("webpatch exited %d: %s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(out, "ebiten", webshaderGen)); !os.IsNotExist(err) {
		t.Errorf("the shader generator was left in the copy (%v)", err)
	}
	modfile := strings.TrimSpace(stdout.String())
	env := append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	list := exec.Command("go", "list", "-modfile", modfile, "-deps", "../..")
	list.Env = env
	deps, err := list.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, deps)
	}
	gone := []string{"text/template", "go/build", ebitenModule + "/internal/legacyshader", "archive/zip",
		"github.com/go-text/typesetting/font", "encoding/xml", "image/jpeg", "golang.org/x/image/tiff",
		ebitenModule + "/audio/internal/vmaudio", ebitenModule + "/internal/vmprotocol", "encoding/gob", // the guest's audio device
		"github.com/BurntSushi/toml", "golang.org/x/text/language", "golang.org/x/text/feature/plural"} // internal/lang's own
	for _, dir := range shaderFreeDirs() {
		gone = append(gone, ebitenModule+"/"+dir)
	}
	for _, p := range gone {
		if slices.Contains(strings.Fields(string(deps)), p) {
			t.Errorf("the browser build still depends on %s", p)
		}
	}
	wasm := filepath.Join(out, "game.wasm")
	build := exec.Command("go", "build", "-modfile", modfile, "-o", wasm, "../..")
	build.Env = env
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	funcs := wasmFuncNames(t, wasm)
	for _, p := range []string{
		ebitenModule + "/internal/shader", "go/parser", "go/ast", "go/printer", // the shader compiler
		"regexp", "regexp/syntax",
		"archive/zip", ebitenModule + "/internal/png", // image dumps
		"github.com/go-text/typesetting/shaping", "github.com/go-text/typesetting/font", "encoding/xml", "image/jpeg", "golang.org/x/image/tiff", // GoTextFace
	} {
		if fs := linkedFuncs(funcs, p); len(fs) > 0 {
			t.Errorf("the browser build links %d functions of %s, such as %s", len(fs), p, fs[0])
		}
	}
	if fs := linkedFuncs(funcs, ebitenModule+"/internal/webshader"); !slices.ContainsFunc(fs, func(f string) bool { return strings.HasSuffix(f, ".CompileShader") }) {
		t.Errorf("the browser build does not link webshader.CompileShader")
	}
}

// linkedFuncs lists the functions of package pkg among the wasm function
// names, less its initialisation (which runs for an imported package
// whatever is used of it).
func linkedFuncs(names []string, pkg string) []string {
	prefix := strings.ReplaceAll(pkg, "/", "_") + "."
	var out []string
	for _, n := range names {
		rest, ok := strings.CutPrefix(n, prefix)
		if !ok || rest == "init" || strings.HasPrefix(rest, "init.") || strings.HasPrefix(rest, "map.init.") {
			continue
		}
		out = append(out, n)
	}
	return out
}

// wasmFuncNames reads the function names of a WebAssembly module from its
// name section (Go writes package paths with "_" for "/":
// go_parser.ParseFile).
func wasmFuncNames(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		t.Fatalf("%s is not a WebAssembly module", path)
	}
	uvarint := func(b []byte) (uint64, []byte) {
		x, n := binary.Uvarint(b)
		if n <= 0 {
			t.Fatalf("%s: a bad varint", path)
		}
		return x, b[n:]
	}
	name := func(b []byte) (string, []byte) {
		n, b := uvarint(b)
		if n > uint64(len(b)) {
			t.Fatalf("%s: a name past the end", path)
		}
		return string(b[:n]), b[n:]
	}
	var names []string
	for b = b[8:]; len(b) > 0; {
		id := b[0]
		size, rest := uvarint(b[1:])
		if size > uint64(len(rest)) {
			t.Fatalf("%s: a section past the end", path)
		}
		sec := rest[:size]
		b = rest[size:]
		if id != 0 {
			continue
		}
		var custom string
		if custom, sec = name(sec); custom != "name" {
			continue
		}
		for len(sec) > 0 {
			sub := sec[0]
			n, r := uvarint(sec[1:])
			body := r[:n]
			sec = r[n:]
			if sub != 1 { // function names
				continue
			}
			count, body := uvarint(body)
			for range count {
				var fn string
				_, body = uvarint(body)
				fn, body = name(body)
				names = append(names, fn)
			}
		}
	}
	if len(names) == 0 {
		t.Fatalf("%s has no function names (built with -ldflags=-w?)", path)
	}
	return names
}

// The sources found in Ebitengine and the project are the stencil
// shaders' constants (the ebiten package's three, vector's six); every
// known call that compiles another source is still there.
func TestShaderSources(t *testing.T) {
	sources, err := shaderSources(ebitenDir(t), "../..")
	if err != nil {
		t.Fatal(err)
	}
	if len(sources) != 9 {
		t.Errorf("%d constant sources, want 9", len(sources))
	}
	for _, s := range sources {
		if !strings.Contains(s, "//kage:unit") || !strings.Contains(s, "func Fragment(") {
			t.Errorf("a source that is not a Kage shader: %.60q", s)
		}
	}
}

// writeModule writes files (path: text) under a new directory.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// A shader the project compiles from a constant is compiled ahead of time
// too; one it compiles from anything else, or a known call that is gone
// from Ebitengine, is an error.
func TestShaderSourcesRefuse(t *testing.T) {
	ebiten := ebitenDir(t)
	game := writeModule(t, map[string]string{
		"go.mod": "module game\n",
		"fx/fx.go": "package fx\n\nimport \"github.com/hajimehoshi/ebiten/v2\"\n\n" +
			"const glowSrc = `//kage:unit pixels\n\npackage main\n\nfunc Fragment() {}\n`\n\n" +
			"func Glow() (*ebiten.Shader, error) { return ebiten.NewShader([]byte(glowSrc)) }\n",
		"fx/fx_test.go": "package fx\n\nfunc load(src string) { ebiten.NewShader([]byte(src)) }\n",
	})
	sources, err := shaderSources(ebiten, game)
	if err != nil {
		t.Fatal(err)
	}
	if len(sources) != 10 || !strings.Contains(sources[9], "package main") {
		t.Errorf("the project's constant shader was not found: %d sources", len(sources))
	}
	game = writeModule(t, map[string]string{
		"go.mod":    "module game\n",
		"fx/fx.go":  "package fx\n\nimport \"github.com/hajimehoshi/ebiten/v2\"\n\nfunc Load(src string) { ebiten.NewShader([]byte(src)) }\n",
		"main.go":   "package main\n\nfunc main() {}\n",
		"README.md": "not Go\n",
	})
	if _, err := shaderSources(ebiten, game); err == nil || !strings.Contains(err.Error(), "fx/fx.go") {
		t.Errorf("a shader from a variable in the project: %v, want an error naming fx/fx.go", err)
	}
	other := writeModule(t, map[string]string{
		"go.mod":    "module github.com/hajimehoshi/ebiten/v2\n",
		"shader.go": "package ebiten\n\nfunc NewShader(src []byte) (*Shader, error) { return newShader(src, \"\") }\n",
	})
	if _, err := shaderSources(other, t.TempDir()); err == nil || !strings.Contains(err.Error(), "no longer") {
		t.Errorf("an Ebitengine without the known calls: %v, want an error", err)
	}
}

// The calls of legacyshader in the ebiten package and in internal/atlas
// become webshader's, and nothing else of legacyshader is left.
func TestRewriteCompileCalls(t *testing.T) {
	for _, name := range []string{"shader.go", "internal/atlas/shader.go"} {
		src, err := os.ReadFile(filepath.Join(ebitenDir(t), filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		out, err := rewriteCompileCalls(src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		f, err := parser.ParseFile(token.NewFileSet(), "", out, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		var paths []string
		for _, imp := range f.Imports {
			paths = append(paths, imp.Path.Value)
		}
		if slices.Contains(paths, strconv.Quote(legacyshaderPath)) || !slices.Contains(paths, strconv.Quote(webshaderPath)) {
			t.Errorf("%s imports %v", name, paths)
		}
		if n := strings.Count(string(out), "webshader.CompileShader("); n == 0 || strings.Contains(string(out), "legacyshader.") {
			t.Errorf("%s: %d calls of webshader.CompileShader, and legacyshader is still used", name, n)
		}
	}
	for _, src := range []string{
		"package x\n\nfunc f() {}\n",
		"package x\n\nimport \"github.com/hajimehoshi/ebiten/v2/internal/legacyshader\"\n\nvar u legacyshader.Unit\n",
		"package x\n\nimport \"github.com/hajimehoshi/ebiten/v2/internal/legacyshader\"\n\nvar _, _, _ = legacyshader.CompileShader(nil)\nvar id, _ = legacyshader.CalcSourceID(nil)\n",
	} {
		if _, err := rewriteCompileCalls([]byte(src)); err == nil {
			t.Errorf("rewriteCompileCalls accepted %q", src)
		}
	}
}

// rewriteEbiten applies rewrite to the Ebitengine file name (a slash
// path in the module) and returns the result.
func rewriteEbiten(t *testing.T, name string, rewrite func([]byte) ([]byte, error)) []byte {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(ebitenDir(t), filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	out, err := rewrite(src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out
}

// imports lists the import paths of a Go file.
func imports(t *testing.T, src []byte) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		out = append(out, p)
	}
	return out
}

// The regular expressions of internal/graphics and internal/shader are
// compiled by functions on first use; anything but such a var is refused.
func TestRewriteLazyRegexp(t *testing.T) {
	for name, v := range map[string]string{"internal/graphics/shader.go": "reUnit", "internal/shader/expr.go": "textureVariableRe"} {
		out := string(rewriteEbiten(t, name, rewriteLazyRegexp(v)))
		if !strings.Contains(out, "func "+v+"() *regexp.Regexp {") || strings.Contains(out, "var "+v+" =") || !strings.Contains(out, v+"().") {
			t.Errorf("%s: %s is not compiled on first use:\n%s", name, v, out)
		}
	}
	for _, src := range []string{
		"package x\n\nimport \"regexp\"\n\nvar re = regexp.MustCompile(`a`)\n\nfunc f() bool { return re.MatchString(\"a\") }\n\nvar g = re\n",
		"package x\n\nimport \"regexp\"\n\nvar re, other = regexp.MustCompile(`a`), 1\n\nfunc f() bool { return re.MatchString(\"a\") }\n",
		"package x\n\nimport \"regexp\"\n\nvar re = regexp.MustCompile(`a`)\n",
		"package x\n\nvar re = 1\n\nfunc f() int { return re }\n",
	} {
		if _, err := rewriteLazyRegexp("re")([]byte(src)); err == nil {
			t.Errorf("rewriteLazyRegexp accepted %q", src)
		}
	}
}

// collapseNewlines does what the regular expression it stands in for
// does.
func TestCollapseNewlines(t *testing.T) {
	re := regexp.MustCompile(`\n\n+`)
	rnd := rand.New(rand.NewPCG(1, 2))
	cases := []string{"", "\n", "\n\n", "\n\n\n", "a\nb", "a\n\n\n\nb\n", "\n\na\n\n"}
	for range 2000 {
		b := make([]byte, rnd.IntN(12))
		for i := range b {
			b[i] = "a\n\n\t"[rnd.IntN(4)]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := collapseNewlines(s), re.ReplaceAllString(s, "\n\n"); got != want {
			t.Errorf("collapseNewlines(%q) = %q, want %q", s, got, want)
		}
	}
}

// glsl.go collapses blank lines without regexp.
func TestRewriteGLSL(t *testing.T) {
	out := rewriteEbiten(t, "internal/shaderir/glsl/glsl.go", rewriteGLSL)
	if slices.Contains(imports(t, out), "regexp") || strings.Count(string(out), "collapseNewlines(") != 3 {
		t.Errorf("the rewritten glsl.go still uses regexp, or does not call collapseNewlines twice")
	}
	if _, err := rewriteGLSL([]byte("package glsl\n\nfunc Compile() {}\n")); err == nil {
		t.Error("rewriteGLSL accepted a Compile without nls")
	}
}

// The screenshot and image dump keys read as unset, and neither
// archive/zip nor the ui package (the dumps' way in) is imported.
func TestRewriteImageDumps(t *testing.T) {
	out := rewriteEbiten(t, "imagedumper.go", rewriteImageDumper)
	if imp := imports(t, out); slices.Contains(imp, ebitenModule+"/internal/ui") || strings.Contains(string(out), "Getenv") {
		t.Errorf("the rewritten imagedumper.go imports %v and reads the environment", imp)
	}
	out = rewriteEbiten(t, "internal/graphicscommand/image_js.go", rewriteDumpImages)
	if slices.Contains(imports(t, out), "archive/zip") {
		t.Error("the rewritten image_js.go imports archive/zip")
	}
	other := []byte("package x\n\nfunc f() {}\n")
	if _, err := rewriteImageDumper(other); err == nil {
		t.Error("rewriteImageDumper accepted a file without the key functions")
	}
	if _, err := rewriteDumpImages(other); err == nil {
		t.Error("rewriteDumpImages accepted a file without DumpImages")
	}
}

// The copy's text/v2 goes without GoTextFace's files, and a text/v2 that
// imports go-text/typesetting elsewhere, or lacks one of them, is refused.
func TestDropTextFiles(t *testing.T) {
	files := map[string]string{"text/v2/gox.go": "package text\n\nimport \"golang.org/x/image/font\"\n"}
	for _, name := range textFilesDropped() {
		files[name] = "package text\n\nimport \"github.com/go-text/typesetting/font\"\n"
	}
	dir := writeModule(t, files)
	if err := dropTextFiles(dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range textFilesDropped() {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); !os.IsNotExist(err) {
			t.Errorf("%s is still there", name)
		}
	}
	if err := dropTextFiles(dir); err == nil {
		t.Error("dropTextFiles accepted a text/v2 without GoTextFace's files")
	}
	files["text/v2/layout.go"] = "package text\n\nimport \"github.com/go-text/typesetting/shaping\"\n"
	if err := dropTextFiles(writeModule(t, files)); err == nil {
		t.Error("dropTextFiles accepted a text/v2 whose other files import go-text/typesetting")
	}
}
