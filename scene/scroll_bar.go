package scene

// scrollThumb is the thumb of the scroll bar along the right edge of box
// for text total high, of which visible shows, scrolled down by scroll:
// its size is the part that shows, its place how far down that part is.
// ok is false when the text shows whole and no bar is needed.
func scrollThumb(box rect, total, visible, scroll float64) (thumb rect, ok bool) {
	if total <= visible || visible <= 0 {
		return rect{}, false
	}
	top, track := box.Y+10, box.H-20
	h := max(24, track*visible/total)
	frac := min(1, max(0, scroll/(total-visible)))
	return rect{box.X + box.W - 10, top + (track-h)*frac, 4, h}, true
}
