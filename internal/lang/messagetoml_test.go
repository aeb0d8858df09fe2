package lang

import (
	"io/fs"
	"reflect"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	i18ndata "github.com/flashpoint-arena/flashpoint/assets/i18n"
)

// burntSushi reads data as the game read translation files before
// readMessageTOML: toml.Unmarshal into a map.
func burntSushi(data []byte) (map[string]any, error) {
	var m map[string]any
	err := toml.Unmarshal(data, &m)
	return m, err
}

// messageShaped reports whether a decoded TOML document is one
// readMessageTOML must read: each value text or a table of text.
func messageShaped(doc map[string]any) bool {
	for _, v := range doc {
		switch v := v.(type) {
		case string:
		case map[string]any:
			for _, f := range v {
				if _, ok := f.(string); !ok {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// sameAsBurntSushi fails t unless readMessageTOML and BurntSushi/toml read
// data alike: both refuse it, or both read the same document. A document
// outside the message format (a number, an array, a deeper table) only
// readMessageTOML refuses.
func sameAsBurntSushi(t *testing.T, data []byte) {
	t.Helper()
	got, err := readMessageTOML(data)
	want, werr := burntSushi(data)
	switch {
	case err == nil && werr != nil:
		t.Fatalf("%q: read as %v, but BurntSushi/toml refuses it: %v", data, got, werr)
	case err == nil && !reflect.DeepEqual(got, want):
		t.Fatalf("%q: read as %#v, BurntSushi/toml reads %#v", data, got, want)
	case err != nil && werr == nil && messageShaped(want):
		t.Fatalf("%q: refused (%v), but BurntSushi/toml reads %#v", data, err, want)
	}
}

// TestReadMessageTOMLShippedFiles: every shipped translation file reads
// as BurntSushi/toml reads it.
func TestReadMessageTOMLShippedFiles(t *testing.T) {
	names, err := fs.Glob(i18ndata.FS, "*.toml")
	if err != nil || len(names) < 3 {
		t.Fatalf("the shipped files: %v, %v", names, err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(i18ndata.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := readMessageTOML(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want, err := burntSushi(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read otherwise than BurntSushi/toml reads it", name)
		}
	}
}

// tomlSamples are documents in the message format that use each part of
// TOML readMessageTOML reads.
var tomlSamples = []string{
	"",
	"# only a comment\n\n",
	"\xef\xbb\xbfA = \"after a byte order mark\"",
	"A = \"x\"\r\nB = 'y' # comment\r\n",
	"A=\"x\"\nB\t=\t\"y\"\t",
	"\"quoted key\" = \"x\"\n'literal key' = \"y\"\n\"\" = \"empty key\"\n\"a.b\" = \"dot in a key\"",
	"A-b_9 = \"bare key characters\"",
	"A = \"escapes \\b\\t\\n\\f\\r\\e\\\"\\\\ \\x41 \\u0416 \\U0001F600\"",
	"A = 'no \\escapes \"here\"'",
	"A = \"\"\"\nfirst newline dropped\nsecond line\"\"\"",
	"A = \"\"\"\r\nCRLF\r\nkept\"\"\"",
	"A = \"\"\"line-ending \\\n    backslash \\   \n\n  twice\"\"\"",
	"A = \"\"\"quotes \"\" inside and at the end\"\"\"\"\"",
	"A = \"\"\"one \"\"\"\"",
	"A = \"\"\"escaped \\\"\"\" quote\"\"\"",
	"A = '''\nliteral 'multi' ''line \\n'''",
	"A = '''ends with quotes'''''",
	"[A]\none = \"{{.Count}} cube\"\nother = \"{{.Count}} cubes\"\ndescription = \"a count\"\n",
	"[ A ]\n one = \"x\"\n[\"B C\"]\nother = \"y\"\n['D'] # comment\n",
	"[A]\n",
	"A.one = \"x\"\nA.other = \"y\"\nB . other = \"z\"\n\"C\".'few' = \"w\"",
	"A = { one = \"x\", other = \"y\" }\nB = {}\nC = {other='z',}",
	"A = {\n  one = \"x\", # a comment\n  other = \"y\",\n}\n",
	"A = \"x\"\n[B]\nother = \"y\"\n[C]\n",
	"A = \"\\u00e9 é Ї ї\"",
	"A = {}\nA.one = \"x\"\nA.other = \"y\"",
	"A.one = \"x\"\n[A]\nother = \"y\"",
	"A = \"\"\"\"\"\"\"",
	"A = '''''''",
	"\xff\xfeA = \"after UTF-16's byte order mark, as BurntSushi/toml skips it\"",
}

// TestReadMessageTOMLSamples: each sample reads, and as BurntSushi/toml
// reads it.
func TestReadMessageTOMLSamples(t *testing.T) {
	for _, s := range tomlSamples {
		if _, err := readMessageTOML([]byte(s)); err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		sameAsBurntSushi(t, []byte(s))
	}
}

// TestReadMessageTOMLRefuses: what is not TOML, or not the message format,
// is refused on the line where it goes wrong, saying why.
func TestReadMessageTOMLRefuses(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"A = 3", "line 1: message A is neither text nor a table"},
		{"A = [\"x\"]", "line 1: message A is neither text nor a table"},
		{"\n[A]\none = true", "line 3: message A: one is not text"},
		{"[A]\none =", "line 2: message A: one has no value"},
		{"A = { one = { two = \"x\" } }", "message A: one is not text"},
		{"A.one.two = \"x\"", "line 1: key A.one.two nests deeper"},
		{"[A.B]", "line 1: table [A.B] nests deeper"},
		{"[A]\nB.c = \"x\"", "line 2: key A.B.c nests deeper"},
		{"[[A]]", "line 1: an array of tables"},
		{"A = \"x\"\nA = \"y\"", `line 2: "A" is defined twice`},
		{"[A]\n[A]", `line 2: "A" is defined twice`},
		{"[A]\none = \"x\"\none = \"y\"", "line 3: A.one is defined twice"},
		{"A = \"x\"\nA.one = \"y\"", `line 2: "A" is already defined`},
		{"A = { one = \"x\" }\nA.one = \"y\"", "line 2: A.one is defined twice"},
		{"A.one = \"x\"\n[A]\none = \"y\"", "line 3: A.one is defined twice"},
		{"A.one = \"x\"\n[A]\n[A]", `line 3: "A" is defined twice`},
		{"A = {}\n[A]", `line 2: "A" is defined twice`},
		{"A = \"x\" B = \"y\"", "line 1: unexpected 'B' after the value"},
		{"A \"x\"", `line 1: expected = after the key "A"`},
		{"= \"x\"", "line 1: expected a key"},
		{"A = \"open", "line 1: a string without its closing quote"},
		{"A = \"open\nB = \"x\"", "line 1: a string without its closing quote on its line"},
		{"A = 'open\n", "line 1: a string without its closing quote on its line"},
		{"A = \"\"\"open\n", `line 2: a string without its closing """`},
		{"A = \"\\q\"", "line 1: invalid escape: a backslash before 'q'"},
		{"A = \"\\uD800\"", `line 1: \uD800 is not a Unicode character`},
		{"A = \"\\u12\"", `line 1: \u needs 4 hexadecimal digits`},
		{"A = \"\"\"x\"\"\"\"\"\"", "line 1: 6 quotes in a row"},
		{"A = \"x\xff\"", "line 1: the text is not UTF-8"},
		{"\nA = \"x\x01\"", "line 2: control character U+0001"},
		{"A = \"x\"\r", "line 1: control character U+000D"},
		{"A = { one = \"x\" other = \"y\" }", "line 1: expected , or } in an inline table"},
		{"A = { , }", "line 1: unexpected comma"},
		{"\"\"\"A\"\"\" = \"x\"", "line 1: a multi-line string cannot be a key"},
	} {
		_, err := readMessageTOML([]byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.text, err, c.want)
		}
		if _, werr := burntSushi([]byte(c.text)); werr == nil && !strings.Contains(c.want, "neither") && !strings.Contains(c.want, "not text") && !strings.Contains(c.want, "nests") && !strings.Contains(c.want, "array of tables") {
			t.Errorf("%q: BurntSushi/toml reads it, yet it is no error of the message format", c.text)
		}
	}
}

// FuzzReadMessageTOML: readMessageTOML never panics; whatever it reads,
// BurntSushi/toml reads alike; whatever BurntSushi/toml reads that is in
// the message format, readMessageTOML reads too.
func FuzzReadMessageTOML(f *testing.F) {
	for _, s := range tomlSamples {
		f.Add([]byte(s))
	}
	names, _ := fs.Glob(i18ndata.FS, "*.toml")
	for _, name := range names {
		data, err := fs.ReadFile(i18ndata.FS, name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sameAsBurntSushi(t, data)
	})
}
