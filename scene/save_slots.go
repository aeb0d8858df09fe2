package scene

import (
	"sort"
	"strings"
	"unicode"
)

// Named saves are one document each, "save-<slug>.json", beside the
// autosave (saveFile).
const (
	saveDocPrefix = "save-"
	saveDocExt    = ".json"
)

// saveEntry is one saved game as the Load game list shows it.
type saveEntry struct {
	doc string
	sg  savedGame
	err error // why it does not read (the list shows it, to delete)
}

// title is the save's name: its own, or "Autosave".
func (e *saveEntry) title() string {
	switch {
	case e.doc == saveFile:
		return "Autosave"
	case e.sg.Name != "":
		return e.sg.Name
	}
	return strings.TrimSuffix(strings.TrimPrefix(e.doc, saveDocPrefix), saveDocExt)
}

// saveDoc is the document of a named save: its name in lower-case letters,
// digits and dashes.
func saveDoc(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
			dash = false
		case b.Len() > 0 && !dash:
			b.WriteByte('-')
			dash = true
		}
	}
	slug := strings.Trim(b.String(), "-")
	if slug == "" {
		slug = "game"
	}
	return saveDocPrefix + slug + saveDocExt
}

// listSaves reads the autosave and every named save, newest first; one
// that does not read is listed with its error, last.
func listSaves(st Storage) ([]saveEntry, error) {
	names, err := listDocs(st, saveDocPrefix)
	if err != nil {
		return nil, err
	}
	if hasSavedGame(st) {
		names = append(names, saveFile)
	}
	var out []saveEntry
	for _, n := range names {
		if n != saveFile && !strings.HasSuffix(n, saveDocExt) {
			continue
		}
		e := saveEntry{doc: n}
		e.sg, e.err = readSaveDoc(st, n)
		out = append(out, e)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if (out[i].err == nil) != (out[j].err == nil) {
			return out[i].err == nil
		}
		return out[i].sg.Saved > out[j].sg.Saved
	})
	return out, nil
}
