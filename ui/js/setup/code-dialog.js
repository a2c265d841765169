// The dialog that takes a setup code from someone else: load it into a
// side, or save it to the library under a name. A bad code is explained in
// the dialog, which stays open.

import { h, modal } from '../dom.js';
import { t } from '../i18n.js';

/**
 * Opens the dialog. `loadInto(code, color)` and `save(code, name)` do the
 * work and throw the localized error of a bad code; the dialog closes when
 * one succeeds. `sides`: the sides a code may be loaded into (a hidden
 * setup: this player's own only; none once its army is locked).
 */
export function pasteCodeDialog({ loadInto, save, sides = ['white', 'black'] }) {
  return modal(
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
      /** Runs `work(code)` on a code that is not empty, closing on success. */
      const attempt = async (work) => {
        if (!code.value.trim()) {
          error.textContent = t('setups-code-empty');
          code.focus();
          return;
        }
        try {
          await work(code.value);
          close(true);
        } catch (e) {
          error.textContent = e.message;
        }
      };
      const button = (key, testid, work, cls = '') => h('button' + cls, { onclick: () => attempt(work), 'data-testid': testid }, t(key));
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
          ...sides.map((c) => button('setups-load-' + c, 'code-load-' + c, (code) => loadInto(code, c))),
          button('setups-code-save', 'code-save', (c) => save(c, name.value.trim() || t('setups-code-name-default')), '.primary'),
        ),
      );
    },
    { className: 'wide', testid: 'setup-code-dialog' },
  );
}
