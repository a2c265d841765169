// The custom setup editor (SPEC §5–7): both armies on one board, a palette
// with costs, budget meters, drop targets from the rules core, the reason
// for every refused placement, and Start only when validation passes.
// In a remote game's hidden setup (params.remote: LAN or online, SPEC §9)
// it edits this side's army only — the other half stays empty — and Start
// becomes Lock. The palette, the tools and the status column are drawn by
// ui/js/setup/palette.js, tools.js and status.js.
//
// The screen's functions share one state object `S`: the remote game
// (`src`, and `remote`, its part of the view) when the setup is hidden,
// the rules core's `catalog` and its costs in words (`costText`), the
// editor's `view`, the `side` edited, the palette's `tool` (a kind,
// 'erase', or null) and its drop `targets`; and the parts of the screen.

import { h, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { openNewGame } from './newgame.js';
import { setupsPanel } from '../setups-library.js';
import { go } from '../main.js';
import { remoteOf, screenOf } from '../remote.js';
import { paletteButtons } from '../setup/palette.js';
import { budgetMeters, reasonsList, hiddenSetupLines } from '../setup/status.js';
import { sideChoice, armyButtons, presetRow } from '../setup/tools.js';
import { advisorPanel } from '../setup/advisor.js';

export const title = 'setup-title';

export async function mount(root, params = {}) {
  const src = remoteOf(params);
  const remote = src ? await hiddenSetupRemote(src) : null;
  if (src && !remote) return;
  const S = await editorState(src, remote);
  buildParts(S);
  root.append(layout(S));
  const stop = follow(S);
  renderPalette(S);
  render(S);
  return () => {
    stop();
  };
}

/** A remote game's part of its view while its setup is on; null when it is not (the app has gone to the game or the lobby). */
async function hiddenSetupRemote(src) {
  const lv = await call(src.state).catch(() => null);
  const screen = lv ? screenOf(src, lv) : src.screen;
  if (screen !== 'setup' || !lv.game) {
    go(screen, screen === 'game' ? { remote: src.kind } : {}, { replace: true });
    return null;
  }
  return lv.game.remote;
}

/** The screen's state: the catalog, the editor's view, and White edited (in a hidden setup: this player's side). */
async function editorState(src, remote) {
  const catalog = await call('setup_catalog');
  // "6 points" in the user's language (plural rules by Fluent), for tooltips.
  const costText = Object.fromEntries(await Promise.all(catalog.palette.map(async (p) => [p.kind, await tf('setup-cost', { cost: p.cost })])));
  const view = await call('setup_state');
  const hiddenSetup = !!src;
  return { src, hiddenSetup, remote, catalog, costText, view, side: hiddenSetup ? remote.seat : 'white', tool: null, targets: [] };
}

/** What this screen shows of the editor's `pieces`: in a hidden setup, this side's army only. */
const shown = (S, pieces) => (S.hiddenSetup ? pieces.filter((p) => p.color === S.side) : pieces);
/** Whether this side's army is locked in a hidden setup (it cannot change any more). */
const locked = (S) => S.hiddenSetup && S.remote?.setup?.mineLocked;

/** The screen's parts, kept in `S`. */
function buildParts(S) {
  S.message = h('div.setup-message', { 'data-testid': 'setup-message', 'aria-live': 'polite' }, t('setup-hint'));
  buildBoard(S);
  S.palette = h('div.palette', { 'data-testid': 'palette' });
  S.meters = h('div.meters');
  S.reasons = h('div.reasons', { 'data-testid': 'setup-reasons' });
  S.startBtn = S.hiddenSetup
    ? h('button.primary.start', { 'data-testid': 'setup-lock', onclick: () => lock(S) }, t('lan-lock'))
    : h('button.primary.start', { 'data-testid': 'setup-start', onclick: () => openNewGame({ fromSetup: true, variant: S.view.variant }) }, t('setup-start'));
  S.remoteStatus = h('div.lan-setup-status', { 'data-testid': 'lan-setup-status', 'aria-live': 'polite', hidden: !S.hiddenSetup });
}

/** The board: a click places the palette's piece or removes one, a drag moves one. */
function buildBoard(S) {
  S.boardHost = h('div.board-wrap.setup-board', { 'data-testid': 'setup-board' });
  S.board = new Board(S.boardHost, {
    files: 8,
    orientation: S.hiddenSetup ? S.side : 'white',
    coordinates: prefs().coordinates,
    pieceSet: prefs().pieceSet,
    animationMs: 0,
    testid: 'board',
    canDrag: (sq) => !locked(S) && shown(S, S.view.pieces).some((p) => p.square === sq && p.kind !== 'king'),
    onClick: (sq) => inTurn(S, () => clicked(S, sq)),
    onDrop: (from, to) => inTurn(S, () => act(S, () => call('setup_relocate', { from, to }))),
    keyboard: true,
    onCancel: () => {
      if (!S.tool) return false;
      useTool(S, null);
      return true;
    },
  });
}

/** The tools column, the board with its message, and the status column with Start (or Lock) and the saved setups. */
function layout(S) {
  const side = () => S.side;
  const request = (r, done) => act(S, r, done);
  const pickSide = (c) => {
    S.side = c;
    say(S, t('setup-hint'));
    renderPalette(S);
    refreshTargets(S);
  };
  // Every tool that changes the army, disabled at once when it is locked.
  S.toolSet = h(
    'fieldset.plain',
    {},
    h('h3', {}, t('setup-palette')),
    S.palette,
    armyButtons(S.hiddenSetup, side, request),
    h('h3', {}, t('setup-presets')),
    presetRow(S.catalog.presets, side, request),
  );
  S.advisor = advisorPanel({ side, hidden: S.hiddenSetup, locked: () => !!locked(S), apply: request });
  S.setups = setupsPanel({
    side,
    // In a hidden setup an army loads into this player's own side only, and not once it is locked.
    loadSides: () => (!S.hiddenSetup ? ['white', 'black'] : locked(S) ? [] : [S.side]),
    onView: (v) => {
      S.view = v;
      render(S);
      refreshTargets(S);
      say(S, t('setups-loaded'));
    },
  });
  return h(
    'div.setup',
    {},
    h(
      'aside.setup-tools',
      {},
      h('p.muted.intro', {}, t('setup-intro')),
      S.hiddenSetup ? null : h('div.row', {}, h('span', {}, t('setup-side')), sideChoice(S.side, pickSide)),
      S.toolSet,
    ),
    h('div.board-col', {}, S.boardHost, S.message),
    h('aside.setup-status', {}, S.remoteStatus, S.meters, S.reasons, S.startBtn, S.advisor, S.setups),
  );
}

/** In a hidden setup, follows the referee: its progress drawn, the game opened once it starts; returns what stops it. */
function follow(S) {
  const { src } = S;
  if (!S.hiddenSetup) return () => {};
  return on(src.event, (lv) => {
    const screen = screenOf(src, lv);
    if (screen !== 'setup') {
      // Play began (or the game ended in its setup), or the session is over: drawn elsewhere.
      if (screen !== 'game' || lv.game) go(screen, screen === 'game' ? { remote: src.kind } : {}, { replace: true });
      return;
    }
    if (!lv.game) return;
    S.remote = lv.game.remote;
    render(S);
  });
}

function renderPalette(S) {
  S.palette.replaceChildren(
    ...paletteButtons(S.catalog.palette, { tool: S.tool, side: S.side, costText: S.costText, pick: (kind) => useTool(S, S.tool === kind ? null : kind) }),
  );
}

/** Picks a palette tool (a kind, 'erase', or null for none): the palette and the board's targets follow. */
function useTool(S, next) {
  S.tool = next;
  // What was said about the last tool's clicks is over.
  say(S, t('setup-hint'));
  renderPalette(S);
  refreshTargets(S);
}

async function refreshTargets(S) {
  S.targets = S.tool && S.tool !== 'erase' ? await call('setup_targets', { color: S.side, kind: S.tool }) : [];
  S.board.setMarks({ targets: S.targets });
}

/**
 * Runs the board's requests one after the other: a second click while the
 * first is on its way reads the board the first one leaves (a quick double
 * click places one piece, it does not then say the square is taken).
 */
function inTurn(S, work) {
  S.turn = (S.turn || Promise.resolve()).then(work, work);
  return S.turn;
}

/**
 * A click on the board: with a piece chosen, places it (on one of the side's
 * own pieces: replaces it) or says why it cannot go there; another side's
 * piece is left alone, said so. With no piece chosen (or Remove), removes
 * the piece clicked.
 */
async function clicked(S, sq) {
  if (locked(S)) return;
  const { tool, side } = S;
  const piece = shown(S, S.view.pieces).find((p) => p.square === sq);
  if (tool && tool !== 'erase') {
    if (piece && piece.color !== side) {
      say(S, await tf('setup-other-side', { square: sq }), 'error');
      return;
    }
    if (S.targets.includes(sq) || (piece && piece.kind !== 'king')) {
      const done = piece ? await tf('setup-replaced', { square: sq }) : t('setup-hint');
      await act(S, () => call('setup_place', { square: sq, color: side, kind: tool }), done);
      return;
    }
    try {
      const why = await call('setup_why_not', { square: sq, color: side, kind: tool });
      if (why) say(S, why, 'error');
    } catch (e) {
      showError(e);
    }
    return;
  }
  if (piece && piece.kind !== 'king') await act(S, () => call('setup_remove', { square: sq }));
}

function say(S, text, kind = 'info') {
  S.message.textContent = text;
  S.message.className = 'setup-message ' + kind;
}

/** Runs a request of the editor's and draws the view it answers (saying `done`), or says why it was refused. */
async function act(S, request, done = t('setup-hint')) {
  try {
    S.view = await request();
    say(S, done);
    render(S);
    await refreshTargets(S);
  } catch (e) {
    if (e.kind === 'placement') say(S, e.message, 'error');
    else showError(e);
    render(S);
  }
}

/** Locks this side's army in a hidden setup: from then on nothing edits it. */
async function lock(S) {
  try {
    const lv = await call(S.src.act, { action: { type: 'lock' } });
    S.remote = lv.game ? lv.game.remote : S.remote;
    useTool(S, null);
    render(S);
  } catch (e) {
    showError(e);
  }
}

/** The board, the meters, the army's faults, Start's state, and a hidden setup's progress. */
function render(S) {
  const { hiddenSetup, side, view } = S;
  S.board.setPieces(shown(S, view.pieces));
  if (hiddenSetup && S.remote?.setup) S.remoteStatus.replaceChildren(...hiddenSetupLines(S.remote.setup));
  S.meters.replaceChildren(...budgetMeters(view.sides.filter((x) => !hiddenSetup || x.color === side)));
  // In a hidden setup only this side's own faults count: the armies are checked together once both are shown.
  const own = hiddenSetup ? view.reasons.filter((r) => r.color === side) : view.reasons;
  // Once locked, the army is past "ready to lock": the progress lines say where it stands.
  S.reasons.replaceChildren(locked(S) ? '' : reasonsList(own, hiddenSetup));
  S.startBtn.disabled = own.length > 0 || locked(S);
  if (S.toolSet.disabled !== !!locked(S)) {
    S.toolSet.disabled = !!locked(S);
    S.setups.redraw();
    S.advisor.redraw();
  }
}
