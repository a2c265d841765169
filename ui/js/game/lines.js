// The engine's best lines in a game on this device, when the player asks
// for them: hidden and off until then, and following the position the
// board shows (the game's, or the one stepped back to).

import { EngineLines } from '../engine-lines.js';

export class GameLines {
  /** Hidden and off, for the game `view`. */
  constructor(view) {
    this.lines = new EngineLines({ variant: view.variant, on: false });
    this.el = this.lines.el;
    this.el.hidden = true;
    this.shownFen = view.fen;
  }

  /** Shows and starts, or hides and stops, the lines of a `variant` game; `button` (the one that asks) is pressed while shown. */
  toggle(button, variant) {
    const { lines } = this;
    lines.el.hidden = !lines.el.hidden;
    button.setAttribute('aria-pressed', String(!lines.el.hidden));
    lines.variant = variant;
    lines.fen = this.shownFen;
    lines.setOn(!lines.el.hidden);
  }

  /** The board now shows `fen` of a `variant` game: searched when the lines are shown. */
  follow(fen, variant) {
    const { lines } = this;
    this.shownFen = fen;
    lines.variant = variant;
    if (!lines.el.hidden && lines.on && lines.fen !== fen) lines.show(fen);
  }

  destroy() {
    this.lines.destroy();
  }
}
