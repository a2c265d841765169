// End-to-end: the review a player trusts and explores, and premoves in a game.
// A known game (Deep Blue – Kasparov 1997, game 6, opened as a .pgn) is
// reviewed: the engine's lines and the evaluation bar follow the position,
// the analysis marks neither 3.Nc3 nor 8.Nxe6 and gives each side an
// accuracy; a move tried on the board makes a side line, the way back to the
// game is one click, and the saved line is in the game when it is opened again.
// Then a premove against the engine is played the moment the engine has moved.
//
//   scripts/e2e.sh            (builds the debug app, runs this under Xvfb)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appSession, root, saveScreenshot } from './webdriver.mjs';

let s;
const session = appSession('maharajah-e2e-review-', 'en_US.UTF-8', (x) => (s = x));

const GAME = readFileSync(join(root, 'tests', 'e2e', 'fixtures', 'deep-blue-kasparov-1997-6.pgn'), 'utf8');

const BOARD = '[data-testid=review-board]';
const square = (name, board = BOARD) => s.waitFor(`${board} rect.sq[data-square="${name}"]`);
const dataset = (key) => s.exec(`return document.querySelector("[data-testid=review]").dataset.${key}`);
const count = (css) => s.exec(`return document.querySelectorAll(${JSON.stringify(css)}).length`);
// The move list scrolls inside its panel: a click by script reaches a move wherever the list is scrolled.
const clickMove = (ply) => s.exec(`document.querySelector('[data-testid=review-move][data-ply="${ply}"]').click()`);
const text = (css) => s.exec(`const e = document.querySelector(${JSON.stringify(css)}); return e ? e.textContent : null`);

async function openGame() {
  const dir = mkdtempSync(join(tmpdir(), 'maharajah-review-pgn-'));
  const file = join(dir, 'deep-blue-kasparov-6.pgn');
  writeFileSync(file, GAME);
  await session.relaunch([file]);
  await s.waitFor('[data-testid=review-moves]', { timeout: 20000 });
}

