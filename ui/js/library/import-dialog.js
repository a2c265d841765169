// Importing PGN into Saved games: the running import's progress with Cancel,
// then its report (what was imported, what was skipped and why), and the
// dialog that takes PGN text pasted by the player.

import { h, modal, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';

/** The running import's progress, then its report; resolves when the player closes it. */
export async function showImportDialog() {
  let stop = () => {};
  await modal(
    t('import-title'),
    (close) => {
      const fill = h('div.fill');
      const bar = h(
        'div.bar.import-bar',
        { role: 'progressbar', 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-labelledby': 'import-line', 'data-testid': 'import-bar' },
        fill,
      );
      const line = h('p.import-line', { 'data-testid': 'import-line', id: 'import-line', 'aria-live': 'polite' }, t('import-running'));
      const cancel = h('button', { 'data-testid': 'import-cancel', onclick: () => call('games_import_cancel').catch(showError) }, t('import-cancel'));
      const body = h('div.import', { 'data-testid': 'import-progress' }, h('p.muted.import-file', { dir: 'ltr' }), bar, line, h('div.actions', {}, cancel));
      const progress = async (st) => {
        body.querySelector('.import-file').textContent = st.file;
        const pct = st.totalBytes ? Math.min(100, (100 * st.bytesRead) / st.totalBytes) : 0;
        fill.style.width = pct + '%';
        bar.setAttribute('aria-valuenow', Math.round(pct));
        line.textContent = await tf('import-progress', { imported: st.imported, skipped: st.skipped });
      };
      let finished = false;
      const done = async (st) => {
        if (finished) return;
        finished = true;
        stop();
        fill.style.width = '100%';
        fill.classList.add('full');
        const parts = [h('p.import-summary', { 'data-testid': 'import-summary' }, st.summary || '')];
        if (st.error) parts.push(h('p.field-error', { 'data-testid': 'import-error' }, st.error.message));
        if (st.skippedGames.length) {
          parts.push(h('h3', {}, t('import-skipped-title')));
          parts.push(
            h(
              'ol.skipped',
              { 'data-testid': 'import-skipped' },
              st.skippedGames.map((s) => h('li', { 'data-kind': s.kind }, h('div', {}, s.message), h('code.detail', { dir: 'ltr' }, s.detail))),
            ),
          );
          if (st.skipped > st.skippedGames.length)
            parts.push(h('p.muted', {}, await tf('import-skipped-more', { count: st.skipped - st.skippedGames.length })));
        }
        parts.push(h('div.actions', {}, h('button.primary', { onclick: () => close(true), 'data-testid': 'import-close' }, t('import-close'))));
        body.replaceChildren(...parts);
        body.dataset.testid = 'import-report';
        body.querySelector('button.primary').focus();
      };
      const offProgress = on('library-import-progress', (st) => {
        if (st.running && !finished) progress(st);
      });
      const offDone = on('library-import-done', (st) => done(st));
      stop = () => {
        offProgress();
        offDone();
      };
      // The import may have ended before the listeners were up.
      call('games_import_status')
        .then((st) => {
          if (!st.running && st.job) done(st);
          else progress(st);
        })
        .catch(showError);
      return body;
    },
    { className: 'wide', testid: 'import-dialog' },
  );
  stop();
}

/** Asks for PGN text to paste; resolves to it, or null when cancelled. */
export function askPgnText() {
  return modal(
    t('paste-title'),
    (close) => {
      const area = h('textarea.paste-area', { dir: 'ltr', spellcheck: false, rows: 12, 'aria-label': t('paste-title'), 'data-testid': 'paste-text' });
      return h(
        'form.paste',
        {
          onsubmit: (e) => {
            e.preventDefault();
            close(area.value);
          },
        },
        h('p.muted', {}, t('paste-intro')),
        area,
        h(
          'div.actions',
          {},
          h('button', { type: 'button', onclick: () => close(null) }, t('dialog-cancel')),
          h('button.primary', { type: 'submit', 'data-testid': 'paste-go' }, t('import-go')),
        ),
      );
    },
    { className: 'wide', testid: 'paste-dialog' },
  );
}
