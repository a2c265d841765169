// Two real app windows side by side, each with its own data folder and
// language, for the remote-play tests (LAN and online): starting them,
// playing on their boards, freezing one, and reporting both when a test
// fails (each window's state and each app's log).

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { startDriver, app, freshProfile, removeProfiles, launchApp, appLog, saveScreenshot } from './webdriver.mjs';

/**
 * Starts two app windows: `a` with `locales[0]`, `b` with `locales[1]`, their
 * data folders named `${prefix}-a-…` and `${prefix}-b-…`; `RUST_LOG` filters their logs.
 */
export async function startTwo(prefix, locales, rustLog) {
  assert.ok(existsSync(app), `build the app first: ${app}`);
  process.env.RUST_LOG = rustLog;
  const pair = { drivers: [], folders: [], windows: [], prefixes: [`${prefix}-a-`, `${prefix}-b-`] };
  for (const [i, locale] of locales.entries()) {
    pair.folders.push(freshProfile(pair.prefixes[i], locale));
    const driver = await startDriver();
    pair.drivers.push(driver);
    const s = await launchApp(driver);
    await s.exec(`window.__errors = [];
      addEventListener('error', (e) => window.__errors.push(String(e.message)));
      addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason && (e.reason.message || e.reason.stack || e.reason))));`);
    pair.windows.push(s);
  }
  return pair;
}

/** Closes both windows; after a failure, prints both apps' logs first. */
export async function stopTwo(pair, failed) {
  for (const s of pair.windows) await s.delete().catch(() => {});
  if (failed) for (const [i, dir] of pair.folders.entries()) console.error(`--- window ${'ab'[i]}'s log\n${appLog(dir)}`);
  for (const d of pair.drivers) d.stop();
  removeProfiles();
}

/** Runs `body`; when it fails, prints what each window shows and holds (through `stateCommand`) before failing. */
export async function reportingFailure(pair, stateCommand, body) {
  try {
    await body();
  } catch (e) {
    pair.failed = true;
    for (const [i, s] of pair.windows.entries()) console.error(`--- window ${'ab'[i]}`, await windowState(s, stateCommand).catch((x) => String(x)));
    throw e;
  }
}

