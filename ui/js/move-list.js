// The rows of a move list, as the game and the review show it: the move
// number, then White's and Black's moves. Each screen makes its own cells
// (the review's carry marks and jump to their move); a start with Black to
// move opens row 1 with "…".

import { h } from './dom.js';

/** The `<li>` rows for `cells` (one per move, in order). */
export function moveRows(cells, startBlack) {
  const all = startBlack ? [h('span.mv.empty', {}, '…'), ...cells] : cells;
  const rows = [];
  for (let i = 0; i < all.length; i += 2) rows.push(h('li', {}, h('span.num', {}, i / 2 + 1 + '.'), all[i], all[i + 1] || null));
  return rows;
}
