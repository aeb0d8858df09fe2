package flashpoint

import "github.com/flashpoint-arena/flashpoint/rules"

// Exact odds for forecasts. Headshot chains have no upper bound, so they
// are followed until the chance left is below chainTail, the tail of the
// result below distTail is cut, and the distribution is renormalised to sum
// to 1 (RULES-COMBAT.md).
const (
	chainTail = 1e-15
	distTail  = 1e-12
)

// Outcome labels of ShotOdds.
const (
	OutcomeNoDamage    = "no damage"
	OutcomeShieldsOnly = "shields only"
	OutcomeWound       = "wound"
	OutcomeKill        = "kill"
	OutcomeNoEffect    = "no effect" // Blaze Away lost
	OutcomePinned      = "pinned"    // Blaze Away won: 1 shield lost and Pinned
)

// faceOdds returns the chance that one die of p is a success that is not a
// headshot, and that it is a headshot.
func faceOdds(p Pool) (success, headshot float64) {
	for f := 1; f <= Die; f++ {
		switch {
		case p.IsHeadshot(f):
			headshot++
		case p.Success(f):
			success++
		}
	}
	return success / Die, headshot / Die
}

// countTable returns t[s][h]: the chance that n dice show s plain
// successes and h headshots.
func countTable(n int, ps, ph float64) [][]float64 {
	pf := 1 - ps - ph
	t := make([][]float64, n+1)
	for i := range t {
		t[i] = make([]float64, n+1)
	}
	t[0][0] = 1
	for die := 1; die <= n; die++ {
		for s := die; s >= 0; s-- {
			for h := die - s; h >= 0; h-- {
				v := t[s][h] * pf
				if s > 0 {
					v += t[s-1][h] * ps
				}
				if h > 0 {
					v += t[s][h-1] * ph
				}
				t[s][h] = v
			}
		}
	}
	return t
}

// chainDist is the distribution of the successes one headshot die adds with
// everything it chains into: 0 on a failure, 1 on a plain success, and one
// more for every headshot in a row.
func chainDist(ps, ph float64) []float64 {
	pf := 1 - ps - ph
	out := []float64{pf}
	for k, run := 1, 1.0; run > chainTail; k++ { // run = ph^(k-1)
		out = append(out, run*(ph*pf+ps))
		run *= ph
		if ph == 0 {
			break
		}
	}
	return out
}

// convolve returns the distribution of the sum of two independent counts.
func convolve(a, b []float64) []float64 {
	out := make([]float64, len(a)+len(b)-1)
	for i, x := range a {
		if x == 0 {
			continue
		}
		for j, y := range b {
			out[i+j] += x * y
		}
	}
	return trimTail(out, chainTail)
}

// trimTail cuts trailing entries whose sum is below eps.
func trimTail(d []float64, eps float64) []float64 {
	sum := 0.0
	n := len(d)
	for n > 1 && sum+d[n-1] < eps {
		sum += d[n-1]
		n--
	}
	return d[:n]
}

// SuccessDist returns P(successes = k) for k = 0, 1, ... for a pool, exact
// up to the cut tail: the first roll, Weight of Fire rerolls of up to
// Rerolls failed dice (each reroll may headshot), and headshot chains.
func SuccessDist(p Pool) []float64 {
	n := p.Dice()
	ps, ph := faceOdds(p)
	first := countTable(n, ps, ph)
	rerolls := make([][][]float64, min(n, max(0, p.Rerolls))+1)
	// joint[b][m]: b successes from the pool's own dice, m of them headshots.
	joint := make([][]float64, n+1)
	for i := range joint {
		joint[i] = make([]float64, n+1)
	}
	for s1 := 0; s1 <= n; s1++ {
		for h1 := 0; s1+h1 <= n; h1++ {
			p1 := first[s1][h1]
			if p1 == 0 {
				continue
			}
			r := min(n-s1-h1, len(rerolls)-1)
			if rerolls[r] == nil {
				rerolls[r] = countTable(r, ps, ph)
			}
			for s2 := 0; s2 <= r; s2++ {
				for h2 := 0; s2+h2 <= r; h2++ {
					joint[s1+h1+s2+h2][h1+h2] += p1 * rerolls[r][s2][h2]
				}
			}
		}
	}
	chain := chainDist(ps, ph)
	powers := [][]float64{{1}} // powers[m]: successes added by m headshot chains
	out := make([]float64, n+1)
	for b := 0; b <= n; b++ {
		for m := 0; m <= b; m++ {
			pj := joint[b][m]
			if pj == 0 {
				continue
			}
			for len(powers) <= m {
				powers = append(powers, convolve(powers[len(powers)-1], chain))
			}
			for k, pk := range powers[m] {
				for b+k >= len(out) {
					out = append(out, 0)
				}
				out[b+k] += pj * pk
			}
		}
	}
	return normalise(trimTail(out, distTail))
}

// normalise scales d to sum to 1 (an all-zero d is returned unchanged).
func normalise(d []float64) []float64 {
	sum := 0.0
	for _, v := range d {
		sum += v
	}
	if sum > 0 {
		for i := range d {
			d[i] /= sum
		}
	}
	return d
}

// NetDist returns P(net hits = k) for an opposed test: k = attacker
// successes minus defender successes when positive, 0 otherwise.
func NetDist(attack, defence Pool) []float64 {
	a, d := SuccessDist(attack), SuccessDist(defence)
	out := make([]float64, len(a))
	for i, pa := range a {
		for j, pd := range d {
			out[max(0, i-j)] += pa * pd
		}
	}
	return normalise(trimTail(out, distTail))
}

// ShotOdds returns the chance of each outcome of an attack with profile w
// against d, in a fixed order summing to 1: "no damage", "shields only",
// "wound", "kill". A Blaze Away attack pool (IsBlaze) gives "no effect" and
// "pinned" instead (the shooter wins: 1 shield and Pinned, HF-FAQ-2).
// Hits that neither touch a shield nor get through the armour count as "no
// damage".
func ShotOdds(attack, defence Pool, w Profile, d Defender) []rules.Outcome {
	net := NetDist(attack, defence)
	if IsBlaze(attack) {
		return []rules.Outcome{{Label: OutcomeNoEffect, P: net[0]}, {Label: OutcomePinned, P: 1 - net[0]}}
	}
	var none, shields, wound, kill float64
	for hits, p := range net {
		dmg := ResolveDamage(hits, w, d)
		switch {
		case dmg.Killed:
			kill += p
		case dmg.Wounds > 0:
			wound += p
		case dmg.ShieldsLost() > 0:
			shields += p
		default:
			none += p
		}
	}
	return []rules.Outcome{
		{Label: OutcomeNoDamage, P: none},
		{Label: OutcomeShieldsOnly, P: shields},
		{Label: OutcomeWound, P: wound},
		{Label: OutcomeKill, P: kill},
	}
}
