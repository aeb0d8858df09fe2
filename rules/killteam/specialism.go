package killteam

import "strings"

// Specialism is a specialist's role (KT-ROS-3, KT-SPEC). The zero value is
// no specialism.
type Specialism int

const (
	NoSpecialism Specialism = iota
	Leader
	Combat
	Comms
	Demolitions
	Heavy
	Medic
	Scout
	Sniper
	Veteran
	Zealot
)

// specialismNames are the names data files use, in Specialism order (a
// fresh array each call, so nothing package-level can be changed).
func specialismNames() [11]string {
	return [...]string{"", "Leader", "Combat", "Comms", "Demolitions", "Heavy", "Medic", "Scout", "Sniper", "Veteran", "Zealot"}
}

// String is the specialism's name ("Leader"); "" for none.
func (s Specialism) String() string {
	names := specialismNames()
	if s < 0 || int(s) >= len(names) {
		return ""
	}
	return names[s]
}

// ParseSpecialism reads a specialism's name, ignoring case.
func ParseSpecialism(name string) (Specialism, bool) {
	for i, n := range specialismNames() {
		if i > 0 && strings.EqualFold(n, name) {
			return Specialism(i), true
		}
	}
	return NoSpecialism, false
}

// SpecialismNames lists the names of every specialism.
func SpecialismNames() []string {
	names := specialismNames()
	return append([]string(nil), names[1:]...)
}
