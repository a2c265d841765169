// The rows of a move list, as the game and the review show it: the move
// number, then White's and Black's moves. Each screen makes its own cells
// (the review's carry marks and jump to their move); a start with Black to
// move opens its first row with "…". The numbering of moves everywhere a
// move is named (the lists, the review's marks, the engine's lines) comes
// from `fenTurn`, so a game from a custom position counts from its own move.

import { h } from './dom.js';

/**
 * The turn of a position from its FEN: its fullmove number (the sixth
 * field: an extended FEN's own fields follow it, so never "the last") and
 * the side to move.
 */
export function fenTurn(fen) {
  const fields = fen.trim().split(/\s+/);
  const n = parseInt(fields[5], 10);
  return { number: Number.isFinite(n) && n > 0 ? n : 1, side: fields[1] === 'b' ? 'black' : 'white' };
}

/** A move's number as written before it: "12." for White's move, "12…" for Black's. */
export function moveNumberText(number, side) {
  return `${number}${side === 'black' ? '…' : '.'}`;
}

/** The number and SAN of the move that led to position `ply` ({fen, san}): "12. Nf3", "12… Nf3". */
export function moveLabel(ply) {
  const { number, side } = fenTurn(ply.fen);
  // After White's move the counter still shows White's number; after Black's it has moved on.
  return side === 'black' ? `${moveNumberText(number, 'white')} ${ply.san}` : `${moveNumberText(number - 1, 'black')} ${ply.san}`;
}

/** The `<li>` rows for `cells` (one per move, in order), numbered from move `first`. */
export function moveRows(cells, startBlack, first = 1) {
  const all = startBlack ? [h('span.mv.empty', {}, '…'), ...cells] : cells;
  const rows = [];
  for (let i = 0; i < all.length; i += 2) rows.push(h('li', {}, h('span.num', {}, `${first + i / 2}.`), all[i], all[i + 1] || null));
  return rows;
}
