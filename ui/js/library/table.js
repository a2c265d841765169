// The table of saved games: a row per game (when played, the game, the
// players, the result and why, the moves, where it came from) with its
// check box; a click or Enter opens the game in review, ↑ and ↓ go from
// game to game.

import { h, ltr } from '../dom.js';
import { t } from '../i18n.js';
import { go } from '../main.js';
import { formatPlayed } from '../resume.js';

/** The table with its head (`allBox`: the box that selects the whole page) and its body `tbody`. */
export function gamesTable(allBox, tbody) {
  return h(
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
  );
}

/** The row of game `g`, its box `checked` or not; `check(on)` hears the box. */
export function gameRow(g, checked, check) {
  const box = h('input', {
    type: 'checkbox',
    checked,
    'aria-label': t('library-select-game'),
    'data-testid': 'row-check',
    onclick: (e) => e.stopPropagation(),
    onchange: (e) => check(e.target.checked),
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
