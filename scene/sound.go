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
// tick or two late. Plays keep their order: a sound waiting for its buffer
// holds back the ones asked for after it. It belongs to the App: the
// process's one audio context hangs off it.
type soundBoard struct {
	buffers map[cue][]byte
	asked   map[cue]bool   // buffers being made
	queue   []queuedSound  // plays in the order asked, waiting for their buffers
	made    chan madeSound // buffers finished by the synthesizing goroutines
	out     soundOut       // nil until woken, or when there is no audio device
	tried   bool           // the device was looked for
	missing bool           // there is no audio device: the game stays silent
	open    func() (soundOut, bool)
}

// madeSound is a buffer synthesized off the UI goroutine.
type madeSound struct {
	c   cue
	pcm []byte
}

// queuedSound is a play waiting for its buffer.
type queuedSound struct {
	c    cue
	gain float64
}

// maxQueued caps the plays waiting for buffers; more are dropped.
const maxQueued = 8

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
	if _, ok := sb.buffers[c]; ok && len(sb.queue) == 0 {
		sb.out.play(sb.buffers[c], g)
		return
	}
	if _, ok := sb.buffers[c]; !ok && !sb.asked[c] {
		if sb.asked == nil {
			sb.asked = map[cue]bool{}
			sb.made = make(chan madeSound, cueCount) // one per cue: a sender never waits
		}
		sb.asked[c] = true
		made := sb.made
		go func() { made <- madeSound{c, synthesize(c)} }()
	}
	if len(sb.queue) < maxQueued {
		sb.queue = append(sb.queue, queuedSound{c, g})
	}
}

// collect keeps the buffers made since the last call and plays the queued
// sounds whose buffers are ready, in order, up to the first that is not.
// The App calls it every tick.
func (sb *soundBoard) collect() {
	for done := false; !done; {
		select {
		case m := <-sb.made:
			if sb.buffers == nil {
				sb.buffers = map[cue][]byte{}
			}
			sb.buffers[m.c] = m.pcm
			delete(sb.asked, m.c)
		default:
			done = true
		}
	}
	for len(sb.queue) > 0 {
		b, ok := sb.buffers[sb.queue[0].c]
		if !ok {
			return
		}
		sb.out.play(b, sb.queue[0].gain)
		sb.queue = sb.queue[1:]
	}
}
