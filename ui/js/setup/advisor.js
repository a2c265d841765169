// The army advisor's panel in the setup editor: "Assess army" shows the
// expected score with its interval and the reasons, "Suggest" searches for
// up to three better armies near this one, each applied with one click.
// The app computes everything on this device (engine::advisor), so it works
// offline and in a hidden setup; there the other army is unknown and the
// assessment is against the orthodox army.

import { h, showError } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';

/**
 * The panel. `side()` is the army edited, `hidden` whether this is a hidden
 * setup, `apply(request)` runs an editor request and draws its view.
 */
export function advisorPanel({ side, hidden, apply }) {
  const against = h('input', { type: 'checkbox', 'data-testid': 'advisor-against-other' });
  const result = h('div.advisor-result', { 'data-testid': 'advisor-result', 'aria-live': 'polite' });
  const progress = h('progress.advisor-progress', { max: 100, value: 0, hidden: true, 'data-testid': 'advisor-progress' });
  const list = h('ol.advisor-suggestions', { 'data-testid': 'advisor-suggestions' });
  const busy = (active) => {
    for (const b of [assessBtn, suggestBtn]) b.disabled = active;
  };

  async function assess() {
    busy(true);
    result.replaceChildren(t('advisor-working'));
    try {
      const view = await call('advisor_assess', { color: side(), againstOther: !hidden && against.checked });
      result.replaceChildren(
        h('p.advisor-headline', { 'data-testid': 'advisor-headline' }, view.headline),
        h('ul.advisor-reasons', { 'data-testid': 'advisor-reasons' }, ...view.reasons.map((r) => h('li', {}, r))),
      );
    } catch (e) {
      result.replaceChildren();
      showError(e);
    } finally {
      busy(false);
    }
  }

  async function suggest() {
    busy(true);
    list.replaceChildren();
    progress.value = 0;
    progress.hidden = false;
    const stop = on('advisor-progress', (p) => {
      progress.value = Math.round(p * 100);
      progress.setAttribute('aria-valuetext', tf('advisor-searching', { percent: Math.round(p * 100) }));
    });
    try {
      const found = await call('advisor_suggest', { color: side(), againstOther: !hidden && against.checked });
      if (!found.length) list.replaceChildren(h('li.muted', { 'data-testid': 'advisor-none' }, t('advisor-no-suggestion')));
      else list.replaceChildren(...found.map((s, i) => suggestionItem(s, i)));
    } catch (e) {
      showError(e);
    } finally {
      stop();
      progress.hidden = true;
      busy(false);
    }
  }

  function suggestionItem(s, i) {
    const applyBtn = h(
      'button.small',
      {
        'data-testid': 'advisor-apply-' + i,
        onclick: async () => {
          await apply(() => call('advisor_apply', { color: side(), board: s.board }));
          list.replaceChildren();
          result.replaceChildren();
        },
      },
      t('advisor-apply'),
    );
    return h('li', { 'data-testid': 'advisor-suggestion-' + i }, h('span', {}, s.text), ' ', applyBtn);
  }

  const assessBtn = h('button', { 'data-testid': 'advisor-assess', onclick: assess }, t('advisor-assess'));
  const suggestBtn = h('button', { 'data-testid': 'advisor-suggest', onclick: suggest }, t('advisor-suggest'));
  return h(
    'section.advisor',
    { 'data-testid': 'advisor', 'aria-label': t('advisor-title') },
    h('h3', {}, t('advisor-title')),
    hidden ? null : h('label.row', {}, against, ' ', t('advisor-against-other')),
    h('div.row', {}, assessBtn, suggestBtn),
    progress,
    result,
    list,
    h('p.muted.small', {}, t('advisor-offline')),
  );
}
