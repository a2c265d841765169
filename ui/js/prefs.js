// The user's settings as the UI applies them (the backend stores them).

import { call } from './bridge.js';

let current = {
  theme: 'system',
  orientation: 'auto',
  sound: true,
  legalHints: true,
  coordinates: true,
  animationMs: 200,
  language: '',
  playerName: '',
  server: '',
  boardTheme: 'wood',
  boardSize: 'large',
  pieceSet: 'standard',
  autoQueen: false,
};
const listeners = new Set();

export function prefs() {
  return current;
}

export async function loadPrefs() {
  current = await call('settings_get');
  applyTheme();
  return current;
}

/** The saves in flight, one after another. */
let saving = Promise.resolve();

/**
 * Saves `changes`: they count at once (a second change made before the
 * first is saved keeps it), and the saves go one after another, each with
 * every change so far, so the settings stored are the last ones made. A
 * refused save puts back what is stored.
 */
export function savePrefs(changes) {
  current = { ...current, ...changes };
  applyTheme();
  const settings = current;
  const saved = saving.then(() => call('settings_set', { settings }));
  saving = saved.catch(() => {});
  return saved.then(
    (stored) => {
      // The backend's answer (its own defaults and bounds), unless a newer change is on its way.
      if (current === settings) current = stored;
      applyTheme();
      for (const f of listeners) f(current);
      return current;
    },
    async (e) => {
      await loadPrefs().catch(() => {});
      throw e;
    },
  );
}

export function onPrefs(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}

function applyTheme() {
  const dark = current.theme === 'dark' || (current.theme === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  // The board's colours and size, for every screen that draws one (ui/css/app.css).
  document.documentElement.dataset.board = current.boardTheme || 'wood';
  document.documentElement.dataset.boardSize = current.boardSize || 'large';
  // The piece set is drawn by the screens (pieces.js); named here too for the tests.
  document.documentElement.dataset.pieces = current.pieceSet || 'standard';
}
