// Starts the UI: loads words and settings from the backend, then shows Home.
// Screens are modules with mount(root, params) returning an optional cleanup.

import { loadMessages, t, translate } from './i18n.js';
import { loadPrefs } from './prefs.js';
import { showError, toast } from './dom.js';
import { call, on } from './bridge.js';
import { openRequestedFiles } from './open-files.js';

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
  lan: () => import('./screens/lan.js'),
  online: () => import('./screens/online.js'),
};

const stack = [];
let cleanup = null;

/** Counts navigations, so that a screen whose mount finishes after a newer one began is dropped. */
let navigation = 0;

/**
 * Shows a screen; `replace` swaps the top of the back stack instead of pushing.
 * Each screen mounts into a container of its own: when two navigations
 * overlap (a screen's mount awaits the backend), only the last one stays,
 * and an earlier one that finishes late is cleaned up and never shown.
 */
export async function go(name, params = {}, { replace = false, back = false } = {}) {
  if (!back) {
    if (replace) stack.pop();
    stack.push({ name, params });
  }
  const mine = ++navigation;
  if (cleanup) {
    try {
      cleanup();
    } catch {
      /* a screen's cleanup must not stop navigation */
    }
  }
  cleanup = null;
  const root = document.getElementById('screen');
  const host = document.createElement('div');
  host.className = 'screen-host';
  root.replaceChildren(host);
  root.dataset.screen = name;
  document.body.dataset.screen = name;
  document.getElementById('nav-back').hidden = stack.length <= 1;
  try {
    const mod = await screens[name]();
    if (mine === navigation) document.getElementById('screen-title').textContent = mod.title ? t(mod.title) : '';
    const mounted = (await mod.mount(host, params)) || null;
    if (mine !== navigation) {
      if (mounted) {
        try {
          mounted();
        } catch {
          /* superseded: nothing to keep */
        }
      }
      host.remove();
      return;
    }
    cleanup = mounted;
    translate(host);
    root.focus({ preventScroll: true });
  } catch (e) {
    if (mine === navigation) showError(e);
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
  const home = () => {
    stack.length = 0;
    go('home');
  };
  brand.addEventListener('click', home);
  brand.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') home();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !document.querySelector('.overlay') && document.activeElement?.tagName !== 'INPUT') back();
  });
  // A failed save is the player's business: they may be about to lose a game.
  on('autosave', ({ ok, message }) => toast(message, ok ? 'info' : 'error', ok ? 3500 : 10000));
  // A .pgn opened from the system while the app runs (macOS sends it as an event).
  on('open-files', () => openRequestedFiles(go));
  await go('home');
  document.body.dataset.ready = 'true';
  await probe();
  await openRequestedFiles(go);
}

/** Startup measurement (scripts/measure-app.sh, scripts/package-test.sh): report when the home screen, or a board that takes moves, is up. */
async function probe() {
  let mode = null;
  try {
    mode = await call('app_probe');
  } catch {
    return;
  }
  if (!mode) return;
  // Ready once two frames are painted: the screen is on the glass, not only in the DOM.
  const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  if (mode === 'home') {
    await painted();
    await call('app_ready');
    return;
  }
  const opponent = mode === 'engine' ? { type: 'engine', level: 8, color: 'white' } : { type: 'human' };
  const view = await call('game_new', { config: { variant: 'chess', fen: null, opponent, time: { base_ms: 300000, increment_ms: 3000 } } });
  await go('game', { view });
  await painted();
  await call('app_ready');
}

start();
