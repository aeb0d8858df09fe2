package scene

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Player rosters are stored one per document, "roster-<id>.txt" for
// Flashpoint and "<ruleset>-roster-<id>.txt" for the others, in the
// ruleset's roster text format: files in the config directory on the
// desktop, localStorage items in the browser.
const (
	rosterDocPrefix = "roster-"
	rosterDocExt    = ".txt"
)

// rosterPrefix is what the names of a ruleset's roster documents start
// with. Flashpoint's rosters were stored before any other ruleset had
// rosters, under the bare prefix; each other ruleset's start with its name,
// so one ruleset's screen never lists another's rosters.
func rosterPrefix(ruleset string) string {
	if ruleset == "flashpoint" || ruleset == "" {
		return rosterDocPrefix
	}
	return ruleset + "-" + rosterDocPrefix
}

// playerRoster is one of the player's own rosters.
type playerRoster struct {
	id   string
	text []byte
	spec rules.RosterSpec
	err  error // why the file does not read (its spec is then empty)
}

// rosterDoc is the document name of a player roster of the ruleset.
func rosterDoc(ruleset, id string) string { return rosterPrefix(ruleset) + id + rosterDocExt }

// rosterBuilder is the ruleset's roster builder, nil when it has none.
func (a *App) rosterBuilder() rules.RosterBuilder {
	b, _ := a.ruleset().(rules.RosterBuilder)
	return b
}

// loadPlayerRosters reads every player roster; a file that does not read
// is listed with its error, so it can be deleted.
func loadPlayerRosters(store Storage, ruleset string, b rules.RosterBuilder) ([]playerRoster, error) {
	if b == nil {
		return nil, nil
	}
	prefix := rosterPrefix(ruleset)
	names, err := listDocs(store, prefix)
	if err != nil {
		return nil, err
	}
	var out []playerRoster
	for _, n := range names {
		if !strings.HasSuffix(n, rosterDocExt) {
			continue
		}
		id := strings.TrimSuffix(strings.TrimPrefix(n, prefix), rosterDocExt)
		pr := playerRoster{id: id}
		pr.text, pr.err = store.Load(n)
		if pr.err == nil {
			pr.spec, pr.err = b.ParseRoster(id+rosterDocExt, pr.text)
		}
		if pr.err != nil {
			pr.spec = rules.RosterSpec{ID: id, Name: id}
		}
		pr.spec.ID = id
		out = append(out, pr)
	}
	return out, nil
}

// savePlayerRoster writes a player roster under its ID and returns the
// text written.
func savePlayerRoster(store Storage, ruleset string, b rules.RosterBuilder, spec rules.RosterSpec) ([]byte, error) {
	if spec.ID == "" {
		return nil, fmt.Errorf("roster %q has no ID", spec.Name)
	}
	text := b.FormatRoster(spec)
	if err := store.Save(rosterDoc(ruleset, spec.ID), text); err != nil {
		return nil, err
	}
	return text, nil
}

// rosterSlug makes a roster ID from a name: lower-case letters, digits
// and single dashes, unique among taken.
func rosterSlug(name string, taken func(string) bool) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
		if b.Len() >= 40 {
			break
		}
	}
	base := b.String()
	if base == "" {
		base = "fireteam"
	}
	id := base
	for n := 2; taken(id); n++ {
		id = fmt.Sprintf("%s-%d", base, n)
	}
	return id
}
