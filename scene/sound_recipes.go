package scene

// The recipe of every sound effect: which voices, when and how loud. Each
// returns the finished PCM; the level passed to pcm16 sets how loud the
// sound is against the others.

// synthesize builds the PCM of c.
func synthesize(c cue) []byte {
	switch c.s {
	case soundClick:
		return synthClick()
	case soundDice:
		return synthDice(c.n)
	case soundRifle:
		return synthRifle(false)
	case soundBurst:
		return synthRifle(true)
	case soundHeavy:
		return synthHeavy()
	case soundMelee:
		return synthMelee()
	case soundShield:
		return synthShield()
	case soundWound:
		return synthWound()
	case soundKill:
		return synthKill()
	case soundThud:
		return synthThud()
	case soundRound:
		return synthRound()
	case soundVictory:
		return synthSting(true)
	case soundDefeat:
		return synthSting(false)
	}
	return newStereo(0.01).pcm16(0)
}

// synthClick is a short, soft tick.
func synthClick() []byte {
	r := noiseSource{state: 1}
	st := newStereo(0.045)
	st.add(0, tone{f0: 2300, f1: 1500, env: envelope{attack: 0.0008, decay: 0.007}}.render(0.045), 1, 0)
	st.add(0, noise{highCut: 3000, env: envelope{attack: 0.0003, decay: 0.003}}.render(&r, 0.02), 0.35, 0)
	return st.pcm16(0.35)
}

// synthDice rattles n dice: each falls, bounces two to four times with
// shorter gaps and softer knocks, spread across the stereo field. More
// dice make a longer, denser and louder rattle.
func synthDice(n int) []byte {
	n = max(1, min(maxRattleDice, n))
	r := noiseSource{state: uint64(1000 + n)}
	// The dice land within a window that grows with their number; each
	// one's bounces take about 0.13 s more.
	window := 0.02 + 0.022*float64(n)
	st := newStereo(window + 0.15)
	for range n {
		pan := r.between(-0.6, 0.6)
		t := r.between(0, window)
		gap := r.between(0.05, 0.08)
		amp := r.between(0.7, 1)
		bounces := 2 + int(r.between(0, 2.99))
		for range bounces {
			f := r.between(2200, 4200)
			knock := tone{f0: f, f1: f * 0.97, partials: []float64{1, 0, 0.35}, env: envelope{attack: 0.0004, decay: 0.005}}.render(0.03)
			st.add(t, knock, amp, pan)
			st.add(t, noise{highCut: 1800, env: envelope{attack: 0.0002, decay: 0.0025}}.render(&r, 0.015), amp*0.8, pan)
			t += gap
			gap *= r.between(0.5, 0.7)
			amp *= r.between(0.45, 0.65)
		}
	}
	return st.pcm16(min(0.7, 0.42+0.03*float64(n)))
}

// synthRifle is a sharp crack with a short body and echo; burst is three
// of them in quick succession (Blaze Away).
func synthRifle(burst bool) []byte {
	r := noiseSource{state: 2}
	shot := newSignal(0.4)
	shot.add(0, noise{lowCut: 7000, env: envelope{attack: 0.0004, decay: 0.018}}.render(&r, 0.15), 1)
	shot.add(0, noise{lowCut: 1600, env: envelope{attack: 0.001, decay: 0.07}}.render(&r, 0.35), 0.6)
	shot.add(0, tone{f0: 170, f1: 60, env: envelope{attack: 0.001, decay: 0.05}}.render(0.25), 0.7)
	shot.add(0.045, noise{lowCut: 900, env: envelope{attack: 0.01, decay: 0.12}}.render(&r, 0.35), 0.18)
	if !burst {
		st := newStereo(shot.seconds())
		st.add(0, shot, 1, 0)
		return st.pcm16(0.8)
	}
	st := newStereo(shot.seconds() + 0.2)
	for i, g := range []float64{1, 0.85, 0.92} {
		st.add(float64(i)*0.095, shot, g, 0.08*float64(i-1))
	}
	return st.pcm16(0.8)
}

// synthHeavy is a deep boom: a hard attack, a long low rumble and a
// falling sub tone, with crackle in the tail.
func synthHeavy() []byte {
	r := noiseSource{state: 3}
	s := newSignal(1.1)
	s.add(0, noise{lowCut: 3000, env: envelope{attack: 0.0008, decay: 0.04}}.render(&r, 0.3), 1)
	s.add(0, noise{lowCut: 380, env: envelope{attack: 0.004, decay: 0.28}}.render(&r, 1.1), 1.6)
	s.add(0, tone{f0: 95, f1: 32, env: envelope{attack: 0.003, decay: 0.22}}.render(1.0), 0.9)
	t, amp := 0.08, 0.35
	for range 14 {
		s.add(t, noise{highCut: 1500, env: envelope{attack: 0.0003, decay: 0.004}}.render(&r, 0.02), amp*r.between(0.4, 1))
		t += r.between(0.02, 0.06)
		amp *= 0.85
	}
	st := newStereo(s.seconds())
	st.add(0, s, 1, 0)
	return st.pcm16(0.9)
}

// synthMelee is a whoosh and a heavy impact.
func synthMelee() []byte {
	r := noiseSource{state: 4}
	s := newSignal(0.4)
	s.add(0, noise{lowCut: 400, sweepTo: 3500, env: envelope{attack: 0.09, decay: 0.02}}.render(&r, 0.14), 0.5)
	s.add(0.1, tone{f0: 190, f1: 65, partials: []float64{1, 0.3}, env: envelope{attack: 0.001, decay: 0.06}}.render(0.3), 0.9)
	s.add(0.1, noise{lowCut: 2600, env: envelope{attack: 0.0005, decay: 0.02}}.render(&r, 0.12), 0.8)
	st := newStereo(s.seconds())
	st.add(0, s, 1, 0)
	return st.pcm16(0.8)
}

