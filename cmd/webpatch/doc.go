// Command webpatch writes the copy of Ebitengine that scripts/web.sh
// builds the browser module against: the module as it is, with a few files
// that link into the module code the game never runs in the browser
// rewritten so that they behave the same there, and a go.mod that
// replaces Ebitengine with the copy (for go build -modfile).
//
// Usage:
//
//	webpatch -ebiten DIR [-modfile go.mod] -out DIR
//
// -ebiten is the Ebitengine module's directory (go list -f '{{.Dir}}'
// github.com/hajimehoshi/ebiten/v2), -modfile the project's go.mod (its
// go.sum lies beside it) and -out a directory for the copy (OUT/ebiten),
// OUT/go.mod and OUT/go.sum; the new go.mod's path is printed on standard
// output. The go command does not let -overlay replace files in the
// module cache, hence the copy.
//
// The files it rewrites:
//
//   - internal/builtinshader/shader.go and internal/colormshader/shader.go
//     render the built-in shaders' sources with text/template at run time.
//     text/template calls reflect.Value.MethodByName, and a program that
//     can reach that keeps every exported method of every type it uses,
//     called or not: about 4 MB of the 26 MB module. The rewritten files
//     hold the same sources, rendered from the same template with
//     text/template when the copy is written.
//   - internal/debug/caller.go looks Ebitengine's own source up with
//     go/build (which brings go/parser, go/doc, os/exec and the build
//     configuration) to name the caller in a debug log. In the browser
//     there is no source tree and no go command, so the look-up always
//     fails and FirstCaller reports no caller; the rewritten FirstCaller
//     reports no caller straight away.
//
// A file that no longer looks as expected (a newer Ebitengine) is an
// error, not a silent skip. The desktop game and every test but the
// browser build use Ebitengine unchanged.
package main
