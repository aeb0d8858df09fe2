//go:build js

package scene

import (
	"bytes"
	"errors"
	"io/fs"
	"strings"
	"syscall/js"
	"testing"
)

// These tests run in a browser page (package webtest builds this package's
// tests for GOOS=js and runs the TestBrowser ones in Chromium).

// jsEval evaluates JavaScript source in the page and returns its value.
func jsEval(src string) js.Value {
	return js.Global().Get("Function").New("return (" + src + ");").Invoke()
}

// testLocalStorage is the page's localStorage under a prefix of its own,
// cleared when the test ends.
func testLocalStorage(t *testing.T) *LocalStorage {
	t.Helper()
	ls, err := NewLocalStorage()
	if err != nil {
		t.Fatalf("NewLocalStorage: %v", err)
	}
	ls.Prefix = "flashpoint-arena-test/" + t.Name() + "/"
	t.Cleanup(func() {
		jsEval(`(() => {
			for (const k of Object.keys(localStorage)) {
				if (k.startsWith("flashpoint-arena-test/")) localStorage.removeItem(k);
			}
		})()`)
	})
	return ls
}

func TestBrowserLocalStorageRoundTrip(t *testing.T) {
	ls := testLocalStorage(t)
	if _, err := ls.Load("settings.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Load of a missing document: %v, want fs.ErrNotExist", err)
	}
	docs := map[string][]byte{
		"settings.json":  []byte(`{"ui_scale": 1.25, "volume": 30, "name": "Ворон"}`),
		"binary.bin":     {0xff, 0x00, 0xfe, 'a', 0x80},
		"looks-like.txt": []byte(binaryMark + "not really base64"),
		"empty.json":     {},
	}
	for name, data := range docs {
		if err := ls.Save(name, data); err != nil {
			t.Fatalf("Save %s: %v", name, err)
		}
	}
	for name, data := range docs {
		got, err := ls.Load(name)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("Load %s = %q, %v; want %q", name, got, err, data)
		}
	}
	// Text is stored as text under the prefixed key, readable by the page.
	item := js.Global().Get("localStorage").Call("getItem", ls.Prefix+"settings.json")
	if item.String() != string(docs["settings.json"]) {
		t.Errorf("stored item %q, want the document's text", item.String())
	}
	if err := ls.Remove("settings.json"); err != nil {
		t.Fatal(err)
	}
	if _, err := ls.Load("settings.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load after Remove: %v, want fs.ErrNotExist", err)
	}
	if err := ls.Remove("never-saved"); err != nil {
		t.Errorf("Remove of a missing document: %v", err)
	}
	for _, bad := range []string{"", "a/b", `a\b`, ".", ".."} {
		if err := ls.Save(bad, []byte("x")); err == nil {
			t.Errorf("Save(%q) accepted a bad name", bad)
		}
	}
}

// Settings go through the same interface as on the desktop.
func TestBrowserSettingsPersistInLocalStorage(t *testing.T) {
	ls := testLocalStorage(t)
	s := DefaultSettings()
	s.Volume, s.UIScale, s.Language = 30, 1.5, "uk"
	if err := SaveSettings(ls, s); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(ls)
	if err != nil || got.Volume != 30 || got.UIScale != 1.5 || got.Language != "uk" {
		t.Fatalf("LoadSettings = %+v, %v; want volume 30, scale 1.5, language uk", got, err)
	}
}

// A full storage gives an error that says so, never a panic.
func TestBrowserLocalStorageFull(t *testing.T) {
	ls := testLocalStorage(t)
	// Big items first, then ever smaller ones, to the last byte.
	filled := jsEval(`(() => {
		let n = 0, refusal = "never full";
		for (let size = 1 << 20; size >= 1; size >>= 1) {
			const chunk = "x".repeat(size);
			try {
				for (let i = 0; i < 100; i++) localStorage.setItem("flashpoint-arena-test/filler-" + n++, chunk);
			} catch (e) {
				refusal = e.name;
			}
		}
		return refusal;
	})()`).String()
	if filled != "QuotaExceededError" {
		t.Fatalf("filling localStorage ended with %q, want QuotaExceededError", filled)
	}
	err := ls.Save("settings.json", []byte(`{"volume": 30}`))
	if err == nil || !strings.Contains(err.Error(), "full") {
		t.Fatalf("Save into a full storage: %v, want an error that says it is full", err)
	}
	if _, err := ls.Load("settings.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load after a failed Save: %v, want fs.ErrNotExist", err)
	}
}

// A browser that refuses storage, or has none, gives a clear error and the
// game keeps its settings in memory.
func TestBrowserLocalStorageRefused(t *testing.T) {
	refusing := jsEval(`({ get localStorage() { throw new DOMException("The operation is insecure.", "SecurityError"); } })`)
	if _, err := localStorageOf(refusing); err == nil || !strings.Contains(err.Error(), "refuses") || !strings.Contains(err.Error(), "SecurityError") {
		t.Errorf("refused storage: %v, want an error that says the browser refuses it", err)
	}
	if _, err := localStorageOf(jsEval(`({})`)); err == nil || !strings.Contains(err.Error(), "no localStorage") {
		t.Errorf("missing storage: %v, want an error that says there is none", err)
	}
	broken := &LocalStorage{Prefix: "x/", store: jsEval(`({
		getItem() { throw new DOMException("gone", "InvalidStateError"); },
		setItem() { throw new DOMException("no", "SecurityError"); },
		removeItem() { throw new TypeError("bad"); },
	})`)}
	if _, err := broken.Load("settings.json"); err == nil || errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "InvalidStateError") {
		t.Errorf("Load from a broken storage: %v", err)
	}
	if err := broken.Save("settings.json", []byte("{}")); err == nil || !strings.Contains(err.Error(), "refused") {
		t.Errorf("Save into a broken storage: %v", err)
	}
	if err := broken.Remove("settings.json"); err == nil || !strings.Contains(err.Error(), "TypeError") {
		t.Errorf("Remove from a broken storage: %v", err)
	}
	// LoadSettings reports the problem and still gives usable settings.
	s, err := LoadSettings(broken)
	if err == nil || s.UIScale != 1 {
		t.Errorf("LoadSettings from a broken storage = %+v, %v", s, err)
	}
}
