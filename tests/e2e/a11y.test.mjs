// Accessibility of every screen, checked by axe-core inside the real app
// window: in English, in Arabic (right to left) and in the dark theme, no
// violation of serious or critical impact.
//
//   scripts/e2e.sh            (builds the debug app, runs this under Xvfb)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { appSession, root } from './webdriver.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let s;

const home = () => s.home();

async function fromHome(card, ready) {
  await home();
  await s.click(`[data-testid=${card}]`);
  await s.waitFor(ready);
}

const LONG_GAME = readFileSync(join(root, 'tests', 'e2e', 'fixtures', 'deep-blue-kasparov-1997-6.pgn'), 'utf8');

/** Imports the PGN `text` unless the library already holds a game of `player`. */
async function importOnce(text, player) {
  const found = await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('games_list', { filter: { search: ${JSON.stringify(player)} } }).then((p) => done(p.total), (e) => done(e.message));`);
  if (found === 0) {
    await s.execAsync(
      `const done = arguments[arguments.length - 1];
      window.__TAURI__.core.invoke('games_import_text', { text: arguments[0] }).then(() => done(true), (e) => done(e.message));`,
      [text],
    );
    await s.until(
      () =>
        s.execAsync(`const done = arguments[arguments.length - 1];
        window.__TAURI__.core.invoke('games_import_status').then((st) => done(!st.running), () => done(false));`),
      { message: 'the game imported' },
    );
  }
}

/** Every screen, each reached as a user reaches it, with what shows it is drawn. */
const screens = [
  ['home', () => home()],
  ['new game', () => fromHome('home-classic', '[data-testid=newgame-dialog]')],
  [
    'game',
    async () => {
      await s.execAsync(`const done = arguments[arguments.length - 1];
        window.__TAURI__.core.invoke('game_new', { config: { variant: 'chess', fen: null, opponent: { type: 'human' }, time: { base_ms: 300000, increment_ms: 3000 } } })
          .then((v) => window.__TAURI__.core.invoke('game_move', { uci: 'e2e4' })).then(() => done(true), (e) => done(e.message));`);
      await fromHome('home-resume', '[data-testid=game-board] .piece');
    },
  ],
  ['setup editor', () => fromHome('home-custom', '[data-testid=setup-valid]')],
  ['learn', () => fromHome('home-learn', '.board')],
  ['rules', () => fromHome('home-rules', 'main h1, main h2')],
  ['saved games', () => fromHome('home-saved', '[data-testid=game-row]')],
  [
    'review',
    async () => {
      // A game long enough that its move list scrolls: the keyboard must reach it.
      await importOnce(LONG_GAME, 'Kasparov');
      await fromHome('home-saved', '[data-testid=game-row]');
      await s.exec(`[...document.querySelectorAll('[data-testid=game-row]')].find((r) => /Kasparov/.test(r.textContent)).querySelector('.player').click()`);
      await s.waitFor('[data-testid=review-moves] [data-ply="37"]');
      assert.ok(
        await s.exec('const l = document.querySelector("[data-testid=review-moves]"); return l.scrollHeight > l.clientHeight'),
        'the move list scrolls',
      );
    },
  ],
  ['settings', () => fromHome('home-settings', '[data-testid=set-language]')],
  ['about', () => fromHome('home-about', 'main h1, main h2')],
  ['LAN', () => fromHome('home-lan', '[data-testid=lan-host-box]')],
  ['online', () => fromHome('home-online', '[data-testid=online-status]')],
];

/** axe's serious and critical violations on the page as it stands, in words. */
async function violations(where) {
  const result = await s.execAsync(
    `const done = arguments[arguments.length - 1];
     if (!window.axe) { ${axeSource}; }
     window.axe.run(document, { resultTypes: ['violations'] })
       .then((r) => done(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
         .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' — ' + n.failureSummary.split('\\n').slice(1, 2).join('')) }))),
         (e) => done([{ id: 'axe-failed', help: String(e), nodes: [] }]));`,
  );
  return result.map((v) => `${where}: ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`);
}

async function checkAll(label) {
  const found = [];
  for (const [name, show] of screens) {
    await show();
    await new Promise((r) => setTimeout(r, 300)); // transitions end, as a user would see it
    found.push(...(await violations(`${label} ${name}`)));
  }
  return found;
}

async function setPref(key, value) {
  await s.execAsync(
    `const done = arguments[arguments.length - 1];
     window.__TAURI__.core.invoke('settings_get').then((st) => window.__TAURI__.core.invoke('settings_set', { settings: { ...st, ${key}: '${value}' } })).then(() => done(true));`,
  );
}

const session = appSession('maharajah-e2e-a11y-', 'en_US.UTF-8', (x) => (s = x));

test('every screen in English, light theme: no serious or critical axe violation', async () => {
  assert.deepEqual(await checkAll('en'), []);
});

test('every screen in Arabic: no serious or critical axe violation', async () => {
  await setPref('language', 'ar');
  await session.relaunch();
  assert.equal(await s.exec('return document.documentElement.dir'), 'rtl');
  assert.deepEqual(await checkAll('ar'), []);
});

test('every screen in the dark theme: no serious or critical axe violation', async () => {
  await setPref('language', 'en');
  await setPref('theme', 'dark');
  await session.relaunch();
  assert.equal(await s.exec('return document.documentElement.dataset.theme'), 'dark');
  assert.deepEqual(await checkAll('dark'), []);
});
