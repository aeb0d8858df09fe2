package main

import (
	"errors"
	"go/ast"
	"strings"
)

// rewriteAudioContext rewrites audio/context.go: newContext opens the
// virtual audio device of a virtualization guest (audio/internal/vmaudio)
// when its vmGuest is true, which it never is in the browser (there the
// UI backend, internal/ui's ui_other.go, marks the process no guest
// before the game runs). The rewritten newContext fails in that case
// instead, and vmaudio, whose initialisation hooks its device into the
// guest's connection and so links it and its gob-encoded messages
// (encoding/gob), is no longer imported.
func rewriteAudioContext(src []byte) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	f, err := r.fn("newContext")
	if err != nil {
		return nil, err
	}
	var guest *ast.IfStmt
	for _, s := range f.Body.List {
		if is, ok := s.(*ast.IfStmt); ok {
			if id, ok := is.Cond.(*ast.Ident); ok && id.Name == "vmGuest" && is.Init == nil && is.Else == nil {
				guest = is
			}
		}
	}
	if guest == nil {
		return nil, errors.New("newContext has no if vmGuest { ... }")
	}
	from, to := r.span(nil, guest.Body)
	r.edits = append(r.edits, edit{from, to, "{\n\treturn nil, nil, errors.New(\"audio: a virtualization guest's audio device is left out of this build\")\n}"})
	if err := r.dropType("vmaudioContext"); err != nil {
		return nil, err
	}
	out, err := r.result()
	if err != nil {
		return nil, err
	}
	if strings.Contains(string(out), "vmaudio") {
		return nil, errors.New("still refers to vmaudio")
	}
	return addImport(out, "errors")
}

// dropType removes the type declaration of name, alone in its
// declaration, and the methods declared on it.
func (r *rewriter) dropType(name string) error {
	found := false
	for _, d := range r.file.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok && ts.Name.Name == name {
					if len(d.Specs) != 1 {
						return errors.New("type " + name + " is declared together with others")
					}
					from, to := r.span(d.Doc, d)
					r.edits = append(r.edits, edit{from, to, ""})
					found = true
				}
			}
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) != 1 {
				continue
			}
			t := d.Recv.List[0].Type
			if st, ok := t.(*ast.StarExpr); ok {
				t = st.X
			}
			if id, ok := t.(*ast.Ident); ok && id.Name == name {
				from, to := r.span(d.Doc, d)
				r.edits = append(r.edits, edit{from, to, ""})
			}
		}
	}
	if !found {
		return errors.New("no type " + name)
	}
	return nil
}

// vmguestDropped lists the declarations rewriteVMGuest removes from
// internal/vmguest/vmguest.go: functions, then vars.
var vmguestDropped = [2][]string{
	{"AppendPostTickHook", "RunPostTickHooks", "RegisterTextInputHandlers", "RunTextInputStateHandler", "RunTextInputEndHandler"},
	{"postTickHooksMu", "postTickHooks", "textInputHandlersMu", "textInputStateHandler", "textInputEndHandler"},
}

// rewriteVMGuest rewrites internal/vmguest/vmguest.go, which the UI
// backend imports to mark the process a virtualization guest or not (in
// the browser, not). Its post-tick hooks and text input handlers take
// internal/vmprotocol's message types, and vmprotocol imports
// encoding/gob, whose initialisation alone links most of it (70 KB of
// code). In the browser only the guest's audio device (see
// rewriteAudioContext), Ebitengine's guest UI backend (built with the
// ebitenginevmguest tag, on desktops) and exp/textinput, which the game
// does not use, call them; the copy goes without them, and so without
// vmprotocol. A build that calls them fails to compile.
func rewriteVMGuest(src []byte) ([]byte, error) {
	r, err := newRewriter(src)
	if err != nil {
		return nil, err
	}
	for _, name := range vmguestDropped[0] {
		f, err := r.fn(name)
		if err != nil {
			return nil, err
		}
		from, to := r.span(f.Doc, f)
		r.edits = append(r.edits, edit{from, to, ""})
	}
	if err := r.dropVars(vmguestDropped[1]...); err != nil {
		return nil, err
	}
	out, err := r.result()
	if err != nil {
		return nil, err
	}
	if strings.Contains(string(out), "vmprotocol.") {
		return nil, errors.New("still refers to vmprotocol")
	}
	return out, nil
}
