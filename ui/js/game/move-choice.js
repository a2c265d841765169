// The chooser over the board when one gesture means several legal moves: a
// pawn's promotion (every piece it may become), or a Mirodol king going one
// square that is both a king move and a castle. Each choice has its picture
// and its name. Escape or a click beside it cancels; the arrow keys go from
// choice to choice; a choice made from the keyboard gives the focus back to
// the board.

import { h, ltr } from '../dom.js';
import { t } from '../i18n.js';
import { pieceSvg } from '../pieces.js';
import { prefs } from '../prefs.js';

/**
 * How the chooser shows one of `moves` (legal moves sharing their squares)
 * for a piece of `color` whose kind is `kind`: a promotion by the piece it
 * becomes, a castle as such, any other move by its piece, with its SAN.
 */
function choiceOf(m, color, kind) {
  const icon = (k) => pieceSvg(k, color, 56, prefs().pieceSet);
  if (m.promotion) return { move: m, testid: 'promo-' + m.promotion, kind: m.promotion, icon: icon(m.promotion), name: t('piece-' + m.promotion) };
  if (m.castle) return { move: m, testid: 'choice-castle', icon: icon('rook'), name: t('game-choice-castle'), san: m.san };
  const k = kind || 'king';
  return { move: m, testid: 'choice-move', icon: icon(k), name: k === 'king' ? t('game-choice-king-move') : t('piece-' + k), san: m.san };
}

/**
 * Shows the chooser in `host` between `moves` (at least two legal moves
 * from the same square to the same square) of a piece of `color` and kind
 * `kind`; resolves with the move chosen, or null when cancelled. `board` is
 * the game's board, given the focus back if it had it.
 */
export function chooseMove(host, board, color, kind, moves) {
  const promotion = moves.some((m) => m.promotion);
  const choices = moves.map((m) => choiceOf(m, color, kind));
  return new Promise((resolve) => {
    const fromKeyboard = document.activeElement === board.svg;
    const done = (move) => {
      host.replaceChildren();
      document.removeEventListener('keydown', keys, true);
      if (fromKeyboard) board.svg.focus();
      resolve(move);
    };
    const keys = (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        done(null);
      } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        const buttons = [...host.querySelectorAll('.promo-choice')];
        const at = buttons.indexOf(document.activeElement);
        if (at < 0) return;
        e.preventDefault();
        const forward = e.key === 'ArrowDown' || e.key === (document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
        buttons[(at + (forward ? 1 : buttons.length - 1)) % buttons.length].focus();
      }
    };
    document.addEventListener('keydown', keys, true);
    const box = h(
      'div.promo',
      { role: 'dialog', 'aria-labelledby': 'promo-title', 'data-testid': promotion ? 'promotion' : 'move-choice' },
      h('div.promo-title', { 'data-testid': 'promo-title', id: 'promo-title' }, t(promotion ? 'game-promote-title' : 'game-choice-title')),
      h(
        'div.promo-choices',
        {},
        // Each choice with its name: a Chancellor and an Archbishop are told apart by name, not only by shape.
        choices.map((c) =>
          h(
            'button.promo-choice',
            { onclick: () => done(c.move), 'data-kind': c.kind, 'data-testid': c.testid },
            h('span.promo-icon', { html: c.icon, 'aria-hidden': 'true' }),
            h('span.promo-name', {}, c.name),
            // The notation reads left to right in every language.
            c.san ? ltr(c.san, 'promo-san') : null,
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
