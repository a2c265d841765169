// The words beside the review's board for the position shown: its move,
// the PGN's comment on it, the analysis' mark and the better move, the
// review pass's evaluation and move there; in an explored line, its move
// only.

import { h, ltr } from '../dom.js';
import { t, tf } from '../i18n.js';
import { evalText } from '../engine-lines.js';
import { GLYPH } from '../eval-graph.js';
import { moveLabel } from '../move-list.js';

/** Shows in `box` the words for position `pl` of an explored line. */
export function showLineComment(box, pl) {
  box.replaceChildren(h('strong', {}, ltr(moveLabel(pl))), ' ', h('span.muted', {}, t('review-line-explored')));
}

/** Shows in `box` the words for position `ply` of `game`'s main line: `e` its evaluation and `mark` its mark, when it has them. */
export async function showComment(box, game, ply, e, mark) {
  const parts = [];
  if (ply > 0) {
    const pl = game.plies[ply];
    parts.push(h('strong', {}, ltr(moveLabel(pl))));
    const nt = game.notes?.moves[ply - 1];
    if (nt?.comment) parts.push(h('div.file-comment', { 'data-testid': 'file-comment', dir: 'auto' }, nt.comment));
    if (mark) {
      parts.push(' ', h('span.mark-label.mark-' + mark.kind, { 'data-testid': 'mark-label' }, `${GLYPH[mark.kind]} ${t('review-' + mark.kind)}`));
      if (mark.betterSan) parts.push(h('div.better', { 'data-testid': 'better-move' }, await tf('review-better', { san: mark.betterSan })));
    }
  } else {
    parts.push(h('strong', {}, t('review-start')));
  }
  // The review pass's evaluation and move, said to be its own: the engine
  // lines below search the same position longer and may pick another move.
  if (e && e.mate !== 0) {
    parts.push(
      h(
        'div.eval-line',
        { title: t('review-pass-title'), 'data-testid': 'review-pass' },
        h('span.muted', {}, t('review-pass'), ' '),
        h('span.eval', { 'data-testid': 'review-eval' }, ltr(evalText(e))),
        e.bestSan ? h('span.muted', {}, ' · ', await tf('review-pass-choice', { san: e.bestSan })) : null,
      ),
    );
  }
  box.replaceChildren(...parts);
}
