// The move box: a move typed in notation (SAN), played with Enter or its
// button; it reads left to right in every language.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/** The box's input and its form; `play()` plays what it holds. */
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
  return { input, form };
}
