// The saved games' filters: search, opponent, variant, result and date
// played, and the store filter they make (one page of games at an offset).

import { h } from '../dom.js';
import { t } from '../i18n.js';

const DAY = 24 * 60 * 60 * 1000;

/** The filter values as the controls start: none. */
export const noFilter = () => ({ search: '', opponent: '', variant: '', result: '', date: '' });

/** Whether any filter is set in `f`. */
export const filtered = (f) => f.search || f.opponent || f.variant || f.result || f.date;

/** The store filter for the controls' values `f`: `limit` games from `offset`. */
export function storeFilter(f, offset, limit) {
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
    limit,
    offset,
  };
}

/** The controls, writing into `f`; `changed()` hears a change (typing: once it pauses). */
export function filterControls(f, changed) {
  const select = (key, options, testid) =>
    h(
      'select',
      {
        'data-testid': testid,
        'aria-label': t('library-col-' + (key === 'date' ? 'date' : key === 'variant' ? 'game' : 'result')),
        onchange: (e) => {
          f[key] = e.target.value;
          changed();
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
        typing = setTimeout(() => changed(), 250);
      },
    });
  return h(
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
  );
}
