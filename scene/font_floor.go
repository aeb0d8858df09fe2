package scene

// minTextPixels is the smallest text drawn on the screen, in the screen's
// own pixels: below it the Go fonts' small letters blur together.
const minTextPixels = 11.0

// readableSize is the smallest font size, in logical pixels, that keeps
// text at least minTextPixels high on the screen at interface scale
// scale. At 100% and above the standard sizes are all larger; at 75% the
// small size (13, under 10 screen pixels) grows to it.
func readableSize(scale float64) float64 {
	if scale <= 0 || scale >= 1 {
		return 0
	}
	return minTextPixels / scale
}
