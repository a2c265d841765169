// Files the system asked the app to open (a .pgn double-clicked in a file
// manager): each is imported into the saved games like a file picked in
// Saved games, and the first file's first game opens in review. A file
// whose import takes longer than a moment shows its progress in Saved games;
// one with nothing to open shows its import report there.

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
 * Imports the files waiting for the app, one after another, and shows what
 * came of them through `go` (the screen router).
 */
export async function openRequestedFiles(go) {
  let paths = [];
  try {
    paths = await call('app_open_files');
  } catch {
    return;
  }
  let reviewing = false;
  for (const path of paths) {
    let job;
    try {
      job = await call('games_import', { path });
    } catch (e) {
      showError(e);
      continue;
    }
    let st = await finished(job, QUICK_MS);
    if (!st) {
      await go('library', { importReport: true });
      st = await finished(job, Number.POSITIVE_INFINITY);
      continue;
    }
    if (st.error) {
      showError(st.error);
    } else if (st.firstGame == null) {
      if (!reviewing) await go('library', { importReport: true });
    } else {
      if (!reviewing) await go('review', { id: st.firstGame });
      reviewing = true;
      if (st.skipped) toast(st.summary, 'info', 6000);
    }
  }
}
