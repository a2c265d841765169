// End-to-end tests of the library: autosave and resume across a restart of
// the real app, the saved-games list, the review (arrow keys, graph,
// analysis), a PGN import with a broken game, and the setups library.
// Screenshots of each screen go to docs/screenshots/.
//
//   scripts/e2e.sh            (builds the debug app, runs this under Xvfb)

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { startDriver, app, freshProfile, removeProfiles, launchApp, saveScreenshot } from './webdriver.mjs';

let driver;
let s;

const shot = (name) => saveScreenshot(s, name);

async function launch() {
  s = await launchApp(driver);
}

const home = () => s.home();

const press = (...keys) => s.press(...keys);
const KEY = { left: '\uE012', right: '\uE014', home: '\uE011', end: '\uE010' };

const square = (name, board = '[data-testid=game-board]') => s.waitFor(`${board} rect.sq[data-square="${name}"]`);
const moveCount = () => s.exec('return document.querySelectorAll("[data-testid=move-list] .mv:not(.empty)").length');
const reviewPly = () => s.exec('return Number(document.querySelector("[data-testid=review]").dataset.ply)');
const setTheme = async (theme) => {
  await s.exec(
    `return window.__TAURI__.core.invoke('settings_get').then((st) => window.__TAURI__.core.invoke('settings_set', { settings: { ...st, theme: '${theme}' } }))`,
  );
  await s.exec(`document.documentElement.dataset.theme = '${theme}'`);
};

before(async () => {
  assert.ok(existsSync(app), `build the app first: ${app}`);
  // A fresh data folder: the store starts empty and survives the restart below.
  // The app follows the OS locale; these tests read English words.
  freshProfile('maharajah-e2e-lib-', 'en_US.UTF-8');
  driver = await startDriver();
  await launch();
});

after(async () => {
  if (s) await s.delete();
  if (driver) driver.stop();
  removeProfiles();
});

test('a game is saved after every move and offered back after a restart, clocks included', async () => {
  await s.click('[data-testid=home-classic]');
  await s.click('[data-testid=seg-opponent] [data-value=human]');
  await s.click('[data-testid=seg-time] [data-value="5+3"]');
  await s.startNewGame();
  let lastMoveAt = 0;
  for (const [from, to] of [
    ['e2', 'e4'],
    ['e7', 'e5'],
    ['g1', 'f3'],
  ]) {
    const before = await moveCount();
    await s.pointerClick(await square(from));
    lastMoveAt = Date.now();
    await s.pointerClick(await square(to));
    await s.until(async () => (await moveCount()) === before + 1, { message: `${from}${to}` });
  }
  const blackClock = await (await s.find('[data-testid=clock-black]')).text();
  // The game is saved as the last move is made; Black's clock ran from then
  // until it was read (plus up to a second of display rounding).
  const ranSinceSave = Date.now() - lastMoveAt + 1000;
  // Restart: the window goes away without any "save" from the user.
  await s.delete();
  await launch();
  const offer = await s.waitFor('[data-testid=resume-offer]');
  assert.match(await offer.text(), /Unfinished game/);
  // 1. e4 e5 2. Nf3: two moves, as the saved games list counts them too.
  assert.match(await offer.text(), /2 moves played/);
  await shot('home-resume');
  await s.click('[data-testid=resume-continue]');
  await s.waitFor('[data-testid=game-board] [data-piece="white-knight"][data-square="f3"]');
  assert.equal(await moveCount(), 3);
  assert.match(await (await s.find('[data-testid=move-list]')).text(), /1\.\s*e4\s*e5\s*2\.\s*Nf3/);
  // Black's clock stands where it was saved (it runs again from the resume),
  // not run down while the app was closed.
  const clockMs = (text) => {
    const [minutes, seconds] = text.split(':').map(Number);
    return (minutes * 60 + seconds) * 1000;
  };
  const savedMs = clockMs(blackClock);
  const nowText = await (await s.find('[data-testid=clock-black]')).text();
  const nowMs = clockMs(nowText);
  assert.ok(
    nowMs <= savedMs + ranSinceSave && savedMs - nowMs < 20000,
    `black clock ${blackClock} → ${nowText} (ran ${ranSinceSave} ms between the save and the reading)`,
  );
  assert.equal((await (await s.find('[data-testid=clock-white]')).text()) !== '', true);
  await shot('game-resumed');
  await home();
  assert.equal(await s.find('[data-testid=resume-offer]'), null, 'the live game is not offered twice');
});

