package scene

import "testing"

// The settings' six rows and the notes under the keys fit every size the
// interface takes, 800×600 at 75% (1067×800) among them, in every
// language: the rows inside the window, the notes clear of the buttons.
func TestSettingsNotesClearTheButtons(t *testing.T) {
	a := newTestApp(t)
	for _, code := range []string{"en", "uk", "ru"} {
		a.speech.override = code
		a.chooseLanguage()
		for _, size := range append([][2]float64{{1067, 800}}, fitSizes...) {
			a.w, a.h = int(size[0]), int(size[1])
			a.fonts.least = 0
			if size[0] > 1280 || size[1] == 800 {
				a.fonts.least = readableSize(0.75)
			}
			s := newSettingsScreen(a, newTitleScreen(a))
			s.layout(a)
			for _, c := range s.choosers() {
				if r := c.r; r.Y < 0 || r.Y+r.H > size[1] || r.Y+r.H > s.keyArea.Y {
					t.Errorf("%s %.0f×%.0f: the row %q at %v is not above the keys", code, size[0], size[1], c.label, r)
				}
			}
			lines, top, lh := s.notes(a)
			if end := top + float64(len(lines))*lh; len(lines) > 0 && end > s.done.r.Y+2 {
				t.Errorf("%s %.0f×%.0f: the notes end at %.0f, under the buttons' top %.0f", code, size[0], size[1], end, s.done.r.Y)
			}
		}
	}
}
