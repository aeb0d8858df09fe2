package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// The server answers on its listener and stops cleanly when its context
// ends.
func TestServeStopsOnCancel(t *testing.T) {
	dir, _ := site(t)
	s, err := newServer(dir, encodings(5))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if !loopback(ln.Addr()) {
		t.Fatalf("%s is not a loopback address", ln.Addr())
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, ln, s) }()
	resp, err := http.Get("http://" + ln.Addr().String() + "/")
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("GET /: %d", resp.StatusCode)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve returned %v after cancel", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("serve did not stop after its context ended")
	}
}

func TestLoopback(t *testing.T) {
	for _, c := range []struct {
		ip   string
		want bool
	}{{"127.0.0.1", true}, {"::1", true}, {"0.0.0.0", false}, {"192.0.2.1", false}} {
		if got := loopback(&net.TCPAddr{IP: net.ParseIP(c.ip), Port: 80}); got != c.want {
			t.Errorf("loopback(%s) = %v, want %v", c.ip, got, c.want)
		}
	}
}
