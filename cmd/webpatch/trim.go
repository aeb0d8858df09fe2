package main

import (
	_ "embed"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// textFilesDropped are text/v2's files of GoTextFace, which the game does
// not use (it draws text with GoXFace): the copy goes without them, and
// so without go-text/typesetting and what it registers and links (image
// decoders for TIFF, JPEG and PNG, encoding/xml and an SVG renderer for
// colour glyphs, golang.org/x/text/language).
func textFilesDropped() []string {
	return []string{
		"text/v2/gotext.go",
		"text/v2/gotextcolrv0.go",
		"text/v2/gotextfacesource.go",
		"text/v2/gotextseg.go",
		"text/v2/gotextsvg.go",
		"text/v2/gotextsvgdoc.go",
		"text/v2/metadata.go",
	}
}

// dropTextFiles removes textFilesDropped from the copy in copyDir, and
// checks that no other file of text/v2 (tests aside) imports
// go-text/typesetting.
func dropTextFiles(copyDir string) error {
	for _, name := range textFilesDropped() {
		if err := os.Remove(filepath.Join(copyDir, filepath.FromSlash(name))); err != nil {
			return err
		}
	}
	dir := filepath.Join(copyDir, "text", "v2")
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return err
		}
		if strings.Contains(string(src), `"github.com/go-text/typesetting`) {
			return fmt.Errorf("text/v2/%s imports go-text/typesetting", n)
		}
	}
	return nil
}

// rewriteLazyRegexp returns the rewrite of a file whose package-level
// var name is a regular expression, regexp.MustCompile(text): the var
// becomes a function that compiles it on first use, so that regexp is
// linked only when that use is. internal/graphics and
// internal/shader, which the browser module imports (internal/graphics
// for its vertex code, and internal/shader with it), each have one for
// the shader compiler alone.
func rewriteLazyRegexp(name string) func(src []byte) ([]byte, error) {
	return func(src []byte) ([]byte, error) {
		r, err := newRewriter(src)
		if err != nil {
			return nil, err
		}
		g, v, err := r.valueSpec(name)
		if err != nil {
			return nil, err
		}
		spec := g.Specs[0].(*ast.ValueSpec)
		if g.Tok != token.VAR || len(g.Specs) != 1 || len(spec.Names) != 1 || spec.Type != nil || !isCall(v, "regexp", "MustCompile", "") {
			return nil, fmt.Errorf("%s is not var %s = regexp.MustCompile(...) alone", name, name)
		}
		// Not a var set to sync.OnceValue(...): the function it would
		// hold is linked with the package's initialisation.
		from, to := r.span(nil, v)
		text := string(r.src[from:to])
		from, to = r.span(nil, g)
		r.edits = append(r.edits, edit{from, to, fmt.Sprintf("func %[1]s() *regexp.Regexp {\n"+
			"\t%[1]sOnce.Do(func() { %[1]sValue = %[2]s })\n"+
			"\treturn %[1]sValue\n}\n\n"+
			"var (\n\t%[1]sOnce  sync.Once\n\t%[1]sValue *regexp.Regexp\n)", name, text)})
		uses := 0
		var bad error
		ast.Inspect(r.file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if isIdent(n.X, name) {
					uses++
					at := r.fset.Position(n.X.End()).Offset
					r.edits = append(r.edits, edit{at, at, "()"})
					return false
				}
			case *ast.Ident:
				if n.Name == name && n != spec.Names[0] {
					bad = fmt.Errorf("%s is used but as %s.Method", name, name)
				}
			}
			return true
		})
		if bad != nil {
			return nil, bad
		}
		if uses == 0 {
			return nil, fmt.Errorf("%s is not used", name)
		}
		out, err := r.result()
		if err != nil {
			return nil, err
		}
		return addImport(out, "sync")
	}
}

//go:embed newlines.go
var newlinesSource string