test('the engine lines and the evaluation bar follow the position shown', async () => {
  await openGame();
  await clickMove(14);
  await s.until(async () => (await dataset('ply')) === '14', { message: 'after 7...h6' });
  await s.until(async () => (await count('[data-testid=engine-line]')) === 3, { timeout: 20000, message: 'three engine lines' });
  assert.match(await text('[data-testid=lines-depth]'), /Depth \d+/);
  // Each line starts with White's move 8 and its evaluation.
  const first = await text('[data-testid=engine-line]');
  assert.match(first, /^[+−]?\d+\.\d\d|^#/);
  assert.match(first, /8\. [NBRQKa-h]/);
  assert.notEqual(await s.exec('return document.querySelector("[data-testid=eval-bar]").getAttribute("aria-valuetext")'), '');
  assert.match(await text('[data-testid=review-opening]'), /^B17 Caro-Kann Defense: Karpov Variation/);
  await clickMove(1);
  assert.equal(await text('[data-testid=review-opening]'), "B00 King's Pawn Game");
  await clickMove(14);
  // Turned off, the lines stop and stay off for the next position.
  await s.click('[data-testid=lines-toggle]');
  await s.until(async () => (await count('[data-testid=engine-line]')) === 0, { message: 'lines off' });
  await clickMove(15);
  assert.equal(await count('[data-testid=engine-line]'), 0);
  await s.click('[data-testid=lines-toggle]');
  await s.until(async () => (await count('[data-testid=engine-line]')) > 0, { timeout: 20000, message: 'lines on again' });
});

test('the analysis marks neither 3.Nc3 nor 8.Nxe6 and gives each side its accuracy', async () => {
  await s.waitFor('[data-testid=analysis-status]', {
    timeout: 240000,
    pred: async (e) => /complete/.test(await e.text()),
    message: 'the analysis ends',
  });
  const markOf = (ply) => s.exec(`return document.querySelector('[data-testid=review-move][data-ply="${ply}"]').className`);
  assert.doesNotMatch(await markOf(5), /mark-/, '3.Nc3 is the main line of the Caro-Kann');
  assert.doesNotMatch(await markOf(15), /mark-(mistake|blunder)/, '8.Nxe6 won the game');
  for (const color of ['white', 'black']) {
    assert.match(await text(`[data-testid=summary-${color}] td`), /^\d+%$/, `${color}'s accuracy`);
  }
  // The evaluation and move beside the board say they are the review pass's, not the engine lines'.
  await clickMove(14);
  assert.match(await text('[data-testid=review-pass]'), /^Review pass: [+−]?\d+\.\d\d · its move: \S+/);
  assert.match(await s.exec('return document.querySelector("[data-testid=review-pass]").title'), /engine lines search this position longer/);
});

/** The viewport rectangle of the first element matching `css`. */
const rectOf = (css) =>
  s.exec(
    `const r = document.querySelector(${JSON.stringify(css)}).getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };`,
  );

/**
 * The review as it opens at 1200×820, the app's default size: the copy
 * buttons inside the window, the move list's heading in sight, a list that
 * shows a fair part of the game, and the last move (where it opens) in view.
 */
async function checkDefaultSizeLayout(label) {
  await s.click('#brand');
  await s.click('[data-testid=home-saved]');
  await s.until(() => s.exec(`return [...document.querySelectorAll('[data-testid=game-row]')].some((r) => /Kasparov/.test(r.textContent))`), {
    message: `${label}: the game in the saved games`,
  });
  await s.exec(`[...document.querySelectorAll('[data-testid=game-row]')].find((r) => /Kasparov/.test(r.textContent)).querySelector('.player').click()`);
  await s.waitFor('[data-testid=review-summary]:not([hidden])', { message: `${label}: the cached analysis` });
  await s.until(async () => (await count('[data-testid=engine-line]')) === 3, { timeout: 20000, message: `${label}: three engine lines` });
  await new Promise((r) => setTimeout(r, 300));
  const view = await s.exec('return { width: innerWidth, height: innerHeight }');
  assert.deepEqual(view, { width: 1200, height: 820 }, `${label}: the window's inside`);
  for (const b of ['copy-fen', 'copy-pgn']) {
    const r = await rectOf(`[data-testid=${b}]`);
    assert.ok(r.top >= 0 && r.bottom <= view.height && r.right <= view.width && r.left >= 0, `${label}: ${b} in the window: ${JSON.stringify(r)}`);
  }
  const list = await rectOf('[data-testid=review-moves]');
  const title = await rectOf('#review-moves-title');
  assert.ok(
    title.height > 0 && title.top >= 0 && title.bottom <= list.top + 1,
    `${label}: the list's heading in sight above it: ${JSON.stringify({ title, list })}`,
  );
  const rows = await s.exec(`const box = document.querySelector('[data-testid=review-moves]').getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid=review-moves] > li')].filter((li) => { const r = li.getBoundingClientRect(); return r.top >= box.top - 1 && r.bottom <= box.bottom + 1; }).length;`);
  assert.ok(rows >= 8, `${label}: ${rows} rows of moves in sight`);
  assert.equal(await dataset('ply'), '37');
  const current = await rectOf('[data-testid=review-move][data-ply="37"]');
  assert.ok(current.top >= list.top - 1 && current.bottom <= list.bottom + 1, `${label}: the last move in view: ${JSON.stringify({ current, list })}`);
  await saveScreenshot(s, `review-1200x820-${label}`);
}

test('at the default window size the review fits: buttons, the move list and its heading, the current move in view', async () => {
  const before = await s.req('GET', '/window/rect');
  await s.req('POST', '/window/rect', { width: 1200, height: 820 });
  await s.until(async () => (await s.exec('return innerHeight')) === 820, { message: 'the window resized' });
  await checkDefaultSizeLayout('en');
  await s.req('POST', '/window/rect', { width: before.width, height: before.height });
});

test('a move tried on the board makes a side line; one click goes back; a saved line stays in the game', async () => {
  await clickMove(14);
  await s.until(async () => (await dataset('ply')) === '14', { message: 'after 7...h6' });
  // 8.Ne4 instead of 8.Nxe6, then 8...Nxe4.
  await s.pointerClick(await square('g5'));
  await s.waitFor(`${BOARD} [data-testid=hint][data-square="e4"]`);
  await s.pointerClick(await square('e4'));
  await s.until(async () => (await dataset('line')) === '0', { message: 'in the side line' });
  await s.pointerClick(await square('f6'));
  await s.pointerClick(await square('e4'));
  await s.until(async () => (await dataset('line')) === '1', { message: 'two moves into the side line' });
  assert.equal(await text('[data-testid=explored-line]'), '(8. Ne4Nxe4)');
  assert.match(await text('[data-testid=line-text]'), /Explored line, 2 moves/);
  await s.waitFor(`${BOARD} [data-piece="black-knight"][data-square="e4"]`);
  await saveScreenshot(s, 'review-explore');

  // The game is one click away, its board as played; the line waits in the list.
  await s.click('[data-testid=back-to-game]');
  await s.until(async () => (await dataset('line')) === '', { message: 'back on the game' });
  assert.equal(await dataset('ply'), '14');
  await s.waitFor(`${BOARD} [data-piece="white-knight"][data-square="g5"]`);
  await s.click('[data-testid=explored-line] [data-testid=line-move]');
  await s.until(async () => (await dataset('line')) === '0', { message: 'back into the line' });

  await s.click('[data-testid=save-line]');
  await s.until(async () => await s.exec('return document.querySelector("[data-testid=save-line]").hidden'), { message: 'the line saved' });
  // Opened again from Saved games: the line is part of the game, the game as played.
  await s.click('#brand');
  await s.click('[data-testid=home-saved]');
  await s.click('[data-testid=game-row] .player');
  await s.waitFor('[data-testid=review-moves]');
  await s.waitFor('[data-testid=saved-line]');
  assert.equal(await text('[data-testid=saved-line]'), '(8. Ne4Nxe4)');
  assert.equal(await count('[data-testid=review-move]'), 37);
  const pgn = await s.execAsync(`const done = arguments[arguments.length - 1];
    const id = Number(document.querySelector('[data-testid=review]').dataset.game);
    window.__TAURI__.core.invoke('games_pgn', { id }).then(done, (e) => done(e.message));`);
  assert.match(pgn, /8\.\s+Nxe6\s+\(8\.\s+Ne4\s+Nxe4\)\s+8\.\.\.\s+Qe7/);
});

test("an imported game's comments, annotation glyphs and evaluations are in the move list", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'maharajah-review-pgn-'));
  const file = join(dir, 'annotated.pgn');
  writeFileSync(
    file,
    `[Event "Casual"]\n[White "A"]\n[Black "B"]\n[Result "0-1"]\n\n{ A short game. } 1. f3 { [%eval -0.6] [%clk 0:05:00] Weakens the king. } 1... e5 { [%eval -0.5] } 2. g4?? { [%eval #-1] The losing move. } (2. e4 Nc6) 2... Qh4# 0-1\n`,
  );
  await session.relaunch([file]);
  await s.waitFor('[data-testid=review-moves]', { timeout: 20000 });
  const comments = await s.exec('return [...document.querySelectorAll("[data-testid=move-comment]")].map((e) => e.textContent)');
  assert.deepEqual(comments, ['A short game.', 'Weakens the king.', 'The losing move.']);
  assert.equal(await text('[data-testid=review-move][data-ply="3"] [data-testid=move-nag]'), '??');
  assert.equal(await text('[data-testid=review-move][data-ply="3"] [data-testid=file-eval]'), '#-1');
  assert.equal(await text('[data-testid=review-move][data-ply="1"] [data-testid=file-eval]'), '−0.60');
  assert.equal(await text('[data-testid=saved-line]'), '(2. e4Nc6)');
  await clickMove(3);
  assert.equal(await text('[data-testid=file-comment]'), 'The losing move.');
  assert.equal(await s.exec('return document.querySelector("[data-testid=review-opening]").hidden'), false);
  await saveScreenshot(s, 'review-annotated');
});