test('the saved games list shows the game and filters it', async () => {
  await home();
  await s.click('[data-testid=home-saved]');
  const row = await s.waitFor('[data-testid=game-row]');
  assert.match(await row.text(), /Chess/);
  assert.match(await row.text(), /in progress/);
  assert.match(await (await s.find('[data-testid=library-count]')).text(), /1 game/);
  assert.equal(await s.exec("return document.querySelector('[data-testid=game-row] td.num').textContent"), '2', 'the same count as Home');
  await shot('saved-games');
  // A filter that matches nothing says so.
  await s.exec('const el = document.querySelector("[data-testid=filter-variant]"); el.value = "mirodol"; el.dispatchEvent(new Event("change"));');
  await s.waitFor('[data-testid=library-empty]:not([hidden])');
  await s.exec('const el = document.querySelector("[data-testid=filter-variant]"); el.value = ""; el.dispatchEvent(new Event("change"));');
  await s.waitFor('[data-testid=game-row]');
});

test('review: arrow keys step through the game, the graph fills with the analysis', async () => {
  await s.click('[data-testid=game-row] .player');
  await s.waitFor('[data-testid=eval-graph]');
  assert.equal(await reviewPly(), 3, 'opens at the last position');
  await press(KEY.left);
  await s.until(async () => (await reviewPly()) === 2, { message: 'ArrowLeft' });
  await s.waitFor('[data-testid=review-board] [data-piece="white-knight"][data-square="g1"]');
  await press(KEY.home);
  await s.until(async () => (await reviewPly()) === 0, { message: 'Home' });
  await press(KEY.right, KEY.right);
  await s.until(async () => (await reviewPly()) === 2, { message: 'ArrowRight twice' });
  await press(KEY.end);
  await s.until(async () => (await reviewPly()) === 3, { message: 'End' });
  // Clicking a move in the list jumps there.
  await s.click('[data-testid=review-move][data-ply="1"]');
  await s.until(async () => (await reviewPly()) === 1, { message: 'click on 1. e4' });
  await s.waitFor('.analysis-progress[data-done=true]', { timeout: 90000, message: 'the analysis' });
  const d = await s.exec('return document.querySelector("[data-testid=eval-graph] .g-line").getAttribute("d")');
  assert.match(d, /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){3}$/, 'four points plotted');
  assert.match(await (await s.find('[data-testid=review-eval]')).text(), /^[+−]?\d+\.\d\d$|^#/);
  // Clicking the graph's left edge goes to the start.
  await s.exec(`const g = document.querySelector('[data-testid=eval-graph]'); const r = g.getBoundingClientRect();
    g.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: r.left + 1, clientY: r.top + r.height / 2 }));`);
  await s.until(async () => (await reviewPly()) === 0, { message: 'graph click' });
  await press(KEY.end);
  await shot('review');
  await s.click('[data-testid=copy-fen]');
  const copied = await s.until(() => s.exec('return window.__lastCopied'), { message: 'the FEN copied' });
  assert.equal(copied, 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
});

test('a PGN with a broken game imports the good ones and reports the bad one', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'maharajah-pgn-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // Each with a date of its own precision: only the year, the month, the day.
  const dates = { 1: '1997.??.??', 2: '1997.05.11', 3: '1997.05.??' };
  const good = (n) =>
    `[Event "Club ${n}"]\n[Date "${dates[n]}"]\n[White "Ann ${n}"]\n[Black "Bob"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n`;
  const broken = '[Event "Broken"]\n[White "Cy"]\n[Black "Di"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n\n';
  const file = join(dir, 'mixed.pgn');
  writeFileSync(file, good(1) + broken + good(2) + good(3));
  await home();
  await s.click('[data-testid=home-saved]');
  await s.waitFor('[data-testid=game-row]');
  await s.click('[data-testid=library-import]');
  const input = await s.waitFor('[data-testid=path-input]');
  // A path that does not exist is refused in words first.
  await input.type(join(dir, 'nope.pgn'));
  await s.click('[data-testid=path-go]');
  const err = await s.waitFor('[data-testid=path-error]', { pred: async (e) => (await e.text()) !== '' });
  assert.equal(await err.text(), 'There is no file there.');
  await input.clear();
  await input.type(file);
  await shot('import-choose');
  await s.click('[data-testid=path-go]');
  const summary = await s.waitFor('[data-testid=import-summary]', { timeout: 30000, pred: async (e) => (await e.text()) !== '' });
  assert.equal(await summary.text(), '3 games imported, 1 skipped.');
  const skipped = await s.exec('return [...document.querySelectorAll("[data-testid=import-skipped] li")].map((li) => [li.dataset.kind, li.textContent])');
  assert.equal(skipped.length, 1);
  assert.equal(skipped[0][0], 'illegal-move');
  assert.match(skipped[0][1], /Game 2 \(line 14\): one of its moves is not legal/);
  await shot('import-report');
  await s.click('[data-testid=import-close]');
  await s.until(async () => /4 games/.test(await (await s.find('[data-testid=library-count]')).text()), { message: '4 games listed' });
  const names = await s.exec('return [...document.querySelectorAll("[data-testid=row-white]")].map((e) => e.textContent)');
  assert.ok(names.includes('Ann 1') && names.includes('Ann 3'), names.join(', '));
  // Partial dates stay partial, and an imported game gets no invented time of day.
  const when = await s.exec(`return Object.fromEntries([...document.querySelectorAll('[data-testid=game-row]')]
    .map((r) => [r.querySelector('[data-testid=row-white]').textContent, r.querySelector('td.when').textContent]));`);
  assert.deepEqual([when['Ann 1'], when['Ann 3'], when['Ann 2']], ['1997', 'May 1997', 'May 11, 1997']);
  await shot('saved-games-imported');
});

