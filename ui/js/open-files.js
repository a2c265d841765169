// Games that arrive from outside the Saved games' import button: a .pgn
// the system asked the app to open (double-clicked in a file manager), or
// PGN text pasted by the player. Each is imported as a file picked in Saved
// games, and its first game opens in review. An import that takes longer
// than a moment shows its progress in Saved games; one with nothing to open
// shows its report there.

import { call } from './bridge.js';
import { showError, toast } from './dom.js';

/** How long an import may run before its progress is shown instead of waiting. */
const QUICK_MS = 1000;
const POLL_MS = 50;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The finished status of import `job`, or null while it still runs after `ms`. */
async function finished(job, ms) {
  for (let waited = 0; waited <= ms; waited += POLL_MS) {
    const st = await call('games_import_status');
    if (st.job === job && !st.running) return st;
    await sleep(POLL_MS);
  }
  return null;
}

/**
 * Runs one import (`start` returns its job number) and shows what came of it
 * through `go`, unless `reviewing` says a game is already on screen.
 * Returns whether a game is now shown in review.
 */
export async function importThenShow(start, go, reviewing = false) {
  let job;
  try {
    job = await start();
  } catch (e) {
    showError(e);
    return reviewing;
  }
  const st = await finished(job, QUICK_MS);
  if (!st) {
    await go('library', { importReport: true });
    await finished(job, Number.POSITIVE_INFINITY);
    return reviewing;
  }
  if (st.error) {
    showError(st.error);
  } else if (st.firstGame == null) {
    if (!reviewing) await go('library', { importReport: true });
  } else {
    if (!reviewing) await go('review', { id: st.firstGame });
    if (st.skipped) toast(st.summary, 'info', 6000);
    return true;
  }
  return reviewing;
}

/** Imports the files the system asked the app to open, one after another. */
export async function openRequestedFiles(go) {
  let paths = [];
  try {
    paths = await call('app_open_files');
  } catch {
    return;
  }
  let reviewing = false;
  for (const path of paths) reviewing = await importThenShow(() => call('games_import', { path }), go, reviewing);
}