test('a game from a custom position is numbered from its own move in the list, the words beside the board and the engine lines', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'maharajah-review-pgn-'));
  const file = join(dir, 'maharajah-setup.pgn');
  // A Maharajah army set up at move 12: its extended FEN carries fields after the move number.
  writeFileSync(
    file,
    `[Event "Club"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n[Variant "Maharajah"]\n[SetUp "1"]\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/7P/RNBMKANR w KQkq - 0 12 w"]\n\n12. Nf3 e5 13. Nc3 d5 14. Nxe5 *\n`,
  );
  await session.relaunch([file]);
  await s.waitFor('[data-testid=review-moves]', { timeout: 20000 });
  const numbers = await s.exec('return [...document.querySelectorAll("[data-testid=review-moves] .num")].map((e) => e.textContent)');
  assert.deepEqual(numbers, ['12.', '13.', '14.']);
  await clickMove(5);
  await s.until(async () => (await dataset('ply')) === '5', { message: 'after 14.Nxe5' });
  assert.equal(await text('[data-testid=review-comment] strong'), '14. Nxe5');
  // Black's 14th move first, then White's 15th, once the lines are a few moves long.
  await s.until(async () => /^14… \S+ 15\. /.test((await text('[data-testid=engine-line] .line-moves')) || ''), {
    timeout: 20000,
    message: "Black's 14th move first",
  });
  await clickMove(4);
  assert.equal(await text('[data-testid=review-comment] strong'), '13… d5');
  await s.until(async () => /^14\. /.test((await text('[data-testid=engine-line] .line-moves')) || ''), { timeout: 20000, message: "White's 14th move first" });
});

