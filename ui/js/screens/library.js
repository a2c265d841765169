// Saved games: the paged list of every game kept in the store (autosaved
// games and imports), filters and search, delete, open in review, export to
// PGN and import a PGN file or pasted text with progress, cancel and a
// report (the dialogs are ui/js/library/import-dialog.js and export.js).
// The store pages and counts; this screen never holds more than one page.

import { h, ltr, showError, toast, confirmDialog } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { go } from '../main.js';
import { askPath } from '../files.js';
import { formatPlayed } from '../resume.js';
import { importThenShow } from '../open-files.js';
import { showImportDialog, askPgnText } from '../library/import-dialog.js';
import { exportToFile } from '../library/export.js';

export const title = 'library-title';

const PAGE = 50;
const DAY = 24 * 60 * 60 * 1000;

/** The store filter for the controls' values. */
function storeFilter(f, offset) {
  let playedFrom = null;
  const now = Date.now();
  if (f.date === 'today') {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    playedFrom = d.getTime();
  }
  if (f.date === 'week') playedFrom = now - 7 * DAY;
  if (f.date === 'month') playedFrom = now - 30 * DAY;
  if (f.date === 'year') playedFrom = now - 365 * DAY;
  return {
    variant: f.variant || null,
    result: f.result || null,
    opponent: f.opponent.trim() || null,
    search: f.search.trim() || null,
    playedFrom,
    limit: PAGE,
    offset,
  };
}

