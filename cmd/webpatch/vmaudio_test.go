package main

import (
	"slices"
	"strings"
	"testing"
)

// The rewritten audio/context.go opens no virtual device (it fails for a
// guest) and imports neither vmaudio nor anything else of the guest,
// while oto, the real device, stays.
func TestRewriteAudioContext(t *testing.T) {
	out := rewriteEbiten(t, "audio/context.go", rewriteAudioContext)
	imp := imports(t, out)
	if slices.Contains(imp, ebitenModule+"/audio/internal/vmaudio") || strings.Contains(string(out), "vmaudioContext") {
		t.Errorf("the rewritten context.go still has the virtual device:\n%s", out)
	}
	if !slices.Contains(imp, "github.com/ebitengine/oto/v3") || !strings.Contains(string(out), "oto.NewContext(") {
		t.Errorf("the rewritten context.go lost oto (imports %v)", imp)
	}
	if !strings.Contains(string(out), "if vmGuest {\n\t\treturn nil, nil, errors.New(") {
		t.Errorf("newContext does not fail for a guest:\n%s", out)
	}
	if _, err := rewriteAudioContext([]byte("package audio\n\nfunc newContext(sampleRate int, vmGuest bool) {}\n\ntype vmaudioContext struct{}\n")); err == nil {
		t.Error("rewriteAudioContext accepted a newContext without the guest's branch")
	}
	if _, err := rewriteAudioContext([]byte("package audio\n\nfunc newContext(sampleRate int, vmGuest bool) {\n\tif vmGuest {\n\t}\n}\n")); err == nil {
		t.Error("rewriteAudioContext accepted a file without vmaudioContext")
	}
}

// The rewritten vmguest.go keeps MarkGuest and IsGuest and goes without
// the declarations that take vmprotocol's types, and without vmprotocol.
func TestRewriteVMGuest(t *testing.T) {
	out := string(rewriteEbiten(t, "internal/vmguest/vmguest.go", rewriteVMGuest))
	if slices.Contains(imports(t, []byte(out)), ebitenModule+"/internal/vmprotocol") {
		t.Error("the rewritten vmguest.go imports vmprotocol")
	}
	for _, keep := range []string{"func MarkGuest(guest bool) {", "func IsGuest() bool {"} {
		if !strings.Contains(out, keep) {
			t.Errorf("the rewritten vmguest.go lost %s", keep)
		}
	}
	for _, names := range vmguestDropped {
		for _, name := range names {
			if strings.Contains(out, name) {
				t.Errorf("the rewritten vmguest.go still has %s", name)
			}
		}
	}
	if _, err := rewriteVMGuest([]byte("package vmguest\n\nfunc MarkGuest(guest bool) {}\n")); err == nil {
		t.Error("rewriteVMGuest accepted a file without the hooks")
	}
}

// An unnamed import of a major version's path is known by the element
// before the version, so it stays when used.
func TestPruneImportsMajorVersion(t *testing.T) {
	src := []byte("package x\n\nimport (\n\t\"github.com/ebitengine/oto/v3\"\n\t\"example.com/unused/v2\"\n)\n\nvar _ = oto.NewContext\n")
	out, err := pruneImports(src)
	if err != nil {
		t.Fatal(err)
	}
	if got := imports(t, out); !slices.Equal(got, []string{"github.com/ebitengine/oto/v3"}) {
		t.Errorf("imports after pruning: %v", got)
	}
}
