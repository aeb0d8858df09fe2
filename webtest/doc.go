// Package webtest holds the end-to-end tests of the browser build: they
// build the game with scripts/web.sh, serve it with cmd/webserve on the
// loopback interface and drive Debian's Chromium headless over the
// DevTools protocol (github.com/chromedp/chromedp).
//
// The tests read the game through window.flashpointState(), a read-only
// status the game publishes (scene.Status: the screen, its buttons, the
// battle's state hash, round, seat to move, every model's cube and where
// to click models and highlighted cubes), and window.flashpointTimings,
// the loader's performance marks. They click and press keys the way a
// person does, through the browser's input events.
//
// Covered: a hot-seat turn from the title screen (click a model, click a
// highlighted cube, the state changes and is saved to localStorage), the
// time to the first frame and the compressed module's size against their
// budgets, a full and a refused localStorage, keys that would scroll the
// page, held keys released when the page loses the focus, the loader's
// messages when WebAssembly or WebGL 2 is missing, the read-only hooks,
// the layout at 1280×720 and 800×600, Hard's decision on a saved position
// loaded from the site (?position=FILE) against the desktop's recorded
// action (ai/testdata/hard-choice.golden.json) with its time and whether
// its budget cut it short, a position file the site lacks, and the scene
// package's own browser tests (its TestBrowser* tests built for GOOS=js:
// localStorage, and a computer player's thinking yielding to the page).
//
// Without Chromium (apt-get install -y chromium) or with -short, the tests
// skip and say why. WEBTEST_SHOTS=DIR saves a screenshot of each step.
// WEBTEST_STRICT_BUDGET=1 holds the first frame to its budget exactly
// (otherwise to three times it, as other tests may share the machine),
// and Hard's decision to its 2 s budget (otherwise a decision the budget
// cut short is logged, and checked against the desktop's only with
// -think=10m, which lets the search finish).
// The tests drive the browser from the host, so they do not build for
// GOOS=js.
package webtest
