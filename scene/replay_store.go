package scene

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/flashpoint-arena/flashpoint/rules"
)

// Finished games are kept as replays, one per document: files in the
// config directory on the desktop, localStorage items in the browser. The
// newest keptReplays are kept, and any the player stars besides.
const (
	replayDocPrefix = "replay-"
	replayDocExt    = ".json"
	keptReplays     = 20
)

// keptReplay is a finished game as the replay list shows it: the replay
// (a rules.Replay, so fptool replay reads the same file) and what the list
// needs without replaying it. Its JSON is the replay's fields with these
// beside them.
type keptReplay struct {
	rules.Replay
	Saved   string       `json:"saved"`             // when the game ended, RFC 3339
	Players [2]string    `json:"players"`           // who played each seat: "person" or a computer level
	Result  rules.Result `json:"result"`            // how it ended
	Rounds  int          `json:"rounds"`            // rounds played
	Starred bool         `json:"starred,omitempty"` // kept beyond the newest keptReplays

	doc string // its document name ("" before it is stored)
	err error  // why the document does not read (the list shows it, to delete)
}

// title is the replay's line in the list: "Slayer on standard · Blue wins 8–5".
func (k *keptReplay) title(a *App) string {
	if k.err != nil {
		return strings.TrimSuffix(strings.TrimPrefix(k.doc, replayDocPrefix), replayDocExt) + ": " + k.err.Error()
	}
	sc := k.Setup.Scenario
	if st, ok := a.ruleset().(rules.ScenarioTitler); ok {
		sc = st.ScenarioTitle(sc)
	}
	res := a.t("ResultsDraw")
	if k.Result.Winner == rules.Blue || k.Result.Winner == rules.Red {
		res = a.t("Results" + seatName(k.Result.Winner) + "Wins")
	}
	return a.t("ListOnArena", "Scenario", sc, "Arena", k.Setup.Arena) + " · " + res +
		fmt.Sprintf(" %d–%d ", k.Result.Score[0], k.Result.Score[1]) + a.tn("ListAfterRounds", k.Rounds)
}

// playersWord is who played a side of a kept replay ("person" or a
// computer's level) in the player's language.
func playersWord(a *App, who string) string {
	if knownLevel(who) {
		return a.t("Level" + titleCase(who))
	}
	if who == "person" {
		return a.t("ListPerson")
	}
	return who
}

// replayDoc names the document of a game that ended at t.
func replayDoc(t time.Time) string {
	return replayDocPrefix + t.UTC().Format("20060102-150405.000") + replayDocExt
}

// keepReplay stores a finished game's replay and drops the oldest
// unstarred ones beyond keptReplays.
func keepReplay(st Storage, k keptReplay, now time.Time) error {
	k.Saved = now.UTC().Format(time.RFC3339)
	if err := writeKeptReplay(st, replayDoc(now), &k); err != nil {
		return err
	}
	return pruneReplays(st)
}

// writeKeptReplay writes a kept replay to its document.
func writeKeptReplay(st Storage, doc string, k *keptReplay) error {
	data, err := json.MarshalIndent(k, "", " ")
	if err != nil {
		return err
	}
	return st.Save(doc, data)
}

// pruneReplays removes the oldest unstarred replays beyond keptReplays.
func pruneReplays(st Storage) error {
	list, err := loadReplays(st)
	if err != nil {
		return err
	}
	n := 0
	for _, k := range list { // newest first
		if k.Starred {
			continue
		}
		n++
		if n > keptReplays {
			if err := st.Remove(k.doc); err != nil {
				return err
			}
		}
	}
	return nil
}

// loadReplays reads every kept replay, newest first; a document that does
// not read is listed with its error.
func loadReplays(st Storage) ([]keptReplay, error) {
	names, err := listDocs(st, replayDocPrefix)
	if err != nil {
		return nil, err
	}
	var out []keptReplay
	for _, n := range names {
		if !strings.HasSuffix(n, replayDocExt) {
			continue
		}
		k := keptReplay{doc: n}
		data, err := st.Load(n)
		if err == nil {
			k, err = parseKeptReplay(data)
			k.doc = n
		}
		k.err = err
		out = append(out, k)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].doc > out[j].doc })
	return out, nil
}

// parseKeptReplay reads a kept replay, or any replay file (fptool sim
// -record writes them): the replay is checked as rules.ParseReplay checks
// it.
func parseKeptReplay(data []byte) (keptReplay, error) {
	var k keptReplay
	rp, err := rules.ParseReplay(data)
	if err != nil {
		return k, err
	}
	if err := json.Unmarshal(data, &k); err != nil {
		return k, err
	}
	k.Replay = *rp
	return k, nil
}

// players is who played each seat of a battle, for a kept replay: a
// computer level, or "person".
func players(levels [2]string) [2]string {
	var out [2]string
	for s := range out {
		out[s] = "person"
		if levels[s] != "" {
			out[s] = levels[s]
		}
	}
	return out
}
