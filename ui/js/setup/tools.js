// The setup editor's tools around the palette: which side is edited, the
// buttons that fill or empty a whole army (random, mirror, clear), and the
// preset armies.

import { h } from '../dom.js';
import { t } from '../i18n.js';
import { call } from '../bridge.js';
import { segmented } from '../segmented.js';

/** The side buttons, `side` pressed; `pick(color)` hears a press. */
export function sideChoice(side, pick) {
  return segmented(
    'setup-side',
    ['white', 'black'].map((c) => [c, t('color-' + c)]),
    side,
    pick,
    (c) => 'side-' + c,
  );
}

/**
 * The army buttons: random, mirror (not in a `hidden` setup: the other
 * half is not this player's) and clear. `side()` is the side edited;
 * `act(request)` runs the editor's request and draws its answer.
 */
export function armyButtons(hidden, side, act) {
  return h(
    'div.tool-buttons',
    {},
    h('button', { 'data-testid': 'setup-random', onclick: () => act(() => call('setup_random', { color: side() })) }, t('setup-random')),
    hidden
      ? null
      : h(
          'button',
          { 'data-testid': 'setup-mirror', onclick: () => act(() => call('setup_mirror', { to: side() === 'white' ? 'black' : 'white' })) },
          t('setup-mirror'),
        ),
    h('button', { 'data-testid': 'setup-clear', onclick: () => act(() => call('setup_clear', { color: side() })) }, t('setup-clear')),
  );
}

/** The catalog's `presets` to choose from, and the button that loads the one chosen into `side()` through `act(request)`. */
export function presetRow(presets, side, act) {
  const select = h(
    'select',
    { 'data-testid': 'preset-select', 'aria-label': t('setup-presets') },
    presets.map((p) => h('option', { value: p.id }, p.name)),
  );
  return h(
    'div.preset-row',
    {},
    select,
    h('button', { 'data-testid': 'preset-load', onclick: () => act(() => call('setup_preset', { id: select.value, color: side() })) }, t('setup-preset-load')),
  );
}
