// The two side panels of the game screen, above and below the board: each
// player's name, their side's rules status (classic or variant side in
// Maharajah), whose move it is, and the clock, ticking between views (drawn
// only when its text changes: a clock drawn ten times a second kept a core
// busy).

import { h, formatClock, clockTextLasts } from '../dom.js';
import { t } from '../i18n.js';

/** One side's panel. */
function sidePanel(color) {
  const name = h('span.player');
  const badge = h('span.badge.status-badge');
  const clock = h('div.clock', { 'data-testid': 'clock-' + color, dir: 'ltr' });
  const el = h('div.side-panel', { 'data-color': color, 'data-testid': 'side-' + color }, h('span.swatch.' + color), name, badge, clock);
  return { el, name, badge, clock };
}

export class SidePanels {
  constructor() {
    this.top = h('div.slot-top');
    this.bottom = h('div.slot-bottom');
    this.panels = { white: sidePanel('white'), black: sidePanel('black') };
    this.clockBase = { at: performance.now(), view: null };
    this.timer = null;
  }

  /** Puts the side at the bottom of the board (`orientation`) in the bottom slot. */
  place(orientation) {
    const top = orientation === 'white' ? 'black' : 'white';
    this.top.replaceChildren(this.panels[top].el);
    this.bottom.replaceChildren(this.panels[top === 'white' ? 'black' : 'white'].el);
  }

  /** Draws `view`'s players, statuses and clocks; the clocks run from now. */
  render(view, orientation) {
    this.place(orientation);
    for (const side of view.sides) {
      const pnl = this.panels[side.color];
      pnl.name.textContent = side.player;
      pnl.name.title = side.player;
      pnl.badge.textContent = side.status || '';
      pnl.badge.hidden = !side.status;
      pnl.badge.className = 'badge status-badge ' + (side.variantSide ? 'variant' : 'classic');
      pnl.badge.dataset.testid = 'status-' + side.color;
      pnl.badge.title = view.variant === 'maharajah' ? t(side.variantSide ? 'side-variant-tip' : 'side-classic-tip') : '';
      pnl.el.classList.toggle('to-move', !view.over && view.sideToMove === side.color);
      pnl.clock.hidden = !view.clock;
    }
    this.clockBase = { at: performance.now(), view };
    this.tick();
  }

  /**
   * Draws the clocks of the last view, the running one counted down to now,
   * and comes back when its text next changes: once a second, every tenth
   * under ten seconds, never once the game is over. Only what changed is
   * written, so a tick that changes nothing costs no layout.
   */
  tick() {
    this.stop();
    const v = this.clockBase.view;
    if (!v?.clock) return;
    const running = v.over ? null : v.clock.running;
    const elapsed = performance.now() - this.clockBase.at;
    let next = null;
    for (const color of ['white', 'black']) {
      let ms = color === 'white' ? v.clock.whiteMs : v.clock.blackMs;
      if (running === color) {
        ms -= elapsed;
        next = clockTextLasts(ms);
      }
      const c = this.panels[color].clock;
      const text = formatClock(ms);
      if (c.textContent !== text) c.textContent = text;
      c.classList.toggle('running', running === color);
      c.classList.toggle('low', ms < 10000);
    }
    if (next !== null) this.timer = setTimeout(() => this.tick(), next);
  }

  /** Stops drawing the clocks (the screen is left). */
  stop() {
    clearTimeout(this.timer);
    this.timer = null;
  }

  /** The last view's clock and the time since it came (for reading the clocks aloud). */
  clockNow() {
    return { clock: this.clockBase.view?.clock, elapsed: performance.now() - this.clockBase.at };
  }
}
