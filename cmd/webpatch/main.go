package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the exit status: 0, 1 when a
// file cannot be rewritten, or 2 for bad flags.
func run(args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("webpatch", flag.ContinueOnError)
	flags.SetOutput(stderr)
	ebiten := flags.String("ebiten", "", "the Ebitengine module's directory")
	gomod := flags.String("modfile", "go.mod", "the project's go.mod (its go.sum lies beside it)")
	out := flags.String("out", "", "directory for the patched copy, go.mod and go.sum")
	goCmd := flags.String("go", "go", "the go command that compiles the shaders")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *ebiten == "" || *out == "" || flags.NArg() > 0 {
		fmt.Fprintln(stderr, "webpatch: usage: webpatch -ebiten DIR [-modfile go.mod] [-go go] -out DIR")
		return 2
	}
	path, err := writePatched(*goCmd, *ebiten, *gomod, *out)
	if err != nil {
		fmt.Fprintln(stderr, "webpatch:", err)
		return 1
	}
	fmt.Fprintln(stdout, path)
	return 0
}

// patch is one rewritten file: its path inside the Ebitengine module and
// the function that rewrites its source.
type patch struct {
	path    string
	rewrite func(src []byte) ([]byte, error)
}

// patches lists every file the copy has rewritten.
func patches() []patch {
	return []patch{
		{"internal/builtinshader/shader.go", rewriteShader},
		{"internal/colormshader/shader.go", rewriteShader},
		{"internal/debug/caller.go", rewriteCaller},
		{"shader.go", rewriteCompileCalls},
		{"internal/atlas/shader.go", rewriteCompileCalls},
		{"internal/graphics/shader.go", rewriteLazyRegexp("reUnit")},
		{"internal/shader/expr.go", rewriteLazyRegexp("textureVariableRe")},
		{"internal/shaderir/glsl/glsl.go", rewriteGLSL},
		{"imagedumper.go", rewriteImageDumper},
		{"internal/graphicscommand/image_js.go", rewriteDumpImages},
		{"audio/context.go", rewriteAudioContext},
		{"internal/vmguest/vmguest.go", rewriteVMGuest},
	}
}

// ebitenModule is the module path webpatch copies and replaces.
const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// writePatched copies the Ebitengine module in ebitenDir to outDir/ebiten
// with the patched files rewritten, and writes outDir/go.mod, the
// project's go.mod (gomod) with a replace directive for that copy, beside
// a copy of its go.sum. Then it compiles the shaders into the copy's
// webshader package with goCmd. It returns the new go.mod's path.
func writePatched(goCmd, ebitenDir, gomod, outDir string) (string, error) {
	ebitenDir, err := filepath.Abs(ebitenDir)
	if err != nil {
		return "", err
	}
	outDir, err = filepath.Abs(outDir)
	if err != nil {
		return "", err
	}
	gomod, err = filepath.Abs(gomod)
	if err != nil {
		return "", err
	}
	sources, err := shaderSources(ebitenDir, filepath.Dir(gomod))
	if err != nil {
		return "", err
	}
	copyDir := filepath.Join(outDir, "ebiten")
	if err := os.RemoveAll(copyDir); err != nil {
		return "", err
	}
	if err := copyModule(ebitenDir, copyDir); err != nil {
		return "", err
	}
	for _, p := range patches() {
		dst := filepath.Join(copyDir, filepath.FromSlash(p.path))
		src, err := os.ReadFile(dst)
		if err != nil {
			return "", err
		}
		out, err := p.rewrite(src)
		if err != nil {
			return "", fmt.Errorf("%s: %w", p.path, err)
		}
		if err := os.WriteFile(dst, out, 0o644); err != nil {
			return "", err
		}
	}
	if err := dropTextFiles(copyDir); err != nil {
		return "", err
	}
	mod, err := os.ReadFile(gomod)
	if err != nil {
		return "", err
	}
	if bytes.Contains(mod, []byte("replace "+ebitenModule)) {
		return "", fmt.Errorf("%s already replaces %s", gomod, ebitenModule)
	}
	mod = fmt.Appendf(mod, "\nreplace %s => %s\n", ebitenModule, copyDir)
	sum, err := os.ReadFile(strings.TrimSuffix(gomod, ".mod") + ".sum")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(outDir, "go.sum"), sum, 0o644); err != nil {
		return "", err
	}
	path := filepath.Join(outDir, "go.mod")
	if err := os.WriteFile(path, mod, 0o644); err != nil {
		return "", err
	}
	return path, precompileShaders(goCmd, copyDir, outDir, sources)
}

// copyModule copies the regular files of the module in src to dst, less
// its examples, writable.
func copyModule(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if d.IsDir() {
			if rel == "examples" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
}
