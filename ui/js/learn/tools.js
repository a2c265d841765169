// Learn's tools column: the board's size (8×8 or 10×10), the pieces to
// learn, what a click on the board puts there (the piece, or a blocker of
// either side), and the button that clears the blockers.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { pieceSvg } from '../pieces.js';
import { prefs } from '../prefs.js';
import { segmented } from '../segmented.js';

/**
 * The column, `variant` and `tool` chosen at first; `pieces` is the box of
 * the piece buttons. Hooks: setVariant(variant), setTool(tool), clear().
 */
export function learnTools(variant, tool, pieces, { setVariant, setTool, clear }) {
  return h(
    'aside.learn-tools',
    {},
    h('p.muted', {}, t('learn-intro')),
    h(
      'div.row',
      {},
      h('span', {}, t('learn-board')),
      segmented(
        'seg-size',
        [
          ['maharajah', t('learn-board-8')],
          ['mirodol', t('learn-board-10')],
        ],
        variant,
        setVariant,
      ),
    ),
    h('h3', {}, t('learn-piece')),
    pieces,
    h(
      'div.row',
      {},
      h('span', {}, t('learn-tool')),
      segmented(
        'seg-tool',
        [
          ['piece', t('learn-tool-piece')],
          ['own', t('learn-tool-own')],
          ['enemy', t('learn-tool-enemy')],
        ],
        tool,
        setTool,
      ),
    ),
    h('button', { 'data-testid': 'learn-clear', onclick: () => clear() }, t('learn-clear')),
  );
}

/** A button for each of `kinds`, `kind` pressed; `pick(kind)` hears a press. */
export function pieceButtons(kinds, kind, pick) {
  return kinds.map((k) =>
    h(
      'button.pal' + (k === kind ? '.on' : ''),
      {
        'data-kind': k,
        'data-testid': 'learn-' + k,
        title: t('piece-' + k),
        onclick: () => pick(k),
      },
      h('span.pal-icon', { html: pieceSvg(k, 'white', 40, prefs().pieceSet) }),
      h('span.pal-name', {}, t('piece-' + k)),
    ),
  );
}
