package board

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// gameLoop is the test harness's handle to the running game loop; TestMain
// sets it once before any test runs. It is nil when no display could be
// found, and tests that draw then skip.
var gameLoop *loop

// loop runs functions on the game goroutine, one frame each, so that tests
// can draw into images and read their pixels back.
type loop struct {
	jobs chan func()
}

// TestMain runs the tests inside a hidden Ebitengine window: rendering needs
// a graphics context. Without $DISPLAY it starts its own Xvfb (when
// installed) for the duration of the run; without either, the tests that
// draw are skipped and the rest still run.
func TestMain(m *testing.M) {
	os.Exit(runTests(m))
}

func runTests(m *testing.M) int {
	if os.Getenv("DISPLAY") == "" {
		stop, err := startXvfb()
		if err != nil {
			fmt.Fprintln(os.Stderr, "board tests: no display, drawing tests skipped:", err)
			return m.Run()
		}
		defer stop()
	}
	gameLoop = &loop{jobs: make(chan func())}
	g := &testGame{m: m, done: make(chan int, 1), l: gameLoop}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("board tests")
	ebiten.SetWindowVisible(false)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "board tests: game loop:", err)
		return 1
	}
	return g.code
}

// testGame runs m.Run on its own goroutine and the submitted jobs on the
// game goroutine.
type testGame struct {
	m       *testing.M
	l       *loop
	started bool
	done    chan int
	code    int
}

func (g *testGame) Update() error {
	if !g.started {
		g.started = true
		go func() { g.done <- g.m.Run() }()
	}
	select {
	case job := <-g.l.jobs:
		job()
	case g.code = <-g.done:
		return ebiten.Termination
	case <-time.After(2 * time.Millisecond):
	}
	return nil
}

func (g *testGame) Draw(*ebiten.Image) {}

func (g *testGame) Layout(int, int) (int, int) { return 320, 240 }

// onGame runs fn on the game goroutine during one frame and waits for it.
// It skips the test when there is no game loop.
func onGame(tb testing.TB, fn func()) {
	tb.Helper()
	if gameLoop == nil {
		tb.Skip("no display: drawing needs a graphics context")
	}
	done := make(chan struct{})
	gameLoop.jobs <- func() {
		defer close(done)
		fn()
	}
	<-done
}

// startXvfb starts a private X server and points $DISPLAY at it.
func startXvfb() (stop func(), err error) {
	path, err := exec.LookPath("Xvfb")
	if err != nil {
		return nil, err
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(path, "-displayfd", "3", "-screen", "0", "1600x1000x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	w.Close()
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(r).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	select {
	case n := <-line:
		if n == "" {
			cmd.Process.Kill()
			cmd.Wait()
			return nil, fmt.Errorf("Xvfb did not report a display")
		}
		os.Setenv("DISPLAY", ":"+n)
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		cmd.Wait()
		return nil, fmt.Errorf("Xvfb did not start in 10 s")
	}
	return func() {
		cmd.Process.Kill()
		cmd.Wait()
		r.Close()
	}, nil
}
