// Playing with the keyboard only — no mouse, no typed moves: Tab to reach a
// control, Enter or Space to press it, the arrow keys on the board. A whole
// classic game to mate between two players on one device, in English and in
// Arabic (the arrows still go across the board as it is drawn); a Maharajah
// army built in the setup editor; a pawn promoted to a Maharajah. Every move
// is checked as the live region says it.
//
//   scripts/e2e.sh            (builds the debug app, runs this under Xvfb)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSession, saveScreenshot } from './webdriver.mjs';

const KEY = { tab: '\uE004', enter: '\uE007', space: '\uE00D', escape: '\uE00C', left: '\uE012', up: '\uE013', right: '\uE014', down: '\uE015' };

let s;

const active = () => s.exec('const a = document.activeElement; return a ? (a.dataset.testid || a.id || a.tagName) : null');

/** Presses Tab until the focused element matches `css` (as a keyboard user would), at most `limit` times. */
async function tabTo(css, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await s.exec(`return !!document.activeElement?.matches(${JSON.stringify(css)})`)) return;
    await s.press(KEY.tab);
  }
  throw new Error(`Tab never reached ${css} (stopped on ${await active()})`);
}

/** Tab to `css` and press Enter on it. */
async function activate(css) {
  await tabTo(css);
  await s.press(KEY.enter);
}

const cursor = (board) => s.exec(`return document.querySelector('${board} [data-testid=board-cursor]')?.dataset.square || null`);

/** Moves the board's focus square to `square` with the arrow keys, as drawn (the board must have the focus). */
async function arrowTo(board, square) {
  const flipped = (await s.exec(`return document.querySelector('${board} svg.board').dataset.orientation`)) === 'black';
  for (let i = 0; i < 40; i++) {
    const at = await cursor(board);
    if (at === square) return;
    const [df, dr] = [square.charCodeAt(0) - at.charCodeAt(0), Number(square.slice(1)) - Number(at.slice(1))];
    const right = flipped ? df < 0 : df > 0;
    const up = flipped ? dr < 0 : dr > 0;
    if (df !== 0) await s.press(right ? KEY.right : KEY.left);
    else await s.press(up ? KEY.up : KEY.down);
  }
  throw new Error(`the focus square never reached ${square}`);
}

/** One move by keyboard: pick up on `from`, put down on `to`; returns what the live region then says. */
async function keyMove(from, to, board = '[data-testid=game-board]') {
  const before = await s.exec('return document.querySelectorAll("[data-testid=move-list] .mv:not(.empty)").length');
  await tabTo(`${board} svg.board`);
  await arrowTo(board, from);
  await s.press(KEY.enter);
  await arrowTo(board, to);
  await s.press(KEY.space);
  await s.until(async () => (await s.exec('return document.querySelectorAll("[data-testid=move-list] .mv:not(.empty)").length')) === before + 1, {
    message: `the move ${from}-${to}`,
  });
  await s.until(async () => (await s.exec('return document.querySelector("[data-testid=announcer]").textContent')) !== '', { message: 'an announcement' });
  // Fluent isolates each placeable in a right-to-left language (U+2068 … U+2069); the words are what count.
  return (await s.exec('return document.querySelector("[data-testid=announcer]").textContent')).replace(/[\u2068\u2069]/g, '');
}

/** Home, then a new two-player classic game (with a 5+3 clock when `timed`), all by keyboard. */
async function newTwoPlayerGame(timed = false) {
  await s.press(KEY.escape); // whatever screen: back towards Home
  await activate('#brand');
  await s.waitFor('[data-testid=home-classic]');
  await activate('[data-testid=home-classic]');
  await s.waitFor('[data-testid=newgame-dialog]');
  await activate('[data-testid=seg-opponent] [data-value=human]');
  if (timed) await activate('[data-testid=seg-time] [data-value="5+3"]');
  await activate('[data-testid=newgame-start]');
  await s.waitFor('[data-testid=game-board] .piece');
}

