package main

import (
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"path"
	"slices"
	"strconv"
	"strings"
)

// edit replaces the bytes [from, to) of a source file with text.
type edit struct {
	from, to int
	text     string
}

// applyEdits applies edits that do not overlap to src.
func applyEdits(src []byte, edits []edit) []byte {
	slices.SortFunc(edits, func(a, b edit) int { return b.from - a.from })
	out := slices.Clone(src)
	for _, e := range edits {
		out = slices.Concat(out[:e.from], []byte(e.text), out[e.to:])
	}
	return out
}

// rewriter edits one parsed Go file by declaration.
type rewriter struct {
	fset  *token.FileSet
	file  *ast.File
	src   []byte
	edits []edit
}

// newRewriter parses src.
func newRewriter(src []byte) (*rewriter, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	return &rewriter{fset: fset, file: f, src: src}, nil
}

// span is the byte range of a declaration with its doc comment.
func (r *rewriter) span(doc *ast.CommentGroup, node ast.Node) (int, int) {
	from := node.Pos()
	if doc != nil {
		from = doc.Pos()
	}
	return r.fset.Position(from).Offset, r.fset.Position(node.End()).Offset
}

// fn finds the function (not method) named name.
func (r *rewriter) fn(name string) (*ast.FuncDecl, error) {
	for _, d := range r.file.Decls {
		if f, ok := d.(*ast.FuncDecl); ok && f.Recv == nil && f.Name.Name == name {
			return f, nil
		}
	}
	return nil, fmt.Errorf("no function %s", name)
}

// replaceBody replaces the body of the function name with body (the
// statements, without braces).
func (r *rewriter) replaceBody(name, body string) error {
	f, err := r.fn(name)
	if err != nil {
		return err
	}
	from, to := r.span(nil, f.Body)
	r.edits = append(r.edits, edit{from, to, "{\n" + body + "\n}"})
	return nil
}

// valueSpec finds the package-level var or const declaration that holds
// name, and that name's value (nil when it has none).
func (r *rewriter) valueSpec(name string) (*ast.GenDecl, ast.Expr, error) {
	for _, d := range r.file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || (g.Tok != token.VAR && g.Tok != token.CONST) {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if n.Name != name {
					continue
				}
				var v ast.Expr
				if i < len(vs.Values) {
					v = vs.Values[i]
				}
				return g, v, nil
			}
		}
	}
	return nil, nil, fmt.Errorf("no declaration of %s", name)
}

// dropVars removes the var declarations of names; a declaration is
// removed only whole, with every name it declares among names.
func (r *rewriter) dropVars(names ...string) error {
	for _, name := range names {
		g, _, err := r.valueSpec(name)
		if err != nil {
			return err
		}
		for _, s := range g.Specs {
			for _, n := range s.(*ast.ValueSpec).Names {
				if !slices.Contains(names, n.Name) {
					return fmt.Errorf("%s is declared together with %s", name, n.Name)
				}
			}
		}
		from, to := r.span(g.Doc, g)
		e := edit{from, to, ""}
		if !slices.Contains(r.edits, e) {
			r.edits = append(r.edits, e)
		}
	}
	return nil
}

// add appends source text at the end of the file.
func (r *rewriter) add(text string) {
	n := len(r.src)
	r.edits = append(r.edits, edit{n, n, "\n" + text})
}

// result applies the edits, drops the imports nothing uses any more and
// formats the file.
func (r *rewriter) result() ([]byte, error) {
	src := applyEdits(r.src, r.edits)
	src, err := pruneImports(src)
	if err != nil {
		return nil, err
	}
	return format.Source(src)
}

// pruneImports removes the imports of src that no selector uses.
func pruneImports(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	var edits []edit
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		var kept []ast.Spec
		for _, s := range g.Specs {
			if importUsed(s.(*ast.ImportSpec), used) {
				kept = append(kept, s)
			}
		}
		switch {
		case len(kept) == 0:
			edits = append(edits, edit{fset.Position(g.Pos()).Offset, fset.Position(g.End()).Offset, ""})
		case len(kept) < len(g.Specs):
			for _, s := range g.Specs {
				if !slices.Contains(kept, s) {
					edits = append(edits, lineEdit(src, fset.Position(s.Pos()).Offset, fset.Position(s.End()).Offset))
				}
			}
		}
	}
	return applyEdits(src, edits), nil
}

// lineEdit removes the bytes [from, to) of src, and the whole line they
// are on when nothing else is on it.
func lineEdit(src []byte, from, to int) edit {
	a, b := from, to
	for a > 0 && (src[a-1] == ' ' || src[a-1] == '\t') {
		a--
	}
	for b < len(src) && (src[b] == ' ' || src[b] == '\t') {
		b++
	}
	if (a == 0 || src[a-1] == '\n') && b < len(src) && src[b] == '\n' {
		return edit{a, b + 1, ""}
	}
	return edit{from, to, ""}
}

// importUsed reports whether the import's name is among used, the
// identifiers that selectors start with. Blank and dot imports count as
// used. An unnamed import's name is taken to be its path's last element,
// or the one before a major version's (oto for .../oto/v3).
func importUsed(imp *ast.ImportSpec, used map[string]bool) bool {
	p, err := strconv.Unquote(imp.Path.Value)
	if err != nil {
		return true
	}
	name := path.Base(p)
	if dir := path.Dir(p); dir != "." && len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
		name = path.Base(dir)
	}
	if imp.Name != nil {
		name = imp.Name.Name
	}
	return name == "_" || name == "." || used[name]
}

// addImport adds the import of path to src, unless src has it, and
// formats the file.
func addImport(src []byte, path string) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	for _, s := range r.file.Imports {
		if p, err := strconv.Unquote(s.Path.Value); err == nil && p == path {
			return src, nil
		}
	}
	for _, d := range r.file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT || !g.Lparen.IsValid() {
			continue
		}
		at := r.fset.Position(g.Lparen).Offset + 1
		r.edits = append(r.edits, edit{at, at, "\n\t" + strconv.Quote(path)})
		return format.Source(applyEdits(r.src, r.edits))
	}
	return nil, fmt.Errorf("no import block to add %s to", path)
}
