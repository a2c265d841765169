// A remote game's views (LAN or online) as the game screen takes them: the
// referee's answer to each action, its events, and a read of its state
// once a second (an event sent while the screen was still subscribing
// would be missed). Each view is drawn once; one that moves the game to its
// hidden setup opens the setup screen.

import { call, on } from '../bridge.js';
import { go } from '../main.js';

/** What a remote view shows, to skip one already drawn. */
const viewKey = (lv) => JSON.stringify([lv.stage, lv.notice, lv.game?.game?.moves, lv.game?.remote]);

export class RemoteFeed {
  /**
   * `state`: the screen's state, whose `src` is the remote (remote.js),
   * whose `view` is the game view drawn and whose `remote` this keeps up to
   * date; hooks: say(message, kind), draw(gameView), drawBar().
   */
  constructor(state, hooks) {
    this.src = state.src;
    this.state = state;
    this.hooks = hooks;
    this.last = '';
    this.notice = null;
  }

  /** Says the view's notice once, when it is new (a refusal, an answer declined, a rematch offered…). */
  tell(lv, kind) {
    if (!lv.notice || lv.notice === this.notice) return;
    this.notice = lv.notice;
    this.hooks.say(lv.notice, kind);
    this.hooks.refused();
  }

  /**
   * The referee's answer to an action: the game view to draw. It counts as
   * drawn: a later, newer view then differs and is drawn, even when an
   * event about that newer state came in before the answer.
   */
  answer(lv) {
    const { state } = this;
    this.last = viewKey(lv);
    if (lv.game) state.remote = lv.game.remote;
    if (lv.game && lv.game.remote.phase === 'setup') {
      go('setup', { remote: this.src.kind }, { replace: true });
      return state.view;
    }
    this.tell(lv, 'info');
    return lv.game?.game || state.view;
  }

  /** A view from an event or a read, drawn unless it already was. */
  heard(lv) {
    const { state } = this;
    const key = viewKey(lv);
    if (key === this.last) return;
    this.last = key;
    this.tell(lv, lv.stage === 'lobby' ? 'error' : 'info');
    // The game was left or its session ended: the lobby draws that (with why).
    if (lv.stage === 'lobby') {
      if (!state.leaving) go(this.src.screen, {}, { replace: true });
      return;
    }
    if (!lv.game) return;
    state.remote = lv.game.remote;
    if (state.remote.phase === 'setup') {
      go('setup', { remote: this.src.kind }, { replace: true });
      return;
    }
    if (lv.game.game) this.hooks.draw(lv.game.game);
    else this.hooks.drawBar();
  }

  /** Listens to the referee's events and reads its state each second; returns what stops both. */
  start() {
    const stopEvents = on(this.src.event, (lv) => this.heard(lv));
    const poll = setInterval(() => {
      call(this.src.state)
        .then((lv) => this.heard(lv))
        .catch(() => {});
    }, 1000);
    return () => {
      stopEvents();
      clearInterval(poll);
    };
  }
}
