//go:build !js

package webtest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/dom"
	cdpage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/flashpoint-arena/flashpoint/rules"
	"github.com/flashpoint-arena/flashpoint/rules/all"
)

var keyP = key{"p", "KeyP", 80}

// The Replays screen opens a replay file through the browser's file
// picker: the file is read, played through, kept, and can be watched.
func TestReplayOpenedWithTheFilePicker(t *testing.T) {
	rs, err := all.Registry().Get("flashpoint")
	if err != nil {
		t.Fatal(err)
	}
	setup := rs.DefaultSetup("beginner")
	g, err := rs.New(setup, 5)
	if err != nil {
		t.Fatal(err)
	}
	rec := rules.NewRecorder(g, setup, 5)
	for i := 0; i < 30 && !g.Over(); i++ {
		a := g.Legal()[i%len(g.Legal())]
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		rec.Record(g, a)
	}
	data, err := json.Marshal(rec.Replay)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "shared-game.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}

	p := openBrowser(t, 1280, 720)
	if _, err := chromedp.Call(p.ctx, cdpage.SetInterceptFileChooserDialog, cdpage.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	chosen := make(chan error, 1)
	if err := chromedp.Listen(p.ctx, func(ev any) {
		if e, ok := ev.(*cdpage.EventFileChooserOpened); ok {
			go func() {
				_, err := chromedp.Call(p.ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{file}, BackendNodeID: e.BackendNodeID})
				chosen <- err
			}()
		}
	}); err != nil {
		t.Fatal(err)
	}
	p.open("")
	p.waitScreen("title")
	p.press(keyP)
	s := p.waitScreen("replays")
	p.clickButton(s, "Open a file")
	select {
	case err := <-chosen:
		if err != nil {
			t.Fatalf("choosing the file: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no file picker opened")
	}
	s = p.waitState("the replay added", func(s status) bool { return strings.HasPrefix(s.Message, "Added shared-game.json") })
	p.shot("replays-opened")
	p.clickButton(s, "Watch")
	s = p.waitState("the replay viewer", func(s status) bool { return s.Screen == "battle" && s.Battle != nil && s.Battle.Mode == "replay" })
	p.clickButton(s, "Step")
	p.waitState("a step of the replay", func(s status) bool { return s.Battle != nil && s.Battle.Actions >= 1 })
}
