//go:build !js

package webtest

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// env is what TestMain prepares once for all the tests: the game built
// into a temporary site, served on the loopback interface.
type env struct {
	root     string // the repository
	site     string // the built site (scripts/web.sh OUT)
	url      string // the server's address, "http://127.0.0.1:PORT/"
	chromium string // the browser
	skip     string // why the browser tests cannot run here ("" when they can)
}

// testEnv is set by TestMain before any test runs; the tests only read it.
var testEnv env

func TestMain(m *testing.M) {
	flag.Parse()
	os.Exit(runTests(m))
}

func runTests(m *testing.M) int {
	e, stop, err := prepare()
	if err != nil {
		fmt.Fprintln(os.Stderr, "webtest:", err)
		return 1
	}
	defer stop()
	testEnv = e
	if e.skip != "" {
		fmt.Fprintln(os.Stderr, "webtest: skipping the browser tests:", e.skip)
	}
	return m.Run()
}

// chromiumPath finds Debian's Chromium.
func chromiumPath() string {
	if st, err := os.Stat("/usr/bin/chromium"); err == nil && !st.IsDir() {
		return "/usr/bin/chromium"
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	return ""
}

// prepare builds the site and starts the server, unless the tests are to
// be skipped. stop ends the server and removes the site.
func prepare() (e env, stop func(), err error) {
	stop = func() {}
	root, err := filepath.Abs("..")
	if err != nil {
		return e, stop, err
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return e, stop, fmt.Errorf("the repository is not at %s: %w", root, err)
	}
	e.root = root
	if testing.Short() {
		e.skip = "-short: they build the game for WebAssembly and drive Chromium (about a minute)"
		return e, stop, nil
	}
	if e.chromium = chromiumPath(); e.chromium == "" {
		e.skip = "chromium is not installed (apt-get install -y chromium): the browser tests need Debian's /usr/bin/chromium"
		return e, stop, nil
	}
	tmp, err := os.MkdirTemp("", "webtest-")
	if err != nil {
		return e, stop, err
	}
	stop = func() { os.RemoveAll(tmp) }
	e.site = filepath.Join(tmp, "site")
	start := time.Now()
	build := exec.Command("bash", filepath.Join(root, "scripts", "web.sh"), e.site)
	build.Dir = root
	out, err := build.CombinedOutput()
	if err != nil {
		return e, stop, fmt.Errorf("scripts/web.sh: %v\n%s", err, out)
	}
	fmt.Fprintf(os.Stderr, "webtest: built the site in %v\n%s", time.Since(start).Round(time.Millisecond), out)
	server := filepath.Join(tmp, "webserve")
	gobuild := exec.Command(goTool(), "build", "-o", server, "./cmd/webserve")
	gobuild.Dir = root
	if out, err := gobuild.CombinedOutput(); err != nil {
		return e, stop, fmt.Errorf("building cmd/webserve: %v\n%s", err, out)
	}
	url, kill, err := startServer(server, e.site)
	if err != nil {
		return e, stop, err
	}
	e.url = url
	stop = func() {
		kill()
		os.RemoveAll(tmp)
	}
	return e, stop, nil
}

// goTool is the go command that runs these tests.
func goTool() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	return filepath.Join(os.Getenv("GOROOT"), "bin", "go")
}

// startServer runs cmd/webserve on a free loopback port and returns its
// address.
func startServer(bin, dir string) (url string, kill func(), err error) {
	cmd := exec.Command(bin, "-dir", dir, "-addr", "127.0.0.1:0")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return "", nil, fmt.Errorf("starting cmd/webserve: %w", err)
	}
	kill = func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
		}
	}
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		re := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)
		for sc.Scan() {
			if u := re.FindString(sc.Text()); u != "" && strings.Contains(sc.Text(), "serving") {
				found <- u
			}
		}
	}()
	select {
	case url = <-found:
		return url, kill, nil
	case <-time.After(30 * time.Second):
		kill()
		return "", nil, errors.New("cmd/webserve did not say where it serves within 30 s")
	}
}
