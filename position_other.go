//go:build !js

package main

import "github.com/flashpoint-arena/flashpoint/internal/safefile"

// readPosition reads the -position file from the disk.
func readPosition(name string) ([]byte, error) {
	return safefile.ReadFile(name, 0)
}
