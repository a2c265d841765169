// A row of buttons of which one is chosen (a radio group): the new-game
// dialog's variant, opponent, colour and time control.

import { h } from '../dom.js';

/** The group `name` of `options` ([value, label]), `value` chosen; `onchange(value)` hears a choice. */
export function segmented(name, options, value, onchange) {
  return h(
    'div.segmented',
    { role: 'radiogroup', 'data-testid': 'seg-' + name },
    options.map(([v, label]) =>
      h(
        'button' + (v === value ? '.on' : ''),
        {
          type: 'button',
          role: 'radio',
          'aria-checked': String(v === value),
          'data-value': v,
          onclick: (e) => {
            for (const b of e.currentTarget.parentElement.children) {
              b.classList.remove('on');
              b.setAttribute('aria-checked', 'false');
            }
            e.currentTarget.classList.add('on');
            e.currentTarget.setAttribute('aria-checked', 'true');
            onchange(v);
          },
        },
        label,
      ),
    ),
  );
}
