// Saved games: the paged list of every game kept in the store (autosaved
// games and imports), filters and search, delete, open in review, export to
// PGN and import a PGN file or pasted text with progress, cancel and a
// report (the dialogs are ui/js/library/import-dialog.js and export.js).
// The store pages and counts; this screen never holds more than one page.
//
// The screen's functions share one state object `L`: the filters' values
// (`f`), the page's `offset` and the `page` shown ({games, total}), the ids
// `selected`, the count of loads asked for (`loading`), and the parts of
// the screen.

import { h, showError, toast, confirmDialog } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { go } from '../main.js';
import { askPath } from '../files.js';
import { importThenShow } from '../open-files.js';
import { showImportDialog, askPgnText } from '../library/import-dialog.js';
import { exportToFile } from '../library/export.js';
import { noFilter, filtered, storeFilter, filterControls } from '../library/filters.js';
import { gamesTable, gameRow } from '../library/table.js';

export const title = 'library-title';

const PAGE = 50;

export async function mount(root, params = {}) {
  const L = { f: noFilter(), offset: 0, page: { games: [], total: 0 }, selected: new Set(), loading: 0 };
  buildParts(L);
  root.append(layout(L));
  await reload(L, true);
  try {
    const st = await call('games_import_status');
    // A file opened from the system lands here with its import's progress or report.
    if (st.running || (params.importReport && st.job)) showImport(L);
  } catch {
    /* no import yet */
  }
}

/** The screen's parts, kept in `L`: the count, the selection's buttons, the table and the pager. */
function buildParts(L) {
  L.count = h('span.lib-count', { 'data-testid': 'library-count' });
  L.selInfo = h('span.lib-selected', { 'data-testid': 'library-selected' });
  L.btnOpen = h('button', { onclick: () => openSelected(L), 'data-testid': 'library-open' }, t('library-open'));
  L.btnDelete = h('button.danger', { onclick: () => deleteSelected(L), 'data-testid': 'library-delete' }, t('library-delete'));
  L.btnExportSel = h('button', { onclick: () => exportGames(L, [...L.selected]), 'data-testid': 'library-export-selected' }, t('library-export-selected'));
  L.btnExportAll = h('button', { onclick: () => exportGames(L, null), 'data-testid': 'library-export-all' }, t('library-export-all'));
  L.allBox = h('input', {
    type: 'checkbox',
    'aria-label': t('library-select-all'),
    'data-testid': 'library-select-all',
    onchange: (e) => toggleAll(L, e.target.checked),
  });
  L.tbody = h('tbody', { 'data-testid': 'library-rows' });
  L.empty = h('div.lib-empty', { 'data-testid': 'library-empty', hidden: true });
  buildPager(L);
}

/** The pager under the table: the previous and next pages, and which games are shown. */
function buildPager(L) {
  L.prev = h(
    'button',
    {
      onclick: () => {
        L.offset = Math.max(0, L.offset - PAGE);
        reload(L, false);
      },
      'data-testid': 'library-prev',
    },
    '‹ ',
    t('library-prev'),
  );
  L.next = h(
    'button',
    {
      onclick: () => {
        L.offset += PAGE;
        reload(L, false);
      },
      'data-testid': 'library-next',
    },
    t('library-next'),
    ' ›',
  );
  L.range = h('span.range', { 'data-testid': 'library-range' });
  L.pager = h('div.pager', {});
  L.pager.append(L.prev, L.range, L.next);
}

/** The head with the import buttons, the filters, the selection's actions, the table and the pager. */
function layout(L) {
  return h(
    'div.library',
    { 'data-testid': 'library' },
    h(
      'div.lib-head',
      {},
      h('h1', {}, t('library-title')),
      L.count,
      h(
        'div.lib-head-actions',
        {},
        h('button', { onclick: () => pastePgn(), 'data-testid': 'library-paste' }, t('library-paste')),
        h('button.primary', { onclick: () => importPgn(L), 'data-testid': 'library-import' }, t('library-import')),
      ),
    ),
    filterControls(L.f, () => reload(L, true)),
    h('div.lib-actions', {}, L.selInfo, L.btnOpen, L.btnExportSel, L.btnDelete, h('span.spacer'), L.btnExportAll),
    h('div.lib-table-wrap', {}, gamesTable(L.allBox, L.tbody), L.empty),
    L.pager,
  );
}