// synthShield is an energy shimmer falling in pitch, with a zap on top.
func synthShield() []byte {
	r := noiseSource{state: 5}
	st := newStereo(0.5)
	hum := tone{f0: 1400, f1: 480, partials: []float64{1, 0.25}, vibrato: 32, depth: 0.06, env: envelope{attack: 0.004, decay: 0.14}}
	st.add(0, hum.render(0.5), 0.6, -0.25)
	hum.f0, hum.f1, hum.vibrato = 1414*1.01, 485, 29
	st.add(0, hum.render(0.5), 0.6, 0.25)
	st.add(0, noise{highCut: 4000, env: envelope{attack: 0.0005, decay: 0.03}}.render(&r, 0.15), 0.3, 0)
	return st.pcm16(0.55)
}

// synthWound is a dull impact and a short, low grunt-like tone.
func synthWound() []byte {
	r := noiseSource{state: 6}
	s := newSignal(0.32)
	s.add(0, noise{lowCut: 1100, env: envelope{attack: 0.0008, decay: 0.03}}.render(&r, 0.15), 1)
	s.add(0.01, tone{f0: 230, f1: 120, partials: []float64{1, 0.5, 0.3, 0.15}, env: envelope{attack: 0.012, decay: 0.08}}.render(0.3), 0.55)
	st := newStereo(s.seconds())
	st.add(0, s, 1, 0)
	return st.pcm16(0.7)
}

// synthKill is a hard impact with a long falling tone and a low boom.
func synthKill() []byte {
	r := noiseSource{state: 7}
	s := newSignal(0.95)
	s.add(0, noise{lowCut: 3200, env: envelope{attack: 0.0006, decay: 0.04}}.render(&r, 0.2), 1)
	s.add(0, tone{f0: 330, f1: 62, partials: []float64{1, 0.45, 0.25, 0.12}, env: envelope{attack: 0.005, decay: 0.3}}.render(0.9), 0.6)
	s.add(0, tone{f0: 58, f1: 45, env: envelope{attack: 0.004, decay: 0.3}}.render(0.9), 0.7)
	st := newStereo(s.seconds())
	st.add(0, s, 1, 0)
	return st.pcm16(0.85)
}

// synthThud is a body landing: a low falling thump and a muffled knock.
func synthThud() []byte {
	r := noiseSource{state: 8}
	s := newSignal(0.45)
	s.add(0, tone{f0: 88, f1: 38, env: envelope{attack: 0.002, decay: 0.11}}.render(0.45), 1)
	s.add(0, noise{lowCut: 320, env: envelope{attack: 0.001, decay: 0.07}}.render(&r, 0.3), 1.2)
	s.add(0.07, noise{lowCut: 900, env: envelope{attack: 0.0005, decay: 0.01}}.render(&r, 0.05), 0.25)
	st := newStereo(s.seconds())
	st.add(0, s, 1, 0)
	return st.pcm16(0.85)
}

// bell is a struck bell at f: inharmonic partials, the high ones dying
// first.
func bell(f, seconds float64) signal {
	s := newSignal(seconds)
	for _, p := range []struct{ ratio, amp, decay float64 }{
		{1, 1, 0.55}, {2.0, 0.45, 0.35}, {2.76, 0.35, 0.22}, {5.4, 0.18, 0.09},
	} {
		s.add(0, tone{f0: f * p.ratio, env: envelope{attack: 0.002, decay: p.decay}}.render(seconds), p.amp)
	}
	return s
}

// synthRound is a two-note chime.
func synthRound() []byte {
	st := newStereo(1.5)
	st.add(0, bell(784, 1.3), 1, -0.2)
	st.add(0.17, bell(1175, 1.3), 0.9, 0.2)
	return st.pcm16(0.5)
}

// synthSting is a short brass phrase: a rising major arpeggio for a win, a
// falling chromatic line ending low for a loss.
func synthSting(win bool) []byte {
	type note struct{ at, f, hold float64 }
	notes := []note{{0, 523.25, 0.16}, {0.13, 659.25, 0.16}, {0.26, 783.99, 0.16}, {0.39, 1046.5, 0.45}}
	if !win {
		notes = []note{{0, 392, 0.3}, {0.3, 369.99, 0.3}, {0.6, 349.23, 0.3}, {0.9, 293.66, 0.4}}
	}
	brass := []float64{1, 0.5, 0.33, 0.25, 0.2, 0.16}
	st := newStereo(2.1)
	for i, n := range notes {
		t := tone{f0: n.f, partials: brass, env: envelope{attack: 0.02, decay: n.hold}}
		if i == len(notes)-1 {
			t.vibrato, t.depth = 5.5, 0.006
		}
		v := t.render(2.1 - n.at).lowPass(2600)
		st.add(n.at, v, 1, 0)
		if win && i == len(notes)-1 {
			// The last note of a win is a full chord.
			for _, ratio := range []float64{0.5, 1.26, 1.5} {
				c := tone{f0: n.f * ratio, partials: brass, env: envelope{attack: 0.03, decay: 0.55}}
				st.add(n.at, c.render(2.1-n.at).lowPass(2200), 0.45, 0)
			}
		}
	}
	return st.pcm16(0.65)
}
