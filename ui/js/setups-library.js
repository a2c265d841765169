// The setups library panel of the custom setup editor: armies saved by name
// (favourites first), loaded into either side, renamed, duplicated, deleted,
// and shared as a short setup code (copy, or paste one from someone else).
// The panel's state is one object, `P`, that its parts share.

import { h, showError, toast, confirmDialog } from './dom.js';
import { t, tf } from './i18n.js';
import { call } from './bridge.js';
import { copyText } from './clipboard.js';
import { askName, keptSideField } from './setup/name-dialog.js';
import { pasteCodeDialog } from './setup/code-dialog.js';

/**
 * The panel. `side()` is the side being edited (the default for Save);
 * `onView(view)` receives the editor's view after a setup was loaded.
 * `loadSides()`: the sides an army may be loaded into now (all by default;
 * in a hidden setup this player's own, and none once it is locked).
 * Returns the panel; its `redraw()` draws its buttons again.
 */
export function setupsPanel({ side, onView, loadSides = () => ['white', 'black'] }) {
  const P = {
    side,
    onView,
    loadSides,
    entries: [],
    chosen: null,
    list: h('ul.setups-list', { 'data-testid': 'setups-list', role: 'listbox', 'aria-label': t('setups-title') }),
    empty: h('p.muted.setups-empty', {}, t('setups-empty')),
    actions: h('div.setup-actions', { 'data-testid': 'setup-actions' }),
  };
  const panel = h(
    'section.setups',
    { 'data-testid': 'setups' },
    h(
      'div.setups-head',
      {},
      h('h3', {}, t('setups-title')),
      h(
        'div.setups-buttons',
        {},
        h('button', { onclick: () => save(P), 'data-testid': 'setups-save' }, t('setups-save')),
        h('button', { onclick: () => paste(P), 'data-testid': 'setups-paste' }, t('setups-paste')),
      ),
    ),
    P.empty,
    P.list,
    P.actions,
  );
  panel.redraw = () => drawActions(P);
  refresh(P);
  return panel;
}

/** Runs `work()` and reads the library again; an error is shown, and the list stays as it was. */
async function changed(P, work) {
  try {
    await work();
  } catch (e) {
    showError(e);
    return;
  }
  await refresh(P);
}

/** Reads the library and draws it, keeping the chosen army while it exists. */
async function refresh(P) {
  try {
    P.entries = await call('setups_list');
  } catch (e) {
    showError(e);
    return;
  }
  if (P.chosen && !P.entries.some((s) => s.id === P.chosen)) P.chosen = null;
  P.empty.hidden = P.entries.length > 0;
  draw(P);
}

function draw(P) {
  P.list.replaceChildren(...P.entries.map((s) => item(P, s)));
  drawActions(P);
}

/** The favourite toggle of army `s`. */
function star(P, s) {
  return h(
    'button.star' + (s.favourite ? '.on' : ''),
    {
      'aria-pressed': String(s.favourite),
      title: t('setups-favourite'),
      'aria-label': t('setups-favourite'),
      'data-testid': 'setup-star',
      onclick: (e) => {
        e.stopPropagation();
        changed(P, () => call('setups_favourite', { id: s.id, favourite: !s.favourite }));
      },
    },
    s.favourite ? '★' : '☆',
  );
}

/** The list's line for army `s`: a click (or Enter) chooses it, or lets it go. */
function item(P, s) {
  const points = s.side === 'both' ? `${s.points[0]} · ${s.points[1]}` : String(s.side === 'white' ? s.points[0] : s.points[1]);
  return h(
    'li' + (s.id === P.chosen ? '.on' : ''),
    {
      role: 'option',
      'aria-selected': String(s.id === P.chosen),
      tabindex: 0,
      'data-id': s.id,
      'data-testid': 'setup-item',
      onclick: () => {
        P.chosen = s.id === P.chosen ? null : s.id;
        draw(P);
      },
      onkeydown: (e) => {
        if (e.key === 'Enter') e.currentTarget.click();
      },
    },
    star(P, s),
    h('span.setup-name', {}, s.name),
    h('span.badge.side-' + s.side, {}, t('setups-badge-' + s.side)),
    h('span.setup-points', { dir: 'ltr' }, points),
  );
}

/** The buttons acting on the chosen army; hidden when none is chosen. */
function drawActions(P) {
  const s = P.entries.find((x) => x.id === P.chosen);
  P.actions.hidden = !s;
  if (!s) {
    P.actions.replaceChildren();
    return;
  }
  const b = (key, action, testid, cls = '') => h('button' + cls, { onclick: action, 'data-testid': testid }, t(key));
  const sides = P.loadSides();
  P.actions.replaceChildren(
    ...[
      ...sides.map((c) => b('setups-load-' + c, () => load(P, s, c), 'setup-load-' + c)),
      s.side === 'both' && sides.length === 2 ? b('setups-load-both', () => load(P, s, null), 'setup-load-both') : null,
      s.code ? b('setups-copy-code', () => copyText(s.code, t('setups-code-copied')), 'setup-copy-code') : null,
      b('setups-rename', () => rename(P, s), 'setup-rename'),
      b('setups-duplicate', () => duplicate(P, s), 'setup-duplicate'),
      b('setups-delete', () => remove(P, s), 'setup-delete', '.danger'),
    ].filter(Boolean),
  );
}

/** Loads army `s` into side `color` (both sides when null). */
async function load(P, s, color) {
  try {
    P.onView(await call('setups_load', { id: s.id, color }));
  } catch (e) {
    showError(e);
  }
}

/** Saves the editor's army under a name asked for, keeping the side chosen in the dialog. */
async function save(P) {
  const answer = await askName('setups-save-title', '', keptSideField(P.side()));
  if (!answer) return;
  await changed(P, async () => {
    P.chosen = await call('setups_save', { name: answer.name, side: answer.extra });
    toast(t('setups-saved'), 'ok');
  });
}

async function rename(P, s) {
  const answer = await askName('setups-rename-title', s.name);
  if (answer) await changed(P, () => call('setups_rename', { id: s.id, name: answer.name }));
}

async function duplicate(P, s) {
  await changed(P, async () => {
    P.chosen = await call('setups_duplicate', { id: s.id, name: await tf('setups-copy-name', { name: s.name }) });
  });
}

/** Deletes army `s` once the player confirms. */
async function remove(P, s) {
  if (!(await confirmDialog(await tf('setups-delete-confirm', { name: s.name }), t('setups-delete'), t('dialog-cancel')))) return;
  await changed(P, async () => {
    await call('setups_delete', { id: s.id });
    P.chosen = null;
  });
}

/** Takes a code from someone else: loaded into a side, or saved to the library. */
async function paste(P) {
  await pasteCodeDialog({
    sides: P.loadSides(),
    loadInto: async (code, color) => P.onView(await call('setups_load_code', { code, color })),
    save: async (code, name) => {
      P.chosen = await call('setups_import_code', { code, name });
      toast(t('setups-saved'), 'ok');
      await refresh(P);
    },
  });
}
