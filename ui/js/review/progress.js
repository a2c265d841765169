// The analysis' progress under the review's graph: a bar and its words
// (analysing, then checking the marked moves, then done).

import { h } from '../dom.js';
import { t, tf } from '../i18n.js';

export class AnalysisProgress {
  constructor() {
    this.fill = h('div.fill');
    this.bar = h('div.bar', { role: 'progressbar', 'aria-valuemin': 0, 'aria-labelledby': 'analysis-status', 'data-testid': 'analysis-bar' }, this.fill);
    this.text = h('span.analysis-text', { 'data-testid': 'analysis-status', id: 'analysis-status' });
    // The graph's box is left to right (its time axis); the progress takes the
    // page's direction, or in Arabic "1 of 5" reads "5 … 1 of" and the bar
    // fills from the left.
    this.el = h('div.analysis-progress', { dir: document.documentElement.dir || 'ltr' }, this.bar, this.text);
  }

  /** The bar for `work` ({done, total, finished}). */
  draw(work) {
    this.fill.style.width = `${(100 * work.done) / Math.max(1, work.total)}%`;
    this.fill.classList.toggle('full', work.finished);
    this.bar.setAttribute('aria-valuemax', work.total);
    this.bar.setAttribute('aria-valuenow', work.done);
    this.el.dataset.done = String(work.finished);
  }

  /** The words for `work` ({done, total, checking, finished}), the analysis' own object, read again once they are formatted. */
  async say(work) {
    let text = t('review-analysis-done');
    if (!work.finished && work.checking) text = await tf('review-checking', { done: work.done, total: work.total });
    else if (!work.finished) text = await tf('review-analysing', { done: work.done, total: work.total });
    // The analysis may have finished while the words were being formatted.
    this.text.textContent = work.finished ? t('review-analysis-done') : text;
  }
}
