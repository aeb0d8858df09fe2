package lang

// pluralForm is one of CLDR's plural categories, the key of a message's
// text for a count (go-i18n's zero, one, two, few, many and other).
type pluralForm int

// The CLDR plural categories; formOther is every language's default.
const (
	formOther pluralForm = iota
	formZero
	formOne
	formTwo
	formFew
	formMany
)

// cardinalForm returns the CLDR cardinal plural category of the whole
// number n in language code (the sign is ignored). The game's languages
// have these rules (CLDR, for integers, where v = 0):
//
//	en      one: n = 1; other
//	uk, ru  one: n % 10 = 1 and n % 100 != 11;
//	        few: n % 10 = 2..4 and n % 100 != 12..14;
//	        many: the rest (n % 10 = 0 or 5..9, or n % 100 = 11..14)
//
// Ukrainian's and Russian's other is for fractions, which the game does
// not count. Another language gets English's rule. The tests check these
// against golang.org/x/text/feature/plural, which holds CLDR's data.
func cardinalForm(code string, n int) pluralForm {
	if n < 0 {
		n = -n
	}
	switch code {
	case Ukrainian, Russian:
		switch last, lastTwo := n%10, n%100; {
		case last == 1 && lastTwo != 11:
			return formOne
		case last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14):
			return formFew
		default:
			return formMany
		}
	}
	if n == 1 {
		return formOne
	}
	return formOther
}
