package main

import (
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// server answers GET and HEAD requests with the files under one directory,
// each in the best pre-compressed form the browser accepts.
type server struct {
	root *os.Root
	encs []encoding
}

// newServer serves dir. The directory is opened as an os.Root, so no
// request can reach outside it, symbolic links included.
func newServer(dir string, encs []encoding) (*server, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("-dir %s: %w", dir, err)
	}
	return &server{root: root, encs: encs}, nil
}

// Close releases the served directory.
func (s *server) Close() error { return s.root.Close() }

// ServeHTTP serves one file.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	f, info, err := s.open(name)
	if err == nil && info.IsDir() {
		f.Close()
		if !strings.HasSuffix(r.URL.Path, "/") {
			http.Redirect(w, r, r.URL.Path+"/", http.StatusMovedPermanently)
			return
		}
		name = path.Join(name, "index.html")
		f, info, err = s.open(name)
	}
	if err != nil || !info.Mode().IsRegular() {
		if f != nil {
			f.Close()
		}
		if err == nil || errors.Is(err, fs.ErrNotExist) {
			http.NotFound(w, r)
			return
		}
		http.Error(w, "cannot read "+name, http.StatusInternalServerError)
		return
	}
	defer f.Close()

	h := w.Header()
	h.Set("Content-Type", contentType(name))
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Content-Type-Options", "nosniff")
	body, size, coding := f, info.Size(), "identity"
	if compressible(name) {
		h.Add("Vary", "Accept-Encoding")
		accept := r.Header.Get("Accept-Encoding")
		for _, e := range s.encs {
			if !accepts(accept, e.name) {
				continue
			}
			cf, ci, err := s.open(name + e.ext)
			if err != nil {
				continue
			}
			if !upToDate(info, ci) {
				cf.Close()
				continue
			}
			defer cf.Close()
			h.Set("Content-Encoding", e.name)
			h.Set("X-Uncompressed-Length", strconv.FormatInt(info.Size(), 10))
			body, size, coding = cf, ci.Size(), e.name
			break
		}
	}
	h.Set("ETag", fmt.Sprintf(`"%x-%x-%s"`, info.ModTime().UnixNano(), size, coding))
	http.ServeContent(w, r, name, info.ModTime(), body)
}

// open opens a file of the served directory with its description.
func (s *server) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := s.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// fileName turns a URL path into a name inside the served directory: ""
// and "/" mean index.html. ok is false for a path with a hidden segment
// (a dotfile, "..") or a NUL byte.
func fileName(urlPath string) (string, bool) {
	if strings.ContainsRune(urlPath, 0) {
		return "", false
	}
	for _, seg := range strings.Split(urlPath, "/") {
		if hidden(seg) {
			return "", false
		}
	}
	p := strings.TrimPrefix(path.Clean("/"+urlPath), "/")
	if p == "" {
		return "index.html", true
	}
	return p, true
}

// contentType is the Content-Type of a served file, by its extension.
func contentType(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".html", ".htm":
		return "text/html; charset=utf-8"
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".wasm":
		return "application/wasm"
	case ".json", ".map":
		return "application/json"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	case ".ico":
		return "image/x-icon"
	case ".txt":
		return "text/plain; charset=utf-8"
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}

// accepts reports whether an Accept-Encoding header allows coding: named
// with a non-zero quality, or covered by "*" without being refused by name.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(part, ";")
		token = strings.ToLower(strings.TrimSpace(token))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch token {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
