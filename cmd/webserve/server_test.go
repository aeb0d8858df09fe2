package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// site writes a small served directory: a page, a module big enough to be
// compressed, a tiny script below the compression threshold, a dotfile and
// a file outside the directory that must never be served.
func site(t *testing.T) (dir string, module []byte) {
	t.Helper()
	base := t.TempDir()
	dir = filepath.Join(base, "web")
	module = bytes.Repeat([]byte("\x00asm\x01\x00\x00\x00 flashpoint arena module "), 400)
	files := map[string][]byte{
		"web/index.html":      []byte("<!doctype html><title>x</title>" + strings.Repeat("<p>page</p>", 200)),
		"web/flashpoint.wasm": module,
		"web/tiny.js":         []byte("console.log(1)"),
		"web/.secret":         []byte("hidden"),
		"web/sub/index.html":  []byte("<p>sub</p>"),
		"outside.txt":         []byte("outside"),
	}
	for name, data := range files {
		p := filepath.Join(base, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, module
}

func newTestServer(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	s, err := newServer(dir, encodings(5))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return ts
}

// get fetches a path with an Accept-Encoding header, without the client's
// own transparent decompression.
func get(t *testing.T, ts *httptest.Server, method, path, accept string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, ts.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if accept != "" {
		req.Header.Set("Accept-Encoding", accept)
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

func decode(t *testing.T, coding string, body []byte) []byte {
	t.Helper()
	var r io.Reader
	switch coding {
	case "br":
		r = brotli.NewReader(bytes.NewReader(body))
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	default:
		return body
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding %s: %v", coding, err)
	}
	return out
}

func TestServesModulePrecompressed(t *testing.T) {
	dir, module := site(t)
	if _, err := precompress(dir, encodings(5), io.Discard); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, dir)
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip;q=0.5", "gzip"},
		{"*", "br"},
		{"*, br;q=0", "gzip"},
		{"identity", ""},
		{"", ""},
	} {
		resp, body := get(t, ts, "GET", "/flashpoint.wasm", c.accept)
		if resp.StatusCode != 200 {
			t.Fatalf("Accept-Encoding %q: status %d", c.accept, resp.StatusCode)
		}
		if got := resp.Header.Get("Content-Encoding"); got != c.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.accept, got, c.want)
		}
		if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Content-Type %q, want application/wasm", got)
		}
		if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: no Vary: Accept-Encoding", c.accept)
		}
		if c.want != "" {
			if got := resp.Header.Get("X-Uncompressed-Length"); got != strconv.Itoa(len(module)) {
				t.Errorf("X-Uncompressed-Length %q, want %d", got, len(module))
			}
			if len(body) >= len(module)/4 {
				t.Errorf("%s body is %d bytes for a %d-byte module: not compressed", c.want, len(body), len(module))
			}
		}
		if !bytes.Equal(decode(t, c.want, body), module) {
			t.Errorf("Accept-Encoding %q: the decoded body is not the module", c.accept)
		}
	}
}

func TestStaleCompressedFileIsNotServed(t *testing.T) {
	dir, _ := site(t)
	if _, err := precompress(dir, encodings(5), io.Discard); err != nil {
		t.Fatal(err)
	}
	// A rebuilt module: new content, new modification time.
	rebuilt := bytes.Repeat([]byte("rebuilt module "), 300)
	p := filepath.Join(dir, "flashpoint.wasm")
	if err := os.WriteFile(p, rebuilt, 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(p, later, later); err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, dir)
	resp, body := get(t, ts, "GET", "/flashpoint.wasm", "br, gzip")
	if enc := resp.Header.Get("Content-Encoding"); enc != "" {
		t.Fatalf("served the stale %s copy of a rebuilt module", enc)
	}
	if !bytes.Equal(body, rebuilt) {
		t.Fatal("did not serve the rebuilt module")
	}
	// Compressing again brings both copies up to date.
	n, err := precompress(dir, encodings(5), io.Discard)
	if err != nil || n != 2 {
		t.Fatalf("precompress after a rebuild wrote %d files (%v), want 2", n, err)
	}
	resp, body = get(t, ts, "GET", "/flashpoint.wasm", "gzip")
	if resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(decode(t, "gzip", body), rebuilt) {
		t.Fatal("the fresh gzip copy is not served")
	}
}

