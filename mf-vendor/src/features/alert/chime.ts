/** The alert's sound, synthesised with the Web Audio API: no audio file to download. */
export interface Chime {
  /** False where the browser has no Web Audio: the tab title is then the only alert. */
  readonly available: boolean;
  /**
   * Must run inside a tap's handler: browsers let a page make sound only after a user gesture, and
   * an AudioContext created or resumed there stays allowed afterwards.
   */
  unlock(): void;
  play(): void;
  close(): void;
}

type AudioContextClass = typeof AudioContext;

/** Two notes a sixth apart, each a soft attack and a half-second fade: clear over kitchen noise, not harsh. */
const NOTES = [
  { hz: 880, at: 0 },
  { hz: 1396.9, at: 0.16 },
];
const PEAK_GAIN = 0.35;
const NOTE_SECONDS = 0.5;

export function createChime(
  AudioContextImpl: AudioContextClass | undefined = typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext),
): Chime {
  let context: AudioContext | null = null;

  const play = () => {
    if (context === null || context.state !== 'running') return;
    const start = context.currentTime + 0.01;
    for (const note of NOTES) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.hz;
      const at = start + note.at;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS + 0.05);
    }
  };

  return {
    available: AudioContextImpl !== undefined,
    unlock() {
      if (AudioContextImpl === undefined) return;
      context ??= new AudioContextImpl();
      // One chime as the switch turns on, so the vendor hears what a new order sounds like.
      context.resume().then(play, () => undefined);
    },
    play,
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
