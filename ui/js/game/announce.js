// Moves and clocks in words, for the game screen's live region (what a
// screen reader says): the piece, its squares, what it took, what it
// became, check or mate; both clocks on demand.

import { t, tf } from '../i18n.js';
import { formatClock } from '../dom.js';

/**
 * Move `m` (`{san, from, to}`) in words, in the interface's language.
 * `before` and `after` are the boards (`[{square, color, kind}]`) around it;
 * '' when the mover is not on `before` (a board out of step).
 */
export async function moveWords(m, before, after) {
  const at = (pieces, sq) => pieces.find((p) => p.square === sq);
  const mover = at(before, m.from);
  if (!mover) return '';
  const { color } = mover;
  const parts = [];
  if (m.san.startsWith('O-O')) {
    parts.push(await (m.san.startsWith('O-O-O') ? tf('announce-castle-long', { color }) : tf('announce-castle-short', { color })));
  } else {
    parts.push(await tf('announce-move', { color, piece: t('piece-' + mover.kind), from: m.from, to: m.to }));
    // En passant takes a pawn from another square.
    const taken = at(before, m.to) || (m.san.includes('x') ? { kind: 'pawn' } : null);
    if (taken) parts.push(await tf('announce-takes', { piece: t('piece-' + taken.kind) }));
    const now = at(after, m.to);
    if (now && now.kind !== mover.kind) parts.push(await tf('announce-promotes', { piece: t('piece-' + now.kind) }));
  }
  if (m.san.includes('#')) parts.push(t('announce-mate'));
  else if (m.san.includes('+')) parts.push(t('announce-check'));
  return parts.join(t('announce-separator'));
}

/** Both clocks in words (`clock`: the game view's, `elapsed` ms since it was read), or that there is none. */
export async function clockWords(clock, elapsed) {
  if (!clock) return t('announce-no-clock');
  const left = (color) => (color === 'white' ? clock.whiteMs : clock.blackMs) - (clock.running === color ? elapsed : 0);
  return tf('announce-clocks', { white: formatClock(left('white')), black: formatClock(left('black')) });
}
