// The piece-set choice, with a few of the set's pieces drawn beside the
// list (the compound ones among them), since a set's name alone does not
// show it.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { PIECE_SETS, pieceSvg } from '../pieces.js';
import { select } from './controls.js';

/** The pieces drawn beside the list. */
const PREVIEW = [
  ['king', 'white'],
  ['knight', 'white'],
  ['maharajah', 'white'],
  ['archbishop', 'black'],
  ['chancellor', 'black'],
  ['archer', 'black'],
];

/** The list and its preview, the set of the settings `p` chosen. */
export function pieceChoice(p) {
  const preview = h('span.pieces-preview', { 'data-testid': 'set-pieces-preview', 'aria-hidden': 'true' });
  const draw = (set) => {
    preview.innerHTML = PREVIEW.map(([kind, color]) => pieceSvg(kind, color, 36, set)).join('');
  };
  const list = select(
    p,
    'pieceSet',
    PIECE_SETS.map((v) => [v, t('settings-pieces-' + v)]),
    'set-pieces',
  );
  list.addEventListener('change', (e) => draw(e.target.value));
  draw(p.pieceSet);
  return h('span.pieces-choice', {}, preview, list);
}
