// The dialog that names a saved army: for Save (with the side the army
// keeps) and for Rename.

import { h, modal } from '../dom.js';
import { t } from '../i18n.js';
import { segmented } from '../segmented.js';

/**
 * Asks for a name under `titleKey`, `initial` filled in; `extra` ({ el,
 * value() }) is one more field shown under it. Resolves with `{ name,
 * extra }` (the name trimmed, never empty, and `extra.value()`), or null.
 */
export function askName(titleKey, initial, extra = null) {
  return modal(
    t(titleKey),
    (close) => {
      const error = h('p.field-error', { 'data-testid': 'name-error' });
      const ok = () => {
        const name = input.value.trim();
        if (!name) {
          error.textContent = t('setups-name-placeholder');
          input.focus();
          return;
        }
        close({ name, extra: extra?.value() });
      };
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

/** The field choosing which side a saved army keeps (white, black or both), `side` at first; an `extra` of askName. */
export function keptSideField(side) {
  let which = side;
  const choice = segmented(
    'setup-save-side',
    ['white', 'black', 'both'].map((v) => [v, t('setups-side-' + v)]),
    which,
    (v) => {
      which = v;
    },
  );
  return { el: h('div.field', {}, h('span', {}, t('setups-which')), choice), value: () => which };
}
