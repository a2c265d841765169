// Copying text (FEN, PGN, setup codes) to the clipboard: the browser's
// clipboard API, with the old selection-and-copy way as a fallback for
// webviews that refuse it.

import { toast } from './dom.js';
import { t } from './i18n.js';

/** Copies `text`; tells the user whether it worked (`done` overrides the message). */
export async function copyText(text, done = t('copy-done')) {
  let ok = false;
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      await navigator.clipboard.writeText(text);
      ok = true;
    }
  } catch { /* fall back below */ }
  if (!ok) {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try { ok = document.execCommand('copy'); } catch { ok = false; }
    area.remove();
  }
  window.__lastCopied = ok ? text : null; // read by the end-to-end tests
  toast(ok ? done : t('copy-failed'), ok ? 'ok' : 'error');
  return ok;
}
