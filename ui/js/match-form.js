// The parts of a remote game's settings form that the LAN and Online
// screens share: the segmented choices (variant, clock, colour), the clock
// presets and their labels, and the player's name, kept in Settings.

import { h, ltr, showError } from './dom.js';
import { t } from './i18n.js';
import { prefs, savePrefs } from './prefs.js';
import { segmented } from './segmented.js';

/** The clock presets offered, minutes + seconds. */
export const TIME_PRESETS = [
  [3, 2],
  [5, 3],
  [10, 5],
  [15, 10],
  [30, 0],
];

/** A form's starting choices. */
export function defaultChoices() {
  return { variant: 'chess', time: '5+3', colour: 'random', takebacks: true };
}

/** The clock of a choice (`5+3`, or `none`) as the backend takes it. */
export function timeOf(choice) {
  if (choice === 'none') return null;
  const [b, i] = choice.split('+').map(Number);
  return { base_ms: b * 60000, increment_ms: i * 1000 };
}

/** A clock as words: `5 + 3`, or "no clock". */
export function timeLabel(time) {
  return time ? ltr(`${time.base_ms / 60000} + ${time.increment_ms / 1000}`) : t('newgame-time-none');
}

/**
 * The choice of `choices[key]` among `options` ([value, label] pairs),
 * kept in `choices`; the test id is `${prefix}-${key}`.
 */
function choiceOf(choices, key, options, prefix) {
  return segmented(`${prefix}-${key}`, options, choices[key], (v) => {
    choices[key] = v;
  });
}

/** The rows choosing variant, clock and colour (with `colourKey` as its label). */
export function gameRows(choices, prefix, colourKey) {
  return [
    h(
      'div.row',
      {},
      h('span', {}, t('newgame-variant')),
      choiceOf(
        choices,
        'variant',
        [
          ['chess', t('variant-chess')],
          ['maharajah', t('variant-maharajah')],
          ['mirodol', t('variant-mirodol')],
        ],
        prefix,
      ),
    ),
    h(
      'div.row',
      {},
      h('span', {}, t('newgame-time')),
      choiceOf(choices, 'time', [['none', t('newgame-time-none')], ...TIME_PRESETS.map(([b, i]) => [`${b}+${i}`, ltr(`${b} + ${i}`)])], prefix),
    ),
    h(
      'div.row',
      {},
      h('span', {}, t(colourKey)),
      choiceOf(
        choices,
        'colour',
        [
          ['white', t('color-white')],
          ['black', t('color-black')],
          ['random', t('color-random')],
        ],
        prefix,
      ),
    ),
  ];
}

/** A checkbox bound to `choices[key]`. */
export function checkbox(choices, key, testid) {
  return h('input', {
    type: 'checkbox',
    checked: !!choices[key],
    'data-testid': testid,
    onchange: (e) => {
      choices[key] = e.target.checked;
    },
  });
}

/** The player's name field, saved in Settings when it changes. */
export function nameField(testid) {
  const input = h('input', {
    type: 'text',
    maxlength: 40,
    'data-testid': testid,
    value: prefs().playerName || '',
    'aria-label': t('settings-name'),
    onchange: () => savePrefs({ playerName: input.value.trim() }).catch(showError),
  });
  return input;
}

/** The name this player goes by: the field's, else the setting's, else "Player". */
export function playerName(field) {
  return (field ? field.value.trim() : '') || prefs().playerName || t('lan-default-name');
}
