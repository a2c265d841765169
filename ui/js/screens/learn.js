// Learn Maharajah: a live diagram. Put any piece on any square, add blockers,
// and see every square it reaches — computed by the rules core's own
// movement tables in the backend. The tools are drawn by ui/js/learn/tools.js.
//
// The screen's functions share one state object `D`: the `variant` (its
// board's size), its piece `kinds`, the `kind` shown on `square`, the
// `blockers` ({square, color}), what a click puts down (`tool`), and the
// parts of the screen.

import { h, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { pieceSvg } from '../pieces.js';
import { learnTools, pieceButtons } from '../learn/tools.js';

export const title = 'learn-title';

export async function mount(root) {
  const D = { variant: 'maharajah', kind: 'maharajah', square: 'd4', blockers: [], tool: 'piece', kinds: [] };
  D.boardHost = h('div.board-wrap', { 'data-testid': 'learn-board' });
  D.board = new Board(D.boardHost, {
    files: 8,
    orientation: 'white',
    coordinates: prefs().coordinates,
    pieceSet: prefs().pieceSet,
    animationMs: 0,
    onClick: (sq) => clicked(D, sq),
    keyboard: true,
  });
  D.pieces = h('div.palette.learn-pieces', { 'data-testid': 'learn-pieces' });
  D.about = h('p.learn-about', { 'data-testid': 'learn-about' });
  D.count = h('p.learn-count', { 'data-testid': 'learn-count' });
  const tools = learnTools(D.variant, D.tool, D.pieces, {
    setVariant: (v) => setVariant(D, v),
    setTool: (v) => {
      D.tool = v;
    },
    clear: () => {
      D.blockers = [];
      update(D);
    },
  });
  root.append(h('div.learn', {}, tools, h('div.board-col', {}, D.boardHost), h('aside.learn-info', {}, D.about, D.count)));
  await setVariant(D, 'maharajah');
}

/** Whether square `sq` is on a board `files` wide. */
const inBoard = (sq, files) => 'abcdefghij'.indexOf(sq[0]) < files && parseInt(sq.slice(1), 10) <= files;

/** Shows variant `v`'s board and pieces, keeping what still fits of the piece and its blockers. */
async function setVariant(D, v) {
  D.variant = v;
  D.kinds = await call('learn_kinds', { variant: D.variant });
  if (!D.kinds.includes(D.kind)) D.kind = D.kinds.includes('archer') ? 'archer' : D.kinds[0];
  const files = D.variant === 'mirodol' ? 10 : 8;
  D.board.setOptions({ files });
  D.blockers = D.blockers.filter((b) => inBoard(b.square, files));
  if (!inBoard(D.square, files)) D.square = 'd4';
  renderPieces(D);
  update(D);
}

function renderPieces(D) {
  D.pieces.replaceChildren(
    ...pieceButtons(D.kinds, D.kind, (k) => {
      D.kind = k;
      renderPieces(D);
      update(D);
    }),
  );
}

/** A click on the board: moves the piece there, or puts down, turns or takes away a blocker. */
function clicked(D, sq) {
  if (D.tool === 'piece') {
    D.square = sq;
    D.blockers = D.blockers.filter((b) => b.square !== sq);
  } else if (sq !== D.square) {
    const color = D.tool === 'own' ? 'white' : 'black';
    const { blockers } = D;
    const i = blockers.findIndex((b) => b.square === sq);
    if (i >= 0 && blockers[i].color === color) blockers.splice(i, 1);
    else if (i >= 0) blockers[i] = { square: sq, color };
    else blockers.push({ square: sq, color });
  }
  update(D);
}

/** The piece, its blockers and every square it reaches, as the rules core computes them, with its words. */
async function update(D) {
  try {
    const reach = await call('learn_reach', { variant: D.variant, kind: D.kind, square: D.square, blockers: D.blockers });
    const { kind, square, blockers } = D;
    D.board.setPieces([{ square, color: 'white', kind }, ...blockers.map((b) => ({ square: b.square, color: b.color, kind: 'pawn' }))]);
    D.board.setMarks({ selected: square, hints: reach.moves, captures: reach.captures, targets: [] });
    D.about.replaceChildren(h('span.learn-icon', { html: pieceSvg(kind, 'white', 48, prefs().pieceSet) }), t('learn-about-' + kind));
    D.count.textContent = await tf('learn-count', { moves: reach.moves.length, captures: reach.captures.length });
    D.count.dataset.moves = reach.moves.length;
  } catch (e) {
    showError(e);
  }
}
