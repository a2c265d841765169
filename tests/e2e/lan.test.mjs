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
import { appPid, has, move, moveCount, piecesOf, remoteState, reportingFailure, silenceTwice, startTwo, stopTwo } from './two-windows.mjs';

let pair;
let a; // the host, English
let b; // the guest, Arabic

before(async () => {
  pair = await startTwo('maharajah-lan', ['en_US.UTF-8', 'ar_EG.UTF-8'], 'info,lan=debug');
  [a, b] = pair.windows;
});

after(() => stopTwo(pair, pair.failed));

/** Whether window `s` lists a host named Ann (among any other hosts on the network). */
const listsAnn = (s) => s.exec("return [...document.querySelectorAll('[data-testid=lan-host-item]')].some((e) => e.textContent.includes('Ann'))");

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
  await b.until(() => listsAnn(b), { timeout: 20000, message: "Ann's game listed" });
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
  // The army advisor works in the hidden setup too, on this device, against the orthodox army (the other army is unknown).
  assert.equal(await has(b, '[data-testid=advisor-against-other]'), false, 'no "against the other army" in a hidden setup');
  await b.click('[data-testid=advisor-assess]');
  await b.waitFor('[data-testid=advisor-headline]', { timeout: 60000 });
  await saveScreenshot(b, 'advisor-hidden-setup-ar');
  // White's hidden setup loads a code into White's side only.
  await a.click('[data-testid=setups-paste]');
  await a.waitFor('[data-testid=code-load-white]');
  assert.equal(await has(a, '[data-testid=code-load-black]'), false, '"Load into Black" is not offered to White');
  await a.exec("document.querySelector('[data-testid=setup-code-dialog]').closest('.overlay').close()");
  await a.waitFor('[data-testid=setup-valid]');
  await a.click('[data-testid=setup-lock]');
  // Locked: every tool that would change the army is disabled, the backend refuses a change, and "ready to lock" is gone.
  await a.until(() => a.exec("return document.querySelector('[data-testid=setup-random]').matches(':disabled')"), { message: 'the tools disabled' });
  for (const tool of ['setup-random', 'setup-clear', 'preset-load', 'preset-select', 'setups-paste']) {
    assert.equal(await a.exec(`return document.querySelector('[data-testid=${tool}]').matches(':disabled')`), tool !== 'setups-paste', tool);
  }
  assert.ok(await a.exec("return [...document.querySelectorAll('[data-testid=palette] button')].every((b) => b.matches(':disabled'))"), 'the palette');
  assert.equal(await has(a, '[data-testid=setup-valid]'), false, '"ready to lock" is not shown after locking');
  const refused = await a.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('setup_clear', { color: 'white' }).then(() => done('changed'), (e) => done(e.kind + ': ' + e.message));`);
  assert.match(refused, /^army-locked: /, 'the backend refuses a change after the lock');
  assert.equal(await a.exec("return document.querySelector('[data-testid=advisor-suggest]').disabled"), true, 'no suggestion to apply once locked');
  const applied = await a.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('advisor_apply', { color: 'white', board: '4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR' }).then(() => done('changed'), (e) => done(e.kind));`);
  assert.equal(applied, 'army-locked', "the advisor's apply is refused after the lock");
  const whiteBefore = await piecesOf(a, 'white');
  await b.waitFor('[data-testid=lan-setup-them]', { pred: async (el) => (await el.text()).length > 0 });
  assert.equal(await piecesOf(b, 'white'), 0, 'still hidden after the host locked');
  await b.click('[data-testid=setup-lock]');

  // Play: the full board on both, White's move reaches Black; White starts with the army it showed.
  await a.waitFor('[data-testid=game-board] rect.sq[data-square="e2"]', { timeout: 20000 });
  assert.equal(
    await a.exec('return document.querySelectorAll(\'[data-testid=game-board] g.piece[data-piece^="white-"]\').length'),
    whiteBefore,
    'the army that starts is the one shown',
  );
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

/** The screen a window shows now. */
const screenOf = (s) => s.exec('return document.body.dataset.screen');

