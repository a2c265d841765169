// End-to-end: a .pgn opened from the system (the file manager starts the app
// with the file's path, as the desktop entry's `%F` does) is imported and its
// first game opens in review; opening it again does not double it; a file
// with nothing readable shows its import report in Saved games.
//
//   scripts/e2e.sh            (builds the debug app, runs this under Xvfb)

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDriver, app, root, freshProfile, removeProfiles, launchApp, saveScreenshot } from './webdriver.mjs';

let driver;
let s;
let dir;

// Deep Blue – Kasparov, New York 1997, game 6.
const GAME = readFileSync(join(root, 'tests', 'e2e', 'fixtures', 'deep-blue-kasparov-1997-6.pgn'), 'utf8');

async function open(args) {
  if (s) await s.delete();
  s = await launchApp(driver, args);
}

before(async () => {
  assert.ok(existsSync(app), `build the app first: ${app}`);
  dir = freshProfile('maharajah-e2e-open-', 'en_US.UTF-8');
  driver = await startDriver();
});

after(async () => {
  if (s) await s.delete();
  if (driver) driver.stop();
  removeProfiles();
});

test('a .pgn given to the app at launch is imported and its game opens in review', async () => {
  const file = join(dir, 'deep-blue-kasparov-6.pgn');
  writeFileSync(file, GAME);
  await open([file]);
  await s.waitFor('[data-testid=review-moves]', { timeout: 20000 });
  const moves = await s.exec('return document.querySelectorAll("[data-testid=review-move]").length');
  assert.equal(moves, 37);
  const result = await s.exec('return document.querySelector("[data-testid=review-result]").textContent');
  assert.match(result, /1-0|1–0/);
  await saveScreenshot(s, 'opened-pgn-review');

  // Opened again: the same saved game, not a second copy.
  await open([file]);
  await s.waitFor('[data-testid=review-moves]', { timeout: 20000 });
  await s.click('#brand');
  await s.click('[data-testid=home-saved]');
  await s.until(async () => (await s.exec('return document.querySelectorAll("[data-testid=game-row]").length')) === 1, {
    message: 'one saved game after opening the file twice',
  });
});

test('a .pgn with no readable game shows why in Saved games', async () => {
  const file = join(dir, 'broken.PGN');
  writeFileSync(file, '[Event "broken"]\n\n1. e4 e5 2. Ke3 *\n');
  await open(['--some-launcher-option', file]);
  const report = await s.waitFor('[data-testid=import-report]', { timeout: 20000 });
  assert.ok(report);
  const skipped = await s.exec('return document.querySelector("[data-testid=import-skipped] li").dataset.kind');
  assert.equal(skipped, 'illegal-move');
});

test('PGN text pasted in Saved games is imported and its game opens in review', async () => {
  await open([]);
  await s.click('[data-testid=home-saved]');
  await s.click('[data-testid=library-paste]');
  await s.waitFor('[data-testid=paste-dialog]');
  const text = GAME.replace('Round "6"', 'Round "6b"');
  await s.exec(`const area = document.querySelector('[data-testid=paste-text]'); area.value = ${JSON.stringify(text)}; return true;`);
  await saveScreenshot(s, 'paste-pgn');
  await s.click('[data-testid=paste-go]');
  await s.waitFor('[data-testid=review-moves]', { timeout: 20000 });
  assert.equal(await s.exec('return document.querySelectorAll("[data-testid=review-move]").length'), 37);
});

test('a .pgn that is gone by the time the app starts is said in words, and Home stays', async () => {
  await open([join(dir, 'moved-away.pgn')]);
  await s.until(async () => /There is no file there/.test(await s.exec("return document.querySelector('#toasts').textContent")), {
    message: 'the missing file said',
  });
  assert.equal(await s.exec('return document.body.dataset.screen'), 'home');
});
