package world

import "sync/atomic"

// The sight table remembers LineOfSight between the cubes of an arena: the
// geometry never changes once the arena is built, so each answer is traced
// once (traceSight) and looked up after. It is filled lazily, one row per
// observer cube, and is safe for concurrent readers: a row is installed
// with a compare-and-swap and its words are read and set atomically. Two
// readers that miss the same entry both trace it and store the same bits.
//
// A row holds one byte per target cube, four to a word; bits 2c and 2c+1 of
// a byte hold Sight+1 for crouch combination c (bit 0 of c: the observer
// crouches, bit 1: the target crouches), 0 while unknown.

// sightRow is the remembered sight from one observer cube.
type sightRow []atomic.Uint32

// resetSight empties the sight table; New, Parse, SetFloor and SetSide
// call it whenever the cubes change.
func (a *Arena) resetSight() {
	if n := a.Cubes(); len(a.sightRows) != n {
		a.sightRows = make([]atomic.Pointer[sightRow], n)
		return
	}
	for i := range a.sightRows {
		a.sightRows[i].Store(nil)
	}
}

// lookSight returns LineOfSight from the table, tracing and storing it on
// a miss. Cubes outside the arena, and an arena without a table (a zero
// Arena), are answered by traceSight directly.
func (a *Arena) lookSight(from Pos, fromCrouched bool, to Pos, toCrouched bool) Sight {
	if !a.In(from) || !a.In(to) || len(a.sightRows) != a.Cubes() {
		return a.traceSight(from, fromCrouched, to, toCrouched)
	}
	i, j := a.idx(from), a.idx(to)
	slot := &a.sightRows[i]
	row := slot.Load()
	if row == nil {
		fresh := make(sightRow, (len(a.sightRows)+3)/4)
		if !slot.CompareAndSwap(nil, &fresh) {
			row = slot.Load()
		} else {
			row = &fresh
		}
	}
	shift := uint(j&3)*8 + 2*sightCombo(fromCrouched, toCrouched)
	w := &(*row)[j>>2]
	if v := w.Load() >> shift & 3; v != 0 {
		return Sight(v - 1)
	}
	s := a.traceSight(from, fromCrouched, to, toCrouched)
	w.Or(uint32(s+1) << shift)
	return s
}

// sightCombo numbers a crouch combination for the table.
func sightCombo(fromCrouched, toCrouched bool) uint {
	c := uint(0)
	if fromCrouched {
		c |= 1
	}
	if toCrouched {
		c |= 2
	}
	return c
}
