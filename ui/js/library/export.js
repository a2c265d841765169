// Exporting saved games to a PGN file: the file chosen by the player, a
// notice while the store writes it, and how many games went in.

import { h, toast, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { askPath } from '../files.js';

/** Exports the games `ids` (or, when null, the `count` games `filter` selects) to a file the player names. */
export async function exportToFile(ids, count, filter) {
  const path = await askPath({
    title: t('export-title'),
    intro: await tf('export-what', { count }),
    mode: 'save',
    goLabel: t('export-go'),
    testid: 'export',
  });
  if (!path) return;
  const note = h('div.toast.info', {}, t('export-running'));
  document.getElementById('toasts').append(note);
  try {
    const n = await call('games_export', { path, ids, filter });
    toast(await tf('export-done', { count: n, file: path }), 'ok', 6000);
  } catch (e) {
    showError(e);
  } finally {
    note.remove();
  }
}