func TestPrecompressSkipsWhatIsUpToDate(t *testing.T) {
	dir, _ := site(t)
	var log bytes.Buffer
	n, err := precompress(dir, encodings(5), &log)
	if err != nil {
		t.Fatal(err)
	}
	// index.html and flashpoint.wasm are big enough; tiny.js and the
	// dotfile are not compressed; sub/index.html is below the threshold.
	if n != 4 {
		t.Fatalf("first run wrote %d files, want 4:\n%s", n, log.String())
	}
	for _, name := range []string{"tiny.js.gz", ".secret.gz", ".secret.br", "sub/index.html.br"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s was written", name)
		}
	}
	if !strings.Contains(log.String(), "flashpoint.wasm: br") {
		t.Errorf("log does not report the module:\n%s", log.String())
	}
	n, err = precompress(dir, encodings(5), io.Discard)
	if err != nil || n != 0 {
		t.Fatalf("second run wrote %d files (%v), want 0", n, err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(left) != 1 {
		t.Fatalf("temporary files left behind: %v", left)
	}
}

func TestContentTypesAndPages(t *testing.T) {
	dir, _ := site(t)
	ts := newTestServer(t, dir)
	for _, c := range []struct {
		path, wantType string
		status         int
	}{
		{"/", "text/html; charset=utf-8", 200},
		{"/index.html", "text/html; charset=utf-8", 200},
		{"/tiny.js", "text/javascript; charset=utf-8", 200},
		{"/sub/", "text/html; charset=utf-8", 200},
		{"/flashpoint.wasm", "application/wasm", 200},
	} {
		resp, _ := get(t, ts, "GET", c.path, "")
		if resp.StatusCode != c.status || resp.Header.Get("Content-Type") != c.wantType {
			t.Errorf("%s: %d %q, want %d %q", c.path, resp.StatusCode, resp.Header.Get("Content-Type"), c.status, c.wantType)
		}
		if resp.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", c.path, resp.Header.Get("Cache-Control"))
		}
	}
	if resp, _ := get(t, ts, "GET", "/sub", ""); resp.StatusCode != http.StatusMovedPermanently || resp.Header.Get("Location") != "/sub/" {
		t.Errorf("/sub: %d to %q, want a redirect to /sub/", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, body := get(t, ts, "HEAD", "/index.html", "")
	if resp.StatusCode != 200 || len(body) != 0 || resp.ContentLength <= 0 {
		t.Errorf("HEAD: %d, %d body bytes, length %d", resp.StatusCode, len(body), resp.ContentLength)
	}
	if resp, _ := get(t, ts, "POST", "/index.html", ""); resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") == "" {
		t.Errorf("POST: %d, Allow %q", resp.StatusCode, resp.Header.Get("Allow"))
	}
}

func TestNothingOutsideOrHiddenIsServed(t *testing.T) {
	dir, _ := site(t)
	ts := newTestServer(t, dir)
	for _, p := range []string{"/.secret", "/../outside.txt", "/%2e%2e/outside.txt", "/sub/../../outside.txt", "/missing.js", "/a%00b"} {
		resp, body := get(t, ts, "GET", p, "")
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d (%q), want 404", p, resp.StatusCode, body)
		}
	}
}

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br", "br", true},
		{"gzip, deflate", "br", false},
		{"GZIP;Q=0.8", "gzip", true},
		{"gzip;q=0", "gzip", false},
		{"gzip ; q=0.0", "gzip", false},
		{"*;q=0.1", "br", true},
		{"*;q=0", "br", false},
		{"br;q=0, *", "br", false},
		{"", "gzip", false},
	} {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", c.header, c.coding, got, c.want)
		}
	}
}

func TestRunFlags(t *testing.T) {
	dir, _ := site(t)
	for _, c := range []struct {
		args []string
		want int
		msg  string
	}{
		{[]string{"-dir", filepath.Join(dir, "nope"), "-precompress"}, 2, "not a directory"},
		{[]string{"-brotli-quality", "12", "-dir", dir}, 2, "want 0..11"},
		{[]string{"-dir", dir, "extra"}, 2, "unexpected argument"},
		{[]string{"-bogus"}, 2, "flag provided but not defined"},
		{[]string{"-dir", dir, "-addr", "127.0.0.1:notaport"}, 2, "-addr"},
		{[]string{"-dir", dir, "-precompress", "-brotli-quality", "1"}, 0, ""},
	} {
		var out, errs bytes.Buffer
		if got := run(t.Context(), c.args, &out, &errs); got != c.want || !strings.Contains(errs.String(), c.msg) {
			t.Errorf("run %v = %d, stderr %q; want %d and %q", c.args, got, errs.String(), c.want, c.msg)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "flashpoint.wasm.br")); err != nil {
		t.Errorf("-precompress did not write the brotli copy: %v", err)
	}
}