// rewriteGLSL rewrites internal/shaderir/glsl/glsl.go: Compile collapses
// the blank lines of the GLSL it writes with collapseNewlines in place of
// a regular expression, so that regexp is not linked.
func rewriteGLSL(src []byte) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	f, err := r.fn("Compile")
	if err != nil {
		return nil, err
	}
	var decl *ast.AssignStmt
	var calls []*ast.CallExpr
	var bad error
	ast.Inspect(f.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == 1 && isIdent(n.Lhs[0], "nls") {
				if decl != nil || n.Tok != token.DEFINE || len(n.Rhs) != 1 || !isCall(n.Rhs[0], "regexp", "MustCompile", "`\\n\\n+`") {
					bad = errors.New("nls is not regexp.MustCompile(`\\n\\n+`) once")
				}
				decl = n
				return false
			}
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && isIdent(sel.X, "nls") {
				if sel.Sel.Name != "ReplaceAllString" || len(n.Args) != 2 || !isString(n.Args[1], `"\n\n"`) {
					bad = errors.New(`nls is used but as nls.ReplaceAllString(s, "\n\n")`)
				}
				calls = append(calls, n)
				return false
			}
		case *ast.Ident:
			if n.Name == "nls" {
				bad = errors.New("nls is used but as nls.ReplaceAllString")
			}
		}
		return true
	})
	if bad != nil {
		return nil, bad
	}
	if decl == nil || len(calls) == 0 {
		return nil, errors.New("Compile does not collapse blank lines with nls")
	}
	from, to := r.span(nil, decl)
	r.edits = append(r.edits, edit{from, to, ""})
	for _, c := range calls {
		from, to := r.span(nil, c)
		a, b := r.span(nil, c.Args[0])
		r.edits = append(r.edits, edit{from, to, "collapseNewlines(" + string(r.src[a:b]) + ")"})
	}
	fn, err := funcSource(newlinesSource, "collapseNewlines")
	if err != nil {
		return nil, err
	}
	r.add("// collapseNewlines replaces every run of two or more newlines in s with\n// two (written by the project's cmd/webpatch, for the regular expression\n// `\\n\\n+`).\n" + fn + "\n")
	return r.result()
}

// funcSource is the text of the function name in the Go source src,
// without its doc comment.
func funcSource(src, name string) (string, error) {
	r, err := newRewriter([]byte(src))
	if err != nil {
		return "", err
	}
	f, err := r.fn(name)
	if err != nil {
		return "", err
	}
	from, to := r.span(nil, f)
	return src[from:to], nil
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func isString(e ast.Expr, lit string) bool {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return false
	}
	got, err1 := strconv.Unquote(b.Value)
	want, err2 := strconv.Unquote(lit)
	return err1 == nil && err2 == nil && got == want
}

// isCall reports whether e is pkg.fn(lit), or pkg.fn of any string
// literal for lit "".
func isCall(e ast.Expr, pkg, fn, lit string) bool {
	c, ok := e.(*ast.CallExpr)
	if !ok || len(c.Args) != 1 {
		return false
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok || !isIdent(sel.X, pkg) || sel.Sel.Name != fn {
		return false
	}
	if lit == "" {
		b, ok := c.Args[0].(*ast.BasicLit)
		return ok && b.Kind == token.STRING
	}
	return isString(c.Args[0], lit)
}

// rewriteImageDumper rewrites imagedumper.go (package ebiten): the keys
// that take a screenshot or dump the internal images are read from the
// environment (EBITENGINE_SCREENSHOT_KEY, EBITENGINE_INTERNAL_IMAGES_KEY),
// which the game's page does not set (its loader passes GOGC alone). The
// rewritten envScreenshotKey and envInternalImagesKey report the keys
// unset, as they find them there, and takeScreenshot and
// dumpInternalImages, which only those keys call, fail: the PNG encoder,
// archive/zip and compress/flate go with them.
func rewriteImageDumper(src []byte) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	for _, name := range []string{"envScreenshotKey", "envInternalImagesKey"} {
		if err := r.replaceBody(name, "\treturn \"\""); err != nil {
			return nil, err
		}
	}
	for _, name := range []string{"takeScreenshot", "dumpInternalImages"} {
		if err := r.replaceBody(name, "\treturn errors.New(\"ebiten: screenshots and image dumps are left out of this build\")"); err != nil {
			return nil, err
		}
	}
	out, err := r.result()
	if err != nil {
		return nil, err
	}
	return addImport(out, "errors")
}

// rewriteDumpImages rewrites internal/graphicscommand/image_js.go:
// DumpImages, which only dumpInternalImages calls (see
// rewriteImageDumper), fails, and archive/zip, whose initialisation
// registers compress/flate, is no longer imported.
func rewriteDumpImages(src []byte) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	if err := r.replaceBody("DumpImages", "\treturn \"\", errors.New(\"graphicscommand: image dumps are left out of this build\")"); err != nil {
		return nil, err
	}
	out, err := r.result()
	if err != nil {
		return nil, err
	}
	if strings.Contains(string(out), `"archive/zip"`) {
		return nil, errors.New("still imports archive/zip")
	}
	return addImport(out, "errors")
}
