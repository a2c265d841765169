// End-to-end localization tests in the real window: the language comes from
// the OS locale on first start, switches at run time in Settings (Arabic
// mirrors the layout, the board and notation stay left-to-right), backend
// errors follow the switch, and the choice survives a restart. Saves the
// home, setup editor and game screens in Arabic, Ukrainian and German to
// docs/screenshots/.
//
//   scripts/e2e.sh            (builds the debug app, runs this under Xvfb)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appSession, saveScreenshot } from './webdriver.mjs';

let s;

const shot = (name) => saveScreenshot(s, name);

const lang = () => s.exec('return [document.documentElement.lang, document.documentElement.dir, document.dir]');

const home = () => s.home();

/** Picks a language in Settings and waits for the window to re-render in it. */
async function switchTo(code) {
  await s.switchLanguage(code);
  // The settings screen itself was mounted again in the new language.
  await s.until(
    () =>
      s.exec(
        `const el = document.querySelector('[data-testid=set-language]');
    return el && el.value === arguments[0];`,
        [code],
      ),
    { message: 'settings re-rendered' },
  );
}

/** The layout checks every language must pass: the board, its labels and the notation stay LTR. */
async function boardIsLeftToRight(board = '[data-testid=game-board]') {
  const geometry = await s.exec(
    `const q = (sq) => document.querySelector(arguments[0] + ' rect.sq[data-square="' + sq + '"]').getBoundingClientRect();
    const files = [...document.querySelectorAll(arguments[0] + ' .layer-coords text')]
      .filter((t) => /^[a-j]$/.test(t.textContent))
      .sort((a, b) => a.getBoundingClientRect().x - b.getBoundingClientRect().x)
      .map((t) => t.textContent).join('');
    const ranks = [...document.querySelectorAll(arguments[0] + ' .layer-coords text')]
      .filter((t) => /^[0-9]+$/.test(t.textContent))
      .sort((a, b) => b.getBoundingClientRect().y - a.getBoundingClientRect().y)
      .map((t) => t.textContent).join(',');
    return { e4: q('e4'), d4: q('d4'), e3: q('e3'), files, ranks,
      dir: getComputedStyle(document.querySelector(arguments[0])).direction };`,
    [board],
  );
  assert.equal(geometry.dir, 'ltr', 'the board is laid out left to right');
  assert.ok(geometry.e4.x > geometry.d4.x, 'e4 is right of d4 (files not mirrored)');
  assert.ok(geometry.e4.y < geometry.e3.y, 'e4 is above e3');
  assert.equal(geometry.files, 'abcdefgh', 'file letters read a–h from the left');
  assert.equal(geometry.ranks, '1,2,3,4,5,6,7,8', 'rank numbers read 1–8 from the bottom');
}

/** A two-player game with clocks, 1. e4 e5 played by clicks; checks the notation stays LTR. */
async function playOpening() {
  await home();
  await s.click('[data-testid=home-classic]');
  await s.waitFor('[data-testid=newgame-dialog]');
  await s.click('[data-testid=seg-opponent] [data-value=human]');
  await s.click('[data-testid=seg-time] [data-value="5+3"]');
  await s.startNewGame();
  const sq = (name) => s.waitFor(`[data-testid=game-board] rect.sq[data-square="${name}"]`);
  await s.pointerClick(await sq('e2'));
  await s.pointerClick(await sq('e4'));
  await s.waitFor('[data-testid=game-board] [data-piece="white-pawn"][data-square="e4"]');
  await s.pointerClick(await sq('e7'));
  await s.pointerClick(await sq('e5'));
  await s.waitFor('[data-testid=game-board] [data-piece="black-pawn"][data-square="e5"]');
  await boardIsLeftToRight();
  const notation = await s.exec(`const list = document.querySelector('[data-testid=move-list]');
    const clock = document.querySelector('[data-testid=clock-white]');
    return { moves: list.textContent, listDir: getComputedStyle(list).direction,
      clock: clock.textContent, clockDir: getComputedStyle(clock).direction };`);
  assert.match(notation.moves, /1\.\s*e4\s*e5/, 'SAN reads 1. e4 e5');
  assert.equal(notation.listDir, 'ltr');
  assert.match(notation.clock, /^\d+:\d\d/);
  assert.equal(notation.clockDir, 'ltr');
}

/**
 * The setup editor: a random army for White, Black's side cleared (so the
 * start errors are listed, in words) and the Archbishop's drop targets shown.
 */
async function openSetup() {
  await home();
  await s.click('[data-testid=home-custom]');
  await s.click('[data-testid=side-white]');
  await s.click('[data-testid=setup-random]');
  await s.click('[data-testid=side-black]');
  await s.click('[data-testid=setup-clear]');
  await s.waitFor('[data-testid=reason]');
  await s.click('[data-testid=pal-archbishop]');
  await s.waitFor('[data-testid=setup-board] .mk-target');
  await boardIsLeftToRight('[data-testid=setup-board]');
  // No palette name is cut off: each name fits its button.
  const cut = await s.exec(`return [...document.querySelectorAll('[data-testid=palette] .pal-name')]
    .filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1).map((n) => n.textContent);`);
  assert.deepEqual(cut, [], 'palette names fit');
}

