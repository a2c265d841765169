// The explored line's bar in the review: where the board is (in the line,
// or back on the game with the line kept), the way back to the game, and
// saving the line into the game's PGN.

import { h } from '../dom.js';
import { t, tf } from '../i18n.js';

/** The bar, hidden; `back()` returns to the game, `save()` saves the line. */
export function lineBar({ back, save }) {
  const text = h('span', { 'data-testid': 'line-text' });
  const saveButton = h('button', { onclick: save, 'data-testid': 'save-line' }, t('review-line-save'));
  const el = h(
    'div.line-bar',
    { 'data-testid': 'line-bar', role: 'status', hidden: true },
    text,
    h('div.line-actions', {}, h('button.primary', { onclick: back, 'data-testid': 'back-to-game' }, t('review-line-back')), saveButton),
  );
  return { el, text, save: saveButton };
}

/**
 * Shows `bar` for the explored line `ex` ({at, plies, saved}; none: hidden)
 * of a game whose last position is `lastPly`; `inLine`: whether the board
 * shows a position of the line.
 */
export async function showLineBar(bar, ex, lastPly, inLine) {
  bar.el.hidden = !ex;
  if (!ex) return;
  const atEnd = ex.at >= lastPly;
  bar.save.hidden = ex.saved;
  bar.save.disabled = atEnd;
  bar.save.title = atEnd ? t('review-line-after-end') : '';
  bar.text.textContent = inLine ? await tf('review-line-at', { moves: ex.plies.length }) : t('review-line-kept');
}
