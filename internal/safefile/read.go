package safefile

import (
	"bytes"
	"fmt"
	"io"
	"os"
)

// DefaultLimit is the size cap of ReadFile's callers that have no cap of
// their own: far above any save, replay, roster or arena the game writes.
const DefaultLimit = 16 << 20

// TooLargeError is a file over the cap a reader allows.
type TooLargeError struct {
	Path  string
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: larger than %d bytes, too large for this kind of file", e.Path, e.Limit)
}

// ReadFile reads a regular file of at most limit bytes (DefaultLimit when
// limit <= 0). Anything else is refused with an error naming the file: a
// directory, a device, a named pipe, a socket, a larger file. A leading
// UTF-8 byte-order mark is dropped, as text editors on some systems add
// one.
func ReadFile(path string, limit int64) ([]byte, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrap(err))
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%s)", path, kind(fi.Mode()))
	}
	if fi.Size() > limit {
		return nil, &TooLargeError{Path: path, Limit: limit}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrap(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrap(err))
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Path: path, Limit: limit}
	}
	return StripBOM(data), nil
}

// StripBOM drops a leading UTF-8 byte-order mark.
func StripBOM(data []byte) []byte {
	return bytes.TrimPrefix(data, []byte("\ufeff"))
}

// kind names a file mode that is not a regular file.
func kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "mode " + m.String()
}
