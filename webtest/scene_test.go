//go:build !js

package webtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// sceneHarness runs a Go test binary built for GOOS=js in the page and
// records its output and exit status in window.testDone.
const sceneHarness = `<!doctype html>
<meta charset="utf-8">
<title>scene tests</title>
<link rel="icon" href="data:,">
<body>
<script src="../wasm_exec.js"></script>
<script>
(async () => {
  const out = [];
  const decoder = new TextDecoder("utf-8");
  const write = globalThis.fs.writeSync.bind(globalThis.fs);
  globalThis.fs.writeSync = (fd, buf) => {
    out.push(decoder.decode(buf, { stream: true }));
    return write(fd, buf);
  };
  const go = new Go();
  go.argv = ["scene.test", "-test.v", "-test.run=^TestBrowser"];
  go.env = { GOGC: "400" }; // as web/loader.js runs the game
  go.exit = (code) => { window.testDone = { code, out: out.join("") }; };
  try {
    const r = await WebAssembly.instantiateStreaming(fetch("scene.test.wasm"), go.importObject);
    await go.run(r.instance);
  } catch (e) {
    window.testDone = { code: -1, out: out.join("") + "\n" + e };
  }
})();
</script>
`

// The scene package's own browser tests (TestBrowser*, in files built only
// for GOOS=js: the localStorage storage, and a computer player's thinking
// yielding to the page) pass in Chromium.
func TestSceneInBrowser(t *testing.T) {
	if testEnv.skip != "" {
		t.Skip(testEnv.skip)
	}
	dir := filepath.Join(testEnv.site, "scenetest")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	build := exec.Command(goTool(), "test", "-c", "-o", filepath.Join(dir, "scene.test.wasm"), "./scene")
	build.Dir = testEnv.root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the scene tests for the browser: %v\n%s", err, out)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(sceneHarness), 0o644); err != nil {
		t.Fatal(err)
	}
	p := openBrowser(t, 800, 600)
	if err := runNavigate(p, testEnv.url+"scenetest/index.html"); err != nil {
		t.Fatal(err)
	}
	type done struct {
		Code int    `json:"code"`
		Out  string `json:"out"`
	}
	deadline := time.Now().Add(3 * time.Minute)
	var d *done
	for time.Now().Before(deadline) {
		if d = evalJS[*done](p, "window.testDone || null"); d != nil {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if d == nil {
		t.Fatal("the scene tests did not finish within 3 minutes")
	}
	t.Logf("scene tests in the browser:\n%s", d.Out)
	if d.Code != 0 {
		t.Fatalf("the scene tests failed in the browser (exit status %d)", d.Code)
	}
	for _, name := range []string{
		"TestBrowserLocalStorageRoundTrip", "TestBrowserSettingsPersistInLocalStorage",
		"TestBrowserLocalStorageFull", "TestBrowserLocalStorageRefused",
		"TestBrowserThinkingYields", "TestBrowserHardPlayerYields",
	} {
		if !strings.Contains(d.Out, "--- PASS: "+name) {
			t.Errorf("%s did not pass in the browser", name)
		}
	}
}
