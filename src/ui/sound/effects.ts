// The sound effects, made in the browser (Web Audio: oscillators and a short noise burst, nothing to
// download, works offline), each under half a second. The AudioContext is made at the first effect
// played with sound on, never before: with sound off the page has none.
export type Effect = 'move' | 'shot' | 'hit' | 'sinking' | 'handOver' | 'gameEnd';

let audio: AudioContext | null = null;
let noise: AudioBuffer | null = null;

function context(): AudioContext | null {
  if (audio) return audio;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null; // no Web Audio: silence, never an error
  audio = new Ctor();
  return audio;
}

/** A tone from `from` Hz gliding to `to` Hz, starting `at` s from now, `len` s long, at `gain`. */
function tone(a: AudioContext, type: OscillatorType, from: number, to: number, at: number, len: number, gain: number): void {
  const t = a.currentTime + at;
  const osc = a.createOscillator();
  const g = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, t);
  osc.frequency.exponentialRampToValueAtTime(Math.max(1, to), t + len);
  g.gain.setValueAtTime(gain, t);
  g.gain.exponentialRampToValueAtTime(0.0001, t + len);
  osc.connect(g).connect(a.destination);
  osc.start(t);
  osc.stop(t + len + 0.02);
}

/** A burst of filtered noise (a gun's report, a splash). */
function burst(a: AudioContext, at: number, len: number, gain: number, cutoff: number): void {
  if (!noise) {
    noise = a.createBuffer(1, Math.round(a.sampleRate * 0.5), a.sampleRate);
    const data = noise.getChannelData(0);
    let x = 0x2545f491; // a fixed seed: the same noise every time
    for (let i = 0; i < data.length; i++) {
      x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
      data[i] = ((x >>> 0) / 4294967296) * 2 - 1;
    }
  }
  const t = a.currentTime + at;
  const src = a.createBufferSource();
  const filter = a.createBiquadFilter();
  const g = a.createGain();
  src.buffer = noise;
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(cutoff, t);
  g.gain.setValueAtTime(gain, t);
  g.gain.exponentialRampToValueAtTime(0.0001, t + len);
  src.connect(filter).connect(g).connect(a.destination);
  src.start(t);
  src.stop(t + len + 0.02);
}

const EFFECTS: Record<Effect, (a: AudioContext) => void> = {
  move: (a) => burst(a, 0, 0.35, 0.12, 700), // a bow wave
  shot: (a) => { burst(a, 0, 0.18, 0.5, 2400); tone(a, 'triangle', 180, 60, 0, 0.15, 0.3); },
  hit: (a) => { burst(a, 0, 0.3, 0.6, 1200); tone(a, 'sine', 110, 40, 0.02, 0.28, 0.5); },
  sinking: (a) => { tone(a, 'sawtooth', 220, 55, 0, 0.45, 0.18); burst(a, 0.05, 0.4, 0.3, 500); },
  handOver: (a) => { tone(a, 'sine', 660, 660, 0, 0.14, 0.2); tone(a, 'sine', 880, 880, 0.14, 0.2, 0.2); },
  gameEnd: (a) => { tone(a, 'triangle', 523, 523, 0, 0.14, 0.25); tone(a, 'triangle', 659, 659, 0.12, 0.14, 0.25); tone(a, 'triangle', 784, 784, 0.24, 0.22, 0.25); },
};

/** Play one effect now. */
export function play(effect: Effect): void {
  const a = context();
  if (!a) return;
  if (a.state === 'suspended') void a.resume().catch(() => undefined); // a browser's autoplay rule: resumed by the next gesture
  EFFECTS[effect](a);
}
