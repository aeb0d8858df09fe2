package scene

import (
	"encoding/binary"
	"math"
)

// The sound effects are synthesized in code: mono float signals built from
// a few voices (tones with a pitch glide, filtered noise), mixed, panned and
// written as 16-bit little-endian stereo PCM at sampleRate, the format
// ebiten's audio.Context.NewPlayer takes.

// sampleRate is the sample rate of every buffer and of the audio context.
const sampleRate = 44100

// fadeSamples is the length of the ramp (5 ms) every voice and buffer
// ends with, so no sound stops with a click.
const fadeSamples = sampleRate / 200

// signal is a mono signal, one float per sample, nominally within -1..1.
type signal []float64

// newSignal returns silence of the given length in seconds.
func newSignal(seconds float64) signal {
	return make(signal, max(1, int(seconds*sampleRate)))
}

// seconds is the signal's length.
func (s signal) seconds() float64 { return float64(len(s)) / sampleRate }

// add mixes src into s starting at the given time, scaled by gain; the
// part of src past the end of s is dropped.
func (s signal) add(at float64, src signal, gain float64) {
	start := int(at * sampleRate)
	for i, v := range src {
		j := start + i
		if j < 0 {
			continue
		}
		if j >= len(s) {
			return
		}
		s[j] += v * gain
	}
}

// envelope shapes a voice's loudness: a linear rise over attack seconds,
// then an exponential decay with the time constant decay (seconds to fall
// to 1/e).
type envelope struct {
	attack, decay float64
}

// audible shortens a voice of the given length to the time the envelope
// takes to fall 60 dB (the rest would be silence).
func (e envelope) audible(seconds float64) float64 {
	if e.decay <= 0 {
		return seconds
	}
	return min(seconds, e.attack+7*e.decay)
}

// level steps the envelope one sample at a time.
type level struct {
	attack int     // samples of the rise
	step   float64 // decay factor per sample
	i      int
	v      float64
}

// start begins the envelope.
func (e envelope) start() level {
	l := level{attack: int(e.attack * sampleRate), step: 1, v: 1}
	if e.decay > 0 {
		l.step = math.Exp(-1 / (e.decay * sampleRate))
	}
	return l
}

// next returns the envelope's level at the next sample.
func (l *level) next() float64 {
	i := l.i
	l.i++
	if i < l.attack {
		return float64(i) / float64(l.attack)
	}
	v := l.v
	l.v *= l.step
	return v
}

// tone is a sum of sine partials whose pitch glides exponentially from f0
// to f1 over the voice's length. partials[k] is the level of harmonic k+1;
// nil means a pure sine. vibrato (Hz) and depth (fraction of the pitch)
// wobble the pitch.
type tone struct {
	f0, f1   float64
	partials []float64
	vibrato  float64
	depth    float64
	env      envelope
}

// render plays the tone for the given length. The partials are summed
// with the Chebyshev recurrence sin((k+1)x) = 2cos(x)sin(kx) - sin((k-1)x),
// so a sample costs one sine and cosine however many partials there are.
func (v tone) render(seconds float64) signal {
	s := newSignal(v.env.audible(seconds))
	parts := v.partials
	if parts == nil {
		parts = []float64{1}
	}
	f1 := v.f1
	if f1 <= 0 {
		f1 = v.f0
	}
	glide := math.Pow(f1/v.f0, 1/float64(len(s)))
	env := v.env.start()
	f, phase := v.f0, 0.0
	for i := range s {
		fi := f
		if v.vibrato > 0 {
			fi *= 1 + v.depth*math.Sin(2*math.Pi*v.vibrato*float64(i)/sampleRate)
		}
		f *= glide
		if phase += 2 * math.Pi * fi / sampleRate; phase >= 2*math.Pi {
			phase -= 2 * math.Pi
		}
		sin1, cos1 := math.Sincos(phase)
		x, prev, cur := 0.0, 0.0, sin1
		for k, a := range parts {
			if fi*float64(k+1) >= sampleRate/2 {
				break
			}
			x += a * cur
			prev, cur = cur, 2*cos1*cur-prev
		}
		s[i] = x * env.next()
	}
	return s.fadeTail()
}

// noiseSource is a small xorshift generator for white noise: each sound
// seeds its own, so every buffer is the same on every run.
type noiseSource struct{ state uint64 }

