package killteam

import (
	"strconv"
	"strings"

	"github.com/flashpoint-arena/flashpoint/internal/datafile"
)

// MaxDenies bounds the deny attempts a psyker's "psyker" line may give.
const MaxDenies = 3

// parsePsyker reads a unit's "psyker" line, "deny 1": the unit is a psyker
// (KT-PSY-1) that may try to deny that many powers a round (KT-PSY-6,
// A14). A line with no value means "deny 1".
func parsePsyker(l datafile.Line) (int, error) {
	words := strings.Fields(l.Value.Text)
	if len(words) == 0 {
		return 1, nil
	}
	if len(words) != 2 || !strings.EqualFold(words[0], "deny") {
		return 0, l.Value.At.Errorf("psyker: want \"deny <n>\", got %q", l.Value.Text)
	}
	n, err := strconv.Atoi(words[1])
	if err != nil || n < 0 || n > MaxDenies {
		return 0, l.Value.At.Errorf("psyker: deny %q must be 0 to %d", words[1], MaxDenies)
	}
	return n, nil
}
