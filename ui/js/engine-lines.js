// The engine's best lines for the position on a board, as the player asks
// for them (the review, an explored line, a casual game): each line's
// evaluation and first moves, the depth reached, and an evaluation bar.
// The search runs in the backend (`lines_start`) and streams its lines; an
// update for a position the screen has left is dropped by its token.

import { h, ltr } from './dom.js';
import { t, tf } from './i18n.js';
import { call, on } from './bridge.js';
import { fenTurn, moveNumberText } from './move-list.js';

/** An evaluation as text: +0.35, −1.20, #3 (White mates), #-2 (Black mates). */
export function evalText(e) {
  if (!e) return '';
  if (e.mate !== null && e.mate !== undefined) return e.mate === 0 ? '#' : e.mate > 0 ? `#${e.mate}` : `#-${-e.mate}`;
  const p = e.cp / 100;
  return (p > 0 ? '+' : p < 0 ? '−' : '') + Math.abs(p).toFixed(2);
}

/** SAN moves with their numbers, from the position `fen`. */
export function numbered(sans, fen) {
  let { number: n, side } = fenTurn(fen);
  return sans
    .map((san, i) => {
      const text = side === 'black' && i > 0 ? san : `${moveNumberText(n, side)} ${san}`;
      if (side === 'black') n++;
      side = side === 'black' ? 'white' : 'black';
      return text;
    })
    .join(' ');
}

/** A vertical bar: White's share of the winning chances, White's end toward White's side of the board. */
export class EvalBar {
  constructor() {
    this.fill = h('div.eval-fill');
    this.label = h('span.eval-label');
    this.el = h('div.eval-bar', { 'data-testid': 'eval-bar', role: 'meter', 'aria-valuemin': -1, 'aria-valuemax': 1 }, this.fill, this.label);
    this.el.setAttribute('aria-label', t('lines-eval-bar'));
    this.set(null);
  }

  /** Shows `e` ({cp, mate, whiteChances}) or nothing yet; `orientation`: the side at the bottom. */
  set(e, orientation = 'white') {
    const chances = e ? e.whiteChances : 0;
    this.el.classList.toggle('black-bottom', orientation === 'black');
    this.el.classList.toggle('empty', !e);
    this.fill.style.height = `${(50 * (1 + chances)).toFixed(1)}%`;
    this.label.textContent = e ? evalText(e) : '';
    this.el.setAttribute('aria-valuenow', chances.toFixed(2));
    this.el.setAttribute('aria-valuetext', e ? evalText(e) : '');
  }
}

export class EngineLines {
  /**
   * variant: the game's; onPlay(uci): a line's first move was clicked;
   * onTop(line|null): the best line changed (for an evaluation bar);
   * onToggle(on): the player turned the lines on or off;
   * count: lines asked for; on: whether it starts searching.
   */
  constructor({ variant, onPlay = () => {}, onTop = () => {}, onToggle = () => {}, count = 3, on: start = true }) {
    this.variant = variant;
    this.onPlay = onPlay;
    this.onTop = onTop;
    this.onToggle = onToggle;
    this.count = count;
    this.on = start;
    this.token = 0;
    this.fen = null;
    this.depth = h('span.lines-depth', { 'data-testid': 'lines-depth' });
    this.list = h('ol.lines-list', { 'data-testid': 'engine-lines', dir: 'ltr' });
    this.toggle = h(
      'button.lines-toggle',
      {
        'data-testid': 'lines-toggle',
        onclick: () => {
          this.setOn(!this.on);
          this.onToggle(this.on);
        },
      },
      t('lines-title'),
    );
    this.el = h('section.engine-lines', { 'aria-label': t('lines-title') }, h('div.lines-head', {}, this.toggle, this.depth), this.list);
    this.off = on('engine-lines', (u) => this.update(u));
    this.setOn(start);
  }

  setOn(value) {
    this.on = value;
    this.toggle.setAttribute('aria-pressed', String(value));
    this.el.classList.toggle('off', !value);
    if (value && this.fen) this.show(this.fen);
    if (!value) {
      this.stop();
      this.list.replaceChildren();
      this.depth.textContent = '';
      this.onTop(null);
    }
  }

  /** Searches the position `fen` (side to move `side`), dropping the last. */
  async show(fen) {
    this.fen = fen;
    this.lines = [];
    this.list.replaceChildren();
    this.depth.textContent = '';
    this.onTop(null);
    if (!this.on) return;
    // Until the answer comes, updates wait: one racing it may carry the new token.
    this.token = -1;
    this.early = [];
    try {
      const token = await call('lines_start', { variant: this.variant, fen, count: this.count });
      if (this.fen !== fen) return;
      this.token = token;
      for (const u of this.early.filter((x) => x.token === token)) await this.update(u);
      this.early = [];
    } catch (e) {
      this.depth.textContent = e?.message || '';
    }
  }

  stop() {
    this.token = 0;
    call('lines_stop').catch(() => {});
  }

  async update(u) {
    if (this.token === -1) this.early.push(u);
    if (u.token !== this.token || !this.on) return;
    const fen = this.fen;
    this.onTop(u.lines[0] || null);
    let depthText = '';
    if (u.lines.length && u.done) depthText = await tf('lines-depth-done', { depth: u.depth });
    else if (u.lines.length) depthText = await tf('lines-depth', { depth: u.depth });
    else if (u.done) depthText = t('lines-none');
    if (u.token !== this.token) return;
    this.depth.textContent = depthText;
    this.list.replaceChildren(
      ...u.lines.map((l) =>
        h(
          'li',
          {},
          h(
            'button.line',
            { 'data-testid': 'engine-line', type: 'button', title: t('lines-play'), onclick: () => l.first && this.onPlay(l.first) },
            h('span.line-eval', {}, ltr(evalText(l))),
            h('span.line-moves', {}, numbered(l.san, fen)),
          ),
        ),
      ),
    );
  }

  /** Stops searching and listening (the screen is left). */
  destroy() {
    this.stop();
    this.off();
  }
}
