// A row of buttons of which one is chosen (a radio group), the one widget
// behind every such choice: the new-game dialog's variant, opponent, colour
// and clock, the match forms of LAN and online, Learn's board and tool, the
// setup editor's side, and the side a saved army keeps.

import { h } from './dom.js';

/**
 * The group `testid` of `options` ([value, label] pairs), `value` chosen;
 * `onchange(value)` hears a choice. `buttonTestid(value)`, when given, names
 * each button for the tests that reach a button directly.
 */
export function segmented(testid, options, value, onchange, buttonTestid = null) {
  return h(
    'div.segmented',
    { role: 'radiogroup', 'data-testid': testid },
    options.map(([v, label]) =>
      h(
        'button' + (v === value ? '.on' : ''),
        {
          type: 'button',
          role: 'radio',
          'aria-checked': String(v === value),
          'data-value': v,
          'data-testid': buttonTestid ? buttonTestid(v) : null,
          onclick: (e) => {
            for (const b of e.currentTarget.parentElement.children) {
              b.classList.toggle('on', b === e.currentTarget);
              b.setAttribute('aria-checked', String(b === e.currentTarget));
            }
            onchange(v);
          },
        },
        label,
      ),
    ),
  );
}
