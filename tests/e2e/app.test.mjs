// End-to-end tests: drive the real Maharajah window through tauri-driver and
// WebKitWebDriver, and save a screenshot of every screen to docs/screenshots/.
//
//   scripts/e2e.sh            (builds the debug app, runs this under Xvfb)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSession, saveScreenshot } from './webdriver.mjs';

let s;

const shot = (name) => saveScreenshot(s, name);
const KEY = { left: '\uE012', right: '\uE014', home: '\uE011', end: '\uE010' };

const home = () => s.home();

const square = (name, board = '[data-testid=game-board]') => s.waitFor(`${board} rect.sq[data-square="${name}"]`);
const moveCount = () => s.exec('return document.querySelectorAll("[data-testid=move-list] .mv:not(.empty)").length');

/** A new untimed two-player chess game, started through the app's command and opened from Home. */
async function twoPlayerGame() {
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'chess', fen: null, opponent: { type: 'human' }, time: null } })
      .then(() => done(true), (e) => done(e.message));`);
  await home();
  await s.click('[data-testid=home-resume]');
  await s.waitFor('[data-testid=game-board] rect.sq');
}

// A fresh data folder, so saved settings never leak between runs.
// The app follows the OS locale; these tests read English words.
const session = appSession('maharajah-e2e-', 'en_US.UTF-8', (x) => (s = x));

test('home shows the learning path', async () => {
  const cards = await s.findAll('.path .card');
  assert.equal(cards.length, 5);
  assert.match(await (await s.find('[data-testid=home-classic]')).text(), /New classic game/);
  assert.doesNotMatch(await (await s.find('[data-testid=home-lan]')).text(), /Coming soon/);
  assert.doesNotMatch(await (await s.find('[data-testid=home-online]')).text(), /Coming soon/);
  await shot('home');
});

test('a classic game against the engine: the engine replies', async () => {
  await s.click('[data-testid=home-classic]');
  await s.waitFor('[data-testid=newgame-dialog]');
  // Each level says about how strong it plays.
  assert.match(await s.exec('return document.querySelector("[data-testid=level-value]").textContent'), /^Level \d of 8 · about \d{3,4}$/);
  await shot('new-game-dialog');
  await s.startNewGame();
  await square('e2');
  // click-click: e2 then e4
  await s.pointerClick(await square('e2'));
  await s.waitFor('[data-testid=game-board] [data-testid=hint][data-square="e4"]');
  await s.pointerClick(await square('e4'));
  await s.until(async () => (await moveCount()) >= 2, { timeout: 30000, message: 'the engine reply' });
  const moves = await (await s.find('[data-testid=move-list]')).text();
  assert.match(moves, /1\.\s*e4/);
  const status = await (await s.find('[data-testid=game-status]')).text();
  assert.equal(status, 'Your move');
  // drag and drop: g1 to f3
  await s.drag(await square('g1'), await square('f3'));
  await s.until(async () => (await moveCount()) >= 4, { timeout: 30000, message: 'the second reply' });
  assert.match(await (await s.find('[data-testid=move-list]')).text(), /Nf3/);
  // keyboard SAN entry
  const san = await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_state').then((v) => done(v.legal.map((m) => m.san).find((m) => !m.includes('x')) || v.legal[0].san));`);
  const input = await s.find('[data-testid=san-input]');
  await input.type(san + '\uE007');
  await s.until(async () => (await moveCount()) >= 6, { timeout: 30000, message: 'the third reply' });
  // Right-drag arrow. WebKitWebDriver's right-button actions open a native
  // context menu that swallows later input, so this one gesture is sent as
  // DOM pointer events at the squares' screen positions.
  await s.exec(`const svg = document.querySelector('[data-testid=game-board] svg');
    const at = (sq) => { const r = svg.querySelector('rect.sq[data-square="' + sq + '"]').getBoundingClientRect(); return { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 }; };
    svg.dispatchEvent(new PointerEvent('pointerdown', { button: 2, bubbles: true, ...at('d2') }));
    svg.dispatchEvent(new PointerEvent('pointerup', { button: 2, bubbles: true, ...at('d4') }));`);
  await s.waitFor('[data-testid=annotation]');
  await shot('game-classic');
  await s.click('[data-testid=btn-resign]');
  await s.click('[data-testid=confirm-yes]');
  const reason = await s.waitFor('[data-testid=gameover-reason]', { pred: async (e) => (await e.text()) !== '' });
  assert.equal(await reason.text(), 'by resignation');
  await shot('game-over');
  await s.click('[data-testid=gameover-close]');
});

