package scene

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

// FuzzLoadSettings: no settings file panics; what loads is within range
// and saves and loads back unchanged.
func FuzzLoadSettings(f *testing.F) {
	def, _ := json.Marshal(DefaultSettings())
	f.Add(def)
	f.Add([]byte(`{"ui_scale":1e308,"volume":-5,"keys":{"menu":"Nonsense","x":"A"},"pace":"warp"}`))
	f.Add([]byte(`{"ui_scale":"big"}`))
	f.Add([]byte("\ufeff{}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := LoadSettings(&MemoryStorage{Docs: map[string][]byte{settingsFile: data}})
		if err != nil {
			return
		}
		if s.UIScale < uiScaleSteps[0] || s.UIScale > uiScaleSteps[len(uiScaleSteps)-1] || s.Volume < 0 || s.Volume > 100 {
			t.Fatalf("out of range: %+v", s)
		}
		st := &MemoryStorage{}
		if err := SaveSettings(st, s); err != nil {
			t.Fatal(err)
		}
		back, err := LoadSettings(st)
		if err != nil || !reflect.DeepEqual(back, s) {
			t.Fatalf("settings changed by a save and load: %+v, %v", back, err)
		}
	})
}

// FuzzReadSavedGame: no saved-game file panics; one that reads either
// rebuilds a game or says why not.
func FuzzReadSavedGame(f *testing.F) {
	reg := all.Registry()
	rs, _ := reg.Get("flashpoint")
	setup := rs.DefaultSetup("beginner")
	g, _ := rs.New(setup, 7)
	rec := rules.NewRecorder(g, setup, 7)
	for i := 0; i < 12 && !g.Over(); i++ {
		a := g.Legal()[i%len(g.Legal())]
		_, _ = g.Apply(a)
		rec.Record(g, a)
	}
	good, _ := json.Marshal(savedGame{Mode: modeHotSeat, Replay: rec.Replay})
	f.Add(good)
	f.Add([]byte(`{"mode":"versus","human":1,"levels":["normal",""],"replay":{"ruleset":"flashpoint","setup":{"arena":"nowhere"},"actions":["x"]}}`))
	f.Add([]byte(`{"mode":"watch","replay":{"ruleset":"flashpoint","setup":{"arena":"beginner","scenario":"ctf"},"seed":3,"actions":[]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		sg, err := readSavedGame(&MemoryStorage{Docs: map[string][]byte{saveFile: data}})
		if err != nil {
			return
		}
		if len(sg.Replay.Actions) > 400 {
			return // long enough to prove nothing more, and slow to rebuild
		}
		g, rec, _, err := rebuild(reg, sg.Replay)
		if err != nil {
			return
		}
		if rules.HashString(g.Hash()) != rec.Replay.FinalHash {
			t.Fatal("the rebuilt game and its recording disagree")
		}
	})
}
