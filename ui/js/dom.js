// Small DOM helpers: element building, toasts and modal dialogs.

import { t, translate } from './i18n.js';

/** Creates an element: h('button.primary', {onclick}, 'text', child…). */
export function h(tag, props = {}, ...children) {
  const [name, ...classes] = tag.split('.');
  const el = document.createElement(name || 'div');
  if (classes.length) el.className = classes.join(' ');
  for (const [k, v] of Object.entries(props || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'html') el.innerHTML = v;
    else if (k === 'text') el.textContent = v;
    else if (k in el && typeof v !== 'string') el[k] = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** Text isolated left-to-right (squares, SAN, clocks) inside any layout direction. */
export function ltr(text, cls = '') {
  return h('bdi.' + (cls || 'ltr'), { dir: 'ltr' }, text);
}

/** An SVG element with attributes (the board, the review's graph). */
export function svg(name, attrs = {}) {
  const e = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

/** A short message at the bottom of the window. */
export function toast(message, kind = 'info', ms = 3500) {
  const el = h('div.toast.' + kind, { 'data-testid': 'toast' }, message);
  document.getElementById('toasts').append(el);
  setTimeout(() => el.classList.add('leaving'), ms);
  setTimeout(() => el.remove(), ms + 400);
}

/** Shows an error from the backend ({kind, message}) in words. */
export function showError(err) {
  toast(err?.message ? err.message : t('error-unknown'), 'error', 5000);
}

let dialogs = 0;

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [href], [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside `box`: a modal dialog keeps the focus until it closes. */
function keepFocusIn(box, e) {
  const items = [...box.querySelectorAll(FOCUSABLE)].filter((x) => x.offsetParent !== null);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && (document.activeElement === first || !box.contains(document.activeElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (document.activeElement === last || !box.contains(document.activeElement))) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * Opens a modal dialog. `build(close)` returns the body; resolves with the
 * value passed to close(). Escape closes with null.
 */
export function modal(title, build, { className = '', testid = 'dialog' } = {}) {
  return new Promise((resolve) => {
    const root = document.getElementById('modal-root');
    const previous = document.activeElement;
    const close = (value = null) => {
      overlay.remove();
      document.removeEventListener('keydown', onKey, true);
      if (previous?.focus) previous.focus();
      resolve(value);
    };
    const onKey = (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close(null);
      } else if (e.key === 'Tab') {
        keepFocusIn(box, e);
      }
    };
    const box = h(
      'div.modal ' + className,
      { role: 'dialog', 'aria-modal': 'true', 'data-testid': testid },
      title ? h('h2.modal-title', {}, title) : null,
      build(close),
    );
    const overlay = h(
      'div.overlay',
      {
        onmousedown: (e) => {
          if (e.target === overlay) close(null);
        },
      },
      box,
    );
    // Named by its title, or by its first heading or sentence when it has none.
    const label = box.querySelector('h2, h3, p');
    if (label) {
      label.id ||= `dialog-label-${++dialogs}`;
      box.setAttribute('aria-labelledby', label.id);
    }
    // Closed from outside too (a screen that goes takes its dialog with it).
    overlay.close = close;
    root.append(overlay);
    translate(box);
    document.addEventListener('keydown', onKey, true);
    const focusable = box.querySelector('[autofocus], button.primary, button, input, select');
    if (focusable) focusable.focus();
  });
}

/** A yes/no question. */
export function confirmDialog(question, yes = t('dialog-yes'), no = t('dialog-no')) {
  return modal(
    null,
    (close) =>
      h(
        'div.confirm',
        {},
        h('p', {}, question),
        h(
          'div.actions',
          {},
          h('button', { onclick: () => close(false), 'data-testid': 'confirm-no' }, no),
          h('button.primary', { onclick: () => close(true), 'data-testid': 'confirm-yes' }, yes),
        ),
      ),
    { testid: 'confirm' },
  );
}

/**
 * Milliseconds until `formatClock` shows a clock running down from `ms`
 * otherwise (a new second, or a new tenth under ten seconds), or null when
 * it shows zero: a running clock is drawn again only then.
 */
export function clockTextLasts(ms) {
  if (ms <= 0) return null;
  return (ms % (ms <= 10000 ? 100 : 1000)) + 1;
}

/** Formats milliseconds as a clock: m:ss, or m:ss.t under ten seconds. */
export function formatClock(ms) {
  ms = Math.max(0, ms);
  const total = Math.floor(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  if (ms < 10000) return `${m}:${String(s).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`;
  if (m >= 60) return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return `${m}:${String(s).padStart(2, '0')}`;
}
