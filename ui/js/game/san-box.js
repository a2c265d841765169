// The move box: a move typed in notation (SAN), played with Enter or its
// button; it reads left to right in every language.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/**
 * The box's input and its form; `play()` plays what it holds.
 * `setOpen(open)`: whether a move may be typed now. A closed box is
 * read-only, not disabled, so that it keeps the focus through the
 * opponent's reply: the player types the next move without reaching the
 * box again.
 */
export function sanBox(play) {
  const input = h('input.san', {
    type: 'text',
    autocomplete: 'off',
    spellcheck: false,
    dir: 'ltr',
    'data-testid': 'san-input',
    'data-i18n-placeholder': 'game-san-placeholder',
    'data-i18n-label': 'game-san-label',
    onkeydown: (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        play();
      }
    },
  });
  const form = h(
    'form.san-form',
    {
      onsubmit: (e) => {
        e.preventDefault();
        play();
      },
    },
    input,
    h('button', { type: 'submit', 'data-testid': 'san-go' }, t('game-san-go')),
  );
  const setOpen = (open) => {
    input.readOnly = !open;
    input.setAttribute('aria-disabled', String(!open));
  };
  return { input, form, setOpen };
}
