package scene

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/internal/lang"
)

// settingsFile is the storage name of the settings document.
const settingsFile = "settings.json"

// Settings are the player's preferences. They persist through a Storage.
type Settings struct {
	UIScale     float64           `json:"ui_scale"`     // 0.75 .. 2; the whole interface is drawn at this scale
	Volume      int               `json:"volume"`       // 0 .. 100 (per cent)
	ColourBlind bool              `json:"colour_blind"` // blue/orange teams and shape-coded highlights
	Keys        map[string]string `json:"keys"`         // command name -> key name (ebiten.Key text form)
	Pace        string            `json:"pace"`         // how fast the computer's turns are shown (see paces)
	HandOver    string            `json:"handover"`     // when hot-seat shows the hand-over screen (HandOverLong, HandOverEvery)
	Language    string            `json:"language"`     // the screens' language: en, uk, ru, or "" (LanguageSystem) for the system's
	Motion      string            `json:"motion"`       // MotionFull, MotionReduced, or "" (MotionSystem) for the system's wish
}

// The motion settings: whether pieces glide, dice roll in and banners
// fade, or everything shows at once in its place.
const (
	MotionSystem  = ""        // as the system asks (the browser's prefers-reduced-motion; full on the desktop)
	MotionFull    = "full"    // animations play
	MotionReduced = "reduced" // no animation: pieces jump, dice and banners show at once
)

// reducedMotion reports whether the settings ask for no animation, where
// the system asks for it (systemWish) when they leave it to the system.
func (s *Settings) reducedMotion(systemWish bool) bool {
	return s.Motion == MotionReduced || s.Motion == MotionSystem && systemWish
}

// The hand-over settings: when a hot-seat game hides the board between
// the two players.
const (
	// HandOverLong shows the hand-over screen in games of long turns only;
	// where a turn is mostly one action (rules.Pacer, Kill Team) the board
	// stays and the new seat is announced on it (battle_seats.go).
	HandOverLong = "long"
	// HandOverEvery shows the hand-over screen at every change of seat.
	HandOverEvery = "every"
)

// The UI scale steps the settings screen offers.
var uiScaleSteps = [...]float64{0.75, 1, 1.25, 1.5, 1.75, 2}

// Command names that can be bound to keys, in the order the settings screen
// lists them.
const (
	cmdRotateLeft  = "rotate-left"
	cmdRotateRight = "rotate-right"
	cmdZoomIn      = "zoom-in"
	cmdZoomOut     = "zoom-out"
	cmdPanUp       = "pan-up"
	cmdPanDown     = "pan-down"
	cmdPanLeft     = "pan-left"
	cmdPanRight    = "pan-right"
	cmdCutUp       = "cut-up"
	cmdCutDown     = "cut-down"
	cmdEndAction   = "end-activation"
	cmdMenu        = "menu"
	cmdFullscreen  = "fullscreen"
	cmdLogScrollUp = "log-scroll-up"
	cmdLogScrollDn = "log-scroll-down"
	cmdHurry       = "hurry"
	cmdFaster      = "faster"
	cmdSlower      = "slower"
	cmdLog         = "log"
	cmdCentre      = "centre"
	cmdThreats     = "threats"
	cmdSides       = "sides"
)

// commandOrder lists the bindable commands with their message IDs
// (package lang) and English display names.
var commandOrder = [...]struct{ Name, ID, Title string }{
	{cmdRotateLeft, "KeyRotateLeft", "Rotate camera left"},
	{cmdRotateRight, "KeyRotateRight", "Rotate camera right"},
	{cmdZoomIn, "KeyZoomIn", "Zoom in"},
	{cmdZoomOut, "KeyZoomOut", "Zoom out"},
	{cmdPanUp, "KeyPanUp", "Pan up"},
	{cmdPanDown, "KeyPanDown", "Pan down"},
	{cmdPanLeft, "KeyPanLeft", "Pan left"},
	{cmdPanRight, "KeyPanRight", "Pan right"},
	{cmdCutUp, "KeyCutUp", "Show one level more"},
	{cmdCutDown, "KeyCutDown", "Cut away top level"},
	{cmdEndAction, "KeyEndActivation", "End activation / confirm"},
	{cmdMenu, "KeyMenu", "Menu / back"},
	{cmdFullscreen, "KeyFullscreen", "Full screen"},
	{cmdLogScrollUp, "KeyLogScrollUp", "Scroll log up"},
	{cmdLogScrollDn, "KeyLogScrollDown", "Scroll log down"},
	{cmdHurry, "KeyHurry", "Hurry the computer"},
	{cmdFaster, "KeyFaster", "Computer turns faster"},
	{cmdSlower, "KeySlower", "Computer turns slower"},
	{cmdLog, "KeyLog", "Show or hide the log"},
	{cmdCentre, "KeyCentre", "Centre on the active model"},
	{cmdThreats, "KeyThreats", "Show where enemies could shoot"},
	{cmdSides, "KeySides", "Show or hide each side's dice and tokens"},
}

// DefaultSettings returns the settings of a fresh install.
func DefaultSettings() Settings {
	return Settings{UIScale: 1, Volume: 70, Keys: defaultKeys(), Pace: paces[defaultPace].name, HandOver: HandOverLong}
}

