// Each side's play over the reviewed game: accuracy, and how many
// inaccuracies, mistakes and blunders the analysis marked.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { GLYPH } from '../eval-graph.js';

/** The table for `summary` ({white, black}: {accuracy, inaccuracies, mistakes, blunders}) of players `names`. */
export function summaryTable(summary, names) {
  const cell = (v) => h('td', {}, v);
  const row = (color) => {
    const s = summary[color];
    return h(
      'tr',
      { 'data-testid': 'summary-' + color },
      h('th', { scope: 'row' }, h('span.swatch.' + color), ' ', names[color]),
      cell(s.accuracy === null || s.accuracy === undefined ? '–' : `${Math.round(s.accuracy)}%`),
      cell(String(s.inaccuracies)),
      cell(String(s.mistakes)),
      cell(String(s.blunders)),
    );
  };
  return h(
    'table',
    {},
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', {}, ''),
        h('th', { scope: 'col' }, t('review-accuracy')),
        h('th', { scope: 'col', title: t('review-inaccuracy') }, GLYPH.inaccuracy),
        h('th', { scope: 'col', title: t('review-mistake') }, GLYPH.mistake),
        h('th', { scope: 'col', title: t('review-blunder') }, GLYPH.blunder),
      ),
    ),
    h('tbody', {}, row('white'), row('black')),
  );
}
