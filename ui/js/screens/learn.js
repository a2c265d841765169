// Learn Maharajah: a live diagram. Put any piece on any square, add blockers,
// and see every square it reaches — computed by the rules core's own
// movement tables in the backend.

import { h, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { pieceSvg } from '../pieces.js';

export const title = 'learn-title';

export async function mount(root) {
  let variant = 'maharajah';
  let kind = 'maharajah';
  let square = 'd4';
  let blockers = [];
  let tool = 'piece';
  let kinds = [];

  const boardHost = h('div.board-wrap', { 'data-testid': 'learn-board' });
  const board = new Board(boardHost, {
    files: 8,
    orientation: 'white',
    coordinates: prefs().coordinates,
    pieceSet: prefs().pieceSet,
    animationMs: 0,
    onClick: (sq) => clicked(sq),
    keyboard: true,
  });
  const pieces = h('div.palette.learn-pieces', { 'data-testid': 'learn-pieces' });
  const about = h('p.learn-about', { 'data-testid': 'learn-about' });
  const count = h('p.learn-count', { 'data-testid': 'learn-count' });
  const seg = (name, options, value, onchange) =>
    h(
      'div.segmented',
      { 'data-testid': 'seg-' + name },
      options.map(([v, label]) =>
        h(
          'button' + (v === value ? '.on' : ''),
          {
            type: 'button',
            'data-value': v,
            onclick: (e) => {
              for (const b of e.currentTarget.parentElement.children) b.classList.toggle('on', b === e.currentTarget);
              onchange(v);
            },
          },
          label,
        ),
      ),
    );

  root.append(
    h(
      'div.learn',
      {},
      h(
        'aside.learn-tools',
        {},
        h('p.muted', {}, t('learn-intro')),
        h(
          'div.row',
          {},
          h('span', {}, t('learn-board')),
          seg(
            'size',
            [
              ['maharajah', t('learn-board-8')],
              ['mirodol', t('learn-board-10')],
            ],
            variant,
            (v) => setVariant(v),
          ),
        ),
        h('h3', {}, t('learn-piece')),
        pieces,
        h(
          'div.row',
          {},
          h('span', {}, t('learn-tool')),
          seg(
            'tool',
            [
              ['piece', t('learn-tool-piece')],
              ['own', t('learn-tool-own')],
              ['enemy', t('learn-tool-enemy')],
            ],
            tool,
            (v) => {
              tool = v;
            },
          ),
        ),
        h(
          'button',
          {
            'data-testid': 'learn-clear',
            onclick: () => {
              blockers = [];
              update();
            },
          },
          t('learn-clear'),
        ),
      ),
      h('div.board-col', {}, boardHost),
      h('aside.learn-info', {}, about, count),
    ),
  );

  async function setVariant(v) {
    variant = v;
    kinds = await call('learn_kinds', { variant });
    if (!kinds.includes(kind)) kind = kinds.includes('archer') ? 'archer' : kinds[0];
    const files = variant === 'mirodol' ? 10 : 8;
    board.setOptions({ files });
    blockers = blockers.filter((b) => inBoard(b.square, files));
    if (!inBoard(square, files)) square = 'd4';
    renderPieces();
    update();
  }

  const inBoard = (sq, files) => 'abcdefghij'.indexOf(sq[0]) < files && parseInt(sq.slice(1), 10) <= files;

  function renderPieces() {
    pieces.replaceChildren(
      ...kinds.map((k) =>
        h(
          'button.pal' + (k === kind ? '.on' : ''),
          {
            'data-kind': k,
            'data-testid': 'learn-' + k,
            title: t('piece-' + k),
            onclick: () => {
              kind = k;
              renderPieces();
              update();
            },
          },
          h('span.pal-icon', { html: pieceSvg(k, 'white', 40, prefs().pieceSet) }),
          h('span.pal-name', {}, t('piece-' + k)),
        ),
      ),
    );
  }

  function clicked(sq) {
    if (tool === 'piece') {
      square = sq;
      blockers = blockers.filter((b) => b.square !== sq);
    } else if (sq !== square) {
      const color = tool === 'own' ? 'white' : 'black';
      const i = blockers.findIndex((b) => b.square === sq);
      if (i >= 0 && blockers[i].color === color) blockers.splice(i, 1);
      else if (i >= 0) blockers[i] = { square: sq, color };
      else blockers.push({ square: sq, color });
    }
    update();
  }

  async function update() {
    try {
      const reach = await call('learn_reach', { variant, kind, square, blockers });
      board.setPieces([{ square, color: 'white', kind }, ...blockers.map((b) => ({ square: b.square, color: b.color, kind: 'pawn' }))]);
      board.setMarks({ selected: square, hints: reach.moves, captures: reach.captures, targets: [] });
      about.replaceChildren(h('span.learn-icon', { html: pieceSvg(kind, 'white', 48, prefs().pieceSet) }), t('learn-about-' + kind));
      count.textContent = await tf('learn-count', { moves: reach.moves.length, captures: reach.captures.length });
      count.dataset.moves = reach.moves.length;
    } catch (e) {
      showError(e);
    }
  }

  await setVariant('maharajah');
}
