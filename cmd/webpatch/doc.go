// Command webpatch writes the overlay (go build -overlay) with which
// scripts/web.sh builds the browser module: replacements for a few files of
// Ebitengine that link into the module code the game never runs in the
// browser, each rewritten so that it behaves the same there.
//
// Usage:
//
//	webpatch -ebiten DIR -out DIR
//
// -ebiten is the Ebitengine module's directory (go list -m -f '{{.Dir}}'
// github.com/hajimehoshi/ebiten/v2) and -out a directory for the rewritten
// files; the overlay's path, OUT/overlay.json, is printed on standard
// output.
//
// The files it rewrites:
//
//   - internal/builtinshader/shader.go and internal/colormshader/shader.go
//     render the built-in shaders' sources with text/template at run time.
//     text/template calls reflect.Value.MethodByName, and a program that
//     can reach that keeps every exported method of every type it uses,
//     called or not: about 4 MB of the 26 MB module. The rewritten files
//     hold the same sources, rendered from the same template with
//     text/template when the overlay is written.
//   - internal/debug/caller.go looks Ebitengine's own source up with
//     go/build (which brings go/parser, go/doc, os/exec and the build
//     configuration) to name the caller in a debug log. In the browser
//     there is no source tree and no go command, so the look-up always
//     fails and FirstCaller reports no caller; the rewritten FirstCaller
//     reports no caller straight away.
//
// A file that no longer looks as expected (a newer Ebitengine) is an
// error, not a silent skip.
package main
