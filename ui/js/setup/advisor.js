// The army advisor's panel in the setup editor: "Assess army" shows the
// expected score with its interval and the reasons, "Suggest" searches for
// up to three better armies near this one (its progress shown as a bar and
// in words), each applied with one click. The app computes everything on
// this device (engine::advisor), so it works offline and in a hidden setup;
// there the other army is unknown and the assessment is against the
// orthodox army. A refusal (an army that cannot start) is said in the panel.

import { h } from '../dom.js';
import { t, tf } from '../i18n.js';
import { call, on } from '../bridge.js';

/**
 * The panel. `side()` is the army edited, `hidden` whether this is a hidden
 * setup, `locked()` whether that army can no longer change, and
 * `apply(request, done)` runs an editor request, draws its view and says `done`.
 */
export function advisorPanel({ side, hidden, locked = () => false, apply }) {
  const against = h('input', { type: 'checkbox', 'data-testid': 'advisor-against-other' });
  const result = h('div.advisor-result', { 'data-testid': 'advisor-result', 'aria-live': 'polite' });
  const bar = h('progress', { max: 100, value: 0, 'aria-label': t('advisor-suggest') });
  const barText = h('span.advisor-progress-text', { 'data-testid': 'advisor-progress-text' });
  const progress = h('div.advisor-progress', { hidden: true, 'data-testid': 'advisor-progress' }, bar, barText);
  const list = h('ol.advisor-suggestions', { 'data-testid': 'advisor-suggestions' });
  const againstOther = () => !hidden && against.checked;
  let running = false;
  const busy = (active) => {
    running = active;
    assessBtn.disabled = active;
    suggestBtn.disabled = active || locked();
  };
  const refused = (e) => h('p.advisor-error', { 'data-testid': 'advisor-error' }, e?.message || t('error-unknown'));

  async function assess() {
    busy(true);
    result.replaceChildren(h('p.muted', {}, t('advisor-working')));
    try {
      const view = await call('advisor_assess', { color: side(), againstOther: againstOther() });
      result.replaceChildren(
        h('p.advisor-headline', { 'data-testid': 'advisor-headline' }, view.headline),
        view.reasons.length
          ? h('ul.advisor-reasons', { 'data-testid': 'advisor-reasons' }, ...view.reasons.map((r) => h('li', {}, r)))
          : h('p.muted', { 'data-testid': 'advisor-no-reasons' }, t('advisor-no-reasons')),
      );
    } catch (e) {
      result.replaceChildren(refused(e));
    } finally {
      busy(false);
    }
  }

  /** Draws a progress report (0–1) of the search under way. */
  async function report(p) {
    if (!running) return;
    const percent = Math.round(p * 100);
    bar.value = percent;
    const words = await tf('advisor-searching', { percent });
    if (!running) return;
    barText.textContent = words;
    bar.setAttribute('aria-valuetext', words);
  }

  async function suggest() {
    busy(true);
    list.replaceChildren();
    bar.value = 0;
    barText.textContent = t('advisor-working');
    progress.hidden = false;
    const stop = on('advisor-progress', report);
    try {
      const found = await call('advisor_suggest', { color: side(), againstOther: againstOther() });
      if (!found.length) list.replaceChildren(h('li.muted', { 'data-testid': 'advisor-none' }, t('advisor-no-suggestion')));
      else list.replaceChildren(...found.map((s, i) => suggestionItem(s, i)));
    } catch (e) {
      list.replaceChildren(h('li', {}, refused(e)));
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
        type: 'button',
        'data-testid': 'advisor-apply-' + i,
        disabled: locked(),
        onclick: async () => {
          await apply(() => call('advisor_apply', { color: side(), board: s.board }), t('advisor-applied'));
          list.replaceChildren();
          result.replaceChildren();
        },
      },
      t('advisor-apply'),
    );
    return h('li', { 'data-testid': 'advisor-suggestion-' + i }, h('span.advisor-diff', {}, s.text), applyBtn);
  }

  const assessBtn = h('button', { type: 'button', 'data-testid': 'advisor-assess', onclick: assess }, t('advisor-assess'));
  const suggestBtn = h('button', { type: 'button', 'data-testid': 'advisor-suggest', onclick: suggest }, t('advisor-suggest'));
  const panel = h(
    'section.advisor',
    { 'data-testid': 'advisor', 'aria-label': t('advisor-title') },
    h('h3', {}, t('advisor-title')),
    hidden ? null : h('label.advisor-against', {}, against, h('span', {}, t('advisor-against-other'))),
    h('div.advisor-buttons', {}, assessBtn, suggestBtn),
    progress,
    result,
    list,
    h('p.muted.advisor-offline', {}, t('advisor-offline')),
  );
  /** Follows the army's lock (a hidden setup): once locked, nothing is applied any more. */
  panel.redraw = () => {
    suggestBtn.disabled = running || locked();
    for (const b of list.querySelectorAll('button')) b.disabled = locked();
  };
  return panel;
}
