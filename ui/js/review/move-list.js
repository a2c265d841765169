// The review's move list: the game's moves with the analysis' marks, an
// imported game's annotation glyphs, evaluations and comments, and its side
// lines (saved in the PGN, or being explored) after the move they stand in for.

import { h, ltr } from '../dom.js';
import { t } from '../i18n.js';
import { fenTurn, moveLabel, moveRows } from '../move-list.js';
import { evalText } from '../engine-lines.js';
import { GLYPH } from '../eval-graph.js';

/** The glyphs of the common numeric annotations (`$1` … `$19`), as annotators write them. */
const NAG = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 7: '□', 10: '=', 13: '∞', 14: '⩲', 15: '⩱', 16: '±', 17: '∓', 18: '+−', 19: '−+' };

/** An evaluation a PGN carried (`{cp}` or `{mate}`, White's side) as text. */
const fileEval = (e) => evalText({ cp: e.cp ?? 0, mate: e.mate ?? null });

/** One move of the game. */
function moveCell(pl, ply, mark, note, onPick) {
  const nags = (note?.nags || [])
    .map((x) => NAG[x])
    .filter(Boolean)
    .join('');
  return h(
    'span.mv' + (mark ? '.mark-' + mark.kind : ''),
    { 'data-ply': ply, 'data-testid': 'review-move', role: 'button', tabindex: -1, title: mark ? t('review-' + mark.kind) : null, onclick: () => onPick(ply) },
    ltr(pl.san),
    nags ? h('span.nag', { 'data-testid': 'move-nag' }, nags) : null,
    mark ? h('span.glyph', {}, GLYPH[mark.kind]) : null,
    note?.eval ? h('span.file-eval', { 'data-testid': 'file-eval' }, fileEval(note.eval)) : null,
  );
}

/** The moves of a side line, numbered from its start; `onPick(i)` hears a click on move i. */
function lineCells(line, current, onPick) {
  return line.plies.map((pl, i) =>
    h(
      'span.mv.line-mv' + (current === i ? '.current' : ''),
      { role: 'button', tabindex: -1, 'data-testid': 'line-move', onclick: () => onPick(i) },
      ltr(i === 0 || pl.sideToMove === 'black' ? moveLabel(pl) : pl.san),
    ),
  );
}

/**
 * The rows of the list. `game`: the reviewed game (plies, notes, saved
 * lines); `marks`: ply → mark; `explored`: the line being explored, or null
 * ({at, plies, idx, saved}); hooks: `onMove(ply)`, `onExplored(i)`, `onSaved(line, i)`.
 */
export function reviewMoveRows(game, marks, explored, { onMove, onExplored, onSaved }) {
  const start = fenTurn(game.plies[0].fen);
  const notes = game.notes?.moves || [];
  const cells = game.plies.slice(1).map((pl, i) => moveCell(pl, i + 1, marks.get(i + 1), notes[i], onMove));
  const rows = moveRows(cells, start.side === 'black', start.number);
  const rowOf = (cell) => (cell ? rows.findIndex((r) => r.contains(cell)) : rows.length - 1);
  // The PGN's comments follow the row of their move; the game's opening words come first.
  notes.forEach((nt, i) => {
    const text = [nt.before, nt.comment].filter(Boolean).join(' ');
    if (!text) return;
    const at = rowOf(cells[i]);
    let row = at;
    while (rows[row + 1]?.classList.contains('move-comment')) row++;
    rows.splice(row + 1, 0, h('li.move-comment', { 'data-testid': 'move-comment', 'data-ply': i + 1, dir: 'auto' }, text));
  });
  if (game.notes?.intro) rows.unshift(h('li.move-comment', { 'data-testid': 'move-comment', 'data-ply': 0, dir: 'auto' }, game.notes.intro));
  // Side lines follow the row (and the comments) of the move they stand in for.
  const sideLines = [...game.lines];
  if (explored && !explored.saved) sideLines.push(explored);
  for (const line of sideLines) {
    const isExplored = line === explored || (explored?.saved && line.at === explored.at && line.plies[0]?.uci === explored.plies[0]?.uci);
    const shownLine = isExplored ? explored : line;
    let row = rowOf(cells[line.at]);
    while (rows[row + 1] && !rows[row + 1].querySelector('[data-testid=review-move]')) row++;
    const block = h(
      'li.side-line' + (isExplored ? '.explored' : ''),
      { 'data-testid': isExplored ? 'explored-line' : 'saved-line' },
      '(',
      ...lineCells(shownLine, isExplored ? explored.idx : -1, (i) => (isExplored ? onExplored(i) : onSaved(line, i))),
      ')',
    );
    rows.splice(row + 1, 0, block);
  }
  return rows;
}
