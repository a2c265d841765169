// The game screen's buttons (flip, pause, abort, take back, hint, engine
// lines, draw, resign, copy FEN and PGN, new game, rematch), and which of
// them a game shows and allows: by its kind (against the engine, two
// players on this device, a remote game) and where it stands.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/** The buttons, in the order shown; each calls its handler in `on`. */
export function actionButtons(on) {
  const btn = (key, action, testid, cls = '') => h('button' + cls, { onclick: action, 'data-testid': testid }, t(key));
  return {
    flip: btn('game-flip', on.flip, 'btn-flip'),
    pause: btn('game-pause', on.pause, 'btn-pause'),
    abort: btn('game-abort', on.abort, 'btn-abort'),
    takeback: btn('game-takeback', on.takeBack, 'btn-takeback'),
    hint: btn('game-hint', on.hint, 'btn-hint'),
    lines: btn('lines-title', on.lines, 'btn-lines'),
    draw: btn('game-draw', on.draw, 'btn-draw'),
    resign: btn('game-resign', on.resign, 'btn-resign', '.danger'),
    copyFen: btn('review-copy-fen', on.copyFen, 'btn-copy-fen'),
    copyPgn: btn('review-copy-pgn', on.copyPgn, 'btn-copy-pgn'),
    newGame: btn('game-new', on.newGame, 'btn-new'),
    rematch: btn('game-rematch', on.rematch, 'btn-rematch', '.primary'),
  };
}

/**
 * Shows and allows the buttons that fit `view` now. `remote`: a remote
 * game's part of the view (null on this device); `networked`: whether the
 * game is remote; `myMove`: whether the player may move now.
 */
export function showActions(actions, { view, remote, networked, myMove }) {
  const vsEngine = !!view.humanColor && !networked;
  actions.hint.hidden = !vsEngine;
  actions.lines.hidden = networked;
  actions.pause.hidden = !networked;
  actions.abort.hidden = !networked || !remote?.canAbort || !!view.over;
  if (networked && remote) {
    actions.pause.textContent = t(remote.pause?.canResume ? 'game-resume' : 'game-pause');
    actions.pause.disabled = !!view.over || !(remote.pause ? remote.pause.canResume : remote.pauseAvailable);
    actions.takeback.hidden = !remote.takebacks;
    actions.rematch.textContent = t(remote.rematch[1] ? 'game-rematch-accept' : 'game-rematch');
    actions.rematch.disabled = remote.rematch[0];
  }
  actions.hint.disabled = !myMove;
  actions.takeback.disabled = !view.canTakeBack;
  actions.draw.disabled = !!view.over || (vsEngine && !myMove) || (networked && !!remote && remote.drawOfferedByMe);
  actions.resign.disabled = !!view.over;
  actions.rematch.hidden = !view.over;
  actions.copyPgn.hidden = networked; // a remote game is saved when it ends
}