/** What a window shows and what its backend holds, for a failure's report. */
function windowState(s, stateCommand) {
  return s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('${stateCommand}').then((lv) => done(JSON.stringify({
      screen: document.body.dataset.screen, shown: document.querySelectorAll('[data-testid=move-list] .mv:not(.empty)').length,
      stage: lv.stage, moves: lv.game && lv.game.game && lv.game.game.moves.map((m) => m.san), remote: lv.game && lv.game.remote,
      notice: lv.notice, errors: window.__errors || [] })), (e) => done(String(e)));`);
}

/** Whether the window shows an element matching `css`. */
export const has = (s, css) => s.exec(`return !!document.querySelector('${css}')`);

/** The moves in the window's move list. */
export const moveCount = (s) => s.exec('return document.querySelectorAll("[data-testid=move-list] .mv:not(.empty)").length');

/** The pieces of `color` drawn in the setup editor. */
export const piecesOf = (s, color) => s.exec(`return document.querySelectorAll('[data-testid=setup-board] g.piece[data-piece^="${color}-"]').length`);

/**
 * Plays from → to by clicks until the move stands in the mover's own move
 * list: the screen may still be drawing the position it just received, or
 * (right after a reconnection) a first try may be refused, so the gesture is
 * repeated until the destination is offered and the move is recorded.
 */
export async function move(s, from, to) {
  const sq = (name) => `[data-testid=game-board] rect.sq[data-square="${name}"]`;
  await s.waitFor(sq(from), { timeout: 20000 });
  const before = await moveCount(s);
  await s.until(
    async () => {
      if ((await moveCount(s)) > before) return true;
      await s.pointerClick(await s.find(sq(from)));
      if (!(await has(s, `[data-testid=game-board] [data-testid=hint][data-square="${to}"]`))) return false;
      await s.pointerClick(await s.find(sq(to)));
      await new Promise((r) => setTimeout(r, 500));
      return (await moveCount(s)) > before;
    },
    { timeout: 30000, message: `${from}-${to} played` },
  );
}

/** The pid of the app process started with the data folder named `prefix…`. */
export function appPid(prefix) {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'latin1');
      const env = readFileSync(`/proc/${pid}/environ`, 'latin1');
      if (cmd.split('\0')[0].endsWith(basename(app)) && env.includes(prefix)) return Number(pid);
    } catch {
      /* gone, or not ours */
    }
  }
  return null;
}

/** The view a window's backend holds of its remote play (`stateCommand`: `lan_state` or `online_state`). */
export const remoteState = (s, stateCommand) =>
  s.execAsync(`const done = arguments[arguments.length - 1];
    window.__TAURI__.core.invoke('${stateCommand}').then((v) => done(v), (e) => done({ error: String(e.message || e) }));`);

/** Parses a clock as the screen writes it (m:ss, m:ss.t or h:mm:ss) into ms. */
export function clockMs(text) {
  const parts = text.trim().split(':').map(Number);
  return parts.reduce((acc, x) => acc * 60 + x, 0) * 1000;
}

/**
 * The player to move, Black, goes silent twice (SIGSTOP on the app `pid`:
 * its connection goes quiet, nothing is closed), seen from `watcher`'s
 * window; `silent` is the frozen player's window. With the pause unused,
 * the watcher shows the shield within 5 s, its countdown from the whole
 * pause and running down (screenshot `screenshot`); back, both windows show
 * the same clocks and Black's did not jump. Frozen again with the pause
 * spent: no shield, the opponent away and Black's clock running; back, both
 * agree again and Black's clock has run. The same journey in LAN and online
 * play, which share one remote seat.
 */
export async function silenceTwice({ watcher, silent, pid, stateCommand, screenshot, label }) {
  const state = (s) => remoteState(s, stateCommand);
  const clocks = async (s) => (await state(s)).game.game.clock;
  // Read in the page: the bar may draw its banner anew between a find and a read.
  const shown = (css) => watcher.exec(`return document.querySelector(${JSON.stringify(css)})?.textContent ?? ''`);
  const back = (message) => silent.until(async () => (await state(silent)).game?.remote.connected === true, { timeout: 30000, message });
  const bothAgree = async () => {
    const [cw, cs] = [await clocks(watcher), await clocks(silent)];
    assert.ok(Math.abs(cw.whiteMs - cs.whiteMs) < 1500, `White's clock the same on both: ${cw.whiteMs} ${cs.whiteMs}`);
    assert.ok(Math.abs(cw.blackMs - cs.blackMs) < 1500, `Black's clock the same on both: ${cw.blackMs} ${cs.blackMs}`);
    return cw;
  };
  await watcher.exec(`window.__shieldAt = 0;
    new MutationObserver(() => { if (!window.__shieldAt && document.querySelector('[data-testid=banner-pause]')) window.__shieldAt = Date.now(); })
      .observe(document.body, { childList: true, subtree: true });`);
  const silentAt = Date.now();
  process.kill(pid, 'SIGSTOP');
  let frozenBlack;
  try {
    await watcher.until(async () => (await state(watcher)).game?.remote.pause?.disconnected === true, {
      timeout: 15000,
      message: 'the shield for the silent player',
    });
    await watcher.waitFor('[data-testid=banner-pause]', { timeout: 5000 });
    const shownAfter = (await watcher.exec('return window.__shieldAt')) - silentAt;
    console.log(`# ${label}: silence to shield on the opponent's screen: ${shownAfter} ms`);
    assert.ok(shownAfter < 5000, `the shield showed ${shownAfter} ms after the silence began`);
    const first = clockMs(await shown('[data-testid=pause-countdown]'));
    assert.ok(first > 55000 && first <= 60000, `the countdown starts at the whole pause: ${first} ms`);
    await new Promise((r) => setTimeout(r, 2000));
    const later = clockMs(await shown('[data-testid=pause-countdown]'));
    assert.ok(later < first && later > first - 4000, `the countdown runs down: ${first} → ${later}`);
    await saveScreenshot(watcher, screenshot);
    frozenBlack = (await clocks(watcher)).blackMs;
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await watcher.until(async () => !(await has(watcher, '[data-testid=banner-pause]')), { timeout: 30000, message: 'the shield lifted' });
  await back('the silent player back');
  const resumed = await bothAgree();
  assert.ok(resumed.blackMs <= frozenBlack && resumed.blackMs > frozenBlack - 5000, `no jump of Black's clock: ${frozenBlack} → ${resumed.blackMs}`);
  assert.equal((await state(watcher)).game.remote.pause, null, 'play goes on');

  const before = (await clocks(watcher)).blackMs;
  process.kill(pid, 'SIGSTOP');
  try {
    await watcher.waitFor('[data-testid=banner-opponent-away]', { timeout: 15000, message: 'the opponent away' });
    assert.equal(await has(watcher, '[data-testid=banner-pause]'), false, 'no shield with the pause spent');
    assert.equal(await watcher.exec("return document.querySelector('[data-testid=clock-black]').classList.contains('running')"), true, "Black's clock runs");
    await new Promise((r) => setTimeout(r, 1500));
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await back('the silent player back again');
  await watcher.until(async () => !(await has(watcher, '[data-testid=banner-opponent-away]')), { timeout: 30000, message: 'the opponent present again' });
  const after = await bothAgree();
  assert.ok(after.blackMs < before - 1000, `Black's clock ran while the player was away: ${before} → ${after.blackMs}`);
}
