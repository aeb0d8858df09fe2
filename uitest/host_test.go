package uitest

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/exp/vmhost"

	"github.com/flashpoint-arena/flashpoint/scene"
)

// The window the guest game gets, in pixels.
const (
	screenW = 1280
	screenH = 720
)

// host is the hidden Ebitengine window that drives guest games. Ebitengine
// must run on the main thread, so TestMain runs it there and the tests hand
// it jobs: every job runs inside the host's Update, where vmhost allows
// compositing frames and closing sessions.
type host struct {
	jobs     chan hostJob
	guestBin string // the game built as a vmhost guest
}

type hostJob struct {
	fn   func() error
	done chan error
}

// theHost is the one host window of the test binary (nil without a
// display). It is set once by TestMain before any test runs.
var theHost *host

func TestMain(m *testing.M) {
	flag.Parse()
	if !displayAvailable() || testing.Short() {
		os.Exit(m.Run())
	}
	dir, err := os.MkdirTemp("", "fpui")
	if err != nil {
		fmt.Fprintln(os.Stderr, "uitest:", err)
		os.Exit(1)
	}
	bin, err := buildGuest(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "uitest:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	h := &host{jobs: make(chan hostJob), guestBin: bin}
	theHost = h
	code := make(chan int, 1)
	go func() {
		c := m.Run()
		close(h.jobs)
		code <- c
	}()
	ebiten.SetWindowVisible(false)
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(h); err != nil {
		fmt.Fprintln(os.Stderr, "uitest: the host window failed:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	c := <-code
	os.RemoveAll(dir)
	os.Exit(c)
}

// displayAvailable reports whether an X display can be reached: DISPLAY is
// set and, for a local display (":N"), its socket exists.
func displayAvailable() bool {
	d := os.Getenv("DISPLAY")
	if d == "" {
		return false
	}
	if rest, ok := strings.CutPrefix(d, ":"); ok {
		n, _, _ := strings.Cut(rest, ".")
		if _, err := os.Stat("/tmp/.X11-unix/X" + n); err != nil {
			return false
		}
	}
	return true
}

func (h *host) Update() error {
	select {
	case j, ok := <-h.jobs:
		if !ok {
			return ebiten.Termination
		}
		j.done <- j.fn()
	default:
	}
	return nil
}

func (h *host) Draw(*ebiten.Image) {}

func (h *host) Layout(w, ht int) (int, int) { return w, ht }

// do runs fn inside the host's Update and returns its error.
func (h *host) do(fn func() error) error {
	done := make(chan error, 1)
	h.jobs <- hostJob{fn: fn, done: done}
	return <-done
}

// needHost skips a test that needs a display.
func needHost(t *testing.T) *host {
	t.Helper()
	if testing.Short() {
		t.Skip("uitest: skipped in -short mode (it builds and drives the real game)")
	}
	if theHost == nil {
		t.Skip("uitest: skipped: no X display (DISPLAY unset or its server not running). Run it under a virtual screen: " +
			`xvfb-run -a -s "-screen 0 1280x720x24" go test ./uitest/`)
	}
	return theHost
}

// guest is the real game running as a vmhost guest.
type guest struct {
	t      *testing.T
	h      *host
	s      *vmhost.GuestSession
	cmd    *exec.Cmd
	screen *ebiten.Image
	config string // the game's settings and saved-game directory
	shots  string // where frames are written (FLASHPOINT_SHOTS), "" for none
}

// buildGuest compiles the game (the repository's main package) as a vmhost
// guest into dir.
func buildGuest(dir string) (string, error) {
	bin := filepath.Join(dir, "flashpoint-guest")
	cmd := exec.Command("go", "build", "-tags", "ebitenginevmguest", "-o", bin, "..")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the game as a guest: %v\n%s", err, out)
	}
	return bin, nil
}

// startGuest runs the game with args and connects it to the host.
func startGuest(t *testing.T, h *host, args ...string) *guest {
	t.Helper()
	return startGuestWith(t, h, nil, args...)
}

// startGuestWith is startGuest with the game's settings set to s before
// it starts (nil: a fresh install's).
func startGuestWith(t *testing.T, h *host, s *scene.Settings, args ...string) *guest {
	t.Helper()
	dir, err := os.MkdirTemp("", "fpui")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if s != nil {
		st, err := scene.PlatformStorage(filepath.Join(dir, "config"))
		if err != nil {
			t.Fatal(err)
		}
		if err := scene.SaveSettings(st, *s); err != nil {
			t.Fatal(err)
		}
	}
	ln, err := net.Listen("unix", filepath.Join(dir, "g.sock"))
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	endpoint, err := vmhost.EndpointURLFromAddr(ln.Addr())
	if err != nil {
		t.Fatal(err)
	}
	g := &guest{t: t, h: h, config: filepath.Join(dir, "config"), shots: os.Getenv("FLASHPOINT_SHOTS")}
	g.cmd = exec.Command(h.guestBin, append([]string{"-config", g.config}, args...)...)
	// The tests read and press English labels: the game follows the
	// system's language, so the guest runs in the C locale (English).
	g.cmd.Env = append(os.Environ(), "EBITENGINE_VM_ENDPOINT="+endpoint, "LC_ALL=C.UTF-8")
	g.cmd.Stdout, g.cmd.Stderr = os.Stderr, os.Stderr
	if err := g.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if err := ln.(*net.UnixListener).SetDeadline(time.Now().Add(30 * time.Second)); err != nil {
		t.Fatal(err)
	}
	conn, err := ln.Accept()
	if err != nil {
		_ = g.cmd.Process.Kill()
		_ = g.cmd.Wait()
		t.Fatalf("the game did not connect to the host: %v", err)
	}
	g.s, err = vmhost.NewGuestSession(conn, &vmhost.NewGuestSessionOptions{IdleTimeout: 120 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	g.do(func() error {
		g.screen = ebiten.NewImage(screenW, screenH)
		return g.s.SetOutsideScreen(g.screen)
	})
	t.Cleanup(g.stop)
	return g
}

// do runs fn on the host, failing the test on an error or a dead guest.
func (g *guest) do(fn func() error) {
	g.t.Helper()
	if err := g.h.do(fn); err != nil {
		g.t.Fatal(err)
	}
	if err := g.s.Err(); err != nil {
		g.t.Fatalf("the game stopped: %v", err)
	}
}

// stop closes the session and waits for the game to exit.
func (g *guest) stop() {
	_ = g.h.do(func() error { return g.s.Close() })
	done := make(chan error, 1)
	go func() { done <- g.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			g.t.Errorf("the game exited with an error: %v", err)
		}
	case <-time.After(30 * time.Second):
		_ = g.cmd.Process.Kill()
		<-done
		g.t.Error("the game did not exit after its session closed")
	}
}

// ticks runs n game ticks (60 a second of game time).
func (g *guest) ticks(n int) {
	g.t.Helper()
	g.do(func() error {
		g.s.AdvanceTicks(n)
		if !g.s.WaitTicks() {
			return errors.New("waiting for ticks failed")
		}
		return nil
	})
}

// frame renders the current state and reads it back.
func (g *guest) frame() *image.RGBA {
	g.t.Helper()
	var img *image.RGBA
	g.do(func() error {
		g.s.AdvanceTicks(1)
		g.s.AdvanceFrame()
		if !g.s.WaitFrame() {
			return fmt.Errorf("rendering a frame failed: %v", g.s.Err())
		}
		if !g.s.CompositeFrame() {
			return errors.New("compositing a frame failed")
		}
		img = image.NewRGBA(g.screen.Bounds())
		g.screen.ReadPixels(img.Pix)
		return nil
	})
	return img
}

// snap renders a frame and, when FLASHPOINT_SHOTS is set, writes it there.
func (g *guest) snap(name string) *image.RGBA {
	g.t.Helper()
	img := g.frame()
	if g.shots != "" {
		f, err := os.Create(filepath.Join(g.shots, name+".png"))
		if err != nil {
			g.t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			g.t.Fatal(err)
		}
	}
	return img
}

// key presses and releases a key.
func (g *guest) key(k ebiten.Key) {
	g.t.Helper()
	g.do(func() error { g.s.PressKey(k); return nil })
	g.ticks(2)
	g.do(func() error { g.s.ReleaseKey(k); return nil })
	g.ticks(2)
}

// hover moves the mouse to (x, y).
func (g *guest) hover(x, y float64) {
	g.t.Helper()
	g.do(func() error { g.s.MoveCursor(x, y); return nil })
	g.ticks(3)
}

// click moves the mouse to (x, y) and clicks the left button.
func (g *guest) click(x, y float64) {
	g.t.Helper()
	g.hover(x, y)
	g.do(func() error { g.s.PressMouseButton(ebiten.MouseButtonLeft); return nil })
	g.ticks(2)
	g.do(func() error { g.s.ReleaseMouseButton(ebiten.MouseButtonLeft); return nil })
	g.ticks(2)
}
