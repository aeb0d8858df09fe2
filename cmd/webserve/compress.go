package main

import (
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// minCompressSize is the smallest file worth compressing: below it the
// headers of a compressed stream eat most of the gain.
const minCompressSize = 1024

// encoding is one content coding the server can answer with.
type encoding struct {
	name  string // the Content-Encoding token: "br", "gzip"
	ext   string // the compressed file's suffix: ".br", ".gz"
	write func(dst io.Writer, src io.Reader) error
}

// encodings lists the codings in the order the server prefers them: the
// smallest first. quality is brotli's (0..11; 11 is the smallest and by far
// the slowest).
func encodings(quality int) []encoding {
	return []encoding{
		{name: "br", ext: ".br", write: func(dst io.Writer, src io.Reader) error {
			w := brotli.NewWriterOptions(dst, brotli.WriterOptions{Quality: quality, LGWin: 24})
			if _, err := io.Copy(w, src); err != nil {
				return err
			}
			return w.Close()
		}},
		{name: "gzip", ext: ".gz", write: func(dst io.Writer, src io.Reader) error {
			w, err := gzip.NewWriterLevel(dst, gzip.BestCompression)
			if err != nil {
				return err
			}
			if _, err := io.Copy(w, src); err != nil {
				return err
			}
			return w.Close()
		}},
	}
}

// compressible reports whether a file is worth serving compressed, by its
// name: text and WebAssembly, not images or compressed files.
func compressible(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".wasm", ".js", ".mjs", ".html", ".htm", ".css", ".json", ".svg", ".txt", ".map":
		return true
	}
	return false
}

// hidden reports whether a path segment is a dotfile (or "." / ".."),
// which the server neither serves nor compresses.
func hidden(segment string) bool { return strings.HasPrefix(segment, ".") }

// upToDate reports whether a compressed file belongs to the current
// version of its original: it is stamped with the original's modification
// time when written.
func upToDate(orig, compressed fs.FileInfo) bool {
	return compressed.Mode().IsRegular() && compressed.ModTime().Equal(orig.ModTime())
}

// precompress writes FILE.br and FILE.gz beside every compressible file
// under dir that lacks an up-to-date pair, each coding on its own
// goroutine, and reports what it wrote to log. It returns how many
// compressed files it wrote.
func precompress(dir string, encs []encoding, log io.Writer) (int, error) {
	var todo []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != dir && hidden(d.Name()) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() && compressible(d.Name()) {
			todo = append(todo, p)
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("precompress %s: %w", dir, err)
	}
	written := 0
	for _, p := range todo {
		n, err := compressFile(p, encs, log)
		written += n
		if err != nil {
			return written, err
		}
	}
	return written, nil
}

// compressFile brings the compressed copies of one file up to date.
func compressFile(p string, encs []encoding, log io.Writer) (int, error) {
	info, err := os.Stat(p)
	if err != nil {
		return 0, err
	}
	if info.Size() < minCompressSize {
		return 0, nil
	}
	var stale []encoding
	for _, e := range encs {
		if ci, err := os.Stat(p + e.ext); err != nil || !upToDate(info, ci) {
			stale = append(stale, e)
		}
	}
	errs := make([]error, len(stale))
	var wg sync.WaitGroup
	for i, e := range stale {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = writeCompressed(p, info, e)
		}()
	}
	wg.Wait()
	for i, e := range stale {
		if errs[i] != nil {
			return 0, errs[i]
		}
		if ci, err := os.Stat(p + e.ext); err == nil {
			fmt.Fprintf(log, "compressed %s: %s %d bytes (%.1f%% of %d)\n", p, e.name, ci.Size(), 100*float64(ci.Size())/float64(max(1, info.Size())), info.Size())
		}
	}
	return len(stale), nil
}

// writeCompressed writes p's compressed copy atomically (a temporary file
// renamed into place) and stamps it with the original's modification time.
func writeCompressed(p string, info fs.FileInfo, e encoding) error {
	src, err := os.Open(p)
	if err != nil {
		return err
	}
	defer src.Close()
	tmp, err := os.CreateTemp(filepath.Dir(p), "."+filepath.Base(p)+"*"+e.ext)
	if err != nil {
		return fmt.Errorf("compress %s: %w", p, err)
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing left to remove
	if err := e.write(tmp, src); err != nil {
		tmp.Close()
		return fmt.Errorf("compress %s (%s): %w", p, e.name, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("compress %s: %w", p, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("compress %s: %w", p, err)
	}
	if err := os.Chtimes(tmp.Name(), info.ModTime(), info.ModTime()); err != nil {
		return fmt.Errorf("compress %s: %w", p, err)
	}
	if err := os.Rename(tmp.Name(), p+e.ext); err != nil {
		return fmt.Errorf("compress %s: %w", p, err)
	}
	return nil
}
