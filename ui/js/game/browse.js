// Looking back through the moves played while the game goes on: the bar
// that says which position the board shows, with the way back to the game
// as it stands.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/** The bar, hidden; `onLive()` returns to the game as it stands. */
export function browseBar(onLive) {
  const text = h('span', { 'data-testid': 'browse-text' });
  const el = h(
    'div.browse-bar',
    { 'data-testid': 'browse-bar', role: 'status', hidden: true },
    text,
    h('button', { onclick: () => onLive(), 'data-testid': 'browse-live' }, t('game-back-to-game')),
  );
  return { el, text };
}
