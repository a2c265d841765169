// What the game says to the player (a refused move, a hint, an answer to a
// draw offer): one line beside the move box, where it covers no clock, name
// or square, gone after a few seconds.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/**
 * The line, hidden until `say(message, kind, ms)` shows a message ('info',
 * 'ok' or 'error') for `ms` (a few seconds unless given); `sayError(e)` words an error.
 */
export function gameNote() {
  const el = h('p.game-note', { 'data-testid': 'game-note', role: 'status', 'aria-live': 'polite', hidden: true });
  let timer = null;
  const say = (message, kind = 'info', ms = kind === 'error' ? 6000 : 4000) => {
    clearTimeout(timer);
    el.textContent = message;
    el.className = 'game-note ' + kind;
    el.hidden = false;
    timer = setTimeout(() => (el.hidden = true), ms);
  };
  const sayError = (e) => say(e?.message || t('error-unknown'), 'error');
  return { el, say, sayError };
}
