package scene

import (
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Settings survive a save and a load in the config directory; values out
// of range are clamped, unknown keys fall back to the defaults, and a
// broken file gives the defaults with an error that names it.
func TestSettingsPersist(t *testing.T) {
	st := &FileStorage{Dir: filepath.Join(t.TempDir(), "flashpoint-arena")}
	s, err := LoadSettings(st)
	if err != nil || s.UIScale != 1 || s.Key(cmdRotateLeft) != ebiten.KeyQ {
		t.Fatalf("defaults: %+v %v", s, err)
	}
	s.UIScale, s.Volume, s.ColourBlind = 1.5, 40, true
	s.Keys[cmdRotateLeft] = ebiten.KeyZ.String()
	if err := SaveSettings(st, s); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(st)
	if err != nil || got.UIScale != 1.5 || got.Volume != 40 || !got.ColourBlind || got.Key(cmdRotateLeft) != ebiten.KeyZ {
		t.Fatalf("reloaded %+v %v", got, err)
	}

	if err := st.Save(settingsFile, []byte(`{"ui_scale": 9, "volume": -5, "keys": {"zoom-in": "NoSuchKey", "bogus": "A"}}`)); err != nil {
		t.Fatal(err)
	}
	got, err = LoadSettings(st)
	if err != nil || got.UIScale != 2 || got.Volume != 0 || got.Key(cmdZoomIn) != ebiten.KeyEqual || got.Keys["bogus"] != "" {
		t.Fatalf("clamped %+v %v", got, err)
	}

	if err := st.Save(settingsFile, []byte(`{"ui_scale": `)); err != nil {
		t.Fatal(err)
	}
	got, err = LoadSettings(st)
	if err == nil || !strings.Contains(err.Error(), settingsFile) || got.UIScale != 1 {
		t.Fatalf("broken file: %+v %v", got, err)
	}
	if _, err := st.Load("../escape"); err == nil {
		t.Fatal("a document name with a path was accepted")
	}
}

// The interface size in use is the setting unless the window cannot hold
// a 640×360 logical screen at it: 200% in an 800×600 window draws at 125%
// (640×480), never below 100% for that reason.
func TestUIScaleForWindow(t *testing.T) {
	for _, c := range []struct {
		setting float64
		w, h    int
		want    float64
	}{
		{2, 1280, 720, 2}, {2, 800, 600, 1.25}, {1.5, 800, 600, 1.25}, {1.25, 800, 600, 1.25},
		{1, 800, 600, 1}, {0.75, 800, 600, 0.75}, {2, 1920, 1080, 2}, {2, 1000, 1000, 1000.0 / 640},
		{2, 500, 300, 1}, {0.75, 500, 300, 0.75}, {0, 1280, 720, 1},
	} {
		if got := uiScaleFor(c.setting, c.w, c.h); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%.0f%% in %d×%d: %v, want %v", c.setting*100, c.w, c.h, got, c.want)
		}
	}
}
