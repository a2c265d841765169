// Whether the game on the board may be left for another: starting a new
// one or continuing a saved one both finish it as abandoned, so the player
// is asked first.

import { confirmDialog } from './dom.js';
import { t } from './i18n.js';
import { call } from './bridge.js';

/**
 * Yes when no game is being played, it is over, nothing is played yet, or
 * it is the saved game `savedId` itself (continuing it leaves nothing);
 * else the player is asked with `question` and `yes` (Fluent ids).
 */
export async function mayLeaveGame({ savedId = null, question, yes }) {
  let live;
  try {
    live = await call('game_state');
  } catch {
    return true;
  }
  if (live.over || live.moves.length === 0) return true;
  if (savedId !== null) {
    const liveId = await call('library_current_id', { session: live.id }).catch(() => null);
    if (liveId === savedId) return true;
  }
  return confirmDialog(t(question), t(yes), t('dialog-cancel'));
}

/** The question before a new game replaces the one on the board. */
export const forNewGame = { question: 'newgame-abandon-confirm', yes: 'newgame-abandon-yes' };

/** The question before saved game `savedId` replaces the one on the board. */
export const forSavedGame = (savedId) => ({ savedId, question: 'resume-abandon-confirm', yes: 'resume-abandon-yes' });
