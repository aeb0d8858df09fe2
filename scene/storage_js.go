//go:build js

package scene

import (
	"encoding/base64"
	"fmt"
	"io/fs"
	"strings"
	"syscall/js"
	"unicode/utf8"
)

// localStoragePrefix starts the key of every document the game keeps in
// the browser's localStorage.
const localStoragePrefix = "flashpoint-arena/"

// binaryMark starts a stored item that holds base64 bytes rather than
// text (a document that is not UTF-8, or text that starts with the mark).
const binaryMark = "data:application/octet-stream;base64,"

// LocalStorage is a Storage in the browser's localStorage: each document
// is one item whose key is Prefix followed by the document's name. Text
// documents (settings, saved games: JSON) are stored as they are.
//
// Every call into the browser is guarded: a refused or full storage gives
// an error that says so, never a crash.
type LocalStorage struct {
	Prefix string
	store  js.Value
}

// PlatformStorage returns where this platform keeps the settings and the
// saved game: in the browser, the page's localStorage (dir is not used).
// When the browser has no localStorage or refuses it, it returns a
// MemoryStorage for this visit and an error that says why.
func PlatformStorage(dir string) (Storage, error) {
	ls, err := NewLocalStorage()
	if err != nil {
		return &MemoryStorage{}, err
	}
	return ls, nil
}

// NewLocalStorage returns the page's localStorage under the prefix
// "flashpoint-arena/", or an error when the browser has none or refuses
// it (storage turned off for the site, some private modes).
func NewLocalStorage() (*LocalStorage, error) { return localStorageOf(js.Global()) }

// localStorageOf finds the localStorage of a window object.
func localStorageOf(window js.Value) (*LocalStorage, error) {
	v, err := jsCall(js.Global().Get("Reflect"), "get", window, "localStorage")
	if err != nil {
		return nil, fmt.Errorf("the browser refuses this page its storage (%w)", err)
	}
	if v.Type() != js.TypeObject {
		return nil, fmt.Errorf("the browser has no localStorage")
	}
	return &LocalStorage{Prefix: localStoragePrefix, store: v}, nil
}

// key is the item key of a document, after checking its name the way
// FileStorage does, so both platforms accept the same names.
func (s *LocalStorage) key(name string) (string, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return "", fmt.Errorf("storage: bad document name %q", name)
	}
	return s.Prefix + name, nil
}

// Load reads the named document; a missing one gives an error wrapping
// fs.ErrNotExist.
func (s *LocalStorage) Load(name string) ([]byte, error) {
	k, err := s.key(name)
	if err != nil {
		return nil, err
	}
	v, err := jsCall(s.store, "getItem", k)
	if err != nil {
		return nil, fmt.Errorf("storage: the browser's storage cannot be read: %w", err)
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("storage: %s: %w", name, fs.ErrNotExist)
	}
	text := v.String()
	if b64, ok := strings.CutPrefix(text, binaryMark); ok {
		data, err := base64.StdEncoding.DecodeString(b64)
		if err != nil {
			return nil, fmt.Errorf("storage: %s: damaged binary item: %w", name, err)
		}
		return data, nil
	}
	return []byte(text), nil
}

// Save stores the named document. A full storage gives an error that
// says so (the browser's QuotaExceededError).
func (s *LocalStorage) Save(name string, data []byte) error {
	k, err := s.key(name)
	if err != nil {
		return err
	}
	text := string(data)
	if !utf8.Valid(data) || strings.HasPrefix(text, binaryMark) {
		text = binaryMark + base64.StdEncoding.EncodeToString(data)
	}
	if _, err := jsCall(s.store, "setItem", k, text); err != nil {
		if isQuotaError(err) {
			return fmt.Errorf("storage: the browser's storage for this page is full, so %s (%d bytes) was not saved; free some by clearing this site's data", name, len(data))
		}
		return fmt.Errorf("storage: the browser refused to save %s: %w", name, err)
	}
	return nil
}

// Remove deletes the named document; a missing one is not an error.
func (s *LocalStorage) Remove(name string) error {
	k, err := s.key(name)
	if err != nil {
		return err
	}
	if _, err := jsCall(s.store, "removeItem", k); err != nil {
		return fmt.Errorf("storage: the browser refused to remove %s: %w", name, err)
	}
	return nil
}

// jsException is a JavaScript exception thrown by a browser call.
type jsException struct {
	Name, Message string
}

func (e jsException) Error() string { return e.Name + ": " + e.Message }

// isQuotaError reports whether err is the browser saying its storage is
// full (the name differs between browsers and their versions).
func isQuotaError(err error) bool {
	je, ok := err.(jsException)
	return ok && (je.Name == "QuotaExceededError" || je.Name == "NS_ERROR_DOM_QUOTA_REACHED")
}

// jsCall calls obj[method](args...) and turns a JavaScript exception into
// an error instead of a panic.
func jsCall(obj js.Value, method string, args ...any) (v js.Value, err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if je, ok := r.(js.Error); ok {
			err = jsException{Name: jsString(je.Value, "name"), Message: jsString(je.Value, "message")}
			return
		}
		err = fmt.Errorf("%v", r)
	}()
	return obj.Call(method, args...), nil
}

// jsString reads a string property of a thrown value, "" when there is none.
func jsString(v js.Value, prop string) string {
	if v.Type() != js.TypeObject {
		if v.Type() == js.TypeString && prop == "message" {
			return v.String()
		}
		return ""
	}
	p := v.Get(prop)
	if p.Type() != js.TypeString {
		return ""
	}
	return p.String()
}
