package scene

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
	"time"
)

// allCues is every sound the game plays, with every rattle size.
func allCues() []cue {
	var out []cue
	for s := soundClick; s <= soundDefeat; s++ {
		if s == soundDice {
			for n := 1; n <= maxRattleDice; n++ {
				out = append(out, diceCue(n))
			}
			continue
		}
		out = append(out, cue{s: s})
	}
	return out
}

// pcmStats reads 16-bit little-endian stereo PCM.
type pcmStats struct {
	frames  int
	peak    int     // largest absolute sample
	rms     float64 // over both channels
	lastAbs int     // largest absolute sample of the last frame
}

func statsOf(t *testing.T, pcm []byte) pcmStats {
	t.Helper()
	if len(pcm)%4 != 0 {
		t.Fatalf("%d bytes is not whole 16-bit stereo frames", len(pcm))
	}
	var st pcmStats
	st.frames = len(pcm) / 4
	sum := 0.0
	for i := 0; i+1 < len(pcm); i += 2 {
		v := int(int16(binary.LittleEndian.Uint16(pcm[i:])))
		a := max(v, -v)
		st.peak = max(st.peak, a)
		sum += float64(v) * float64(v)
		if i >= len(pcm)-4 {
			st.lastAbs = max(st.lastAbs, a)
		}
	}
	st.rms = math.Sqrt(sum / float64(len(pcm)/2))
	return st
}

// Every synthesized buffer is whole stereo frames, between 20 ms and 2.5 s
// long, audible, never at full scale (nothing clipped when it was turned
// into int16), ends in silence (no click), and is the same every time.
func TestSoundBuffersWellFormed(t *testing.T) {
	for _, c := range allCues() {
		pcm := synthesize(c)
		st := statsOf(t, pcm)
		secs := float64(st.frames) / sampleRate
		switch {
		case secs < 0.02 || secs > 2.5:
			t.Errorf("%v: %.3f s long", c, secs)
		case st.peak >= 32767:
			t.Errorf("%v: peak %d reaches full scale (clipped)", c, st.peak)
		case st.peak < 4000 || st.rms < 150:
			t.Errorf("%v: nearly silent (peak %d, rms %.0f)", c, st.peak, st.rms)
		case st.lastAbs > 50:
			t.Errorf("%v: ends at %d, not faded out", c, st.lastAbs)
		}
		if !bytes.Equal(pcm, synthesize(c)) {
			t.Errorf("%v: two syntheses differ", c)
		}
	}
}

// The dice rattle scales with the number of dice: more dice, a longer and
// louder rattle.
func TestDiceRattleScalesWithDice(t *testing.T) {
	prev := statsOf(t, synthesize(diceCue(1)))
	for n := 2; n <= maxRattleDice; n++ {
		st := statsOf(t, synthesize(diceCue(n)))
		if st.frames <= prev.frames || st.peak <= prev.peak {
			t.Fatalf("%d dice: %d frames peak %d, not longer and louder than %d dice (%d frames peak %d)",
				n, st.frames, st.peak, n-1, prev.frames, prev.peak)
		}
		prev = st
	}
	if diceCue(0) != diceCue(1) || diceCue(40) != diceCue(maxRattleDice) {
		t.Fatal("rattle sizes are not clamped to 1..maxRattleDice")
	}
}

// Mixing louder than full scale is scaled down, not clipped; int16
// conversion clamps.
func TestMixScalesInsteadOfClipping(t *testing.T) {
	st := newStereo(0.1)
	loud := tone{f0: 440}.render(0.1)
	st.add(0, loud, 3, 0)
	st.add(0, loud, 3, 0)
	s := statsOf(t, st.pcm16(0.5))
	if want := 0.5 * 32767; math.Abs(float64(s.peak)-want) > 40 {
		t.Fatalf("peak %d, want %.0f", s.peak, want)
	}
	if toInt16(1.7) != 32767 || toInt16(-1.7) != -32767 || toInt16(0) != 0 {
		t.Fatal("toInt16 does not clamp")
	}
	if s := statsOf(t, newStereo(0.05).pcm16(0.8)); s.peak != 0 {
		t.Fatalf("silence scaled to peak %d", s.peak)
	}
}

