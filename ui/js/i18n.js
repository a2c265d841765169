// Words come from the backend's Fluent bundles: the whole table of messages
// without variables once, and formatted messages with variables on demand.

import { call } from './bridge.js';

let table = { lang: 'en', dir: 'ltr', messages: {} };

/** Loads the message table of the current language and sets lang/dir. */
export async function loadMessages() {
  table = await call('i18n_messages');
  document.documentElement.lang = table.lang;
  document.documentElement.dir = table.dir;
  return table;
}

/** A message without variables (the key itself when missing, so gaps show). */
export function t(key) {
  const m = table.messages[key];
  return m === undefined ? key : m;
}

/** Whether a message exists. */
export function has(key) {
  return key in table.messages;
}

/** A message with variables, formatted by Fluent in the backend. */
export function tf(key, args) {
  return call('i18n_format', { id: key, args });
}

/** The shipped languages ({code, name, dir}, each named in itself) and the OS's choice: {system, languages}. */
export function languages() {
  return call('i18n_languages');
}

/** Fills every [data-i18n] element under root with its message. */
export function translate(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
}
