package main

import (
	"errors"
	"fmt"
	"go/ast"
	"strconv"
)

// The import paths of legacyshader and of the package that stands in for
// it in the copy.
const (
	legacyshaderPath = ebitenModule + "/internal/legacyshader"
	webshaderPath    = ebitenModule + "/" + webshaderDir
)

// rewriteCompileCalls rewrites a file that compiles shaders with
// legacyshader (the ebiten package's shader.go, internal/atlas's
// shader.go) to take them from webshader, compiled ahead of time: every
// use of legacyshader becomes webshader's, which has the same
// CompileShader, Unit, Texels and Pixels.
func rewriteCompileCalls(src []byte) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	var imp *ast.ImportSpec
	for _, s := range r.file.Imports {
		if p, err := strconv.Unquote(s.Path.Value); err == nil && p == legacyshaderPath {
			imp = s
		}
	}
	if imp == nil || imp.Name != nil {
		return nil, errors.New("does not import legacyshader under its own name")
	}
	from, to := r.span(nil, imp.Path)
	r.edits = append(r.edits, edit{from, to, strconv.Quote(webshaderPath)})
	calls := 0
	var bad error
	ast.Inspect(r.file, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		x, ok := sel.X.(*ast.Ident)
		if !ok || x.Name != "legacyshader" {
			return true
		}
		switch sel.Sel.Name {
		case "CompileShader":
			calls++
		case "Unit", "Texels", "Pixels":
		default:
			if bad == nil {
				bad = fmt.Errorf("uses legacyshader.%s, which webshader lacks", sel.Sel.Name)
			}
		}
		from, to := r.span(nil, x)
		r.edits = append(r.edits, edit{from, to, "webshader"})
		return true
	})
	if bad != nil {
		return nil, bad
	}
	if calls == 0 {
		return nil, errors.New("does not call legacyshader.CompileShader")
	}
	return r.result()
}
