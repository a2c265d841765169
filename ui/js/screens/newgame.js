// The New game dialog: opponent (engine with level and colour, or two people
// on this device), time control (none, Fischer presets, or custom), and
// optionally a start position pasted as FEN (the choices are drawn by
// ui/js/newgame/choices.js).

import { h, modal, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call } from '../bridge.js';
import { go } from '../main.js';
import { segmented } from '../segmented.js';
import { mayLeaveGame, forNewGame } from '../leave-game.js';
import { engineRows, engineArmyChoice, timeControl, fenField } from '../newgame/choices.js';

let last = { opponent: 'engine', level: 3, color: 'white', time: null, engineChooses: false };

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
  const levelText = await levelWords(info);
  const choice = await modal(t('newgame-title'), (close) => newGameForm(close, { ...last, variant }, { levels: info.levels, levelText, fromSetup }), {
    className: 'newgame-dialog',
    testid: 'newgame-dialog',
  });
  if (!choice) return;
  last = { opponent: choice.opponent, level: choice.level, color: choice.color, time: choice.time, engineChooses: choice.engineChooses };
  if (!(await mayLeaveGame(forNewGame))) return;
  await startGame(choice, fromSetup);
}

/** Each engine level in words (level → text), with its rating when the engine gives one. */
async function levelWords(info) {
  const levelText = {};
  for (let l = 1; l <= info.levels; l++) {
    const rating = info.ratings[l - 1];
    levelText[l] = rating
      ? await tf('newgame-level-rated', { level: l, levels: info.levels, rating })
      : await tf('newgame-level-value', { level: l, levels: info.levels });
  }
  return levelText;
}

/** The dialog's form, its choices kept in `state`; `close(choice)` ends the dialog with them. */
function newGameForm(close, state, { levels, levelText, fromSetup }) {
  const engine = engineRows(state, levels, levelText);
  // From the setup editor the engine may pick its own army, shown when the game starts.
  if (fromSetup) engine.append(engineArmyChoice(state));
  const showEngine = () => {
    engine.hidden = state.opponent !== 'engine';
  };
  const time = timeControl(state.time);
  const fen = fenField(fromSetup);
  showEngine();
  const variants = [
    ['chess', t('variant-chess')],
    ['mirodol', t('variant-mirodol')],
  ];
  const opponents = [
    ['engine', t('newgame-vs-engine')],
    ['human', t('newgame-vs-human')],
  ];
  return h(
    'form.newgame',
    { onsubmit: (e) => submit(e, state, fen, time, close) },
    fromSetup
      ? null
      : h(
          'div.row',
          {},
          h('span', {}, t('newgame-variant')),
          segmented('seg-variant', variants, state.variant, (v) => {
            state.variant = v;
          }),
        ),
    h(
      'div.row',
      {},
      h('span', {}, t('newgame-opponent')),
      segmented('seg-opponent', opponents, state.opponent, (v) => {
        state.opponent = v;
        showEngine();
      }),
    ),
    engine,
    time.row,
    time.custom,
    fen.row,
    fen.error,
    h(
      'div.actions',
      {},
      h('button', { type: 'button', onclick: () => close(null) }, t('newgame-cancel')),
      h('button.primary', { type: 'submit', 'data-testid': 'newgame-start' }, t('newgame-start')),
    ),
  );
}

/** Start: a pasted position is read by the rules core first, so that a fault is shown by its field and the dialog stays. */
async function submit(e, state, fen, time, close) {
  e.preventDefault();
  state.fen = null;
  state.notice = null;
  if (fen.row && fen.input.value.trim()) {
    try {
      const read = await call('game_read_fen', { variant: state.variant, fen: fen.input.value });
      state.fen = read.fen;
      state.notice = read.notice;
    } catch (err) {
      fen.error.textContent = err.message;
      fen.error.hidden = false;
      fen.input.focus();
      return;
    }
  }
  close({ ...state, time: time.read() });
}

/** Starts the game chosen (from the setup editor's armies when `fromSetup`) and opens it. */
async function startGame(choice, fromSetup) {
  const userColor = choice.color === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : choice.color;
  const opponent = choice.opponent === 'engine' ? { type: 'engine', level: choice.level, color: userColor === 'white' ? 'black' : 'white' } : { type: 'human' };
  const time = choice.time ? { base_ms: choice.time[0] * 60000, increment_ms: choice.time[1] * 1000 } : null;
  try {
    if (fromSetup) {
      const started = await call('setup_start', { opponent, time, engineChooses: choice.opponent === 'engine' && !!choice.engineChooses });
      go('game', { view: started.view, notice: started.notice });
    } else {
      const view = await call('game_new', { config: { variant: choice.variant, fen: choice.fen, opponent, time } });
      go('game', { view, notice: choice.notice });
    }
  } catch (e) {
    showError(e);
  }
}
