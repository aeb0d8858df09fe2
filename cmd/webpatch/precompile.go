package main

import (
	"bytes"
	"embed"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// The webshader package and its generator, written into the copy.
//
//go:embed webshader/webshader.go.txt webshader/gen.go.txt
var webshaderFiles embed.FS

// The copy's paths of the package that holds the precompiled shaders and
// of the generator that fills it, run once and removed.
const (
	webshaderDir = "internal/webshader"
	webshaderGen = "webshadergen"
)

// shaderSite is a call that hands a Kage source to the shader compiler:
// its file (slash-separated, inside its module), the function it is in
// and its source argument as written.
type shaderSite struct {
	file, fn, arg string
}

// knownShaderSites lists the calls in Ebitengine whose source is not a
// constant, each with what covers it. The generator compiles every
// built-in source (builtinshader's and colormshader's for every filter
// and address, and the clear shader).
func knownShaderSites() map[shaderSite]string {
	return map[shaderSite]string{
		{"shader.go", "NewShader", "src"}:                                               "its callers' sources",
		{"shader.go", "newShader", "src"}:                                               "its callers' sources",
		{"shader.go", "builtinShader", "src"}:                                           "the built-in sources",
		{"colorm/colorm.go", "builtinShader", "src"}:                                    "the built-in sources",
		{"internal/legacyshader/legacyshader.go", "CompileShader", "src"}:               "its callers' sources",
		{"internal/atlas/shader.go", "init", "[]byte(builtinshader.ClearShaderSource)"}: "the built-in sources",
		{"internal/atlas/shader.go", "init", "builtinshader.ShaderSource(builtinshader.FilterNearest, builtinshader.AddressUnsafe)"}: "the built-in sources",
		{"internal/atlas/shader.go", "init", "builtinshader.ShaderSource(builtinshader.FilterLinear, builtinshader.AddressUnsafe)"}:  "the built-in sources",
	}
}

// shaderFreeDirs are Ebitengine's packages that compile shaders but are
// not linked into the browser module (the test checks): the host of a
// virtual-machine guest, a tool and a test helper.
func shaderFreeDirs() []string {
	return []string{"exp/vmhost", "internal/shadercollector", "internal/testing"}
}

// shaderSources finds, in the Ebitengine module in ebitenDir and in the
// project in projectDir, every call that hands a Kage source to the
// shader compiler (NewShader, legacyshader.CompileShader and
// graphics.CompileShader), and returns the sources that are string
// constants, NewShader([]byte(name)). A call whose source is no such
// constant must be one of knownShaderSites, and each of those must still
// be there: anything else is an error.
func shaderSources(ebitenDir, projectDir string) ([]string, error) {
	known := knownShaderSites()
	seen := map[shaderSite]bool{}
	var sources []string
	for _, m := range []struct {
		dir    string
		ebiten bool
	}{{ebitenDir, true}, {projectDir, false}} {
		err := forEachPackage(m.dir, func(rel string, files []*ast.File) error {
			if m.ebiten && slices.Contains(shaderFreeDirs(), rel) {
				return nil
			}
			consts := stringConsts(files)
			return walkShaderCalls(files, m.ebiten && rel == ".", func(file, fn string, arg ast.Expr) error {
				if name, ok := byteConversion(arg); ok {
					if s, ok := consts[name]; ok {
						sources = append(sources, s)
						return nil
					}
				}
				site := shaderSite{path.Join(rel, file), fn, exprString(arg)}
				if _, ok := known[site]; !ok || !m.ebiten {
					return fmt.Errorf("%s: %s compiles a shader from %s, which is not a string constant: webpatch cannot compile it ahead of time", site.file, site.fn, site.arg)
				}
				seen[site] = true
				return nil
			})
		})
		if err != nil {
			return nil, err
		}
	}
	for site := range known {
		if !seen[site] {
			return nil, fmt.Errorf("%s: %s no longer compiles a shader from %s", site.file, site.fn, site.arg)
		}
	}
	return sources, nil
}

// forEachPackage parses the Go files of every directory under root, less
// tests, testdata, examples and hidden directories, and calls fn with
// the directory (slash-separated, relative to root) and its files (each
// file's Name holding its base name in place of the package name).
func forEachPackage(root string, fn func(rel string, files []*ast.File) error) error {
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		name := d.Name()
		if p != root && (name == "testdata" || name == "examples" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		entries, err := os.ReadDir(p)
		if err != nil {
			return err
		}
		var files []*ast.File
		fset := token.NewFileSet()
		for _, e := range entries {
			n := e.Name()
			if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, filepath.Join(p, n), nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			f.Name = ast.NewIdent(n)
			files = append(files, f)
		}
		if len(files) == 0 {
			return nil
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		return fn(filepath.ToSlash(rel), files)
	})
}

// stringConsts maps the package-level constants of files that are one
// string literal to their values.
func stringConsts(files []*ast.File) map[string]string {
	out := map[string]string{}
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					if v, err := strconv.Unquote(lit.Value); err == nil {
						out[n.Name] = v
					}
				}
			}
		}
	}
	return out
}

