// Two real app windows side by side, each with its own data folder and
// language, for the remote-play tests (LAN and online): starting them,
// playing on their boards, freezing one, and reporting both when a test
// fails (each window's state and each app's log).

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { startDriver, app, freshProfile, removeProfiles, launchApp, appLog } from './webdriver.mjs';

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
