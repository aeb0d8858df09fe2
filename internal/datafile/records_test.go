package datafile

import (
	"fmt"
	"strings"
	"testing"
)

func TestSplitRecords(t *testing.T) {
	var errs ErrorList
	lines := SplitLines("f.txt", []byte("name early\nunit a\nname A\n\nunit b\nunit c\npoints 3\n"))
	recs := SplitRecords(lines, "unit", &errs)
	var got []string
	for _, r := range recs {
		got = append(got, fmt.Sprintf("%s:%d", r.Head.Value.Text, len(r.Lines)))
	}
	if want := "a:1 b:0 c:1"; strings.Join(got, " ") != want {
		t.Errorf("records %q, want %q", got, want)
	}
	if err, want := errs.Err(), `f.txt:1:1: expected "unit" to start a record, found "name"`; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

func TestOnceAndNeedValue(t *testing.T) {
	lines := SplitLines("f.txt", []byte("name A\nrole\nname B\n"))
	seen := Once{}
	var got []string
	for _, l := range lines {
		for _, err := range []error{seen.Seen(l), NeedValue(l)} {
			if err != nil {
				got = append(got, err.Error())
			}
		}
	}
	want := []string{`f.txt:2:1: "role" needs a value`, `f.txt:3:1: "name" given twice`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors %q, want %q", got, want)
	}
}

func TestErrorListCaps(t *testing.T) {
	var l ErrorList
	if l.Err() != nil || l.Full() {
		t.Fatal("an empty list has an error or is full")
	}
	l.Add(nil)
	for i := range MaxErrors + 5 {
		l.Add(fmt.Errorf("e%d", i))
	}
	if !l.Full() {
		t.Error("not full after more than MaxErrors errors")
	}
	lines := strings.Split(l.Err().Error(), "\n")
	if len(lines) != MaxErrors || lines[0] != "e0" || lines[MaxErrors-1] != fmt.Sprintf("e%d", MaxErrors-1) {
		t.Errorf("%d errors kept (%q...), want the first %d", len(lines), lines[0], MaxErrors)
	}
}

func TestParseInt(t *testing.T) {
	for _, c := range []struct {
		text string
		n    int
		err  string
	}{
		{"7", 7, ""},
		{"-2", -2, ""},
		{"x", 0, `f.txt:1:4: points "x" is not a whole number`},
		{"11", 0, `f.txt:1:4: points 11 is out of range -2..10`},
	} {
		n, err := ParseInt(Token{c.text, Pos{"f.txt", 1, 4}}, "points", -2, 10)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if n != c.n || got != c.err {
			t.Errorf("ParseInt(%q) = %d, %q; want %d, %q", c.text, n, got, c.n, c.err)
		}
	}
}
