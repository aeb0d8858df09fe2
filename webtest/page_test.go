//go:build !js

package webtest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	cdpage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// status mirrors the parts of scene.Status the tests read (the JSON that
// window.flashpointState() resolves to).
type status struct {
	Screen   string `json:"screen"`
	Ticks    int    `json:"ticks"`
	Frames   int    `json:"frames"`
	Message  string `json:"message"`
	Settings struct {
		UIScale float64 `json:"ui_scale"`
		Volume  int     `json:"volume"`
	} `json:"settings"`
	Buttons []button `json:"buttons"`
	Rows    []row    `json:"rows"`
	Battle  *battle  `json:"battle"`
}

// row is a choice of the setup screen and where its arrows are.
type row struct {
	Label string `json:"label"`
	Value string `json:"value"`
	Prev  point  `json:"prev"`
	Next  point  `json:"next"`
}

type point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

type button struct {
	Label   string `json:"label"`
	At      point  `json:"at"`
	Enabled bool   `json:"enabled"`
}

type battle struct {
	Mode     string    `json:"mode"`
	Ruleset  string    `json:"ruleset"`
	Round    int       `json:"round"`
	ToMove   string    `json:"to_move"`
	Hash     string    `json:"hash"`
	Actions  int       `json:"actions"`
	Over     bool      `json:"over"`
	Human    bool      `json:"human"`
	Thinking bool      `json:"thinking"`
	Hurried  bool      `json:"hurried"`
	Hurries  int       `json:"hurries"`
	Levels   [2]string `json:"levels"`
	Pace     string    `json:"pace"`
	Selected string    `json:"selected"`
	Camera   struct {
		Rotation int
		Zoom     float64
		PanX     float64
		PanY     float64
	} `json:"camera"`
	Pieces   []piece   `json:"pieces"`
	Cubes    []cube    `json:"cubes"`
	Computer *decision `json:"computer"` // the computer's last decision
}

type piece struct {
	ID      string `json:"id"`
	Seat    string `json:"seat"`
	Cube    [3]int `json:"cube"`
	OnBoard bool   `json:"on_board"`
	Active  bool   `json:"active"`
	Click   *point `json:"click"`
}

type cube struct {
	Cube  [3]int `json:"cube"`
	Kind  string `json:"kind"`
	Click *point `json:"click"`
}

// timings mirrors window.flashpointTimings: milliseconds since navigation.
type timings struct {
	Script       float64 `json:"script"`
	Fetched      float64 `json:"fetched"`
	Instantiated float64 `json:"instantiated"`
	Main         float64 `json:"main"`
	Ready        float64 `json:"ready"`
	FirstDraw    float64 `json:"firstDraw"`
	FirstFrame   float64 `json:"firstFrame"`
	Failed       float64 `json:"failed"`
	Exit         float64 `json:"exit"`
}

// button returns the button whose label starts with prefix.
func (s status) button(t *testing.T, prefix string) button {
	t.Helper()
	for _, b := range s.Buttons {
		if strings.HasPrefix(b.Label, prefix) {
			return b
		}
	}
	t.Fatalf("no button %q on the %s screen (have %v)", prefix, s.Screen, s.Buttons)
	return button{}
}

func (s status) String() string {
	data, _ := json.Marshal(s)
	return string(data)
}

// page is one tab of a fresh headless Chromium (its own new profile).
type page struct {
	t    *testing.T
	ctx  context.Context
	w, h int

	close func() // ends the browser (again is harmless)

	mu      sync.Mutex
	console []string
}

// openBrowser starts Chromium with a w×h viewport. before are scripts that
// run in every document before the page's own (to take features away).
func openBrowser(t *testing.T, w, h int, before ...string) *page {
	t.Helper()
	if testEnv.skip != "" {
		t.Skip(testEnv.skip)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(testEnv.chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU, // and --enable-unsafe-swiftshader: WebGL in software
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(w, h),
		// No UserDataDir: chromedp gives every browser a fresh
		// --user-data-dir and removes it afterwards.
	}
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	p := &page{t: t, ctx: ctx, w: w, h: h, close: func() {
		cancel()
		acancel()
	}}
	t.Cleanup(p.close)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("browser console:\n%s", p.consoleText())
		}
	})
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", testEnv.chromium, err)
	}
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			p.mu.Lock()
			p.console = append(p.console, m.String())
			p.mu.Unlock()
		}
	}()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), int64(h))); err != nil {
		t.Fatal(err)
	}
	for _, src := range before {
		if _, err := chromedp.Call(ctx, cdpage.AddScriptToEvaluateOnNewDocument, cdpage.AddScriptToEvaluateOnNewDocumentParams{Source: src}); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func (p *page) consoleText() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.Join(p.console, "\n")
}

// navigate loads the game's page with a query string ("" or
// "?quick&seed=5").
func (p *page) navigate(query string) {
	p.t.Helper()
	if err := runNavigate(p, testEnv.url+"index.html"+query); err != nil {
		p.t.Fatalf("loading the page: %v", err)
	}
}

// runNavigate loads a URL in the page's tab.
func runNavigate(p *page, url string) error {
	ctx, cancel := context.WithTimeout(p.ctx, 60*time.Second)
	defer cancel()
	return chromedp.Do(ctx, chromedp.Navigate(url))
}

