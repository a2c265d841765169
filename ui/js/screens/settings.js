// Settings: language, theme, orientation, board colours and size, piece set,
// sound, legal-move hints, coordinates and animation speed; saved by the
// backend at once. The controls are drawn by ui/js/settings/.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { prefs } from '../prefs.js';
import { select, toggle, row } from '../settings/controls.js';
import { languagePicker } from '../settings/language.js';
import { pieceChoice } from '../settings/pieces.js';
import { onlineRows } from '../settings/online.js';

export const title = 'settings-title';

export async function mount(root) {
  const p = prefs();
  const language = await languagePicker(p);
  root.append(
    h(
      'div.page',
      {},
      h(
        'div.settings',
        { 'data-testid': 'settings' },
        h('h1', {}, t('settings-title')),
        row(t('settings-language'), language),
        ...lookRows(p),
        ...onlineRows(p),
      ),
    ),
  );
}

/** How the app and the board look, sound and move, from the settings `p`. */
function lookRows(p) {
  return [
    row(
      t('settings-theme'),
      select(
        p,
        'theme',
        ['system', 'light', 'dark'].map((v) => [v, t('settings-theme-' + v)]),
        'set-theme',
      ),
    ),
    row(
      t('settings-orientation'),
      select(
        p,
        'orientation',
        ['auto', 'white', 'black'].map((v) => [v, t('settings-orientation-' + v)]),
        'set-orientation',
      ),
    ),
    row(
      t('settings-board-theme'),
      select(
        p,
        'boardTheme',
        ['wood', 'green', 'blue', 'grey'].map((v) => [v, t('settings-board-' + v)]),
        'set-board-theme',
      ),
    ),
    row(
      t('settings-board-size'),
      select(
        p,
        'boardSize',
        ['large', 'medium', 'small'].map((v) => [v, t('settings-board-size-' + v)]),
        'set-board-size',
      ),
    ),
    row(t('settings-pieces'), pieceChoice(p)),
    row(t('settings-sound'), toggle(p, 'sound', 'set-sound')),
    row(t('settings-legal'), toggle(p, 'legalHints', 'set-legal')),
    row(t('settings-auto-queen'), toggle(p, 'autoQueen', 'set-auto-queen')),
    row(t('settings-coordinates'), toggle(p, 'coordinates', 'set-coordinates')),
    row(
      t('settings-animation'),
      select(
        p,
        'animationMs',
        [
          [0, t('settings-animation-off')],
          [120, t('settings-animation-fast')],
          [200, t('settings-animation-normal')],
          [350, t('settings-animation-slow')],
        ],
        'set-animation',
        Number,
      ),
    ),
  ];
}