test('setups library: save an army, copy its code, refuse a mistyped code', async () => {
  await home();
  await s.click('[data-testid=home-custom]');
  await s.waitFor('[data-testid=setups]');
  await s.click('[data-testid=setup-random]');
  await s.click('[data-testid=setups-save]');
  const name = await s.waitFor('[data-testid=setup-name-input]');
  await name.type('Storm');
  await s.click('[data-testid=setup-name-ok]');
  await s.until(() => s.exec('const el = document.querySelector("[data-testid=setup-item].on"); return !!el && el.textContent.includes("Storm")'), {
    message: 'Storm saved and chosen',
  });
  await s.click('[data-testid=setup-copy-code]');
  const code = await s.until(() => s.exec('return window.__lastCopied'), { message: 'the code copied' });
  assert.match(code, /^MJ1-[A-Za-z0-9_-]{26}$/);
  await shot('setups-library');
  // Paste the code with one character changed: refused, with the reason.
  const typo = code.slice(0, 12) + (code[12] === 'A' ? 'B' : 'A') + code.slice(13);
  await s.click('[data-testid=setups-paste]');
  const field = await s.waitFor('[data-testid=setup-code-input]');
  await field.type(typo);
  await s.click('[data-testid=code-load-black]');
  const err = await s.waitFor('[data-testid=code-error]', { pred: async (e) => (await e.text()) !== '' });
  assert.match(await err.text(), /typo/);
  await shot('setup-code-error');
  // The right code loads into Black's side.
  await field.clear();
  await field.type(code);
  await s.click('[data-testid=code-load-black]');
  await s.waitFor('[data-testid=setup-message]', { pred: async (e) => /loaded/.test(await e.text()) });
});