test('a move typed from the board goes to the move box, f-file moves too; Shift+F flips', async () => {
  await twoPlayerGame();
  const orientation = () => s.exec("return document.querySelector('[data-testid=game-board] svg').dataset.orientation");
  await s.waitFor('[data-testid=game-board] rect.sq[data-square="f2"]');
  const before = await orientation();
  await s.click('[data-testid=game-status]');
  await s.press('f', '4', '\uE007');
  await s.until(async () => (await moveCount()) === 1, { message: 'f4 typed from the board' });
  assert.equal(await orientation(), before, 'typing f did not flip the board');
  await s.click('[data-testid=game-status]');
  await s.press('F');
  await s.until(async () => (await orientation()) !== before, { message: 'Shift+F flips' });
  // A refused entry is said where it covers neither a player's name and clock nor the board.
  await (await s.find('[data-testid=san-input]')).type('Qh9\uE007');
  const covered = await s.until(
    () =>
      s.exec(`const said = [...document.querySelectorAll('[data-testid=toast], [data-testid=game-note]')]
        .find((e) => !e.hidden && e.textContent.includes('Qh9'));
      if (!said) return null;
      const r = said.getBoundingClientRect();
      const hit = (q) => { const o = document.querySelector(q).getBoundingClientRect();
        return r.left < o.right && o.left < r.right && r.top < o.bottom && o.top < r.bottom; };
      return ['[data-testid=side-white]', '[data-testid=side-black]', '[data-testid=game-board]'].filter(hit);`),
    { message: 'the refusal said' },
  );
  assert.deepEqual(covered, [], 'the message covers nothing of the game');
  await shot('game-note');
});

test('a dragged piece leaves no copy behind: moved again by clicks, the board shows each piece once', async () => {
  await twoPlayerGame();
  await square('g1');
  await s.drag(await square('g1'), await square('f3'));
  await s.until(async () => (await moveCount()) === 1, { message: 'Nf3 dropped' });
  await s.pointerClick(await square('e7'));
  await s.pointerClick(await square('e5'));
  await s.until(async () => (await moveCount()) === 2, { message: '1… e5' });
  await s.pointerClick(await square('f3'));
  await s.pointerClick(await square('g5'));
  await s.until(async () => (await moveCount()) === 3, { message: 'Ng5 by clicks' });
  const drawn = await s.exec(`const svg = document.querySelector('[data-testid=game-board] svg');
    return { pieces: svg.querySelectorAll('.piece').length, dragLayer: svg.querySelector('.layer-drag').childElementCount };`);
  assert.deepEqual(drawn, { pieces: 32, dragLayer: 0 }, 'no phantom knight left from the drag');
  // A click on a square the selected piece cannot reach says so.
  await s.pointerClick(await square('e5'));
  await s.pointerClick(await square('e3'));
  const note = await s.waitFor('[data-testid=game-note].error:not([hidden])');
  assert.match(await note.text(), /e5–e3 is not a legal move here/);
});

test('a command refused by Tauri itself (arguments that do not fit) reaches the UI typed and in words', async () => {
  const refused = await s.execAsync(`const done = arguments[arguments.length - 1];
    import('./js/bridge.js').then((b) => b.call('game_move', { uci: 42 })).then(() => done(null), (e) => done(e));`);
  assert.equal(refused.kind, 'bad-arguments');
  assert.equal(refused.message, "The app made a request it could not carry out. If it happens again, please report it with the app's log.");
});

