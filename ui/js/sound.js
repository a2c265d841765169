// Move sounds, synthesized (no audio files to ship): a soft knock for a move,
// a sharper one for a capture, a chime at the end of the game.

import { prefs } from './prefs.js';

let ctx = null;

function tone(freq, ms, type = 'sine', gain = 0.12, delay = 0) {
  if (!prefs().sound) return;
  try {
    ctx = ctx || new (window.AudioContext || window.webkitAudioContext)();
    const t0 = ctx.currentTime + delay / 1000;
    const o = ctx.createOscillator();
    const g = ctx.createGain();
    o.type = type;
    o.frequency.setValueAtTime(freq, t0);
    o.frequency.exponentialRampToValueAtTime(freq * 0.6, t0 + ms / 1000);
    g.gain.setValueAtTime(gain, t0);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + ms / 1000);
    o.connect(g).connect(ctx.destination);
    o.start(t0);
    o.stop(t0 + ms / 1000 + 0.02);
  } catch {
    // No audio device: sounds are optional.
  }
}

export const sound = {
  move: () => tone(420, 90, 'triangle'),
  capture: () => {
    tone(300, 120, 'square', 0.08);
    tone(520, 70, 'triangle', 0.08, 30);
  },
  check: () => tone(880, 140, 'sine', 0.1),
  end: () => {
    tone(523, 180);
    tone(659, 180, 'sine', 0.12, 160);
    tone(784, 260, 'sine', 0.12, 320);
  },
};
