// The new-game dialog's choices beyond variant and opponent: the engine's
// level and the player's colour, the time control (none, a Fischer preset,
// or custom), and a start position pasted as FEN.

import { h, ltr } from '../dom.js';
import { t } from '../i18n.js';
import { segmented } from '../segmented.js';

const PRESETS = [
  [1, 0],
  [3, 2],
  [5, 3],
  [10, 5],
  [15, 10],
  [30, 0],
];

/** The engine's level (1 to `levels`, `levelText[level]` in words) and the player's colour, kept in `state`. */
export function engineRows(state, levels, levelText) {
  const rows = h('div.engine-rows', {});
  const levelLabel = h('span.level-value', { 'data-testid': 'level-value' }, levelText[state.level]);
  const level = h('input', {
    type: 'range',
    min: 1,
    max: levels,
    value: state.level,
    'data-testid': 'level',
    oninput: (e) => {
      state.level = +e.target.value;
      levelLabel.textContent = levelText[state.level];
    },
  });
  rows.append(
    h('label.row', {}, h('span', {}, t('newgame-level')), h('div.level', {}, level, levelLabel)),
    h('p.muted.level-note', { 'data-testid': 'level-note' }, t('newgame-level-note')),
    h(
      'div.row',
      {},
      h('span', {}, t('newgame-your-color')),
      segmented(
        'seg-color',
        [
          ['white', t('color-white')],
          ['black', t('color-black')],
          ['random', t('color-random')],
        ],
        state.color,
        (v) => {
          state.color = v;
        },
      ),
    ),
  );
  return rows;
}

/**
 * "Let the engine choose its army" (a Maharajah game from the setup editor),
 * kept in `state.engineChooses`: the engine's half of the editor is then
 * replaced by its own pick when the game starts.
 */
export function engineArmyChoice(state) {
  const box = h('input', {
    type: 'checkbox',
    checked: !!state.engineChooses,
    'data-testid': 'newgame-engine-chooses',
    onchange: (e) => {
      state.engineChooses = e.target.checked;
    },
  });
  return h(
    'div.engine-army',
    {},
    h('label.row.check', {}, box, h('span', {}, t('newgame-engine-chooses'))),
    h('p.muted.level-note', {}, t('newgame-engine-chooses-note')),
  );
}

/**
 * The time control, chosen first as `time` ([minutes, increment] or null):
 * its `row`, the `custom` fields, and `read()` → the choice as
 * [minutes, increment seconds], or null for none.
 */
export function timeControl(time) {
  const custom = h(
    'div.custom-time',
    { hidden: true },
    h('label', {}, t('newgame-base'), h('input', { type: 'number', min: 1, max: 180, value: 10, 'data-testid': 'time-base' })),
    h('label', {}, t('newgame-increment'), h('input', { type: 'number', min: 0, max: 60, value: 5, 'data-testid': 'time-inc' })),
  );
  const timeKey = (tc) => (tc ? `${tc[0]}+${tc[1]}` : 'none');
  const timeOptions = [['none', t('newgame-time-none')], ...PRESETS.map((p) => [timeKey(p), ltr(`${p[0]} + ${p[1]}`)]), ['custom', t('newgame-time-custom')]];
  let choice = time ? timeKey(time) : 'none';
  const row = h(
    'div.row',
    {},
    h('span', {}, t('newgame-time')),
    segmented('seg-time', timeOptions, choice, (v) => {
      choice = v;
      custom.hidden = v !== 'custom';
    }),
  );
  const read = () => {
    if (choice === 'custom') {
      const base = Math.max(1, +custom.querySelector('[data-testid=time-base]').value || 10);
      const inc = Math.max(0, +custom.querySelector('[data-testid=time-inc]').value || 0);
      return [base, inc];
    }
    return choice !== 'none' ? choice.split('+').map(Number) : null;
  };
  return { row, custom, read };
}

/**
 * A position pasted from another app (FEN): its `input`, its `row` (none
 * when the game starts from the setup editor), and the `error` line where
 * the rules core's refusal is said.
 */
export function fenField(fromSetup) {
  const input = h('input', {
    type: 'text',
    dir: 'ltr',
    spellcheck: false,
    'data-testid': 'newgame-fen',
    'aria-label': t('newgame-fen'),
    placeholder: t('newgame-fen-placeholder'),
  });
  const error = h('p.field-error', { 'data-testid': 'newgame-fen-error', 'aria-live': 'polite', hidden: true });
  const row = fromSetup ? null : h('label.row.fen-row', {}, h('span', {}, t('newgame-fen')), input);
  return { input, error, row };
}