test('the new screens in the dark theme', async () => {
  await setTheme('dark');
  await home();
  await s.click('[data-testid=home-saved]');
  await s.waitFor('[data-testid=game-row]');
  await shot('saved-games-dark');
  await s.click('[data-testid=game-row] .player');
  await s.waitFor('[data-testid=eval-graph]');
  await s.waitFor('.analysis-progress[data-done=true]', { timeout: 90000, message: 'the analysis' });
  await press(KEY.home, KEY.right, KEY.right, KEY.right, KEY.right, KEY.right, KEY.right, KEY.right);
  await shot('review-dark');
  await home();
  await s.click('[data-testid=home-custom]');
  await s.waitFor('[data-testid=setup-item]');
  await s.click('[data-testid=setup-item]');
  await shot('setups-library-dark');
  await setTheme('light');
});

test('a finished game opens in review from the game-over dialog', async () => {
  await home();
  await s.click('[data-testid=home-classic]');
  await s.click('[data-testid=seg-opponent] [data-value=human]');
  await s.click('[data-testid=seg-time] [data-value=none]');
  await s.startNewGame();
  for (const [from, to] of [
    ['f2', 'f3'],
    ['e7', 'e5'],
    ['g2', 'g4'],
    ['d8', 'h4'],
  ]) {
    const before = await moveCount();
    await s.pointerClick(await square(from));
    await s.pointerClick(await square(to));
    await s.until(async () => (await moveCount()) === before + 1, { message: `${from}${to}` });
  }
  await s.waitFor('[data-testid=gameover-reason]', { pred: async (e) => (await e.text()) === 'by checkmate' });
  await s.click('[data-testid=gameover-review]');
  await s.waitFor('[data-testid=review]');
  assert.equal(await reviewPly(), 4);
  assert.match(await (await s.find('[data-testid=review-result]')).text(), /0-1 by checkmate/);
});

