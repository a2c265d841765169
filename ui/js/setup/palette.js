// The setup editor's palette: a button per piece kind with its picture,
// name and cost (its full price in words as the tooltip), and the eraser.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { prefs } from '../prefs.js';
import { pieceSvg } from '../pieces.js';

/**
 * The buttons for `kinds` ({kind, cost}) drawn in `side`'s colour, the
 * chosen `tool` pressed; `costText[kind]` words a cost; `pick(kind)` hears
 * a press (the eraser's kind is 'erase').
 */
export function paletteButtons(kinds, { tool, side, costText, pick }) {
  return [
    ...kinds.map((p) =>
      h(
        'button.pal' + (tool === p.kind ? '.on' : ''),
        {
          'data-kind': p.kind,
          'data-testid': 'pal-' + p.kind,
          'aria-pressed': String(tool === p.kind),
          title: `${t('piece-' + p.kind)} · ${costText[p.kind]}`,
          onclick: () => pick(p.kind),
        },
        h('span.pal-icon', { html: pieceSvg(p.kind, side, 40, prefs().pieceSet) }),
        h('span.pal-name', {}, t('piece-' + p.kind)),
        h('span.pal-cost', {}, String(p.cost)),
      ),
    ),
    h(
      'button.pal.erase' + (tool === 'erase' ? '.on' : ''),
      { 'data-testid': 'pal-erase', 'aria-pressed': String(tool === 'erase'), onclick: () => pick('erase') },
      h('span.pal-icon', { html: '<svg viewBox="0 0 40 40" width="40" height="40" class="ui-icon"><path d="M10 10l20 20M30 10L10 30"/></svg>' }),
      h('span.pal-name', {}, t('setup-eraser')),
      h('span.pal-cost', {}, ''),
    ),
  ];
}
