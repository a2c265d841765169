// The dialog at the end of a game: why it ended, the result, and what next
// (look at the board, a new game, the review, a rematch).

import { h, ltr, modal } from '../dom.js';
import { t } from '../i18n.js';

/** Asks what to do after `over` (the view's ending); answers 'view', 'new', 'review' or 'rematch'. */
export function askAfterGame(over) {
  return modal(
    over.title,
    (close) =>
      h(
        'div.gameover',
        {},
        h('p.reason', { 'data-testid': 'gameover-reason' }, over.message),
        h('p.result', {}, ltr(over.result)),
        h(
          'div.actions',
          {},
          h('button', { onclick: () => close('view'), 'data-testid': 'gameover-close' }, t('dialog-ok')),
          h('button', { onclick: () => close('new'), 'data-testid': 'gameover-new' }, t('game-new')),
          h('button', { onclick: () => close('review'), 'data-testid': 'gameover-review' }, t('review-title')),
          h('button.primary', { onclick: () => close('rematch'), 'data-testid': 'gameover-rematch' }, t('game-rematch')),
        ),
      ),
    { testid: 'gameover' },
  );
}
