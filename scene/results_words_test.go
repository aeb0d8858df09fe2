package scene

import (
	"testing"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
)

// TestResultsColumnsFitInEveryLanguage checks that the results table's
// column titles fit their columns in every language.
func TestResultsColumnsFitInEveryLanguage(t *testing.T) {
	a := newTestApp(t)
	face := a.fonts.boldFace(sizeNormal)
	for _, code := range lang.Languages() {
		a.settings.Language = code
		a.chooseLanguage()
		for _, c := range resultsColumns(a) {
			if w := textWidth(c.title, face); w > c.w-8 { // right-aligned 10 pixels in: 8 clear of the column before
				t.Errorf("%s: %q is %.0f pixels wide, its column %.0f", code, c.title, w, c.w)
			}
		}
	}
}
