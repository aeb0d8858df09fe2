//go:build !js

package webtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// The budgets of the browser build (issue 5, tightened by issue 13).
const (
	firstFrameBudget = 1500      // ms from navigation to the title screen's first frame shown
	moduleBudget     = 4_000_000 // bytes of the compressed module the browser downloads (brotli)
	gzipBudget       = 4_718_592 // bytes of the gzip copy, for browsers without brotli: 4.5 MB of 2^20 bytes
	// busyMachineSlack multiplies the time budget unless
	// WEBTEST_STRICT_BUDGET=1: WebGL runs in software here, and when the
	// other packages' tests share the two cores a load takes twice as long
	// or more. A measurement of the budget runs this test alone, strict.
	busyMachineSlack = 3
)

// A hot-seat game from the title screen, played as a person would: New
// game, Start battle, the hand-over, then click a model of the side to move
// and one of the cubes it highlights. The model goes there (the state hash
// and the action count change) and the game in progress is saved in
// localStorage, so after a reload the title offers to continue it.
func TestHotSeatTurn(t *testing.T) {
	p := openBrowser(t, 1280, 720)
	p.open("?seed=7")
	s := p.waitScreen("title")
	buttonsInside(t, s, 1280, 720)
	p.shot("hotseat-1-title")
	p.clickButton(s, "New game")
	s = p.waitScreen("setup")
	buttonsInside(t, s, 1280, 720)
	p.shot("hotseat-2-setup")
	p.clickButton(s, "Start battle")
	s = p.waitScreen("handover")
	buttonsInside(t, s, 1280, 720)
	p.shot("hotseat-3-handover")
	if s.Battle == nil || s.Battle.Mode != "hot-seat" {
		t.Fatalf("the hand-over is not of a hot-seat battle: %s", s)
	}
	p.clickButton(s, "I am")
	s = p.waitState("a person to decide on the battle screen", func(s status) bool {
		return s.Screen == "battle" && s.Battle != nil && s.Battle.Human
	})
	p.shot("hotseat-4-battle")
	buttonsInside(t, s, 1280, 720)
	s = passOpening(p) // the round's Tactician rerolls, one side after the other
	before := *s.Battle
	after, mover, dest := moveAModel(t, p, before, "hotseat-")
	if after.Hash == before.Hash {
		t.Errorf("the state hash did not change: %s", after.Hash)
	}
	if after.Actions < before.Actions+1 {
		t.Errorf("actions %d after the move, %d before", after.Actions, before.Actions)
	}
	t.Logf("%s moved from %v to %v; hash %s -> %s; %d -> %d actions", mover.ID, mover.Cube, dest.Cube, before.Hash, after.Hash, before.Actions, after.Actions)

	saved := evalJS[bool](p, `localStorage.getItem("flashpoint-arena/savegame.json") !== null`)
	if !saved {
		t.Fatal("the game in progress was not saved to localStorage")
	}
	p.open("")
	s = p.waitScreen("title")
	if b := s.button(t, "Continue"); !b.Enabled || b.Label != "Continue" {
		t.Errorf("after a reload the title shows %+v, want Continue enabled", b)
	}
}

// moveAModel clicks a model of the side to move twice (a click selects, a
// second activates) and then one of the cubes it highlights, and waits
// for the model to get there.
func moveAModel(t *testing.T, p *page, before battle, shots string) (after battle, mover piece, dest cube) {
	t.Helper()
	found := false
	for _, pc := range before.Pieces {
		if pc.Seat == before.ToMove && pc.OnBoard && pc.Click != nil {
			mover, found = pc, true
			break
		}
	}
	if !found {
		t.Fatalf("no model of %s can be clicked: %+v", before.ToMove, before)
	}
	// The first click selects the model (its card and its Activate
	// button show, nothing is activated); the second activates it.
	p.click(*mover.Click)
	p.waitState(mover.ID+" selected, not activated", func(s status) bool {
		return s.Battle != nil && s.Battle.Selected == mover.ID && s.Battle.Actions == before.Actions
	})
	p.shot(shots + "5-inspected")
	p.click(*mover.Click)
	s := p.waitState("cubes highlighted for "+mover.ID, func(s status) bool {
		if s.Battle == nil || s.Battle.Selected != mover.ID {
			return false
		}
		for _, c := range s.Battle.Cubes {
			if c.Kind == "move" && c.Click != nil {
				return true
			}
		}
		return false
	})
	p.shot(shots + "5-selected")
	for _, c := range s.Battle.Cubes {
		if c.Kind == "move" && c.Click != nil {
			dest = c
			break
		}
	}
	p.click(*dest.Click)
	s = p.waitState(fmt.Sprintf("%s to move to %v", mover.ID, dest.Cube), func(s status) bool {
		for _, pc := range s.Battle.Pieces {
			if pc.ID == mover.ID {
				return pc.Cube == dest.Cube
			}
		}
		return false
	})
	p.shot(shots + "6-moved")
	return *s.Battle, mover, dest
}