test('a premove waits for the engine and is played the moment it has moved', async () => {
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'chess', fen: null, opponent: { type: 'engine', level: 8, color: 'black' }, time: null } })
      .then(() => done(true), (e) => done(e.message));`);
  await s.click('#brand');
  await s.click('[data-testid=home-resume]');
  const game = '[data-testid=game-board]';
  await s.pointerClick(await square('e2', game));
  await s.pointerClick(await square('e4', game));
  await s.waitFor('[data-testid=game-status].thinking');
  // The engine thinks about a second and a half: the premove goes in meanwhile.
  await s.pointerClick(await square('g1', game));
  await s.pointerClick(await square('f3', game));
  await s.waitFor(`${game} rect.mk-premove[data-square="f3"]`);
  assert.match(await text('[data-testid=game-note]'), /Premove g1–f3/);
  await s.until(async () => (await count('[data-testid=move-list] .mv:not(.empty)')) >= 3, {
    timeout: 30000,
    message: 'the engine replied and the premove was played',
  });
  assert.match(await text('[data-testid=move-list]'), /2\.\s*Nf3/);
  assert.equal(await count(`${game} rect.mk-premove`), 0);

  // A premove can be cancelled: Escape drops it, and the engine's reply leaves the board to the player.
  await s.until(async () => (await text('[data-testid=game-status]')) === 'Your move', { timeout: 30000, message: 'the engine replied to 2.Nf3' });
  await s.pointerClick(await square('d2', game));
  await s.pointerClick(await square('d4', game));
  await s.waitFor('[data-testid=game-status].thinking');
  await s.pointerClick(await square('b1', game));
  await s.pointerClick(await square('c3', game));
  await s.waitFor(`${game} rect.mk-premove[data-square="c3"]`);
  await s.exec('document.querySelector("[data-testid=game-board] svg.board").focus()');
  await s.press('\uE00C');
  assert.equal(await count(`${game} rect.mk-premove`), 0);
  await s.until(async () => (await count('[data-testid=move-list] .mv:not(.empty)')) === 6, { timeout: 30000, message: 'the engine replied to 3.d4' });
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(await count('[data-testid=move-list] .mv:not(.empty)'), 6, 'the cancelled premove was not played');

  // Asked for, the engine's lines of the position appear beside the game; asked again, they go.
  await s.until(async () => (await text('[data-testid=game-status]')) === 'Your move', { timeout: 30000, message: 'the player to move' });
  await s.click('[data-testid=btn-lines]');
  await s.until(async () => (await count('[data-testid=engine-line]')) === 3, { timeout: 20000, message: 'engine lines in the game' });
  assert.match(await text('[data-testid=engine-line]'), /4\. /);
  await s.click('[data-testid=btn-lines]');
  assert.equal(await s.exec('return document.querySelector(".engine-lines").hidden'), true);
});
