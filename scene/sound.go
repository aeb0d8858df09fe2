package scene

// sound names one synthesized effect.
type sound uint8

// The game's sound effects.
const (
	soundNone    sound = iota
	soundClick         // a button or a widget took a click
	soundDice          // dice rattling; louder and longer with more dice
	soundRifle         // a rifle or pistol shot
	soundBurst         // a Blaze Away burst
	soundHeavy         // a launcher, cannon, laser, shotgun or sniper shot
	soundMelee         // an Assault or a Lunge strikes
	soundShield        // shields absorb or lose hits
	soundWound         // a model is wounded
	soundKill          // a model is killed
	soundThud          // a fall lands
	soundRound         // a new round begins
	soundVictory       // the game is won
	soundDefeat        // the game is lost or drawn
)

// maxRattleDice caps the dice a rattle is made for: more dice than this
// sound like this many.
const maxRattleDice = 10

// cueCount is the number of different cues: every sound once, the rattle
// once per number of dice.
const cueCount = int(soundDefeat) + maxRattleDice - 1

// cue is one sound to play: which, and for dice how many (1..maxRattleDice).
type cue struct {
	s sound
	n int
}

// diceCue is the rattle of n dice.
func diceCue(n int) cue { return cue{s: soundDice, n: max(1, min(maxRattleDice, n))} }

// soundOut plays 16-bit little-endian stereo PCM at sampleRate, at a gain
// of 0..1, without blocking.
type soundOut interface {
	play(pcm []byte, gain float64)
}

// soundBoard plays the game's sound effects. It opens the audio device on
// the player's first click or key press (browsers refuse audio before a
// gesture) and synthesizes each buffer the first time it is played, off
// the UI goroutine: that first play starts when the buffer is ready, a
// tick or two late. It belongs to the App: the process's one audio context
// hangs off it.
type soundBoard struct {
	buffers map[cue][]byte
	waiting map[cue][]float64 // gains of the plays waiting for a buffer being made
	made    chan madeSound    // buffers finished by the synthesizing goroutines
	out     soundOut          // nil until woken, or when there is no audio device
	tried   bool              // the device was looked for
	missing bool              // there is no audio device: the game stays silent
	open    func() (soundOut, bool)
}

// madeSound is a buffer synthesized off the UI goroutine.
type madeSound struct {
	c   cue
	pcm []byte
}

// maxWaiting caps the plays of one sound that wait for its buffer.
const maxWaiting = 3

// volumeGain turns the settings volume (0..100 per cent) into an amplitude
// gain: 0 is silence, 100 full scale, and the steps between follow the
// ear (a squared taper, so 50% is about 12 dB down).
func volumeGain(volume int) float64 {
	v := float64(max(0, min(100, volume))) / 100
	return v * v
}

// wake opens the audio device, once, on the first gesture; while the
// volume is 0 it waits, so a muted game never touches the device.
func (sb *soundBoard) wake(volume int) {
	if sb.tried || volumeGain(volume) == 0 {
		return
	}
	sb.tried = true
	open := sb.open
	if open == nil {
		open = openAudioDevice
	}
	out, ok := open()
	if !ok {
		sb.missing = true
		return
	}
	sb.out = out
}

// play plays c at the settings volume without blocking; it does nothing
// while muted or before the device is open.
func (sb *soundBoard) play(c cue, volume int) {
	g := volumeGain(volume)
	if g <= 0 || sb.out == nil || c.s == soundNone {
		return
	}
	sb.collect()
	if b, ok := sb.buffers[c]; ok {
		sb.out.play(b, g)
		return
	}
	if sb.waiting == nil {
		sb.waiting = map[cue][]float64{}
		sb.made = make(chan madeSound, cueCount) // one per cue: a sender never waits
	}
	w, asked := sb.waiting[c]
	if !asked {
		made := sb.made
		go func() { made <- madeSound{c, synthesize(c)} }()
	}
	if len(w) < maxWaiting {
		sb.waiting[c] = append(w, g)
	}
}

// collect keeps the buffers made since the last call and plays the sounds
// that waited for them. The App calls it every tick.
func (sb *soundBoard) collect() {
	for {
		select {
		case m := <-sb.made:
			if sb.buffers == nil {
				sb.buffers = map[cue][]byte{}
			}
			sb.buffers[m.c] = m.pcm
			for _, g := range sb.waiting[m.c] {
				sb.out.play(m.pcm, g)
			}
			delete(sb.waiting, m.c)
		default:
			return
		}
	}
}
