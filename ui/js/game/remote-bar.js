// The bar of a game against another device (LAN or online): the connection
// (one's own while it reconnects, or the opponent's), the pause and its
// countdown, and the opponent's draw offer or takeback request to answer.

import { h, formatClock, clockTextLasts } from '../dom.js';
import { t } from '../i18n.js';

export class RemoteBar {
  /** `act(action)` sends an answer to the referee; `leave()` goes back to the lobby (a rematch not taken). */
  constructor(act, leave) {
    this.act = act;
    this.leave = leave;
    this.el = h('div.remote-bar', { 'data-testid': 'remote-bar', 'aria-live': 'polite' });
    this.pauseBase = { at: 0, ms: 0 };
    this.timer = null;
  }

  /** An offer with Decline and Accept buttons. */
  offer(testid, key, answer) {
    return h(
      'div.offer',
      { 'data-testid': testid },
      h('span', {}, t(key)),
      h('button', { onclick: () => this.act({ type: answer, accept: false }), 'data-testid': testid.replace('-offer', '-decline') }, t('remote-decline')),
      h('button.primary', { onclick: () => this.act({ type: answer, accept: true }), 'data-testid': testid.replace('-offer', '-accept') }, t('remote-accept')),
    );
  }

  /** The opponent's rematch offer: play again, or back to the lobby. */
  rematchPrompt() {
    return h(
      'div.offer',
      { 'data-testid': 'rematch-offer', role: 'alert' },
      h('span', {}, t('remote-rematch-offered')),
      h('button', { onclick: () => this.leave(), 'data-testid': 'rematch-decline' }, t('remote-back-to-lobby')),
      h('button.primary', { onclick: () => this.act({ type: 'rematch' }), 'data-testid': 'rematch-accept' }, t('game-rematch')),
    );
  }

  /** Draws `remote` (the remote part of the view) for a game that is `over` or not. */
  render(remote, over) {
    const parts = [];
    if (!remote.connected) parts.push(h('p.banner.warn', { 'data-testid': 'banner-reconnecting' }, t('remote-reconnecting')));
    else if (!remote.opponentPresent && !over) parts.push(h('p.banner.warn', { 'data-testid': 'banner-opponent-away' }, t('remote-opponent-away')));
    if (remote.pause) {
      const mine = remote.pause.by === remote.seat;
      let key = mine ? 'remote-paused-you' : 'remote-paused-opponent';
      if (remote.pause.disconnected) key = mine ? 'remote-paused-you-away' : 'remote-paused-opponent-away';
      parts.push(
        h('p.banner.pause', { 'data-testid': 'banner-pause' }, t(key), ' ', h('span.countdown', { dir: 'ltr', 'data-testid': 'pause-countdown' }, '')),
      );
    }
    if (remote.drawOfferedToMe) parts.push(this.offer('draw-offer', 'remote-draw-offered', 'answer-draw'));
    if (remote.takebackAskedOfMe) parts.push(this.offer('takeback-offer', 'remote-takeback-asked', 'answer-takeback'));
    if (over && remote.rematch[1] && !remote.rematch[0]) parts.push(this.rematchPrompt());
    if (over && remote.rematch[0] && !remote.rematch[1]) parts.push(h('p.muted', { 'data-testid': 'rematch-sent' }, t('remote-rematch-sent')));
    if (remote.drawOfferedByMe) parts.push(h('p.muted', {}, t('remote-draw-sent')));
    if (remote.takebackAskedByMe) parts.push(h('p.muted', {}, t('remote-takeback-sent')));
    this.el.replaceChildren(...parts);
    this.el.hidden = parts.length === 0;
    this.pauseBase = { at: performance.now(), ms: remote.pause && !over ? remote.pause.remainingMs : 0 };
    this.tick();
  }

  /** The pause countdown, to now; drawn again when its text changes, while there is one. */
  tick() {
    this.stop();
    const el = this.el.querySelector('.countdown');
    if (!el) return;
    const ms = Math.max(0, this.pauseBase.ms - (performance.now() - this.pauseBase.at));
    const text = formatClock(ms);
    if (el.textContent !== text) el.textContent = text;
    const next = clockTextLasts(ms);
    if (next !== null) this.timer = setTimeout(() => this.tick(), next);
  }

  /** Stops the countdown (the screen is left). */
  stop() {
    clearTimeout(this.timer);
    this.timer = null;
  }
}
