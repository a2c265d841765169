// Choosing a file for PGN import or export: the native dialog, or a path
// typed or pasted into the field; the backend checks the path and says in
// words what is wrong with it.

import { h, modal } from './dom.js';
import { t } from './i18n.js';
import { call } from './bridge.js';

/**
 * Asks for a file path. mode 'open' (import) or 'save' (export). Resolves
 * with the checked path, or null when cancelled. `intro` is a line of text
 * above the field; `goLabel` the confirm button.
 */
export function askPath({ title, intro, mode, defaultName = 'maharajah-games.pgn', goLabel, testid }) {
  return modal(
    title,
    (close) => {
      const error = h('p.field-error', { 'data-testid': 'path-error', 'aria-live': 'polite' });
      const input = h('input.path', {
        type: 'text',
        dir: 'ltr',
        spellcheck: false,
        autocomplete: 'off',
        'data-testid': 'path-input',
        placeholder: t('library-path-placeholder'),
        'aria-label': t('library-path-label'),
        onkeydown: (e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            go();
          }
        },
        oninput: () => {
          error.textContent = '';
        },
      });
      const choose = h(
        'button',
        {
          type: 'button',
          'data-testid': 'path-choose',
          onclick: async () => {
            try {
              const picked = mode === 'open' ? await call('dialog_open_pgn') : await call('dialog_save_pgn', { name: defaultName });
              if (picked) {
                input.value = picked;
                error.textContent = '';
              }
            } catch (e) {
              error.textContent = e.message;
            }
          },
        },
        t('library-choose-file'),
      );
      async function go() {
        try {
          const path = await call('library_check_path', { path: input.value, export: mode === 'save' });
          close(path);
        } catch (e) {
          error.textContent = e.message;
          input.focus();
        }
      }
      setTimeout(() => input.focus(), 0);
      return h(
        'div.file-ask',
        { 'data-testid': testid },
        intro ? h('p.muted', {}, intro) : null,
        h('label.path-row', {}, h('span', {}, t('library-path-label')), h('div.path-inputs', {}, input, choose)),
        error,
        h(
          'div.actions',
          {},
          h('button', { type: 'button', onclick: () => close(null) }, t('dialog-cancel')),
          h('button.primary', { type: 'button', onclick: go, 'data-testid': 'path-go' }, goLabel),
        ),
      );
    },
    { className: 'wide', testid: testid + '-dialog' },
  );
}