test('promotion offers the classic side QRBN and the variant side the Maharajah too', async () => {
  // A mixed position (White classic, Black variant with an Archbishop), set
  // up through the app's own command; then play it through the UI.
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'maharajah', fen: '8/P7/7k/8/8/8/p7/4K1a1 w - - 0 1 b', opponent: { type: 'human' }, time: null } })
      .then(() => done(true), (e) => done(e.message));`);
  await home();
  await s.click('[data-testid=home-resume]');
  assert.equal(await (await s.waitFor('[data-testid=status-white]')).text(), 'Classic side');
  assert.equal(await (await s.find('[data-testid=status-black]')).text(), 'Variant side');
  await s.pointerClick(await square('a7'));
  await s.pointerClick(await square('a8'));
  await s.waitFor('[data-testid=promotion]');
  const offered = await s.exec('return [...document.querySelectorAll("[data-testid=promotion] .promo-choice")].map(b => b.dataset.kind)');
  assert.deepEqual(offered, ['queen', 'rook', 'bishop', 'knight']);
  await shot('promotion-classic');
  await s.click('[data-testid=promo-queen]');
  await s.until(async () => (await moveCount()) === 1, { message: 'a8=Q' });
  await s.pointerClick(await square('a2'));
  await s.pointerClick(await square('a1'));
  await s.waitFor('[data-testid=promotion]');
  const offeredBlack = await s.exec('return [...document.querySelectorAll("[data-testid=promotion] .promo-choice")].map(b => b.dataset.kind)');
  assert.deepEqual(offeredBlack, ['queen', 'rook', 'bishop', 'knight', 'maharajah', 'archbishop', 'chancellor']);
  await shot('promotion-variant');
  await s.click('[data-testid=promo-maharajah]');
  await s.until(async () => (await moveCount()) === 2, { message: 'a1=M' });
  assert.match(await (await s.find('[data-testid=move-list]')).text(), /a1=M\+/);
  await s.waitFor('[data-testid=game-board] [data-piece="black-maharajah"][data-square="a1"]');
  await shot('game-maharajah');
});

test('an invalid custom army lists every reason', async () => {
  await home();
  await s.click('[data-testid=home-custom]');
  await s.waitFor('[data-testid=setup-valid]');
  await s.click('[data-testid=setup-clear]');
  await s.click('[data-testid=pal-maharajah]');
  await s.waitFor('[data-testid=setup-board] .mk-target');
  await s.pointerClick(await square('a1', '[data-testid=setup-board]'));
  await s.waitFor('[data-testid=setup-board] [data-piece="white-maharajah"][data-square="a1"]');
  await s.click('[data-testid=pal-pawn]');
  await s.pointerClick(await square('c3', '[data-testid=setup-board]'));
  const msg = await s.waitFor('[data-testid=setup-message].error');
  assert.match(await msg.text(), /Fill rank 1 first/);
  const reasons = await s.exec('return [...document.querySelectorAll("[data-testid=reason]")].map(r => [r.dataset.reason, r.textContent])');
  assert.deepEqual(
    reasons.map((r) => r[0]),
    ['budget-not-spent'],
  );
  assert.match(reasons[0][1], /White has spent 13 of 39 points/);
  assert.equal(await (await s.find('[data-testid=setup-start]')).enabled(), false);
  await shot('setup-invalid');
  // A refused drop (the Maharajah off rank 1) leaves no copy of it behind.
  await s.drag(await square('a1', '[data-testid=setup-board]'), await square('c3', '[data-testid=setup-board]'));
  await s.click('[data-testid=setup-random]');
  await s.waitFor('[data-testid=setup-valid]');
  assert.equal(await (await s.find('[data-testid=setup-start]')).enabled(), true);
  const drawn = await s.exec(`const svg = document.querySelector('[data-testid=setup-board] svg');
    const squares = [...svg.querySelectorAll('.piece')].map((p) => p.dataset.square);
    return { dragLayer: svg.querySelector('.layer-drag').childElementCount, duplicates: squares.length - new Set(squares).size };`);
  assert.deepEqual(drawn, { dragLayer: 0, duplicates: 0 }, 'no phantom piece from the refused drop');
  await shot('setup-random');
});

test('Learn shows every square an Archbishop reaches', async () => {
  await home();
  await s.click('[data-testid=home-learn]');
  await s.click('[data-testid=learn-archbishop]');
  await s.waitFor('[data-testid=learn-count]', { pred: async (e) => (await e.text()).includes('21 squares') });
  const hints = await s.exec('return [...document.querySelectorAll("[data-testid=learn-board] [data-testid=hint]")].map(h => h.dataset.square).sort()');
  assert.equal(hints.length, 21);
  assert.ok(hints.includes('e6') && hints.includes('h8') && hints.includes('b5'));
  await shot('learn-archbishop');
  await s.click('[data-testid=seg-size] [data-value=mirodol]');
  await s.waitFor('[data-testid=learn-board] svg[data-files="10"]');
  await s.waitFor('[data-testid=learn-count]', { pred: async (e) => (await e.text()).includes('16 squares') });
  await shot('learn-archer');
});

test('Mirodol plays on a 10×10 board', async () => {
  await home();
  await s.click('[data-testid=home-mirodol]');
  await s.click('[data-testid=seg-opponent] [data-value=human]');
  await s.click('[data-testid=seg-time] [data-value="5+3"]');
  await s.startNewGame();
  await s.waitFor('[data-testid=game-board] svg[data-files="10"]');
  await s.pointerClick(await square('e2'));
  await s.pointerClick(await square('e5'));
  await s.until(async () => (await moveCount()) === 1, { message: 'e5' });
  // Both sides play Mirodol's one set of rules: no per-side rules badge.
  const badges = await s.exec(`return ['white', 'black'].map((c) => {
    const b = document.querySelector('[data-testid=status-' + c + ']');
    return b.hidden || b.getBoundingClientRect().width === 0;
  });`);
  assert.deepEqual(badges, [true, true], 'no "Standard rules" label on either side');
  // Every coordinate is drawn over the pieces: rank 10 beside a10's Archer, files a–j under rank 1's pieces.
  const coords = await s.exec(`const svg = document.querySelector('[data-testid=game-board] svg');
    const layers = [...svg.children].map((g) => g.getAttribute('class'));
    return { above: layers.indexOf('layer-coords') > layers.indexOf('layer-pieces'),
      labels: [...svg.querySelectorAll('.layer-coords text')].map((t) => t.textContent).sort().join(' ') };`);
  assert.deepEqual(coords, { above: true, labels: '1 10 2 3 4 5 6 7 8 9 a b c d e f g h i j' });
  await shot('game-mirodol');
});

test('Rules, Settings and About', async () => {
  await home();
  await s.click('[data-testid=home-rules]');
  await s.waitFor('[data-testid=rules] section');
  await shot('rules');
  await home();
  await s.click('[data-testid=home-about]');
  const server = await s.waitFor('[data-testid=about-server]');
  assert.equal(await server.text(), 'not connected');
  await shot('about');
  await home();
  await s.click('[data-testid=home-settings]');
  await s.waitFor('[data-testid=settings]');
  await shot('settings');
  // Switch to the dark theme and look at the home and a game in it.
  await s.exec('const el = document.querySelector("[data-testid=set-theme]"); el.value = "dark"; el.dispatchEvent(new Event("change"));');
  await s.until(() => s.exec('return document.documentElement.dataset.theme === "dark"'), { message: 'dark theme' });
  await home();
  await shot('home-dark');
  await s.click('[data-testid=home-resume]');
  await s.waitFor('[data-testid=game-board] svg');
  await shot('game-dark');
});

test('a FEN pasted in the new-game dialog starts the game there; impossible castling rights are dropped with a notice, a broken FEN is explained by the field', async () => {
  await home();
  await s.click('[data-testid=home-classic]');
  await s.waitFor('[data-testid=newgame-dialog]');
  await s.click('[data-testid=seg-opponent] [data-value=human]');
  const field = await s.find('[data-testid=newgame-fen]');
  await field.type('4k3/8/8/8/8/8/8/4KK2 w - - 0 1');
  // Refused: the dialog stays, with the reason under the field.
  await s.click('[data-testid=newgame-start]');
  await s.until(
    async () => /White must have exactly one king, not 2/.test(await s.exec("return document.querySelector('[data-testid=newgame-fen-error]').textContent")),
    {
      message: 'the FEN error',
    },
  );
  await s.exec("document.querySelector('[data-testid=newgame-fen]').value = ''");
  // Black's king on h8 keeps no castling right: q is dropped, the game starts.
  await field.type('r6k/7p/8/8/8/8/8/R3K2R w KQq - 0 1');
  await s.startNewGame();
  await s.waitFor('[data-testid=game-board] [data-piece="black-king"][data-square="h8"]');
  await s.until(
    async () =>
      /Castling rights this position cannot have were dropped: q/.test(await s.exec("return document.querySelector('[data-testid=game-note]').textContent")),
    {
      message: 'the notice',
    },
  );
  assert.equal(await s.exec("return document.querySelector('[data-testid=game-board] [data-square=e1][data-piece=white-king]') !== null"), true);
  // White may still castle: O-O is among the legal moves from e1.
  await s.pointerClick(await square('e1'));
  await s.waitFor('[data-testid=game-board] [data-testid=hint][data-square="g1"]');
  await shot('game-from-fen');
});

test('in a live game the moves played can be stepped through, by keys and clicks, without touching the game', async () => {
  await twoPlayerGame();
  for (const [from, to] of [
    ['e2', 'e4'],
    ['e7', 'e5'],
    ['g1', 'f3'],
  ]) {
    await s.pointerClick(await square(from));
    await s.pointerClick(await square(to));
  }
  await s.until(async () => (await moveCount()) === 3, { message: 'three moves' });
  const piece = (sq) => s.exec(`return document.querySelector('[data-testid=game-board] .piece[data-square="${sq}"]')?.dataset.piece || null`);
  await s.exec('document.activeElement.blur()');
  await s.press(KEY.left);
  await s.until(async () => (await piece('g1')) === 'white-knight', { message: 'the position before Nf3' });
  assert.equal(await piece('f3'), null);
  await s.press(KEY.left);
  await s.until(async () => (await piece('e7')) === 'black-pawn', { message: 'the position before e5' });
  await s.until(async () => /After e4 \(1 of 3\)/.test(await s.exec("return document.querySelector('[data-testid=browse-bar]').textContent")), {
    message: 'the browse bar',
  });
  await shot('game-browsing');
  // A click on a move in the list shows the position after it.
  await s.click('[data-testid=game-move][data-ply="3"]');
  await s.until(async () => (await piece('f3')) === 'white-knight', { message: 'the position after Nf3 by a click' });
  await s.click('[data-testid=game-move][data-ply="1"]');
  await s.until(async () => (await piece('e5')) === null && (await piece('e4')) === 'white-pawn', { message: 'after e4' });
  // The game itself is untouched: still three moves, Black to move; End (or a click on the board) returns to it.
  assert.equal(await moveCount(), 3);
  await s.press(KEY.end);
  await s.until(async () => (await piece('f3')) === 'white-knight' && (await piece('e5')) === 'black-pawn', { message: 'the game as it stands' });
  assert.equal(await s.exec("return document.querySelector('[data-testid=browse-bar]').hidden"), true);
  await s.pointerClick(await square('b8'));
  await s.pointerClick(await square('c6'));
  await s.until(async () => (await moveCount()) === 4, { message: 'the game goes on' });
});

test('the board colours and size chosen in Settings apply to every board and are kept', async () => {
  await home();
  await s.click('[data-testid=home-settings]');
  const choose = async (testid, value) => {
    await s.waitFor(`[data-testid=${testid}]`);
    return s.exec(
      `const sel = document.querySelector('[data-testid=${testid}]'); sel.value = '${value}'; sel.dispatchEvent(new Event('change')); return sel.value;`,
    );
  };
  await twoPlayerGame();
  const before = await s.exec("return document.querySelector('[data-testid=game-board]').getBoundingClientRect().width");
  await home();
  await s.click('[data-testid=home-settings]');
  // Two changes in quick succession: both are kept (ui/js/prefs.js saves one after another).
  assert.equal(await choose('set-board-theme', 'green'), 'green');
  assert.equal(await choose('set-board-size', 'small'), 'small');
  await s.until(async () => (await s.exec('return document.documentElement.dataset.board')) === 'green', { message: 'the green board' });
  await s.until(async () => (await s.exec('return document.documentElement.dataset.boardSize')) === 'small', { message: 'the small board' });
  await home();
  await s.click('[data-testid=home-resume]');
  await s.waitFor('[data-testid=game-board] rect.sq.dark');
  assert.equal(await s.exec("return getComputedStyle(document.querySelector('[data-testid=game-board] rect.sq.dark')).fill"), 'rgb(118, 150, 86)');
  const after = await s.exec("return document.querySelector('[data-testid=game-board]').getBoundingClientRect().width");
  assert.ok(after < before * 0.8, `a small board (${after} px) against the large one (${before} px)`);
  await shot('board-green-small');
  const saved = await s.execAsync(`const done = arguments[arguments.length - 1]; window.__TAURI__.core.invoke('settings_get').then(done);`);
  assert.equal(saved.boardTheme, 'green');
  // Back to the defaults for the tests after this one.
  await home();
  await s.click('[data-testid=home-settings]');
  await choose('set-board-theme', 'wood');
  await choose('set-board-size', 'large');
  await s.until(async () => (await s.exec('return document.documentElement.dataset.boardSize')) === 'large', { message: 'the defaults back' });
  // A save the backend refuses (a piece set it does not know) puts back
  // what is stored: the page does not keep showing a setting that was not kept.
  const refused = await s.execAsync(`const done = arguments[arguments.length - 1];
    import('./js/prefs.js').then(async (m) => {
      try { await m.savePrefs({ pieceSet: 'no-such-set' }); done('saved'); }
      catch (e) { done({ kind: e.kind, pieces: m.prefs().pieceSet, shown: document.documentElement.dataset.pieces }); }
    });`);
  assert.deepEqual(refused, { kind: 'bad-request', pieces: 'standard', shown: 'standard' });
});

test('with "promote to a queen without asking" on, a pawn on the last rank becomes a queen at once', async () => {
  await home();
  await s.click('[data-testid=home-settings]');
  await s.click('[data-testid=set-auto-queen]');
  await s.until(
    async () =>
      (await s.execAsync(`const done = arguments[arguments.length - 1]; window.__TAURI__.core.invoke('settings_get').then((st) => done(st.autoQueen));`)) ===
      true,
    {
      message: 'the setting saved',
    },
  );
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'chess', fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', opponent: { type: 'human' }, time: null } })
      .then(() => window.__TAURI__.core.invoke('game_move', { uci: 'e1d1' })).then(() => window.__TAURI__.core.invoke('game_move', { uci: 'e8f8' })).then(() => done(true), (e) => done(e.message));`);
  await home();
  await s.click('[data-testid=home-resume]');
  await s.pointerClick(await square('b7'));
  await s.pointerClick(await square('b8'));
  await s.waitFor('[data-testid=game-board] [data-piece="white-queen"][data-square="b8"]');
  assert.equal(await s.exec("return document.querySelector('[data-testid=promotion]')"), null, 'no chooser');
  // Off again for the tests after this one.
  await home();
  await s.click('[data-testid=home-settings]');
  await s.click('[data-testid=set-auto-queen]');
});