test('"Play on" of a saved game asks before it replaces an unfinished one, and not for the game on the board; twice, the second time in Arabic', async () => {
  const liveMoves = () =>
    s.execAsync(`const done = arguments[arguments.length - 1];
      window.__TAURI__.core.invoke('game_state').then((g) => done(g.moves.map((m) => m.uci)), () => done(null));`);
  const play = async (moves) => {
    for (const [from, to] of moves) {
      const before = await moveCount();
      await s.pointerClick(await square(from));
      await s.pointerClick(await square(to));
      await s.until(async () => (await moveCount()) === before + 1, { message: `${from}${to}` });
    }
  };
  // The saved games' rows in progress (their badge, in any language), by their move count.
  const inProgress = () =>
    s.exec(`return [...document.querySelectorAll('[data-testid=game-row]')]
      .filter((r) => r.querySelector('.badge.live')).map((r) => r.querySelector('td.num').textContent)`);
  const reviewInProgress = async (count, only = false) => {
    await home();
    await s.click('[data-testid=home-saved]');
    await s.waitFor('[data-testid=game-row]');
    await s.until(async () => (await inProgress()).includes(count), { message: `a game of ${count} moves in progress` });
    if (only) assert.deepEqual(await inProgress(), [count], 'the other game was left abandoned');
    await s.exec(
      `[...document.querySelectorAll('[data-testid=game-row]')]
        .find((r) => r.querySelector('.badge.live') && r.querySelector('td.num').textContent === '${count}')
        .querySelector('.player').click()`,
    );
    await s.waitFor('[data-testid=review-resume]');
  };
  await home();
  await s.click('[data-testid=home-classic]');
  await s.click('[data-testid=seg-opponent] [data-value=human]');
  await s.startNewGame();
  const saved = ['c2c4', 'e7e5', 'g1f3'];
  await play([
    ['c2', 'c4'],
    ['e7', 'e5'],
    ['g1', 'f3'],
  ]);
  // The window closes mid-game; after the restart another game is begun.
  await s.delete();
  await launch();
  await s.waitFor('[data-testid=resume-offer]');
  await s.click('[data-testid=home-classic]');
  await s.click('[data-testid=seg-opponent] [data-value=human]');
  await s.startNewGame();
  await play([['d2', 'd4']]);
  // The saved game's review offers to play on: that would leave the game on
  // the board abandoned, so the app asks, and "Cancel" changes nothing.
  await reviewInProgress('2');
  await s.click('[data-testid=review-resume]');
  await s.waitFor('[data-testid=confirm]', {
    pred: async (e) => /not finished.*Continue the saved game/s.test(await e.text()),
    message: 'the question whether to leave the unfinished game',
  });
  await shot('review-resume-asks');
  await s.click('[data-testid=confirm-no]');
  assert.deepEqual(await liveMoves(), ['d2d4'], 'cancelled: the other game is still on the board');
  assert.ok(await s.find('[data-testid=review]'), 'and the review still shown');
  await s.click('[data-testid=review-resume]');
  await s.click('[data-testid=confirm-yes]');
  await s.until(async () => JSON.stringify(await liveMoves()) === JSON.stringify(saved), { message: 'the saved game on the board' });
  // Now the game on the board: its review's "Play on" goes back to it as it
  // is, asks nothing and abandons nothing.
  await reviewInProgress('2', true);
  await s.click('[data-testid=review-resume]');
  await s.waitFor('[data-testid=game-board]');
  assert.equal(await s.find('[data-testid=confirm]'), null, 'nothing asked');
  await play([['b8', 'c6']]);
  assert.deepEqual(await liveMoves(), [...saved, 'b8c6']);
  await home();
  await s.click('[data-testid=home-saved]');
  await s.waitFor('[data-testid=game-row]');
  await s.until(async () => JSON.stringify(await inProgress()) === '["2"]', { message: 'still in progress, not abandoned' });

  // A second time, in Arabic: the window closes again mid-game, another game
  // is begun, and the saved one's "Play on" asks in Arabic before it replaces it.
  await s.switchLanguage('ar');
  await s.delete();
  await launch();
  await s.waitFor('[data-testid=resume-offer]');
  assert.equal(await s.exec('return document.documentElement.dir'), 'rtl');
  await s.click('[data-testid=home-classic]');
  await s.click('[data-testid=seg-opponent] [data-value=human]');
  await s.startNewGame();
  await play([['e2', 'e4']]);
  await reviewInProgress('2');
  // The analysis' bar and words under the graph read right to left, though the graph's box is left to right.
  const status = "document.querySelector('[data-testid=analysis-status]')";
  await s.until(async () => (await s.exec(`return ${status}.textContent`)).length > 0, { message: 'the analysis in words' });
  assert.equal(await s.exec(`return getComputedStyle(${status}).direction`), 'rtl', 'the Arabic progress reads right to left');
  assert.equal(await s.exec(`return getComputedStyle(${status}.closest('.analysis-progress')).direction`), 'rtl', 'its bar fills from the right');
  await s.click('[data-testid=review-resume]');
  await s.waitFor('[data-testid=confirm]', {
    pred: async (e) => /المباراة الجارية لم تنتهِ/.test(await e.text()),
    message: 'the question, in Arabic',
  });
  assert.match(await (await s.find('[data-testid=confirm-yes]')).text(), /تابع المباراة المحفوظة/);
  await shot('review-resume-asks-ar');
  await s.click('[data-testid=confirm-yes]');
  await s.until(async () => JSON.stringify(await liveMoves()) === JSON.stringify([...saved, 'b8c6']), {
    message: 'the saved game on the board again',
  });
  await home();
  await s.click('[data-testid=home-saved]');
  await s.waitFor('[data-testid=game-row]');
  await s.until(async () => JSON.stringify(await inProgress()) === '["2"]', { message: 'the game of one move left abandoned' });
});
