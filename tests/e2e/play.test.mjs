// Playing on this device, the edges of it: a gesture that means two legal
// moves (a Mirodol king's step that is also a castle) asks which; the
// setup editor never deletes a piece silently and says nothing stale; a
// hint leaves the board with the game; a new game asks before it leaves an
// unfinished one; the clocks are written only when their text changes.
// Each state touched is shot in English, German and Arabic.
//
//   scripts/e2e.sh            (builds the debug app, runs this under Xvfb)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSession, saveScreenshot } from './webdriver.mjs';

let s;
const BOARD = '[data-testid=game-board]';
const SETUP = '[data-testid=setup-board]';

const square = (name, board = BOARD) => s.waitFor(`${board} rect.sq[data-square="${name}"]`);
const pieceOn = (board, sq) => s.exec(`return document.querySelector('${board} [data-square="${sq}"][data-piece]')?.dataset.piece || null`);
const moveCount = () => s.exec('return document.querySelectorAll("[data-testid=move-list] .mv:not(.empty)").length');
const invoke = (cmd, args) =>
  s.execAsync(
    `const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke(${JSON.stringify(cmd)}, ${JSON.stringify(args)}).then((v) => done(v), (e) => done({ error: e }));`,
  );

const home = () => s.home();

/** A new game started through the app's command (`opponent` human unless given), opened from Home. */
async function newGame({ variant = 'chess', fen = null, opponent = { type: 'human' }, time = null } = {}) {
  const v = await invoke('game_new', { config: { variant, fen, opponent, time } });
  assert.ok(!v.error, JSON.stringify(v.error));
  await home();
  await s.click('[data-testid=home-resume]');
  await s.waitFor(`${BOARD} .piece`);
  return v;
}

/** Rooks on b and i, the first rank otherwise empty: the king may castle any distance (rules' mirodol tests). */
const MIRODOL_CASTLE = '1r2k3r1/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/1R2K3R1 w KQkq - 0 1';

/** The king on e1 goes to f1: the chooser asks, Escape asks nothing more, then the castle is chosen. */
async function mirodolKingStep(lang) {
  await newGame({ variant: 'mirodol', fen: MIRODOL_CASTLE });
  const step = async () => {
    await s.pointerClick(await square('e1'));
    await s.waitFor(`${BOARD} [data-testid=hint][data-square="f1"]`);
    await s.pointerClick(await square('f1'));
    return s.waitFor('[data-testid=move-choice]');
  };
  await step();
  assert.deepEqual(await s.exec('return [...document.querySelectorAll("[data-testid=move-choice] .promo-choice")].map((b) => b.dataset.testid).sort()'), [
    'choice-castle',
    'choice-move',
  ]);
  if (lang === 'en') {
    assert.equal(await s.exec('return document.querySelector("[data-testid=promo-title]").textContent'), 'Which move?');
    assert.match(await (await s.find('[data-testid=choice-castle]')).text(), /Castle\s*K-0/);
    assert.match(await (await s.find('[data-testid=choice-move]')).text(), /King move\s*Kf1/);
  }
  await saveScreenshot(s, `move-choice-${lang}`);
  await s.press('\uE00C'); // Escape: nothing is played
  await s.until(async () => !(await s.find('[data-testid=move-choice]')), { message: 'the chooser closed' });
  assert.equal(await pieceOn(BOARD, 'e1'), 'white-king');
  assert.equal(await moveCount(), 0);
  await step();
  await s.click('[data-testid=choice-castle]');
  await s.until(async () => (await pieceOn(BOARD, 'e1')) === 'white-rook', { message: 'the rook beside the king' });
  assert.equal(await pieceOn(BOARD, 'f1'), 'white-king');
  assert.equal(await pieceOn(BOARD, 'i1'), null, 'the castling rook left i1');
  assert.match(await (await s.find('[data-testid=move-list]')).text(), /K-0/);
}

/** The setup editor: a piece of the other side is never removed by a placing click, one's own is replaced; nothing stale is said. */
async function setupClicks(lang) {
  await home();
  await s.click('[data-testid=home-custom]');
  await s.waitFor('[data-testid=setup-valid]');
  const message = () =>
    s.exec('const m = document.querySelector("[data-testid=setup-message]"); return { text: m.textContent, refused: m.classList.contains("error") }');
  await s.click('[data-testid=pal-knight]');
  // White's knight on Black's queen: refused in words, the queen stays.
  await s.pointerClick(await square('d8', SETUP));
  await s.until(async () => (await message()).refused, { message: 'the refusal said' });
  assert.equal(await pieceOn(SETUP, 'd8'), 'black-queen');
  if (lang === 'en') assert.match((await message()).text.replace(/[\u2068\u2069]/g, ''), /^d8 holds a piece of the other side; nothing was changed/);
  await saveScreenshot(s, `setup-other-side-${lang}`);
  // White's knight on White's bishop: the bishop is replaced (same cost), and said so.
  await s.pointerClick(await square('c1', SETUP));
  await s.until(async () => (await pieceOn(SETUP, 'c1')) === 'white-knight', { message: 'the bishop replaced' });
  const replaced = await message();
  assert.equal(replaced.refused, false);
  if (lang === 'en') assert.equal(replaced.text.replace(/[\u2068\u2069]/g, ''), 'The piece on c1 was replaced.');
  await s.waitFor('[data-testid=setup-valid]');
  // A refused drag (onto a piece), then another tool: the refusal is not said any more.
  await s.drag(await square('b1', SETUP), await square('d1', SETUP));
  await s.until(async () => (await message()).refused, { message: 'the refused drag said' });
  if (lang === 'en') assert.match((await message()).text.replace(/[\u2068\u2069]/g, ''), /d1 is already taken/);
  await s.click('[data-testid=pal-bishop]');
  await s.until(async () => !(await message()).refused, { message: 'the old error cleared by a new tool' });
  // The refusal again, then a successful placement: the refusal is gone.
  await s.drag(await square('b1', SETUP), await square('d1', SETUP));
  await s.until(async () => (await message()).refused, { message: 'the refused drag said again' });
  await s.pointerClick(await square('c1', SETUP));
  await s.until(async () => (await pieceOn(SETUP, 'c1')) === 'white-bishop', { message: 'the bishop back on c1' });
  await s.until(async () => !(await message()).refused, { message: 'the old error cleared by a placement' });
}

