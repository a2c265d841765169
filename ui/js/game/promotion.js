// The promotion chooser over the game's board: every piece the move may
// promote to, with its picture and its name. Escape or a click beside it
// cancels; the arrow keys go from piece to piece; a choice made from the
// keyboard gives the focus back to the board.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { pieceSvg } from '../pieces.js';
import { prefs } from '../prefs.js';

/**
 * Shows the chooser in `host` for a pawn of `color`; resolves with the kind
 * chosen from `kinds`, or null when cancelled. `board` is the game's board,
 * given the focus back if it had it.
 */
export function choosePromotion(host, board, color, kinds) {
  return new Promise((resolve) => {
    const fromKeyboard = document.activeElement === board.svg;
    const done = (k) => {
      host.replaceChildren();
      document.removeEventListener('keydown', keys, true);
      if (fromKeyboard) board.svg.focus();
      resolve(k);
    };
    const keys = (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        done(null);
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        const choices = [...host.querySelectorAll('.promo-choice')];
        const at = choices.indexOf(document.activeElement);
        if (at < 0) return;
        e.preventDefault();
        const forward = e.key === 'ArrowDown' || e.key === (document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
        choices[(at + (forward ? 1 : choices.length - 1)) % choices.length].focus();
      }
    };
    document.addEventListener('keydown', keys, true);
    const box = h(
      'div.promo',
      { role: 'dialog', 'aria-labelledby': 'promo-title', 'data-testid': 'promotion' },
      h('div.promo-title', { 'data-testid': 'promo-title', id: 'promo-title' }, t('game-promote-title')),
      h(
        'div.promo-choices',
        {},
        // Each piece with its name: a Chancellor and an Archbishop are told apart by name, not only by shape.
        kinds.map((k) =>
          h(
            'button.promo-choice',
            { onclick: () => done(k), 'data-kind': k, 'data-testid': 'promo-' + k },
            h('span.promo-icon', { html: pieceSvg(k, color, 56, prefs().pieceSet), 'aria-hidden': 'true' }),
            h('span.promo-name', {}, t('piece-' + k)),
          ),
        ),
      ),
      h('button.promo-cancel', { onclick: () => done(null) }, t('dialog-cancel')),
    );
    host.replaceChildren(
      h(
        'div.promo-overlay',
        {
          onclick: (e) => {
            if (e.target === e.currentTarget) done(null);
          },
        },
        box,
      ),
    );
    box.querySelector('button').focus();
  });
}
