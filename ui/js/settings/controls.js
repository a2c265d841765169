// The settings page's controls: a list or a box bound to one setting and
// saved by the backend the moment it changes, and a labelled row.

import { h, showError } from '../dom.js';
import { savePrefs } from '../prefs.js';

/** Saves `changes` to the settings; a refusal is said. */
export async function save(changes) {
  try {
    await savePrefs(changes);
  } catch (e) {
    showError(e);
  }
}

/**
 * A list choosing setting `key` of the settings `p` among `options` ([value,
 * label]); `parse` turns the option's text back into the setting's value
 * (`Number` for a number).
 */
export function select(p, key, options, testid, parse = String) {
  return h(
    'select',
    { 'data-testid': testid, onchange: (e) => save({ [key]: parse(e.target.value) }) },
    options.map(([v, label]) => h('option', { value: v, selected: String(p[key]) === String(v) }, label)),
  );
}

/** A box turning setting `key` of the settings `p` on or off. */
export function toggle(p, key, testid) {
  return h('input', { type: 'checkbox', checked: !!p[key], 'data-testid': testid, onchange: (e) => save({ [key]: e.target.checked }) });
}

/** A row: the setting's `label` and its `control`. */
export function row(label, control) {
  return h('label.setting', {}, h('span', {}, label), control);
}