/** The LAN view a window's backend holds. */
const lanState = (s) => remoteState(s, 'lan_state');

/** Asserts that window `s` shows exactly the fresh LAN lobby: no game, no dialog, no hosting box. */
async function assertFreshLobby(s, who) {
  await s.waitFor('[data-testid=lan-host]', { timeout: 15000, message: `${who}: the host form` });
  assert.equal(await screenOf(s), 'lan', `${who}: the LAN screen`);
  assert.equal(await has(s, '[data-testid=gameover]'), false, `${who}: no end-of-game dialog`);
  assert.equal(await has(s, '[data-testid=lan-addresses]'), false, `${who}: not hosting`);
  const v = await lanState(s);
  assert.equal(v.stage, 'lobby', `${who}: the journey is in the lobby`);
  assert.equal(v.game, null, `${who}: no game kept`);
}

/** Hosts a classic 5+3 game as White in window `s`; the address it shows. */
async function hostClassic(s) {
  await s.click('[data-testid=lan-variant] [data-value=chess]');
  await s.click('[data-testid=lan-colour] [data-value=white]');
  await s.click('[data-testid=lan-host]');
  return (await (await s.waitFor('[data-testid=lan-addresses] li')).text()).trim();
}

test(
  'after the game: back to a fresh lobby through New game and through Home, a second game, a silent guest shielded in time and not again once the pause is spent',
  { timeout: 240000 },
  () =>
    reportingFailure(pair, 'lan_state', async () => {
      // The host leaves through the end dialog's "New game": the fresh lobby, its hosting stopped.
      await a.click('[data-testid=gameover-new]');
      await assertFreshLobby(a, 'the host');
      // The guest closes the dialog and goes Home, then LAN: the lobby, not the finished game.
      await b.click('[data-testid=gameover-close]');
      await b.click('#brand');
      await b.click('[data-testid=home-lan]');
      await assertFreshLobby(b, 'the guest');
      // The host that left is no longer listed.
      await b.until(async () => !(await listsAnn(b)), { timeout: 20000, message: 'the finished host gone from the list' });

      // A second game: the host never sees its own game in its list; the guest does, and joins it.
      const address = await hostClassic(a);
      await b.until(() => listsAnn(b), { timeout: 20000, message: "Ann's second game listed" });
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(await listsAnn(a), false, 'the own game is not listed');
      const field = await b.waitFor('[data-testid=lan-address]');
      await field.clear();
      await field.type(address);
      await b.click('[data-testid=lan-join-address]');
      await b.click('[data-testid=lan-accept]');
      await a.waitFor('[data-testid=game-board] rect.sq[data-square="e2"]', { timeout: 20000 });
      await b.waitFor('[data-testid=game-board] g.piece[data-piece="white-king"]', { timeout: 20000 });
      assert.equal(await has(a, '[data-testid=gameover]'), false, 'no old dialog over the new game');
      await move(a, 'e2', 'e4');
      await b.until(async () => (await moveCount(b)) === 1, { timeout: 20000, message: 'the move on the guest' });

      // The guest, to move, goes silent twice: shielded by its pause, then not.
      const guest = appPid(pair.prefixes[1]);
      assert.ok(guest, "the guest app's process");
      await silenceTwice({ watcher: a, silent: b, pid: guest, stateCommand: 'lan_state', screenshot: 'lan-silent-shield', label: 'LAN' });

      // The guest resigns; both go back through Home, to a fresh lobby.
      await b.click('[data-testid=btn-resign]');
      await b.click('[data-testid=confirm-yes]');
      await a.waitFor('[data-testid=gameover-reason]', { timeout: 20000 });
      await b.waitFor('[data-testid=gameover-reason]');
      for (const [s, who] of [
        [a, 'the host'],
        [b, 'the guest'],
      ]) {
        await s.click('[data-testid=gameover-close]');
        await s.click('#brand');
        await s.click('[data-testid=home-lan]');
        await assertFreshLobby(s, who);
      }
    }),
);
