package flashpoint

import "testing"

// A glossary line is "Term = meaning"; every mistake names its line and
// column.
func TestParseGlossaryErrors(t *testing.T) {
	terms, err := ParseGlossary("g.txt", []byte("\ufeff# comment\nSP = Speed # trailing\n\nLethal = more wounds\n"))
	if err != nil || len(terms) != 2 || terms[0].Term != "SP" || terms[0].Meaning != "Speed" || terms[1].Term != "Lethal" {
		t.Fatalf("a good glossary: %+v %v", terms, err)
	}
	for _, c := range []struct{ text, want string }{
		{"SP Speed\n", `g.txt:1:1: want "Term = meaning", got "SP Speed"`},
		{" = Speed\n", `g.txt:1:1: a term is missing before "="`},
		{"SP =   \n", `g.txt:1:5: "SP" has no meaning after "="`},
		{"SP = a\nAP = b\nSP = c\n", `g.txt:3:1: "SP" is already explained on line 1`},
	} {
		_, err := ParseGlossary("g.txt", []byte(c.text))
		if err == nil || err.Error() != c.want {
			t.Errorf("%q: got %v, want %s", c.text, err, c.want)
		}
	}
}

// Every stat of the card's stat line and every keyword of the shipped units
// and weapons is explained in the glossary (the card's tooltips).
func TestGlossaryCoversTheCards(t *testing.T) {
	d := loadDefault(t)
	have := map[string]bool{}
	for _, term := range d.Glossary {
		have[term.Term] = true
	}
	need := map[string]string{}
	for _, s := range []string{"SP", "RA", "FI", "SV", "AR", "HP", "ES", "AP", "CC", "PICKUP"} {
		need[s] = "the card's stat and weapon lines"
	}
	for id, u := range d.Units {
		for _, k := range u.Keywords {
			name, _, _ := splitKeyword(k)
			need[name] = "unit " + id
		}
	}
	for id, w := range d.Weapons {
		for _, p := range w.Profiles {
			for _, k := range p.Keywords {
				name, _, _ := splitKeyword(k)
				need[name] = "weapon " + id
			}
		}
		if w.Uses == 1 {
			need["One-Use"] = "weapon " + id
		}
	}
	for k, where := range need {
		if !have[k] {
			t.Errorf("%q (%s) has no glossary entry", k, where)
		}
	}
	g := position(flatArena).model("blue.1 operator 0,1,0").model("red.1 operator 4,1,0").build(t)
	if len(g.Glossary()) != len(d.Glossary) {
		t.Fatal("the game does not offer the data's glossary")
	}
}
