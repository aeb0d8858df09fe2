// Command webpatch writes the copy of Ebitengine that scripts/web.sh
// builds the browser module against: the module as it is, with a few files
// that link into the module code the game never runs in the browser
// rewritten so that they behave the same there, and a go.mod that
// replaces Ebitengine with the copy (for go build -modfile).
//
// Usage:
//
//	webpatch -ebiten DIR [-modfile go.mod] [-go go] -out DIR
//
// -ebiten is the Ebitengine module's directory (go list -f '{{.Dir}}'
// github.com/hajimehoshi/ebiten/v2), -modfile the project's go.mod (its
// go.sum lies beside it), -go the go command that compiles the shaders
// and -out a directory for the copy (OUT/ebiten), OUT/go.mod and
// OUT/go.sum; the new go.mod's path is printed on standard output. The go
// command does not let -overlay replace files in the module cache, hence
// the copy.
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
//
//   - internal/debug/caller.go looks Ebitengine's own source up with
//     go/build (which brings go/parser, go/doc, os/exec and the build
//     configuration) to name the caller in a debug log. In the browser
//     there is no source tree and no go command, so the look-up always
//     fails and FirstCaller reports no caller; the rewritten FirstCaller
//     reports no caller straight away.
//
//   - shader.go (package ebiten) and internal/atlas/shader.go compile Kage
//     shaders at run time with legacyshader.CompileShader, which links the
//     shader compiler: internal/shader with go/parser, go/ast, go/scanner,
//     go/printer and go/build/constraint, about 1.2 MB of code. The
//     rewritten files call webshader.CompileShader instead, which returns
//     the same program compiled ahead of time (see below); everything else
//     they took from legacyshader (Unit, Texels, Pixels) webshader has.
//
// Besides, webpatch adds the package internal/webshader to the copy: the
// programs of every shader the browser build may compile, encoded, and
// CompileShader, which decodes the one for a source (by its source ID) or
// fails for a source not compiled ahead. To fill it, webpatch writes a
// generator into the copy (webshadergen, removed again), runs it with
// go run in OUT (the modules must be in the module cache or reachable:
// go mod download) and that generator compiles with legacyshader, as the
// game would at run time: the built-in shaders (builtinshader's and
// colormshader's for every filter and address, and the clear shader) and
// every string constant passed as NewShader([]byte(NAME)) in Ebitengine
// or in the project (the stencil shaders of package ebiten and of
// vector). It checks that each program decodes to the one compiled, field
// by field, and gives the same GLSL for WebGL 1 and 2. webpatch finds the
// constants by reading the sources: a call that compiles a shader from
// anything but a constant must be one it knows to be covered by the
// built-in shaders, and each of those must still be there.
//
// A file that no longer looks as expected (a newer Ebitengine) is an
// error, not a silent skip. The desktop game and every test but the
// browser build use Ebitengine unchanged.
package main
