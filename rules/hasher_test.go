package rules

import (
	"hash/fnv"
	"testing"

	"github.com/flashpoint-arena/flashpoint/world"
)

// Hasher is FNV-64a: HashBytes agrees with the standard library's, and the
// field writers encode as documented (lengths before strings, small numbers
// as one byte), so different fields never run together.
func TestHasherIsFNV64a(t *testing.T) {
	for _, in := range []string{"", "a", "flashpoint", "\x00\xff"} {
		std := fnv.New64a()
		std.Write([]byte(in))
		if got, want := HashBytes([]byte(in)), std.Sum64(); got != want {
			t.Errorf("HashBytes(%q) = %x, want %x", in, got, want)
		}
	}
	digest := func(f func(h *Hasher)) uint64 { h := NewHasher(); f(&h); return h.Sum() }
	if digest(func(h *Hasher) { h.String("ab"); h.String("c") }) == digest(func(h *Hasher) { h.String("a"); h.String("bc") }) {
		t.Error(`"ab","c" and "a","bc" digest alike`)
	}
	if digest(func(h *Hasher) { h.Int(5) }) != HashBytes([]byte{5}) || digest(func(h *Hasher) { h.Int(300) }) == digest(func(h *Hasher) { h.Int(44) }) {
		t.Error("Int does not write small numbers as one byte, or mixes up large ones")
	}
	if digest(func(h *Hasher) { h.Pos(world.Pos{X: 1, Y: 2, Z: 0}) }) == digest(func(h *Hasher) { h.Pos(world.Pos{X: 2, Y: 1, Z: 0}) }) {
		t.Error("Pos does not keep its coordinates apart")
	}
}