/** Fool's mate by keyboard; the announcements in `words`' language. */
async function foolsMate(words) {
  await newTwoPlayerGame();
  assert.equal(await keyMove('f2', 'f3'), words.f3);
  assert.equal(await keyMove('e7', 'e5'), words.e5);
  assert.equal(await keyMove('g2', 'g4'), words.g4);
  assert.equal(await keyMove('d8', 'h4'), words.mate);
  // The dialog may still be fading in: read its words, not what is painted yet.
  await s.until(async () => words.reason.test(await s.exec('return document.querySelector("[data-testid=gameover-reason]")?.textContent || ""')), {
    message: 'the game-over dialog',
  });
}

const session = appSession('maharajah-e2e-keys-', 'en_US.UTF-8', (x) => (s = x));

test('a classic game to mate with the keyboard only, each move said in words', async () => {
  await foolsMate({
    f3: 'White Pawn from f2 to f3',
    e5: 'Black Pawn from e7 to e5',
    g4: 'White Pawn from g2 to g4',
    mate: 'Black Queen from d8 to h4, checkmate',
    reason: /checkmate/i,
  });
  await saveScreenshot(s, 'keyboard-mate');
});

test('the focus square names its square and piece, Escape puts a picked-up piece back, Shift+T reads the clocks', async () => {
  await s.press(KEY.escape); // the game-over dialog
  await newTwoPlayerGame(true);
  const board = '[data-testid=game-board]';
  await tabTo(`${board} svg.board`);
  await arrowTo(board, 'g1');
  await s.until(
    async () => (await s.exec(`return document.querySelector('${board} [data-testid=board-cursor]').getAttribute('aria-label')`)) === 'g1, White Knight',
    {
      message: 'the focus square named',
    },
  );
  assert.equal(
    await s.exec(
      `return document.querySelector('${board} svg.board').getAttribute('aria-activedescendant') === document.querySelector('${board} [data-testid=board-cursor]').id`,
    ),
    true,
  );
  await s.press(KEY.enter);
  await s.waitFor(`${board} .mk-selected[data-square=g1]`);
  await s.press(KEY.escape);
  await s.until(async () => (await s.exec(`return document.querySelector('${board} .mk-selected')`)) === null, { message: 'the knight put back' });
  assert.equal(await s.exec('return document.body.dataset.screen'), 'game', 'Escape with a piece in hand does not leave the game');
  await arrowTo(board, 'e3');
  await s.until(async () => (await s.exec(`return document.querySelector('${board} [data-testid=board-cursor]').getAttribute('aria-label')`)) === 'e3, empty', {
    message: 'an empty square named',
  });
  await s.press('\uE008', 'T'); // Shift+T
  await s.until(async () => /^White \d+:\d\d, Black \d+:\d\d$/.test(await s.exec('return document.querySelector("[data-testid=announcer]").textContent')), {
    message: 'the clocks read',
  });
});

test('a Maharajah army built in the setup editor, by keyboard', async () => {
  await s.press(KEY.escape);
  await activate('#brand');
  await activate('[data-testid=home-custom]');
  await s.waitFor('[data-testid=setup-valid]');
  await activate('[data-testid=setup-clear]');
  await s.waitFor('[data-testid=setup-board] .piece');
  // A Maharajah (13), an Archbishop (6) and a Chancellor (8) on rank 1, then pawns and a knight and a bishop: 39 points.
  const place = async (kind, squares) => {
    await activate(`[data-testid=pal-${kind}]`);
    assert.equal(await s.exec(`return document.querySelector('[data-testid=pal-${kind}]').getAttribute('aria-pressed')`), 'true');
    await tabTo('[data-testid=setup-board] svg.board');
    for (const sq of squares) {
      await arrowTo('[data-testid=setup-board]', sq);
      await s.press(KEY.enter);
      await s.waitFor(`[data-testid=setup-board] [data-piece="white-${kind}"][data-square="${sq}"]`);
    }
  };
  await place('maharajah', ['d1']);
  await place('chancellor', ['a1']);
  await place('archbishop', ['h1']);
  await place('knight', ['b1']);
  await place('bishop', ['c1']);
  await place('pawn', ['f1', 'g1', 'a2', 'b2', 'c2', 'd2']);
  const reasons = await s.exec('return [...document.querySelectorAll("[data-testid=reason]")].filter((r) => r.textContent.startsWith("White")).length');
  assert.equal(reasons, 0, 'the white army is complete');
  await saveScreenshot(s, 'keyboard-setup');
});

