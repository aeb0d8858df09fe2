package scene

import "testing"

// At 75% interface size no text is drawn under minTextPixels screen
// pixels: the small size grows; at 100% and 200% the sizes stay as set.
func TestReadableSizeAtEveryScale(t *testing.T) {
	f, err := loadFonts()
	if err != nil {
		t.Fatal(err)
	}
	ascent := func(size float64) float64 { return f.regular.Face(size).Metrics().HAscent }
	least := ascent(minTextPixels) // the letters' height at the smallest size
	for _, scale := range uiScaleSteps {
		f.least = readableSize(scale)
		for _, size := range []float64{sizeSmall, sizeNormal, sizeLarge} {
			got := f.face(size).Metrics().HAscent
			if got*scale < least-0.05 {
				t.Errorf("scale %v: size %v draws letters %.1f screen pixels high, under %.1f", scale, size, got*scale, least)
			}
			if scale >= 1 && got != ascent(size) {
				t.Errorf("scale %v: size %v drawn larger", scale, size)
			}
		}
	}
	if ascent(sizeSmall)*0.75 >= least {
		t.Fatal("the small size is readable at 75% as it is: the check above could not fail")
	}
}
