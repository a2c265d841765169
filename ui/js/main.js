// Starts the UI: loads words and settings from the backend, then shows Home.
// Screens are modules with mount(root, params) returning an optional cleanup.

import { loadMessages, t, translate } from './i18n.js';
import { loadPrefs } from './prefs.js';
import { showError } from './dom.js';
import { call } from './bridge.js';

const screens = {
  home: () => import('./screens/home.js'),
  game: () => import('./screens/game.js'),
  setup: () => import('./screens/setup.js'),
  learn: () => import('./screens/learn.js'),
  rules: () => import('./screens/rules.js'),
  settings: () => import('./screens/settings.js'),
  about: () => import('./screens/about.js'),
  library: () => import('./screens/library.js'),
  review: () => import('./screens/review.js'),
};

const stack = [];
let cleanup = null;

/** Shows a screen; `replace` swaps the top of the back stack instead of pushing. */
export async function go(name, params = {}, { replace = false, back = false } = {}) {
  if (!back) {
    if (replace) stack.pop();
    stack.push({ name, params });
  }
  if (cleanup) { try { cleanup(); } catch { /* a screen's cleanup must not stop navigation */ } }
  cleanup = null;
  const root = document.getElementById('screen');
  root.innerHTML = '';
  root.dataset.screen = name;
  document.body.dataset.screen = name;
  document.getElementById('nav-back').hidden = stack.length <= 1;
  try {
    const mod = await screens[name]();
    const title = mod.title ? t(mod.title) : '';
    document.getElementById('screen-title').textContent = title;
    cleanup = (await mod.mount(root, params)) || null;
    translate(root);
    root.focus({ preventScroll: true });
  } catch (e) {
    showError(e);
  }
}

/**
 * Re-renders every visible word after a language switch: loads the new
 * message table (which also sets the document's lang and dir), translates the
 * chrome, and mounts the screen on top again. Backend views carry translated
 * words too, so a screen opened with a view fetches a fresh one.
 */
export async function relocalize() {
  await loadMessages();
  translate(document);
  const top = stack[stack.length - 1];
  if (!top) return;
  const { view, ...params } = top.params || {};
  top.params = params;
  await go(top.name, params, { back: true });
}

/** Returns to the previous screen. */
export function back() {
  if (stack.length <= 1) return;
  stack.pop();
  const top = stack[stack.length - 1];
  go(top.name, top.params, { back: true });
}

async function start() {
  try {
    await loadPrefs();
    await loadMessages();
  } catch (e) {
    showError(e);
  }
  translate(document);
  document.getElementById('nav-back').addEventListener('click', back);
  // A desktop app has no browser context menu (right button draws on the board).
  document.addEventListener('contextmenu', (e) => {
    if (!(e.target instanceof HTMLInputElement)) e.preventDefault();
  });
  const brand = document.getElementById('brand');
  const home = () => { stack.length = 0; go('home'); };
  brand.addEventListener('click', home);
  brand.addEventListener('keydown', (e) => { if (e.key === 'Enter') home(); });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !document.querySelector('.overlay') && document.activeElement?.tagName !== 'INPUT') back();
  });
  await go('home');
  document.body.dataset.ready = 'true';
  await probe();
}

/** Startup measurement (scripts/measure-app.sh): open a board at once and report when it takes moves. */
async function probe() {
  let mode = null;
  try { mode = await call('app_probe'); } catch { return; }
  if (!mode) return;
  const opponent = mode === 'engine' ? { type: 'engine', level: 8, color: 'white' } : { type: 'human' };
  const view = await call('game_new', { config: { variant: 'chess', fen: null, opponent, time: { base_ms: 300000, increment_ms: 3000 } } });
  await go('game', { view });
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await call('app_ready');
}

start();