// Against the computer: the person plays blue by clicking (a model, a
// highlighted cube, then Space to end the activation), and the computer
// plays red on its own.
func TestVersusComputer(t *testing.T) {
	p := openBrowser(t, 800, 600)
	p.open("?quick&versus&seed=5")
	s := p.waitState("the battle against the computer", func(s status) bool {
		return s.Screen == "battle" && s.Battle != nil && s.Battle.Mode == "versus"
	})
	s = passOpening(p) // blue's Tactician reroll; red's is the computer's
	if s.Battle.ToMove == "blue" {
		s = p.waitState("blue to decide", func(s status) bool { return s.Battle.Human })
		after, mover, _ := moveAModel(t, p, *s.Battle, "versus-")
		t.Logf("blue moved %s; %d actions", mover.ID, after.Actions)
		p.press(keySpace)
		s = p.waitState("blue's activation to end", func(s status) bool { return s.Battle.ToMove != "blue" })
	}
	start := s.Battle.Actions
	s = p.waitState("the computer to play red", func(s status) bool { return s.Battle.Actions > start })
	p.shot("versus-computer-moved")
	t.Logf("the computer played: %d -> %d actions, %s to move", start, s.Battle.Actions, s.Battle.ToMove)
}

// The title screen's first frame is shown within the budget of
// navigation, and the module the browser downloads is compressed within
// its budget. Each load is a newcomer's: a fresh browser profile, nothing
// cached. The best of three loads is taken, so that a burst of other work
// on the machine does not decide the figure.
func TestFirstFrameAndModuleSize(t *testing.T) {
	var p *page
	best := timings{FirstFrame: 1e9}
	for i := range 3 {
		p = openBrowser(t, 1280, 720)
		tm := p.open("")
		t.Logf("load %d: first frame shown %.0f ms after navigation (module downloaded %.0f, compiled %.0f, game code runs %.0f, game built %.0f, first frame drawn %.0f)", i+1, tm.FirstFrame, tm.Fetched, tm.Instantiated, tm.Main, tm.Ready, tm.FirstDraw)
		if tm.FirstFrame < best.FirstFrame {
			best = tm
		}
		if i < 2 {
			p.close() // a running game would slow the next load down
		}
	}
	limit := float64(firstFrameBudget)
	if os.Getenv("WEBTEST_STRICT_BUDGET") != "1" {
		limit *= busyMachineSlack
	}
	t.Logf("first frame: best of three %.0f ms (budget %d ms; failing above %.0f ms)", best.FirstFrame, firstFrameBudget, limit)
	if best.FirstFrame > limit {
		t.Errorf("first frame shown %.0f ms after navigation at best, limit %.0f ms (budget %d ms)", best.FirstFrame, limit, firstFrameBudget)
	}
	if s := p.state(); s.Screen != "title" || s.Frames < 1 {
		t.Errorf("after the first frame the game shows %s", s)
	}
	type entry struct {
		Encoded float64 `json:"encodedBodySize"`
		Decoded float64 `json:"decodedBodySize"`
	}
	if n := evalJS[int](p, `performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/flashpoint.wasm")).length`); n != 1 {
		t.Errorf("the module was fetched %d times, want once (the preload and the loader's fetch must match)", n)
	}
	e := evalJS[entry](p, `performance.getEntriesByType("resource").filter((e) => e.name.endsWith("/flashpoint.wasm")).map((e) => e.toJSON())[0] || {}`)
	t.Logf("module: %.0f bytes downloaded, %.0f bytes decoded", e.Encoded, e.Decoded)
	if e.Decoded == 0 || e.Encoded == 0 || e.Encoded >= e.Decoded {
		t.Fatalf("the module was not downloaded compressed: %+v", e)
	}
	// The budget is for what players download: the module at brotli
	// quality 11, scripts/web.sh's default. A quicker build at a lower
	// quality (BROTLI_QUALITY) is larger and is not held to it.
	switch q := os.Getenv("BROTLI_QUALITY"); {
	case q != "" && q != "11":
		t.Logf("compressed module %.0f bytes at brotli quality %s; the %d-byte budget holds at quality 11", e.Encoded, q, moduleBudget)
	case e.Encoded > moduleBudget:
		t.Errorf("compressed module %.0f bytes, budget %d", e.Encoded, moduleBudget)
	}
	for _, name := range []string{"flashpoint.wasm.br", "flashpoint.wasm.gz"} {
		if st, err := os.Stat(filepath.Join(testEnv.site, name)); err == nil {
			t.Logf("%s: %d bytes", name, st.Size())
		}
	}
	// The gzip copy's budget holds as scripts/web.sh writes it with zopfli
	// (scripts/deps.sh test installs it); gzip -9 alone is about 5% larger.
	if st, err := os.Stat(filepath.Join(testEnv.site, "flashpoint.wasm.gz")); err == nil {
		_, zerr := exec.LookPath("zopfli")
		switch {
		case zerr != nil:
			t.Logf("no zopfli: the %d-byte gzip budget is held by builds that have it", gzipBudget)
		case st.Size() > gzipBudget:
			t.Errorf("gzip copy %d bytes, budget %d", st.Size(), gzipBudget)
		}
	}
}