// next returns a value in -1..1.
func (r *noiseSource) next() float64 {
	if r.state == 0 {
		r.state = 0x9E3779B97F4A7C15
	}
	r.state ^= r.state << 13
	r.state ^= r.state >> 7
	r.state ^= r.state << 17
	return float64(r.state>>11)/float64(1<<52) - 1
}

// between returns a value in lo..hi.
func (r *noiseSource) between(lo, hi float64) float64 {
	return lo + (hi-lo)*(r.next()+1)/2
}

// noise is filtered white noise: a one-pole low-pass at lowCut Hz (0 for
// none) and a one-pole high-pass at highCut Hz (0 for none). sweepTo, when
// set, moves the low-pass cut-off exponentially to that frequency over the
// voice's length (a whoosh).
type noise struct {
	lowCut, highCut float64
	sweepTo         float64
	env             envelope
}

// render plays the noise for the given length from the source r.
func (v noise) render(r *noiseSource, seconds float64) signal {
	s := newSignal(v.env.audible(seconds))
	env := v.env.start()
	cut, sweep := v.lowCut, 1.0
	if v.lowCut > 0 && v.sweepTo > 0 {
		sweep = math.Pow(v.sweepTo/v.lowCut, 1/float64(len(s)))
	}
	a, ah := onePole(cut), onePole(v.highCut)
	lp, hpIn := 0.0, 0.0
	for i := range s {
		x := r.next()
		if v.lowCut > 0 {
			if sweep != 1 {
				a = onePole(cut)
				cut *= sweep
			}
			lp += a * (x - lp)
			x = lp
		}
		if v.highCut > 0 {
			hpIn += ah * (x - hpIn)
			x -= hpIn
		}
		s[i] = x * env.next()
	}
	return s.fadeTail()
}

// onePole is the coefficient of a one-pole filter with cut-off f.
func onePole(f float64) float64 {
	return 1 - math.Exp(-2*math.Pi*f/sampleRate)
}

// lowPass filters s in place with a one-pole low-pass at f Hz.
func (s signal) lowPass(f float64) signal {
	a, y := onePole(f), 0.0
	for i, x := range s {
		y += a * (x - y)
		s[i] = y
	}
	return s
}

// fadeTail ramps the last few milliseconds of s down to silence, so a
// voice cut off before it has died away does not click.
func (s signal) fadeTail() signal {
	n := min(len(s)/4, fadeSamples)
	for i := range n {
		s[len(s)-1-i] *= float64(i) / float64(n)
	}
	return s
}

// peak is the largest absolute sample.
func (s signal) peak() float64 {
	p := 0.0
	for _, v := range s {
		p = max(p, math.Abs(v))
	}
	return p
}

// stereo is a sound's two channels, the same length.
type stereo struct{ l, r signal }

// newStereo returns stereo silence of the given length.
func newStereo(seconds float64) stereo {
	return stereo{newSignal(seconds), newSignal(seconds)}
}

// add mixes a mono src at time at, with gain, panned from -1 (left) to 1
// (right) at constant power.
func (st stereo) add(at float64, src signal, gain, pan float64) {
	a := (max(-1, min(1, pan)) + 1) * math.Pi / 4
	st.l.add(at, src, gain*math.Cos(a)*math.Sqrt2)
	st.r.add(at, src, gain*math.Sin(a)*math.Sqrt2)
}

// pcm16 turns the sound into 16-bit little-endian stereo PCM: scaled so its
// loudest sample is level (0..1, never past full scale, so nothing clips),
// with a short fade at the end.
func (st stereo) pcm16(level float64) []byte {
	n := min(len(st.l), len(st.r))
	p := max(st.l[:n].peak(), st.r[:n].peak())
	g := 0.0
	if p > 0 {
		g = max(0, min(1, level)) / p
	}
	fade := fadeSamples
	out := make([]byte, 4*n)
	for i := range n {
		k := g
		if left := n - 1 - i; left < fade {
			k *= float64(left) / float64(fade)
		}
		binary.LittleEndian.PutUint16(out[4*i:], uint16(toInt16(st.l[i]*k)))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(toInt16(st.r[i]*k)))
	}
	return out
}

// toInt16 converts a sample in -1..1 to int16, clamping anything outside.
func toInt16(v float64) int16 {
	x := math.Round(v * 32767)
	return int16(max(-32767, min(32767, x)))
}
