package necromunda

import (
	"fmt"
	"strings"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Gang sizes a gang file accepts.
const (
	MinGang = 4
	MaxGang = 8
)

// ParseGangs reads gangs.txt (format: assets/necromunda/README.md); the
// fighter types and weapons it names are checked by Data.Check.
func ParseGangs(file string, data []byte) ([]Gang, error) {
	recs, err := parseRecords(file, data, "gang")
	if err != nil {
		return nil, err
	}
	var out []Gang
	for _, r := range recs {
		if err := r.once(file, []string{"name", "member"}, "member"); err != nil {
			return nil, err
		}
		g := Gang{ID: r.id}
		if g.Name, _, err = r.need(file, "name"); err != nil {
			return nil, err
		}
		for _, k := range r.keys {
			if k.key != "member" {
				continue
			}
			typ, weapons, ok := strings.Cut(k.value, ":")
			typ = strings.TrimSpace(typ)
			if !ok || !validID(typ) {
				return nil, dataError(file, k.line, "gang %s: member wants \"<fighter type>: <weapon>, <weapon>\", not %q", r.id, k.value)
			}
			m := Member{Type: typ}
			for _, w := range strings.Split(weapons, ",") {
				w = strings.TrimSpace(w)
				if !validID(w) {
					return nil, dataError(file, k.line, "gang %s: weapon %q is not an ID", r.id, w)
				}
				m.Weapons = append(m.Weapons, w)
			}
			g.Members = append(g.Members, m)
		}
		if n := len(g.Members); n < MinGang || n > MaxGang {
			return nil, dataError(file, r.line, "gang %s: %d members, want %d to %d", r.id, n, MinGang, MaxGang)
		}
		out = append(out, g)
	}
	return out, nil
}

// ParseArenas reads arenas.txt (format: assets/necromunda/README.md).
func ParseArenas(file string, data []byte) ([]Features, error) {
	recs, err := parseRecords(file, data, "arena")
	if err != nil {
		return nil, err
	}
	var out []Features
	for _, r := range recs {
		if err := r.once(file, []string{"ladder", "vent"}, "ladder", "vent"); err != nil {
			return nil, err
		}
		f := Features{Arena: r.id}
		for _, k := range r.keys {
			parts := strings.Fields(k.value)
			if len(parts) != 2 {
				return nil, dataError(file, k.line, "arena %s: %s wants two values, not %q", r.id, k.key, k.value)
			}
			a, err := world.ParsePos(parts[0])
			if err != nil {
				return nil, dataError(file, k.line, "arena %s: %s: %v", r.id, k.key, err)
			}
			if k.key == "ladder" {
				d, err := parseDir(parts[1])
				if err != nil {
					return nil, dataError(file, k.line, "arena %s: ladder: %v", r.id, err)
				}
				f.Ladders = append(f.Ladders, Ladder{At: a, Dir: d})
				continue
			}
			b, err := world.ParsePos(parts[1])
			if err != nil {
				return nil, dataError(file, k.line, "arena %s: vent: %v", r.id, err)
			}
			if a == b {
				return nil, dataError(file, k.line, "arena %s: vent: both ends are %s", r.id, a)
			}
			f.Vents = append(f.Vents, [2]world.Pos{a, b})
		}
		out = append(out, f)
	}
	return out, nil
}

// parseDir reads north, east, south or west.
func parseDir(s string) (world.Dir, error) {
	for d := world.North; d <= world.West; d++ {
		if d.String() == s {
			return d, nil
		}
	}
	return 0, fmt.Errorf("%q is not a side (want north, east, south or west)", s)
}