// A full localStorage: saving the settings fails with a clear message on
// screen, and the game goes on.
func TestStorageFull(t *testing.T) {
	// Fill the storage to the last byte: big items first, then ever
	// smaller ones.
	fill := `(() => {
		let n = 0;
		for (let size = 1 << 20; size >= 1; size >>= 1) {
			const chunk = "x".repeat(size);
			try {
				for (;;) localStorage.setItem("filler-" + n++, chunk);
			} catch (e) {}
		}
	})();`
	p := openBrowser(t, 1280, 720, fill)
	p.open("")
	s := p.waitScreen("title")
	p.clickButton(s, "Settings")
	s = p.waitScreen("settings")
	p.clickButton(s, "Reset keys")
	s = p.waitState("a message about the full storage", func(s status) bool { return strings.Contains(s.Message, "full") })
	p.shot("storage-full")
	t.Logf("message: %s", s.Message)
	p.clickButton(s, "Done")
	s = p.waitScreen("title")
	ticks := s.Ticks
	s = p.waitState("the game to keep running", func(s status) bool { return s.Ticks > ticks+10 })
}

// A browser that refuses the page its storage: the game starts, says the
// settings will not be kept, and plays on.
func TestStorageRefused(t *testing.T) {
	refuse := `Object.defineProperty(window, "localStorage", {
		get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
		configurable: true,
	});`
	p := openBrowser(t, 1280, 720, refuse)
	p.open("")
	s := p.waitScreen("title")
	p.shot("storage-refused")
	if !strings.Contains(s.Message, "Settings will not be kept") {
		t.Errorf("the title shows message %q, want one saying the settings will not be kept", s.Message)
	}
	p.clickButton(s, "New game")
	p.waitScreen("setup")
}

