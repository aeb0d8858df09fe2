package scene

import (
	"bytes"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// maxVoices caps the sounds playing at once; a sound asked for while all
// are busy is dropped rather than queued.
const maxVoices = 12

// deviceOut plays sounds on ebiten's audio context.
type deviceOut struct {
	ctx    *audio.Context
	voices []*audio.Player
}

// openAudioDevice opens the audio context when the machine has somewhere
// to play sound. ebiten allows one context per process and stops the game
// with an error when its device cannot be opened, so a machine without an
// audio device gets no context at all (ok false) and stays silent.
func openAudioDevice() (soundOut, bool) {
	ctx := audio.CurrentContext()
	if ctx == nil {
		if !audioDeviceAvailable() {
			return nil, false
		}
		ctx = audio.NewContext(sampleRate)
	}
	if ctx.SampleRate() != sampleRate {
		return nil, false
	}
	return &deviceOut{ctx: ctx}, true
}

// play starts pcm on a new player and returns at once; finished players
// are closed as new ones start.
func (d *deviceOut) play(pcm []byte, gain float64) {
	live := d.voices[:0]
	for _, p := range d.voices {
		if p.IsPlaying() {
			live = append(live, p)
		} else {
			_ = p.Close()
		}
	}
	clear(d.voices[len(live):])
	d.voices = live
	if len(d.voices) >= maxVoices {
		return
	}
	p, err := d.ctx.NewPlayer(bytes.NewReader(pcm))
	if err != nil {
		return
	}
	p.SetVolume(gain)
	p.Play()
	d.voices = append(d.voices, p)
}
