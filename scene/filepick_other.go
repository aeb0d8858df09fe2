//go:build !js

package scene

// pickedFile is a file the player chose to open.
type pickedFile struct {
	name string
	data []byte
	err  error
}

// canPickFiles reports whether this platform has a file picker: the
// desktop opens files by path (-replay) or by dropping them on the window.
const canPickFiles = false

// pickFile is not offered on the desktop; nothing arrives.
func pickFile(accept string, limit int) <-chan pickedFile { return nil }