// The volume setting maps to a gain that is 0 at 0 (muted), 1 at 100,
// rises with the setting and clamps out-of-range values.
func TestVolumeGain(t *testing.T) {
	if volumeGain(0) != 0 || volumeGain(-20) != 0 || volumeGain(100) != 1 || volumeGain(250) != 1 {
		t.Fatalf("gain(0)=%v gain(-20)=%v gain(100)=%v gain(250)=%v", volumeGain(0), volumeGain(-20), volumeGain(100), volumeGain(250))
	}
	for v := 1; v <= 100; v++ {
		if volumeGain(v) <= volumeGain(v-1) {
			t.Fatalf("gain(%d)=%v is not above gain(%d)=%v", v, volumeGain(v), v-1, volumeGain(v-1))
		}
	}
}

// recordingOut is a soundOut that remembers what it was asked to play.
type recordingOut struct {
	played []float64 // gains
	pcm    [][]byte
}

func (r *recordingOut) play(pcm []byte, gain float64) {
	r.played = append(r.played, gain)
	r.pcm = append(r.pcm, pcm)
}

// collectAll waits for the buffers being made and plays what waited.
func collectAll(t *testing.T, sb *soundBoard) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for len(sb.queue) > 0 || len(sb.asked) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("buffers were not made within 5 s")
		}
		time.Sleep(time.Millisecond)
		sb.collect()
	}
}

// The sound board opens the device only on a gesture with the volume up,
// only once, plays nothing at volume 0 or before it is open, and plays the
// synthesized buffer (made once, off the caller's goroutine) at the
// volume's gain.
func TestSoundBoardVolumeAndWake(t *testing.T) {
	out := &recordingOut{}
	opened := 0
	sb := soundBoard{open: func() (soundOut, bool) { opened++; return out, true }}

	sb.play(cue{s: soundClick}, 80)
	sb.wake(0)
	if opened != 0 || len(out.played) != 0 || len(sb.queue) != 0 {
		t.Fatalf("before a gesture with the volume up: opened %d, played %d", opened, len(out.played))
	}
	sb.wake(70)
	sb.wake(70)
	if opened != 1 {
		t.Fatalf("device opened %d times", opened)
	}
	sb.play(cue{s: soundKill}, 0)
	if len(out.played) != 0 || len(sb.queue) != 0 {
		t.Fatal("volume 0 played a sound")
	}
	sb.play(cue{s: soundKill}, 50)
	sb.play(cue{s: soundKill}, 100)
	sb.play(cue{s: soundNone}, 100)
	collectAll(t, &sb)
	sb.play(cue{s: soundKill}, 30)
	if len(out.played) != 3 || out.played[0] != volumeGain(50) || out.played[1] != 1 || out.played[2] != volumeGain(30) {
		t.Fatalf("played gains %v", out.played)
	}
	if !bytes.Equal(out.pcm[0], synthesize(cue{s: soundKill})) || &out.pcm[0][0] != &out.pcm[2][0] {
		t.Fatal("the kill buffer is not the synthesized one, or was made twice")
	}

	// Every cue at once: no sender is left waiting on the channel.
	for _, c := range allCues() {
		sb.play(c, 100)
	}
	collectAll(t, &sb)
	if len(sb.buffers) != cueCount {
		t.Fatalf("%d buffers for %d cues", len(sb.buffers), cueCount)
	}

	none := soundBoard{open: func() (soundOut, bool) { return nil, false }}
	none.wake(70)
	none.play(cue{s: soundClick}, 70)
	if !none.missing || none.out != nil || len(none.queue) != 0 {
		t.Fatal("a machine without an audio device is not marked silent")
	}
}