func defaultKeys() map[string]string {
	k := func(key ebiten.Key) string { return key.String() }
	return map[string]string{
		cmdRotateLeft:  k(ebiten.KeyQ),
		cmdRotateRight: k(ebiten.KeyE),
		cmdZoomIn:      k(ebiten.KeyEqual),
		cmdZoomOut:     k(ebiten.KeyMinus),
		cmdPanUp:       k(ebiten.KeyW),
		cmdPanDown:     k(ebiten.KeyS),
		cmdPanLeft:     k(ebiten.KeyA),
		cmdPanRight:    k(ebiten.KeyD),
		cmdCutUp:       k(ebiten.KeyPageUp),
		cmdCutDown:     k(ebiten.KeyPageDown),
		cmdEndAction:   k(ebiten.KeyEnter),
		cmdMenu:        k(ebiten.KeyEscape),
		cmdFullscreen:  k(ebiten.KeyF11),
		cmdLogScrollUp: k(ebiten.KeyHome),
		cmdLogScrollDn: k(ebiten.KeyEnd),
		cmdHurry:       k(ebiten.KeyH),
		cmdFaster:      k(ebiten.KeyBracketRight),
		cmdSlower:      k(ebiten.KeyBracketLeft),
		cmdLog:         k(ebiten.KeyL),
		cmdCentre:      k(ebiten.KeyC),
		cmdThreats:     k(ebiten.KeyT),
		cmdSides:       k(ebiten.KeyK),
	}
}

// normalise clamps every value into range and fills missing key bindings
// with the defaults, so a hand-edited or old settings file still works.
func (s *Settings) normalise() {
	best := uiScaleSteps[1]
	for _, v := range uiScaleSteps {
		if absf(v-s.UIScale) < absf(best-s.UIScale) {
			best = v
		}
	}
	s.UIScale = best
	s.Volume = max(0, min(100, s.Volume))
	s.Pace = paces[paceIndex(s.Pace)].name
	if s.HandOver != HandOverEvery {
		s.HandOver = HandOverLong
	}
	if !lang.Known(s.Language) {
		s.Language = LanguageSystem
	}
	if s.Motion != MotionFull && s.Motion != MotionReduced {
		s.Motion = MotionSystem
	}
	def := defaultKeys()
	if s.Keys == nil {
		s.Keys = map[string]string{}
	}
	for name, key := range s.Keys {
		if _, known := def[name]; !known {
			delete(s.Keys, name)
			continue
		}
		if _, ok := parseKey(key); !ok {
			s.Keys[name] = def[name]
		}
	}
	for name, key := range def {
		if _, ok := s.Keys[name]; !ok {
			s.Keys[name] = key
		}
	}
}

// Key returns the key bound to a command.
func (s *Settings) Key(cmd string) ebiten.Key {
	if k, ok := parseKey(s.Keys[cmd]); ok {
		return k
	}
	k, _ := parseKey(defaultKeys()[cmd])
	return k
}

// LoadSettings reads the settings from st. A missing document gives the
// defaults and no error; a broken one gives the defaults and an error that
// says what is wrong (the game still starts).
func LoadSettings(st Storage) (Settings, error) {
	s := DefaultSettings()
	if st == nil {
		return s, nil
	}
	data, err := st.Load(settingsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("reading %s: %w", settingsFile, err)
	}
	var read Settings
	if err := json.Unmarshal(data, &read); err != nil {
		return s, fmt.Errorf("%s: %w (using the defaults)", settingsFile, err)
	}
	read.normalise()
	return read, nil
}

// SaveSettings writes the settings to st.
func SaveSettings(st Storage, s Settings) error {
	if st == nil {
		return nil
	}
	s.normalise()
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return st.Save(settingsFile, data)
}

// parseKey reads a key name as written by ebiten.Key.String.
func parseKey(name string) (ebiten.Key, bool) {
	if name == "" {
		return 0, false
	}
	var k ebiten.Key
	if err := k.UnmarshalText([]byte(name)); err != nil {
		return 0, false
	}
	return k, true
}

func absf(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// keyLabel is the short name of key k as hints on buttons show it, e.g.
// "[" for BracketLeft, "5" for Digit5.
func keyLabel(k ebiten.Key) string {
	short := map[ebiten.Key]string{
		ebiten.KeyBracketLeft: "[", ebiten.KeyBracketRight: "]", ebiten.KeyMinus: "-",
		ebiten.KeyEqual: "=", ebiten.KeyComma: ",", ebiten.KeyPeriod: ".", ebiten.KeySlash: "/",
		ebiten.KeySemicolon: ";", ebiten.KeyQuote: "'", ebiten.KeyBackslash: "\\",
		ebiten.KeyBackquote: "`", ebiten.KeyEscape: "Esc", ebiten.KeyPageUp: "PgUp",
		ebiten.KeyPageDown: "PgDn",
	}
	if s, ok := short[k]; ok {
		return s
	}
	s := k.String()
	for _, p := range []string{"Digit", "Arrow"} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			return rest
		}
	}
	return s
}
