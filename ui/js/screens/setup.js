// The custom setup editor (SPEC §5–7): both armies on one board, a palette
// with costs, budget meters, drop targets from the rules core, the reason
// for every refused placement, and Start only when validation passes.
// In a remote game's hidden setup (params.remote: LAN or online, SPEC §9)
// it edits this side's army only — the other half stays empty — and Start
// becomes Lock. The palette and the status column are drawn by
// ui/js/setup/palette.js and status.js.

import { h, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';
import { Board } from '../board.js';
import { prefs } from '../prefs.js';
import { openNewGame } from './newgame.js';
import { setupsPanel } from '../setups-library.js';
import { go } from '../main.js';
import { remoteOf } from '../remote.js';
import { paletteButtons } from '../setup/palette.js';
import { budgetMeters, reasonsList, hiddenSetupLines } from '../setup/status.js';

export const title = 'setup-title';

export async function mount(root, params = {}) {
  const src = remoteOf(params);
  const hiddenSetup = !!src;
  let remote = null;
  if (src) {
    const lv = await call(src.state).catch(() => null);
    remote = lv?.game ? lv.game.remote : null;
    if (remote?.phase !== 'setup') {
      go(remote ? 'game' : src.screen, remote ? { remote: src.kind } : {}, { replace: true });
      return;
    }
  }
  const catalog = await call('setup_catalog');
  // "6 points" in the user's language (plural rules by Fluent), for tooltips.
  const costText = Object.fromEntries(await Promise.all(catalog.palette.map(async (p) => [p.kind, await tf('setup-cost', { cost: p.cost })])));
  let view = await call('setup_state');
  let side = hiddenSetup ? remote.seat : 'white';
  // What this screen shows of the editor: in a hidden setup, this side's army only.
  const shown = (pieces) => (hiddenSetup ? pieces.filter((p) => p.color === side) : pieces);
  let tool = null; // a kind from the palette, 'erase', or null
  let targets = [];

  const message = h('div.setup-message', { 'data-testid': 'setup-message', 'aria-live': 'polite' }, t('setup-hint'));
  const boardHost = h('div.board-wrap.setup-board', { 'data-testid': 'setup-board' });
  const board = new Board(boardHost, {
    files: 8,
    orientation: hiddenSetup ? side : 'white',
    coordinates: prefs().coordinates,
    pieceSet: prefs().pieceSet,
    animationMs: 0,
    testid: 'board',
    canDrag: (sq) => !locked() && shown(view.pieces).some((p) => p.square === sq && p.kind !== 'king'),
    onClick: (sq) => clicked(sq),
    onDrop: (from, to) => act(() => call('setup_relocate', { from, to })),
    keyboard: true,
    onCancel: () => {
      if (!tool) return false;
      useTool(null);
      return true;
    },
  });

  const sideSeg = h(
    'div.segmented',
    { 'data-testid': 'setup-side' },
    ['white', 'black'].map((c) =>
      h(
        'button' + (c === side ? '.on' : ''),
        {
          type: 'button',
          'data-value': c,
          'data-testid': 'side-' + c,
          onclick: () => {
            side = c;
            for (const b of sideSeg.children) b.classList.toggle('on', b.dataset.value === c);
            renderPalette();
            refreshTargets();
          },
        },
        t('color-' + c),
      ),
    ),
  );
  const palette = h('div.palette', { 'data-testid': 'palette' });
  const meters = h('div.meters');
  const reasons = h('div.reasons', { 'data-testid': 'setup-reasons' });
  const locked = () => hiddenSetup && remote?.setup?.mineLocked;
  const startBtn = hiddenSetup
    ? h('button.primary.start', { 'data-testid': 'setup-lock', onclick: lock }, t('lan-lock'))
    : h('button.primary.start', { 'data-testid': 'setup-start', onclick: () => openNewGame({ fromSetup: true, variant: view.variant }) }, t('setup-start'));
  const remoteStatus = h('div.lan-setup-status', { 'data-testid': 'lan-setup-status', 'aria-live': 'polite', hidden: !hiddenSetup });
  const presetSelect = h(
    'select',
    { 'data-testid': 'preset-select', 'aria-label': t('setup-presets') },
    catalog.presets.map((p) => h('option', { value: p.id }, p.name)),
  );

  root.append(
    h(
      'div.setup',
      {},
      h(
        'aside.setup-tools',
        {},
        h('p.muted.intro', {}, t('setup-intro')),
        hiddenSetup ? null : h('div.row', {}, h('span', {}, t('setup-side')), sideSeg),
        h('h3', {}, t('setup-palette')),
        palette,
        h(
          'div.tool-buttons',
          {},
          h('button', { 'data-testid': 'setup-random', onclick: () => act(() => call('setup_random', { color: side })) }, t('setup-random')),
          hiddenSetup
            ? null
            : h(
                'button',
                { 'data-testid': 'setup-mirror', onclick: () => act(() => call('setup_mirror', { to: side === 'white' ? 'black' : 'white' })) },
                t('setup-mirror'),
              ),
          h('button', { 'data-testid': 'setup-clear', onclick: () => act(() => call('setup_clear', { color: side })) }, t('setup-clear')),
        ),
        h('h3', {}, t('setup-presets')),
        h(
          'div.preset-row',
          {},
          presetSelect,
          h(
            'button',
            { 'data-testid': 'preset-load', onclick: () => act(() => call('setup_preset', { id: presetSelect.value, color: side })) },
            t('setup-preset-load'),
          ),
        ),
      ),
      h('div.board-col', {}, boardHost, message),
      h(
        'aside.setup-status',
        {},
        remoteStatus,
        meters,
        reasons,
        startBtn,
        setupsPanel({
          side: () => side,
          onView: (v) => {
            view = v;
            render();
            refreshTargets();
            say(t('setups-loaded'));
          },
        }),
      ),
    ),
  );

  function renderPalette() {
    palette.replaceChildren(...paletteButtons(catalog.palette, { tool, side, costText, pick: (kind) => useTool(tool === kind ? null : kind) }));
  }

  /** Picks a palette tool (a kind, 'erase', or null for none): the palette and the board's targets follow. */
  function useTool(next) {
    tool = next;
    renderPalette();
    refreshTargets();
  }

  async function refreshTargets() {
    targets = tool && tool !== 'erase' ? await call('setup_targets', { color: side, kind: tool }) : [];
    board.setMarks({ targets });
  }

  async function clicked(sq) {
    if (locked()) return;
    const piece = shown(view.pieces).find((p) => p.square === sq);
    if (tool && tool !== 'erase') {
      if (targets.includes(sq)) {
        await act(() => call('setup_place', { square: sq, color: side, kind: tool }));
        return;
      }
      if (piece && piece.kind !== 'king') {
        await act(() => call('setup_remove', { square: sq }));
        return;
      }
      try {
        const why = await call('setup_why_not', { square: sq, color: side, kind: tool });
        if (why) say(why, 'error');
      } catch (e) {
        showError(e);
      }
      return;
    }
    if (piece && piece.kind !== 'king') await act(() => call('setup_remove', { square: sq }));
  }

  function say(text, kind = 'info') {
    message.textContent = text;
    message.className = 'setup-message ' + kind;
  }

  async function act(request) {
    try {
      view = await request();
      say(t('setup-hint'));
      render();
      await refreshTargets();
    } catch (e) {
      if (e.kind === 'placement') say(e.message, 'error');
      else showError(e);
      render();
    }
  }

  async function lock() {
    try {
      const lv = await call(src.act, { action: { type: 'lock' } });
      remote = lv.game ? lv.game.remote : remote;
      render();
    } catch (e) {
      showError(e);
    }
  }

  function renderHidden() {
    if (hiddenSetup && remote?.setup) remoteStatus.replaceChildren(...hiddenSetupLines(remote.setup));
  }

  function render() {
    board.setPieces(shown(view.pieces));
    renderHidden();
    meters.replaceChildren(...budgetMeters(view.sides.filter((x) => !hiddenSetup || x.color === side)));
    // In a hidden setup only this side's own faults count: the armies are checked together once both are shown.
    const own = hiddenSetup ? view.reasons.filter((r) => r.color === side) : view.reasons;
    reasons.replaceChildren(reasonsList(own, hiddenSetup));
    startBtn.disabled = own.length > 0 || locked();
  }

  const stop = hiddenSetup
    ? on(src.event, (lv) => {
        if (!lv.game) {
          if (lv.stage === 'closed') go(src.screen, {}, { replace: true });
          return;
        }
        remote = lv.game.remote;
        if (remote.phase !== 'setup') {
          go('game', { remote: src.kind }, { replace: true });
          return;
        }
        render();
      })
    : () => {};
  renderPalette();
  render();
  return () => {
    stop();
  };
}
