//go:build !linux || android || ebitenginevmguest

package scene

// audioDeviceAvailable reports whether ebiten's audio backend will find a
// device. Browsers, Windows, macOS and mobile always offer one, and a
// guest run by exp/vmhost plays into the host's virtual device.
func audioDeviceAvailable() bool { return true }
