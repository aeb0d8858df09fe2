package scene

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Save as keeps the game under a name beside the autosave; Continue
// resumes the newest save; Load game lists both, newest first; a save of
// a newer format is refused with the reason, and one written before
// formats were named still loads.
func TestNamedSavesAndContinue(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	activateByClicks(b, a, "blue.1") // the autosave now holds the activation

	b.menu = newBattleMenu(b)
	var in input
	in.settings = &a.settings
	b.menu.layout(a)
	in.mx, in.my, in.leftPressed = b.menu.buttons[menuSaveAs].r.X+2, b.menu.buttons[menuSaveAs].r.Y+2, true
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if b.menu == nil || b.menu.saveAs == nil {
		t.Fatal("Save as… did not ask for a name")
	}
	b.menu.saveAs.name = nil
	in = input{settings: &a.settings, chars: []rune("Blue's big push!")}
	if err := b.update(a, &in); err != nil { // typed
		t.Fatal(err)
	}
	in = input{settings: &a.settings, keys: []ebiten.Key{ebiten.KeyEnter}}
	if err := b.update(a, &in); err != nil {
		t.Fatal(err)
	}
	if b.menu.saveAs != nil {
		t.Fatal("Enter did not save")
	}
	named, err := readSaveDoc(a.store, "save-blue-s-big-push.json")
	if err != nil || named.Name != "Blue's big push!" || named.Format != saveFormat {
		t.Fatalf("the named save: %+v, %v", named, err)
	}

	// The game goes on; the autosave is now the newest.
	time.Sleep(2 * time.Millisecond) // a clock with a coarse tick
	b.hover, b.hoverOK = bHit{Cell: world.Pos{X: 3, Y: 3}, Piece: "red.1"}, true
	b.boardClick(a)
	saves, err := listSaves(a.store)
	if err != nil || len(saves) != 2 || saves[0].doc != saveFile || saves[1].title() != "Blue's big push!" {
		t.Fatalf("saves: %+v, %v", saves, err)
	}
	r, err := resumeGame(a)
	if err != nil || len(r.cfg.recorder.Replay.Actions) != 2 {
		t.Fatalf("Continue resumed %v, %v; want the autosave's two actions", r, err)
	}
	r, err = resumeSave(a, saves[1].doc)
	if err != nil || len(r.cfg.recorder.Replay.Actions) != 1 {
		t.Fatalf("loading the named save: %v", err)
	}

	future := named
	future.Format = "flashpoint-arena-save/7"
	data, _ := json.Marshal(future)
	_ = a.store.Save("save-future.json", data)
	if _, err := readSaveDoc(a.store, "save-future.json"); err == nil || !strings.Contains(err.Error(), `save-future.json: saved in format "flashpoint-arena-save/7", and this version reads "flashpoint-arena-save/1"`) {
		t.Fatalf("a future save: %v", err)
	}
	old := named
	old.Format, old.Saved = "", ""
	data, _ = json.Marshal(old)
	_ = a.store.Save("save-old.json", data)
	if _, err := resumeSave(a, "save-old.json"); err != nil {
		t.Fatalf("a save from before formats were named: %v", err)
	}
	saves, _ = listSaves(a.store)
	if last := saves[len(saves)-1]; last.doc != "save-future.json" || last.err == nil {
		t.Fatalf("the save that does not read should be listed last: %+v", last)
	}
}

// Save names become document names of letters, digits and dashes.
func TestSaveDoc(t *testing.T) {
	for name, want := range map[string]string{
		"Blue's big push!": "save-blue-s-big-push.json",
		"  ":               "save-game.json",
		"Штурм 2":          "save-штурм-2.json",
		"../../etc/passwd": "save-etc-passwd.json",
	} {
		if got := saveDoc(name); got != want {
			t.Errorf("saveDoc(%q) = %q, want %q", name, got, want)
		}
	}
}

// Loading checks the hash recorded at the start of every round, not only
// the last one: a save whose rounds began otherwise is refused with why.
func TestLoadChecksRoundHashes(t *testing.T) {
	a := newTestApp(t)
	b := startHotSeat(t, a)
	activateByClicks(b, a, "blue.1")
	sg, err := readSavedGame(a.store)
	if err != nil {
		t.Fatal(err)
	}
	sg.Replay.RoundHashes[0] = "0000000000000000"
	sg.Replay.FinalHash = ""
	if err := writeSavedGame(a.store, sg); err != nil {
		t.Fatal(err)
	}
	if _, err := resumeGame(a); err == nil || !strings.Contains(err.Error(), "round 1 does not begin as it was recorded") {
		t.Fatalf("a save with a wrong round hash: %v", err)
	}
}