// Keys that would scroll the page are the game's; focus elsewhere goes
// back to the game's canvas on a key press; losing the focus releases a
// held key (the camera stops panning) and getting it back refocuses the
// canvas.
func TestKeysAndFocus(t *testing.T) {
	p := openBrowser(t, 1280, 720)
	p.open("?quick&seed=3")
	s := p.waitScreen("handover")
	p.clickButton(s, "I am")
	p.waitState("the battle", func(s status) bool { return s.Screen == "battle" })
	evalJS[bool](p, `(() => {
		window.keyLog = [];
		window.addEventListener("keydown", (e) => window.keyLog.push([e.key, e.defaultPrevented]));
		return true;
	})()`)
	for _, k := range []key{keyArrowDown, keySpace, keyPageDown, keyEnd} {
		p.press(k)
	}
	type logged struct {
		Log    [][2]any `json:"log"`
		Scroll float64  `json:"scroll"`
	}
	got := evalJS[logged](p, `({ log: window.keyLog, scroll: window.scrollY + document.documentElement.scrollTop })`)
	if len(got.Log) != 4 {
		t.Fatalf("keydown events seen: %v", got.Log)
	}
	for _, e := range got.Log {
		if e[1] != true {
			t.Errorf("key %v was left to the browser (defaultPrevented false)", e[0])
		}
	}
	if got.Scroll != 0 {
		t.Errorf("the page scrolled by %v", got.Scroll)
	}

	// Focus on the page's body: a key gives it back to the canvas.
	evalJS[bool](p, `(document.activeElement.blur(), document.activeElement === document.body)`)
	p.press(keyArrowDown)
	if !evalJS[bool](p, `document.activeElement === document.querySelector("body > canvas")`) {
		t.Error("a key press did not give the focus back to the game")
	}

	// Hold the pan key (D; the arrow keys move the board cursor): the
	// camera moves.
	pan := func() float64 {
		c := p.state().Battle.Camera
		return c.PanX
	}
	x0 := pan()
	p.keyEvent(keyPanRight, true)
	time.Sleep(300 * time.Millisecond)
	x1 := pan()
	if x1 == x0 {
		t.Fatalf("holding D did not pan the camera (pan x %v)", x0)
	}
	// The window loses the focus while the key is held.
	evalJS[bool](p, `(window.dispatchEvent(new Event("blur")), true)`)
	time.Sleep(100 * time.Millisecond)
	x2 := pan()
	time.Sleep(300 * time.Millisecond)
	x3 := pan()
	if x3 != x2 {
		t.Errorf("the camera kept panning after the page lost the focus (%v -> %v)", x2, x3)
	}
	p.keyEvent(keyPanRight, false)
	evalJS[bool](p, `(window.dispatchEvent(new Event("focus")), true)`)
	if !evalJS[bool](p, `document.activeElement === document.querySelector("body > canvas")`) {
		t.Error("the canvas did not get the focus back with the page")
	}
	t.Logf("pan x: %v at rest, %v held, %v at blur, %v after", x0, x1, x2, x3)
}

// The hooks the page offers can be read but not replaced, and what they
// return is a copy.
func TestHooksAreReadOnly(t *testing.T) {
	p := openBrowser(t, 1280, 720)
	p.open("?quick&seed=3")
	p.waitScreen("handover")
	type check struct {
		Writable, Configurable, StillFunction bool
		Screen                                string
		TimingsKept                           bool
	}
	got := evalJS[check](p, `(async () => {
		const d = Object.getOwnPropertyDescriptor(window, "flashpointState");
		try { window.flashpointState = () => "forged"; } catch (e) {}
		const s = await window.flashpointState();
		s.screen = "forged";
		s.battle.hash = "forged";
		const again = await window.flashpointState();
		const t = window.flashpointTimings;
		try { t.firstFrame = -1; } catch (e) {}
		try { window.flashpointTimings = {}; } catch (e) {}
		return {
			Writable: d.writable, Configurable: d.configurable,
			StillFunction: typeof window.flashpointState === "function" && again.screen === "handover" && again.battle.hash !== "forged",
			Screen: again.screen,
			TimingsKept: window.flashpointTimings.firstFrame > 0,
		};
	})()`)
	if got.Writable || got.Configurable || !got.StillFunction || !got.TimingsKept {
		t.Errorf("the hooks can be changed: %+v", got)
	}
}

// Without WebAssembly or WebGL 2 the page says what is missing.
func TestLoaderExplainsWhatIsMissing(t *testing.T) {
	for _, c := range []struct {
		name, before, want string
	}{
		{"no WebAssembly", `delete window.WebAssembly;`, "cannot run WebAssembly"},
		{"no WebGL 2", `(() => {
			const get = HTMLCanvasElement.prototype.getContext;
			HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
				return kind === "webgl2" ? null : get.call(this, kind, ...rest);
			};
		})();`, "no WebGL 2"},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			p := openBrowser(t, 800, 600, c.before)
			p.navigate("")
			deadline := time.Now().Add(20 * time.Second)
			for time.Now().Before(deadline) {
				if tm := evalJS[timings](p, "window.flashpointTimings"); tm.Failed > 0 {
					break
				}
				time.Sleep(50 * time.Millisecond)
			}
			p.shot("missing-" + strings.ReplaceAll(c.name, " ", "-"))
			if msg := p.loaderMessage(); !strings.Contains(msg, c.want) {
				t.Errorf("the page says %q, want %q", msg, c.want)
			}
		})
	}
}

