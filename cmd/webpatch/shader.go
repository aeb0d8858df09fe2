package main

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"text/template"
)

// shaderFilters names the built-in shaders' filters in the order of their
// constants, which count from iota.
func shaderFilters() []string {
	return []string{"FilterNearest", "FilterLinear", "FilterPixelated"}
}

// shaderAddresses names the built-in shaders' addresses in the order of
// their constants, which count from iota.
func shaderAddresses() []string {
	return []string{"AddressUnsafe", "AddressClampToZero", "AddressRepeat"}
}

// shaderParams is what the built-in shaders' template is executed with:
// the same fields, with the same values, as ShaderSource passes.
type shaderParams struct {
	Filter, FilterNearest, FilterLinear, FilterPixelated      int
	Address, AddressUnsafe, AddressClampToZero, AddressRepeat int
}

// renderShaders executes the template text for every filter and address,
// filter by filter.
func renderShaders(text string) ([][]string, error) {
	tmpl, err := template.New("tmpl").Parse(text)
	if err != nil {
		return nil, err
	}
	var out [][]string
	for f := range shaderFilters() {
		var row []string
		for a := range shaderAddresses() {
			var buf bytes.Buffer
			err := tmpl.Execute(&buf, shaderParams{
				Filter: f, FilterNearest: 0, FilterLinear: 1, FilterPixelated: 2,
				Address: a, AddressUnsafe: 0, AddressClampToZero: 1, AddressRepeat: 2,
			})
			if err != nil {
				return nil, err
			}
			row = append(row, buf.String())
		}
		out = append(out, row)
	}
	return out, nil
}

// rewriteShader rewrites the shader.go of builtinshader or colormshader:
// the template and ShaderSource's cache give way to the sources rendered
// now, which ShaderSource returns.
func rewriteShader(src []byte) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	if err := checkConstBlock(r, shaderFilters(), "FilterCount"); err != nil {
		return nil, err
	}
	if err := checkConstBlock(r, shaderAddresses(), "AddressCount"); err != nil {
		return nil, err
	}
	text, err := templateText(r)
	if err != nil {
		return nil, err
	}
	sources, err := renderShaders(text)
	if err != nil {
		return nil, err
	}
	if err := r.dropVars("tmpl"); err != nil {
		return nil, err
	}
	if err := r.dropVars("shaders", "shadersM"); err != nil {
		return nil, err
	}
	if err := r.replaceBody("ShaderSource", "\treturn shaderSources[filter][address]"); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.WriteString("// shaderSources holds the template's sources, rendered when this file\n")
	b.WriteString("// was written (by the project's cmd/webpatch), by filter and address.\n")
	b.WriteString("var shaderSources = [FilterCount][AddressCount][]byte{\n")
	for _, row := range sources {
		b.WriteString("\t{\n")
		for _, s := range row {
			fmt.Fprintf(&b, "\t\t[]byte(%s),\n", strconv.Quote(s))
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	r.add(b.String())
	return r.result()
}

// templateText is the text the file's tmpl parses:
// template.Must(template.New(...).Parse(TEXT)).
func templateText(r *rewriter) (string, error) {
	_, v, err := r.valueSpec("tmpl")
	if err != nil {
		return "", err
	}
	must, ok := v.(*ast.CallExpr)
	if !ok || len(must.Args) != 1 {
		return "", errors.New("tmpl is not template.Must(...)")
	}
	parse, ok := must.Args[0].(*ast.CallExpr)
	if !ok || len(parse.Args) != 1 {
		return "", errors.New("tmpl is not template.Must(template.New(...).Parse(text))")
	}
	if sel, ok := parse.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Parse" {
		return "", errors.New("tmpl is not built by Parse")
	}
	lit, ok := parse.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", errors.New("tmpl's text is not a string literal")
	}
	return strconv.Unquote(lit.Value)
}

// checkConstBlock checks that names are declared in this order in one
// const block that counts from iota, and that count equals len(names).
func checkConstBlock(r *rewriter, names []string, count string) error {
	g, v, err := r.valueSpec(names[0])
	if err != nil {
		return err
	}
	if id, ok := v.(*ast.Ident); !ok || id.Name != "iota" || g.Tok != token.CONST {
		return fmt.Errorf("%s is not a constant counting from iota", names[0])
	}
	var got []string
	for _, s := range g.Specs {
		for _, n := range s.(*ast.ValueSpec).Names {
			got = append(got, n.Name)
		}
	}
	if !slices.Equal(got, names) {
		return fmt.Errorf("the constants are %v, want %v", got, names)
	}
	_, v, err = r.valueSpec(count)
	if err != nil {
		return err
	}
	if lit, ok := v.(*ast.BasicLit); !ok || lit.Value != strconv.Itoa(len(names)) {
		return fmt.Errorf("%s is not %d", count, len(names))
	}
	return nil
}