export async function mount(root, params = {}) {
  const f = { search: '', opponent: '', variant: '', result: '', date: '' };
  let offset = 0;
  let page = { games: [], total: 0 };
  const selected = new Set();
  let loading = 0;

  const select = (key, options, testid) =>
    h(
      'select',
      {
        'data-testid': testid,
        'aria-label': t('library-col-' + (key === 'date' ? 'date' : key === 'variant' ? 'game' : 'result')),
        onchange: (e) => {
          f[key] = e.target.value;
          reload(true);
        },
      },
      options.map(([v, label]) => h('option', { value: v }, label)),
    );
  let typing = null;
  const text = (key, placeholder, testid) =>
    h('input', {
      type: 'search',
      placeholder,
      'data-testid': testid,
      'aria-label': placeholder,
      oninput: (e) => {
        f[key] = e.target.value;
        clearTimeout(typing);
        typing = setTimeout(() => reload(true), 250);
      },
    });

  const count = h('span.lib-count', { 'data-testid': 'library-count' });
  const selInfo = h('span.lib-selected', { 'data-testid': 'library-selected' });
  const btnOpen = h('button', { onclick: () => openSelected(), 'data-testid': 'library-open' }, t('library-open'));
  const btnDelete = h('button.danger', { onclick: () => deleteSelected(), 'data-testid': 'library-delete' }, t('library-delete'));
  const btnExportSel = h('button', { onclick: () => exportGames([...selected]), 'data-testid': 'library-export-selected' }, t('library-export-selected'));
  const btnExportAll = h('button', { onclick: () => exportGames(null), 'data-testid': 'library-export-all' }, t('library-export-all'));
  const allBox = h('input', {
    type: 'checkbox',
    'aria-label': t('library-select-all'),
    'data-testid': 'library-select-all',
    onchange: (e) => toggleAll(e.target.checked),
  });
  const tbody = h('tbody', { 'data-testid': 'library-rows' });
  const empty = h('div.lib-empty', { 'data-testid': 'library-empty', hidden: true });
  const pager = h('div.pager', {});
  const prev = h(
    'button',
    {
      onclick: () => {
        offset = Math.max(0, offset - PAGE);
        reload(false);
      },
      'data-testid': 'library-prev',
    },
    '‹ ',
    t('library-prev'),
  );
  const next = h(
    'button',
    {
      onclick: () => {
        offset += PAGE;
        reload(false);
      },
      'data-testid': 'library-next',
    },
    t('library-next'),
    ' ›',
  );
  const range = h('span.range', { 'data-testid': 'library-range' });
  pager.append(prev, range, next);

  root.append(
    h(
      'div.library',
      { 'data-testid': 'library' },
      h(
        'div.lib-head',
        {},
        h('h1', {}, t('library-title')),
        count,
        h(
          'div.lib-head-actions',
          {},
          h('button', { onclick: pastePgn, 'data-testid': 'library-paste' }, t('library-paste')),
          h('button.primary', { onclick: importPgn, 'data-testid': 'library-import' }, t('library-import')),
        ),
      ),
      h(
        'div.lib-filters',
        {},
        text('search', t('library-search'), 'filter-search'),
        text('opponent', t('library-opponent'), 'filter-opponent'),
        select(
          'variant',
          [
            ['', t('library-variant-any')],
            ['chess', t('variant-chess')],
            ['maharajah', t('variant-maharajah')],
            ['mirodol', t('variant-mirodol')],
          ],
          'filter-variant',
        ),
        select(
          'result',
          [
            ['', t('library-result-any')],
            ['1-0', t('library-result-white')],
            ['0-1', t('library-result-black')],
            ['1/2-1/2', t('library-result-draw')],
            ['*', t('library-result-unfinished')],
          ],
          'filter-result',
        ),
        select(
          'date',
          [
            ['', t('library-date-any')],
            ['today', t('library-date-today')],
            ['week', t('library-date-week')],
            ['month', t('library-date-month')],
            ['year', t('library-date-year')],
          ],
          'filter-date',
        ),
      ),
      h('div.lib-actions', {}, selInfo, btnOpen, btnExportSel, btnDelete, h('span.spacer'), btnExportAll),
      h(
        'div.lib-table-wrap',
        {},
        h(
          'table.games',
          {},
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th.check', {}, allBox),
              h('th', {}, t('library-col-date')),
              h('th', {}, t('library-col-game')),
              h('th', {}, t('library-col-white')),
              h('th', {}, t('library-col-black')),
              h('th', {}, t('library-col-result')),
              h('th.num', {}, t('library-col-moves')),
              h('th', {}, t('library-col-source')),
            ),
          ),
          tbody,
        ),
        empty,
      ),
      pager,
    ),
  );

  async function reload(resetPaging) {
    if (resetPaging) {
      offset = 0;
      selected.clear();
    }
    const mine = ++loading;
    try {
      const next = await call('games_list', { filter: storeFilter(f, offset) });
      if (mine !== loading) return; // a newer request is on its way
      if (next.games.length === 0 && offset > 0 && next.total > 0) {
        offset = Math.max(0, Math.floor((next.total - 1) / PAGE) * PAGE);
        return reload(false);
      }
      page = next;
      await render();
    } catch (e) {
      showError(e);
    }
  }

  async function render() {
    tbody.replaceChildren(...page.games.map(row));
    const filtered = f.search || f.opponent || f.variant || f.result || f.date;
    empty.hidden = page.games.length > 0;
    empty.textContent = t(filtered ? 'library-empty-filtered' : 'library-empty');
    count.textContent = await tf('library-count', { total: page.total });
    range.textContent = page.total ? await tf('library-range', { from: offset + 1, to: offset + page.games.length, total: page.total }) : '';
    prev.disabled = offset === 0;
    next.disabled = offset + page.games.length >= page.total;
    pager.hidden = page.total <= PAGE;
    btnExportAll.disabled = page.total === 0;
    await renderSelection();
  }

  async function renderSelection() {
    const n = selected.size;
    selInfo.textContent = n ? await tf('library-selected', { count: n }) : '';
    btnOpen.disabled = n !== 1;
    btnDelete.disabled = n === 0;
    btnExportSel.disabled = n === 0;
    const onPage = page.games.filter((g) => selected.has(g.id)).length;
    allBox.checked = page.games.length > 0 && onPage === page.games.length;
    allBox.indeterminate = onPage > 0 && onPage < page.games.length;
    for (const tr of tbody.children) tr.classList.toggle('selected', selected.has(Number(tr.dataset.id)));
  }

  function row(g) {
    const box = h('input', {
      type: 'checkbox',
      checked: selected.has(g.id),
      'aria-label': t('library-select-game'),
      'data-testid': 'row-check',
      onclick: (e) => e.stopPropagation(),
      onchange: (e) => {
        if (e.target.checked) selected.add(g.id);
        else selected.delete(g.id);
        renderSelection();
      },
    });
    const result = g.result === '1/2-1/2' ? '½–½' : g.result;
    return h(
      'tr',
      {
        'data-id': g.id,
        'data-testid': 'game-row',
        tabindex: 0,
        onclick: () => go('review', { id: g.id }),
        onkeydown: (e) => {
          if (e.key === 'Enter') go('review', { id: g.id });
          // Up and down go from game to game.
          const next = e.key === 'ArrowDown' ? e.currentTarget.nextElementSibling : e.key === 'ArrowUp' ? e.currentTarget.previousElementSibling : null;
          if (next) {
            e.preventDefault();
            next.focus();
          }
        },
      },
      h('td.check', {}, box),
      h('td.when', {}, formatPlayed(g)),
      h(
        'td',
        {},
        t('variant-' + g.variant),
        g.customStart ? h('span.muted', {}, ' · ', t('library-custom-start')) : null,
        g.inProgress ? h('span.badge.live', {}, t('library-in-progress')) : null,
      ),
      h('td.player', { 'data-testid': 'row-white' }, g.whiteLabel),
      h('td.player', { 'data-testid': 'row-black' }, g.blackLabel),
      h('td.result', {}, ltr(result), g.reasonText ? h('span.reason', {}, ' ', g.reasonText) : null),
      h('td.num', {}, String(Math.ceil(g.plyCount / 2))),
      h('td.muted', {}, t('library-source-' + g.source)),
    );
  }

  function toggleAll(on) {
    for (const g of page.games) {
      if (on) selected.add(g.id);
      else selected.delete(g.id);
    }
    for (const box of tbody.querySelectorAll('input[type=checkbox]')) box.checked = on;
    renderSelection();
  }

  function openSelected() {
    const [id] = [...selected];
    if (id !== undefined) go('review', { id });
  }

  async function deleteSelected() {
    const ids = [...selected];
    if (!ids.length) return;
    const question = await tf('library-delete-confirm', { count: ids.length });
    if (!(await confirmDialog(question, t('library-delete'), t('dialog-cancel')))) return;
    try {
      const n = await call('games_delete', { ids });
      selected.clear();
      toast(await tf('library-deleted', { count: n }), 'ok');
      await reload(false);
    } catch (e) {
      showError(e);
    }
  }

  async function exportGames(ids) {
    await exportToFile(ids, ids ? ids.length : page.total, ids ? null : storeFilter(f, 0));
  }

  /** PGN text pasted by the player: imported like a file; its first game opens in review. */
  async function pastePgn() {
    const text = await askPgnText();
    if (!text?.trim()) return;
    await importThenShow(() => call('games_import_text', { text }), go);
  }

  async function importPgn() {
    const path = await askPath({ title: t('import-title'), intro: t('import-intro'), mode: 'open', goLabel: t('import-go'), testid: 'import' });
    if (!path) return;
    try {
      await call('games_import', { path });
    } catch (e) {
      showError(e);
      return;
    }
    await showImport();
  }

  /** The import's progress, then its report; the list reloads when it closes. */
  async function showImport() {
    await showImportDialog();
    await reload(true);
  }

  await reload(true);
  try {
    const st = await call('games_import_status');
    // A file opened from the system lands here with its import's progress or report.
    if (st.running || (params.importReport && st.job)) showImport();
  } catch {
    /* no import yet */
  }
}
