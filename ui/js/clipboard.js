// Copying text (FEN, PGN, setup and join codes) to the system clipboard
// through Tauri's clipboard plugin: the webview's own clipboard API depends
// on focus and permissions that a desktop app should not.

import { toast } from './dom.js';
import { t } from './i18n.js';

/** Copies `text`; tells the user whether it worked (`done` overrides the message). */
export async function copyText(text, done = t('copy-done')) {
  let ok = false;
  window.__lastCopied = null; // read by the end-to-end tests: null while a copy is on its way
  try {
    await window.__TAURI__.clipboardManager.writeText(text);
    ok = true;
  } catch {
    ok = false;
  }
  window.__lastCopied = ok ? text : null;
  toast(ok ? done : t('copy-failed'), ok ? 'ok' : 'error');
  return ok;
}