/** New game from a game in progress: the app asks first; Cancel keeps the game. */
async function newGameAsks(lang) {
  await newGame();
  await s.pointerClick(await square('e2'));
  await s.pointerClick(await square('e4'));
  await s.until(async () => (await moveCount()) === 1, { message: 'e4 played' });
  const before = await invoke('game_state', {});
  await s.click('[data-testid=btn-new]');
  await s.click('[data-testid=newgame-start]');
  await s.waitFor('[data-testid=confirm]');
  // The dialog may still be fading in: read its words, not what is painted yet.
  const question = await s.exec('return document.querySelector("[data-testid=confirm]").textContent');
  if (lang === 'en') assert.match(question, /The game in progress is not finished\. Start a new game\?/);
  await saveScreenshot(s, `newgame-abandon-${lang}`);
  await s.click('[data-testid=confirm-no]');
  await s.until(async () => !(await s.find('[data-testid=confirm]')), { message: 'the question closed' });
  const kept = await invoke('game_state', {});
  assert.equal(kept.id, before.id, 'Cancel keeps the game');
  assert.equal(kept.moves.length, 1);
  assert.equal(kept.over, null);
  assert.equal(await s.exec('return document.body.dataset.screen'), 'game');
  // Asked again and confirmed: a new game.
  await s.click('[data-testid=btn-new]');
  await s.click('[data-testid=newgame-start]');
  await s.click('[data-testid=confirm-yes]');
  await s.until(async () => (await invoke('game_state', {})).id !== before.id, { message: 'the new game' });
  await s.until(async () => (await moveCount()) === 0, { message: 'the new game drawn' });
}

const session = appSession('maharajah-e2e-play-', 'en_US.UTF-8', (x) => (s = x));

test('a Mirodol king stepping next to itself toward its rook asks whether it castles; castling moves the rook', () => mirodolKingStep('en'));

test('the setup editor refuses a White piece on a Black one in words, replaces a White one, and drops an old error', () => setupClicks('en'));

test('starting a new game while one is unfinished asks first; Cancel keeps the game', () => newGameAsks('en'));

test('the hint arrow leaves the board when the game ends by resignation', async () => {
  await newGame({ opponent: { type: 'engine', level: 1, color: 'black' } });
  await s.click('[data-testid=btn-hint]');
  await s.waitFor(`${BOARD} .arrow-hint`, { timeout: 30000 });
  await s.click('[data-testid=btn-resign]');
  await s.click('[data-testid=confirm-yes]');
  await s.waitFor('[data-testid=gameover-reason]', { pred: async (e) => (await e.text()) !== '' });
  assert.equal(await s.exec(`return document.querySelectorAll('${BOARD} .arrow-hint').length`), 0, 'no hint on a finished game');
  await s.click('[data-testid=gameover-close]');
  assert.equal(await s.exec(`return document.querySelectorAll('${BOARD} .arrow-hint').length`), 0);
});

/** Counts the writes to both clocks over `ms` (a MutationObserver on their text and classes). */
async function clockWrites(ms) {
  return s.execAsync(
    `const done = arguments[arguments.length - 1];
    let n = 0;
    const o = new MutationObserver((list) => { n += list.length; });
    for (const c of document.querySelectorAll('[data-testid^=clock-]')) o.observe(c, { childList: true, characterData: true, subtree: true, attributes: true });
    setTimeout(() => { o.disconnect(); done(n); }, ${ms});`,
  );
}

test('a running clock is written once a second, and a finished game’s clocks not at all', async () => {
  await newGame({ time: { base_ms: 300000, increment_ms: 3000 } });
  await s.waitFor('[data-testid=clock-white].running');
  // Three seconds of a clock above ten seconds: three new texts, four at most (a second may start at either end).
  const running = await clockWrites(3000);
  assert.ok(running >= 2 && running <= 4, `${running} writes in 3 s`);
  await s.click('[data-testid=btn-resign]');
  await s.click('[data-testid=confirm-yes]');
  await s.waitFor('[data-testid=gameover-reason]', { pred: async (e) => (await e.text()) !== '' });
  await s.click('[data-testid=gameover-close]');
  assert.equal(await clockWrites(1500), 0, 'nothing written once the game is over');
});

for (const lang of ['de', 'ar']) {
  test(`the same states in ${lang === 'de' ? 'German' : 'Arabic'}`, async () => {
    await invoke('settings_set', { settings: { ...(await invoke('settings_get', {})), language: lang } });
    await session.relaunch();
    await mirodolKingStep(lang);
    await setupClicks(lang);
    await newGameAsks(lang);
  });
}
