// Command webpatch writes the copy of Ebitengine that scripts/web.sh
// builds the browser module against: the module as it is, with a few files
// that link into the module code the game never runs in the browser
// rewritten so that they behave the same there (or left out), its shaders
// compiled ahead of time, and a go.mod that replaces Ebitengine with the
// copy (for go build -modfile).
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
//     go/printer and go/build/constraint, about 1.5 MB of the module. The
//     rewritten files call webshader.CompileShader instead, which returns
//     the same program compiled ahead of time (see below); everything else
//     they took from legacyshader (Unit, Texels, Pixels) webshader has.
//
//   - internal/graphics/shader.go and internal/shader/expr.go each hold a
//     regular expression in a package-level var, compiled when the
//     program starts; the browser module imports both packages (the first
//     for its vertex code, the second with it) but never compiles a
//     shader, and the two vars alone linked regexp (0.27 MB of code). In
//     the copy each var is a function that compiles it on first use.
//
//   - internal/shaderir/glsl/glsl.go collapses the blank lines of the GLSL
//     it writes with a regular expression; the copy does it with
//     collapseNewlines, a loop that does the same (tested against the
//     expression), so that regexp is not linked at all.
//
//   - imagedumper.go (package ebiten) takes a screenshot, or dumps the
//     internal images, at a key named by an environment variable
//     (EBITENGINE_SCREENSHOT_KEY, EBITENGINE_INTERNAL_IMAGES_KEY). The
//     game's page sets no such variable (its loader passes GOGC alone),
//     so in the browser the keys are never set; the rewritten
//     envScreenshotKey and envInternalImagesKey report them unset, and
//     takeScreenshot and dumpInternalImages, which only those keys reach,
//     fail. internal/graphicscommand/image_js.go's DumpImages, which only
//     dumpInternalImages calls, fails too, and archive/zip (whose
//     initialisation registers compress/flate's compressors) is no longer
//     imported. The PNG encoding of the dumps goes with them.
//
//   - audio/context.go opens a virtualization guest's virtual audio
//     device (audio/internal/vmaudio) when the process runs as a guest of
//     exp/vmhost, which in the browser it never does (the UI backend
//     marks it no guest before the game runs); vmaudio's initialisation
//     hooks the device into the guest's connection, so importing it
//     linked it whole. The rewritten newContext fails for a guest, and
//     vmaudio is not imported. internal/vmguest/vmguest.go then goes
//     without its post-tick hooks and text input handlers, which only the
//     guest's UI backend (ebitenginevmguest tag, desktops), vmaudio and
//     exp/textinput call, and so without internal/vmprotocol, whose
//     encoding/gob linked 70 KB of code through its initialisation alone:
//     0.39 MB of the module (77 KB gzipped) in all.
//
// Besides, the copy's text/v2 goes without the files of GoTextFace
// (gotext*.go and metadata.go): the game draws its text with GoXFace
// (scene/board.Faces says why), and with GoTextFace unused those files
// still linked, through their imports and package-level variables, an SVG
// renderer for colour glyphs with encoding/xml, the TIFF, JPEG and PNG
// decoders their imports register, golang.org/x/text/language and parts
// of go-text/typesetting: 0.8 MB of the module. No other file of text/v2
// refers to them; a text/v2 whose other files import go-text/typesetting
// is an error, and a game that used GoTextFace would not build for the
// browser.
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