test('a pawn promoted to a Maharajah by keyboard', async () => {
  // A Maharajah game with White a variant side and its pawn on b7.
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'maharajah', fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 w', opponent: { type: 'human' }, time: null } })
      .then(() => done(true), (e) => done(e.message));`);
  await s.press(KEY.escape);
  await activate('#brand');
  await activate('[data-testid=home-resume]');
  await s.waitFor('[data-testid=game-board] .piece');
  const board = '[data-testid=game-board]';
  await tabTo(`${board} svg.board`);
  await arrowTo(board, 'b7');
  await s.press(KEY.enter);
  await arrowTo(board, 'b8');
  await s.press(KEY.enter);
  await s.waitFor('[data-testid=promotion]');
  // The arrow keys go through the choices until the Maharajah.
  for (let i = 0; i < 8 && (await active()) !== 'promo-maharajah'; i++) await s.press(KEY.right);
  assert.equal(await active(), 'promo-maharajah');
  await s.press(KEY.enter);
  await s.waitFor(`${board} [data-piece="white-maharajah"][data-square="b8"]`);
  await s.until(async () => /becomes Maharajah/.test(await s.exec('return document.querySelector("[data-testid=announcer]").textContent')), {
    message: 'the promotion said',
  });
  assert.equal(await s.exec(`return document.activeElement === document.querySelector('${board} svg.board')`), true, 'the focus is back on the board');
});

test('a move typed in the move box keeps the focus there through the reply, for the next move', async () => {
  // The full-strength engine thinks for a while: the box waits through a real reply.
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'chess', fen: null, opponent: { type: 'engine', level: 8, color: 'black' }, time: null } })
      .then(() => done(true), (e) => done(e.message));`);
  await s.press(KEY.escape);
  await activate('#brand');
  await activate('[data-testid=home-resume]');
  await s.waitFor('[data-testid=game-board] .piece');
  const moves = () => s.exec('return document.querySelectorAll("[data-testid=move-list] .mv:not(.empty)").length');
  await tabTo('[data-testid=san-input]');
  for (const [san, after] of [
    ['e4', 2],
    ['d4', 4],
  ]) {
    await s.press(...san, KEY.enter);
    await s.until(async () => (await moves()) >= after, { timeout: 30000, message: `${san} and the reply` });
    assert.equal(await active(), 'san-input', `the focus stays in the move box after ${san}`);
  }
});

test('the same keyboard game in Arabic: the arrows follow the board as drawn, the moves are said in Arabic', async () => {
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('settings_get').then((st) => window.__TAURI__.core.invoke('settings_set', { settings: { ...st, language: 'ar' } })).then(() => done(true));`);
  await session.relaunch();
  assert.equal(await s.exec('return document.documentElement.dir'), 'rtl');
  await newTwoPlayerGame();
  // Right goes right on the screen: from f2 to g2 on a board with White below.
  const board = '[data-testid=game-board]';
  await tabTo(`${board} svg.board`);
  await arrowTo(board, 'f2');
  await s.press(KEY.right);
  assert.equal(await cursor(board), 'g2');
  await s.press(KEY.escape);
  await foolsMate({
    f3: 'الأبيض: البيدق من f2 إلى f3',
    e5: 'الأسود: البيدق من e7 إلى e5',
    g4: 'الأبيض: البيدق من g2 إلى g4',
    mate: 'الأسود: الوزير من d8 إلى h4، كش مات',
    reason: /.+/,
  });
  await saveScreenshot(s, 'keyboard-mate-ar');
});
