//go:build linux && !android && !ebitenginevmguest

package scene

import (
	"net"
	"os"
	"path/filepath"
	"time"
)

// audioDeviceAvailable reports whether ebiten's audio backend will find a
// device: a PulseAudio (or PipeWire) server, tried first, or an ALSA
// playback device. It looks where the backend looks.
func audioDeviceAvailable() bool {
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if c, err := net.DialTimeout("unix", filepath.Join(dir, "pulse", "native"), 200*time.Millisecond); err == nil {
			_ = c.Close()
			return true
		}
	}
	pcms, _ := filepath.Glob("/dev/snd/pcmC*D*p")
	return len(pcms) > 0
}