/** Buttons and headings that overflow their box (text cut or spilling) on the current screen. */
async function overflowing() {
  return s.exec(`return [...document.querySelectorAll('#screen button, #screen h1, #screen h2, #screen h3, .topbar *, .modal button')]
    .filter((el) => el.offsetParent !== null && (el.scrollWidth > el.clientWidth + 1))
    .map((el) => (el.dataset.testid || el.tagName) + ': ' + el.textContent.trim().slice(0, 40));`);
}

// The OS says Ukrainian: the first start must follow it.
const session = appSession('maharajah-e2e-i18n-', 'uk_UA.UTF-8', (x) => (s = x));

test('the first start speaks the OS language', async () => {
  assert.deepEqual(await lang(), ['uk', 'ltr', 'ltr']);
  assert.match(await (await s.find('[data-testid=home-classic]')).text(), /Нова класична гра/);
  await s.click('[data-testid=home-settings]');
  await s.waitFor('[data-testid=set-language]');
  const system = await s.exec('return document.querySelector("[data-testid=set-language] option[value=\'\']").textContent');
  assert.match(system, /Українська/, 'the "system" choice names the language it gives');
});

test('Arabic mirrors the layout and keeps the board, notation and clocks left-to-right', async () => {
  await switchTo('ar');
  assert.deepEqual(await lang(), ['ar', 'rtl', 'rtl']);
  assert.equal(await s.exec('return document.querySelector("#nav-back [data-i18n=nav-back]").textContent'), 'رجوع', 'the chrome follows');
  await home();
  assert.match(await (await s.find('[data-testid=home-classic]')).text(), /مباراة تقليدية جديدة/);
  // Mirrored: the first learning-path card sits at the right.
  const cards = await s.exec(`const c = [...document.querySelectorAll('.path .card')].map((e) => e.getBoundingClientRect().x);
    return c[0] > c[c.length - 1];`);
  assert.ok(cards, 'cards run right to left');
  assert.deepEqual(await overflowing(), []);
  await shot('home-ar');
  await openSetup();
  assert.deepEqual(await overflowing(), []);
  await shot('setup-ar');
  await playOpening();
  // A backend error arrives in Arabic, with the move itself intact.
  const input = await s.find('[data-testid=san-input]');
  await input.type('Qh9\uE007');
  const note = await s.waitFor('[data-testid=game-note].error:not([hidden])');
  const message = await note.text();
  assert.match(message, /[\u0600-\u06FF]/, 'the error is in Arabic');
  assert.match(message, /Qh9/);
  await shot('game-note-ar');
  await s.until(() => s.exec('return !document.querySelector("[data-testid=game-note]:not([hidden])")'), {
    timeout: 9000,
    message: 'the note gone',
  });
  assert.deepEqual(await overflowing(), []);
  await shot('game-ar');
  // The rules in Arabic, and the saved games list (with the game just played) mirrored.
  await home();
  await s.click('[data-testid=home-rules]');
  await s.waitFor('[data-testid=rules] section');
  assert.match(await (await s.find('[data-testid=rules] h1')).text(), /القواعد/);
  assert.deepEqual(await overflowing(), []);
  await shot('rules-ar');
  await home();
  await s.click('[data-testid=home-saved]');
  await s.waitFor('[data-testid=game-row]');
  assert.deepEqual(await overflowing(), []);
  await shot('saved-games-ar');
});

test('Ukrainian at run time: left-to-right again, every screen in Ukrainian', async () => {
  await switchTo('uk');
  assert.deepEqual(await lang(), ['uk', 'ltr', 'ltr']);
  await home();
  assert.deepEqual(await overflowing(), []);
  await shot('home-uk');
  await openSetup();
  assert.match(await (await s.find('[data-testid=setup-random]')).text(), /Випадкова армія/);
  assert.deepEqual(await overflowing(), []);
  await shot('setup-uk');
  await playOpening();
  assert.equal(await (await s.find('[data-testid=btn-resign]')).text(), 'Здатися');
  assert.deepEqual(await overflowing(), []);
  await shot('game-uk');
});

test('German long words fit, and the chosen language survives a restart', async () => {
  await switchTo('de');
  await home();
  assert.deepEqual(await overflowing(), []);
  await shot('home-de');
  await openSetup();
  assert.deepEqual(await overflowing(), []);
  await shot('setup-de');
  await session.relaunch();
  // The OS still says Ukrainian; the saved choice wins.
  assert.deepEqual(await lang(), ['de', 'ltr', 'ltr']);
  assert.match(await (await s.find('[data-testid=home-classic]')).text(), /Neue klassische Partie/);
});
