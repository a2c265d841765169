// The review's step buttons under the board (first, previous, next, last)
// with the position shown between them, and the flip button.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/** The step buttons under the board and the flip button. */
export function navigation(actions) {
  const icon = (d) => `<svg viewBox="0 0 24 24" width="20" height="20" class="nav-icon" aria-hidden="true"><path d="${d}"/></svg>`;
  const ICONS = {
    first: icon('M6 5v14M18 5l-9 7 9 7z'),
    prev: icon('M16 5l-9 7 9 7z'),
    next: icon('M8 5l9 7-9 7z'),
    last: icon('M18 5v14M6 5l9 7-9 7z'),
    flip: icon('M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3'),
  };
  const button = (name, key, testid) =>
    h('button.nav', { onclick: actions[name], 'data-testid': testid, title: t(key), 'aria-label': t(key), html: ICONS[name] });
  const ply = h('span.ply', { 'data-testid': 'review-ply' });
  const flip = button('flip', 'game-flip', 'review-flip');
  const el = h(
    'div.review-nav',
    { dir: 'ltr' },
    button('first', 'review-first', 'review-first'),
    button('prev', 'review-prev', 'review-prev'),
    ply,
    button('next', 'review-next', 'review-next'),
    button('last', 'review-last', 'review-last'),
    flip,
  );
  return { el, ply, flip };
}