/** Loads the page at the offset (`resetPaging`: the first page, nothing selected) and draws it. */
async function reload(L, resetPaging) {
  if (resetPaging) {
    L.offset = 0;
    L.selected.clear();
  }
  const mine = ++L.loading;
  try {
    const next = await call('games_list', { filter: storeFilter(L.f, L.offset, PAGE) });
    if (mine !== L.loading) return; // a newer request is on its way
    if (next.games.length === 0 && L.offset > 0 && next.total > 0) {
      L.offset = Math.max(0, Math.floor((next.total - 1) / PAGE) * PAGE);
      return reload(L, false);
    }
    L.page = next;
    await render(L);
  } catch (e) {
    showError(e);
  }
}

/** The page loaded: its rows, the count, the pager and the selection. */
async function render(L) {
  L.tbody.replaceChildren(...L.page.games.map((g) => row(L, g)));
  L.empty.hidden = L.page.games.length > 0;
  L.empty.textContent = t(filtered(L.f) ? 'library-empty-filtered' : 'library-empty');
  L.count.textContent = await tf('library-count', { total: L.page.total });
  L.range.textContent = L.page.total ? await tf('library-range', { from: L.offset + 1, to: L.offset + L.page.games.length, total: L.page.total }) : '';
  L.prev.disabled = L.offset === 0;
  L.next.disabled = L.offset + L.page.games.length >= L.page.total;
  L.pager.hidden = L.page.total <= PAGE;
  L.btnExportAll.disabled = L.page.total === 0;
  await renderSelection(L);
}

/** What the selection allows, and the boxes that show it. */
async function renderSelection(L) {
  const n = L.selected.size;
  L.selInfo.textContent = n ? await tf('library-selected', { count: n }) : '';
  L.btnOpen.disabled = n !== 1;
  L.btnDelete.disabled = n === 0;
  L.btnExportSel.disabled = n === 0;
  const onPage = L.page.games.filter((g) => L.selected.has(g.id)).length;
  L.allBox.checked = L.page.games.length > 0 && onPage === L.page.games.length;
  L.allBox.indeterminate = onPage > 0 && onPage < L.page.games.length;
  for (const tr of L.tbody.children) tr.classList.toggle('selected', L.selected.has(Number(tr.dataset.id)));
}

function row(L, g) {
  return gameRow(g, L.selected.has(g.id), (on) => {
    if (on) L.selected.add(g.id);
    else L.selected.delete(g.id);
    renderSelection(L);
  });
}

function toggleAll(L, on) {
  for (const g of L.page.games) {
    if (on) L.selected.add(g.id);
    else L.selected.delete(g.id);
  }
  for (const box of L.tbody.querySelectorAll('input[type=checkbox]')) box.checked = on;
  renderSelection(L);
}

function openSelected(L) {
  const [id] = [...L.selected];
  if (id !== undefined) go('review', { id });
}

async function deleteSelected(L) {
  const ids = [...L.selected];
  if (!ids.length) return;
  const question = await tf('library-delete-confirm', { count: ids.length });
  if (!(await confirmDialog(question, t('library-delete'), t('dialog-cancel')))) return;
  try {
    const n = await call('games_delete', { ids });
    L.selected.clear();
    toast(await tf('library-deleted', { count: n }), 'ok');
    await reload(L, false);
  } catch (e) {
    showError(e);
  }
}

/** Exports the games `ids`, or (null) every game the filters select. */
async function exportGames(L, ids) {
  await exportToFile(ids, ids ? ids.length : L.page.total, ids ? null : storeFilter(L.f, 0, PAGE));
}

/** PGN text pasted by the player: imported like a file; its first game opens in review. */
async function pastePgn() {
  const text = await askPgnText();
  if (!text?.trim()) return;
  await importThenShow(() => call('games_import_text', { text }), go);
}

async function importPgn(L) {
  const path = await askPath({ title: t('import-title'), intro: t('import-intro'), mode: 'open', goLabel: t('import-go'), testid: 'import' });
  if (!path) return;
  try {
    await call('games_import', { path });
  } catch (e) {
    showError(e);
    return;
  }
  await showImport(L);
}

/** The import's progress, then its report; the list reloads when it closes. */
async function showImport(L) {
  await showImportDialog();
  await reload(L, true);
}