// open loads the page and waits for the game's first frame.
func (p *page) open(query string) timings {
	p.t.Helper()
	p.navigate(query)
	return p.waitFirstFrame()
}

// waitFirstFrame waits for the loader to record the first frame, failing
// with the page's message if the loader gave up.
func (p *page) waitFirstFrame() timings {
	p.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		tm := evalJS[timings](p, "window.flashpointTimings || {}")
		if tm.FirstFrame > 0 {
			return tm
		}
		if tm.Failed > 0 || tm.Exit > 0 {
			p.t.Fatalf("the page did not start the game: %s", p.loaderMessage())
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.t.Fatalf("no first frame within 60 s; the page says: %s", p.loaderMessage())
	return timings{}
}

// loaderMessage is what the loading screen says.
func (p *page) loaderMessage() string {
	return evalJS[string](p, `document.getElementById("status").textContent + " " + document.getElementById("detail").textContent`)
}

// evalJS evaluates an expression in the page (awaiting a Promise) and
// decodes its value.
func evalJS[T any](p *page, expr string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// state reads the game's status.
func (p *page) state() status {
	p.t.Helper()
	return evalJS[status](p, "window.flashpointState()")
}

// waitState polls the status until ok accepts it, for at most 20 s.
func (p *page) waitState(what string, ok func(status) bool) status {
	p.t.Helper()
	return p.waitStateFor(20*time.Second, what, ok)
}

// waitStateFor polls the status until ok accepts it, for at most d.
func (p *page) waitStateFor(d time.Duration, what string, ok func(status) bool) status {
	p.t.Helper()
	deadline := time.Now().Add(d)
	var s status
	for time.Now().Before(deadline) {
		if s = p.state(); ok(s) {
			return s
		}
		time.Sleep(40 * time.Millisecond)
	}
	p.t.Fatalf("waited %v for %s; the game shows %s", d, what, s)
	return s
}

// waitScreen waits for a screen of the game.
func (p *page) waitScreen(name string) status {
	p.t.Helper()
	return p.waitState("the "+name+" screen", func(s status) bool { return s.Screen == name })
}

// mouse sends one mouse event at a point.
func (p *page) mouse(typ input.DispatchMouseEventType, at point, pressed bool) {
	p.t.Helper()
	prm := input.DispatchMouseEventParams{Type: typ, X: at.X, Y: at.Y, Button: input.MouseButtonNone}
	if typ != input.DispatchMouseEventTypeMouseMoved {
		prm.Button, prm.ClickCount = input.MouseButtonLeft, 1
	}
	if pressed {
		prm.Buttons = 1
	}
	if _, err := chromedp.Call(p.ctx, input.DispatchMouseEvent, prm); err != nil {
		p.t.Fatal(err)
	}
}

// click moves the mouse to a point and clicks there, holding the button
// for a few frames as a hand does.
func (p *page) click(at point) {
	p.t.Helper()
	p.mouse(input.DispatchMouseEventTypeMouseMoved, at, false)
	time.Sleep(50 * time.Millisecond)
	p.mouse(input.DispatchMouseEventTypeMousePressed, at, true)
	time.Sleep(80 * time.Millisecond)
	p.mouse(input.DispatchMouseEventTypeMouseReleased, at, false)
	time.Sleep(30 * time.Millisecond)
}

// clickButton clicks the button whose label starts with prefix.
func (p *page) clickButton(s status, prefix string) {
	p.t.Helper()
	b := s.button(p.t, prefix)
	if !b.Enabled {
		// The game may hold input for a moment (the turn just came back
		// from the computer): click once the button takes clicks.
		s = p.waitState("the button "+prefix+" to take clicks", func(s status) bool {
			for _, b := range s.Buttons {
				if strings.HasPrefix(b.Label, prefix) && b.Enabled {
					return true
				}
			}
			return false
		})
		b = s.button(p.t, prefix)
	}
	p.click(b.At)
}

// key is a key as the DevTools protocol sends it.
type key struct {
	key, code string
	vk        int64
}

var (
	keyPanRight     = key{"d", "KeyD", 68}
	keyArrowDown    = key{"ArrowDown", "ArrowDown", 40}
	keySpace        = key{" ", "Space", 32}
	keyPageDown     = key{"PageDown", "PageDown", 34}
	keyEnd          = key{"End", "End", 35}
	keyBracketRight = key{"]", "BracketRight", 221}
)

// keyEvent sends a key going down or up.
func (p *page) keyEvent(k key, down bool) {
	p.t.Helper()
	prm := input.DispatchKeyEventParams{Type: input.DispatchKeyEventTypeKeyUp, Key: k.key, Code: k.code, WindowsVirtualKeyCode: k.vk, NativeVirtualKeyCode: k.vk}
	if down {
		prm.Type = input.DispatchKeyEventTypeRawKeyDown
	}
	if _, err := chromedp.Call(p.ctx, input.DispatchKeyEvent, prm); err != nil {
		p.t.Fatal(err)
	}
}

// press presses and releases a key.
func (p *page) press(k key) {
	p.t.Helper()
	p.keyEvent(k, true)
	time.Sleep(60 * time.Millisecond)
	p.keyEvent(k, false)
	time.Sleep(30 * time.Millisecond)
}

// shot saves a screenshot as WEBTEST_SHOTS/NAME.png when that variable is
// set.
func (p *page) shot(name string) {
	p.t.Helper()
	dir := os.Getenv("WEBTEST_SHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}
