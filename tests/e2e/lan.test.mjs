// LAN play between two real app windows, each with its own data folder: one
// in English hosts a Maharajah game, the other, in Arabic, joins it by the
// address the host shows. Each builds its army in a hidden setup that never
// shows the other side's pieces; then they play, the guest's connection is
// cut (its sockets killed with `ss -K`, as root) so both show the banner and
// the disconnection shield pauses the game until it is back, the host
// pauses, and the guest resigns. Screenshots of both windows go to
// docs/screenshots/lan-*.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { saveScreenshot } from './webdriver.mjs';
import { appPid, has, move, moveCount, piecesOf, reportingFailure, startTwo, stopTwo } from './two-windows.mjs';

let pair;
let a; // the host, English
let b; // the guest, Arabic

before(async () => {
  pair = await startTwo('maharajah-lan', ['en_US.UTF-8', 'ar_EG.UTF-8'], 'info,lan=debug');
  [a, b] = pair.windows;
});

after(() => stopTwo(pair, pair.failed));

async function setName(s, name) {
  const input = await s.waitFor('[data-testid=lan-name]');
  await input.clear();
  await input.type(name);
}

test('two windows host, join, set up hidden armies, play, pause and resign', { timeout: 180000 }, () => reportingFailure(pair, 'lan_state', play));

async function play() {
  // The host: a Maharajah game, White, shown with the addresses to type.
  await a.click('[data-testid=home-lan]');
  await setName(a, 'Ann');
  await a.click('[data-testid=lan-variant] [data-value=maharajah]');
  await a.click('[data-testid=lan-colour] [data-value=white]');
  await a.click('[data-testid=lan-host]');
  const first = await a.waitFor('[data-testid=lan-addresses] li');
  const address = (await first.text()).trim();
  assert.match(address, /:\d+$/);
  await saveScreenshot(a, 'lan-hosting');

  // The guest, in Arabic: the host appears in its list through mDNS; it
  // joins by the address the host shows (the path when multicast is blocked).
  await b.click('[data-testid=home-lan]');
  await setName(b, 'Bo');
  await b.waitFor('[data-testid=lan-host-item]', { timeout: 20000, pred: async (el) => (await el.text()).includes('Ann') });
  await saveScreenshot(b, 'lan-ar');
  const field = await b.waitFor('[data-testid=lan-address]');
  await field.type(address);
  await b.click('[data-testid=lan-join-address]');
  await b.waitFor('[data-testid=lan-offer]', { pred: async (el) => (await el.text()).includes('Ann') });
  await saveScreenshot(b, 'lan-offer-ar');
  await b.click('[data-testid=lan-accept]');

  // The hidden setup: each window shows its own army only.
  await a.waitFor('[data-testid=setup-lock]', { timeout: 20000 });
  await b.waitFor('[data-testid=setup-lock]', { timeout: 20000 });
  await b.exec("const s = document.querySelector('[data-testid=preset-select]'); s.value = 'court'; s.dispatchEvent(new Event('change'));");
  await b.click('[data-testid=preset-load]');
  await b.waitFor('[data-testid=setup-board] g.piece[data-piece="black-maharajah"]');
  assert.equal(await piecesOf(a, 'black'), 0, "the host's editor shows no black piece");
  assert.equal(await piecesOf(b, 'white'), 0, "the guest's editor shows no white piece");
  assert.ok((await piecesOf(a, 'white')) >= 9);
  await saveScreenshot(a, 'lan-setup');
  await saveScreenshot(b, 'lan-setup-ar');
  await a.click('[data-testid=setup-lock]');
  await b.waitFor('[data-testid=lan-setup-them]', { pred: async (el) => (await el.text()).length > 0 });
  assert.equal(await piecesOf(b, 'white'), 0, 'still hidden after the host locked');
  await b.click('[data-testid=setup-lock]');

  // Play: the full board on both, White's move reaches Black.
  await a.waitFor('[data-testid=game-board] rect.sq[data-square="e2"]', { timeout: 20000 });
  await b.waitFor('[data-testid=game-board] g.piece[data-piece="white-king"]', { timeout: 20000 });
  assert.ok(await b.exec('return !!document.querySelector(\'[data-testid=game-board] g.piece[data-piece="black-maharajah"]\')'));
  await move(a, 'e2', 'e4');
  await b.until(async () => (await moveCount(b)) === 1, { timeout: 20000, message: "the host's move on the guest" });

  // The guest drops off on its own turn (frozen, its socket killed): the
  // host's game pauses for it (the shield) and says so; once the guest is
  // back, play resumes by itself and the guest's move goes through.
  const port = address.split(':').pop();
  const guest = appPid(pair.prefixes[1]);
  assert.ok(guest, "the guest app's process");
  process.kill(guest, 'SIGSTOP');
  try {
    execFileSync('ss', ['-K', 'dport', '=', `:${port}`], { stdio: 'ignore' });
    await a.waitFor('[data-testid=banner-opponent-away]', { timeout: 15000 });
    await a.waitFor('[data-testid=banner-pause]', { timeout: 15000, pred: async (el) => /disconnected/.test(await el.text()) });
    await saveScreenshot(a, 'lan-disconnected');
  } finally {
    process.kill(guest, 'SIGCONT');
  }
  await a.until(async () => !(await has(a, '[data-testid=banner-pause]')), { timeout: 30000, message: 'the shield lifted on return' });
  await b.until(async () => !(await has(b, '[data-testid=banner-reconnecting]')), { timeout: 30000, message: 'the guest back' });
  await move(b, 'e7', 'e5');
  await a.until(async () => (await moveCount(a)) === 2, { timeout: 20000, message: "the guest's move on the host" });

  // White pauses: both windows show the countdown; then it resumes early.
  await a.click('[data-testid=btn-pause]');
  await b.waitFor('[data-testid=banner-pause]');
  await a.waitFor('[data-testid=pause-countdown]');
  await saveScreenshot(a, 'lan-paused');
  await saveScreenshot(b, 'lan-paused-ar');
  await a.click('[data-testid=btn-pause]');
  await b.until(async () => !(await has(b, '[data-testid=banner-pause]')), { message: 'resumed' });

  // Black resigns: the end on both windows, saved in both libraries.
  await b.click('[data-testid=btn-resign]');
  await b.click('[data-testid=confirm-yes]');
  // The dialog fades in: its text reads empty until it is shown.
  await a.waitFor('[data-testid=gameover-reason]', { timeout: 20000, pred: async (el) => /resignation/.test(await el.text()) });
  await b.waitFor('[data-testid=gameover-reason]');
  await saveScreenshot(a, 'lan-over');
  await saveScreenshot(b, 'lan-over-ar');
}