// Last in the file: it restarts the app.
test('the piece set chosen in Settings draws every board and piece picture, and is kept after a restart', async () => {
  const saved = () =>
    s.execAsync(`const done = arguments[arguments.length - 1]; window.__TAURI__.core.invoke('settings_get').then((st) => done(st.pieceSet));`);
  const setsIn = (selector) => s.exec(`return [...document.querySelectorAll('${selector} .pc')].map((g) => g.dataset.set)`);
  const allGeometric = async (selector, count) => {
    const sets = await setsIn(selector);
    assert.ok(sets.length >= count, `${selector}: ${sets.length} pieces drawn`);
    assert.deepEqual([...new Set(sets)], ['geometric'], selector);
  };
  await home();
  await s.click('[data-testid=home-settings]');
  await s.waitFor('[data-testid=set-pieces-preview] .pc[data-set=standard]');
  await s.exec(`const sel = document.querySelector('[data-testid=set-pieces]'); sel.value = 'geometric'; sel.dispatchEvent(new Event('change'));`);
  await s.until(async () => (await saved()) === 'geometric', { message: 'the geometric set saved' });
  await allGeometric('[data-testid=set-pieces-preview]', 6);
  assert.equal(await s.exec('return document.documentElement.dataset.pieces'), 'geometric');
  // A Maharajah position with every compound piece on both sides.
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'maharajah', fen: 'c1amk1nr/pp3ppp/2pb4/3pp3/2B1P3/2N2N2/PPPP1PPP/C1AMK2R w - - 0 6 wb', opponent: { type: 'human' }, time: null } })
      .then(() => done(true), (e) => done(e.message));`);
  await home();
  await allGeometric('.path .card-icon', 3);
  await s.click('[data-testid=home-resume]');
  await s.waitFor('[data-testid=game-board] [data-piece="black-chancellor"][data-square="a8"]');
  await allGeometric('[data-testid=game-board]', 31);
  for (const kind of ['maharajah', 'chancellor', 'archbishop']) {
    for (const color of ['white', 'black'])
      assert.ok(
        await s.exec(`return !!document.querySelector('[data-testid=game-board] [data-piece="${color}-${kind}"] .pc[data-set=geometric]')`),
        `${color} ${kind}`,
      );
  }
  await shot('pieces-second-set');

  await session.relaunch();
  assert.equal(await s.exec('return document.documentElement.dataset.pieces'), 'geometric');
  assert.equal(await saved(), 'geometric');
  // The promotion chooser, with the Maharajah's compound pieces among its choices.
  await s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('game_new', { config: { variant: 'maharajah', fen: '8/P6k/8/8/8/8/8/4K3 w - - 0 1 w', opponent: { type: 'human' }, time: null } })
      .then(() => done(true), (e) => done(e.message));`);
  await home();
  await s.click('[data-testid=home-resume]');
  await s.pointerClick(await square('a7'));
  await s.pointerClick(await square('a8'));
  await s.waitFor('[data-testid=promotion]');
  await allGeometric('[data-testid=promotion]', 7);
  await s.click('[data-testid=promo-chancellor]');
  await s.waitFor('[data-testid=game-board] [data-piece="white-chancellor"][data-square="a8"] .pc[data-set=geometric]');
  // Learn: the palette and the board.
  await home();
  await s.click('[data-testid=home-learn]');
  await s.click('[data-testid=learn-maharajah]');
  await s.waitFor('[data-testid=learn-board] .pc[data-set=geometric]');
  await allGeometric('[data-testid=learn-pieces]', 5);
  // The setup editor's palette.
  await home();
  await s.click('[data-testid=home-custom]');
  await s.waitFor('[data-testid=setup-board]');
  await allGeometric('[data-testid=setup-board]', 1);
  await allGeometric('[data-testid=palette]', 7);
  // Back to the standard set.
  await home();
  await s.click('[data-testid=home-settings]');
  await s.waitFor('[data-testid=set-pieces]');
  await s.exec(`const sel = document.querySelector('[data-testid=set-pieces]'); sel.value = 'standard'; sel.dispatchEvent(new Event('change'));`);
  await s.until(async () => (await saved()) === 'standard', { message: 'the standard set back' });
});