// buttonsInside checks that every button of a screen is centred well
// inside a w×h window.
func buttonsInside(t *testing.T, s status, w, h int) {
	t.Helper()
	if len(s.Buttons) == 0 && s.Screen != "battle" {
		t.Errorf("the %s screen lists no buttons", s.Screen)
	}
	for _, b := range s.Buttons {
		if b.At.X < 10 || b.At.Y < 10 || b.At.X > float64(w)-10 || b.At.Y > float64(h)-10 {
			t.Errorf("%dx%d %s: button %q is centred at (%.0f, %.0f), at or past the edge", w, h, s.Screen, b.Label, b.At.X, b.At.Y)
		}
	}
}

// In the smallest window the game supports well (800×600), every button of
// the title, settings, setup, hand-over and battle screens lies inside
// the window and every model is drawn on it. (TestHotSeatTurn checks the
// same at 1280×720.) With WEBTEST_SHOTS set it saves each screen for a
// person to look at.
func TestLayoutFits(t *testing.T) {
	for _, size := range [][2]int{{800, 600}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			p := openBrowser(t, w, h)
			p.open("")
			inside := func(s status) {
				t.Helper()
				buttonsInside(t, s, w, h)
			}
			name := fmt.Sprintf("%dx%d", w, h)
			s := p.waitScreen("title")
			inside(s)
			p.shot(name + "-title")
			p.clickButton(s, "Settings")
			s = p.waitScreen("settings")
			inside(s)
			p.shot(name + "-settings")
			p.clickButton(s, "Done")
			s = p.waitScreen("title")
			p.clickButton(s, "New game")
			s = p.waitScreen("setup")
			inside(s)
			p.shot(name + "-setup")
			p.clickButton(s, "Start battle")
			s = p.waitScreen("handover")
			inside(s)
			p.shot(name + "-handover")
			p.clickButton(s, "I am")
			s = p.waitState("the battle", func(s status) bool { return s.Screen == "battle" && s.Battle.Human })
			time.Sleep(300 * time.Millisecond)
			s = p.state()
			inside(s)
			p.shot(name + "-battle")
			for _, pc := range s.Battle.Pieces {
				if pc.Click != nil && (pc.Click.X < 0 || pc.Click.Y < 0 || pc.Click.X > float64(w) || pc.Click.Y > float64(h)) {
					t.Errorf("%s: model %s is drawn off the window at %+v", name, pc.ID, *pc.Click)
				}
			}
		})
	}
}

// On a slow connection the loading screen shows the download's progress in
// megabytes of the whole module (the server tells the uncompressed size),
// and goes away when the game draws.
func TestLoadingBarShowsProgress(t *testing.T) {
	p := openBrowser(t, 800, 600)
	if _, err := chromedp.Call(p.ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	slow := []*network.Conditions{{DownloadThroughput: 1.5e6, UploadThroughput: -1, Latency: 20}}
	if _, err := chromedp.Call(p.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: slow}); err != nil {
		t.Fatal(err)
	}
	p.navigate("")
	type bar struct {
		Status string  `json:"status"`
		Fill   float64 `json:"fill"`
		Shown  bool    `json:"shown"`
	}
	read := func() bar {
		return evalJS[bar](p, `({
			status: document.getElementById("status").textContent,
			fill: parseFloat(document.getElementById("fill").style.width) || 0,
			shown: !document.getElementById("loading").hidden,
		})`)
	}
	var mid bar
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if mid = read(); mid.Fill > 5 && mid.Fill < 95 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.shot("loading-bar")
	if !mid.Shown || mid.Fill <= 5 || mid.Fill >= 95 || !strings.Contains(mid.Status, " of ") || !strings.HasSuffix(mid.Status, " MB") {
		t.Fatalf("no download progress seen; the loading screen shows %+v", mid)
	}
	t.Logf("mid-download: %q, bar at %.0f%%", mid.Status, mid.Fill)
	p.waitFirstFrame()
	end := time.Now().Add(5 * time.Second)
	for time.Now().Before(end) && read().Shown {
		time.Sleep(50 * time.Millisecond)
	}
	if read().Shown {
		t.Error("the loading screen stayed after the first frame")
	}
}
