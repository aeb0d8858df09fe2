//go:build !js

package main

import "github.com/flashpoint-arena/flashpoint/scene"

// pageFirstFrame tells the browser page that the first frame is drawn; the
// desktop has no page.
func pageFirstFrame() {}

// pageMark records a moment of the start-up for the browser page's
// timings; the desktop has no page.
func pageMark(string) {}

// exposeToPage gives the browser page its read-only view of the game; the
// desktop has no page.
func exposeToPage(*scene.App) {}
