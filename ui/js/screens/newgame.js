// The New game dialog: opponent (engine with level and colour, or two people
// on this device), time control (none, Fischer presets, or custom), and
// optionally a start position pasted as FEN.

import { h, ltr, modal, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { go } from '../main.js';

const PRESETS = [
  [1, 0],
  [3, 2],
  [5, 3],
  [10, 5],
  [15, 10],
  [30, 0],
];

let last = { opponent: 'engine', level: 3, color: 'white', time: null };

/**
 * Opens the dialog. variant: 'chess' | 'maharajah' | 'mirodol'.
 * fromSetup: start from the custom setup editor's armies (setup_start).
 */
export async function openNewGame({ variant = 'chess', fromSetup = false } = {}) {
  let info = { levels: 8, ratings: [] };
  try {
    info = await call('engine_info');
  } catch (e) {
    showError(e);
  }
  const levelText = {};
  for (let l = 1; l <= info.levels; l++) {
    const rating = info.ratings[l - 1];
    levelText[l] = rating
      ? await tf('newgame-level-rated', { level: l, levels: info.levels, rating })
      : await tf('newgame-level-value', { level: l, levels: info.levels });
  }

  const choice = await modal(
    t('newgame-title'),
    (close) => {
      const state = { ...last, variant };
      const seg = (name, options, value, onchange) =>
        h(
          'div.segmented',
          { role: 'radiogroup', 'data-testid': 'seg-' + name },
          options.map(([v, label]) =>
            h(
              'button' + (v === value ? '.on' : ''),
              {
                type: 'button',
                role: 'radio',
                'aria-checked': String(v === value),
                'data-value': v,
                onclick: (e) => {
                  for (const b of e.currentTarget.parentElement.children) {
                    b.classList.remove('on');
                    b.setAttribute('aria-checked', 'false');
                  }
                  e.currentTarget.classList.add('on');
                  e.currentTarget.setAttribute('aria-checked', 'true');
                  onchange(v);
                },
              },
              label,
            ),
          ),
        );

      const engineRows = h('div.engine-rows', {});
      const levelLabel = h('span.level-value', { 'data-testid': 'level-value' }, levelText[state.level]);
      const level = h('input', {
        type: 'range',
        min: 1,
        max: info.levels,
        value: state.level,
        'data-testid': 'level',
        oninput: (e) => {
          state.level = +e.target.value;
          levelLabel.textContent = levelText[state.level];
        },
      });
      engineRows.append(
        h('label.row', {}, h('span', {}, t('newgame-level')), h('div.level', {}, level, levelLabel)),
        h('p.muted.level-note', { 'data-testid': 'level-note' }, t('newgame-level-note')),
        h(
          'div.row',
          {},
          h('span', {}, t('newgame-your-color')),
          seg(
            'color',
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
      const showEngine = () => {
        engineRows.hidden = state.opponent !== 'engine';
      };

      const custom = h(
        'div.custom-time',
        { hidden: true },
        h('label', {}, t('newgame-base'), h('input', { type: 'number', min: 1, max: 180, value: 10, 'data-testid': 'time-base' })),
        h('label', {}, t('newgame-increment'), h('input', { type: 'number', min: 0, max: 60, value: 5, 'data-testid': 'time-inc' })),
      );
      const timeKey = (tc) => (tc ? `${tc[0]}+${tc[1]}` : 'none');
      const timeOptions = [
        ['none', t('newgame-time-none')],
        ...PRESETS.map((p) => [timeKey(p), ltr(`${p[0]} + ${p[1]}`)]),
        ['custom', t('newgame-time-custom')],
      ];
      let timeChoice = state.time ? timeKey(state.time) : 'none';

      // A position pasted from another app (FEN): read by the rules core
      // before the dialog closes, so a fault is shown here, by the field.
      const fenInput = h('input', {
        type: 'text',
        dir: 'ltr',
        spellcheck: false,
        'data-testid': 'newgame-fen',
        'aria-label': t('newgame-fen'),
        placeholder: t('newgame-fen-placeholder'),
      });
      const fenError = h('p.field-error', { 'data-testid': 'newgame-fen-error', 'aria-live': 'polite', hidden: true });
      const fenRow = fromSetup ? null : h('label.row.fen-row', {}, h('span', {}, t('newgame-fen')), fenInput);
      showEngine();
      return h(
        'form.newgame',
        {
          onsubmit: async (e) => {
            e.preventDefault();
            state.fen = null;
            state.notice = null;
            if (fenRow && fenInput.value.trim()) {
              try {
                const read = await call('game_read_fen', { variant: state.variant, fen: fenInput.value });
                state.fen = read.fen;
                state.notice = read.notice;
              } catch (err) {
                fenError.textContent = err.message;
                fenError.hidden = false;
                fenInput.focus();
                return;
              }
            }
            let time = null;
            if (timeChoice === 'custom') {
              const base = Math.max(1, +custom.querySelector('[data-testid=time-base]').value || 10);
              const inc = Math.max(0, +custom.querySelector('[data-testid=time-inc]').value || 0);
              time = [base, inc];
            } else if (timeChoice !== 'none') {
              time = timeChoice.split('+').map(Number);
            }
            close({ ...state, time });
          },
        },
        fromSetup
          ? null
          : h(
              'div.row',
              {},
              h('span', {}, t('newgame-variant')),
              seg(
                'variant',
                [
                  ['chess', t('variant-chess')],
                  ['mirodol', t('variant-mirodol')],
                ],
                state.variant,
                (v) => {
                  state.variant = v;
                },
              ),
            ),
        h(
          'div.row',
          {},
          h('span', {}, t('newgame-opponent')),
          seg(
            'opponent',
            [
              ['engine', t('newgame-vs-engine')],
              ['human', t('newgame-vs-human')],
            ],
            state.opponent,
            (v) => {
              state.opponent = v;
              showEngine();
            },
          ),
        ),
        engineRows,
        h(
          'div.row',
          {},
          h('span', {}, t('newgame-time')),
          seg('time', timeOptions, timeChoice, (v) => {
            timeChoice = v;
            custom.hidden = v !== 'custom';
          }),
        ),
        custom,
        fenRow,
        fenError,
        h(
          'div.actions',
          {},
          h('button', { type: 'button', onclick: () => close(null) }, t('newgame-cancel')),
          h('button.primary', { type: 'submit', 'data-testid': 'newgame-start' }, t('newgame-start')),
        ),
      );
    },
    { className: 'newgame-dialog', testid: 'newgame-dialog' },
  );

  if (!choice) return;
  last = { opponent: choice.opponent, level: choice.level, color: choice.color, time: choice.time };
  const userColor = choice.color === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : choice.color;
  const opponent = choice.opponent === 'engine' ? { type: 'engine', level: choice.level, color: userColor === 'white' ? 'black' : 'white' } : { type: 'human' };
  const time = choice.time ? { base_ms: choice.time[0] * 60000, increment_ms: choice.time[1] * 1000 } : null;
  try {
    const view = fromSetup
      ? await call('setup_start', { opponent, time })
      : await call('game_new', { config: { variant: choice.variant, fen: choice.fen, opponent, time } });
    go('game', { view, notice: choice.notice });
  } catch (e) {
    showError(e);
  }
}
