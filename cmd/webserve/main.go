package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"
)

// moduleName is the game's WebAssembly module inside the served directory.
const moduleName = "flashpoint.wasm"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the exit status: 0, or 2 for
// a bad flag, a missing directory or an address that cannot be used.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("webserve", flag.ContinueOnError)
	flags.SetOutput(stderr)
	addr := flags.String("addr", "127.0.0.1:8080", "address to listen on (the default is this machine only)")
	dir := flags.String("dir", "web", "directory to serve")
	quality := flags.Int("brotli-quality", 5, "brotli quality 0..11 of the compressed files (5 is quick; 11 is the smallest and takes minutes for the game)")
	only := flags.Bool("precompress", false, "write the compressed files and exit without serving")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if flags.NArg() > 0 {
		fmt.Fprintf(stderr, "webserve: unexpected argument %q (see -help)\n", flags.Arg(0))
		return 2
	}
	if *quality < 0 || *quality > 11 {
		fmt.Fprintf(stderr, "webserve: -brotli-quality %d: want 0..11\n", *quality)
		return 2
	}
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		fmt.Fprintf(stderr, "webserve: -dir %s: not a directory\n", *dir)
		return 2
	}
	encs := encodings(*quality)
	if _, err := precompress(*dir, encs, stdout); err != nil {
		fmt.Fprintln(stderr, "webserve:", err)
		return 1
	}
	if *only {
		return 0
	}
	if _, err := os.Stat(filepath.Join(*dir, moduleName)); err != nil {
		fmt.Fprintf(stderr, "webserve: %s is missing; build it first with scripts/web.sh\n", filepath.Join(*dir, moduleName))
	}
	srv, err := newServer(*dir, encs)
	if err != nil {
		fmt.Fprintln(stderr, "webserve:", err)
		return 2
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "webserve: -addr %s: %v\n", *addr, err)
		return 2
	}
	if !loopback(ln.Addr()) {
		fmt.Fprintf(stderr, "webserve: listening on %s: other machines can reach this server\n", ln.Addr())
	}
	fmt.Fprintf(stdout, "webserve: serving %s at http://%s/ (Ctrl-C stops)\n", *dir, ln.Addr())
	if err := serve(ctx, ln, srv); err != nil {
		fmt.Fprintln(stderr, "webserve:", err)
		return 1
	}
	return 0
}

// serve answers requests on ln until ctx is done, then lets the requests
// in flight finish (for at most two seconds).
func serve(ctx context.Context, ln net.Listener, h http.Handler) error {
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// loopback reports whether a listening address is reachable from this
// machine only.
func loopback(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}