// walkShaderCalls calls fn with the file, enclosing function and source
// argument of every call in files that hands a source to the shader
// compiler: ebiten.NewShader, legacyshader.CompileShader and
// graphics.CompileShader anywhere, and NewShader and newShader inside the
// ebiten package itself (inEbiten).
func walkShaderCalls(files []*ast.File, inEbiten bool, fn func(file, fn string, arg ast.Expr) error) error {
	var err error
	for _, f := range files {
		for _, d := range f.Decls {
			name := ""
			if fd, ok := d.(*ast.FuncDecl); ok {
				name = fd.Name.Name
			}
			ast.Inspect(d, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || err != nil || len(call.Args) == 0 || !compilesShader(call.Fun, inEbiten) {
					return err == nil
				}
				err = fn(f.Name.Name, name, call.Args[0])
				return err == nil
			})
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// compilesShader reports whether a call of fun hands its first argument
// to the shader compiler as a source.
func compilesShader(fun ast.Expr, inEbiten bool) bool {
	switch fun := fun.(type) {
	case *ast.Ident:
		return inEbiten && (fun.Name == "NewShader" || fun.Name == "newShader")
	case *ast.SelectorExpr:
		x, ok := fun.X.(*ast.Ident)
		if !ok {
			return false
		}
		switch x.Name + "." + fun.Sel.Name {
		case "ebiten.NewShader", "legacyshader.CompileShader", "graphics.CompileShader":
			return true
		}
	}
	return false
}

// byteConversion reports the name in []byte(name).
func byteConversion(e ast.Expr) (string, bool) {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return "", false
	}
	at, ok := call.Fun.(*ast.ArrayType)
	if !ok || at.Len != nil {
		return "", false
	}
	if elt, ok := at.Elt.(*ast.Ident); !ok || elt.Name != "byte" {
		return "", false
	}
	id, ok := call.Args[0].(*ast.Ident)
	if !ok {
		return "", false
	}
	return id.Name, true
}

// exprString is e as gofmt writes it.
func exprString(e ast.Expr) string {
	var b bytes.Buffer
	if err := format.Node(&b, token.NewFileSet(), e); err != nil {
		return fmt.Sprintf("%T", e)
	}
	return b.String()
}

// precompileShaders writes the webshader package into the copy in
// copyDir and fills it: it writes the generator beside it with the
// constant sources, runs it with goCmd in outDir (whose go.mod replaces
// Ebitengine with the copy) and removes it again.
func precompileShaders(goCmd, copyDir, outDir string, sources []string) error {
	pkg := filepath.Join(copyDir, filepath.FromSlash(webshaderDir))
	gen := filepath.Join(copyDir, webshaderGen)
	for _, dir := range []string{pkg, gen} {
		if _, err := os.Stat(dir); err == nil {
			return fmt.Errorf("Ebitengine has a directory %s of its own", dir)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	runtime, err := webshaderFiles.ReadFile("webshader/webshader.go.txt")
	if err != nil {
		return err
	}
	main, err := webshaderFiles.ReadFile("webshader/gen.go.txt")
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString("package main\n\n// constSources are the string constants passed to NewShader.\nvar constSources = []string{\n")
	for _, s := range sources {
		fmt.Fprintf(&b, "\t%s,\n", strconv.Quote(s))
	}
	b.WriteString("}\n")
	programs := filepath.Join(pkg, "programs.go")
	for name, text := range map[string]string{
		filepath.Join(pkg, "webshader.go"): string(runtime),
		programs:                           "package webshader\n\nvar programs []program\n",
		filepath.Join(gen, "main.go"):      string(main),
		filepath.Join(gen, "sources.go"):   b.String(),
	} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			return err
		}
	}
	cmd := exec.Command(goCmd, "run", ebitenModule+"/"+webshaderGen, "-out", programs)
	cmd.Dir = outDir
	cmd.Env = append(hostEnv(os.Environ()), "CGO_ENABLED=0", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("compiling the shaders (%s): %w\n%s", strings.Join(cmd.Args, " "), err, out)
	}
	return os.RemoveAll(gen)
}

// hostEnv is env less the variables that would build for another
// platform or another module: the generator runs here.
func hostEnv(env []string) []string {
	return slices.DeleteFunc(slices.Clone(env), func(kv string) bool {
		name, _, _ := strings.Cut(kv, "=")
		switch name {
		case "GOOS", "GOARCH", "GOWASM", "CGO_ENABLED", "GOWORK", "GOFLAGS":
			return true
		}
		return false
	})
}
