// The setups library panel of the custom setup editor: armies saved by name
// (favourites first), loaded into either side, renamed, duplicated, deleted,
// and shared as a short setup code (copy, or paste one from someone else).

import { h, modal, showError, toast, confirmDialog } from './dom.js';
import { t, tf } from './i18n.js';
import { call } from './bridge.js';
import { copyText } from './clipboard.js';

/**
 * The panel. `side()` is the side being edited (the default for Save);
 * `onView(view)` receives the editor's view after a setup was loaded.
 */
export function setupsPanel({ side, onView }) {
  let entries = [];
  let chosen = null;
  const list = h('ul.setups-list', { 'data-testid': 'setups-list', role: 'listbox', 'aria-label': t('setups-title') });
  const empty = h('p.muted.setups-empty', {}, t('setups-empty'));
  const actions = h('div.setup-actions', { 'data-testid': 'setup-actions' });
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
        h('button', { onclick: save, 'data-testid': 'setups-save' }, t('setups-save')),
        h('button', { onclick: paste, 'data-testid': 'setups-paste' }, t('setups-paste')),
      ),
    ),
    empty,
    list,
    actions,
  );

  async function refresh() {
    try {
      entries = await call('setups_list');
    } catch (e) {
      showError(e);
      return;
    }
    if (chosen && !entries.some((s) => s.id === chosen)) chosen = null;
    empty.hidden = entries.length > 0;
    list.replaceChildren(...entries.map(item));
    renderActions();
  }

  function item(s) {
    const star = h(
      'button.star' + (s.favourite ? '.on' : ''),
      {
        'aria-pressed': String(s.favourite),
        title: t('setups-favourite'),
        'aria-label': t('setups-favourite'),
        'data-testid': 'setup-star',
        onclick: async (e) => {
          e.stopPropagation();
          try {
            await call('setups_favourite', { id: s.id, favourite: !s.favourite });
            await refresh();
          } catch (err) {
            showError(err);
          }
        },
      },
      s.favourite ? '★' : '☆',
    );
    const points = s.side === 'both' ? `${s.points[0]} · ${s.points[1]}` : String(s.side === 'white' ? s.points[0] : s.points[1]);
    return h(
      'li' + (s.id === chosen ? '.on' : ''),
      {
        role: 'option',
        'aria-selected': String(s.id === chosen),
        tabindex: 0,
        'data-id': s.id,
        'data-testid': 'setup-item',
        onclick: () => {
          chosen = s.id === chosen ? null : s.id;
          list.replaceChildren(...entries.map(item));
          renderActions();
        },
        onkeydown: (e) => {
          if (e.key === 'Enter') e.currentTarget.click();
        },
      },
      star,
      h('span.setup-name', {}, s.name),
      h('span.badge.side-' + s.side, {}, t('setups-badge-' + s.side)),
      h('span.setup-points', { dir: 'ltr' }, points),
    );
  }

  function renderActions() {
    const s = entries.find((x) => x.id === chosen);
    if (!s) {
      actions.replaceChildren();
      actions.hidden = true;
      return;
    }
    actions.hidden = false;
    const b = (key, action, testid, cls = '') => h('button' + cls, { onclick: action, 'data-testid': testid }, t(key));
    actions.replaceChildren(
      ...[
        b('setups-load-white', () => load(s, 'white'), 'setup-load-white'),
        b('setups-load-black', () => load(s, 'black'), 'setup-load-black'),
        s.side === 'both' ? b('setups-load-both', () => load(s, null), 'setup-load-both') : null,
        s.code ? b('setups-copy-code', () => copyText(s.code, t('setups-code-copied')), 'setup-copy-code') : null,
        b('setups-rename', () => rename(s), 'setup-rename'),
        b('setups-duplicate', () => duplicate(s), 'setup-duplicate'),
        b('setups-delete', () => remove(s), 'setup-delete', '.danger'),
      ].filter(Boolean),
    );
  }

  async function load(s, color) {
    try {
      onView(await call('setups_load', { id: s.id, color }));
    } catch (e) {
      showError(e);
    }
  }

  /** A name field dialog; resolves with the trimmed name or null. */
  function askName(titleKey, initial, extra = null) {
    return modal(
      t(titleKey),
      (close) => {
        const error = h('p.field-error', { 'data-testid': 'name-error' });
        const input = h('input', {
          type: 'text',
          value: initial,
          maxlength: 100,
          'data-testid': 'setup-name-input',
          placeholder: t('setups-name-placeholder'),
          onkeydown: (e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              ok();
            }
          },
        });
        const ok = () => {
          const name = input.value.trim();
          if (!name) {
            error.textContent = t('setups-name-placeholder');
            input.focus();
            return;
          }
          close({ name, extra: extra?.value() });
        };
        setTimeout(() => {
          input.focus();
          input.select();
        }, 0);
        return h(
          'div.name-ask',
          {},
          h('label.field', {}, h('span', {}, t('setups-name')), input),
          extra ? extra.el : null,
          error,
          h(
            'div.actions',
            {},
            h('button', { onclick: () => close(null) }, t('dialog-cancel')),
            h('button.primary', { onclick: ok, 'data-testid': 'setup-name-ok' }, t('dialog-ok')),
          ),
        );
      },
      { testid: 'setup-name-dialog' },
    );
  }

  async function save() {
    let which = side();
    const seg = h(
      'div.segmented',
      { 'data-testid': 'setup-save-side' },
      ['white', 'black', 'both'].map((v) =>
        h(
          'button' + (v === which ? '.on' : ''),
          {
            type: 'button',
            'data-value': v,
            onclick: (e) => {
              which = v;
              for (const x of e.currentTarget.parentElement.children) x.classList.toggle('on', x.dataset.value === v);
            },
          },
          t('setups-side-' + v),
        ),
      ),
    );
    const extra = { el: h('div.field', {}, h('span', {}, t('setups-which')), seg), value: () => which };
    const answer = await askName('setups-save-title', '', extra);
    if (!answer) return;
    try {
      chosen = await call('setups_save', { name: answer.name, side: answer.extra });
      toast(t('setups-saved'), 'ok');
      await refresh();
    } catch (e) {
      showError(e);
    }
  }

  async function rename(s) {
    const answer = await askName('setups-rename-title', s.name);
    if (!answer) return;
    try {
      await call('setups_rename', { id: s.id, name: answer.name });
      await refresh();
    } catch (e) {
      showError(e);
    }
  }

  async function duplicate(s) {
    try {
      chosen = await call('setups_duplicate', { id: s.id, name: await tf('setups-copy-name', { name: s.name }) });
      await refresh();
    } catch (e) {
      showError(e);
    }
  }

  async function remove(s) {
    if (!(await confirmDialog(await tf('setups-delete-confirm', { name: s.name }), t('setups-delete'), t('dialog-cancel')))) return;
    try {
      await call('setups_delete', { id: s.id });
      chosen = null;
      await refresh();
    } catch (e) {
      showError(e);
    }
  }

  /** Paste a code: load it into a side, or save it to the library; bad codes are explained. */
  async function paste() {
    await modal(
      t('setups-code-title'),
      (close) => {
        const error = h('p.field-error', { 'data-testid': 'code-error', 'aria-live': 'polite' });
        const code = h('input.code', {
          type: 'text',
          dir: 'ltr',
          spellcheck: false,
          autocomplete: 'off',
          'data-testid': 'setup-code-input',
          placeholder: 'MJ1-…',
          oninput: () => {
            error.textContent = '';
          },
        });
        const name = h('input', { type: 'text', maxlength: 100, placeholder: t('setups-code-name-default'), 'data-testid': 'setup-code-name' });
        const need = () => {
          if (code.value.trim()) return true;
          error.textContent = t('setups-code-empty');
          code.focus();
          return false;
        };
        const loadInto = async (color) => {
          if (!need()) return;
          try {
            onView(await call('setups_load_code', { code: code.value, color }));
            close(true);
          } catch (e) {
            error.textContent = e.message;
          }
        };
        const saveIt = async () => {
          if (!need()) return;
          try {
            chosen = await call('setups_import_code', { code: code.value, name: name.value.trim() || t('setups-code-name-default') });
            toast(t('setups-saved'), 'ok');
            await refresh();
            close(true);
          } catch (e) {
            error.textContent = e.message;
          }
        };
        setTimeout(() => code.focus(), 0);
        return h(
          'div.code-ask',
          {},
          h('p.muted', {}, t('setups-code-intro')),
          h('label.field', {}, h('span', {}, t('setups-code-label')), code),
          h('label.field', {}, h('span', {}, t('setups-name')), name),
          error,
          h(
            'div.actions',
            {},
            h('button', { onclick: () => close(null) }, t('dialog-cancel')),
            h('button', { onclick: () => loadInto('white'), 'data-testid': 'code-load-white' }, t('setups-load-white')),
            h('button', { onclick: () => loadInto('black'), 'data-testid': 'code-load-black' }, t('setups-load-black')),
            h('button.primary', { onclick: saveIt, 'data-testid': 'code-save' }, t('setups-code-save')),
          ),
        );
      },
      { className: 'wide', testid: 'setup-code-dialog' },
    );
  }

  refresh();
  return panel;
}
